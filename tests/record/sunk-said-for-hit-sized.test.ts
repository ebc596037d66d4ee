/**
 * A "sunk" the fleet gives as a hit, on a ship the earlier salvos had not hit enough for any fleet
 * to fit the sinking (classic Salvo: red's "sunk cruiser" at E10, E9 never hit), the target then
 * firing a salvo for each ship it has afloat as announced: one slip, the announcement's, its later
 * sizes said with it, as for hits miscounted (tests/record/miscount-sized.test.ts). Before, each of
 * blue's eleven later salvos was a wrong-salvo-size of its own.
 *
 * The record is examples/classic-salvo.yaml with red's salvo 2 fired at A6 (a miss) for E9.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { sideName } from '../../src/record/game.js';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { breachSaid, refereeText } from '../../src/record/referee-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let classic: Variant;
let text: string;
beforeAll(async () => {
  classic = await loadVariant('classic-salvo', { cwd: process.cwd() });
  const example = await readFile(new URL('../../examples/classic-salvo.yaml', import.meta.url), 'utf8');
  const from = '\n  - red: E9 A7 I9 I8 H1 -> hit, miss, miss, miss, miss\n';
  expect(example).toContain(from);
  text = example.replace(from, '\n  - red: A6 A7 I9 I8 H1 -> miss, miss, miss, miss, miss\n');
});

const breachesOf = (t: string) => refereeRecord(parseRecord(t, classic), classic).breaches;

describe('a "sunk" the fleet gives as a hit, later salvos sized as announced', () => {
  it('is one breach, at the slip, with blue\'s later sizes said with it (en, ru, pl)', () => {
    const breaches = breachesOf(text);
    expect(breaches.map((b) => [b.code, b.salvo])).toEqual([['announcement-contradicts-fleet', 6]]);
    const b = breaches[0]!;
    expect(b.message).toContain('E10 is "hit", not "sunk cruiser"');
    expect(b.suggestion).toContain("blue's salvos went by the sinkings announced: salvo 4 had 4, not 5, salvo 5 had 4, not 5, salvo 6 had 4, not 5, salvo 7 had 3, not 4,");
    expect(b.suggestion).toContain("then blue's salvos 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 and 14 are the wrong size (wrong-salvo-size)");
    const { record } = parseRecord(text, classic);
    for (const lang of ['ru', 'pl'] as const) {
      const said = breachSaid(b, refereeText(lang, false, (side) => sideName(record, classic, side, lang))!);
      expect(said?.suggestion).toContain('(wrong-salvo-size)');
      // Classic Salvo sizes a salvo by the ships afloat: the sizes went by the sinkings announced, not by damage.
      expect(said?.suggestion).toContain(lang === 'ru' ? 'сколько полагалось по объявленным потоплениям: в залпе 4 — 4 выстрела вместо 5' : 'ile się należało według ogłoszonych zatopień: salwa 4 miała 4 strzały zamiast 5');
      expect(said?.suggestion).not.toMatch(/повреждени|uszkodze/u);
      expect(said?.suggestion).toContain(lang === 'ru' ? 'залпы 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 и 14' : 'salwy 4, 5, 6, 7, 8, 9, 10, 11, 12, 13 i 14');
    }
  });

  it('written as the fleet gives it, those salvos are the wrong size, each', () => {
    const mended = text.replace('F9 E8 D9 E10 -> miss, hit, miss, sunk cruiser', 'F9 E8 D9 E10 -> miss, hit, miss, hit');
    expect(mended).not.toBe(text);
    const breaches = breachesOf(mended);
    expect(breaches.map((b) => b.code)).toEqual(new Array(11).fill('wrong-salvo-size'));
    expect(breaches.map((b) => b.sideSalvo)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('a size neither the fleet nor the announcement owes stays a breach of its own', () => {
    // Blue's salvo 8 (line 38) two shots: owed 4 by the fleet, 3 as announced.
    const short = text.replace('  - blue: H8 H10 I9 -> hit, hit, miss', '  - blue: H8 H10 -> hit, hit');
    expect(short).not.toBe(text);
    const breaches = breachesOf(short);
    expect(breaches.map((b) => [b.code, b.salvo])).toEqual([
      ['announcement-contradicts-fleet', 6],
      ['wrong-salvo-size', 15],
    ]);
  });

});
