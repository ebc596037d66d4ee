/**
 * The pad as a print shop looks at it: the PDF read back (text and where it is printed, in mm)
 * against what the page must show — trackers whose lines are even, no box alone on a line.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingGlyphs, textWidth } from '../../src/render/fonts.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { padContent } from '../../src/render/pad-content.js';
import { continuedCaption, layoutPad, logPieces, rowsText, layoutSheet, layoutSplitSheet, MARGINS, MIN_CELL_MM, padPages, PAPERS, sheetFrames, type Paper, type PlacedBlock, type SheetLayout } from '../../src/render/pad-layout.js';
import { fill } from '../../src/render/i18n.js';
import { chunkShape, entryWidth, logEntry, TIGHT_ROW_MM } from '../../src/render/log.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { loadVariant } from '../../src/variant/load.js';
import { localize, type Variant } from '../../src/variant/model.js';
import { pdfPlacedText, type PlacedText } from './raster.js';

const perelman = await loadVariant('perelman', { cwd: process.cwd(), missingGlyphs });

/** The items printed inside a box of the page (mm), baselines included. */
function inside(items: readonly PlacedText[], box: { x: number; y: number; w: number; h: number }): PlacedText[] {
  return items.filter((t) => t.x >= box.x - 0.5 && t.x + t.width <= box.x + box.w + 0.5 && t.y >= box.y - 0.5 && t.y <= box.y + box.h + 0.5);
}

/** Items grouped into lines by baseline (within 0.3 mm), top to bottom, each line left to right. */
function lines(items: readonly PlacedText[]): PlacedText[][] {
  const out: PlacedText[][] = [];
  for (const t of [...items].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const last = out.at(-1);
    if (last !== undefined && Math.abs(last[0]!.y - t.y) < 0.3) last.push(t);
    else out.push([t]);
  }
  return out;
}

/** The first sheet's page of a pad without a cover, with its layout. */
async function firstSheet(v: Variant, lang: string, paper: Paper, perPage: 1 | 2) {
  const layout = layoutPad(padContent(v, lang), { paper, perPage });
  const { bytes } = await renderPadPdf(v, { paper, perPage, sheets: 1, lang, cover: false, date: FIXED_DOCUMENT_DATE });
  return { layout, items: await pdfPlacedText(bytes, 1) };
}

describe('the damage ladder where its boxes do not fit one line', () => {
  it.each([
    ['ru', 'A5', 1],
    ['en', 'A5', 1],
  ] as const)('Perelman [%s] on %s: its 18 boxes go in lines of even length, none alone on a line', async (lang, paper, perPage) => {
    const { layout, items } = await firstSheet(perelman, lang, paper, perPage);
    const block = layout.sheets[0]!.blocks.find((b): b is Extract<PlacedBlock, { kind: 'tracker' }> => b.kind === 'tracker' && b.tracker.kind === 'damage-ladder');
    expect(block).toBeDefined();
    const { x, y, geometry } = block!;
    const printed = inside(items, { x, y, w: geometry.width, h: geometry.height });
    // The box numbers are the face of the boxes; the salvo sizes above them are bold, as the caption is.
    const caption = printed.find((t) => !/^\d+$/u.test(t.text))!;
    expect(caption.text).toBe(padContent(perelman, lang).text.damageLadder);
    const boxLines = lines(printed.filter((t) => /^\d+$/u.test(t.text) && t.font !== caption.font)).map((l) => l.map((t) => Number(t.text)));
    // Damage 1..18 (the fleet's 18 cells), each once, in order, over more than one line here.
    expect(boxLines.flat()).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(boxLines.length).toBeGreaterThan(1);
    const lengths = boxLines.map((l) => l.length);
    expect(Math.max(...lengths) - Math.min(...lengths), `lines of ${lengths.join(', ')} boxes`).toBeLessThanOrEqual(1);
    // Each line starts at the block's left edge, a box's width in (the numbers centred in their boxes).
    const centres = lines(printed.filter((t) => /^\d+$/u.test(t.text) && t.font !== caption.font)).map((l) => l[0]!.x + l[0]!.width / 2);
    for (const c of centres) expect(c).toBeCloseTo(x + geometry.box / 2, 1);
  });
});

/** The pitch of a chart's columns as printed: the mean step between the centres of its column labels on one line. */
function columnPitch(items: readonly PlacedText[], labels: readonly string[]): number[] {
  const first = labels[0]!;
  const last = labels.at(-1)!;
  const out: number[] = [];
  for (const line of lines(items)) {
    const a = line.find((t) => t.text === first);
    const b = line.find((t) => t.text === last && a !== undefined && t.x > a.x);
    if (a === undefined || b === undefined || !labels.every((l) => line.some((t) => t.text === l))) continue;
    out.push((b.x + b.width / 2 - (a.x + a.width / 2)) / (labels.length - 1));
  }
  return out;
}

describe('a board whose whole sheet would have cells too small to write in', async () => {
  const jutland20 = await loadVariant(join(process.cwd(), 'tests/render/variants/jutland-20x20.yaml'), { cwd: process.cwd(), missingGlyphs });
  it.each([1, 2] as const)('Jutland 20×20 on A5, %i asked a page: split over two pages, with the larger cells, as printed', async (perPage) => {
    const content = padContent(jutland20, 'en');
    const full = sheetFrames({ paper: 'A5', perPage: 1 }).frames[0]!;
    // The two ways to lay a sheet on a page: whole (charts, roster and log together) or split.
    const whole = layoutSheet(content, full).cell;
    const split = layoutSplitSheet(content, full, full)![0].cell;
    expect(whole).toBeLessThan(MIN_CELL_MM);
    expect(split).toBeGreaterThan(whole);
    const { bytes, pages } = await renderPadPdf(jutland20, { paper: 'A5', perPage, sheets: 1, lang: 'en', cover: false, date: FIXED_DOCUMENT_DATE });
    const layout = layoutPad(content, { paper: 'A5', perPage });
    expect(pages).toBe(padPages(layout, 1));
    const charts = await pdfPlacedText(bytes, 1);
    const labels = jutland20.board.columnLabels;
    // Both charts on the first page, at the split's cell size, none of the log there.
    const pitches = columnPitch(charts, labels);
    expect(pitches).toHaveLength(2);
    for (const p of pitches) expect(p).toBeCloseTo(split, 1);
    expect(charts.some((t) => t.text === content.log.title)).toBe(false);
    // The log, roster and trackers on a page of their own (the charts' page's back left blank, but for the line saying so).
    expect((await pdfPlacedText(bytes, 2)).map((t) => t.text)).toEqual([content.text.blankPage]);
    const rest = (await pdfPlacedText(bytes, 3)).map((t) => t.text);
    expect(rest).toContain(content.log.title);
    for (const c of jutland20.fleet) expect(rest.some((t) => t.startsWith(localize(c.name, 'en', jutland20)))).toBe(true);
  });
});

describe('a front that cannot hold a whole game keeps its chart cells for a few rows more', async () => {
  const jutland = await loadVariant('jutland', { cwd: process.cwd(), missingGlyphs });
  it('Jutland on letter, two a page: the charts as large as for two thirds of the rows the front holds; the last rows beside the blocks, as printed', async () => {
    const content = padContent(jutland, 'en');
    const frame = sheetFrames({ paper: 'letter', perPage: 2 }).frames[0]!;
    // A game longer than any front holds (60 salvos): the log goes on overleaf, whatever the size of the charts.
    const long = { ...content, log: { ...content.log, wantedRows: 60 } };
    const longFront = layoutPad(long, { paper: 'letter', perPage: 2 }).sheets[0]!;
    expect(longFront.log.rows).toBeLessThan(60);
    // A pad wanting only two thirds of the rows that front holds gets no larger cells: shrinking the
    // charts bought at least half as many rows again, or it was not done.
    const fewer = Math.ceil(longFront.log.rows / 1.5);
    const modest = layoutSheet({ ...content, log: { ...content.log, wantedRows: fewer } }, frame);
    expect(modest.log.rows).toBeGreaterThanOrEqual(fewer);
    expect(longFront.cell).toBeGreaterThanOrEqual(modest.cell - 1e-9);
    // Jutland's own 34 salvos: at those cells, the log's first rows go beside the last shelf of
    // blocks (right of the legend), the rest in the strip beside the charts: no back page for the
    // six rows the strip lacks.
    const layout = layoutPad(content, { paper: 'letter', perPage: 2 });
    expect(layout.backs).toBeNull();
    for (const front of layout.sheets) {
      expect(front.cell).toBe(longFront.cell);
      expect(front.log.rows).toBe(content.log.wantedRows);
      expect(front.log.overleaf).toBeUndefined();
    }
    // As printed: one page for two sheets, both sheets' charts at that pitch, every row of the log
    // on each sheet inside its pieces, clear of the blocks.
    const { bytes, pages } = await renderPadPdf(jutland, { paper: 'letter', perPage: 2, sheets: 2, lang: 'en', cover: false, date: FIXED_DOCUMENT_DATE });
    expect(pages).toBe(1);
    const items = await pdfPlacedText(bytes, 1);
    const pitches = columnPitch(items, jutland.board.columnLabels);
    // (The two charts of a sheet side by side: their labels on one line, one line a sheet.)
    expect(pitches).toHaveLength(2);
    for (const p of pitches) expect(p).toBeCloseTo(longFront.cell, 1);
    expect(items.some((t) => t.text.includes('overleaf'))).toBe(false);
    for (const sheet of layout.sheets) {
      const pieces = sheet.log.chunks.map((c) => c.box);
      expect(pieces.length).toBeGreaterThan(1);
      const inPieces = pieces.flatMap((b) => inside(items, b));
      for (let n = 1; n <= content.log.wantedRows; n++) expect(inPieces.filter((t) => t.text === String(n)), `row ${n}`).toHaveLength(1);
      for (const b of sheet.blocks) {
        const blockBox = { x: b.x, y: b.y, w: b.geometry.width, h: b.geometry.height };
        for (const piece of pieces) {
          const apart = piece.x >= blockBox.x + blockBox.w || blockBox.x >= piece.x + piece.w || piece.y >= blockBox.y + blockBox.h || blockBox.y >= piece.y + piece.h;
          expect(apart, `${b.kind} and the log piece at ${piece.x.toFixed(1)}, ${piece.y.toFixed(1)}`).toBe(true);
        }
      }
    }
  });
});

describe('a word too long for a line of the cover', () => {
  // (A5's cover panels are as wide as A4's now: a word wider than one is the longest Polish has.)
  it("a class named 'Okręt Konstantynopolitańczykowianeczka' on an A5 cover: cut with a hyphen, its colon never alone at the start of a line", async () => {
    const text = readFileSync(join(process.cwd(), 'templates/statki.yaml'), 'utf8').replace('name: { pl: krążownik, en: cruiser }', 'name: { pl: Okręt Konstantynopolitańczykowianeczka, en: Seaplane tender }');
    const dir = mkdtempSync(join(tmpdir(), 'salvo-cover-'));
    writeFileSync(join(dir, 'tender.yaml'), text);
    const v = await loadVariant(join(dir, 'tender.yaml'), { cwd: dir, missingGlyphs });
    const { bytes } = await renderPadPdf(v, { paper: 'A5', perPage: 1, sheets: 1, lang: 'pl', cover: true, date: FIXED_DOCUMENT_DATE });
    // The cover's panels are columns of lines, each line one text item.
    const items = await pdfPlacedText(bytes, 1);
    // The line under it in its panel (a fleet entry's later line is set in a little).
    const next = (t: PlacedText) => items.filter((u) => u.x > t.x - 0.5 && u.x < t.x + 20 && u.y > t.y + 0.1).sort((a, b) => a.y - b.y)[0];
    // No line begins with punctuation.
    for (const t of items) expect(t.text, t.text).not.toMatch(/^[:;,.!?)»”]/u);
    const cut = items.find((t) => /Konstan\p{L}*-$/u.test(t.text));
    expect(cut, items.map((t) => t.text).join(' / ')).toBeDefined();
    const tail = next(cut!)!.text.split(' ')[0]!;
    // Not a letter or two alone on the next line; joined again, the word is whole.
    expect((tail.match(/\p{L}/gu) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(`${cut!.text.split(' ').at(-1)!.slice(0, -1)}${tail}`).toBe('Konstantynopolitańczykowianeczka:');
  });
});

describe('a front a few rows short of a whole game', async () => {
  const statki15 = await loadVariant('statki-15', { cwd: process.cwd(), missingGlyphs });
  // In English the log is two halves of sub-columns of one width (pad-log-even.test.ts), which hold
  // the game in rows taller than the tight ones.
  it('Statki 15×15 on A4 [en]: two halves of one width hold all 225 shots on the front in rows taller than TIGHT_ROW_MM', () => {
    const content = padContent(statki15, 'en');
    const layout = layoutPad(content, { paper: 'A4', perPage: 1 });
    const front = layout.sheets[0]!;
    expect(front.arrangement).toBe('halves');
    expect(layout.backs).toBeNull();
    expect(front.log.rows).toBe(content.log.wantedRows);
    expect(front.log.entry.rowHeight).toBeGreaterThan(TIGHT_ROW_MM);
  });
  it.each(['pl'])('Statki 15×15 on A4 [%s]: rows of TIGHT_ROW_MM hold all 225 shots on the front, no back printed for the last few', async (lang) => {
    const content = padContent(statki15, lang);
    const layout = layoutPad(content, { paper: 'A4', perPage: 1 });
    const front = layout.sheets[0]!;
    // At their usual height the rows this front has room for fall short of the game.
    const usual = logEntry(content.log, front.scale).rowHeight;
    expect(usual).toBeGreaterThan(TIGHT_ROW_MM);
    const room = front.log.chunks.reduce((n, c) => n + chunkShape(logEntry(content.log, front.scale, c.box.w), c.box, c.caption).rows * c.columns, 0);
    expect(room).toBeLessThan(content.log.wantedRows);
    expect(layout.backs).toBeNull();
    expect(front.log.rows).toBe(content.log.wantedRows);
    expect(front.log.entry.rowHeight).toBe(TIGHT_ROW_MM);
    // As printed: one page a sheet, every row number 1–225 on it, TIGHT_ROW_MM apart down a column.
    const { bytes, pages } = await renderPadPdf(statki15, { paper: 'A4', perPage: 1, sheets: 2, lang, cover: false, date: FIXED_DOCUMENT_DATE });
    expect(pages).toBe(2);
    const items = await pdfPlacedText(bytes, 1);
    const numbers = items.filter((t) => /^\d+$/u.test(t.text) && t.size < 7);
    const logNumbers = numbers.filter((t) => Number(t.text) > 15);
    for (let n = 16; n <= content.log.wantedRows; n++) expect(logNumbers.some((t) => Number(t.text) === n), `row ${n}`).toBe(true);
    const at = (n: number) => logNumbers.find((t) => Number(t.text) === n)!;
    expect(at(21).y - at(20).y).toBeCloseTo(TIGHT_ROW_MM, 1);
    expect(at(21).x).toBeCloseTo(at(20).x, 1);
    // The charts keep the cells they had.
    for (const p of columnPitch(items, statki15.board.columnLabels)) expect(p).toBeCloseTo(front.cell, 1);
  });
});

describe('a front whose legend, its lines whole, takes the room of the log column a whole game needs', async () => {
  const statki15 = await loadVariant('statki-15', { cwd: process.cwd(), missingGlyphs });
  it.each(['pl', 'en'])('Statki 15×15 on letter [%s], one a page: all 225 shots on the front, the legend wrapped beside the roster, no back', async (lang) => {
    const content = padContent(statki15, lang);
    const layout = layoutPad(content, { paper: 'letter', perPage: 1 });
    const front = layout.sheets[0]!;
    expect(layout.backs).toBeNull();
    expect(front.log.rows).toBe(content.log.wantedRows);
    // Nothing overlaps: the blocks, the log's pieces and the charts each in a box of their own, inside the frame.
    const boxes = [
      ...front.blocks.map((b) => ({ name: b.kind, x: b.x, y: b.y, w: b.geometry.width, h: b.geometry.height })),
      ...front.log.chunks.map((c, i) => ({ name: `log ${i}`, x: c.box.x, y: c.box.y, w: c.columns * entryWidth(front.log.entry) + (c.columns - 1) * front.log.entry.gap, h: c.box.h })),
      ...front.charts.map((c, i) => ({ name: `chart ${i}`, x: c.x, y: c.y, w: c.metrics.width, h: c.metrics.height })),
    ];
    const f = front.frame;
    for (const a of boxes) {
      expect(a.x, a.name).toBeGreaterThanOrEqual(f.x - 1e-6);
      expect(a.x + a.w, a.name).toBeLessThanOrEqual(f.x + f.w + 1e-6);
      expect(a.y + a.h, a.name).toBeLessThanOrEqual(f.y + f.h + 1e-6);
      for (const b of boxes) {
        if (a === b) continue;
        const apart = a.x + a.w <= b.x + 1e-6 || b.x + b.w <= a.x + 1e-6 || a.y + a.h <= b.y + 1e-6 || b.y + b.h <= a.y + 1e-6;
        expect(apart, `${a.name} and ${b.name}`).toBe(true);
      }
    }
    // As printed: one page a sheet, every row number to 225 on it.
    const { bytes, pages } = await renderPadPdf(statki15, { paper: 'letter', perPage: 1, sheets: 2, lang, cover: false, date: FIXED_DOCUMENT_DATE });
    expect(pages).toBe(2);
    const numbers = new Set((await pdfPlacedText(bytes, 1)).filter((t) => /^\d+$/u.test(t.text) && t.size < 7).map((t) => Number(t.text)));
    for (let n = 16; n <= content.log.wantedRows; n++) expect(numbers.has(n), `row ${n}`).toBe(true);
  });
});

describe('a sheet over two pages whose log page is a few rows short of a whole game', async () => {
  // Jutland on a 16×16 board (as `salvo init jutland` and an edit of the board make it): on A5 the
  // charts take a page, the roster and log another, which holds rows 1–85 of the 86 a game may need.
  const text = readFileSync(join(process.cwd(), 'templates/jutland.yaml'), 'utf8')
    .replace(/^ {2}rows: 10$/mu, '  rows: 16')
    .replace(/^ {2}columns: 10$/mu, '  columns: 16')
    .replace(/^ {2}columnLabels: \[A, B, C, D, E, F, G, H, I, J\]$/mu, '  columnLabels: [A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P]');
  const dir = mkdtempSync(join(tmpdir(), 'salvo-j16-'));
  writeFileSync(join(dir, 'j16.yaml'), text);
  const j16 = await loadVariant(join(dir, 'j16.yaml'), { cwd: dir, missingGlyphs });
  it.each([1, 2] as const)('Jutland 16×16 on A5, %i asked a page: the last rows beside the charts, no back page for them', async (perPage) => {
    expect(j16.board.columnLabels).toHaveLength(16);
    const content = padContent(j16, 'en');
    const layout = layoutPad(content, { paper: 'A5', perPage });
    expect(layout.split).toBe(true);
    const [charts, rest] = layout.sheets as [SheetLayout, SheetLayout];
    const wanted = content.log.wantedRows;
    expect(rest.log.rows).toBeLessThan(wanted);
    expect(layout.backs).toBeNull();
    expect(rest.log.rows + charts.log.rows).toBe(wanted);
    expect(rest.log.overleaf).toEqual({ from: rest.log.rows + 1, to: wanted, where: 'charts' });
    // As printed: two pages a sheet (charts, then log), no back.
    const { bytes, pages } = await renderPadPdf(j16, { paper: 'A5', perPage, sheets: 1, lang: 'en', cover: false, date: FIXED_DOCUMENT_DATE });
    expect(pages).toBe(padPages(layout, 1));
    expect(pages).toBe(2);
    const first = await pdfPlacedText(bytes, 1);
    const range = rowsText(rest.log.rows + 1, wanted);
    const caption = first.find((t) => t.text === continuedCaption(content, rest.log.rows + 1, wanted));
    expect(caption, first.map((t) => t.text).join(' / ')).toBeDefined();
    // Beside the charts, clear of them and of the page's margins.
    const chartsRight = Math.max(...charts.charts.map((c) => c.x + c.metrics.width));
    const page = PAPERS.A5;
    for (let n = rest.log.rows + 1; n <= wanted; n++) {
      const row = first.find((t) => t.text === String(n) && t.x > chartsRight);
      expect(row, `row ${n}`).toBeDefined();
    }
    for (const t of first.filter((u) => u.x >= caption!.x - 0.5)) {
      expect(t.x).toBeGreaterThan(chartsRight);
      expect(t.x + t.width).toBeLessThanOrEqual(page.width - MARGINS.A5 + 0.01);
    }
    const second = (await pdfPlacedText(bytes, 2)).map((t) => t.text);
    expect(second).toContain(fill(content.text.logOnCharts, range));
    // As a publisher sets it: the apostrophe typographic, not a straight quote.
    expect(second).toContain(`${range} on the charts’ page`);
    // A range of one row is that row, not `86–86`, on either page.
    for (const t of [...first.map((u) => u.text), ...second]) expect(t).not.toMatch(/(?<!\d)(\d+)–\1(?!\d)/u);
    expect(second).toContain(String(rest.log.rows));
    expect(second).not.toContain(String(wanted));
  });
});

describe("the cover's fleet list", () => {
  it.each([
    ['perelman', 'ru', 'A4'],
    ['perelman', 'en', 'A5'],
    ['statki', 'pl', 'A5'],
    ['morskoy-boy', 'ru', 'letter'],
    ['jutland', 'en', 'A5'],
    ['statki-15', 'pl', 'A5'],
  ] as const)('%s [%s] on %s: a class\'s count and its noun on one line, its size and unit on one line, never "1" / "корабль" or "из 4" / "кл."; the board\'s ranges whole', async (id, lang, paper) => {
    const v = await loadVariant(id, { cwd: process.cwd(), missingGlyphs });
    const content = padContent(v, lang);
    const { bytes } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang, cover: true, date: FIXED_DOCUMENT_DATE });
    // The cover's panels are columns of lines, each line one text item (no-break spaces read as spaces).
    const lines = (await pdfPlacedText(bytes, 1)).map((t) => t.text.replace(/\u00a0/gu, ' '));
    for (const r of content.roster.rows) {
      const count = fill(content.text.shipCount, r.count);
      const size = fill(content.text.shipCells, r.size);
      expect(lines.some((l) => l.includes(`${r.name}: ${count}`) || l.startsWith(count)), `${r.name}: ${count} in ${lines.join(' / ')}`).toBe(true);
      expect(lines.some((l, i) => l.includes(`${count} ${size}`) || (l.startsWith(size) && lines[i - 1]!.endsWith(count))), `${size} in ${lines.join(' / ')}`).toBe(true);
    }
    const board = `${v.board.columns} × ${v.board.rows}`;
    expect(lines.some((l) => l.includes(board))).toBe(true);
    // The labels' ranges, '(A–J, 1–10)', on one line.
    const ends = (l: readonly string[]) => `${l[0]}–${l.at(-1)}`;
    const ranges = `(${ends(v.board.columnLabels)}, ${ends(v.board.rowLabels)})`;
    expect(lines.some((l) => l.includes(ranges)), `${ranges} in ${lines.join(' / ')}`).toBe(true);
    // No line, the rules' included, ends in a '×' (or a '10 x') or begins with one; no line of the fleet list with a size's unit.
    // Every count's noun and size's unit, in the form its number takes (`statek`, `statki`; `pola`, `pól`).
    const units = [...new Set(content.roster.rows.flatMap((r) => [fill(content.text.shipCount, r.count), fill(content.text.shipCells, r.size)].map((w) => w.replace(/^(\S+ )?\d+ /u, ''))))];
    for (const l of lines) {
      expect(l, l).not.toMatch(/(×|\d x)$/u);
      expect(l, l).not.toMatch(/^(×|x \d)/u);
    }
    for (const l of lines.slice(0, lines.indexOf(content.text.rules))) for (const unit of units) expect(l.startsWith(unit), l).toBe(false);
  });
});

describe('a front that holds a whole game only with small chart cells', async () => {
  const salvo = await loadVariant('classic-salvo', { cwd: process.cwd(), missingGlyphs });
  it('Classic Salvo on letter, two a page: the log partly beside the last blocks, the charts larger, as printed', async () => {
    const content = padContent(salvo, 'en');
    const layout = layoutPad(content, { paper: 'letter', perPage: 2 });
    expect(layout.backs).toBeNull();
    // A piece of the log beside a block (right of the roster's shelf), without which the rest would
    // not hold the game at these cells.
    const front = layout.sheets[0]!;
    const besideShelf = front.log.chunks.filter((c) => front.blocks.some((b) => b.x < c.box.x && b.y < c.box.y + c.box.h && c.box.y < b.y + b.geometry.height));
    expect(besideShelf.length).toBeGreaterThan(0);
    expect(front.log.rows - besideShelf.reduce((n, c) => n + c.count, 0)).toBeLessThan(content.log.wantedRows);
    // A game's log in two pieces, the fewest the page allows (the column beside the charts alone
    // holds less than a game), not in three (rows 1–4 and 5–8 beside the legend, 9–37 beside the charts).
    expect(logPieces(front.log.chunks)).toBe(2);
    const strip = front.log.chunks.find((c) => c.box.y < Math.min(...front.charts.map((ch) => ch.y + ch.metrics.height)))!;
    expect(chunkShape(front.log.entry, strip.box, true).rows).toBeLessThan(content.log.wantedRows);
    // Cells a millimetre past the least a pencil can write in, not 4.1 mm ones between wide white margins.
    for (const s of layout.sheets) {
      expect(s.cell).toBeGreaterThanOrEqual(MIN_CELL_MM + 1);
      expect(s.log.rows).toBeGreaterThanOrEqual(content.log.wantedRows);
    }
    const { bytes, pages } = await renderPadPdf(salvo, { paper: 'letter', perPage: 2, sheets: 2, lang: 'en', cover: false, date: FIXED_DOCUMENT_DATE });
    expect(pages).toBe(1);
    const items = await pdfPlacedText(bytes, 1);
    const pitches = columnPitch(items, salvo.board.columnLabels);
    expect(pitches).toHaveLength(2);
    for (const p of pitches) expect(p).toBeCloseTo(front.cell, 1);
    for (const sheet of layout.sheets) {
      const pieces = sheet.log.chunks.map((c) => c.box);
      const inPieces = pieces.flatMap((b) => inside(items, b));
      for (let n = 1; n <= content.log.wantedRows; n++) expect(inPieces.filter((t) => t.text === String(n)), `row ${n}`).toHaveLength(1);
      const boxes = [
        ...sheet.blocks.map((b) => ({ what: b.kind, x: b.x, y: b.y, w: b.geometry.width, h: b.geometry.height })),
        ...sheet.charts.map((c) => ({ what: 'chart', x: c.x, y: c.y, w: c.metrics.width, h: c.metrics.height })),
      ];
      for (const b of boxes) {
        for (const piece of pieces) {
          const apart = piece.x >= b.x + b.w || b.x >= piece.x + piece.w || piece.y >= b.y + b.h || b.y >= piece.y + piece.h;
          expect(apart, `${b.what} and the log piece at ${piece.x.toFixed(1)}, ${piece.y.toFixed(1)}`).toBe(true);
        }
      }
    }
  });
});

describe("the cover's line breaks, as a typesetter makes them", async () => {
  const { listTemplates } = await import('../../src/variant/load.js');
  const cases = (await listTemplates()).flatMap((t) => t.variant.languages.flatMap((lang) => (['A4', 'A5', 'letter'] as const).map((paper) => [t.id, lang, paper] as const)));
  it.each(cases)('%s [%s] on %s: no line opens with a dash, ends in a sign between two terms, or leaves a one-letter word at its end', async (id, lang, paper) => {
    const v = await loadVariant(id, { cwd: process.cwd(), missingGlyphs });
    const { bytes, pages } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang, cover: true, date: FIXED_DOCUMENT_DATE });
    const coverPages = pages - padPages(layoutPad(padContent(v, lang), { paper, perPage: 1 }), 1);
    expect(coverPages).toBeGreaterThan(0);
    for (let p = 1; p <= coverPages; p++) {
      // The cover's panels are columns of lines, each line one text item.
      const items = await pdfPlacedText(bytes, p);
      for (const t of items) {
        const l = t.text.replace(/\u00a0/gu, ' ').trim();
        const where = `${id} ${lang} ${paper} p${p}: ${l}`;
        expect(l, where).not.toMatch(/^[—–×=] /u);
        expect(l, where).not.toMatch(/ [×=]$/u);
        const letter = /(?:^|\s)(\p{L})$/u.exec(l)?.[1];
        if (letter === undefined) continue;
        // Left at the end only where it and the next line's first word are wider than any line of the column.
        const column = items.filter((u) => Math.abs(u.x - t.x) < 0.5);
        const next = column.filter((u) => u.y > t.y + 0.1).sort((a, b) => a.y - b.y)[0];
        expect(next, where).toBeDefined();
        // (The next line's first words as bound: its one-letter words and the word after them.)
        const nextWords = next!.text.replace(/\u00a0/gu, ' ').trim().split(' ');
        let n = 0;
        while (n < nextWords.length - 1 && /^\p{L}$/u.test(nextWords[n]!)) n++;
        const together = textWidth([letter, ...nextWords.slice(0, n + 1)].join(' '), 'regular', t.size);
        expect(together, where).toBeGreaterThan(Math.max(...column.map((u) => u.width)));
      }
    }
  });
});

describe('a log that the column beside the charts holds whole', async () => {
  const cases = (['statki', 'morskoy-boy'] as const).flatMap((id) => ['en', 'pl', 'ru'].map((lang) => [id, lang] as const));
  const variants = new Map(await Promise.all((['statki', 'morskoy-boy'] as const).map(async (id) => [id, await loadVariant(id, { cwd: process.cwd(), missingGlyphs })] as const)));
  const papers = ['letter', 'A4'] as const;
  it.each(cases.filter(([id, lang]) => variants.get(id)!.languages.includes(lang)).flatMap((c) => papers.map((p) => [...c, p] as const)))(
    '%s [%s] on %s, two a page: the game in that column, not partly in pieces of a handful of rows under the roster',
    async (id, lang, paper) => {
      const v = variants.get(id)!;
      const content = padContent(v, lang);
      const { layout, items } = await firstSheet(v, lang, paper, 2);
      const sheet = layout.sheets[0]!;
      expect(sheet.log.rows).toBe(content.log.maxRows);
      const strip = sheet.log.chunks.find((c) => c.box.y < Math.min(...sheet.charts.map((ch) => ch.y + ch.metrics.height)));
      expect(strip).toBeDefined();
      // The column beside the charts holds the whole log: every other piece would be one of a few rows.
      expect(chunkShape(sheet.log.entry, strip!.box, true).rows * strip!.columns).toBeGreaterThanOrEqual(content.log.maxRows);
      expect(sheet.log.chunks).toEqual([strip]);
      // As printed: every row number once, in that column, none under the roster.
      const roster = sheet.blocks.find((b) => b.kind === 'roster')!;
      const inStrip = inside(items, strip!.box);
      for (let n = 1; n <= content.log.maxRows; n++) expect(inStrip.filter((t) => t.text === String(n)), `row ${n}`).toHaveLength(1);
      const underRoster = items.filter((t) => t.y > roster.y + roster.geometry.height && t.x < strip!.box.x && /^\d+$/u.test(t.text));
      expect(underRoster.map((t) => t.text)).toEqual([]);
      // Its rows taller than the scale makes them, down to the foot of the column: room to write,
      // not a band of white under the log.
      const row = (n: number) => inStrip.find((t) => t.text === String(n))!;
      const pitch = row(2).y - row(1).y;
      expect(pitch).toBeGreaterThan(logEntry(content.log, sheet.scale, strip!.box.w).rowHeight + 0.25);
      expect(strip!.box.y + strip!.box.h - row(strip!.rows).y).toBeLessThan(pitch);
    },
  );
});
