// Received signal strength from a log-distance path-loss model with log-normal shadowing:
// rssi = P(1 m) - 10 n log10(d) + X, X ~ N(0, sigma), minus a wall loss when the phone is outside.
// The parameters are typical published indoor Wi-Fi values, not fitted to our recordings.
import { pointInPolygon, type Point } from './geometry';
import type { Random } from './random';
import type { Venue, VenueGateway } from './venue';

export type RadioModel = {
  /** A phone's probe request heard at 1 m, dBm. */
  powerAt1m: number;
  pathLossExponent: number;
  shadowingSd: number;
  /** Extra loss through the front wall or glass for a phone outside the venue. */
  wallLossDb: number;
  /** Gateways report nothing weaker than this. */
  floorDbm: number;
  /** A probe the gateway misses anyway (busy channel, hopping). */
  missRate: number;
  /** Height of a phone in a hand or pocket, metres. */
  phoneHeightM: number;
};

export const DEFAULT_RADIO: RadioModel = {
  powerAt1m: -45,
  pathLossExponent: 2.8,
  shadowingSd: 4,
  wallLossDb: 8,
  floorDbm: -95,
  missRate: 0.1,
  phoneHeightM: 1.2,
};

/** The mean RSSI at a distance (metres), before shadowing and walls. */
export function meanRssi(distanceM: number, radio: RadioModel = DEFAULT_RADIO): number {
  return radio.powerAt1m - 10 * radio.pathLossExponent * Math.log10(Math.max(1, distanceM));
}

/** What one gateway hears of one probe at a position: a whole dBm, or null (too weak, missed). */
export function heardRssi(
  venue: Venue,
  gateway: VenueGateway,
  position: Point,
  random: Random,
  radio: RadioModel = DEFAULT_RADIO,
): number | null {
  if (random.chance(radio.missRate)) return null;
  const flat = Math.hypot(position.x - gateway.x, position.y - gateway.y);
  const distance = Math.hypot(flat, gateway.heightM - radio.phoneHeightM);
  const wall = pointInPolygon(position, venue.outline) ? 0 : radio.wallLossDb;
  const rssi = Math.round(meanRssi(distance, radio) - wall + random.normal(0, radio.shadowingSd));
  return rssi < radio.floorDbm ? null : Math.min(0, rssi);
}
