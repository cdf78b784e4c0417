// A small seeded PRNG (mulberry32): the same seed gives the same synthetic data on every run, so
// two runs measure the same work.
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function uniform(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}

/** Standard normal (Box-Muller). */
export function gaussian(random: Random): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export function hexId(random: Random, length: number): string {
  let id = '';
  while (id.length < length)
    id += Math.floor(random() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return id.slice(0, length);
}
