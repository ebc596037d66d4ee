import { describe, expect, it } from 'vitest';
import { padContent, printedStrings, salvoRange } from '../../src/render/pad-content.js';
import { drawTracker, measureTracker } from '../../src/render/trackers.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { makeVariant } from '../helpers/make-variant.js';
import { drawCover } from '../../src/render/cover.js';
import { loadVariant } from '../../src/variant/load.js';
import { jutlandLike, morskoyLike, perelmanLike, salvo1931, statki15Bent } from './fixtures.js';

describe('pad content derived from the variant', () => {
  it('Perelman: 60 shots left, the 3-2-1 damage ladder, salvo-number tallies and the hatched hospital', () => {
    const c = padContent(perelmanLike, 'ru');
    expect(c.trackers).toEqual([
      { kind: 'shots-left', title: 'Осталось выстрелов (из 60)', total: 60 },
      {
        kind: 'damage-ladder',
        title: 'Залп по числу повреждений',
        total: 18,
        steps: [
          { from: 1, to: 4, shots: 3 },
          { from: 5, to: 9, shots: 2 },
          { from: 10, to: 18, shots: 1 },
        ],
      },
    ]);
    expect(c.roster.boxesHoldNumbers).toBe(true);
    expect(c.roster.rows.map((r) => r.given)).toEqual([[2], [3], [4], [5], [4]]);
    expect(c.roster.rows.find((r) => r.mark === 'Г')?.hatched).toBe(true);
    expect(c.legend.map((l) => l.symbol)).toEqual(['number', 'none', 'none', 'hatch']);
    expect(c.legend.at(-1)?.text).toContain('пропускает ход');
    expect(c.log).toMatchObject({ shotsPerRow: 3, resultColumn: true, markPerShot: false, wantedRows: 30, maxRows: 60, widestCell: 'а10' });
  });

  it('Jutland: guns left 6..1, gun-lost markers at the second hit, class tallies with counts', () => {
    const c = padContent(jutlandLike, 'en');
    expect(c.trackers).toEqual([{ kind: 'countdown', title: 'Guns left = shots per salvo', values: [6, 5, 4, 3, 2, 1] }]);
    expect(c.roster.hasGuns).toBe(true);
    expect(c.roster.rows.map((r) => [r.taken, r.given, r.gunLostAt])).toEqual([
      [[4], [4], [2]],
      [[3], [3], [2]],
      [[2, 2], [4], []],
    ]);
    expect(c.legend.map((l) => l.symbol)).toContain('gun-lost');
    expect(salvoRange(jutlandLike)).toEqual({ min: 1, max: 6 });
  });

  it('Морской бой: one shot, per-shot marks (dot, dash, cross), dots around sunk ships, sunk ticks, no hits-given', () => {
    const c = padContent(morskoyLike, 'ru');
    expect(c.trackers).toEqual([]);
    expect(c.roster.hasGiven).toBe(false);
    expect(c.roster.rows.map((r) => r.sunkTicks)).toEqual([1, 2, 3, 4]);
    expect(c.legend.map((l) => [l.symbol, l.text])).toEqual([
      ['none', 'Один выстрел за ход; попадание даёт ещё выстрел'],
      ['dot', 'мимо'],
      ['dash', 'попал'],
      ['cross', 'убит'],
      ['ring', 'точки вокруг потопленного корабля'],
    ]);
    expect(c.log).toMatchObject({ title: 'Журнал выстрелов', shotsPerRow: 1, markPerShot: true, resultColumn: false, wantedRows: 100 });
  });

  it('a game of single shots says one shot per turn in its legend, not shots per salvo (its log is a shot log); a salvo of several says their number', () => {
    const single = (lang: string, extraShotOnHit: boolean) => {
      const v = makeVariant({ languages: [lang], turns: { ...morskoyLike.turns, extraShotOnHit }, words: { [lang]: morskoyLike.words['ru']! } });
      return padContent(v, lang).legend[0];
    };
    expect(single('en', false)).toEqual({ symbol: 'none', text: 'One shot per turn' });
    expect(single('en', true)).toEqual({ symbol: 'none', text: 'One shot per turn; a hit earns another shot' });
    expect(single('pl', false)).toEqual({ symbol: 'none', text: 'Jeden strzał na turę' });
    expect(single('ru', false)).toEqual({ symbol: 'none', text: 'Один выстрел за ход' });
    const three = makeVariant({ turns: { ...morskoyLike.turns, salvo: { kind: 'constant', shots: 3 }, extraShotOnHit: false } });
    expect(padContent(three, 'en').legend[0]).toEqual({ symbol: 'none', text: 'Shots per salvo: 3' });
    expect(padContent(three, 'en').log.title).toBe('Salvo log');
  });

  it('ships-afloat salvos: a countdown of ships with the salvo size under each; per-ship tallies', () => {
    const c = padContent(salvo1931, 'en');
    expect(c.trackers).toEqual([{ kind: 'countdown', title: 'Ships afloat (shots per salvo below)', values: [5, 4, 3, 2, 1], below: [5, 4, 3, 2, 1] }]);
    expect(c.roster.rows.map((r) => r.given)).toEqual([[4], [3, 3], [2, 2]]);
  });

  it('a polyomino keeps its shape in the roster; the widest cell of a 15×15 board is two-digit', () => {
    const c = padContent(statki15Bent, 'pl');
    expect(c.roster.rows[1]?.shape).toEqual([[0, 0], [1, 0], [2, 0], [2, 1]]);
    expect(c.log.widestCell).toBe('A10');
  });

  it('hits-given boxes only where the report tells the shooter which ship was hit', () => {
    const withReport = (report: (typeof morskoyLike)['report']) => padContent({ ...morskoyLike, report }, 'ru').roster;
    const hitClass = withReport({ timing: 'per-shot', sunk: 'plain', hitClass: true });
    expect(hitClass.rows.map((r) => r.given)).toEqual([[4], [6], [6], [4]]);
    expect(hitClass.hasSunkTicks).toBe(false);
    const sunkWithClass = withReport({ timing: 'per-shot', sunk: 'with-class', hitClass: false });
    expect(sunkWithClass.hasGiven).toBe(false);
    expect(sunkWithClass.rows.map((r) => r.sunkTicks)).toEqual([1, 2, 3, 4]);
    const silent = withReport({ timing: 'per-shot', sunk: 'none', hitClass: false });
    expect(silent.hasGiven || silent.hasSunkTicks).toBe(false);
    const byShip = withReport({ timing: 'per-salvo', by: 'ship', counts: true, sunk: true });
    expect(byShip.rows.map((r) => r.given)).toEqual([[4], [3, 3], [2, 2, 2], [1, 1, 1, 1]]);
    expect(byShip.boxesHoldNumbers).toBe(true);
  });

  it('side names and title can be overridden; otherwise they come from the variant', () => {
    expect(padContent(perelmanLike, 'en').sides).toEqual(['Blue', 'Red']);
    expect(padContent(perelmanLike, 'ru', { sides: ['Аня', 'Боря'], title: 'Турнир' })).toMatchObject({ sides: ['Аня', 'Боря'], title: 'Турнир' });
  });

  it('printedStrings lists every label, name and word with its path', () => {
    const s = printedStrings(perelmanLike, 'ru');
    expect(s.filter((x) => x.path.startsWith('board.columnLabels')).map((x) => x.text)).toEqual(perelmanLike.board.columnLabels);
    expect(s.find((x) => x.path === 'words.ru.sunk')?.text).toBe('убит');
    expect(s.find((x) => x.path === 'fleet[4].name.ru')?.text).toBe('Госпиталь');
  });
});

describe('the shots-left tracker of a long shot limit', () => {
  const withLimit = (shotLimit: number, size: number) => {
    const v = makeVariant({ rows: size, columns: size });
    return { ...v, turns: { ...v.turns, shotLimit } };
  };
  const shotsLeft = (v: ReturnType<typeof withLimit>, lang = 'en') => padContent(v, lang).trackers.find((t) => t.kind === 'shots-left');

  it('is left out when the limit is at least the cells of the board (it can never stop anyone)', () => {
    expect(shotsLeft(withLimit(100, 10))).toBeUndefined();
    expect(shotsLeft(withLimit(500, 15))).toBeUndefined();
    expect(shotsLeft(withLimit(99, 10))).toEqual({ kind: 'shots-left', title: 'Shots left (of 99)', total: 99 });
  });

  it('counts a box per 5 or 10 shots past 100 boxes, and says so in the language of the pad', () => {
    expect(shotsLeft(withLimit(400, 26))).toEqual({ kind: 'shots-left', title: 'Shots left (of 400), a box per 5 shots', total: 400, per: 5 });
    expect(shotsLeft(withLimit(600, 26))).toMatchObject({ total: 600, per: 10 });
    const v = { ...withLimit(600, 26), languages: ['ru'], name: { ru: 'Тест' } };
    expect(shotsLeft(v, 'ru')?.title).toBe('Осталось выстрелов (из 600), клетка на 10 выстрелов');
  });

  it('draws the shots left by the box: 600, 590, …, 10', () => {
    const t = shotsLeft(withLimit(600, 26))!;
    const g = measureTracker(t, 1, 100)!;
    expect(g.perRow * g.rows).toBeGreaterThanOrEqual(60);
    expect(g.rows).toBe(Math.ceil(60 / g.perRow));
    const d = new RecordingDrawing();
    d.beginPage({ width: 210, height: 297 });
    drawTracker(d, 0, 0, g, t);
    const labels = d.texts().map((x) => x.text).filter((s) => /^\d+$/.test(s));
    expect(labels[0]).toBe('600');
    expect(labels.at(-1)).toBe('10');
    expect(labels).toHaveLength(60);
  });
});

describe('the cover title on a narrow panel', () => {
  it('wraps between words, never inside one (A5: "battleships", not "battleshi" / "ps")', async () => {
    const variant = await loadVariant('statki-15', { cwd: process.cwd() });
    const content = padContent(variant, 'en');
    const d = new RecordingDrawing();
    drawCover(d, variant, content, 'A5');
    const texts = d.texts().map((t) => t.text);
    const words = content.title.split(/\s+/u);
    expect(words).toContain('battleships,');
    // Every word of the title is printed whole on some line of the cover.
    for (const w of words) expect(texts.some((t) => t.split(/\s+/u).includes(w)), w).toBe(true);
  });
});
