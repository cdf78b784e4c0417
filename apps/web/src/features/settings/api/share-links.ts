import type { ShareToken } from '@footfall/core';

/** The shared read-only views of docs/product.md section 2 (/view-only/...). */
export const VIEW_ONLY_CHARTS = ['journey', 'heatmap', 'connectivity'] as const;
export type ViewOnlyChart = (typeof VIEW_ONLY_CHARTS)[number];

export interface ShareLink {
  chart: ViewOnlyChart;
  url: string;
}

/**
 * The links of a share token. The token alone does not say which location it opens, so the
 * link names the location too; the expiry rides along so the page can say how long it works.
 */
export function shareLinks(origin: string, share: ShareToken): ShareLink[] {
  return VIEW_ONLY_CHARTS.map((chart) => {
    const query = new URLSearchParams({
      token: share.token,
      location: share.location_id,
      expires: share.expires_at,
    });
    return { chart, url: `${origin}/view-only/${chart}?${query.toString()}` };
  });
}
