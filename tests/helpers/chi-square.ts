/**
 * Pearson's goodness-of-fit statistic for samplers that must be uniform over a finite support
 * (every legal layout of a small board, listed by brute force).
 */

/** Pearson's statistic of observed keys against the uniform law on `support`; `outside` counts keys not in it. */
export function chiSquare(support: readonly string[], observed: readonly string[]): { stat: number; df: number; outside: number } {
  const counts = new Map(support.map((k) => [k, 0]));
  let outside = 0;
  for (const k of observed) {
    const c = counts.get(k);
    if (c === undefined) outside++;
    else counts.set(k, c + 1);
  }
  const e = observed.length / support.length;
  let stat = 0;
  for (const c of counts.values()) stat += (c - e) ** 2 / e;
  return { stat, df: support.length - 1, outside };
}
