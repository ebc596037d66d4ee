/**
 * A ship whose place is certain but whose class the announcements never told (two classes of one
 * shape, a plain "sunk"): `infer` lists it under the ships pinned down with the classes it may be
 * of, `Sloop or Brig: A1 A2` (`шлюп или бриг`, `slup lub bryg`), where it said `Pinned down: none
 * yet` over a chart of certain cells; `--json` gives it as `pinnedEither`. The engine's side is
 * checked against the brute force in infer-odd-histories.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { formatInference, inferenceJson, type InferReport } from '../../src/cli/commands/infer.js';
import { playText } from '../../src/cli/commands/play-text.js';
import { infer } from '../../src/inference/engine.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const variant = makeVariant({
  rows: 5,
  columns: 5,
  languages: ['en', 'ru', 'pl'],
  fleet: [shipClass('sloop', 2, { name: { en: 'Sloop', ru: 'шлюп', pl: 'slup' } }), shipClass('brig', 2, { name: { en: 'Brig', ru: 'бриг', pl: 'bryg' } })],
  placement: { diagonal: false, spacing: 'no-contact' },
});

describe('a ship pinned down whose class is not told', () => {
  // A1 hit, A2 sunk (the class not said): a 2-cell ship there, sloop or brig.
  const evidence = { salvos: [{ cells: [0], announcement: { kind: 'per-shot' as const, shots: [{ result: 'hit' as const }] } }, { cells: [5], announcement: { kind: 'per-shot' as const, shots: [{ result: 'sunk' as const }] } }] };
  const result = infer(variant, evidence);
  const report: InferReport = { target: 'red', after: 2, evidence, seconds: 0.01, result };

  it('is among the ships pinned down, with the classes it may be of, in every language', () => {
    expect(result.exact).toBe(true);
    expect(result.pinned).toEqual([]);
    expect(formatInference(variant, report, undefined, 'en').split('\n')).toEqual(expect.arrayContaining(['Pinned down:', '  Sloop or Brig: A1 A2']));
    expect(formatInference(variant, report, undefined, 'ru', playText('ru', false).hint).split('\n')).toEqual(expect.arrayContaining(['Известно точно:', '  шлюп или бриг: A1 A2']));
    expect(formatInference(variant, report, undefined, 'pl', playText('pl', false).hint).split('\n')).toEqual(expect.arrayContaining(['Wiadomo na pewno:', '  slup lub bryg: A1 A2']));
  });

  it('is pinnedEither in --json, by class id', () => {
    expect(inferenceJson(variant, report, undefined)).toMatchObject({ pinned: [], pinnedEither: [{ classIds: ['sloop', 'brig'], cells: ['A1', 'A2'] }] });
  });
});
