/**
 * A cell that could not be read, read loosely, on a board too big to count within a tiny budget:
 * `infer` samples the weakened reading's layouts, a wider set than the readings', and says so
 * (`readings: 'superset'`, as it does for an exact count of that set). Before, only exact counts
 * were marked, and a sample of the wider set passed for one of the readings. Not brute-forced (the
 * board is too big); the marking is checked, and that the true layout of a reading is drawn from.
 */
import { describe, expect, it } from 'vitest';
import { formatInference, heatmapPdf, inferenceJson, type InferReport } from '../../src/cli/commands/infer.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { playTextOf } from '../../src/cli/commands/play-text.js';
import { infer } from '../../src/inference/engine.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { garbledRecord } from './unread-readings.js';

const wide = makeVariant({
  rows: 10,
  columns: 10,
  fleet: [shipClass('cruiser', 3), shipClass('boat', 2, { count: 2 }), shipClass('raft', 1, { count: 2 })],
  turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } },
  // Sinking told: the listing's case (unread-listed.ts), past its listing here, so that the cell is
  // read loosely. Without it, one cell read by class is checked draw by draw against its readings
  // and the sample is of them (tests/inference/unread-sampled-readings.test.ts).
  report: { timing: 'per-salvo', by: 'class', counts: true, sunk: true },
});
// The unread cell's salvo hits a boat, the next salvo's report told after it.
const LINES = ['red: C? E5 -> boat 1', 'blue: B4 B5 -> no hits', 'red: E6 J10 -> boat 1'];

describe('a loosely read unread cell, sampled past the budget', () => {
  it('the sample says it is of the wider set (readings: superset), not exact, with the salvo of the cell', () => {
    const { evidence } = garbledRecord(wide, LINES);
    const got = infer(wide, evidence, { budgetMs: 1, seed: 7 });
    expect(got.exact).toBe(false);
    expect(got.samples ?? 0).toBeGreaterThan(0);
    expect(got.readings).toBe('superset');
    expect(got.looseSalvo).toBe(0);
    // A reading's layout (a boat on E5 and E6) lies within what was sampled: E5 and E6 are drawn on.
    const e5 = 4 * 10 + 4;
    const e6 = 5 * 10 + 4;
    expect(got.marginal[e5]!).toBeGreaterThan(0);
    expect(got.marginal[e6]!).toBeGreaterThan(0);
  });

  it('the same record with the cell read is sampled unmarked: the marking is for the unread cell', () => {
    const { evidence } = garbledRecord(wide, LINES.map((l) => l.replace('C?', 'C3')));
    const got = infer(wide, evidence, { budgetMs: 1, seed: 7 });
    expect(got.exact).toBe(false);
    expect(got.readings).toBeUndefined();
  });

  it.each([
    ['en', 'The samples are of more layouts than the record allows: the unread cell of salvo 2 (line 5) is read loosely'],
    ['ru', 'Выборка — из большего числа расстановок, чем допускает запись: непрочитанная клетка залпа 2 (строка 5) учтена с запасом'],
    ['pl', 'Próbki pochodzą z większej liczby rozstawień, niż dopuszcza zapis: nieodczytane pole salwy 2 (wiersz 5) jest odczytane z zapasem'],
  ])('infer\'s text in %s says the estimate is of the wider set, and where; --json says readings: superset, not exact', (lang, said) => {
    const { evidence } = garbledRecord(wide, LINES);
    const r: InferReport = { target: 'blue', after: evidence.salvos.length, result: infer(wide, evidence, { budgetMs: 1, seed: 7 }), evidence, seconds: 0, loose: { salvo: 2, line: 5 } };
    const text = formatInference(wide, r, undefined, lang, playTextOf(wide, lang).hint, 'blue');
    expect(text).toContain(said);
    expect(inferenceJson(wide, r, undefined)).toMatchObject({ exact: false, readings: 'superset', looseSalvo: 2 });
    // The same estimate of the record with the cell read: neither.
    const clean = garbledRecord(wide, LINES.map((l) => l.replace('C?', 'C3'))).evidence;
    const plain: InferReport = { target: 'blue', after: clean.salvos.length, result: infer(wide, clean, { budgetMs: 1, seed: 7 }), evidence: clean, seconds: 0 };
    expect(formatInference(wide, plain, undefined, lang, playTextOf(wide, lang).hint, 'blue')).not.toContain(said.slice(0, 20));
    expect(inferenceJson(wide, plain, undefined)).not.toHaveProperty('readings');
  });

  it.each([
    ['en', 'an unread cell read loosely'],
    ['ru', 'непрочитанная клетка учтена с запасом'],
    ['pl', 'nieodczytane pole odczytane z zapasem'],
  ])('the PDF heatmap\'s title in %s says a sample of the wider set is of it, as it does for an exact count', async (lang, said) => {
    const { evidence } = garbledRecord(wide, LINES);
    const result = infer(wide, evidence, { budgetMs: 1, seed: 7 });
    const title = async (r: typeof result): Promise<string> => {
      const d = new RecordingDrawing();
      await heatmapPdf(wide, { target: 'blue', after: evidence.salvos.length, result: r, evidence, seconds: 0 }, undefined, {}, lang, 'blue', d);
      return d.ops.flatMap((o) => (o.draw.op === 'text' ? [o.draw.text] : [])).join(' ').replace(/\s+/g, ' ');
    };
    expect(await title(result)).toContain(said);
    const { readings: _r, looseSalvo: _l, ...unmarked } = result;
    expect(await title(unmarked)).not.toContain(said);
  });
});
