import { estimatePositions } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { parseTetamDevices, parseTetamTrack } from './ble-tetam';
import { percentile, positionErrors } from './ble-tetam-accuracy';
import { fitPathLossModel, rangeSamples } from './path-loss-fit';

const DEV = `Dongles:{"B827EB4521B4": [[7.00, 7.09, 1.22], 16711680, "sensor10"], "000000000101": [[7.18, 0.68, 2.30], 16711730, "sensor11"] }
Beacons:{"e78f135624ce": [[], 1328790, "beacon1"] }
`;

const TRACK = [
  '1581252284.779766,b827eb4521b4,e78f135624ce,-84,11.73721105,4.283844201,1.786422101,0.03,-0.004,-0.999,0.999,0.018,0.036,0.018,-0.999,0.005',
  '1581252285.5,000000000101,e78f135624ce,-80,11.8,4.3,1.79,0,0,0,0,0,0,0,0,0',
  '',
].join('\n');

describe('tetam.dev', () => {
  it('reads sensors as gateway placements (lower-case MAC ids, metres) and the beacons', () => {
    const { gateways, beacons } = parseTetamDevices(DEV);
    expect(gateways).toEqual([
      { id: 'b827eb4521b4', name: 'sensor10', x: 7, y: 7.09, z: 1.22 },
      { id: '000000000101', name: 'sensor11', x: 7.18, y: 0.68, z: 2.3 },
    ]);
    expect(beacons).toEqual([{ id: 'e78f135624ce', name: 'beacon1' }]);
  });

  it('refuses a file without sensors or with a malformed sensor', () => {
    expect(() => parseTetamDevices('Beacons:{}')).toThrow(/Dongles/);
    expect(() => parseTetamDevices('Dongles:{"aa": [[1, 2], 0, "s"]}')).toThrow(/bad sensor aa/);
  });
});

describe('track files', () => {
  it('maps rows to detections (epoch ms) and ground-truth samples', () => {
    const { detections, truth } = parseTetamTrack(TRACK);
    expect(detections).toEqual([
      { ts: 1581252284780, device: 'e78f135624ce', gatewayId: 'b827eb4521b4', rssi: -84 },
      { ts: 1581252285500, device: 'e78f135624ce', gatewayId: '000000000101', rssi: -80 },
    ]);
    expect(truth[0]).toEqual({ ts: 1581252284780, x: 11.73721105, y: 4.283844201, z: 1.786422101 });
    expect(truth).toHaveLength(2);
  });

  it('names the line of a malformed row', () => {
    expect(() => parseTetamTrack(`${TRACK}1581252286,aa,bb,strong,1,2,3\n`)).toThrow(/line 3/);
  });
});

describe('path-loss calibration', () => {
  it('recovers a model within the settings bounds and rounds txPower to whole dBm', () => {
    const samples = [1, 2, 4, 8, 16].map((distance) => ({
      distance,
      rssi: -59 - 27 * Math.log10(distance),
    }));
    const fit = fitPathLossModel(samples);
    expect(fit.model.txPower).toBe(-59);
    expect(fit.model.pathLossExponent).toBeCloseTo(2.7, 9);
    expect(fit.residualSd).toBeLessThan(1e-9);
    // An exponent below the settings' minimum (1.5) is raised to it and txPower refitted.
    const flat = fitPathLossModel(
      samples.map((s) => ({ ...s, rssi: -62 - 13 * Math.log10(s.distance) })),
    );
    expect(flat.unconstrained.pathLossExponent).toBeCloseTo(1.3, 9);
    expect(flat.model.pathLossExponent).toBe(1.5);
  });

  it('measures distances from the ground truth to each gateway in 3-D', () => {
    const { gateways } = parseTetamDevices(DEV);
    const [first] = rangeSamples(parseTetamTrack(TRACK), gateways);
    expect(first!.distance).toBeCloseTo(
      Math.hypot(11.73721105 - 7, 4.283844201 - 7.09, 1.786422101 - 1.22),
      9,
    );
  });
});

describe('scoring', () => {
  it('scores against the own window and against the path through window middles', () => {
    const positions = [
      { device: 'b', ts: 0, x: 0, y: 0 },
      { device: 'b', ts: 10_000, x: 10, y: 0 },
    ];
    const truth = [
      { ts: 5_000, x: 0, y: 0, z: 0 },
      { ts: 10_000, x: 5, y: 0, z: 0 },
      { ts: 25_000, x: 10, y: 0, z: 0 },
    ];
    expect(positionErrors(positions, truth, 10_000)).toEqual({
      window: [0, 5],
      interpolated: [0, 0],
    });
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
  });

  it('turns a parsed track into positions the pipeline contract accepts', () => {
    const { gateways } = parseTetamDevices(DEV);
    const positions = estimatePositions(parseTetamTrack(TRACK).detections, gateways, {
      txPower: -61,
      pathLossExponent: 1.5,
    });
    expect(positions).toHaveLength(1);
    expect(positions[0]!.device).toBe('e78f135624ce');
  });
});
