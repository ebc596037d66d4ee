/**
 * A whole salvo's report with an unread cell that neither unread-exact.ts nor unread-listed.ts reads
 * exactly (here a 5×5 game by ship whose weakened reading has more layouts than the listing's cap):
 * `infer` counts the weakened reading, every layout of some reading of the cell and perhaps more.
 * It says so (`readings: 'superset'`, the salvo with the cell; --json's `exact` false), and `infer`'s
 * text says "at most", not "exact", in English, Russian and Polish; where the reading is exact, neither. The oracle is the
 * brute force on the weakened evidence and on every reading of the record (tests/inference/unread-readings.ts).
 */
import { describe, expect, it } from 'vitest';
import { infer } from '../../src/inference/engine.js';
import { formatInference, hintText, inferenceJson, type InferReport } from '../../src/cli/commands/infer.js';
import { playTextOf } from '../../src/cli/commands/play-text.js';
import { heatmapText } from '../../src/render/i18n.js';
import type { Variant } from '../../src/variant/model.js';
import { bruteInfer } from '../inference/brute.js';
import { byClass, byShip, garbledRecord, LISTED, LOOSE, readingsFit } from '../inference/unread-readings.js';

const report = (v: Variant, lines: readonly string[]): InferReport => {
  const { evidence } = garbledRecord(v, lines);
  return { target: 'blue', after: evidence.salvos.length, result: infer(v, evidence), evidence, seconds: 0, loose: { salvo: 2, line: 9 } };
};

describe('an unread cell read loosely: the count an upper bound, said so', () => {
  it('past the listing: the weakened reading counted, more layouts than the readings have, flagged a superset', () => {
    const { evidence } = garbledRecord(byShip, LOOSE);
    const got = infer(byShip, evidence);
    const weakened = bruteInfer(byShip, evidence).count;
    expect(weakened).toBeGreaterThan(2000n);
    expect(got.count).toBe(weakened);
    // The readings' layouts are fewer: the count is only an upper bound.
    expect(BigInt(readingsFit(byShip, LOOSE).length)).toBeLessThan(got.count);
    expect(got.exact).toBe(true);
    expect(got.readings).toBe('superset');
    expect(got.looseSalvo).toBe(0);
  });

  it('read exactly (listed), or nothing unread: no flag', () => {
    const listed = infer(byClass, garbledRecord(byClass, LISTED).evidence);
    expect(listed.count).toBe(BigInt(readingsFit(byClass, LISTED).length));
    expect(listed.readings).toBeUndefined();
    expect(listed.looseSalvo).toBeUndefined();
    const clean = infer(byShip, garbledRecord(byShip, ['red: C1 E5 -> raft #2 1', 'blue: B4 B5 -> no hits']).evidence);
    expect(clean.count).toBeGreaterThan(0n);
    expect(clean.readings).toBeUndefined();
  });

  it.each([
    ['en', 'Consistent layouts: at most 3,130 (NOT exact: the unread cell of salvo 2 (line 9) is read loosely'],
    ['ru', 'Возможных расстановок: не больше 3 130 (НЕ точно: непрочитанная клетка залпа 2 (строка 9) учтена с запасом'],
    ['pl', 'Możliwe rozstawienia: najwyżej 3130 (NIE dokładnie: nieodczytane pole salwy 2 (wiersz 9) jest odczytane z zapasem'],
  ])('infer\'s text in %s says "at most" and where, not "exact"', (lang, said) => {
    const r = report(byShip, LOOSE);
    expect(r.result.count).toBe(3130n);
    // Thousands grouped by a no-break space in Russian and Polish, read here as a space.
    const text = formatInference(byShip, r, undefined, lang, playTextOf(byShip, lang).hint, 'blue').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(said);
    expect(text).not.toMatch(/\((exact|точно|dokładnie),/);
  });

  it('--json: "exact": false, with "readings": "superset" and the salvo; exact, and neither, where the reading is exact', () => {
    // A script that reads only `exact` is not misled: the count is an upper bound, as suggest's `exact` says too.
    const loose = inferenceJson(byShip, report(byShip, LOOSE), undefined);
    expect(loose).toMatchObject({ exact: false, count: '3130', readings: 'superset', looseSalvo: 2 });
    const listed = inferenceJson(byClass, report(byClass, LISTED), undefined);
    expect(listed).toMatchObject({ exact: true, count: String(readingsFit(byClass, LISTED).length) });
    expect(listed).not.toHaveProperty('readings');
    expect(listed).not.toHaveProperty('looseSalvo');
    const text = formatInference(byClass, report(byClass, LISTED), undefined, 'en', playTextOf(byClass, 'en').hint, 'blue');
    expect(text).toMatch(/Consistent layouts: \d+ \(exact,/);
  });

  it.each([
    ['en', 'Consistent layouts: at most 3,130 (NOT exact: the unread cell of salvo 2 (line 4) is read loosely'],
    ['ru', 'Возможных расстановок: не больше 3 130 (НЕ точно: непрочитанная клетка залпа 2 (строка 4) учтена с запасом'],
  ])('the hint (play --hints) in %s names the salvo and line whose cell is read loosely, as infer does', (lang, said) => {
    const { parsed, evidence } = garbledRecord(byShip, LOOSE);
    // The count the hint says is the brute force's on the weakened evidence.
    expect(bruteInfer(byShip, evidence).count).toBe(3130n);
    const text = hintText(byShip, parsed, 'red', lang, undefined, false, undefined, 'g.yaml').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(said);
  });

  it.each([
    ['en', 'NOT exact; at most 3,130 layouts: an unread cell read loosely'],
    ['ru', 'НЕ точно; расстановок не больше 3 130: непрочитанная клетка учтена с запасом'],
    ['pl', 'NIE dokładnie; najwyżej 3130 rozstawień: nieodczytane pole odczytane z zapasem'],
  ])('the PDF handout\'s title in %s says "at most" too, "exact" where it is', (lang, said) => {
    const words = heatmapText(lang, false);
    const title = (atMost: boolean): string => words.title({ game: 'G', side: 'blue', salvos: 2, count: { kind: 'exact', layouts: 3130n, ...(atMost ? { atMost } : {}) } }).replace(/[\u00a0\u202f]/g, ' ');
    expect(title(true)).toContain(said);
    expect(title(false)).not.toContain(said);
    expect(title(false)).toMatch(/exact|точно|dokładnie/);
  });
});
