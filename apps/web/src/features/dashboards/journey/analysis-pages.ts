// The location's analysis pages beside its dashboard (issue 6, item 8), in the app and shared.

export const ANALYSIS_PAGES = ['journey', 'heatmap', 'connectivity'] as const;
export type AnalysisPage = (typeof ANALYSIS_PAGES)[number];

/** The pages the location's analysis links lead to: the ADAM page leads where the add-on is on. */
export type AnalysisNavPage = 'adam' | AnalysisPage;

export function analysisNavPages(adam: boolean): readonly AnalysisNavPage[] {
  return adam ? ['adam', ...ANALYSIS_PAGES] : ANALYSIS_PAGES;
}

/** The filters a link between pages carries over (the range and the business-hours toggle). */
const CARRIED = ['start', 'end', 'bh'] as const;

/** /main/dashboard/<id>/<page>, keeping the range of the current URL's search. */
export function analysisPagePath(locationId: string, page: AnalysisNavPage, search = ''): string {
  const current = new URLSearchParams(search);
  const next = new URLSearchParams();
  for (const name of CARRIED) {
    const value = current.get(name);
    if (value !== null) next.set(name, value);
  }
  const query = next.toString();
  return `/main/dashboard/${encodeURIComponent(locationId)}/${page}${query ? `?${query}` : ''}`;
}
