/**
 * The `worth` column of analyze's table (text and PDF), where the verdict weighs salvos otherwise
 * than by their expected hits: a hit on a protected ship costs a turn (Perelman's hospital), or a
 * ship need not be sunk (a decoy). Each row gives the salvo's worth and its best salvo's as the
 * verdict adds them up (`0.42/0.60`), so that a best salvo of 1.06 expected hits worth 0.29 after
 * the hospital's lost turn is seen so in the table, not only in `--json`'s `weighing.bestValue`;
 * the column's figures add up to the verdict's. Checked by brute force on a 1×8 board (a boat and a
 * decoy that need not be sunk), against `weighing` on a 1×8 board with a hospital, in English,
 * Russian and Polish; where the verdict takes expected hits as they are, no such column.
 */
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo, type SideAnalysis } from '../../src/analysis/analyze.js';
import { engineInferrer } from '../../src/analysis/inferrers.js';
import { analysisRows, formatAnalysis, tableHeadings } from '../../src/analysis/format.js';
import { analysisText } from '../../src/analysis/report-text.js';
import type { ShipPlacement } from '../../src/core/placements.js';
import type { Variant } from '../../src/variant/model.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { drawSideTable } from '../../src/render/report-table.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { hospitalLine, HOSPITAL } from './helpers/hospital-line.js';
import { allLayouts, announce, isConsistent } from './helpers/brute-infer.js';

/** Blue's salvos at red's layout, each announced as the rules do. */
function game(variant: Variant, red: readonly ShipPlacement[], salvos: readonly (readonly number[])[]): PlayedSalvo[] {
  const fired = new Set<number>();
  return salvos.map((cells) => {
    const s = { side: 'blue' as const, cells, announcement: announce(variant, red, new Set(fired), cells) };
    for (const c of cells) fired.add(c);
    return s;
  });
}

/** A one-cell boat that must be sunk and a two-cell decoy that need not, on a 1×8 row, single shots. */
function decoyLine(): Variant {
  const v = makeVariant({
    rows: 1,
    columns: 8,
    fleet: [shipClass('boat', 1), shipClass('decoy', 2, { mustSink: false })],
    placement: { diagonal: false, spacing: 'may-touch' },
    report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
  });
  return { ...v, turns: { ...v.turns, salvo: { kind: 'constant', shots: 1 } } };
}

const sum = (side: SideAnalysis, pick: (w: { value: number; bestValue: number }) => number): number => side.salvos.reduce((s, f) => s + pick(f.worth!), 0);
const names = (id: string): string => id;

describe('the worth column', () => {
  it('a decoy: each shot\'s worth and its best shot\'s are their expected hits on the boat, by brute force', () => {
    const variant = decoyLine();
    const layouts = allLayouts(variant);
    const red = layouts.find((l) => l[0]!.cells[0] === 6 && l[1]!.cells.join() === '2,3')!;
    const played = game(variant, red, [[2], [3], [0], [7]]);
    const side = analyzeGame({ variant, salvos: played }, engineInferrer).sides[0]!;
    expect(side.salvos).toHaveLength(4);
    side.salvos.forEach((f, k) => {
      const evidence = { salvos: played.slice(0, k).map((s) => ({ cells: s.cells, announcement: s.announcement! })) };
      const ls = layouts.filter((l) => isConsistent(variant, l, evidence));
      const onBoat = (cells: readonly number[]): number => ls.reduce((s, l) => s + cells.filter((c) => l[0]!.cells.includes(c)).length, 0) / ls.length;
      expect(f.worth?.value).toBeCloseTo(onBoat(f.cells), 12);
      expect(f.worth?.bestValue).toBeCloseTo(onBoat(f.bestCells), 12);
    });
    // The shots at the decoy's cells were worth less than their expected hits (what this test is about).
    expect(side.salvos[1]!.expectedHits - side.salvos[1]!.worth!.value).toBeGreaterThan(0.05);
    expect(sum(side, (w) => w.value)).toBeCloseTo(side.verdict.figures!.value, 12);
    expect(sum(side, (w) => w.bestValue)).toBeCloseTo(side.verdict.figures!.best, 12);
  });

  // Salvos of two on a 1×8 row; red's ship on 0–1, its hospital on 3–4.
  const variant = hospitalLine(8, 2);
  const red = allLayouts(variant).find((l) => l[0]!.cells.join() === '0,1' && l[HOSPITAL]!.cells.join() === '3,4')!;
  const side = analyzeGame({ variant, salvos: game(variant, red, [[3, 4], [6, 7]]) }, engineInferrer).sides[0]!;

  it("a hospital: the worth is the weighing's value and bestValue, and adds up to the verdict's figures", () => {
    for (const f of side.salvos) {
      const w = f.weighing!;
      expect('value' in w).toBe(true);
      if (!('value' in w)) continue;
      expect(f.worth).toEqual({ value: w.value, bestValue: w.bestValue });
    }
    // A best salvo whose worth is below its expected hits, as Perelman's 1.06 worth 0.29.
    expect(side.salvos.some((f) => f.bestExpectedHits - f.worth!.bestValue > 0.05)).toBe(true);
    expect(sum(side, (w) => w.value)).toBeCloseTo(side.verdict.figures!.value, 12);
    expect(sum(side, (w) => w.bestValue)).toBeCloseTo(side.verdict.figures!.best, 12);
  });

  const heading = { en: 'worth', ru: 'ценность', pl: 'wartość' } as const;
  const legend = { en: 'worth: the salvo\'s worth/its best salvo\'s, as the verdict adds them up', ru: 'ценность — ценность залпа/лучшего залпа, как их складывает оценка', pl: 'wartość — wartość salwy/najlepszej salwy, tak jak sumuje je ocena' } as const;

  it.each(['en', 'ru', 'pl'] as const)('%s: the text table has the column after best exp, each row its two figures, and the legend says what they are', (lang) => {
    const t = analysisText(lang, false);
    const rows = analysisRows(side, variant, names, t);
    const headings = tableHeadings(t, rows);
    expect(headings).toHaveLength(t.columns.length + 1);
    expect(headings[headings.indexOf(t.columns[8]!) + 1]).toBe(heading[lang]);
    rows.forEach((r, k) => expect(r.worth).toBe(`${t.num(side.salvos[k]!.worth!.value, 2)}/${t.num(side.salvos[k]!.worth!.bestValue, 2)}`));
    const text = formatAnalysis({ variant: variant.id, sides: [side] }, variant, names, names, t);
    const lines = text.split('\n');
    const head = lines.find((l) => l.includes(heading[lang]) && l.includes('Σ'))!;
    expect(head, text).toBeDefined();
    // Each row's worth stands under the heading, after its best exp.
    for (const r of rows) {
      const line = lines.find((l) => l.trimStart().startsWith(`${r.number} `))!;
      expect(line.indexOf(r.worth!), line).toBeGreaterThan(line.indexOf(r.bestExpected));
      expect(line.indexOf(r.worth!) + r.worth!.length).toBe(head.indexOf(heading[lang]) + heading[lang].length);
    }
    expect(text).toContain(legend[lang]);
  });

  it('the PDF table draws the heading and each row\'s worth, right-aligned under it', () => {
    const t = analysisText('en', false);
    const rows = analysisRows(side, variant, names, t);
    const A4 = { size: { width: 210, height: 297 }, margin: 15 } as const;
    const d = new RecordingDrawing();
    d.beginPage(A4.size);
    drawSideTable(d, { rows, headings: tableHeadings(t, rows), heading: 'blue firing at red', notes: [], separator: ' ', t, lang: 'en' }, A4, 20);
    const texts = d.ops.flatMap((o) => (o.draw.op === 'text' ? [o.draw] : []));
    const head = texts.find((x) => x.text === 'worth')!;
    expect(head).toBeDefined();
    for (const r of rows) {
      const cell = texts.find((x) => x.text === r.worth)!;
      expect(cell, r.worth).toBeDefined();
      expect(cell.style.align).toBe('right');
      expect(cell.x).toBeCloseTo(head.x, 9);
    }
  });

  it('no column where the verdict takes the expected hits as they are', () => {
    const plain = makeVariant({ rows: 1, columns: 6, fleet: [shipClass('ship', 2)], placement: { diagonal: false, spacing: 'may-touch' } });
    const ship = allLayouts(plain).find((l) => l[0]!.cells.join() === '2,3')!;
    const s = analyzeGame({ variant: plain, salvos: game(plain, ship, [[0], [3]]) }, engineInferrer).sides[0]!;
    expect(s.salvos.every((f) => f.worth === undefined)).toBe(true);
    const t = analysisText('en', false);
    const rows = analysisRows(s, plain, names, t);
    expect(tableHeadings(t, rows)).toEqual(t.columns);
    expect(formatAnalysis({ variant: plain.id, sides: [s] }, plain, names, names, t)).not.toContain('worth');
  });
});
