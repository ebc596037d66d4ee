/**
 * The cover's fleet entries as a publisher sets a list: an entry broken over two lines breaks
 * after the dot before its guns, never before it (Jutland on A4 printed 'BB Battleship: 1 × 4
 * cells' / '· guns: 2', a line starting with the separator), nor inside 'guns: 2'. Read back from
 * the PDF for every template and language on every paper.
 */
import { describe, expect, it } from 'vitest';
import { padContent } from '../../src/render/pad-content.js';
import { renderPadPdf } from '../../src/render/pad.js';
import type { Paper } from '../../src/render/pad-layout.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { templateVariants } from './cases.js';
import { pdfPlacedText } from './raster.js';

const variants = (await templateVariants()).filter((v) => v.fleet.some((c) => c.guns > 0));
const PAPERS: readonly Paper[] = ['A4', 'A5', 'letter'];
const cases = variants.flatMap((v) => v.languages.flatMap((lang) => PAPERS.map((paper) => ({ v, lang, paper }))));

describe("the cover's fleet entries with guns", () => {
  it('some template has guns', () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)('$v.id ($lang) on $paper: no line starts with the dot before the guns, none ends inside "guns: n"', async ({ v, lang, paper }) => {
    const content = padContent(v, lang);
    const guns = content.text.guns.toLowerCase();
    const { bytes } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang, cover: true, date: FIXED_DOCUMENT_DATE });
    const lines = (await pdfPlacedText(bytes, 1)).map((t) => t.text.replace(/\s+/gu, ' ').trim());
    expect(lines.filter((l) => l.startsWith('·'))).toEqual([]);
    expect(lines.filter((l) => l.endsWith(`${guns}:`))).toEqual([]);
    // Every class with guns says them, whole, on its entry.
    for (const r of content.roster.rows.filter((x) => x.guns > 0)) {
      const at = lines.findIndex((l) => l.startsWith(`${r.mark} ${r.name}:`));
      expect(at, r.name).toBeGreaterThanOrEqual(0);
      expect(`${lines[at]} ${lines[at + 1] ?? ''}`).toContain(`· ${guns}: ${r.guns}`);
    }
  });
});
