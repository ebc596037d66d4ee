/**
 * A game of single shots: a line of several cells where one shot was owed is said as its players
 * say it, a shot naming several cells, not a shot of several shots ("shot 2 of blue has 2 shots;
 * blue was owed 1"), in English, Russian and Polish.
 */
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { breachSaid, refereeText } from '../../src/record/referee-text.js';
import { shotsNamed } from '../../src/record/shots-named.js';
import { loadVariant } from '../../src/variant/load.js';

describe('a shot of several cells in a game of single shots', () => {
  it('is said as a shot naming several cells, one fired at a time', async () => {
    const variant = await loadVariant('classic-1967', { cwd: process.cwd() });
    const text = 'variant: classic-1967\nsalvos:\n  - blue: A1 -> miss\n  - red: B1 -> miss\n  - blue: A2 A3 -> miss, miss\n  - red: B2 -> miss\n';
    const parsed = parseRecord(text, variant);
    expect(parsed.diagnostics).toEqual([]);
    const b = refereeRecord(parsed, variant).breaches.find((x) => x.code === 'wrong-salvo-size');
    expect(b).toBeDefined();
    // --json keeps salvo for each numbered turn (docs/commands.md); the text names it a shot.
    expect(b!.message).toBe("blue's salvo 2 names 2 cells; one is fired at a time");
    expect(shotsNamed(b!.message)).toBe("blue's shot 2 names 2 cells; one is fired at a time");
    expect(b!.expected).toBe('1');
    const said = (lang: 'ru' | 'pl', single: boolean): string | undefined => breachSaid(b!, refereeText(lang, single, (side) => side)!)?.message.split(' [')[0];
    expect(said('ru', true)).toBe('выстрел 2 стороны «blue» называет 2 клетки, а стреляют по одной');
    expect(said('pl', true)).toBe('strzał 2 strony „blue” wymienia 2 pola, a strzela się w jedno');
    // Five cells: the plural of many.
    expect(breachSaid({ ...b!, recorded: '5' }, refereeText('ru', true, (side) => side)!)?.message.split(' [')[0]).toBe('выстрел 2 стороны «blue» называет 5 клеток, а стреляют по одной');
    expect(breachSaid({ ...b!, recorded: '5' }, refereeText('pl', true, (side) => side)!)?.message.split(' [')[0]).toBe('strzał 2 strony „blue” wymienia 5 pól, a strzela się w jedno');
    // A game of salvos owed one shot keeps its words.
    expect(said('ru', false)).toBe('в залпе 2 стороны «blue» 2 выстрела, а положено 1');
  });
});
