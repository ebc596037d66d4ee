/**
 * `salvo infer --pdf` frames the cell most likely to hold a ship that was not yet fired at: the
 * first of the terminal's `Most likely cells not yet fired at` line, with its chance as that line
 * gives it, said under the legend in the handout's language. Cells tied for it exactly (a position
 * symmetric about the board's middle) are all framed; none where more than `MAX_FRAMED` tie, or
 * where no open cell may hold a ship.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { heatmapPdf, likeliestOpen, MAX_FRAMED, type InferReport } from '../../src/cli/commands/infer.js';
import { FRAME_WIDTH, RULE } from '../../src/render/chart.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { tiny } from '../analysis/helpers/tiny.js';
import { runSalvo } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');

/** The terminal's most likely cells, as `[cell, chance]`, and the PDF's text, from one run. */
async function run(args: readonly string[], heading: string): Promise<{ likely: [string, string][]; text: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-likeliest-'));
  const r = await runSalvo(dir, [...args, '--pdf', 'heat.pdf']);
  expect(r.code).toBe(0);
  const line = r.stdout.split('\n').find((l) => l.startsWith(heading));
  expect(line).toBeDefined();
  const likely = line!.slice(heading.length).split(', ').map((item) => item.split(' ') as [string, string]);
  const text = (await pdfText(new Uint8Array(readFileSync(join(dir, 'heat.pdf'))))).items.flat().join(' ');
  return { likely, text };
}

describe('infer --pdf: the likeliest cell not yet fired at', () => {
  it('is named under the legend with its chance, as the terminal gives it (English)', async () => {
    const { likely, text } = await run(['infer', join(EXAMPLES, 'classic-salvo.yaml'), '--target', 'red', '--after', '6'], 'Most likely cells not yet fired at: ');
    const [cell, chance] = likely[0]!;
    // No tie in this position: one cell.
    expect(likely[1]![1]).not.toBe(chance);
    expect(text).toContain(`Framed: the most likely cell not yet fired at (${cell}, ${chance})`);
  });

  it('names every cell tied for it, in Russian (a symmetric position: the empty board)', async () => {
    const { likely, text } = await run(['infer', join(EXAMPLES, 'morskoy-boy.yaml'), '--target', 'второй', '--after', '0'], 'Самые вероятные необстрелянные клетки: ');
    const top = likely[0]![1];
    const tied = likely.filter(([, chance]) => chance === top).map(([cell]) => cell);
    expect(tied.length).toBeGreaterThan(1);
    expect(text).toContain(`В рамках — самые вероятные необстрелянные клетки (${tied.join(', ')}: по ${top})`);
  });

  it('is said in Polish for a Polish game', async () => {
    const { likely, text } = await run(['infer', join(EXAMPLES, 'statki.yaml'), '--target', 'tomek', '--after', '8'], 'Najbardziej prawdopodobne nieostrzelane pola: ');
    const [cell, chance] = likely[0]!;
    expect(text).toContain(`W ramce — najbardziej prawdopodobne nieostrzelane pole (${cell}, ${chance})`);
    expect(text).not.toMatch(/Framed|most likely/u);
  });
});

/** The cells framed on the drawn page: the heavy black squares inside the grid, by their place in it. */
function framedCells(d: RecordingDrawing): number[] {
  const rects = d.ops.flatMap((o) => (o.draw.op === 'rect' ? [o.draw] : []));
  // The grid's outline: the heaviest rule, unfilled.
  const grid = rects.find((r) => r.style.fill === undefined && r.style.stroke?.width === RULE.heavy)!;
  const cell = grid.width / tiny.board.columns;
  return rects
    .filter((r) => r.style.fill === undefined && r.style.stroke?.width === FRAME_WIDTH)
    .map((r) => {
      // Inside one cell, clear of its rules.
      const k = Math.floor((r.x - grid.x) / cell);
      const row = Math.floor((r.y - grid.y) / cell);
      expect(r.x).toBeGreaterThan(grid.x + k * cell);
      expect(r.x + r.width).toBeLessThan(grid.x + (k + 1) * cell);
      expect(r.y + r.height).toBeLessThan(grid.y + (row + 1) * cell);
      return row * tiny.board.columns + k;
    })
    .sort((a, b) => a - b);
}

async function drawn(marginal: number[], fired: readonly number[] = []): Promise<{ framed: number[]; texts: string[] }> {
  const report: InferReport = {
    target: 'red',
    after: fired.length,
    seconds: 0,
    evidence: { salvos: fired.map((c) => ({ cells: [c], announcement: { kind: 'per-shot' as const, shots: [{ result: 'hit' as const }] } })) },
    result: { exact: true, count: 5n, marginal, classMarginal: {}, pinned: [] },
  };
  const d = new RecordingDrawing();
  await heatmapPdf(tiny, report, undefined, {}, 'en', 'red', d);
  return { framed: framedCells(d), texts: d.texts(0).map((t) => t.text) };
}

describe('the frame on the drawn page', () => {
  const cells = tiny.board.rows * tiny.board.columns;

  it('is drawn on the likeliest open cell alone, not on a likelier cell fired at', async () => {
    const marginal = Array.from({ length: cells }, (_, c) => (c === 7 ? 0.6 : c === 12 ? 0.9 : 0.1));
    const { framed, texts } = await drawn(marginal, [12]);
    expect(framed).toEqual([7]);
    expect(framed).toEqual(likeliestOpen(marginal, new Map([[12, 'hit']])));
    expect(texts.join(' ')).toContain('Framed: the most likely cell not yet fired at (C2, 60.0%)');
  });

  it('is drawn on each cell tied for the likeliest', async () => {
    const marginal = Array.from({ length: cells }, (_, c) => ([0, 4, 20, 24].includes(c) ? 0.5 : 0.2));
    const { framed, texts } = await drawn(marginal);
    expect(framed).toEqual([0, 4, 20, 24]);
    expect(texts.join(' ')).toContain('Framed: the most likely cells not yet fired at (A1, E1, A5, E5: 50.0% each)');
  });

  it(`is drawn nowhere where more than ${MAX_FRAMED} cells tie, or no open cell may hold a ship`, async () => {
    const flat = await drawn(Array.from({ length: cells }, () => 0.2));
    expect(flat.framed).toEqual([]);
    expect(flat.texts.join(' ')).not.toContain('Framed');
    const none = await drawn(Array.from({ length: cells }, (_, c) => (c === 3 ? 1 : 0)), [3]);
    expect(none.framed).toEqual([]);
    expect(none.texts.join(' ')).not.toContain('Framed');
  });
});
