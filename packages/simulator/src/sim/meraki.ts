// The simulator's Meraki output: a day's detections as Cisco Meraki Scanning API v3 posts, as a
// Meraki network would send them to Footfall's receiver (ingest/meraki-routes.ts). Meraki reports
// raw client MACs; the simulator only has hashed device ids, so each id stands for a MAC made from
// it (one MAC per id, locally administered exactly when the id is a randomized address). Through
// the receiver the same detections arrive as through the ingest API, so a day gives the same
// visitors and walk-bys either way.
import { createHash } from 'node:crypto';
import type { MerakiScanningPost } from '@footfall/core';
import type { SimDetection } from './day';

const MINUTE = 60_000;
/** The receiver's limit of observations per post. */
const MAX_OBSERVATIONS = 10_000;
const MAC = /^[0-9A-F]{2}(?::[0-9A-F]{2}){5}$/i;

function macFrom(hex: string, locallyAdministered: boolean): string {
  const octets = hex.slice(0, 12).match(/../g) ?? [];
  // Unicast (bit 0 clear); bit 1 set only for a locally administered (randomized) address.
  const first = (parseInt(octets[0] ?? '00', 16) & 0b1111_1100) | (locallyAdministered ? 0b10 : 0);
  return [first.toString(16).padStart(2, '0'), ...octets.slice(1)].join(':');
}

/** The MAC a device id stands for in Meraki posts. */
export function simulatedClientMac(device: string, randomized: boolean): string {
  return macFrom(createHash('sha256').update(`client|${device}`).digest('hex'), randomized);
}

/** An access point's MAC for a gateway serial: the serial itself when it is a MAC. */
export function accessPointMac(serial: string): string {
  if (MAC.test(serial)) return serial.toLowerCase();
  return macFrom(createHash('sha256').update(`ap|${serial}`).digest('hex'), false);
}

/**
 * One post per minute that has detections (Meraki posts about once a minute per network), each
 * client's sightings of that minute as `locations[]` with the access points that heard them.
 * Posts of one minute holding more than 10,000 clients are split.
 */
export function merakiPosts(
  detections: ReadonlyMap<string, readonly SimDetection[]>,
  options: { secret: string; networkId: string; type?: 'WiFi' | 'Bluetooth' },
): MerakiScanningPost[] {
  // minute -> client MAC -> time -> records
  const minutes = new Map<number, Map<string, Map<number, { apMac: string; rssi: number }[]>>>();
  for (const [serial, list] of detections) {
    const apMac = accessPointMac(serial);
    for (const detection of list) {
      const minute = Math.floor(detection.ts / MINUTE) * MINUTE;
      let clients = minutes.get(minute);
      if (!clients) minutes.set(minute, (clients = new Map()));
      const mac = simulatedClientMac(detection.device, detection.randomized);
      let times = clients.get(mac);
      if (!times) clients.set(mac, (times = new Map()));
      let records = times.get(detection.ts);
      if (!records) times.set(detection.ts, (records = []));
      records.push({ apMac, rssi: detection.rssi });
    }
  }
  const posts: MerakiScanningPost[] = [];
  for (const [, clients] of [...minutes].sort(([a], [b]) => a - b)) {
    const observations = [...clients].map(([clientMac, times]) => {
      const locations = [...times]
        .sort(([a], [b]) => a - b)
        .map(([time, rssiRecords]) => ({ time: new Date(time).toISOString(), rssiRecords }));
      const last = locations.at(-1);
      const nearest = last?.rssiRecords.reduce((best, r) => (r.rssi > best.rssi ? r : best));
      return {
        clientMac,
        latestRecord: {
          time: last?.time,
          nearestApMac: nearest?.apMac,
          nearestApRssi: nearest?.rssi,
        },
        locations,
      };
    });
    for (let at = 0; at < observations.length; at += MAX_OBSERVATIONS)
      posts.push({
        version: '3.0',
        secret: options.secret,
        type: options.type ?? 'WiFi',
        data: {
          networkId: options.networkId,
          observations: observations.slice(at, at + MAX_OBSERVATIONS),
        },
      });
  }
  return posts;
}
