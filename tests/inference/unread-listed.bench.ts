/**
 * Speed of `infer` where a whole salvo's report has a cell that could not be read and its readings
 * are listed (src/inference/unread-listed.ts, capped by LIST_WORK): a mid-game Perelman record, the
 * first 37 salvos of examples/perelman.yaml with the first cell of blue's "б10 в10" (salvo 26)
 * unread (1,028 layouts listed of the weakened reading's fewer than 2,000: some 16,000 compiles,
 * 2–7 s on a loaded machine), and the same with both its cells unread; and Jutland's first 24
 * salvos with red's "J9" (salvo 22) unread, read by unread-exact.ts's sums.
 * Each case runs once.
 */
import { readFileSync } from 'node:fs';
import { bench, describe } from 'vitest';
import { infer } from '../../src/inference/engine.js';
import { refereedEvidence } from '../../src/inference/record-check.js';
import { variantSideOf } from '../../src/record/game.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';

const once = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };

/** The example's first `n` salvos (fleets and notes left out), salvo `at` written by `garble`. */
function cut(file: string, n: number, at: number, garble: (line: string) => string): string {
  const out: string[] = [];
  let inFleets = false;
  let k = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('fleets:')) inFleets = true;
    else if (inFleets && line.startsWith('  ')) continue;
    else inFleets = false;
    if (inFleets || line.startsWith('    note:')) continue;
    if (line.startsWith('  - ') && ++k > n) break;
    out.push(k === at && line.startsWith('  - ') ? garble(line) : line);
  }
  return out.join('\n') + '\n';
}

const unreadFirst = (line: string): string => line.replace(/^( {2}- [^:]+: )(\S)\S*(.*)$/u, '$1"$2?$3"');
const cases: [string, string, string, number, number, (line: string) => string][] = [
  ['Perelman, 37 salvos, one cell of salvo 26 unread', 'perelman', 'examples/perelman.yaml', 37, 26, unreadFirst],
  ['Perelman, 37 salvos, both cells of salvo 26 unread', 'perelman', 'examples/perelman.yaml', 37, 26, (l) => l.replace(/: .*$/u, ': "б? в? -> четырёхклеточный"')],
  ['Jutland, 24 salvos, the cell of salvo 22 unread', 'jutland', 'examples/jutland.yaml', 24, 22, unreadFirst],
];

// Each record read before the benchmarks: the target the side fired at by the salvo with the cell unread.
const runs = await Promise.all(
  cases.map(async ([name, id, file, n, at, garble]) => {
    const variant = await loadVariant(id, { cwd: process.cwd() });
    const parsed = parseRecord(cut(file, n, at, garble), variant, { file });
    const shooter = variantSideOf(parsed.record, variant, parsed.record.salvos[at - 1]!.side);
    const target = variant.turns.sides.find((s) => s.id !== shooter)!.id;
    return { name, variant, evidence: refereedEvidence(parsed.record, variant, target, { sources: parsed.sources }).evidence };
  }),
);

describe('infer with an unread cell, mid-game', () => {
  for (const { name, variant, evidence } of runs) bench(name, () => void infer(variant, evidence, { budgetMs: 30_000 }), once);
});
