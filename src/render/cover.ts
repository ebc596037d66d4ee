/**
 * The pad's cover: the variant's name, board and fleet, and its rules text, laid out in panels
 * between fold lines (three on A4 and letter, two on A5: `COVER_COLUMNS`) so the printed cover
 * folds into a standing screen (the Jutland pads' cover "makes a good screen"). The rules are set
 * ragged right, their long words hyphenated where a line would be left short; they shrink to fit
 * (down to a readable minimum) and run on to further cover pages only if they must. The game's
 * name, large, faces the opponent: on a free third panel (A4, letter: the rules take two panels
 * at any readable size before the third), or on the cover's back (A5, folded once, stands as an
 * open book; A4 and letter when the rules take all three panels).
 *
 * @example
 *   drawCover(drawing, variant, content, { paper: 'A4', perPage: 1 }); // returns pages drawn
 */
import { ruleSections } from '../variant/describe.js';
import type { Box, Drawing, FontFace } from './drawing.js';
import { fontMetrics, textWidth, wrapText } from './fonts.js';
import { GRID_COLOUR, RULE } from './chart.js';
import type { PadContent } from './pad-content.js';
import { MARGINS, PAPERS, type Paper } from './pad-layout.js';
import { fill } from './i18n.js';
import { sizeTogether, typeset } from './typography.js';
import type { Variant } from '../variant/model.js';

/** A paragraph that is an item of a list: it starts `1.`, `1)`, `-`, `•`, `*` or a dash. */
const LIST_ITEM = /^(\d+[.)]|[-•*–—])\s*/u;

/**
 * Split rules text into paragraphs: blank lines separate paragraphs, a single line break joins
 * lines (text wrapped in the YAML file) unless the next line starts a list item (`1.`, `-`, `•`).
 *
 * @example
 *   paragraphs('Fire\nthree shots.\n1. One\n2. Two') // ['Fire three shots.', '1. One', '2. Two']
 */
export function paragraphs(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      if (current !== '') out.push(current);
      current = '';
      continue;
    }
    if (current !== '' && LIST_ITEM.test(line)) {
      out.push(current);
      current = line;
    } else current = current === '' ? line : `${current} ${line}`;
  }
  if (current !== '') out.push(current);
  return out;
}

/**
 * The largest size from `start` down to `min` (by half points) at which every word of `text`
 * fits in `width`, so that a title wraps between words, not inside one (`battleshi` / `ps`).
 */
function wordsFit(text: string, face: FontFace, start: number, min: number, width: number): number {
  const words = text.split(/\s+/u).filter((w) => w !== '');
  let size = start;
  while (size > min && words.some((w) => textWidth(w, face, size) > width)) size -= 0.5;
  return size;
}

export interface Line {
  readonly text: string;
  readonly face: FontFace;
  readonly size: number;
  /** Extra space before the line (mm). */
  readonly before: number;
  /** The paragraph (or heading, or fleet entry) the line belongs to, numbered in order. */
  readonly para?: number;
  /** A heading: kept on a panel with the line after it. */
  readonly keep?: boolean;
  /** A line of the rules' running text (hyphenated where a long word would leave it short). */
  readonly body?: boolean;
  /** Set in from the panel's left edge (mm): the lines after the first of a fleet entry. */
  readonly indent?: number;
  /**
   * An item of a list (the fleet's entries; the rules' numbered or dashed items, one after
   * another), the lists numbered in order: a panel's break leaves two of its items either side at
   * the least, or none (`paginate`).
   */
  readonly list?: number;
}

function lineHeight(l: Line): number {
  return fontMetrics(l.face, l.size).ascent * 1.32;
}

/** `text` with no-break spaces, so that a line is never broken inside it (`1 × 4 cells`). */
function unbroken(text: string): string {
  return text.replace(/ /gu, '\u00a0');
}

function coverLines(variant: Variant, content: PadContent, width: number, size: number): Line[] {
  const out: Line[] = [];
  let para = 0;
  let list = 0;
  // The rules' running text (`body`) is hyphenated; the title, the board and the fleet are not.
  const push = (text: string, face: FontFace, s: number, before = 0, keep = false, body = false, item = false) => {
    para++;
    wrapText(text, face, s, width, content.lang, { hyphens: body }).forEach((t, i) =>
      out.push({ text: t, face, size: s, before: i === 0 ? before : 0, para, ...(keep ? { keep } : {}), ...(body ? { body } : {}), ...(item ? { list } : {}) }),
    );
  };
  // A fleet entry wrapped over lines has its later lines set in (a hanging indent), so that
  // `1 × 2 кл.` under `II двухклеточный:` reads as the same entry, not as one more.
  const pushEntry = (text: string, s: number) => {
    para++;
    const indent = s * 0.3528;
    const [first, ...rest] = wrapText(text, 'regular', s, width, content.lang);
    out.push({ text: first ?? '', face: 'regular', size: s, before: 0.6, para, list });
    // The later lines joined again as they were written: a word the first wrapping cut with a
    // hyphen is whole again before it is wrapped at the narrower width (never `wia- neczka:`).
    const joined = rest.reduce((acc, t) => {
      if (acc === '') return t;
      const last = acc.split(' ').at(-1) ?? '';
      return /\p{L}-$/u.test(last) && !text.includes(last) ? `${acc.slice(0, -1)}${t}` : `${acc} ${t}`;
    }, '');
    if (rest.length > 0) for (const t of wrapText(joined, 'regular', s, width - indent, content.lang)) out.push({ text: t, face: 'regular', size: s, before: 0, para, indent, list });
  };
  push(sizeTogether(content.title), 'bold', wordsFit(content.title, 'bold', 18, size + 1, width), 0);
  const b = variant.board;
  const range = (l: readonly string[]) => `${l[0] ?? ''}–${l[l.length - 1] ?? ''}`;
  // Nor inside the labels' ranges ('(A–J,' / '1–10)').
  push(`${content.text.board}: ${unbroken(`${b.columns} × ${b.rows}`)} ${unbroken(`(${range(b.columnLabels)}, ${range(b.rowLabels)})`)}`, 'regular', size, 3);
  push(content.text.fleet, 'bold', size + 1, 3, true);
  list++;
  content.roster.rows.forEach((r, i) => {
    // The guns after a dot that ends a line if the entry breaks there, never starts one ('cells ·' /
    // 'guns: 2', not 'cells' / '· guns: 2'), and never broken inside ('guns:' / '2').
    const guns = r.guns > 0 ? `\u00a0· ${unbroken(`${content.text.guns.toLowerCase()}: ${r.guns}`)}` : '';
    // "2 ships of 3 cells": how many, of what size, in words (`2 × 3 cells` read as a 2 × 3 rectangle).
    // Never broken inside the count ('1' / 'ship') or the size ('of 4' / 'cells'); between them, where need be.
    const cells = `${unbroken(fill(content.text.shipCount, r.count))} ${unbroken(fill(content.text.shipCells, r.size))}`;
    // A protected class says so on its entry, after the same kind of dot (the roster's rows are the fleet's, in order).
    const guarded = variant.fleet[i]?.protected === true ? `\u00a0· ${content.text.protectedClass}` : '';
    // And a class that need not be sunk, which the rules' 'all its ships that must be sunk' leave unnamed.
    const spared = variant.fleet[i]?.mustSink === false ? `\u00a0· ${unbroken(content.text.needNotSinkClass)}` : '';
    pushEntry(`${r.mark}  ${r.name}: ${cells}${guns}${guarded}${spared}`, size);
  });
  // Set apart from the fleet's entries, as the board's line is: it is not one more of them.
  if (variant.turns.shotLimit !== null) push(fill(content.text.shotLimitRule, variant.turns.shotLimit), 'regular', size, 3);
  // Typed with straight quotes (`"Have I hit anything?"`, `one's`), set with the language's own.
  const rules = paragraphs(typeset(content.rules, content.lang));
  if (rules.length > 0) {
    push(content.text.rules, 'bold', size + 1, 4, true);
    // A board's size ('10 × 10', '10 x 10') is not broken over two lines either.
    // Its numbered or dashed items, one after another, are a list.
    let inList = false;
    rules.forEach((p) => {
      const item = LIST_ITEM.test(p);
      if (item && !inList) list++;
      inList = item;
      push(sizeTogether(p), 'regular', size, size * 0.3, false, true, item);
    });
  } else {
    // No rules text of its own: the rules in plain words, as 'salvo variant show' states them.
    push(content.text.rules, 'bold', size + 1, 4, true);
    for (const section of ruleSections(variant, content.lang)) {
      push(section.heading, 'bold', size, size * 0.4, true);
      section.lines.forEach((l) => push(l, 'regular', size, size * 0.2, false, true));
    }
  }
  return out;
}

/**
 * Split lines into panels of `height`; returns the panels (each a list of lines). As a typesetter
 * breaks columns: never the last line of a paragraph alone at the top of a panel (a widow: the
 * line before it goes along), nor its first line alone at the foot of one (an orphan: the
 * paragraph starts on the next), nor a heading at the foot of a panel, away from its text, nor a
 * word hyphenated at the foot of a panel (its start and its end on either side of a fold).
 */
export function paginate(lines: readonly Line[], height: number): Line[][] {
  const panels: Line[][] = [];
  let start = 0;
  while (start < lines.length) {
    // The greedy break: the first line that does not fit under the lines before it.
    let used = 0;
    let end = start;
    while (end < lines.length) {
      const l = lines[end]!;
      const h = lineHeight(l) + (end === start ? 0 : l.before);
      if (used + h > height && end > start) break;
      used += h;
      end++;
    }
    let b = end;
    if (b < lines.length) {
      const para = lines[b]!.para;
      const inPara = (i: number) => para !== undefined && lines[i]?.para === para;
      let first = b;
      while (first > start && inPara(first - 1)) first--;
      let last = b;
      while (inPara(last + 1)) last++;
      // A widow: the line before goes along (a paragraph of two lines goes whole).
      if (b === last && b > first) b = b - first >= 2 ? b - 1 : first;
      // Nor a word hyphenated over the fold: the line holding its start goes along.
      while (b > first && lines[b - 1]!.body === true && lines[b - 1]!.text.endsWith('-')) b--;
      // An orphan: the paragraph starts on the next panel.
      if (b === first + 1) b = first;
      // Nor a list's one item alone either side of the break (Greek Tetris in English on A4: three
      // of the fleet's entries in one panel, the fourth alone in the next): two go on where the
      // list has items enough to leave two behind, else the list starts on the next panel whole.
      b = listBreak(lines, start, b);
      // A heading goes with its text.
      while (b - 1 > start && lines[b - 1]!.keep === true) b--;
      if (b <= start) b = end;
    }
    panels.push(lines.slice(start, b).map((l, i) => (i === 0 ? { ...l, before: 0 } : l)));
    start = b;
  }
  return panels.length > 0 ? panels : [[]];
}

/**
 * A panel's break at line `b` moved, where it falls inside a list, so that it leaves two of the
 * list's items either side at the least (an item's lines, one paragraph, go together): back by an
 * item where the list has one item after the break and three or more before it, else back to the
 * list's first line, the list going whole to the next panel (unless it starts the panel: longer
 * than a panel, it breaks where it must).
 */
function listBreak(lines: readonly Line[], start: number, b: number): number {
  const list = lines[b]?.list;
  if (list === undefined || lines[b - 1]?.list !== list) return b;
  let first = b;
  while (first > start && lines[first - 1]!.list === list) first--;
  let end = b;
  while (end < lines.length && lines[end]!.list === list) end++;
  const items = (from: number, to: number): number[] => {
    const out: number[] = [];
    for (let i = from; i < to; i++) if (i === from || lines[i]!.para !== lines[i - 1]!.para) out.push(i);
    return out;
  };
  const before = items(first, b);
  const after = items(b, end).length;
  if (before.length >= 2 && after >= 2) return b;
  if (after < 2 && before.length - (2 - after) >= 2) return before[before.length - (2 - after)]!;
  return first > start ? first : b;
}

/**
 * The last cover page's rules balanced over the panels it gives them: all its panels where they
 * fill every one (A5 folded once, Classic 1967; or three on A4), else all but the last, which
 * shows the game's name (two beside the title's, folded in three). Not a full first panel and a
 * few lines on the second, the rest of it white, nor (Decoys in Polish on A4) the rules in the
 * first panel, the name in the third and the middle one blank between them: the page's lines
 * broken at the least panel height still giving that many panels, as a typesetter balances
 * columns, ending level (to a line or so, the breaks still free of widows and orphans). The pages
 * before the last stay full.
 */
function balanced(lines: readonly Line[], panels: Line[][], height: number, columns: number): Line[][] {
  const pages = Math.ceil(panels.length / columns);
  const before = panels.slice(0, (pages - 1) * columns);
  const last = panels.length - before.length;
  const target = last === columns ? columns : columns - 1;
  if (target < 2) return panels;
  const tail = lines.slice(before.reduce((n, p) => n + p.length, 0));
  let best = panels.slice(before.length);
  let whole = splitsList(best) ? null : best;
  for (let h = height - 1; h > 0; h -= 1) {
    const p = paginate(tail, h);
    if (p.length > target) break;
    best = p;
    if (!splitsList(p)) whole = p;
  }
  // A list kept whole where that costs the panels little: their tallest no more than two of its
  // lines taller than at the most level break (Greek Tetris in English on A4: the fleet's four
  // entries in panel 1, the rules in panel 2, not two entries and two over the fold).
  const item = tail.find((l) => l.list !== undefined);
  const tallest = (p: readonly Line[][]) => Math.max(...p.map(panelHeight));
  if (whole !== null && whole !== best && item !== undefined && tallest(whole) <= tallest(best) + 2 * lineHeight(item) + 1e-6) return [...before, ...whole];
  return [...before, ...best];
}

/** Whether a list's items are on two panels or more. */
function splitsList(panels: readonly (readonly Line[])[]): boolean {
  const on = new Map<number, number>();
  for (const [k, p] of panels.entries()) for (const l of p) if (l.list !== undefined && (on.get(l.list) ?? k) !== k) return true; else if (l.list !== undefined) on.set(l.list, k);
  return false;
}

/** The height a panel's lines take (mm). */
function panelHeight(p: readonly Line[]): number {
  return p.reduce((h, l, i) => h + lineHeight(l) + (i === 0 ? 0 : l.before), 0);
}

/**
 * The panels of each paper's cover (its folds, plus one). A4 and letter fold in three, each panel
 * some 26 characters of text wide; A5 folds once, into two panels as wide: in three, its panels
 * would hold some 16 characters a line, too narrow for running text (lines left half empty
 * before a long word, or type too small to read).
 */
export const COVER_COLUMNS: Readonly<Record<Paper, number>> = { A4: 3, A5: 2, letter: 3 };

/** White between a fold and the text of the panels either side of it (mm). */
function foldClearance(panelW: number): number {
  return Math.min(6, panelW * 0.1);
}

export interface CoverLayout {
  readonly columns: number;
  /** The panels' text width (mm), the same for all. */
  readonly width: number;
  /** Left edge of panel `k` (0-based, on its page) in mm. */
  readonly x: (k: number) => number;
  readonly top: number;
  readonly height: number;
  /** Every panel's lines, in order, `columns` a page. */
  readonly panels: Line[][];
  /**
   * The cover is followed by its back, the game's name large in each panel (A5, folded once: it
   * stands as an open book, so only its back faces the opponent; the rules on one page. A4 and
   * letter, folded in three, where the rules take all three panels even at `COVER_READABLE`; and
   * any paper whose rules run on to further pages, the last with no panel free for the name).
   */
  readonly titleBack: boolean;
}

/**
 * The cover laid out: its panels, and the lines in each (the largest type, from the style's
 * size down to 6 pt, at which the rules fit one page).
 */
export function coverLayout(variant: Variant, content: PadContent, paper: Paper): CoverLayout {
  const page = PAPERS[paper];
  const m = MARGINS[paper];
  const columns = COVER_COLUMNS[paper];
  const panelW = page.width / columns;
  const pad = foldClearance(panelW);
  const top = m + 6;
  const height = page.height - m - top;
  const x = (k: number) => Math.max(k * panelW + pad, m);
  const right = (k: number) => Math.min((k + 1) * panelW - pad, page.width - m);
  const ks = Array.from({ length: columns }, (_, k) => k);
  const width = Math.min(...ks.map((k) => right(k) - x(k)));
  // Folded in three, the last panel is left free for the game's name, facing the opponent: the
  // rules take two panels at any readable size before they take the third.
  const fits = (most: number, least: number): { lines: Line[]; panels: Line[][]; fit: boolean } => {
    let lines: Line[] = [];
    let panels: Line[][] = [];
    for (let size = 11.5; size >= least; size -= 0.25) {
      lines = coverLines(variant, content, width, size);
      panels = paginate(lines, height);
      if (panels.length <= most) return { lines, panels, fit: true };
    }
    return { lines, panels, fit: false };
  };
  const two = columns === 3 ? fits(columns - 1, COVER_READABLE) : null;
  const laid = two?.fit === true ? two : fits(columns, 6);
  const panels = balanced(laid.lines, laid.panels, height, columns);
  // Folded in three with no panel left free for the name (rules too long for two panels even at
  // the readable size): the name goes on the cover's back, in each of its panels, as on A5; and
  // so it does for rules running on over a page or more whose last page has no panel free.
  const titleBack = (columns === 2 && panels.length <= columns) || panels.length % columns === 0;
  return { columns, width, x, top, height, panels, titleBack };
}

/**
 * The smallest size (pt) at which the rules take two panels of a cover folded in three rather than
 * the third, which shows the game's name: below it, they take the third and the name goes on the back.
 */
export const COVER_READABLE = 8;

/**
 * Draw the cover page(s) for `variant`; returns the number of pages drawn.
 *
 * @example
 *   const pages = drawCover(d, variant, content, 'A4');
 */
export function drawCover(d: Drawing, variant: Variant, content: PadContent, paper: Paper): number {
  const page = PAPERS[paper];
  const m = MARGINS[paper];
  const { columns, width: innerW, x: panelX, top, height, panels, titleBack } = coverLayout(variant, content, paper);
  const panelW = page.width / columns;
  const pages = Math.max(1, Math.ceil(panels.length / columns));
  for (let p = 0; p < pages; p++) {
    d.beginPage(page);
    for (let k = 1; k < columns; k++) {
      const x = k * panelW;
      d.text(content.text.fold, x, m + 2, { face: 'condensed', size: 6, colour: '#707070', align: 'center' });
      d.line(x, m + 3.5, x, page.height - m - 0.3, { width: RULE.thin, colour: GRID_COLOUR, dash: [1.5, 1.5] });
    }
    // A free last panel faces the opponent when the cover stands: the game's name, large.
    if (p === pages - 1 && panels.length % columns !== 0) drawTitle(d, content, panelX(columns - 1) + innerW / 2, innerW, top + height / 2);

    for (let k = 0; k < columns; k++) {
      const lines = panels[p * columns + k];
      if (lines === undefined) continue;
      const box: Box = { x: panelX(k), y: top, w: innerW, h: height };
      let y = box.y;
      for (const l of lines) {
        y += l.before;
        d.text(l.text, box.x + (l.indent ?? 0), y + fontMetrics(l.face, l.size).ascent, { face: l.face, size: l.size });
        y += lineHeight(l);
      }
    }
  }
  if (!titleBack) return pages;
  // Folded once, the cover stands as an open book: its back faces the opponent. The game's name
  // in each half (both face the opponent), clear of the fold; upright where the sheet is flipped on
  // its long edge, as double-sided printing does by default. Folded in three with its rules in all
  // three panels, the back of whichever panel faces the opponent: the name in each third.
  d.beginPage(page);
  // Centred in its panel, so as wide as the panel less the wider of the margin and the fold's clearance, each side.
  const titleW = Math.min(innerW, panelW - 2 * Math.max(m, foldClearance(panelW)));
  for (let k = 0; k < columns; k++) drawTitle(d, content, (k + 0.5) * panelW, titleW, top + height / 2);
  return pages + 1;
}

/**
 * The game's name, large, wrapped between words within `width`: at the largest size every word
 * fits, but with no short word alone on its last line (`Sea Battle` / `(Morskoy` / `boy)`): where
 * one would be, a size down to four fifths of it that takes the word before down too
 * (`Sea Battle` / `(Morskoy boy)`), if there is one.
 */
export function titleLines(typed: string, width: number, lang: string): { size: number; lines: string[] } {
  const title = sizeTogether(typed);
  const start = wordsFit(title, 'bold', 22, 10, width);
  const runt = (ls: readonly string[], s: number) => ls.length > 1 && !/\s/u.test(ls[ls.length - 1]!.trim()) && textWidth(ls[ls.length - 1]!, 'bold', s) < width / 2;
  const lines = wrapText(title, 'bold', start, width, lang);
  if (runt(lines, start)) {
    for (let s = start - 0.5; s >= Math.max(10, start * 0.8); s -= 0.5) {
      const smaller = wrapText(title, 'bold', s, width, lang);
      if (!runt(smaller, s)) return { size: s, lines: smaller };
    }
  }
  return { size: start, lines };
}

/** The game's name, large, centred on (`cx`, `cy`), wrapped between words within `width` (`titleLines`). */
function drawTitle(d: Drawing, content: PadContent, cx: number, width: number, cy: number): void {
  const { size, lines: title } = titleLines(content.title, width, content.lang);
  const lh = lineHeight({ text: '', face: 'bold', size, before: 0 });
  let y = cy - (title.length * lh) / 2;
  for (const t of title) {
    d.text(t, cx, y + fontMetrics('bold', size).ascent, { face: 'bold', size, align: 'center' });
    y += lh;
  }
}
