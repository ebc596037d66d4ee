/**
 * A small seeded pseudo-random number generator, deterministic across platforms and Node
 * versions (32-bit integer arithmetic only, no `Math.random`). Used wherever salvo draws
 * something at random (random fleet layouts, sampling), so every output can be reproduced from
 * its seed.
 *
 * The seed (a number or any string; `42` and `'42'` give the same stream) is hashed with
 * xmur3 into four words that start an sfc32 generator.
 *
 * @example
 *   const rng = createRng(42);
 *   rng();              // 0 <= x < 1, the same on every machine
 *   randomInt(rng, 6);  // 0..5
 */

export type Rng = () => number;

/** xmur3: a string hash yielding a stream of 32-bit seeds. */
function xmur3(text: string): () => number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
}

/** A generator of numbers in [0, 1) from `seed`. */
export function createRng(seed: number | string): Rng {
  const next = xmur3(typeof seed === 'number' ? String(seed) : seed);
  let a = next();
  let b = next();
  let c = next();
  let d = next();
  const rng = (): number => {
    // sfc32
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Let the state mix before the first output.
  for (let i = 0; i < 12; i++) rng();
  return rng;
}

/** A uniform integer in `0 .. n-1` (n ≥ 1). */
export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

/** Shuffle `items` in place (Fisher–Yates) and return it. */
export function shuffleInPlace<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}
