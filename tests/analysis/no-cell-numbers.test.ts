/**
 * A line naming no cell (`- blue: -> miss`) is left out of the salvos analysed, but it was a salvo
 * of its side: every number analyze gives a side's salvo (the table's, "certain after salvo n",
 * the salvos whose hits are unknown, why the analysis stopped, the PDF's chart titles) is the
 * side's own number as `check` gives it (`numbering.sideSalvos`), not the salvo's place among
 * the side's salvos read. The numbers expected are counted by `sideSalvoNumbers` from the record.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, ordinal, type AnalysisInput, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { sideSalvoNumbers, type LostLine } from '../../src/record/model.js';
import { drawAnalysisReport, knownAfter, reportMoments } from '../../src/render/report-pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { allLayouts, announce, bruteInferrer } from './helpers/brute-infer.js';
import { tiny } from './helpers/tiny.js';

/** Blue and red in turn, six salvos each, one shot a salvo, announced as the fleets say: blue sinks both of red's ships. */
function game(): PlayedSalvo[] {
  const layouts = allLayouts(tiny);
  const fleets = { blue: layouts[3]!, red: layouts[90]! };
  const shots = { blue: [0, ...fleets.red.flatMap((s) => s.cells).reverse()], red: [24, 23, 22, 21, 20, 19] };
  const fired = { blue: new Set<number>(), red: new Set<number>() };
  const out: PlayedSalvo[] = [];
  for (let i = 0; i < 6; i++) {
    for (const side of ['blue', 'red'] as const) {
      const cells = [shots[side][i]!];
      out.push({ side, cells, announcement: announce(tiny, side === 'blue' ? fleets.red : fleets.blue, fired[side], cells) });
      fired[side].add(cells[0]!);
    }
  }
  return out;
}

const salvos = game();
/** A line of blue naming no cell came before blue's second salvo read: its number in the text, and the others'. */
const GAP = 2;
const lost: LostLine[] = [{ item: GAP + 1, side: 'blue' }];
const items = salvos.map((_, i) => (i < GAP ? i + 1 : i + 2));
const sources = { salvos: items.map((item) => ({ item, at: { line: item, column: 1 }, cells: [], unreadableCells: 0, unreadableResult: false })), lost };
const sideNumbers = sideSalvoNumbers({ salvos: salvos.map((s) => ({ side: s.side, cells: [...s.cells], announcement: s.announcement })) }, sources);
const numbering = { salvos: items, sideSalvos: sideNumbers };
const infer = bruteInferrer();

describe('analyze, after a line naming no cell', () => {
  const input: AnalysisInput = { variant: tiny, salvos, numbering };
  const analysis = analyzeGame(input, infer);
  const blue = analysis.sides.find((s) => s.side === 'blue')!;

  it("numbers each salvo, and the salvo after which a class was certain, by the side's own count", () => {
    // The line counts: blue's salvos read after it are numbered one more than their place.
    expect(blue.salvos.map((f) => f.number)).toEqual(blue.salvos.map((f) => sideNumbers[f.index]));
    expect(blue.salvos.some((f, k) => f.number !== k + 1)).toBe(true);
    const certain = blue.certainty.filter((c) => c.afterSalvo !== null && c.afterSalvo > 0);
    expect(certain.length).toBeGreaterThan(0);
    for (const c of certain) expect(c.afterSalvo).toBe(blue.salvos.find((f) => f.certain.includes(c.classId))?.number);
    // Or the test tells nothing: a class made certain after the line.
    expect(certain.some((c) => blue.salvos.findIndex((f) => f.certain.includes(c.classId)) + 1 !== c.afterSalvo)).toBe(true);
  });

  it('titles the charts of the PDF with those numbers', () => {
    const d = new RecordingDrawing();
    const pdfInput = { ...input, analysis, infer, name: (s: string) => s.toUpperCase(), className: (id: string) => id, title: 'Test game' };
    drawAnalysisReport(d, pdfInput);
    const texts = d.texts().map((t) => t.text);
    // The last charts the last moment something was unknown (report-pdf-last-unknown.test.ts).
    const moments = reportMoments(blue.salvos.length, knownAfter(pdfInput, blue));
    const waters = texts.filter((t) => t.startsWith('BLUE: enemy waters after salvo ')).map((t) => Number(/salvo (\d+)/u.exec(t)![1]));
    expect(waters).toEqual(moments.map((k) => blue.salvos[k - 1]!.number));
    const before = texts.filter((t) => t.startsWith('P(ship) % before salvo ')).map((t) => Number(/salvo (\d+)/u.exec(t)![1]));
    const red = analysis.sides.find((s) => s.side === 'red')!;
    const expected = [blue, red].flatMap((s) => reportMoments(s.salvos.length, knownAfter(pdfInput, s)).filter((k) => k < s.salvos.length).map((k) => s.salvos[k]!.number));
    expect(before).toEqual(expected);
  });

  it("plots the information gathered at each salvo's own number", () => {
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { ...input, analysis, infer, name: (s: string) => s.toUpperCase(), className: (id: string) => id, title: 'Test game' });
    // Blue's polyline, from the origin on: the first side's line, drawn first of the plot's coloured
    // 0.5 mm strokes (each side's line is one stroke, then its legend's; report-plot-styles.test.ts).
    const first = d.ops.find((o) => o.draw.op === 'lines' && o.draw.stroke.width === 0.5 && o.draw.stroke.colour !== undefined)?.draw;
    if (first?.op !== 'lines') throw new Error('no side line');
    const segments = first.segments;
    expect(segments).toHaveLength(blue.salvos.length);
    const x0 = segments[0]![0];
    const span = segments.at(-1)![2] - x0;
    const last = blue.salvos.at(-1)!.number;
    segments.forEach((seg, k) => expect((seg[2] - x0) / span).toBeCloseTo(blue.salvos[k]!.number / last, 9));
  });

  it('names the salvos whose hits are unknown, and the salvo it stopped at, by the same numbers', () => {
    // Blue's fourth salvo read: its announcement could not be read (hits unknown); its sixth: none recorded.
    const mine = salvos.flatMap((s, i) => (s.side === 'blue' ? [i] : []));
    const unread = mine[3]!;
    const open = mine[5]!;
    const changed = salvos.map((s, i) => (i === unread || i === open ? { ...s, announcement: null } : s));
    const a = analyzeGame({ variant: tiny, salvos: changed, numbering, unjudged: { announcements: new Set([unread]) } }, infer);
    const b = a.sides.find((s) => s.side === 'blue')!;
    expect(b.verdict.luck).not.toBeNull();
    expect(b.verdict.text).toContain(`leaving out shot ${sideNumbers[unread]}, whose hits are unknown`);
    // (tiny's salvos are single shots: the verdict and `stopped` say shots, as the English text does.)
    expect(sideNumbers[unread]).not.toBe(4);
    expect(b.stopped).toBe(`shot ${items[open]} (blue's ${ordinal(sideNumbers[open]!)}) has no recorded announcement`);
    expect(sideNumbers[open]).not.toBe(6);
  });
});
