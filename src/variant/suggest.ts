/**
 * "Did you mean …?": the closest allowed word to a misspelt one, by edit distance (insertions,
 * deletions, substitutions and swaps of neighbours), ignoring case. Used for unknown keys,
 * unknown choices and unknown side names.
 *
 * @example
 *   didYouMean('colums', ['rows', 'columns']) // 'columns'
 *   didYouMean('zzz', ['rows', 'columns'])    // undefined
 */

/** Optimal string alignment distance between `a` and `b`. */
export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let prev2: number[] = new Array<number>(n + 1).fill(0);
  let prev: number[] = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur: number[] = new Array<number>(n + 1).fill(0);
    cur[0] = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
    }
    prev2 = prev;
    prev = cur;
  }
  return prev[n]!;
}

/**
 * The allowed word closest to `word`, if it is close enough to be a plausible typo: at most one
 * edit for short words, a third of the length for longer ones. Ties go to the earlier candidate.
 */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = editDistance(w, c.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(1, Math.floor(Math.max(w.length, best.length) / 3));
  return bestD <= limit ? best : undefined;
}
