/**
 * A turn line of Морской бой whose one miss is written before its hits (`- первый: Г2 А1 Д2 ->
 * попал, мимо, убит`): the shot after the miss is out of turn as written, but a pad keeps no order
 * of a turn's shots, and copied out they are often put in another. `check` gives first the line
 * with the miss last, in the record's words, then the other mends (en/ru/pl); a line whose miss is
 * last, or with two misses, is advised as before.
 */
import { describe, expect, it } from 'vitest';
import { sideName } from '../../src/record/game.js';
import { parseRecord } from '../../src/record/parse.js';
import { breachJson, refereeRecord } from '../../src/record/referee.js';
import { breachSaid, refereeText } from '../../src/record/referee-text.js';
import { loadVariant } from '../../src/variant/load.js';

const HEAD = 'variant: morskoy-boy\nlanguage: ru\nsides: { первый: Оля, второй: Дима }\nsalvos:\n';

describe('a turn line with its miss written before its hits', () => {
  it('says to write the line with the miss last, before the other mends', async () => {
    const v = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const parsed = parseRecord(`${HEAD}  - первый: Г2 А1 Д2 -> попал, мимо, убит\n  - второй: А1 -> мимо\n`, v);
    const breaches = refereeRecord(parsed, v).breaches;
    expect(breaches.map((b) => [b.code, b.salvo])).toEqual([['out-of-turn', 3]]);
    const b = breaches[0]!;
    expect(b.suggestion).toBe('if the miss at А1 was the last shot of the turn of первый, write - первый: Г2 Д2 А1 -> попал, убит, мимо; else mend the line if it is under the wrong side; if первый did fire after the miss, it stands: add forced: true to it if play went on from it');
    const said = (lang: 'ru' | 'pl'): string | undefined => breachSaid(b, refereeText(lang, true, (side) => sideName(parsed.record, v, side, lang))!)?.suggestion;
    expect(said('ru')).toBe('если промах по А1 был последним выстрелом хода стороны «первый», запишите - первый: Г2 Д2 А1 -> попал, убит, мимо; если нет, исправьте строку, если она записана не под той стороной; если сторона «первый» и правда стреляла после промаха, ход засчитан: допишите к нему forced: true, если игра пошла дальше от него');
    expect(said('pl')).toContain('jeśli pudło w А1 było ostatnim strzałem ruchu strony „первый”, zapisz - первый: Г2 Д2 А1 -> попал, убит, мимо;');
    expect(Object.keys(breachJson(b))).not.toContain('missLast');
    // The line so written reads clean.
    const mended = parseRecord(`${HEAD}  - первый: Г2 Д2 А1 -> попал, убит, мимо\n  - второй: А1 -> мимо\n`, v);
    expect(refereeRecord(mended, v).breaches).toEqual([]);
  });

  it('two misses on a line, or a side firing again on a line of its own, are advised as before', async () => {
    const v = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const two = refereeRecord(parseRecord(`${HEAD}  - первый: Г2 А1 Б1 -> попал, мимо, мимо\n`, v), v).breaches;
    expect(two.map((b) => b.code)).toEqual(['out-of-turn']);
    expect(two[0]!.suggestion).toContain('mend the line if it is under the wrong side or in the wrong place');
    const apart = refereeRecord(parseRecord(`${HEAD}  - первый: А1 -> мимо\n  - первый: Г2 -> попал\n`, v), v).breaches;
    expect(apart.map((b) => b.code)).toEqual(['out-of-turn']);
    expect(apart[0]!.suggestion).not.toContain('last shot of the turn');
  });

  it('a line firing at a cell twice is not advised to be written with the miss last: so written, it is a repeat all the same', async () => {
    const v = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const text = `${HEAD}  - первый: Г2 А1 Г2 -> попал, мимо, убит\n`;
    const breaches = refereeRecord(parseRecord(text, v), v).breaches;
    expect(breaches.map((b) => b.code)).toEqual(expect.arrayContaining(['out-of-turn', 'repeated-cell']));
    const turn = breaches.find((b) => b.code === 'out-of-turn')!;
    expect(turn.suggestion).not.toContain('last shot of the turn');
    expect(turn.suggestion).toContain('mend the line if it is under the wrong side');
    // What the advice would have been is itself a repeat: the same cell twice on the line.
    const reordered = refereeRecord(parseRecord(`${HEAD}  - первый: Г2 Г2 А1 -> попал, убит, мимо\n`, v), v).breaches;
    expect(reordered.map((b) => b.code)).toContain('repeated-cell');
  });
});
