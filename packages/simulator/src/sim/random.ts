// A small seeded PRNG (mulberry32) and the distributions the models draw from. Everything the
// simulator produces comes from here, never from Math.random, so one seed gives one output.

/** A 32-bit FNV-1a hash of a string: turns names (a venue, a date, a device) into seeds. */
export function hashSeed(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.map(String).join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A child generator for a named sub-stream: drawing from it leaves this one untouched. */
  fork(...parts: (string | number)[]): Random {
    return new Random(hashSeed(this.state, ...parts));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  uniform(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, maxInclusive: number): number {
    return Math.floor(this.uniform(min, maxInclusive + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Standard normal by Box-Muller. */
  normal(mean = 0, sd = 1): number {
    const u = Math.max(this.next(), Number.EPSILON);
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal given its median and the sd of its logarithm (dwell times are long-tailed). */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(this.normal(0, sigma));
  }

  exponential(mean: number): number {
    return -mean * Math.log(Math.max(1 - this.next(), Number.EPSILON));
  }

  /** Poisson count (Knuth for small means, a rounded normal above 50). */
  poisson(mean: number): number {
    if (mean <= 0) return 0;
    if (mean > 50) return Math.max(0, Math.round(this.normal(mean, Math.sqrt(mean))));
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.next();
    while (p > limit) {
      k += 1;
      p *= this.next();
    }
    return k;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** An index drawn in proportion to the weights. */
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i += 1) {
      r -= weights[i] ?? 0;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** 16 hex characters: device addresses before hashing. */
  hex(length = 12): string {
    let out = '';
    while (out.length < length) out += Math.floor(this.next() * 16).toString(16);
    return out;
  }
}
