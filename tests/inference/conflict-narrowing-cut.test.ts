/**
 * A conflict kept unnarrowed where the work budget ran out while narrowing it (`narrowingCut`: an
 * announcement kept because the set without it was not judged within the budget): check's message
 * (en/ru/pl, --json's breach) and infer's report (text, --json) say it may not be the smallest, as
 * they say it of a set narrowed with an unread cell read loosely (`looseSalvo`), and both at once.
 */
import { describe, expect, it } from 'vitest';
import { formatInference, inferenceJson, type InferReport } from '../../src/cli/commands/infer.js';
import { playTextOf } from '../../src/cli/commands/play-text.js';
import { infer } from '../../src/inference/engine.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { breachOfConflict, type Conflict } from '../../src/inference/record-check.js';
import type { GameRecord } from '../../src/record/model.js';
import { breachJson } from '../../src/record/referee.js';
import { breachWords, refereeText } from '../../src/record/referee-text.js';
import type { Announcement } from '../../src/rules/announcement.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

// 5×5, two ships of two, one shot a salvo: hits at A1, C3, E5 (three ships' worth) and B2 (touching A1).
const v = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('two', 2, { count: 2 })] });
const hit: Announcement = { kind: 'per-shot', shots: [{ result: 'hit' }] };
const ev: Evidence = { salvos: [0, 12, 24, 6].map((c) => ({ cells: [c], announcement: hit })) };
const record: Pick<GameRecord, 'salvos' | 'sides'> = { sides: [{ id: 'blue' }, { id: 'red' }] as GameRecord['sides'], salvos: ev.salvos.map((s) => ({ side: 'blue', cells: s.cells, announcement: s.announcement })) };
const conflict: Conflict = { after: 4, at: 3, salvos: [1, 2, 3, 4], narrowingCut: true };

describe('a conflict whose narrowing the budget cut short', () => {
  it("check's message says it may not be the smallest, in en/ru/pl, and its breach gives narrowingCut", () => {
    const b = breachOfConflict(record as GameRecord, v, conflict, 'red', undefined);
    expect(breachJson(b)).toMatchObject({ narrowingCut: true });
    expect(b.message).toBe('no legal fleet of red fits the announcements after salvo 4; these conflict: salvos 1, 2, 3, 4; perhaps not the smallest such set: narrowing it down was not finished within the budget of work');
    expect(breachWords(b, refereeText('ru', true)!)!.message).toMatch(/; возможно, этот набор не наименьший: сузить его в пределах бюджета работы не удалось$/u);
    expect(breachWords(b, refereeText('pl', true)!)!.message).toMatch(/; być może nie jest to najmniejszy taki zbiór: nie udało się go zawęzić w ramach budżetu pracy$/u);
    // Both reasons at once: said in one clause.
    const both = breachOfConflict(record as GameRecord, v, { ...conflict, looseSalvo: 2 }, 'red', undefined);
    expect(both.message).toMatch(/; perhaps not the smallest such set: smaller ones were judged with the unread cell of salvo 2 read loosely, and narrowing it down was not finished within the budget of work$/u);
    expect(breachWords(both, refereeText('ru', true)!)!.message).toMatch(/; возможно, этот набор не наименьший: меньшие проверены с нечитаемой клеткой выстрела 2, учтённой с запасом, а сузить его в пределах бюджета работы не удалось$/u);
    expect(breachWords(both, refereeText('pl', true)!)!.message).toMatch(/; być może nie jest to najmniejszy taki zbiór: mniejsze sprawdzono przy nieodczytanym polu strzału 2 odczytanym z zapasem, a zawęzić go w ramach budżetu pracy się nie udało$/u);
    // Narrowed within the budget: not said.
    const { narrowingCut: _cut, ...narrowed } = conflict;
    const plain = breachOfConflict(record as GameRecord, v, narrowed, 'red', undefined);
    expect(plain.narrowingCut).toBeUndefined();
    expect(plain.message).not.toContain('smallest');
  });

  it("infer's report of no fleet says it too, in en/ru/pl, and its --json gives narrowingCut", () => {
    const result = infer(v, ev);
    expect(result.count).toBe(0n);
    const report = (c: NonNullable<InferReport['conflict']>): InferReport => ({ target: 'red', after: ev.salvos.length, result, evidence: ev, seconds: 0, conflict: c });
    const said = (c: NonNullable<InferReport['conflict']>, lang: string): string => formatInference(v, report(c), undefined, lang, playTextOf(v, lang).hint, 'red');
    const cut = { after: 4, salvos: [1, 2, 3, 4], narrowingCut: true as const };
    expect(said(cut, 'en')).toContain('\nPerhaps not the smallest such set: narrowing it down was not finished within the budget of work.\n');
    expect(said(cut, 'ru')).toContain('\nВозможно, это не наименьший такой набор: сузить его в пределах бюджета работы не удалось.\n');
    expect(said(cut, 'pl')).toContain('\nByć może nie jest to najmniejszy taki zbiór: nie udało się go zawęzić w ramach budżetu pracy.\n');
    const both = { ...cut, looseSalvo: 2 };
    expect(said(both, 'en')).toContain('\nPerhaps not the smallest such set: smaller ones were judged with the unread cell of shot 2 read loosely, and narrowing it down was not finished within the budget of work.\n');
    expect(said(both, 'ru')).toContain('\nВозможно, это не наименьший такой набор: меньшие проверены с нечитаемой клеткой выстрела 2, учтённой с запасом, а сузить его в пределах бюджета работы не удалось.\n');
    expect(said(both, 'pl')).toContain('\nByć może nie jest to najmniejszy taki zbiór: mniejsze sprawdzono przy nieodczytanym polu strzału 2 odczytanym z zapasem, a zawęzić go w ramach budżetu pracy się nie udało.\n');
    // Said once, not also as the loose set alone.
    expect(said(both, 'en').match(/Perhaps not the smallest/gu)).toHaveLength(1);
    expect(inferenceJson(v, report(cut), undefined)['conflict']).toMatchObject({ narrowingCut: true });
    expect(said({ after: 4, salvos: [1, 2, 3, 4] }, 'en')).not.toContain('smallest');
  });
});
