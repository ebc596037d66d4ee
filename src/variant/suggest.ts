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

/**
 * Words a designer may write for a choice, read for their meaning where spelling would mislead:
 * `no-touch` is one edit nearer `may-touch` than anything else, and means the opposite.
 */
const CHOICE_SYNONYMS: Readonly<Record<string, string>> = {
  'no-touch': 'no-contact',
  'no-touching': 'no-contact',
  'not-touching': 'no-contact',
  'dont-touch': 'no-contact',
  'never-touch': 'no-contact',
  'no-touch-corners': 'no-contact',
  'apart': 'no-contact',
  'separate': 'no-contact',
  'no-contacts': 'no-contact',
  'touch': 'may-touch',
  'touching': 'may-touch',
  'can-touch': 'may-touch',
  'may-contact': 'may-touch',
  'contact': 'may-touch',
  'adjacent': 'may-touch',
  'corners': 'no-side-contact',
  'corners-only': 'no-side-contact',
  'corners-may-touch': 'no-side-contact',
  'may-touch-corners': 'no-side-contact',
  'no-sides': 'no-side-contact',
  'no-side-touch': 'no-side-contact',
  'no-side-touching': 'no-side-contact',
};

/** Says "no", "not" or "never" (or "don't") as its first word. */
const NEGATED = /^(no|not|never|dont|don't)(-|$)/u;

/**
 * The allowed choice a misspelt or reworded value most likely means: a known rewording first
 * (`no-touch` is `no-contact`), else the nearest by spelling, but never one that drops or adds a
 * "no" (`no-touch` is not `may-touch`).
 *
 * @example
 *   choiceMeant('no-touch', ['may-touch', 'no-side-contact', 'no-contact']) // 'no-contact'
 */
export function choiceMeant(value: string, choices: readonly string[]): string | undefined {
  const key = value.trim().toLowerCase().replace(/[\s_’]+/gu, '-').replace(/'/gu, '');
  const synonym = CHOICE_SYNONYMS[key];
  if (synonym !== undefined && choices.includes(synonym)) return synonym;
  const guess = didYouMean(value, choices);
  if (guess === undefined) return undefined;
  return NEGATED.test(key) === NEGATED.test(guess.toLowerCase()) ? guess : undefined;
}
