/**
 * The words in parentheses after a `shot-limit` breach that follows lines naming no cell
 * (`limitPastSaid`), in Russian and Polish: they agree with the nouns the breach names, never
 * with the side's own name (`её`/`jej` stand for сторона/strona, feminine whatever the side is
 * called, «Синие», „Niebiescy”, „Gracz 1”): the verbs with the salvo, Polish salwa feminine and
 * strzał masculine in the singular, both non-masculine-personal in the plural (`zostały
 * oddane`); Russian залп and выстрел masculine (`был сделан`, `были сделаны`).
 */
import { describe, expect, it } from 'vitest';
import { limitPastSaid } from '../../src/record/warning-text.js';

describe('limitPastSaid', () => {
  it('a salvo or a shot, one line or several, in Russian', () => {
    expect(limitPastSaid(false, [20], 3).ru).toBe('3 — не считая её залпа 20: он не называет ни одной клетки, но был сделан, а это хотя бы один выстрел');
    expect(limitPastSaid(true, [6], 1).ru).toBe('1 — не считая её выстрела 6: он не называет ни одной клетки, но был сделан, а это хотя бы один выстрел');
    expect(limitPastSaid(false, [19, 20], 4).ru).toBe('4 — не считая её залпов 19, 20: они не называют ни одной клетки, но были сделаны, а это хотя бы по одному выстрелу');
    expect(limitPastSaid(true, [5, 6], 2).ru).toBe('2 — не считая её выстрелов 5, 6: они не называют ни одной клетки, но были сделаны, а это хотя бы по одному выстрелу');
  });
  it('a salvo or a shot, one line or several, in Polish', () => {
    expect(limitPastSaid(false, [2], 3).pl).toBe('3 bez jej salwy 2: nie wymienia żadnego pola, ale została oddana, a to co najmniej jeden strzał');
    expect(limitPastSaid(true, [6], 1).pl).toBe('1 bez jej strzału 6: nie wymienia żadnego pola, ale został oddany, a to co najmniej jeden strzał');
    expect(limitPastSaid(false, [2, 4], 3).pl).toBe('3 bez jej salw 2, 4: nie wymieniają żadnego pola, ale zostały oddane, a to co najmniej po jednym strzale');
    expect(limitPastSaid(true, [5, 6], 2).pl).toBe('2 bez jej strzałów 5, 6: nie wymieniają żadnego pola, ale zostały oddane, a to co najmniej po jednym strzale');
  });
});
