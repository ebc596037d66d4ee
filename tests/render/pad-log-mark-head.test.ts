/**
 * In a one-shot game the log's narrow column for the shot's mark (miss, hit, sunk) has a heading of
 * its own, in the pad's language (Result, Ответ, Wynik; cut short, Res., Отв., Wyn., where the whole
 * word has not the room), the column ruled off through the heading, widened to the word out of the
 * cell's spare width; before, the cell's heading (Cell, Клетка, Pole) spanned both columns and the
 * marks' column had none. The cell's heading stays whole, but on the tightest logs (Морской бой in
 * Russian two a page), where it is cut short to Кл. so that Отв. has a heading beside it; the cell's
 * slot keeps room for its pencilled name with a margin of 0.75 mm a side at scale 1, not 1 mm (Statki
 * 15×15 in Polish on letter: Pole | Wyn.). Drawn, and read back from the PDF.
 */
import { describe, expect, it } from 'vitest';
import { makeVariant } from '../helpers/make-variant.js';
import { drawLogChunk, entryWidth, logEntry } from '../../src/render/log.js';
import { padText } from '../../src/render/i18n.js';
import { padContent, type LogSpec } from '../../src/render/pad-content.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { templateVariants } from './cases.js';
import { pdfPlacedText, pdfText } from './raster.js';
import { loadVariant } from '../../src/variant/load.js';
import { missingGlyphs, textWidth } from '../../src/render/fonts.js';

const oneShot: LogSpec = { title: 'Log', shotsPerRow: 1, markPerShot: true, resultColumn: false, resultHeading: '', wantedRows: 40, maxRows: 40, widestCell: 'J10' };

function drawn(lang: string, spare: number, s: LogSpec = oneShot): { d: RecordingDrawing; e: ReturnType<typeof logEntry>; w: number } {
  const text = padContent(makeVariant(), lang).text;
  const e = logEntry(s, 1);
  const w = entryWidth(e) + spare;
  const d = new RecordingDrawing();
  d.beginPage({ width: 210, height: 297 });
  drawLogChunk(d, { box: { x: 10, y: 10, w, h: 200 }, caption: false, columns: 1, rows: 3, first: 1, count: 3 }, e, s, text);
  return { d, e, w };
}

describe('the one-shot log’s mark column', () => {
  it.each([
    ['en', 'Result', 'Cell'],
    ['ru', 'Ответ', 'Клетка'],
    ['pl', 'Wynik', 'Pole'],
  ])('[%s] is headed %s, over the column, beside the cell’s own heading whole', (lang, mark, cell) => {
    const { d, e, w } = drawn(lang, 20);
    const texts = d.texts();
    const head = texts.find((t) => t.text === mark);
    expect(head).toBeDefined();
    expect(texts.some((t) => t.text === cell)).toBe(true);
    // The rule before the marks' column runs from the top of the heading down: the heading is centred between it and the right edge.
    const rule = d.segments().find(([x1, y1, x2, y2]) => x1 === x2 && y1 === 10 && y2 > y1 && x1 > 10 + e.numberWidth + 1 && x1 < 10 + w - 1e-6);
    expect(rule).toBeDefined();
    const [rx] = rule!;
    expect(head!.x).toBeCloseTo((rx + 10 + w) / 2, 6);
    expect(10 + w - rx).toBeGreaterThanOrEqual(textWidth(mark, 'condensed', e.textSize) - 1e-6);
    // The cell's slot keeps at least its own width.
    expect(rx - (10 + e.numberWidth)).toBeGreaterThanOrEqual(e.slotWidth - 1e-6);
  });

  it('is headed Res. where the whole word has not the room, the cell’s heading whole beside it', () => {
    const tight = oneShot;
    const heads: string[] = [];
    // From a chunk narrower than an entry at its narrowest (Res. fits the mark's own width at this scale) to a roomy one.
    for (let spare = -4; spare <= 8; spare += 0.25) {
      const texts = drawn('en', spare, tight).d.texts().map((t) => t.text);
      if (spare >= 0) expect(texts).toContain('Cell');
      heads.push(texts.find((t) => /^Res/u.test(t)) ?? '');
    }
    expect(heads[0]).toBe('Res.');
    expect(heads).toContain('Res.');
    expect(heads.at(-1)).toBe('Result');
    // Never back to a shorter word as the room grows.
    const rank = (h: string): number => ['', 'Res.', 'Result'].indexOf(h);
    for (let i = 1; i < heads.length; i++) expect(rank(heads[i]!)).toBeGreaterThanOrEqual(rank(heads[i - 1]!));
  });

  it('is not drawn where a salvo is several shots or the log has a result column', () => {
    expect(drawn('en', 20, { ...oneShot, shotsPerRow: 3 }).d.texts().map((t) => t.text)).not.toContain('Result');
    expect(drawn('en', 20, { ...oneShot, markPerShot: false, resultColumn: true, resultHeading: 'Result announced' }).d.texts().map((t) => t.text)).not.toContain('Result');
  });

  it.each([
    ['statki', 'pl', 'A4', 1],
    ['morskoy-boy', 'ru', 'A4', 1],
    ['classic-1967', 'en', 'letter', 1],
    // The tightest: the cell's heading cut short too (Кл. | Отв.), or the slot keeping less slack around the pencilled cell (Pole | Wyn.).
    ['morskoy-boy', 'ru', 'A4', 2],
    ['morskoy-boy', 'ru', 'letter', 2],
    ['statki-15', 'pl', 'letter', 1],
    // Pole and Wyn. have not the room as measured: the number column narrowed to the page's rows (A5), the sub-columns set closer (A4).
    ['statki', 'pl', 'A4', 2],
    ['statki', 'pl', 'A5', 2],
    ['statki-15', 'pl', 'A5', 1],
    ['statki-15', 'pl', 'letter', 2],
    // Кл. and Отв. on every piece, the narrower of two pieces with its sub-columns set closer.
    ['decoys', 'ru', 'A5', 2],
  ] as const)('%s (%s, %s, %i a page): every sub-column of the printed log heads its marks beside its cells', async (id, lang, paper, perPage) => {
    const variant = id === 'decoys' ? await loadVariant('examples/variants/decoys.yaml', { cwd: process.cwd(), missingGlyphs }) : (await templateVariants()).find((v) => v.id === id)!;
    const { bytes } = await renderPadPdf(variant, { paper, perPage, sheets: 2, lang, cover: false, date: FIXED_DOCUMENT_DATE });
    const t = padText(lang);
    for (const page of (await pdfText(bytes)).items) {
      const cells = page.filter((x) => x === t.cell || x === t.cellShort).length;
      expect(cells).toBeGreaterThan(0);
      expect(page.filter((x) => x === t.mark || x === t.markShort).length).toBe(cells);
    }
    // Printed apart: on the headings' line, each word (Nr, the cell's, the mark's) ends at least 0.5 mm before the next begins.
    const { pages } = await pdfText(bytes);
    for (let p = 1; p <= pages; p++) {
      const placed = await pdfPlacedText(bytes, p);
      for (const cell of placed.filter((x) => x.text === t.cell || x.text === t.cellShort)) {
        const line = placed.filter((x) => Math.abs(x.y - cell.y) < 0.05).sort((a, b) => a.x - b.x);
        const mark = line.find((x) => x.x > cell.x && (x.text === t.mark || x.text === t.markShort));
        expect(mark, `page ${p}: ${line.map((x) => x.text).join(' ')}`).toBeDefined();
        for (let i = 1; i < line.length; i++) expect(line[i]!.x - (line[i - 1]!.x + line[i - 1]!.width), line.map((x) => x.text).join(' ')).toBeGreaterThanOrEqual(0.5);
      }
    }
  });

  it('cuts the cell’s heading short (Кл.) only where the mark’s has not the room for Отв. beside Клетка whole', () => {
    const ru: LogSpec = { ...oneShot, widestCell: 'К10' };
    const pairs: string[] = [];
    for (let spare = -4; spare <= 8; spare += 0.25) {
      const texts = drawn('ru', spare, ru).d.texts().map((x) => x.text);
      pairs.push(`${texts.find((x) => x === 'Клетка' || x === 'Кл.') ?? ''}|${texts.find((x) => x === 'Ответ' || x === 'Отв.') ?? ''}`);
    }
    expect(pairs).toContain('Кл.|Отв.');
    expect(pairs).toContain('Клетка|Отв.');
    expect(pairs.at(-1)).toBe('Клетка|Ответ');
    // Never back to shorter words as the room grows.
    const rank = (h: string): number => ['|', 'Клетка|', 'Кл.|Отв.', 'Клетка|Отв.', 'Клетка|Ответ'].indexOf(h);
    for (let i = 1; i < pairs.length; i++) expect(rank(pairs[i]!), pairs.join(' ')).toBeGreaterThanOrEqual(rank(pairs[i - 1]!));
  });
});
