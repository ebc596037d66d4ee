/**
 * The analyze PDF's last charts are at the last moment something was still unknown: once no cell
 * a side has not fired at may hold a ship (its fleet all in cells fired at) the heatmap is blank, as Jutland's blue after salvo 15 and Perelman's red after 36 showed it. Here blue
 * sinks red's two ships with its first shots and fires on; when that was is counted by the brute
 * force (every layout checked against what blue was told), not taken from the analysis.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, evidenceAfter, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { analysisText } from '../../src/analysis/report-text.js';
import { drawAnalysisReport } from '../../src/render/report-pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { allLayouts, announce, bruteInferrer, isConsistent } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

/** Blue fires at red's ships first, then at open water; red fires along the last row; eight each. */
function game(): PlayedSalvo[] {
  const layouts = allLayouts(tiny);
  const fleets = { blue: layouts[3]!, red: layouts[90]! };
  const ships = fleets.red.flatMap((s) => s.cells);
  const water = Array.from({ length: 25 }, (_, c) => c).filter((c) => !ships.includes(c));
  const shots = { blue: [...ships, ...water.slice(0, 3)], red: [24, 23, 22, 21, 20, 19, 18, 17] };
  const fired = { blue: new Set<number>(), red: new Set<number>() };
  const out: PlayedSalvo[] = [];
  for (let i = 0; i < 8; i++) {
    for (const side of ['blue', 'red'] as const) {
      const cells = [shots[side][i]!];
      out.push({ side, cells, announcement: announce(tiny, side === 'blue' ? fleets.red : fleets.blue, fired[side], cells) });
      fired[side].add(cells[0]!);
    }
  }
  return out;
}

describe('the analyze PDF, once the fleet is known', () => {
  const salvos = game();
  const infer = bruteInferrer();
  const analysis = analyzeGame({ variant: tiny, salvos }, infer);
  const input = { variant: tiny, salvos, analysis, infer, name: (s: string) => s.toUpperCase(), className: (id: string) => id, title: 'Test game' };
  const blue = analysis.sides.find((s) => s.side === 'blue')!;
  // Blue's salvos after which no layout that fits has a ship on a cell not fired at, by the brute force.
  const layouts = allLayouts(tiny);
  const open = (k: number): number => {
    const fired = new Set(blue.salvos.slice(0, k).flatMap((f) => f.cells));
    return layouts.filter((l) => isConsistent(tiny, l, evidenceAfter(input, 'blue', k)) && l.some((p) => p.cells.some((c) => !fired.has(c)))).length;
  };
  const known = blue.salvos.findIndex((_, i) => open(i + 1) === 0) + 1;

  it('draws the last charts before the salvo after which blue knew the fleet, and says so', () => {
    expect(known).toBeGreaterThan(1);
    expect(known).toBeLessThan(blue.salvos.length);
    expect(open(known - 1)).toBeGreaterThan(0);
    const d = new RecordingDrawing();
    drawAnalysisReport(d, input);
    const texts = d.texts().map((t) => t.text);
    const waters = texts.filter((t) => t.startsWith('BLUE: enemy waters after salvo ')).map((t) => Number(/salvo (\d+)/u.exec(t)![1]));
    expect(waters.at(-1)).toBe(blue.salvos[known - 2]!.number);
    expect(Math.max(...waters)).toBeLessThan(blue.salvos[known - 1]!.number);
    // The last heatmap is of the moment before that salvo, something still unknown in it.
    expect(texts).toContain(`P(ship) % before salvo ${blue.salvos[known - 1]!.number}`);
    const caption = texts.join(' ');
    expect(caption).toContain(`the last moment at which a cell BLUE had not fired at could still hold an enemy ship: after salvo ${blue.salvos[known - 1]!.number} none could`);
    // Red never knew blue's fleet: its last charts after its last salvo, no such caption.
    expect(texts.some((t) => t.startsWith(`RED: enemy waters after salvo ${analysis.sides.find((s) => s.side === 'red')!.salvos.length}`))).toBe(true);
    expect(caption).not.toContain('a cell RED had not fired at');
  });

  it('says it in Russian and Polish', () => {
    for (const [lang, words] of [
      ['ru', `последний момент, когда в клетке, по которой сторона BLUE ещё не стреляла, мог стоять корабль противника: после выстрела ${blue.salvos[known - 1]!.number} ни в одной такой клетке`],
      ['pl', `w ostatniej chwili, w której na polu, w które strona BLUE jeszcze nie strzelała, mógł stać statek przeciwnika: po strzale ${blue.salvos[known - 1]!.number} na żadnym takim polu`],
    ] as const) {
      const d = new RecordingDrawing();
      drawAnalysisReport(d, { ...input, lang, text: analysisText(lang, true) });
      expect(d.texts().map((t) => t.text).join(' ')).toContain(words);
    }
  });
});
