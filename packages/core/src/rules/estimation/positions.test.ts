import { describe, expect, it } from 'vitest';
import { modelRssi, refineFix, weightedCentroid, type GatewayReading } from './position-fix';
import { gatewayOffsets } from './position-gateway-offsets';
import { smoothTrack } from './position-track';
import {
  estimateCentroidPositions,
  estimatePositions,
  type EstimatedPosition,
  type GatewayPlacement,
  type PathLossModel,
  type PositionDetection,
} from './positions';

const model: PathLossModel = { txPower: -60, pathLossExponent: 2 };
const square: GatewayPlacement[] = [
  { id: 'a', x: 0, y: 0 },
  { id: 'b', x: 10, y: 0 },
  { id: 'c', x: 10, y: 10 },
  { id: 'd', x: 0, y: 10 },
];

/** Noise-free readings of a device standing at (x, y), one per gateway every second. */
function heardAt(
  x: number,
  y: number,
  fromMs: number,
  toMs: number,
  gateways = square,
  device = 'phone',
): PositionDetection[] {
  const detections: PositionDetection[] = [];
  for (let ts = fromMs; ts < toMs; ts += 1000)
    for (const g of gateways)
      detections.push({
        ts,
        device,
        gatewayId: g.id,
        rssi: modelRssi(Math.hypot(x - g.x, y - g.y), model),
      });
  return detections;
}

const distanceTo = (p: { x: number; y: number }, x: number, y: number) =>
  Math.hypot(p.x - x, p.y - y);

describe('estimatePositions', () => {
  it('returns nothing for no detections or only unknown gateways', () => {
    expect(estimatePositions([], square, model)).toEqual([]);
    expect(
      estimatePositions([{ ts: 0, device: 'p', gatewayId: 'zz', rssi: -60 }], square, model),
    ).toEqual([]);
  });

  it('puts a device heard by one gateway at that gateway', () => {
    const only = [{ id: 'solo', x: 3, y: 4 }];
    const detections = [-55, -70, -62].map((rssi, i) => ({
      ts: i * 6000,
      device: 'p',
      gatewayId: 'solo',
      rssi,
    }));
    const positions = estimatePositions(detections, only, model);
    expect(positions).toHaveLength(2);
    for (const p of positions) expect(distanceTo(p, 3, 4)).toBeLessThan(1e-9);
  });

  it('puts a device heard equally by symmetric gateways in the middle', () => {
    const pair = square.slice(0, 2);
    const detections = [0, 1000, 2000].flatMap((ts) =>
      pair.map((g) => ({ ts, device: 'p', gatewayId: g.id, rssi: -70 })),
    );
    const [position] = estimatePositions(detections, pair, model);
    expect(position!.x).toBeCloseTo(5, 9);
    expect(position!.y).toBeCloseTo(0, 9);
    const [centre] = estimatePositions(heardAt(5, 5, 0, 10_000), square, model);
    expect(distanceTo(centre!, 5, 5)).toBeLessThan(1e-6);
  });

  it('pulls the position towards the gateway that hears the device more strongly', () => {
    const pair = square.slice(0, 2);
    const xFor = (rssiA: number) =>
      estimatePositions(
        [
          { ts: 0, device: 'p', gatewayId: 'a', rssi: rssiA },
          { ts: 0, device: 'p', gatewayId: 'b', rssi: -75 },
        ],
        pair,
        model,
      )[0]!.x;
    expect(xFor(-70)).toBeLessThan(5);
    expect(xFor(-60)).toBeLessThan(xFor(-70));
    expect(xFor(-80)).toBeGreaterThan(5);
  });

  it('finds a device standing away from the middle', () => {
    const [position] = estimatePositions(heardAt(2, 3, 0, 10_000), square, model);
    expect(distanceTo(position!, 2, 3)).toBeLessThan(0.2);
    // The plain centroid is pulled towards the middle of the gateways.
    const [centroid] = estimateCentroidPositions(heardAt(2, 3, 0, 10_000), square, model);
    expect(distanceTo(centroid!, 2, 3)).toBeGreaterThan(0.5);
  });

  it('rejects an impossible jump', () => {
    // Standing at (4, 4) in a 20 m room for a minute, except 2 s in the middle of one window that
    // read like the far corner: 17 m in 2 s is no walk.
    const room = square.map((g) => ({ ...g, x: g.x * 2, y: g.y * 2 }));
    const detections = [
      ...heardAt(4, 4, 0, 34_000, room),
      ...heardAt(16, 16, 34_000, 36_000, room),
      ...heardAt(4, 4, 36_000, 70_000, room),
    ];
    const inWindow = (positions: EstimatedPosition[]) => positions.find((p) => p.ts === 30_000)!;
    const filtered = inWindow(estimatePositions(detections, room, model));
    expect(distanceTo(filtered, 4, 4)).toBeLessThan(0.1);
    const unfiltered = inWindow(estimateCentroidPositions(detections, room, model));
    expect(distanceTo(unfiltered, 4, 4)).toBeGreaterThan(1);
  });

  it('still follows a move that lasts', () => {
    const room = square.map((g) => ({ ...g, x: g.x * 2, y: g.y * 2 }));
    const detections = [
      ...heardAt(4, 4, 0, 30_000, room),
      ...heardAt(16, 16, 30_000, 90_000, room),
    ];
    const positions = estimatePositions(detections, room, model);
    for (const p of positions.filter((p) => p.ts >= 50_000))
      expect(distanceTo(p, 16, 16)).toBeLessThan(0.5);
  });

  it('gives one position per window with detections, windows aligned to windowMs', () => {
    const at = (ts: number, device = 'p') => ({ ts, device, gatewayId: 'a', rssi: -60 });
    const detections = [at(9_999), at(10_000), at(19_999), at(45_000), at(5_000, 'alpha')];
    const positions = estimatePositions(detections, square, model);
    expect(positions.map(({ device, ts }) => [device, ts])).toEqual([
      ['alpha', 0],
      ['p', 0],
      ['p', 10_000],
      ['p', 40_000],
    ]);
    const fine = estimatePositions(detections, square, model, { windowMs: 5_000 });
    expect(fine.filter((p) => p.device === 'p').map((p) => p.ts)).toEqual([
      5_000, 10_000, 15_000, 45_000,
    ]);
    expect(() => estimatePositions(detections, square, model, { windowMs: 0 })).toThrow(RangeError);
  });

  it('learns a gateway that reads weak from the data, and invents no offset when none exists', () => {
    const grid = [0, 5, 10].flatMap((x) => [0, 5, 10].map((y) => ({ id: `g${x}-${y}`, x, y })));
    const loop = (s: number) => ({ x: 5 + 3 * Math.cos(s / 20), y: 5 + 3 * Math.sin(s / 20) });
    const meanError = (weakDb: number, calibrateGateways: boolean) => {
      const detections = Array.from({ length: 130 }, (_, s) => {
        const p = loop(s);
        return heardAt(p.x, p.y, s * 1000, (s + 1) * 1000, grid).map((d) =>
          d.gatewayId === 'g10-5' ? { ...d, rssi: d.rssi - weakDb } : d,
        );
      }).flat();
      const errors = estimatePositions(detections, grid, model, { calibrateGateways }).map((p) => {
        const truth = loop((p.ts + 5000) / 1000);
        return distanceTo(p, truth.x, truth.y);
      });
      return errors.reduce((a, b) => a + b, 0) / errors.length;
    };
    expect(meanError(0, true)).toBeLessThan(0.1);
    expect(meanError(8, true)).toBeLessThan(meanError(8, false) * 0.8);
  });
});

describe('position fixes and filtering', () => {
  const readingsAt = (x: number, y: number): GatewayReading[] =>
    square.map((gateway) => ({
      gateway,
      rssi: modelRssi(Math.hypot(x - gateway.x, y - gateway.y), model),
      count: 1,
    }));
  const bounds = { minX: -1, minY: -1, maxX: 11, maxY: 11 };

  it('refines a centroid towards where the readings fit the model, within bounds', () => {
    const centroid = weightedCentroid(readingsAt(1, 8), model)!;
    const refined = refineFix(centroid, readingsAt(1, 8), model, bounds);
    expect(distanceTo(refined, 1, 8)).toBeLessThan(distanceTo(centroid, 1, 8));
    expect(distanceTo(refined, 1, 8)).toBeLessThan(0.05);
    const two = readingsAt(1, 8).slice(0, 2);
    expect(refineFix(centroid, two, model, bounds)).toEqual(centroid);
  });

  it('smooths noise-free constant-velocity fixes without distorting them', () => {
    const fixes = Array.from({ length: 10 }, (_, i) => ({ t: i * 2, x: 1 + i, y: 3 }));
    // Within a fraction of the 3 m fix noise; the first fix starts with an unknown velocity.
    for (const [i, p] of smoothTrack(fixes).entries()) {
      expect(Math.abs(p.x - (1 + i))).toBeLessThan(0.3);
      expect(p.y).toBeCloseTo(3, 6);
    }
  });

  it('learns gateway offsets in proportion to the evidence and centres them', () => {
    const many = (value: number) => Array.from({ length: 500 }, () => value);
    const offsets = gatewayOffsets(
      new Map([
        ['weak', many(-8)],
        ['ok', many(0)],
        ['loud', many(2)],
      ]),
    );
    expect(offsets.get('weak')).toBeLessThan(-5);
    expect([...offsets.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(0, 9);
    const sparse = gatewayOffsets(
      new Map([
        ['weak', [-8]],
        ['ok', [0]],
      ]),
    );
    expect(Math.abs(sparse.get('weak')!)).toBeLessThan(0.2);
  });
});
