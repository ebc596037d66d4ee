/**
 * `firstImpossible` where a shorter run of the announcements is counted as fitting without being
 * judged exactly (here: not decided within the budget of work): the salvo named as the first after
 * which no fleet fits may be later than the first (the brute force), and the output says so, with
 * how early it may be (`earliest`), in check's message (en/ru/pl, --json's breach) and infer's
 * report (text, --json).
 */
import { describe, expect, it } from 'vitest';
import { formatInference, inferenceJson, type InferReport } from '../../src/cli/commands/infer.js';
import { playTextOf } from '../../src/cli/commands/play-text.js';
import { firstImpossible } from '../../src/inference/consistency.js';
import { infer } from '../../src/inference/engine.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { breachOfConflict, conflictAgainst } from '../../src/inference/record-check.js';
import { WorkMeter } from '../../src/inference/work.js';
import type { GameRecord } from '../../src/record/model.js';
import { breachWords, refereeText } from '../../src/record/referee-text.js';
import type { Announcement } from '../../src/rules/announcement.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer } from './brute.js';

// 5×5, two ships of two, one shot a salvo: a miss at A5, hits at A1, C3, E5 (three ships' worth:
// no fleet fits after the fourth salvo, which takes a count to see), then a hit at B2 (touching
// the hit at A1 corner to corner: no fleet fits, seen at once).
const v = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('two', 2, { count: 2 })] });
const miss: Announcement = { kind: 'per-shot', shots: [{ result: 'miss' }] };
const hit: Announcement = { kind: 'per-shot', shots: [{ result: 'hit' }] };
const shots: [number, Announcement][] = [[20, miss], [0, hit], [12, hit], [24, hit], [6, hit]];
const ev: Evidence = { salvos: shots.map(([c, a]) => ({ cells: [c], announcement: a })) };
const fits = (k: number): boolean => bruteInfer(v, { salvos: ev.salvos.slice(0, k) }).count > 0n;

describe('the first salvo after which no fleet fits, where shorter runs were not all judged exactly', () => {
  it('judged within the budget: the first, as the brute force has it, and nothing more said', () => {
    expect(fits(3)).toBe(true);
    expect(fits(4)).toBe(false);
    const bad = firstImpossible(v, ev)!;
    expect(bad.salvo).toBe(3);
    expect(bad.earliest).toBeUndefined();
  });

  it('past the budget: names a later salvo, and says how early the first may be (the brute force within it)', () => {
    const bad = firstImpossible(v, ev, { work: new WorkMeter(1) })!;
    expect(bad.salvo).toBe(4);
    expect(bad.earliest).toBe(2);
    // The first salvo after which none fits lies between the two.
    const first = [1, 2, 3, 4, 5].find((k) => !fits(k))! - 1;
    expect(first).toBeGreaterThanOrEqual(bad.earliest!);
    expect(first).toBeLessThanOrEqual(bad.salvo);
    expect(fits(bad.earliest!)).toBe(true);
  });

  it("check's message says it, in en/ru/pl, and its breach gives earliest", () => {
    const record: Pick<GameRecord, 'salvos' | 'sides'> = { sides: [{ id: 'blue' }, { id: 'red' }] as GameRecord['sides'], salvos: ev.salvos.map((s) => ({ side: 'blue', cells: s.cells, announcement: s.announcement })) };
    const c = conflictAgainst(v, record, 'red', { work: new WorkMeter(1) })!;
    expect(c).toMatchObject({ after: 5, earliest: 3 });
    const b = breachOfConflict(record as GameRecord, v, c, 'red', undefined);
    expect(b.earliest).toBe(3);
    expect(b.message).toMatch(/^no legal fleet of red fits the announcements after salvo 5 \(perhaps already after salvo 3: not every announcement before salvo 5 was judged exactly\); /u);
    const ru = breachWords(b, refereeText('ru', true)!)!.message;
    const pl = breachWords(b, refereeText('pl', true)!)!.message;
    expect(ru).toContain('после выстрела 5 (возможно, уже после выстрела 3: не все ответы до выстрела 5 удалось проверить точно);');
    expect(pl).toContain('po strzale 5 (być może już po strzale 3: nie wszystkie odpowiedzi sprzed strzału 5 udało się sprawdzić dokładnie);');
    // Within the budget, not said.
    const exact = conflictAgainst(v, record, 'red')!;
    expect(exact.after).toBe(4);
    expect(exact.earliest).toBeUndefined();
  });

  it("infer's report of no fleet says it too, in en/ru/pl, and its --json gives earliest", () => {
    const result = infer(v, ev);
    expect(result.count).toBe(0n);
    const report: InferReport = { target: 'red', after: ev.salvos.length, result, evidence: ev, seconds: 0, conflict: { after: 5, salvos: [2, 5], earliest: 3 } };
    const said = (lang: string): string => formatInference(v, report, undefined, lang, playTextOf(v, lang).hint, 'red');
    expect(said('en')).toContain('\nPerhaps none fits already after shot 3: not every announcement before shot 5 was judged exactly.\n');
    expect(said('ru')).toContain('\nВозможно, ни одна не подходит уже после выстрела 3: не все ответы до выстрела 5 удалось проверить точно.\n');
    expect(said('pl')).toContain('\nByć może żadne nie pasuje już po strzale 3: nie wszystkie odpowiedzi sprzed strzału 5 udało się sprawdzić dokładnie.\n');
    expect(inferenceJson(v, report, undefined)['conflict']).toMatchObject({ earliest: 3 });
  });
});
