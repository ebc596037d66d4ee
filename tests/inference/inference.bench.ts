/**
 * Speed of exact inference on the example games (the side that fires, after N salvos against
 * the target), of exact layout counts on empty boards, and of the sampling fallback on the
 * Statki 15×15 empty board, where the exact count is out of reach (see the note in the report).
 * Each case runs once: these are minutes-scale workloads, not micro-benchmarks.
 */
import { bench, describe } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { countLayouts, infer } from '../../src/inference/engine.js';
import { NO_EVIDENCE } from '../../src/inference/evidence.js';
import { evidenceFromRecord } from '../../src/inference/from-record.js';
import { readRecordFile } from '../../src/record/store.js';
import { loadVariant } from '../../src/variant/load.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const once = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };

async function game(file: string) {
  const f = await readRecordFile(file, loadRecordVariant, file);
  if (!f.ok) throw new Error(`cannot read ${file}`);
  return f;
}

const cases: [string, string, number[]][] = [
  ['examples/jutland.yaml', 'red', [0, 2, 5]],
  ['examples/perelman.yaml', 'красные', [0, 1, 2, 4, 10]], // 1 and 2: the "after the first salvo" (under 1 s: 0.7–0.96 s at load 4, counted by parts)
  // 1, 5, 10: the first shots, where ten ships that may not touch still have most of the board
  // (0.2–1 s since the scan hops over covered cells); the first side's fleet is missed for longer.
  ['examples/morskoy-boy.yaml', 'второй', [0, 1, 5, 10, 20, 40]],
  ['examples/morskoy-boy.yaml', 'первый', [1, 2, 3, 4, 6, 8]],
  // The middle game of the large board, exact from about 30 shots on, often back to 26, within a 10 s budget
  // (forced ships taken out, hit cells checked as the scan passes, scanned across the open water,
  // hopping over cells where nothing can start, vectors stored compact; past 2^52 layouts, as
  // up to 38 shots, the exact count from the float pass's residue); earlier positions are
  // estimated (see the note in the report).
  ['examples/statki-15.yaml', 'tomek', [30, 33, 37, 38, 40, 45, 50, 60, 70]],
];

for (const [file, target, afters] of cases) {
  const f = await game(file);
  describe(`exact inference: ${f.variant.id}, ${target}`, () => {
    for (const after of afters) {
      const evidence = evidenceFromRecord(f.variant, f.record, target, after);
      bench(`after ${after} salvos`, () => {
        const r = infer(f.variant, evidence);
        if (!r.exact) throw new Error('not exact');
      }, once);
    }
  });
}

describe('exact inference (count and every marginal), empty 10×10 boards', () => {
  for (const id of ['perelman', 'classic-1967']) {
    bench(`${id}`, async () => {
      const r = infer(await loadVariant(id, { cwd: process.cwd() }), NO_EVIDENCE);
      if (!r.exact) throw new Error('not exact');
    }, once);
  }
});

describe('exact layout counts, empty 10×10 boards', () => {
  bench('classic-1967 (30,093,975,536)', async () => {
    if (countLayouts(await loadVariant('classic-1967', { cwd: process.cwd() })) !== 30_093_975_536n) throw new Error('wrong count');
  }, once);
  bench('5,4,3,3,2 no contact (1,925,751,392)', () => {
    const v = makeVariant({ fleet: [shipClass('five', 5), shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('two', 2)], placement: { diagonal: false, spacing: 'no-contact' } });
    if (countLayouts(v) !== 1_925_751_392n) throw new Error('wrong count');
  }, once);
  bench('5,4,4,3,3,3,2,2,2,2 no contact (26,509,655,816,984)', () => {
    const v = makeVariant({
      fleet: [shipClass('five', 5), shipClass('four', 4, { count: 2 }), shipClass('three', 3, { count: 3 }), shipClass('two', 2, { count: 4 })],
      placement: { diagonal: false, spacing: 'no-contact' },
    });
    if (countLayouts(v) !== 26_509_655_816_984n) throw new Error('wrong count');
  }, once);
});

const statki15 = await loadVariant('statki-15', { cwd: process.cwd() });
describe('Statki 15×15, empty board', () => {
  bench('infer with a 10 s budget (falls back to sampling)', () => {
    infer(statki15, NO_EVIDENCE, { budgetMs: 10_000, seed: 1 });
  }, once);
});
