/**
 * `salvo analyze` as a player reads it after the game: the totals line does not call the best
 * salvos' expected hits a "best possible" (a lucky side hits more than that), in English, Russian
 * and Polish.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { formatAnalysis } from '../../src/analysis/format.js';
import { analysisText } from '../../src/analysis/report-text.js';
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
    expect(totals('en')).toContain(`the best salvos' expected ${b},`);
    expect(totals('en')).not.toContain('best possible');
    expect(totals('ru')).toContain(`у лучших выстрелов ожидалось бы ${b.replace('.', ',')},`);
    expect(totals('ru')).not.toContain('лучшее возможное');
    expect(totals('pl')).toContain(`oczekiwane trafienia najlepszych strzałów ${b.replace('.', ',')},`);
    expect(totals('pl')).not.toContain('najlepsze możliwe');
  });
});
