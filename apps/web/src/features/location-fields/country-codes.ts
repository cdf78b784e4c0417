/**
 * Common ISO 3166-1 alpha-3 codes offered as suggestions, with their alpha-2 twin so the
 * browser's Intl.DisplayNames can name them in the UI language. Any other 3-letter code can
 * still be typed.
 */
// prettier-ignore
export const COMMON_COUNTRIES: readonly (readonly [alpha3: string, alpha2: string])[] = [
  ['USA', 'US'], ['CAN', 'CA'], ['MEX', 'MX'], ['BRA', 'BR'], ['ARG', 'AR'], ['CHL', 'CL'],
  ['COL', 'CO'], ['GBR', 'GB'], ['IRL', 'IE'], ['FRA', 'FR'], ['ESP', 'ES'], ['PRT', 'PT'],
  ['DEU', 'DE'], ['ITA', 'IT'], ['NLD', 'NL'], ['BEL', 'BE'], ['LUX', 'LU'], ['CHE', 'CH'],
  ['AUT', 'AT'], ['DNK', 'DK'], ['SWE', 'SE'], ['NOR', 'NO'], ['FIN', 'FI'], ['POL', 'PL'],
  ['CZE', 'CZ'], ['HUN', 'HU'], ['ROU', 'RO'], ['GRC', 'GR'], ['TUR', 'TR'], ['ISR', 'IL'],
  ['ARE', 'AE'], ['SAU', 'SA'], ['EGY', 'EG'], ['MAR', 'MA'], ['ZAF', 'ZA'], ['IND', 'IN'],
  ['CHN', 'CN'], ['HKG', 'HK'], ['JPN', 'JP'], ['KOR', 'KR'], ['SGP', 'SG'], ['THA', 'TH'],
  ['MYS', 'MY'], ['IDN', 'ID'], ['PHL', 'PH'], ['VNM', 'VN'], ['AUS', 'AU'], ['NZL', 'NZ'],
];

/** The country's name in `locale`, or the code itself where the browser has no name. */
export function countryName(alpha2: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(alpha2) ?? alpha2;
  } catch {
    return alpha2;
  }
}
