// Which form of a word a count takes in a locale: "1 day" but "2 days", French "0 jour" and
// "1,5 heure" but "2 jours", Spanish "1 día" but "0 días". The web's catalogues pick the same
// forms through i18next (`_one`, `_many`, `_other` keys, by the same Intl.PluralRules); report
// files, mails and API notes written in code pick them here.

/** The forms of a phrase by CLDR plural category; `many` (French and Spanish millions) falls back
 * to `other`, which it equals for written-out figures. */
export interface PluralForms {
  one: string;
  other: string;
  many?: string;
}

const rules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of a count in a locale ("one", "many", "other"...). */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(count);
}

/** The form of `forms` a count takes: plural('fr', 1, { one: '1 jour', other: '…' }). */
export function plural(locale: string, count: number, forms: PluralForms): string {
  const category = pluralCategory(locale, count);
  if (category === 'one') return forms.one;
  if (category === 'many') return forms.many ?? forms.other;
  return forms.other;
}

/** plural() of one locale taking the two forms as arguments: forCount(2, 'day', 'days'). */
export const pluralFor =
  (locale: string) =>
  (count: number, one: string, other: string): string =>
    plural(locale, count, { one, other });
