/**
 * A conflict of one salvo's announcement (`alone`: the message names the salvo once) where shorter
 * runs of the announcements were not all judged exactly (here: past the budget of work): check's
 * message (en/ru/pl) and --json's breach say how early the fit may have been lost (`earliest`), as
 * they do for a conflict of several announcements and as infer says it.
 */
import { describe, expect, it } from 'vitest';
import { breachOfConflict, conflictAgainst } from '../../src/inference/record-check.js';
import { WorkMeter } from '../../src/inference/work.js';
import type { GameRecord } from '../../src/record/model.js';
import { breachJson } from '../../src/record/referee.js';
import { breachWords, refereeText } from '../../src/record/referee-text.js';
import type { Announcement } from '../../src/rules/announcement.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteInfer } from './brute.js';

// 5×5, two ships of two, one shot a salvo: a miss at A5, hits at A1, C3, E5 (three ships' worth:
// no fleet fits after the fourth shot, which takes a count to see), then a hit at A5 again (a
// cell fired at before: no fleet fits that announcement alone, seen at once).
const v = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('two', 2, { count: 2 })] });
const miss: Announcement = { kind: 'per-shot', shots: [{ result: 'miss' }] };
const hit: Announcement = { kind: 'per-shot', shots: [{ result: 'hit' }] };
const shots: [number, Announcement][] = [[20, miss], [0, hit], [12, hit], [24, hit], [20, hit]];
const record = { sides: [{ id: 'blue' }, { id: 'red' }], salvos: shots.map(([c, a]) => ({ side: 'blue', cells: [c], announcement: a })) } as unknown as GameRecord;
const fits = (k: number): boolean => bruteInfer(v, { salvos: shots.slice(0, k).map(([c, a]) => ({ cells: [c], announcement: a })) }).count > 0n;

describe("check's one-salvo conflict, the first salvo after which none fits not settled", () => {
  it('past the budget: names the salvo alone, and says how early the fit may have been lost, in en/ru/pl and --json', () => {
    const c = conflictAgainst(v, record, 'red', { work: new WorkMeter(1) })!;
    expect(c).toMatchObject({ after: 5, salvos: [5], earliest: 3 });
    // The first salvo after which none fits (the brute force) lies between the two.
    const first = [1, 2, 3, 4, 5].find((k) => !fits(k))!;
    expect(first).toBeGreaterThanOrEqual(3);
    expect(first).toBeLessThanOrEqual(5);
    const b = breachOfConflict(record, v, c, 'red', undefined);
    expect(b.alone).toBe(true);
    expect(breachJson(b)).toMatchObject({ earliest: 3 });
    expect(b.message).toMatch(/^no legal fleet of red fits the announcement of salvo 5: .*; perhaps none fits the announcements already after salvo 3: not every announcement before salvo 5 was judged exactly$/u);
    expect(breachWords(b, refereeText('ru', true)!)!.message).toMatch(/; возможно, ни один не согласуется с ответами уже после выстрела 3: не все ответы до выстрела 5 удалось проверить точно$/u);
    expect(breachWords(b, refereeText('pl', true)!)!.message).toMatch(/; być może żadna nie zgadza się z odpowiedziami już po strzale 3: nie wszystkie odpowiedzi sprzed strzału 5 udało się sprawdzić dokładnie$/u);
    expect(breachWords(b, refereeText('pl', false)!)!.message).toMatch(/; być może żadna nie zgadza się z odpowiedziami już po salwie 3: nie wszystkie odpowiedzi sprzed salwy 5 udało się sprawdzić dokładnie$/u);
  });

  it('within the budget: the first salvo, and nothing more said', () => {
    const c = conflictAgainst(v, record, 'red')!;
    expect(c.after).toBe([1, 2, 3, 4, 5].find((k) => !fits(k)));
    expect(c.earliest).toBeUndefined();
    const b = breachOfConflict(record, v, c, 'red', undefined);
    expect(b.earliest).toBeUndefined();
    expect(b.message).not.toContain('perhaps');
  });
});
