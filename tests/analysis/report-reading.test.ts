/**
 * `salvo analyze` as a player reads it after the game: the totals line does not call the best
 * salvos' expected hits a "best possible" (a lucky side hits more than that); a line under the
 * tables says what each column (and the verdict's spread) holds; the PDF says, above
 * each side's charts, what their numbers, shades and greys mean. In English, Russian and Polish.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { formatAnalysis } from '../../src/analysis/format.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { renderAnalysisPdf } from '../../src/render/report-pdf.js';
import { pdfText } from '../render/raster.js';
import { allLayouts, announce, bruteInferrer } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

/** Blue fires straight at red's ships (luckier than its chances), red at the corners. */
function luckyGame(): PlayedSalvo[] {
  const layouts = allLayouts(tiny);
  const fleets = { blue: layouts[3]!, red: layouts[90]! };
  const redShips = fleets.red.flatMap((p) => [...p.cells]);
  const fired = { blue: new Set<number>(), red: new Set<number>() };
  const out: PlayedSalvo[] = [];
  for (let i = 0; i < 3; i++) {
    for (const side of ['blue', 'red'] as const) {
      const cells = [side === 'blue' ? redShips[i]! : [0, 4, 20][i]!];
      out.push({ side, cells, announcement: announce(tiny, side === 'blue' ? fleets.red : fleets.blue, fired[side], cells) });
      fired[side].add(cells[0]!);
    }
  }
  return out;
}

describe('the totals line', () => {
  const analysis = analyzeGame({ variant: tiny, salvos: luckyGame() }, bruteInferrer());
  const blue = analysis.sides[0]!.salvos.at(-1)!.total;
  const totals = (lang: string): string =>
    formatAnalysis(analysis, tiny, (s) => s, (id) => id, analysisText(lang, true))
      .split('\n')
      .find((l) => /^(totals|итого|razem):/u.test(l))!;

  it('the game is one where the hits pass the best salvos\' expected hits', () => {
    expect(blue.actualHits).toBeGreaterThan(blue.bestExpectedHits);
  });

  it("names the best salvos' expected hits as such, not as the best possible, in English, Russian and Polish", () => {
    const b = blue.bestExpectedHits.toFixed(1);
    // Every salvo of the tiny game is one shot: English says shots, as Russian and Polish do.
    expect(totals('en')).toContain(`the best shots' expected ${b},`);
    expect(totals('en')).not.toContain('best possible');
    expect(totals('ru')).toContain(`у лучших выстрелов ожидалось бы ${b.replace('.', ',')},`);
    expect(totals('ru')).not.toContain('лучшее возможное');
    expect(totals('pl')).toContain(`oczekiwane trafienia najlepszych strzałów ${b.replace('.', ',')},`);
    expect(totals('pl')).not.toContain('najlepsze możliwe');
  });
});

describe('the columns', () => {
  const analysis = analyzeGame({ variant: tiny, salvos: luckyGame() }, bruteInferrer());

  it('are explained once under the tables, each by its heading, and the spread too, in English, Russian and Polish', () => {
    for (const [lang, single, lead, spread] of [
      ['en', true, 'columns: ', 'spread (in the verdict): the standard deviation'],
      ['en', false, 'columns: ', 'spread (in the verdict): the standard deviation'],
      ['ru', true, 'столбцы: ', 'разброс (в оценке) — стандартное отклонение'],
      ['ru', false, 'столбцы: ', 'разброс (в оценке) — стандартное отклонение'],
      ['pl', true, 'kolumny: ', 'rozrzut (w ocenie) — odchylenie standardowe'],
      ['pl', false, 'kolumny: ', 'rozrzut (w ocenie) — odchylenie standardowe'],
    ] as const) {
      const t = analysisText(lang, single);
      const out = formatAnalysis(analysis, tiny, (s) => s, (id) => id, t).trimEnd().split('\n');
      const legend = out.at(-1)!;
      expect(out.filter((l) => l.startsWith(lead))).toHaveLength(1);
      expect(legend.startsWith(lead)).toBe(true);
      // Every column from the chances on, named as its heading is, then what it holds.
      for (const heading of t.columns.slice(2)) expect(legend).toContain(lang === 'en' ? `${heading}: ` : `${heading} — `);
      expect(legend).toContain(spread);
    }
  });
});

describe("the PDF's charts", () => {
  const salvos = luckyGame();
  const infer = bruteInferrer();
  const analysis = analyzeGame({ variant: tiny, salvos }, infer);
  /** The text of each side's pages of charts, lines joined by spaces. */
  async function chartPages(lang: string): Promise<string[]> {
    const bytes = await renderAnalysisPdf({
      variant: tiny,
      salvos,
      analysis,
      infer,
      name: (s) => (lang === 'en' ? s : `«${s}»`),
      className: (id) => id,
      title: 'T',
      text: analysisText(lang, true),
      lang,
      date: new Date(Date.UTC(2000, 0, 1)),
    });
    const { items } = await pdfText(bytes);
    // Each side's table comes before its charts: the pages with the heatmaps' titles.
    return items
      .slice(1)
      .map((page) => page.join(' ').replace(/- /gu, ''))
      .filter((page) => /P\((ship|корабль|statek)\) %/u.test(page));
  }

  it('are explained above them: the salvo numbers, the hits shaded, the chances in percent, the greys', async () => {
    const pages = await chartPages('en');
    expect(pages).toHaveLength(2);
    pages.forEach((page, i) => {
      expect(page).toContain(`the enemy waters as ${i === 0 ? 'blue' : 'red'} had seen them`);
      // Every salvo is one shot: each marked with its own number.
      expect(page).toContain('each shot marked with its number,');
      expect(page).toContain('shaded where it is known to have hit');
      expect(page).toContain('the chance in percent that a ship lies on each cell not fired at yet');
      expect(page).toContain('grey: fired at');
      expect(page).toContain('shaded by the chance on the scale below, the same as in salvo infer --pdf.');
      expect(page).toContain('Chance of a ship on the cell:');
    });
  });

  it('are explained in Russian and in Polish, every shot numbered where each salvo is one shot', async () => {
    const ru = (await chartPages('ru'))[0]!;
    expect(ru).toContain('воды противника, как их видела сторона «blue»');
    expect(ru).toContain('каждый выстрел помечен своим номером');
    expect(ru).toContain('серые — по ним стреляли');
    const pl = (await chartPages('pl'))[0]!;
    expect(pl).toContain('wody przeciwnika, jak widziała je strona «blue»');
    expect(pl).toContain('każdy strzał oznaczony swoim numerem');
    expect(pl).toContain('szare: ostrzelane');
  });
});
