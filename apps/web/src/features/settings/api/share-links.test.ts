import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('shareLinks', () => {
  it('builds one link per view-only chart with the token, location and expiry', () => {
    const links = shareLinks('https://footfall.example', {
      token: 'tok/en+1',
      location_id: '5',
      expires_at: '2030-01-08T10:00:00.000Z',
    });
    expect(links.map((link) => link.chart)).toEqual(['journey', 'heatmap', 'connectivity']);
    const url = new URL(links[1]!.url);
    expect(url.origin + url.pathname).toBe('https://footfall.example/view-only/heatmap');
    expect(url.searchParams.get('token')).toBe('tok/en+1');
    expect(url.searchParams.get('location')).toBe('5');
    expect(url.searchParams.get('expires')).toBe('2030-01-08T10:00:00.000Z');
  });
});
