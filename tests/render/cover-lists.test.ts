/**
 * A list on the cover (the fleet's entries; the rules' numbered or dashed items) is broken between
 * panels as a typesetter breaks it: never one item alone either side of the break, two at the
 * least, or the list whole on the next panel; and a cover balanced over two panels keeps a short
 * list whole where that costs the panels little height (Greek Tetris in English on A4: the fleet's
 * four entries were three in panel 1 and `I Bar` alone at the top of panel 2).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coverLayout, paginate, paragraphs, type Line } from '../../src/render/cover.js';
import { fontMetrics, missingGlyphs } from '../../src/render/fonts.js';
import { padContent } from '../../src/render/pad-content.js';
import { renderPadPdf } from '../../src/render/pad.js';
import { PAPERS } from '../../src/render/pad-layout.js';
import { FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { listTemplates, loadVariant } from '../../src/variant/load.js';
import { pdfPlacedText } from './raster.js';

const SIZE = 10;
const pitch = fontMetrics('regular', SIZE).ascent * 1.32;

/** `before` lines of a paragraph, then a list of items of `items` lines each, then `after` lines. */
function text(before: number, items: readonly number[], after = 0): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < before; i++) out.push({ text: `p line ${i + 1}`, face: 'regular', size: SIZE, before: 0, para: 1 });
  items.forEach((n, k) => {
    for (let i = 0; i < n; i++) out.push({ text: `item ${k + 1}${n > 1 ? ` line ${i + 1}` : ''}`, face: 'regular', size: SIZE, before: 0, para: 2 + k, list: 1 });
  });
  for (let i = 0; i < after; i++) out.push({ text: `q line ${i + 1}`, face: 'regular', size: SIZE, before: 0, para: 99 });
  return out;
}

const where = (panels: Line[][]) => panels.map((p) => p.map((l) => l.text));

describe('a list broken between panels', () => {
  it('four items, the last alone on the next panel greedily: two and two', () => {
    // Room for 5 lines a panel: greedily items 1–3 would close the first panel, item 4 open the next.
    expect(where(paginate(text(2, [1, 1, 1, 1]), pitch * 5 + 0.01))).toEqual([
      ['p line 1', 'p line 2', 'item 1', 'item 2'],
      ['item 3', 'item 4'],
    ]);
  });

  it('three items, the last alone on the next panel greedily: the list whole on the next panel', () => {
    expect(where(paginate(text(3, [1, 1, 1]), pitch * 5 + 0.01))).toEqual([
      ['p line 1', 'p line 2', 'p line 3'],
      ['item 1', 'item 2', 'item 3'],
    ]);
  });

  it('the first item alone at the foot of a panel: the list starts on the next', () => {
    expect(where(paginate(text(4, [1, 1, 1, 1]), pitch * 5 + 0.01))).toEqual([
      ['p line 1', 'p line 2', 'p line 3', 'p line 4'],
      ['item 1', 'item 2', 'item 3', 'item 4'],
    ]);
  });

  it('an item of two lines goes with its lines: two items at the least either side, counted as items', () => {
    // Greedily items 1, 2 and the first line of 3 fit; item 3 (two lines) cannot stay split, so items 1–2 stay, 3–4 go.
    const panels = paginate(text(1, [1, 1, 2, 1]), pitch * 4 + 0.01);
    expect(where(panels)[0]).toEqual(['p line 1', 'item 1', 'item 2']);
    expect(where(panels)[1]).toEqual(['item 3 line 1', 'item 3 line 2', 'item 4']);
  });

  it('a list longer than a panel, starting it, breaks where it must; every line once, in order', () => {
    const lines = text(0, Array.from({ length: 12 }, () => 1));
    const panels = paginate(lines, pitch * 5 + 0.01);
    expect(panels.flat().map((l) => l.text)).toEqual(lines.map((l) => l.text));
    for (const p of panels.slice(0, -1)) expect(p.length).toBeGreaterThanOrEqual(2);
    expect(panels.at(-1)!.length).toBeGreaterThanOrEqual(2);
  });

  it('the rules’ numbered items are items of a list, as paragraphs() splits them', () => {
    expect(paragraphs('Fire\nthree shots.\n1. One\n2. Two\n- three')).toEqual(['Fire three shots.', '1. One', '2. Two', '- three']);
  });
});

/** Every template and example variant, by the name `salvo pad` takes. */
async function every(): Promise<string[]> {
  const templates = (await listTemplates()).map((t) => t.id);
  const examples = readdirSync('examples/variants').filter((f) => f.endsWith('.yaml')).map((f) => `examples/variants/${f}`);
  return [...templates, ...examples];
}

describe('on every template and example variant, on every paper, in every language', async () => {
  const names = await every();
  it.each(names)('%s: no list on its cover leaves one item alone either side of a panel break', async (name) => {
    const v = await loadVariant(name, { cwd: process.cwd(), missingGlyphs });
    for (const lang of v.languages)
      for (const paper of Object.keys(PAPERS) as (keyof typeof PAPERS)[]) {
        const content = padContent(v, lang);
        const { panels } = coverLayout(v, content, paper);
        const at = `${lang} ${paper}`;
        // The fleet's entries are a list: as many items as the fleet has classes, one list.
        const fleet = panels.flat().filter((l, i, all) => l.list !== undefined && l.list === all.find((m) => m.list !== undefined)?.list);
        expect(new Set(fleet.map((l) => l.para)).size, at).toBe(v.fleet.length);
        // Each list's items, by panel: one panel, or two items at the least on each.
        const lists = new Map<number, Map<number, Set<number>>>();
        panels.forEach((p, k) =>
          p.forEach((l) => {
            if (l.list === undefined) return;
            const byPanel = lists.get(l.list) ?? new Map<number, Set<number>>();
            byPanel.set(k, (byPanel.get(k) ?? new Set()).add(l.para!));
            lists.set(l.list, byPanel);
          }),
        );
        for (const [list, byPanel] of lists) if (byPanel.size > 1) for (const [k, items] of byPanel) expect(items.size, `${at}: list ${list}, panel ${k + 1}`).toBeGreaterThanOrEqual(2);
      }
  });
});

describe('Greek Tetris in English on A4 and letter, read back from the PDF', () => {
  it.each(['A4', 'letter'] as const)('%s: the fleet’s four entries in panel 1 under its heading, the rules in panel 2', async (paper) => {
    const v = await loadVariant('examples/variants/greek-tetris.yaml', { cwd: process.cwd(), missingGlyphs });
    const { bytes } = await renderPadPdf(v, { paper, perPage: 1, sheets: 1, lang: 'en', cover: true, date: FIXED_DOCUMENT_DATE });
    const placed = await pdfPlacedText(bytes, 1);
    const third = PAPERS[paper].width / 3;
    const panel = (t: { x: number }) => Math.floor(t.x / third);
    const entries = ['Plus:', 'Tee:', 'Ell:', 'Bar:'].map((w) => placed.find((t) => t.text.includes(w)));
    for (const e of entries) expect(e).toBeDefined();
    expect(entries.map((e) => panel(e!))).toEqual([0, 0, 0, 0]);
    const fleet = placed.find((t) => t.text === 'Fleet')!;
    expect(panel(fleet)).toBe(0);
    const rules = placed.find((t) => t.text === 'Rules')!;
    expect(panel(rules)).toBe(1);
    // Nothing of the rules' panel above its heading: it opens the panel.
    for (const t of placed.filter((t) => panel(t) === 1 && t.text !== 'fold')) expect(t.y).toBeGreaterThanOrEqual(rules.y - 1e-6);
  });
});
