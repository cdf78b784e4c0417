import { isLocallyAdministeredMac, merakiScanningPostSchema } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { simulateDay } from '../src/sim/day';
import { accessPointMac, merakiPosts, simulatedClientMac } from '../src/sim/meraki';
import { options, shop } from './sim-fixtures';

describe("the simulator's Meraki output", () => {
  const day = simulateDay(shop, '2026-11-20', options);
  const posts = merakiPosts(day.detections, { secret: 'ffk_secret', networkId: 'N_1' });

  it('posts what the receiver accepts, one post per minute with detections', () => {
    expect(posts.length).toBeGreaterThan(100);
    for (const post of posts) expect(merakiScanningPostSchema.safeParse(post).success).toBe(true);
    const minutes = posts.map((post) =>
      Math.floor(Date.parse(post.data.observations[0]!.locations![0]!.time) / 60_000),
    );
    expect(new Set(minutes).size).toBe(posts.length);
  });

  it('carries every detection once, heard by its gateway, with its RSSI and time', () => {
    const sent = posts.flatMap((post) =>
      post.data.observations.flatMap((observation) =>
        (observation.locations ?? []).flatMap((seen) =>
          seen.rssiRecords!.map((record) => ({
            mac: observation.clientMac,
            ap: record.apMac,
            rssi: record.rssi,
            ts: Date.parse(seen.time),
          })),
        ),
      ),
    );
    const expected = [...day.detections].flatMap(([serial, list]) =>
      list.map((d) => ({
        mac: simulatedClientMac(d.device, d.randomized),
        ap: accessPointMac(serial),
        rssi: d.rssi,
        ts: d.ts,
      })),
    );
    const key = (d: { mac: string; ap: string; ts: number; rssi: number }) =>
      `${d.ts}|${d.ap}|${d.mac}|${d.rssi}`;
    expect(sent.map(key).sort()).toEqual(expected.map(key).sort());
  });

  it('gives each device one MAC, locally administered exactly when it is randomized', () => {
    const randomized = simulatedClientMac('a1b2c3', true);
    const universal = simulatedClientMac('a1b2c3', false);
    expect(isLocallyAdministeredMac(randomized)).toBe(true);
    expect(isLocallyAdministeredMac(universal)).toBe(false);
    expect(simulatedClientMac('a1b2c3', true)).toBe(randomized);
    expect(simulatedClientMac('d4e5f6', true)).not.toBe(randomized);
    expect(parseInt(universal.slice(0, 2), 16) & 1).toBe(0);
    expect(accessPointMac('B8:27:EB:45:21:B4')).toBe('b8:27:eb:45:21:b4');
    expect(accessPointMac('GW-1')).toMatch(/^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/);
  });
});
