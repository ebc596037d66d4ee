/**
 * The game the report tests draw (report-pdf, report-chart-titles, report-plot-ticks): on `tiny`,
 * blue's fleet is its 4th legal layout and red's its 91st; blue and red in turn, `salvosEach`
 * salvos each of one shot (blue at 7i mod 25, red 3 cells on), announced as those fleets say.
 *
 * @example
 *   const analysis = analyzeGame({ variant: tiny, salvos: tinyGame() }, bruteInferrer());
 */
import type { PlayedSalvo } from '../../../src/analysis/analyze.js';
import { allLayouts, announce } from './brute-infer.js';
import { tiny } from './tiny.js';

export function tinyGame(salvosEach = 6): PlayedSalvo[] {
  const layouts = allLayouts(tiny);
  const fleets = { blue: layouts[3]!, red: layouts[90]! };
  const fired = { blue: new Set<number>(), red: new Set<number>() };
  const out: PlayedSalvo[] = [];
  for (let i = 0; i < salvosEach; i++) {
    for (const side of ['blue', 'red'] as const) {
      const cells = [(i * 7 + (side === 'red' ? 3 : 0)) % 25];
      out.push({ side, cells, announcement: announce(tiny, side === 'blue' ? fleets.red : fleets.blue, fired[side], cells) });
      fired[side].add(cells[0]!);
    }
  }
  return out;
}
