/**
 * The cover as printed, read back from the PDF: every template's rules whole and in order on every
 * paper (hyphenated words joined again), and on A5 lines that read as a publisher sets them: no
 * line of the rules, but a paragraph's last, left short before a long word.
 */
import { describe, expect, it } from 'vitest';
import { paragraphs } from '../../src/render/cover.js';
import { padContent } from '../../src/render/pad-content.js';
import { renderPadPdf } from '../../src/render/pad.js';
import type { Paper } from '../../src/render/pad-layout.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { typeset } from '../../src/render/typography.js';
import type { Variant } from '../../src/variant/model.js';
import { templateVariants } from './cases.js';
import { pdfPlacedText, type PlacedText } from './raster.js';

const variants = await templateVariants();
const cases = variants.flatMap((v) => v.languages.map((lang) => ({ v, lang })));

/** The cover's running text: the items after the rules' heading, column by column, top to bottom. */
async function coverBody(v: Variant, lang: string, paper: Paper): Promise<{ columns: PlacedText[][]; body: PlacedText[] }> {
  const { bytes } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang, cover: true, date: FIXED_DOCUMENT_DATE });
  // The fold marks are 6 pt; the text is larger.
  const items = (await pdfPlacedText(bytes, 1)).filter((t) => t.size > 6.5);
  const xs = [...new Set(items.map((t) => Math.round(t.x)))].sort((a, b) => a - b);
  // A panel's lines start at its left edge (the free panel's title, centred, starts elsewhere).
  // A fleet entry's later lines are set in a few millimetres: not a panel of their own.
  const lefts = xs.filter((x) => items.filter((t) => Math.round(t.x) === x).length >= 3).filter((x, i, all) => i === 0 || x - all[i - 1]! > 8);
  const columns = lefts.map((x) => items.filter((t) => Math.round(t.x) === x).sort((a, b) => a.y - b.y));
  const all = columns.flat();
  const heading = all.findIndex((t) => t.text === padContent(v, lang).text.rules);
  expect(heading, 'the rules heading').toBeGreaterThanOrEqual(0);
  return { columns, body: all.slice(heading + 1) };
}

/** Lines joined into text again: a word hyphenated at a line's end joined whole, spaces made plain. */
function joined(lines: readonly string[]): string {
  return lines
    .map((l) => l.replace(/\s+/gu, ' ').trim())
    .reduce((text, l) => (/\p{L}-$/u.test(text) && /^\p{L}/u.test(l) ? `${text.slice(0, -1)}${l}` : text === '' ? l : `${text} ${l}`), '');
}

describe.each(['A5', 'A4', 'letter'] as const)('the cover on %s, read back', (paper) => {
  it.each(cases)('$v.id [$lang]: the rules whole and in order', async ({ v, lang }) => {
    const { body } = await coverBody(v, lang, paper);
    // Set with the language's quotation marks (typed "…", printed “…”: cover-quotes.test.ts).
    const rules = paragraphs(typeset(padContent(v, lang).rules, lang)).join(' ').replace(/\s+/gu, ' ');
    expect(joined(body.map((t) => t.text))).toBe(rules);
  });
});

describe('the A5 cover’s lines', () => {
  it.each(cases)('$v.id [$lang]: none short but a paragraph’s last, and none past the fold', async ({ v, lang }) => {
    const { columns, body } = await coverBody(v, lang, 'A5');
    const measure = Math.max(...body.map((t) => t.width));
    const inBody = new Set(body);
    const fills: { text: string; fill: number }[] = [];
    for (const col of columns) {
      const lines = col.filter((t) => inBody.has(t));
      const gaps = lines.slice(1).map((t, i) => t.y - lines[i]!.y);
      const pitch = Math.min(...gaps);
      // A line followed by a wider gap ends a paragraph; a panel's last line may too.
      lines.forEach((t, i) => {
        if (i < lines.length - 1 && gaps[i]! < pitch * 1.1) fills.push({ text: t.text, fill: t.width / measure });
      });
    }
    // Every line ends short of the fold (or of the sheet's margin, 8 mm on A5).
    columns.forEach((col, k) => {
      const limit = (columns[k + 1]?.[0]?.x ?? 148 - 8 + 4) - 4;
      for (const t of col) expect(t.x + t.width, `'${t.text}'`).toBeLessThanOrEqual(limit);
    });
    expect(fills.length).toBeGreaterThan(10);
    for (const f of fills) expect(f.fill, `'${f.text}'`).toBeGreaterThan(0.55);
    // Few lines under three quarters of the column at all (a count bound with a word that may not
    // be broken: '(5 squares)', 'и не должны').
    expect(fills.filter((f) => f.fill < 0.75).length).toBeLessThanOrEqual(Math.ceil(fills.length / 10));
  });
});
