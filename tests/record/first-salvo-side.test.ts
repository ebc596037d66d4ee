/**
 * A record whose first salvo was fired by the side listed second under `sides:`: the side listed
 * first fires first, so that salvo is out of turn, but the likeliest slip is the order of the
 * sides, not the salvo (in Statki and Морской бой either player may begin; in Jutland, Blue is
 * whoever begins). `check` says to list that side first, before the other mends; where the record
 * keeps the variant's own side ids (blue, red) the advice is as for any salvo out of turn.
 */
import { describe, expect, it } from 'vitest';
import { sideName } from '../../src/record/game.js';
import { parseRecord } from '../../src/record/parse.js';
import { breachJson, refereeRecord } from '../../src/record/referee.js';
import { breachSaid, refereeText } from '../../src/record/referee-text.js';
import { loadVariant } from '../../src/variant/load.js';

describe('the first salvo fired by the side listed second', () => {
  it('says to list that side first under sides:, in English, Polish and Russian, and keeps it out of --json', async () => {
    const statki = await loadVariant('statki', { cwd: process.cwd() });
    const parsed = parseRecord('variant: statki\nsides: { ala: Ala, tomek: Tomek }\nsalvos:\n  - tomek: A1 -> pudło\n  - ala: A1 -> pudło\n  - tomek: B1 -> pudło\n', statki);
    const report = refereeRecord(parsed, statki);
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['out-of-turn', 1]]);
    const [b] = report.breaches;
    expect(b!.suggestion).toBe("if tomek fired first, list tomek first under sides: (the side listed first fires first); else mend the line if it is under the wrong side, or write in ala's salvo left out before it");
    const said = (lang: 'ru' | 'pl'): string | undefined => breachSaid(b!, refereeText(lang, true, (side) => sideName(parsed.record, statki, side, lang))!)?.suggestion;
    expect(said('pl')).toBe('jeśli pierwsza strzelała strona „tomek”, wpisz ją pierwszą pod sides: (pierwsza strzela strona wpisana pierwsza); jeśli nie, popraw wiersz, jeśli zapisano go pod złą stroną, albo wpisz przed nim pominięty strzał strony „ala”');
    expect(said('ru')).toBe('если первой стреляла сторона «tomek», запишите её первой под sides: (первой стреляет сторона, записанная первой); если нет, исправьте строку, если она записана не под той стороной, или впишите перед ней пропущенный выстрел стороны «ala»');
    expect(Object.keys(breachJson(b!))).not.toContain('firstBy');
  });

  it('a salvo out of turn later in the game, or a record keeping the variant side ids, is advised as before', async () => {
    const statki = await loadVariant('statki', { cwd: process.cwd() });
    const later = refereeRecord(parseRecord('variant: statki\nsides: { ala: Ala, tomek: Tomek }\nsalvos:\n  - ala: A1 -> pudło\n  - ala: B1 -> pudło\n', statki), statki).breaches;
    expect(later.map((b) => [b.code, b.salvo])).toEqual([['out-of-turn', 2]]);
    expect(later[0]!.suggestion).toContain('if ala did fire then, it stands');
    const ids = refereeRecord(parseRecord('variant: statki\nsalvos:\n  - red: A1 -> pudło\n  - blue: A1 -> pudło\n', statki), statki).breaches;
    expect(ids.map((b) => [b.code, b.salvo])).toEqual([['out-of-turn', 1]]);
    expect(ids[0]!.suggestion).toBe("mend the line if it is under the wrong side or in the wrong place, or write in blue's salvo left out before it; if red did fire then, it stands: add forced: true to it if play went on from it");
  });
});
