/**
 * `salvo check`'s conflict (announcements-impossible) where an unread cell's readings are past the
 * listing (unread-listed.ts): the smaller sets the deletion filter tries are judged with the cell
 * read loosely, which fits more layouts than any reading, so an announcement no reading needs may
 * be kept. The message says so, in en/ru/pl (`looseSalvo`), where the set keeps the unread salvo's
 * report; where it does not, each smaller set is judged again with the unread cell left out (a
 * reading where it hit nothing), and a set that is the smallest is not said to be perhaps larger.
 */
import { describe, expect, it } from 'vitest';
import { conflictOf, formatInference, inferenceJson, type InferReport } from '../../src/cli/commands/infer.js';
import { playTextOf } from '../../src/cli/commands/play-text.js';
import { infer } from '../../src/inference/engine.js';
import { fullReferee } from '../../src/inference/full-referee.js';
import { breachWords, refereeText } from '../../src/record/referee-text.js';
import { byShip, garbledRecord, LOOSE, readingsFit } from './unread-readings.js';

function conflict(lines: readonly string[]) {
  const { parsed } = garbledRecord(byShip, lines);
  const found = fullReferee({ ...parsed, variant: byShip }, 'en').breaches.filter((b) => b.code === 'announcements-impossible');
  expect(found).toHaveLength(1);
  const b = found[0]!;
  return { b, ru: breachWords(b, refereeText('ru', false)!)!.message, pl: breachWords(b, refereeText('pl', false)!)!.message };
}

describe('a conflict found with an unread cell read loosely', () => {
  it('keeps the unread salvo\'s report: the smaller sets judged reading by reading where the readings are few, the smallest (the brute force)', () => {
    // The boat must lie on D5 (A1 is hemmed in by misses), and D4, C5 missed, E5 told not a boat by salvo 2.
    const extra = ['blue: C4 C5 -> no hits', 'red: A2 B1 -> no hits', 'blue: D4 D5 -> no hits', 'red: D4 C5 -> no hits', 'blue: A1 A2 -> no hits', 'red: D5 A1 -> boat 1'];
    const { b, ru } = conflict([...LOOSE, ...extra]);
    // Before, judged with the cell read loosely: salvos 2, 4, 6, 8, 10, 'perhaps not the smallest such set'.
    expect(b.conflict).toEqual([2, 6, 8, 10]);
    expect(b.looseSalvo).toBeUndefined();
    expect(b.message).toBe('no legal fleet of blue fits the announcements after salvo 10; these conflict: salvos 2, 6, 8, 10');
    expect(ru).not.toContain('наименьший');
    // Salvo 4 (C1 E4, no hits) is not needed: without it (and the blue salvo after it), no reading of the cell fits either.
    const without = [...LOOSE.slice(0, 2), ...extra.slice(1)];
    expect(readingsFit(byShip, without)).toHaveLength(0);
    expect(readingsFit(byShip, [...LOOSE, ...extra.slice(0, 4)]).length).toBeGreaterThan(0);
  });

  it('leaves the unread salvo out: judged again strictly, the smallest, and said plainly', () => {
    const { b, ru } = conflict([...LOOSE, 'blue: C4 C5 -> no hits', 'red: B3 E1 -> boat 1', 'blue: D4 D5 -> no hits', 'red: A5 E3 -> boat 1']);
    expect(b.conflict).toEqual([6, 8]);
    expect(b.looseSalvo).toBeUndefined();
    expect(b.message).toBe('no legal fleet of blue fits the announcements after salvo 8; these conflict: salvos 6, 8');
    expect(ru).not.toContain('наименьший');
  });

  it("infer's report of no fleet says it too, in en/ru/pl, and its --json gives looseSalvo", () => {
    const lines = [...LOOSE, 'blue: C4 C5 -> no hits', 'red: A2 B1 -> no hits', 'blue: D4 D5 -> no hits', 'red: D4 C5 -> no hits', 'blue: A1 A2 -> no hits', 'red: D5 A1 -> boat 1'];
    const { parsed, evidence } = garbledRecord(byShip, lines);
    const c = conflictOf(byShip, parsed.record, parsed.sources, 'blue', {})!;
    // Judged reading by reading here (the readings few), the smallest set; the words for one judged loosely, pinned below.
    expect(c).toEqual({ after: 10, salvos: [2, 6, 8, 10], at: 9 });
    const result = infer(byShip, evidence);
    expect(result.count).toBe(0n);
    const report: InferReport = { target: 'blue', after: evidence.salvos.length, result, evidence, seconds: 0, conflict: { after: c.after, salvos: [2, 4, 6, 8, 10], looseSalvo: 2 } };
    const said = (lang: string): string => formatInference(byShip, report, undefined, lang, playTextOf(byShip, lang).hint, 'blue');
    expect(said('en')).toContain('these conflict: salvos 2, 4, 6, 8, 10 (numbered as in the record, as \'salvo check\' numbers them).\nPerhaps not the smallest such set: smaller ones were judged with the unread cell of salvo 2 read loosely.\n');
    expect(said('ru')).toContain('\nВозможно, это не наименьший такой набор: меньшие проверены с нечитаемой клеткой залпа 2, учтённой с запасом.\n');
    expect(said('pl')).toContain('\nByć może nie jest to najmniejszy taki zbiór: mniejsze sprawdzono przy nieodczytanym polu salwy 2 odczytanym z zapasem.\n');
    expect(inferenceJson(byShip, report, undefined)['conflict']).toMatchObject({ looseSalvo: 2 });
  });
});
