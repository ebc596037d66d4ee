/**
 * The salvo axis of the analysis report's information plot: the last salvo is always labelled.
 * Its ticks went every round step from 0 and stopped at the last multiple of the step, so a game
 * of 11 salvos a side ended its axis at 10 with 11 unlabelled (and 81 salvos, in Морской бой's
 * one-shot turns, at 80). Where the last salvo's number comes too near the tick before it, that
 * tick's number is left out, not the last's. Every label is centred under its tick, the last's
 * too (it was right-aligned at the frame's edge, reading unlike the rest), the frame narrowed by
 * half its width so that it ends at the margin, not past it. A step's tick less than half a step
 * before the last keeps its line, not its number: Perelman's axis ended "35 36".
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame } from '../../src/analysis/analyze.js';
import { drawAnalysisReport, plotFrameWidth, salvoTicks } from '../../src/render/report-pdf.js';
import { boundsOf, RecordingDrawing } from '../../src/render/record-drawing.js';
import { textWidth } from '../../src/render/fonts.js';
import { bruteInferrer } from './helpers/brute-infer.js';
import { tinyGame } from './helpers/tiny-game.js';
import { tiny } from './helpers/tiny.js';

const width = (text: string): number => textWidth(text, 'regular', 6);

describe('the salvo axis', () => {
  it('labels the last salvo where it is not a multiple of the step, at the right edge', () => {
    const ticks = salvoTicks(23, 5, 170, width);
    expect(ticks.map((t) => t.at)).toEqual([0, 5, 10, 15, 20, 23]);
    expect(ticks.map((t) => t.label)).toEqual(['0', '5', '10', '15', '20', '23']);
    expect(ticks.at(-1)).toMatchObject({ x: 170 });
    // Each tick where its salvo falls on the frame.
    for (const t of ticks) expect(t.x).toBeCloseTo((t.at / 23) * 170, 9);
  });

  it('does not add the last salvo twice where it is a multiple of the step', () => {
    const ticks = salvoTicks(20, 5, 170, width);
    expect(ticks.map((t) => t.label)).toEqual(['0', '5', '10', '15', '20']);
    expect(ticks.at(-1)).toMatchObject({ at: 20, x: 170 });
  });

  it('leaves out the number of the tick before the last where the two would overlap, keeping its tick', () => {
    const ticks = salvoTicks(81, 20, 170, width);
    expect(ticks.map((t) => t.at)).toEqual([0, 20, 40, 60, 80, 81]);
    expect(ticks.map((t) => t.label)).toEqual(['0', '20', '40', '60', null, '81']);
    // Apart enough not to overlap, 20 of 21 salvos still stands a fifth of a step before the last:
    // its number is left out, as the axis is thinned to every step elsewhere.
    expect(salvoTicks(21, 5, 170, width).map((t) => t.label)).toEqual(['0', '5', '10', '15', null, '21']);
  });

  it("leaves out the number of a step's tick less than half a step before the last (Perelman's 36 salvos ended the axis '35 36')", () => {
    const ticks = salvoTicks(36, 5, 167, width);
    expect(ticks.map((t) => t.at)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 36]);
    expect(ticks.map((t) => t.label)).toEqual(['0', '5', '10', '15', '20', '25', '30', null, '36']);
    // Half a step or more before it, the number stays (10 of 11 salvos, every 2).
    expect(salvoTicks(11, 2, 170, width).map((t) => t.label)).toEqual(['0', '2', '4', '6', '8', '10', '11']);
    expect(salvoTicks(38, 5, 170, width).map((t) => t.label)).toEqual(['0', '5', '10', '15', '20', '25', '30', '35', '38']);
    for (let last = 1; last <= 120; last++) {
      const step = Math.max(1, Math.ceil(last / 8));
      const kept = salvoTicks(last, step, 170, width).filter((t) => t.label !== null);
      for (const t of kept.slice(0, -1)) expect(last - t.at, `${t.at} of ${last}, every ${step}`).toBeGreaterThanOrEqual(step / 2);
    }
  });

  it('keeps every label it keeps at least the gap clear of the next', () => {
    for (let last = 1; last <= 120; last++) {
      const step = Math.max(1, Math.ceil(last / 8));
      const kept = salvoTicks(last, step, 170, width).filter((t) => t.label !== null);
      expect(kept.at(-1)!.label).toBe(String(last));
      const spans = kept.map((t) => {
        const w = width(t.label!);
        return [t.x - w / 2, t.x + w / 2];
      });
      for (let i = 1; i < spans.length; i++) expect(spans[i - 1]![1]! + 1).toBeLessThanOrEqual(spans[i]![0]! + 1e-9);
    }
  });
});

describe("the report's information plot", () => {
  it('labels the last salvo of a game of 11 salvos a side, within the margins', () => {
    const salvos = tinyGame(11);
    const infer = bruteInferrer();
    const analysis = analyzeGame({ variant: tiny, salvos }, infer);
    expect(Math.max(...analysis.sides.map((s) => s.salvos.at(-1)?.number ?? 0))).toBe(11);
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { variant: tiny, salvos, analysis, infer, name: (s: string) => s, className: (id: string) => id, title: 'Eleven' });
    const texts = d.texts(0);
    const title = texts.findIndex((t) => t.text.startsWith('Information gathered') || t.text.startsWith('Expected hits'));
    const axis = texts.filter((t, i) => i > title && t.style.size === 6 && t.style.valign === undefined);
    expect(axis.map((t) => t.text)).toEqual(['0', '2', '4', '6', '8', '10', '11']);
    // Each label centred on its tick's line, the last's as the rest; the frame leaves half of the last's width to the margin.
    const ticks = d.ops.filter((o) => o.page === 0 && o.draw.op === 'lines' && o.draw.segments.length === 1 && o.draw.segments[0]![0] === o.draw.segments[0]![2] && Math.abs(o.draw.segments[0]![3]! - o.draw.segments[0]![1]! - 1) < 1e-9);
    expect(ticks).toHaveLength(7);
    axis.forEach((label, i) => {
      expect(label.style.align, label.text).toBe('center');
      const line = ticks[i]!.draw;
      expect(line.op === 'lines' && line.segments[0]![0]).toBeCloseTo(label.x, 9);
    });
    expect(boundsOf(d.ops.find((o) => o.draw.op === 'text' && o.draw.text === '11')!.draw)!.right).toBeCloseTo(210 - 15, 6);
    expect(plotFrameWidth(170, 11, width)).toBeCloseTo(170 - width('11') / 2, 9);
    for (const o of d.ops.filter((o) => o.page === 0 && o.draw.op === 'text')) {
      const b = boundsOf(o.draw)!;
      expect(b.right).toBeLessThanOrEqual(210 - 15 + 1e-9);
    }
  });
});
