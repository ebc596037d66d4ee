import { describe, expect, it } from 'vitest';
import type { Box } from '../../src/render/drawing.js';
import { padContent } from '../../src/render/pad-content.js';
import { layoutPad, logPieces, MARGINS, MIN_CELL_MM, overleafTemplate, padPages, PAPERS, type Paper } from '../../src/render/pad-layout.js';
import { drawPad, padArrangement, renderPadPdf } from '../../src/render/pad.js';
import { drawLogChunk } from '../../src/render/log.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { pdfText } from './raster.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { missingGlyphs, textWidth } from '../../src/render/fonts.js';
import { fill } from '../../src/render/i18n.js';
import { loadVariant } from '../../src/variant/load.js';
import { join } from 'node:path';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Variant } from '../../src/variant/model.js';
import { allVariants } from './cases.js';
import { expectInsideMargins, overlap, sheetBoxes } from './sheet-boxes.js';
import { perelmanLike, statki15Bent } from './fixtures.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const variants = await allVariants();
const PAPER_LIST: readonly Paper[] = ['A4', 'A5', 'letter'];
const cases = variants.flatMap((v) => PAPER_LIST.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v, paper, perPage }))));

function boxesOf(v: Variant, paper: Paper, perPage: 1 | 2): { name: string; box: Box }[][] {
  return layoutPad(padContent(v, v.languages[0]!), { paper, perPage }).sheets.map(sheetBoxes);
}

describe.each(cases)('$v.id on $paper, $perPage per page', ({ v, paper, perPage }) => {
  // The pad's content and layout, worked out once for the tests below that read them (not drawn).
  let laid: { content: ReturnType<typeof padContent>; layout: ReturnType<typeof layoutPad> } | undefined;
  const pad = (): { content: ReturnType<typeof padContent>; layout: ReturnType<typeof layoutPad> } => {
    if (laid === undefined) {
      const content = padContent(v, v.languages[0]!);
      laid = { content, layout: layoutPad(content, { paper, perPage }) };
    }
    return laid;
  };

  it('draws nothing outside the printable margins', () => {
    const rec = new RecordingDrawing();
    const pages = drawPad(rec, v, { paper, perPage, sheets: 2 * perPage, lang: v.languages[0]!, cover: true });
    expect(pages).toBe(rec.pages);
    expectInsideMargins(rec, paper);
  });

  it('places the header, charts, blocks and log without overlaps, inside the sheet frame', () => {
    const { layout } = pad();
    layout.sheets.map(sheetBoxes).forEach((boxes, i) => {
      const f = layout.sheets[i]!.frame;
      for (const { name, box } of boxes) {
        expect(box.x, name).toBeGreaterThanOrEqual(f.x - 1e-6);
        expect(box.y, name).toBeGreaterThanOrEqual(f.y - 1e-6);
        expect(box.x + box.w, name).toBeLessThanOrEqual(f.x + f.w + 1e-6);
        expect(box.y + box.h, name).toBeLessThanOrEqual(f.y + f.h + 1e-6);
      }
      for (let a = 0; a < boxes.length; a++) for (let b = a + 1; b < boxes.length; b++) expect(overlap(boxes[a]!.box, boxes[b]!.box), `${boxes[a]!.name} / ${boxes[b]!.name}`).toBe(false);
    });
  });

  it('numbers the log rows 1..n once each, with every block placed', () => {
    const { content, layout } = pad();
    const sheet = layout.sheets[0]!;
    expect(sheet.blocks.filter((b) => b.kind === 'roster')).toHaveLength(1);
    expect(sheet.blocks.filter((b) => b.kind === 'legend')).toHaveLength(1);
    expect(sheet.blocks.filter((b) => b.kind === 'tracker')).toHaveLength(content.trackers.length);
    const numbers = sheet.log.chunks.flatMap((c) => Array.from({ length: c.count }, (_, i) => c.first + i));
    expect(numbers).toEqual(Array.from({ length: sheet.log.rows }, (_, i) => i + 1));
    expect(sheet.log.rows).toBeGreaterThan(0);
    expect(sheet.log.rows).toBeLessThanOrEqual(content.log.maxRows);
  });
});

describe('cell sizes', () => {
  it('a 10×10 board on a full A4 sheet gets 6–8 mm cells and room for a full game', () => {
    const content = padContent(perelmanLike, 'ru');
    const sheet = layoutPad(content, { paper: 'A4', perPage: 1 }).sheets[0]!;
    expect(sheet.cell).toBeGreaterThanOrEqual(6);
    expect(sheet.cell).toBeLessThanOrEqual(8);
    expect(sheet.log.rows).toBeGreaterThanOrEqual(content.log.wantedRows);
  });
  it('cells shrink for 15×15 and for two sheets per page, but stay writable', () => {
    const a4 = layoutPad(padContent(perelmanLike, 'ru'), { paper: 'A4', perPage: 1 }).sheets[0]!.cell;
    const half = layoutPad(padContent(perelmanLike, 'ru'), { paper: 'A4', perPage: 2 }).sheets[0]!.cell;
    const big = layoutPad(padContent(statki15Bent, 'pl'), { paper: 'A4', perPage: 1 }).sheets[0]!.cell;
    expect(half).toBeLessThan(a4);
    expect(big).toBeLessThan(a4);
    expect(big).toBeGreaterThanOrEqual(4.5);
    expect(half).toBeGreaterThanOrEqual(4);
  });
});

describe('a board too big to share a frame', () => {
  const L = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const huge = makeVariant({
    id: 'huge',
    rows: 26,
    columns: 26,
    fleet: Array.from({ length: 12 }, (_, i) => shipClass(`ship-${i}`, 1 + (i % 5), { count: 2, name: { en: `Ship number ${i + 1}` } })),
    board: { columnLabels: L.split(''), rowLabels: Array.from({ length: 26 }, (_, i) => `r${i + 1}`) },
  });

  // 676 shots are more rows than the log's part holds: each sheet has backs (the log's page's back,
  // and one a page, the charts' page's blank back), as a whole sheet has its back.
  it.each([
    ['A4', 1, 4],
    ['A5', 1, 4],
    // Two asked a page: half a page would give cells under 3.5 mm; one a page gives larger ones.
    ['A4', 2, 4],
    ['letter', 2, 4],
  ] as const)('%s, %i per page: split over two frames (%i pages a sheet, backs included), charts in one, the rest in the other', (paper, perPage, pagesPerSheet) => {
    const content = padContent(huge, 'en');
    const layout = layoutPad(content, { paper, perPage });
    expect(layout.split).toBe(true);
    expect(layout.backs).not.toBeNull();
    // (and where the log's page and its back do not hold a whole game, its leaves)
    const leaves = layout.leaves?.length ?? 0;
    expect(padPages(layout, 3)).toBe(3 * (pagesPerSheet + leaves));
    const [a, b] = layout.sheets;
    expect(a!.charts).toHaveLength(2);
    expect(a!.blocks).toHaveLength(0);
    expect(b!.charts).toHaveLength(0);
    expect(b!.log.rows).toBeGreaterThan(0);
    expect(a!.cell).toBeGreaterThanOrEqual(3);
    const rec = new RecordingDrawing();
    const pages = drawPad(rec, huge, { paper, perPage, sheets: 3, lang: 'en', cover: false });
    expect(pages).toBe(3 * (pagesPerSheet + leaves));
    expect(rec.pages).toBe(pages);
    const page = PAPERS[paper];
    const m = MARGINS[paper];
    for (let p = 0; p < rec.pages; p++) {
      for (const bb of rec.boundsOn(p)) {
        expect(bb.left).toBeGreaterThanOrEqual(m - 1e-6);
        expect(bb.top).toBeGreaterThanOrEqual(m - 1e-6);
        expect(bb.right).toBeLessThanOrEqual(page.width - m + 1e-6);
        expect(bb.bottom).toBeLessThanOrEqual(page.height - m + 1e-6);
      }
    }
    // Every label is printed on both charts of every sheet.
    const texts = rec.texts().map((t) => t.text);
    for (const label of [...L, 'r26']) expect(texts.filter((t) => t === label).length).toBeGreaterThanOrEqual(6);
  });

  it('A5 with two per page, too small for it: one sheet a page instead, over two pages, as --per-page 1 prints it', () => {
    // It was refused (pad-too-small, "use --per-page 1") though one a page prints.
    const content = padContent(huge, 'en');
    const two = layoutPad(content, { paper: 'A5', perPage: 2 });
    const one = layoutPad(content, { paper: 'A5', perPage: 1 });
    expect(two.fallback).toBe('too-large');
    expect(two.split).toBe(true);
    expect(two.perPage).toBe(1);
    expect(two.sheets).toEqual(one.sheets);
    expect(padPages(two, 3)).toBe(padPages(one, 3));
    expect(padArrangement(huge, { paper: 'A5', perPage: 2, lang: 'en' })).toEqual({ ...padArrangement(huge, { paper: 'A5', perPage: 1, lang: 'en' }), fallback: 'too-large' });
    expect(drawPad(new RecordingDrawing(), huge, { paper: 'A5', perPage: 2, sheets: 3, lang: 'en', cover: false })).toBe(padPages(one, 3));
  });
});

describe('long titles and side names', () => {
  it('shrink, then end in an ellipsis, and never run off the sheet or into each other', async () => {
    const v = variants.find((x) => x.id === 'perelman')!;
    const title = 'Турнир клуба любителей морского боя имени капитана Немо, финал '.repeat(3).trim();
    const side = 'Пётр Петрович Пустопорожний-Переплётчиков '.repeat(3).trim();
    for (const paper of PAPER_LIST) {
      const rec = new RecordingDrawing();
      drawPad(rec, v, { paper, perPage: 1, sheets: 2, lang: 'ru', cover: false, title, sides: [side, 'Вася'] });
      const page = PAPERS[paper];
      const m = MARGINS[paper];
      for (const b of rec.boundsOn(0)) {
        expect(b.left).toBeGreaterThanOrEqual(m - 1e-6);
        expect(b.right).toBeLessThanOrEqual(page.width - m + 1e-6);
      }
      const texts = rec.texts();
      const shownTitle = texts.find((t) => t.text.startsWith('Турнир'))!;
      const shownSide = texts.find((t) => t.text.startsWith('Пётр'))!;
      expect(shownTitle.text.endsWith('…')).toBe(true);
      expect(shownSide.text.endsWith('…')).toBe(true);
      expect(shownTitle.style.size).toBe(7);
      // The title ends before the side's name begins.
      const titleRight = shownTitle.x + textWidth(shownTitle.text, 'bold', shownTitle.style.size);
      const sideLeft = shownSide.x - textWidth(shownSide.text, 'bold', shownSide.style.size);
      expect(titleRight).toBeLessThan(sideLeft);
    }
  });
});

describe('a very long ship name', () => {
  it('ends in an ellipsis in the roster instead of making the pad "too small"', () => {
    const long = 'Aircraft carrier of the first battle squadron of the home fleet, flagship '.repeat(3).trim();
    const v = makeVariant({ fleet: [shipClass('carrier', 5, { name: { en: long } }), shipClass('destroyer', 2, { name: { en: 'Destroyer' } })] });
    for (const paper of PAPER_LIST) {
      const rec = new RecordingDrawing();
      drawPad(rec, v, { paper, perPage: 1, sheets: 2, lang: 'en', cover: false });
      const shown = rec.texts().find((t) => t.text.startsWith('Aircraft carrier'))!;
      expect(shown.text.endsWith('…')).toBe(true);
      expect(shown.text.length).toBeLessThan(long.length);
      expect(rec.texts().some((t) => t.text === 'Destroyer')).toBe(true);
      const page = PAPERS[paper];
      const m = MARGINS[paper];
      for (const b of rec.boundsOn(0)) expect(b.right).toBeLessThanOrEqual(page.width - m + 1e-6);
    }
  });
});

describe('a class of many ships (26 boats, the most a class may have)', () => {
  it('prints, its tally boxes going on over several lines, inside the margins and clear of the other blocks', () => {
    const perShot = makeVariant({ fleet: [shipClass('boat', 2, { count: 26 })], placement: { diagonal: false, spacing: 'may-touch' } });
    const guns = makeVariant({
      fleet: [shipClass('boat', 2, { count: 26, guns: 1 })],
      placement: { diagonal: false, spacing: 'may-touch' },
      turns: { ...perShot.turns, salvo: { kind: 'guns' } },
      report: { timing: 'per-salvo', by: 'ship', counts: true, sunk: true },
    });
    for (const v of [perShot, guns]) {
      for (const paper of PAPER_LIST) {
        for (const perPage of [1, 2] as const) {
          const at = `${v.report.timing} on ${paper}, ${perPage} a page`;
          const layout = layoutPad(padContent(v, 'en'), { paper, perPage });
          const roster = layout.sheets.flatMap((s) => s.blocks).find((b) => b.kind === 'roster');
          expect(roster, at).toBeDefined();
          if (roster?.kind !== 'roster') continue;
          const g = roster.geometry;
          expect(g.rowLines[0]! * g.perLine, at).toBeGreaterThanOrEqual(26);
          expect(g.rowLines[0], at).toBe(Math.ceil(26 / g.perLine));
          for (const sheet of boxesOf(v, paper, perPage)) {
            for (let i = 0; i < sheet.length; i++) {
              for (let j = i + 1; j < sheet.length; j++) expect(overlap(sheet[i]!.box, sheet[j]!.box), `${at}: ${sheet[i]!.name} and ${sheet[j]!.name}`).toBe(false);
            }
          }
          const rec = new RecordingDrawing();
          drawPad(rec, v, { paper, perPage, sheets: 2 * perPage, lang: 'en', cover: false });
          const page = PAPERS[paper];
          const m = MARGINS[paper];
          for (let p = 0; p < rec.pages; p++) {
            for (const b of rec.boundsOn(p)) {
              expect(b.left, at).toBeGreaterThanOrEqual(m - 1e-6);
              expect(b.right, at).toBeLessThanOrEqual(page.width - m + 1e-6);
              expect(b.bottom, at).toBeLessThanOrEqual(page.height - m + 1e-6);
            }
          }
        }
      }
    }
  });
});

describe('padArrangement', () => {
  it('says how the sheets lie as drawn: two a page, one a page where the board is too large for half, or over two pages', () => {
    // 20×20 with guns to strike out and 150 shots to tally: more than half an A5 page holds.
    const big = makeVariant({
      rows: 20,
      columns: 20,
      fleet: [shipClass('six', 6, { guns: 3, gunsLostAt: [2, 4] }), shipClass('five', 5, { count: 2, guns: 2, gunsLostAt: [3] }), shipClass('three', 3, { count: 3, guns: 1 })],
      turns: { ...makeVariant().turns, salvo: { kind: 'guns' }, shotLimit: 150 },
    });
    const small = makeVariant({ rows: 6, columns: 6, fleet: [shipClass('two', 2)] });
    const arr = (v: Variant, paper: Paper, perPage: 1 | 2) => padArrangement(v, { paper, perPage, lang: v.languages[0]! });
    expect(arr(small, 'A4', 2).sheetsPerPage).toBe(2);
    expect(arr(small, 'A4', 1).sheetsPerPage).toBe(1);
    // Whole, even one a page, its cells would be under 3 mm: each sheet over two pages, the charts
    // on one, the roster and the log (150 shots, all of them) on the other.
    expect(arr(big, 'A5', 2).sheetsPerPage).toBe(0.5);
    // As many pages as that arrangement needs.
    const rec = new RecordingDrawing();
    expect(arr(big, 'A5', 2).logOverleaf).toBe(false);
    expect(drawPad(rec, big, { paper: 'A5', perPage: 2, sheets: 4, lang: 'en', cover: false })).toBe(8);
    expect(drawPad(new RecordingDrawing(), small, { paper: 'A4', perPage: 2, sheets: 4, lang: 'en', cover: false })).toBe(2);
  });
});

describe('two sheets a page too small to write in', () => {
  it('Statki 15×15 on A5 falls back to one sheet a page, with larger cells, and says why', () => {
    const v = variants.find((x) => x.id === 'statki-15')!;
    const content = padContent(v, 'pl');
    const two = layoutPad(content, { paper: 'A5', perPage: 2 });
    const one = layoutPad(content, { paper: 'A5', perPage: 1 });
    expect(two.sheets).toHaveLength(1);
    expect(two.split).toBe(false);
    expect(two.fallback).toBe('too-small');
    expect(two.sheets[0]!.cell).toBe(one.sheets[0]!.cell);
    expect(padArrangement(v, { paper: 'A5', perPage: 2, lang: 'pl' })).toEqual({ sheetsPerPage: 1, fallback: 'too-small', logOverleaf: true });
    expect(drawPad(new RecordingDrawing(), v, { paper: 'A5', perPage: 2, sheets: 4, lang: 'pl', cover: false })).toBeGreaterThanOrEqual(4);
  });

  it.each(cases.filter((c) => c.perPage === 2))('$v.id on $paper: two a page only with cells of at least MIN_CELL_MM', ({ v, paper }) => {
    const layout = layoutPad(padContent(v, v.languages[0]!), { paper, perPage: 2 });
    if (layout.sheets.length === 2 && !layout.split) for (const s of layout.sheets) expect(s.cell).toBeGreaterThanOrEqual(MIN_CELL_MM);
  });
});

const strait = await loadVariant(join(process.cwd(), 'tests/render/variants/strait-5x26.yaml'), { cwd: process.cwd(), missingGlyphs });

describe('a long, narrow board (5 rows × 26 columns, a variant file)', () => {
  it.each([
    ['A4', 1, 1],
    ['A5', 1, 1],
    ['letter', 1, 1],
    ['A4', 2, 2],
    ['letter', 2, 2],
  ] as const)('%s, %i asked a page: whole sheets (%i a page), the charts one above the other, never a sheet over two pages', (paper, perPage, perPageDrawn) => {
    const content = padContent(strait, 'en');
    const layout = layoutPad(content, { paper, perPage });
    expect(layout.split).toBe(false);
    expect(layout.sheets).toHaveLength(perPageDrawn);
    expect(padPages(layout, 4)).toBe(4 / perPageDrawn);
    for (const s of layout.sheets) {
      const [own, enemy] = s.charts;
      expect(enemy!.y).toBeGreaterThanOrEqual(own!.y + own!.metrics.height);
      expect(enemy!.x).toBe(own!.x);
      expect(s.cell).toBeGreaterThanOrEqual(MIN_CELL_MM);
      expect(s.log.rows).toBeGreaterThan(0);
    }
    expect(drawPad(new RecordingDrawing(), strait, { paper, perPage, sheets: 4, lang: 'en', cover: false })).toBe(4 / perPageDrawn);
    expect(padArrangement(strait, { paper, perPage, lang: 'en' }).sheetsPerPage).toBe(perPageDrawn);
  });
});

describe('a whole game fits in the log, continued on the back where the front is short', () => {
  it.each(cases)('$v.id on $paper, $perPage per page', ({ v, paper, perPage }) => {
    const content = padContent(v, v.languages[0]!);
    const layout = layoutPad(content, { paper, perPage });
    if (layout.split) return;
    layout.sheets.forEach((front, i) => {
      const back = layout.backs?.[i];
      const rows = front.log.rows + (back?.log.rows ?? 0);
      expect(rows, 'rows front and back').toBeGreaterThanOrEqual(content.log.wantedRows);
      if (back === undefined) return;
      expect(front.log.overleaf).toEqual({ from: front.log.rows + 1, to: content.log.wantedRows });
      const numbers = back.log.chunks.flatMap((c) => Array.from({ length: c.count }, (_, k) => c.first + k));
      expect(numbers).toEqual(Array.from({ length: back.log.rows }, (_, k) => front.log.rows + 1 + k));
    });
  });

  it('Statki 15×15 on A5, two asked a page: the front says where the log goes on, the back holds it to row 225', async () => {
    const v = variants.find((x) => x.id === 'statki-15')!;
    const { bytes, pages, arrangement } = await renderPadPdf(v, { paper: 'A5', perPage: 2, sheets: 2, lang: 'pl', cover: false, date: FIXED_DOCUMENT_DATE });
    expect(arrangement.logOverleaf).toBe(true);
    expect(pages).toBe(4);
    const text = await pdfText(bytes);
    const front = layoutPad(padContent(v, 'pl'), { paper: 'A5', perPage: 2 }).sheets[0]!.log.rows;
    expect(front).toBeLessThan(225);
    expect(text.items[0]).toContain(`${front + 1}–225 na odwrocie →`);
    expect(text.items[1]).toContain(`Dziennik strzałów, ciąg dalszy, ${front + 1}–225`);
    expect(text.items[1]).toContain('225');
    expect(text.items[1]).not.toContain('226');
  });

  it.each(['pl', 'en'])('Statki 15×15 on A4, two a page (%s): where the log goes on is said whole, not cut short', async (lang) => {
    const v = variants.find((x) => x.id === 'statki-15')!;
    const { bytes } = await renderPadPdf(v, { paper: 'A4', perPage: 2, sheets: 2, lang, cover: false, date: FIXED_DOCUMENT_DATE });
    const front = layoutPad(padContent(v, lang), { paper: 'A4', perPage: 2 }).sheets[0]!.log.rows;
    expect(front).toBeLessThan(225);
    const text = (await pdfText(bytes)).items[0]!;
    expect(text).toContain(`${front + 1}–225 ${lang === 'pl' ? 'na odwrocie' : 'overleaf'} →`);
  });
});

describe('the log reads in order: down a column of the sheet, then the next column to the right', () => {
  // A log in two pieces (one below the roster, one in the column beside it) was numbered highest
  // piece first: rows 1–64 in the right column, 65–80 at the bottom left, then overleaf.
  const wide = makeVariant({
    columns: 26,
    rows: 12,
    fleet: [shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('two', 2, { count: 3 }), shipClass('one', 1, { count: 4 })],
  });
  const inOrder = (chunks: readonly { box: Box }[]) =>
    chunks.slice(1).every((b, i) => {
      const a = chunks[i]!.box;
      const nextColumn = b.box.x >= a.x + a.w - 1e-6;
      const below = b.box.y >= a.y + a.h - 1e-6 && b.box.x < a.x + a.w && a.x < b.box.x + b.box.w;
      return nextColumn || below;
    });

  it('26×12 on A4: the piece under the roster first (with the caption), then the column beside it', () => {
    const sheet = layoutPad(padContent(wide, 'en'), { paper: 'A4', perPage: 1 }).sheets[0]!;
    expect(sheet.log.chunks.length).toBeGreaterThan(0);
    expect(inOrder(sheet.log.chunks)).toBe(true);
    expect(sheet.log.chunks[0]!.caption).toBe(true);
    expect(sheet.log.chunks[0]!.first).toBe(1);
  });

  it.each([...cases, ...PAPER_LIST.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v: wide, paper, perPage })))])(
    '$v.id on $paper, $perPage per page',
    ({ v, paper, perPage }) => {
      const layout = layoutPad(padContent(v, v.languages[0]!), { paper, perPage });
      for (const s of [...layout.sheets, ...(layout.backs ?? [])]) expect(inOrder(s.log.chunks), s.arrangement).toBe(true);
    },
  );
});

describe('where the log goes on is said on the front, whole, even beside a narrow log', () => {
  // 26×26 on A4, two a page: the log is a strip 23 mm wide beside the charts, its caption filling
  // the line; the note "32–372 overleaf →" had no room there and was printed as nothing.
  const statkiFleet = [shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('two', 2, { count: 3 }), shipClass('one', 1, { count: 4 })];
  const big = makeVariant({ columns: 26, rows: 26, fleet: statkiFleet });
  const wide = makeVariant({ columns: 26, rows: 12, fleet: statkiFleet });

  it.each([
    ...cases,
    ...PAPER_LIST.flatMap((paper) => ([1, 2] as const).flatMap((perPage) => [big, wide].map((v) => ({ v, paper, perPage })))),
  ])('$v.id on $paper, $perPage per page', ({ v, paper, perPage }) => {
    const lang = v.languages[0]!;
    const content = padContent(v, lang);
    let layout;
    try {
      layout = layoutPad(content, { paper, perPage });
    } catch {
      return; // too big for this paper: said by the error, tested elsewhere
    }
    const rec = new RecordingDrawing();
    drawPad(rec, v, { paper, perPage, sheets: perPage, lang, cover: false });
    const bare = content.text.logOverleaf.replace('{n}', '').trim();
    layout.sheets.forEach((s, i) => {
      const over = s.log.overleaf;
      if (over === undefined) return;
      // A split sheet one a page: the log's part on the page after the charts and their blank back.
      const texts = rec.texts(layout.split && layout.perPage === 1 ? 2 * i : 0);
      const first = s.log.chunks[0]!;
      const inside = texts.filter((t) => t.x >= first.box.x - 1e-6 && t.x <= first.box.x + first.box.w + 1e-6 && t.y >= first.box.y - 1e-6 && t.y <= first.box.y + first.box.h + 1e-6);
      const note = inside.filter((t) => t.text.endsWith(bare));
      expect(note, `sheet ${i + 1}: ${inside.slice(0, 3).map((t) => t.text).join(' | ')}`).toHaveLength(1);
      const caption = inside.find((t) => t.text === content.log.title)!;
      expect(caption).toBeDefined();
      // On the caption's line, right of it, or on the line under it; above the log's first row.
      const noteLeft = note[0]!.x - textWidth(note[0]!.text, note[0]!.style.face, note[0]!.style.size);
      const besides = Math.abs(note[0]!.y - caption.y) < 1e-6 && noteLeft >= caption.x + textWidth(caption.text, 'bold', caption.style.size);
      expect(besides || note[0]!.y > caption.y, `sheet ${i + 1}`).toBe(true);
      const row1 = inside.find((t) => t.text === String(first.first))!;
      expect(note[0]!.y).toBeLessThan(row1.y);
    });
  });
});

describe('a log shorter than its room fills its sub-columns evenly', () => {
  // The last piece of a log took its rows in full sub-columns, the rest in the last: a piece of
  // four sub-columns of 33 holding 100 rows printed 1–33, 34–66, 67–99 and the hundredth alone
  // at the top of the fourth (and a back of 240 rows in sub-columns of 52 ended in one of 32).
  const wide = makeVariant({ columns: 26, rows: 12, fleet: [shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('two', 2, { count: 3 }), shipClass('one', 1, { count: 4 })] });
  it.each([...cases, ...PAPER_LIST.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v: wide, paper, perPage })))])('$v.id on $paper, $perPage per page', ({ v, paper, perPage }) => {
    const layout = layoutPad(padContent(v, v.languages[0]!), { paper, perPage });
    for (const s of [...layout.sheets, ...(layout.backs ?? [])]) {
      for (const c of s.log.chunks) {
        const rec = new RecordingDrawing();
        rec.beginPage({ width: 300, height: 300 });
        drawLogChunk(rec, c, s.log.entry, padContent(v, v.languages[0]!).log, padContent(v, v.languages[0]!).text);
        // The row numbers drawn, by sub-column (their x): each sub-column's length.
        const numbers = rec.texts().filter((t) => /^\d+$/.test(t.text) && Number(t.text) >= c.first && Number(t.text) < c.first + c.count);
        const perColumn = [...numbers.reduce((m, t) => m.set(t.x.toFixed(3), (m.get(t.x.toFixed(3)) ?? 0) + 1), new Map<string, number>()).values()];
        expect(perColumn.reduce((a, b) => a + b, 0)).toBe(c.count);
        expect(Math.max(...perColumn) - Math.min(...perColumn), `${s.arrangement}: ${perColumn.join(',')}`).toBeLessThanOrEqual(perColumn.length - 1);
      }
    }
  });
});

describe('the log piece under the roster, first in reading order, loses no row to the caption', () => {
  // Numbered first, the piece under the roster (4 rows) took the caption, kept 3 rows, fell under
  // the minimum and was dropped: Classic Salvo on letter, two a page, needed a page of backs for 4 rows.
  it('Classic Salvo on letter, two a page: a whole game on the front, the caption between the roster and the log', () => {
    const v = variants.find((x) => x.id === 'classic-salvo')!;
    const content = padContent(v, 'en');
    const layout = layoutPad(content, { paper: 'letter', perPage: 2 });
    expect(layout.backs).toBeNull();
    for (const s of layout.sheets) {
      expect(s.log.rows).toBeGreaterThanOrEqual(content.log.wantedRows);
      const first = s.log.chunks[0]!;
      const above = s.blocks.filter((b) => b.x < first.box.x + first.box.w && first.box.x < b.x + b.geometry.width && b.y < first.box.y);
      expect(above.length).toBeGreaterThan(0);
      const bottom = Math.max(...above.map((b) => b.y + b.geometry.height));
      expect(first.box.y).toBeGreaterThan(bottom);
    }
  });
});

/** Statki's fleet on a 26×26 board, in Polish. */
const statki26 = makeVariant({
  id: 'statki-26',
  columns: 26,
  rows: 26,
  fleet: [shipClass('four', 4), shipClass('three', 3, { count: 2 }), shipClass('two', 2, { count: 3 }), shipClass('one', 1, { count: 4 })],
  languages: ['pl'],
  name: { pl: 'Statki 26×26' },
  words: { pl: { miss: 'pudło', hit: 'trafiony', sunk: 'zatopiony', noHits: 'pudło', ownChart: 'Moja flota', enemyChart: 'Flota przeciwnika' } },
  turns: { ...makeVariant().turns, extraShotOnHit: true, sides: [{ id: 'blue', name: { pl: 'Gracz 1' } }, { id: 'red', name: { pl: 'Gracz 2' } }] },
});

describe("a split sheet's log goes on overleaf, as a whole sheet's does", async () => {
  // A board too large to share a page with its log (26×26 on A4, one a page; on A5) had its log
  // stop at the foot of the log's page (rows 1–372 of 676), with no note and no back.
  const files = ['morskoy-boy-26x26', 'jutland-26x26'];
  const loaded = await Promise.all(files.map((f) => loadVariant(join(process.cwd(), `tests/render/variants/${f}.yaml`), { cwd: process.cwd(), missingGlyphs })));
  const splitCases = [statki26, ...loaded].flatMap((v) =>
    PAPER_LIST.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v, lang: v.languages[0]!, paper, perPage }))).filter(({ v, lang, paper, perPage }) => layoutPad(padContent(v, lang), { paper, perPage }).split),
  );

  it('split on every paper, one and two asked a page, in Polish, Russian and English (the cases below)', () => {
    expect(new Set(splitCases.map((c) => `${c.paper}/${c.perPage}`)).size).toBe(6);
    expect(new Set(splitCases.map((c) => c.lang))).toEqual(new Set(['pl', 'ru', 'en']));
  });

  it.each(splitCases)('$v.id on $paper, $perPage asked a page: the log part says where the log goes on, the back numbers on from there', ({ v, lang, paper, perPage }) => {
    const content = padContent(v, lang);
    const layout = layoutPad(content, { paper, perPage });
    const rest = layout.sheets[1]!;
    expect(rest.log.rows).toBeLessThan(content.log.wantedRows);
    expect(layout.backs).toHaveLength(1);
    const back = layout.backs![0]!;
    expect(back.arrangement).toBe('log-back');
    expect(rest.log.overleaf).toEqual({ from: rest.log.rows + 1, to: rest.log.rows + back.log.rows });
    const numbers = back.log.chunks.flatMap((c) => Array.from({ length: c.count }, (_, k) => c.first + k));
    expect(numbers).toEqual(Array.from({ length: back.log.rows }, (_, k) => rest.log.rows + 1 + k));
    // The back is the whole page behind the log, inside the margins.
    const page = PAPERS[paper];
    const m = MARGINS[paper];
    expect(back.frame.x).toBeGreaterThanOrEqual(m);
    expect(back.frame.y + back.frame.h).toBeLessThanOrEqual(page.height - m);
    expect(back.frame.h).toBeGreaterThan(page.height / 2);
    const rec = new RecordingDrawing();
    const sheets = 3;
    const pages = drawPad(rec, v, { paper, perPage, sheets, lang, cover: false });
    expect(pages).toBe(padPages(layout, sheets));
    expect(rec.pages).toBe(pages);
    // Pages a sheet: charts, their (blank) back, the log, its back; or, two halves of a page, the page
    // and its back; then any leaves of log a whole game still needs.
    const perSheet = (layout.perPage === 1 ? 4 : 2) + (layout.leaves?.length ?? 0);
    expect(pages).toBe(sheets * perSheet);
    const logPage = layout.perPage === 1 ? 2 : 0;
    const over = rest.log.overleaf!;
    const note = fill(content.text.logOverleaf, `${over.from}–${over.to}`);
    for (let i = 0; i < sheets; i++) {
      const at = i * perSheet;
      // The charts' back is blank but for the line that says it is so on purpose.
      if (layout.perPage === 1) expect(rec.ops.filter((o) => o.page === at + 1 && o.draw.op !== 'page').map((o) => (o.draw.op === 'text' ? o.draw.text : o.draw.op)), "the charts' back is blank").toEqual([content.text.blankPage]);
      expect(rec.texts(at + logPage).map((t) => t.text)).toContain(note);
      const backTexts = rec.texts(at + logPage + 1).map((t) => t.text);
      expect(backTexts).toContain(`${content.log.title}, ${fill(content.text.logContinued, `${over.from}–${over.to}`)}`);
      expect(backTexts).toContain(String(over.to));
      expect(backTexts).not.toContain(String(over.to + 1));
      for (let p = at; p < at + perSheet; p++) {
        for (const b of rec.boundsOn(p)) {
          expect(b.left).toBeGreaterThanOrEqual(m - 1e-6);
          expect(b.top).toBeGreaterThanOrEqual(m - 1e-6);
          expect(b.right).toBeLessThanOrEqual(page.width - m + 1e-6);
          expect(b.bottom).toBeLessThanOrEqual(page.height - m + 1e-6);
        }
      }
    }
    expect(padArrangement(v, { paper, perPage, lang }).logOverleaf).toBe(true);
  });

  it('Statki 26×26 on A4, one a page, read back from the PDF: the note on the log page, the back to the last row', async () => {
    const { bytes, pages } = await renderPadPdf(statki26, { paper: 'A4', perPage: 1, sheets: 1, lang: 'pl', cover: false, date: FIXED_DOCUMENT_DATE });
    const rest = layoutPad(padContent(statki26, 'pl'), { paper: 'A4', perPage: 1 }).sheets[1]!;
    const over = rest.log.overleaf!;
    expect(pages).toBe(4);
    const text = await pdfText(bytes);
    // The charts' back: blank, but for the line saying it is so on purpose.
    expect(text.items[1]).toEqual(['Strona celowo pozostawiona pusta']);
    expect(text.items[2]).toContain(`${over.from}–${over.to} na odwrocie →`);
    expect(text.items[3]).toContain(`Dziennik strzałów, ciąg dalszy, ${over.from}–${over.to}`);
    expect(text.items[3]).toContain(String(over.to));
  });
});

describe("the log's caption stays inside its piece", async () => {
  // Морской бой 26×26 on A4, two a page: the log is a strip 23.4 mm wide beside the charts, and its
  // caption 'Журнал выстрелов' (23.7 mm in bold at 6 pt) ran past it, into the page's margin.
  const v = await loadVariant(join(process.cwd(), 'tests/render/variants/morskoy-boy-26x26.yaml'), { cwd: process.cwd(), missingGlyphs });
  it.each(PAPER_LIST.flatMap((paper) => ([1, 2] as const).flatMap((perPage) => v.languages.map((lang) => ({ paper, perPage, lang })))))('Морской бой 26×26 [$lang] on $paper, $perPage a page', ({ paper, perPage, lang }) => {
    const content = padContent(v, lang);
    const layout = layoutPad(content, { paper, perPage });
    const rec = new RecordingDrawing();
    const pages = drawPad(rec, v, { paper, perPage, sheets: 2, lang, cover: false });
    const page = PAPERS[paper];
    const m = MARGINS[paper];
    for (let p = 0; p < pages; p++) {
      for (const b of rec.boundsOn(p)) {
        expect(b.left, `page ${p + 1}`).toBeGreaterThanOrEqual(m - 1e-6);
        expect(b.right, `page ${p + 1}`).toBeLessThanOrEqual(page.width - m + 1e-6);
      }
    }
    for (const s of [...layout.sheets, ...(layout.backs ?? [])]) {
      const first = s.log.chunks[0];
      if (first === undefined) continue;
      const caption = rec.texts().find((t) => t.x === first.box.x && t.text.startsWith(content.log.title.slice(0, 6)));
      expect(caption, s.arrangement).toBeDefined();
      expect(caption!.style.size).toBeGreaterThanOrEqual(6);
      expect(textWidth(caption!.text, caption!.style.face, caption!.style.size), s.arrangement).toBeLessThanOrEqual(first.box.w + 1e-6);
    }
  });
});

describe('two asked a page, too small to write in, where one a page takes a sheet over two pages', async () => {
  // Statki 26×26 on A4, two a page, printed two sheets a page with 2.9 mm cells (the pad's own
  // limit is MIN_CELL_MM, 4 mm), because one a page spreads a sheet over two pages (4.5 mm cells).
  const L = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const square = (n: number) =>
    makeVariant({
      id: `square-${n}`,
      rows: n,
      columns: n,
      fleet: Array.from({ length: 12 }, (_, i) => shipClass(`ship-${i}`, 1 + (i % 5), { count: 2, name: { en: `Ship number ${i + 1}` } })),
      board: { columnLabels: L.split('').slice(0, n), rowLabels: Array.from({ length: n }, (_, i) => `r${i + 1}`) },
    });
  const files = ['morskoy-boy-26x26', 'jutland-26x26'];
  const loaded = await Promise.all(files.map((f) => loadVariant(join(process.cwd(), `tests/render/variants/${f}.yaml`), { cwd: process.cwd(), missingGlyphs })));
  const cellOf = (l: { sheets: readonly { cell: number }[] }) => Math.max(...l.sheets.map((s) => s.cell));

  it('Statki 26×26 on A4: one sheet a page, over two pages, with the cells --per-page 1 gives, and it says why', () => {
    const content = padContent(statki26, 'pl');
    const two = layoutPad(content, { paper: 'A4', perPage: 2 });
    const one = layoutPad(content, { paper: 'A4', perPage: 1 });
    expect(two.fallback).toBe('too-small');
    expect(two.split).toBe(true);
    expect(two.sheets).toEqual(one.sheets);
    expect(cellOf(two)).toBeGreaterThanOrEqual(MIN_CELL_MM);
    expect(padArrangement(statki26, { paper: 'A4', perPage: 2, lang: 'pl' })).toEqual({ sheetsPerPage: 0.5, fallback: 'too-small', logOverleaf: true });
  });

  it('22×22 on A5: a sheet over two pages with 3.7 mm cells, not over the two halves of one page with 2.6 mm cells', () => {
    const v = square(22);
    const two = layoutPad(padContent(v, 'en'), { paper: 'A5', perPage: 2 });
    const one = layoutPad(padContent(v, 'en'), { paper: 'A5', perPage: 1 });
    expect(two.perPage).toBe(1);
    expect(cellOf(two)).toBe(cellOf(one));
  });

  it('Jutland 16×16 on A5: one sheet a page, as one a page prints it, not the charts and the log on two halves of a page', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-pad-'));
    const text = readFileSync(join(process.cwd(), 'tests/render/variants/jutland-26x26.yaml'), 'utf8')
      .replace('id: jutland-26x26', 'id: jutland-16x16')
      .replace(/rows: 26/, 'rows: 16')
      .replace(/columns: 26/, 'columns: 16')
      .replace(/columnLabels: .*/, 'columnLabels: A B C D E F G H I J K L M N O P');
    writeFileSync(join(dir, 'j16.yaml'), text);
    const v = await loadVariant(join(dir, 'j16.yaml'), { cwd: dir, missingGlyphs });
    const content = padContent(v, 'en');
    const two = layoutPad(content, { paper: 'A5', perPage: 2 });
    const one = layoutPad(content, { paper: 'A5', perPage: 1 });
    // (A whole sheet a page would have 3.7 mm cells: one a page is the sheet over two pages, 5.1 mm.)
    expect(two.perPage).toBe(1);
    expect(two.sheets).toEqual(one.sheets);
    expect(two.fallback).toBe('too-small');
  });

  it.each([statki26, ...loaded, ...[16, 18, 20, 22, 24, 26].map(square)].flatMap((v) => PAPER_LIST.map((paper) => ({ v, paper }))))(
    '$v.id on $paper: two a page keeps cells under MIN_CELL_MM only where one a page has none larger',
    ({ v, paper }) => {
      const content = padContent(v, v.languages[0]!);
      const two = layoutPad(content, { paper, perPage: 2 });
      const one = layoutPad(content, { paper, perPage: 1 });
      if (cellOf(two) < MIN_CELL_MM) expect(cellOf(two)).toBeGreaterThanOrEqual(cellOf(one) - 1e-9);
      if (two.split) expect(two.perPage === 1 || cellOf(one) <= cellOf(two)).toBe(true);
    },
  );
});

describe('a cover before sheets printed double-sided', () => {
  // The cover is one page: before sheets with backs (print double-sided), every sheet's front was
  // printed on the back of the page before it (Statki 15×15 with --cover: the cover's back held
  // the first sheet, and each sheet's back its log's continuation's front...).
  const cases2 = [...variants.filter((v) => v.id === 'statki-15' || v.id === 'perelman'), statki26].flatMap((v) => PAPER_LIST.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v, paper, perPage }))));
  it.each(cases2)('$v.id on $paper, $perPage asked a page: every sheet begins on the front of a leaf', ({ v, paper, perPage }) => {
    const lang = v.languages[0]!;
    const content = padContent(v, lang);
    const layout = layoutPad(content, { paper, perPage });
    const sheets = 3;
    const bare = new RecordingDrawing();
    const without = drawPad(bare, v, { paper, perPage, sheets, lang, cover: false });
    const rec = new RecordingDrawing();
    const pages = drawPad(rec, v, { paper, perPage, sheets, lang, cover: true });
    const coverPages = pages - without;
    // The sheets' pages are the same, after the cover.
    expect(pages - coverPages).toBe(padPages(layout, sheets));
    if (layout.backs === null) return;
    expect(coverPages % 2, 'an even number of cover pages before double-sided sheets').toBe(0);
    // Each sheet's own chart title lies on a front (odd page, counted from 1).
    for (let p = coverPages; p < pages; p++) {
      if (rec.texts(p).some((t) => t.text === content.ownTitle)) expect((p + 1) % 2, `page ${p + 1}`).toBe(1);
    }
    const fronts = Array.from({ length: pages }, (_, p) => p).filter((p) => rec.texts(p).some((t) => t.text === content.ownTitle));
    expect(fronts.length).toBe(layout.sheets.length > 1 && !layout.split ? Math.ceil(sheets / layout.sheets.length) : sheets);
  });
});

describe('a log longer than a sheet and its back goes on, on further leaves, to the last row a game may need', async () => {
  // Statki 26×26 on letter: the front held rows 1–99, the back 100–499, and rows 500–676 were
  // printed nowhere; Jutland 26×26 on A4 (a sheet over two pages) stopped at 196 of 226 salvos.
  const files = ['morskoy-boy-26x26', 'jutland-26x26'];
  const loaded = await Promise.all(files.map((f) => loadVariant(join(process.cwd(), `tests/render/variants/${f}.yaml`), { cwd: process.cwd(), missingGlyphs })));
  const all = [statki26, ...loaded].flatMap((v) => PAPER_LIST.flatMap((paper) => ([1, 2] as const).map((perPage) => ({ v, lang: v.languages[0]!, paper, perPage }))));

  it('some of these take leaves past the backs, one and two sheets a page', () => {
    const withLeaves = all.filter((c) => (layoutPad(padContent(c.v, c.lang), c).leaves?.length ?? 0) > 0);
    expect(withLeaves.length).toBeGreaterThan(0);
    expect(withLeaves.some((c) => layoutPad(padContent(c.v, c.lang), c).split)).toBe(true);
    expect(withLeaves.some((c) => !layoutPad(padContent(c.v, c.lang), c).split)).toBe(true);
  });

  it.each(all)('$v.id on $paper, $perPage asked a page: rows 1 to the last, in order, each page saying where they go on', ({ v, lang, paper, perPage }) => {
    const content = padContent(v, lang);
    const layout = layoutPad(content, { paper, perPage });
    const leaves = layout.leaves ?? [];
    expect(leaves.length % 2, 'leaves come in pairs of pages').toBe(0);
    const positions = layout.split ? [1] : layout.sheets.map((_, i) => i);
    for (const pos of positions) {
      const at = layout.split ? 0 : pos;
      const seq = [layout.sheets[pos]!, ...(layout.backs !== null ? [layout.backs[at]!] : []), ...leaves.flatMap((page) => (page[at] !== undefined ? [page[at]] : []))];
      const numbers = seq.flatMap((s) => s.log.chunks.flatMap((c) => Array.from({ length: c.count }, (_, k) => c.first + k)));
      expect(numbers).toEqual(Array.from({ length: content.log.wantedRows }, (_, k) => k + 1));
      seq.forEach((s, k) => {
        const next = seq[k + 1];
        if (next === undefined || next.log.rows === 0) {
          expect(s.log.overleaf).toBeUndefined();
          return;
        }
        const to = next.log.chunks[0]!.first + next.log.rows - 1;
        // From a front: overleaf; from a back (the sheet's, or a leaf's): on the next leaf.
        expect(s.log.overleaf).toEqual({ from: s.log.chunks.at(-1)!.first + s.log.chunks.at(-1)!.count, to, ...(k % 2 === 1 ? { where: 'next-leaf' } : {}) });
      });
    }
    const rec = new RecordingDrawing();
    const sheets = 3;
    const pages = drawPad(rec, v, { paper, perPage, sheets, lang, cover: true });
    const coverPages = pages - padPages(layout, sheets);
    expect(rec.pages).toBe(pages);
    const page = PAPERS[paper];
    const m = MARGINS[paper];
    for (let p = 0; p < pages; p++) {
      for (const b of rec.boundsOn(p)) {
        expect(b.left).toBeGreaterThanOrEqual(m - 1e-6);
        expect(b.top).toBeGreaterThanOrEqual(m - 1e-6);
        expect(b.right).toBeLessThanOrEqual(page.width - m + 1e-6);
        expect(b.bottom).toBeLessThanOrEqual(page.height - m + 1e-6);
      }
    }
    // Every note drawn, in the words of each, and the last row drawn on every sheet.
    const texts = rec.texts().map((t) => t.text);
    const last = String(content.log.wantedRows);
    expect(texts.filter((t) => t === last).length).toBe(sheets);
    const positionsDrawn = layout.split ? 1 : layout.sheets.length;
    for (const s of [...layout.sheets, ...(layout.backs ?? []), ...leaves.flat()]) {
      const over = s.log.overleaf;
      if (over === undefined) continue;
      const note = fill(overleafTemplate(content.text, over.where), `${over.from}–${over.to}`);
      expect(texts.filter((t) => t === note).length, note).toBeGreaterThanOrEqual(Math.floor(sheets / positionsDrawn));
    }
    // Fronts on the fronts of leaves (odd pages, counted from 1), printed double-sided.
    if (layout.backs !== null) {
      for (let p = coverPages; p < pages; p++) if (rec.texts(p).some((t) => t.text === content.ownTitle)) expect((p + 1) % 2, `page ${p + 1}`).toBe(1);
    }
  });
});

describe('chart cells against pieces of the log (half a millimetre is the least gain worth more pieces)', async () => {
  const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  /** A template's rules on a board of its designer's own size. */
  const onBoard = async (id: string, rows: number, columns: number): Promise<Variant> => {
    const v = await loadVariant(id, { cwd: process.cwd(), missingGlyphs });
    return { ...v, board: { ...v.board, rows, columns, rowLabels: Array.from({ length: rows }, (_, i) => String(i + 1)), columnLabels: [...LETTERS.slice(0, columns)] } };
  };
  const front = (v: Variant) => {
    const content = padContent(v, 'en');
    const layout = layoutPad(content, { paper: 'A4', perPage: 2 });
    expect(layout.backs).toBeNull();
    const s = layout.sheets[0]!;
    expect(s.log.rows).toBeGreaterThanOrEqual(content.log.wantedRows);
    return { cell: s.cell, pieces: logPieces(s.log.chunks) };
  };

  it('Jutland on A4, two a page: charts larger with the log beside the last blocks, in no more pieces, are taken', async () => {
    // The log in two pieces either way; beside the last shelf the charts gain 0.3 mm (5.5 mm, not 5.2).
    const f = front(await loadVariant('jutland', { cwd: process.cwd(), missingGlyphs }));
    expect(f.pieces).toBe(2);
    expect(f.cell).toBeGreaterThan(5.4);
  });

  it('charts 0.4 mm larger are not worth a log in twice the pieces (1967 rules on an 11×11 board, A4, two a page)', async () => {
    // Beside the last shelf: 5.48 mm cells and the log in 11 pieces; as usual, 5.08 mm in 5.
    const f = front(await onBoard('classic-1967', 11, 11));
    expect(f.pieces).toBe(5);
    expect(f.cell).toBeLessThan(5.1);
  });

  it('charts are not shrunk by half a millimetre to save one piece of the log (Classic Salvo on a 10×11 board, A4, two a page)', async () => {
    // 4.88 mm cells would hold the game in 2 pieces; the charts stay at 5.38 mm, the log in 3.
    const f = front(await onBoard('classic-salvo', 10, 11));
    expect(f.pieces).toBe(3);
    expect(f.cell).toBeGreaterThan(5.3);
  });
});
