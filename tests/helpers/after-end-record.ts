/**
 * Long bad records for the referee's tests and benchmark: a Statki game of random misses, one line
 * each side in turn (every announcement `pudło`), which runs until both sides have fired at every
 * cell (a draw, no shots left; with seed 1 at line 1,085) and goes on written after that:
 * turn-order breaches before the end (a side with no cell left), the rest after it.
 *
 * @example
 *   const text = missesRecord(1500, 1); // 1,500 salvo lines
 */

/** `lines` salvo lines of alternating sides at seeded random cells, all misses, as a Statki record. */
export function missesRecord(lines: number, seed: number): string {
  let s = seed;
  const next = (): number => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const cell = (): string => 'ABCDEFGHIJ'[Math.floor(next() * 10)]! + String(1 + Math.floor(next() * 10));
  const out = ['variant: statki', 'sides:', '  ala: Ala', '  tomek: Tomek', 'salvos:'];
  for (let i = 0; i < lines; i++) out.push(`  - ${i % 2 === 0 ? 'ala' : 'tomek'}: ${cell()} -> pudło`);
  return `${out.join('\n')}\n`;
}
