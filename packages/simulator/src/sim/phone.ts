// A phone's Wi-Fi probing: bursts every 30-100 s while the phone is in use, sparser probes
// (every 1.5-4 min) while the screen is off, about one probe every 90 s on average. A share of
// phones use a randomized address that changes every ~15 minutes. Addresses never leave the
// simulator raw: a gateway hashes them with the corporation's secret, as real gateways do.
import { createHash } from 'node:crypto';
import type { Random } from './random';

export type Phone = {
  /** The hardware address (or a stable stand-in), or the seed of the randomized ones. */
  address: string;
  randomized: boolean;
  /** How often a randomized address changes, ms. */
  rotationMs: number;
  /** Where the rotation schedule starts, ms (phones rotate independently). */
  rotationPhaseMs: number;
};

export const PROBING = {
  activeIntervalS: [30, 100] as const,
  idleIntervalS: [90, 240] as const,
  /** Mean length of an in-use spell and of a screen-off spell, seconds. */
  activeSpellS: 360,
  idleSpellS: 300,
  rotationMinutes: [12, 18] as const,
};

export function newPhone(random: Random, randomizedShare: number, address?: string): Phone {
  const randomized = address === undefined && random.chance(randomizedShare);
  return {
    address: address ?? random.hex(12),
    randomized,
    rotationMs: random.uniform(...PROBING.rotationMinutes) * 60_000,
    rotationPhaseMs: random.uniform(0, 18 * 60_000),
  };
}

/** Probe times in [from, to): alternating in-use and screen-off spells. */
export function probeTimes(from: number, to: number, random: Random): number[] {
  const times: number[] = [];
  let active = random.chance(PROBING.activeSpellS / (PROBING.activeSpellS + PROBING.idleSpellS));
  let spellEnd =
    from + random.exponential(active ? PROBING.activeSpellS : PROBING.idleSpellS) * 1000;
  // The first probe falls anywhere in the first interval, not at the door.
  let t =
    from + random.uniform(0, active ? PROBING.activeIntervalS[1] : PROBING.idleIntervalS[0]) * 1000;
  while (t < to) {
    times.push(Math.round(t));
    while (t >= spellEnd) {
      active = !active;
      spellEnd += random.exponential(active ? PROBING.activeSpellS : PROBING.idleSpellS) * 1000;
    }
    const [shortest, longest] = active ? PROBING.activeIntervalS : PROBING.idleIntervalS;
    t += random.uniform(shortest, longest) * 1000;
  }
  return times;
}

/** The hashed device id a gateway reports at time t (a randomized address has rotated meanwhile). */
export function deviceIdAt(phone: Phone, t: number, secret: string): string {
  const address = phone.randomized
    ? `${phone.address}:${Math.floor((t - phone.rotationPhaseMs) / phone.rotationMs)}`
    : phone.address;
  return hashDevice(address, secret);
}

const hashes = new Map<string, string>();

/** sha-256 of secret and address, 24 hex characters (memoised: a phone probes many times). */
export function hashDevice(address: string, secret: string): string {
  const key = `${secret}|${address}`;
  let hash = hashes.get(key);
  if (hash === undefined) {
    hash = createHash('sha256').update(key).digest('hex').slice(0, 24);
    if (hashes.size > 200_000) hashes.clear();
    hashes.set(key, hash);
  }
  return hash;
}
