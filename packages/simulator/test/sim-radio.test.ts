import { describe, expect, it } from 'vitest';
import { simulateDay } from '../src/sim/day';
import { deviceIdAt, newPhone, probeTimes } from '../src/sim/phone';
import { DEFAULT_RADIO, heardRssi, meanRssi } from '../src/sim/radio';
import { Random } from '../src/sim/random';
import { options, shop } from './sim-fixtures';

describe('radio model', () => {
  it('loses signal with distance (log-distance path loss with shadowing)', () => {
    const gateway = shop.gateways[0]!;
    const random = new Random(1);
    const averageAt = (metres: number) => {
      const heard: number[] = [];
      for (let i = 0; i < 2000; i += 1) {
        const rssi = heardRssi(shop, gateway, { x: gateway.x - metres, y: gateway.y }, random);
        if (rssi !== null) heard.push(rssi);
      }
      return heard.reduce((sum, r) => sum + r, 0) / heard.length;
    };
    const averages = [1, 3, 6, 12].map(averageAt);
    for (let i = 1; i < averages.length; i += 1)
      expect(averages[i]).toBeLessThan(averages[i - 1]! - 3);
    expect(averages[2]).toBeCloseTo(meanRssi(Math.hypot(6, 1.3)), 0);
  });

  it('reports nothing below the floor, and a phone outside is weaker (the wall)', () => {
    const gateway = shop.gateways[0]!;
    const random = new Random(2);
    let heardFar = 0;
    for (let i = 0; i < 500; i += 1) {
      const far = heardRssi(shop, gateway, { x: gateway.x + 200, y: gateway.y }, random);
      if (far !== null) heardFar += 1;
      if (far !== null) expect(far).toBeGreaterThanOrEqual(DEFAULT_RADIO.floorDbm);
    }
    expect(heardFar).toBeLessThan(5);
    const noShadow = { ...DEFAULT_RADIO, shadowingSd: 0, missRate: 0 };
    const inside = heardRssi(shop, gateway, { x: 8, y: 11.5 }, random, noShadow)!;
    const outside = heardRssi(shop, gateway, { x: 8, y: 14.5 }, random, noShadow)!;
    expect(inside - outside).toBeGreaterThan(DEFAULT_RADIO.wallLossDb);
  });
});

describe('phones', () => {
  it('probe about every 60-120 s on average', () => {
    const random = new Random(3);
    const hour = 3_600_000;
    const counts = Array.from({ length: 200 }, () => probeTimes(0, hour, random).length);
    const mean = 3600 / (counts.reduce((sum, n) => sum + n, 0) / counts.length);
    expect(mean).toBeGreaterThan(60);
    expect(mean).toBeLessThan(120);
  });

  it('rotate a randomized address every ~15 minutes and keep a stable one', () => {
    const random = new Random(4);
    const randomized = { ...newPhone(random, 1), randomized: true };
    const stable = newPhone(random, 0);
    const ids = (phone: typeof stable) =>
      new Set(Array.from({ length: 60 }, (_, m) => deviceIdAt(phone, m * 60_000, 's')));
    expect(ids(stable).size).toBe(1);
    expect(ids(randomized).size).toBeGreaterThanOrEqual(3);
    expect(ids(randomized).size).toBeLessThanOrEqual(6);
  });

  it('never put a raw address on the wire and mark randomized detections', () => {
    const day = simulateDay(shop, '2026-11-19', options);
    const all = [...day.detections.values()].flat();
    expect(all.every((d) => /^[0-9a-f]{24}$/.test(d.device))).toBe(true);
    const share = all.filter((d) => d.randomized).length / all.length;
    // Staff (probing all day) and regulars keep their address: well under the phones' share.
    expect(share).toBeGreaterThan(shop.randomizedShare * 0.4);
    expect(share).toBeLessThan(shop.randomizedShare);
  });
});
