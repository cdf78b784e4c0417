// The demo venues are consistent (every placed gateway stands in its area, inside the walls; booth
// outlines name real booths) and their drawings are SVG files the upload service would accept as is.
import { comparisonRange, defaultDateRange, rangeLengthDays } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { detectType, sanitizeSvg } from '../uploads/file-types';
import { DEMO_LOCATIONS } from './demo-organisation';
import { CONNECTED_DEMO_GATEWAYS, DEMO_DOOR_COUNTERS, DEMO_PLANS } from './demo-venues';
import { floorPlanSvg, planSizePx } from './floor-plan-svg';
import { DEMO_DEFINITIONS } from './seed-venues';

const inside = (x: number, y: number, [rx, ry, w, h]: readonly number[]) =>
  x >= (rx ?? 0) && x <= (rx ?? 0) + (w ?? 0) && y >= (ry ?? 0) && y <= (ry ?? 0) + (h ?? 0);

describe('demo venues', () => {
  const locations = new Map(DEMO_LOCATIONS.map((location) => [location.key, location]));

  it('plans the HEATMAP locations and places each of their gateways in a named area', () => {
    const withHeatmap = DEMO_LOCATIONS.filter((l) => l.sensors?.includes('HEATMAP')).map(
      (l) => l.key,
    );
    expect(DEMO_PLANS.map((plan) => plan.location).sort()).toEqual(withHeatmap.sort());
    for (const plan of DEMO_PLANS) {
      const gateways = CONNECTED_DEMO_GATEWAYS.filter((g) => g.location === plan.location);
      expect(gateways.length).toBeGreaterThanOrEqual(2);
      for (const gateway of gateways) {
        const area = plan.areas.find((a) => a.name === gateway.at?.area);
        expect(area, `${gateway.serial} stands in a named area`).toBeDefined();
        expect(inside(gateway.at!.x, gateway.at!.y, area!.rect)).toBe(true);
      }
      for (const area of plan.areas) {
        const [x, y, w, h] = area.rect;
        expect(inside(x, y, plan.walls) && inside(x + w, y + h, plan.walls)).toBe(true);
        if (area.booth) expect(locations.get(area.booth)?.parent).toBe(plan.location);
      }
    }
  });

  it('connects gateways and door counters only where the location has the service', () => {
    for (const gateway of CONNECTED_DEMO_GATEWAYS)
      expect(locations.get(gateway.location)?.sensors ?? []).toContain('FOOTTRAFFIC');
    for (const counter of DEMO_DOOR_COUNTERS)
      expect(locations.get(counter.location)?.tags ?? []).toContain('DOORCOUNTER');
    const serials = CONNECTED_DEMO_GATEWAYS.map((g) => g.serial);
    expect(new Set(serials).size).toBe(serials.length);
  });

  it('draws each plan as an SVG of the stated size that the sanitiser leaves alone', () => {
    for (const plan of DEMO_PLANS) {
      const svg = floorPlanSvg(plan);
      const { width, height } = planSizePx(plan);
      expect(detectType(new TextEncoder().encode(svg))).toBe('image/svg+xml');
      expect(sanitizeSvg(svg)).toBe(svg);
      expect(svg).toContain(`width="${width}" height="${height}"`);
      for (const area of plan.areas) expect(svg).toContain(`>${area.name}</text>`);
    }
  });
});

describe('demo retention', () => {
  // The demo feed sends the default view (30 days) and the 60 days it is compared with; the
  // ingest API refuses detections older than the location's raw retention.
  it('keeps every day of the default view and its comparison range', () => {
    const selection = defaultDateRange('2026-11-26');
    const previous = comparisonRange(selection);
    const daysBack = rangeLengthDays({ start: previous.start, end: selection.end }) - 1;
    expect(DEMO_DEFINITIONS.raw_retention_days).toBeGreaterThan(daysBack);
  });
});
