/**
 * The analysis report's salvo-by-salvo table on paper: each side's rows as the terminal writes them
 * (src/analysis/format.ts, `analysisRows`: the one place their figures are formatted), typeset as a
 * table: a ruled header (headings on two lines where they are wider than their figures), numbers
 * right-aligned, a light band on every other row, the header repeated on each page the table runs
 * onto, and under it the totals, the note on estimates and what the columns hold.
 *
 * The columns are fitted to the page's width: every row on one line where it fits; else each
 * salvo's chances are summarised (its lowest and highest, said under the table); else the lists
 * (cells, the best salvo, the classes certain) wrap within their cells, the row growing. No text
 * runs past its cell.
 *
 * @example
 *   const { y } = drawSideTable(d, { rows, headings: t.columns, heading: 'Blue firing at red', notes, separator: ' ', t, lang: 'en' }, page, 20);
 */
import { numericColumns, splitHeading, withWorthColumn, type AnalysisRow } from '../analysis/format.js';
import type { AnalysisText } from '../analysis/report-text.js';
import type { Drawing, FontFace, PageSize } from './drawing.js';
import { fontMetrics, textWidth, unruntedWrap } from './fonts.js';

/** Points: the table's figures, and its headings. */
const SIZE = 7;
const BODY: FontFace = 'condensed';
const HEAD: FontFace = 'condensed-bold';
/** Millimetres: between two lines of a cell, around a row's text, between columns. */
const LINE = 3;
const PAD = 0.8;
const GAP = 2.4;
const BAND = '#efefef';

/** The eleven columns, as `AnalysisText.columns` heads them: which are lists (may wrap). */
const LIST: readonly boolean[] = [false, true, true, false, false, false, false, true, false, false, true];
const CHANCES = 2;

/**
 * A table's columns, for its rows: which are numbers (right-aligned), which lists (may wrap), and
 * which is `certain` (the last), whose class names are joined by `SideTable.separator`; the
 * eleven, and the `worth` column after `best exp` where the rows have it (`tableHeadings`).
 */
function columnKinds(rows: readonly AnalysisRow[]): { numeric: readonly boolean[]; list: readonly boolean[]; certain: number } {
  const numeric = numericColumns(rows);
  return { numeric, list: withWorthColumn(LIST, numeric.length > LIST.length ? false : undefined), certain: numeric.length - 1 };
}

/** A page of the report, and where on it the table may go. */
export interface TablePage {
  readonly size: PageSize;
  readonly margin: number;
}

export interface SideTable {
  readonly rows: readonly AnalysisRow[];
  /** The headings (`tableHeadings`: the eleven of `AnalysisText.columns`, and `worth` where the rows have it). */
  readonly headings: readonly string[];
  /** Above the table, and again (with `continued`) above it on each further page. */
  readonly heading: string;
  /** Lines under the table: the totals, the note on estimates, … */
  readonly notes: readonly string[];
  /** Between the class names of the `certain` column (`classSeparator`). */
  readonly separator: string;
  readonly t: AnalysisText;
  readonly lang?: string;
  /**
   * Each salvo's chances summarised whether or not this table needs it: another side's table of the
   * same report does (`tableSummarised`), and one report gives its P(hit) column one way.
   */
  readonly summarise?: boolean;
}

/** How the table is set: each column's width, and whether each salvo's chances are summarised. */
export interface TableFit {
  readonly widths: readonly number[];
  readonly summarised: boolean;
  /** Each column's heading as set: one line, or two. */
  readonly headings: readonly (readonly string[])[];
}

/** A salvo's chances as one entry: its lowest and highest (`4%–13%`), or the one where all are written alike. */
export function chanceRange(chances: AnalysisRow['chances']): string {
  if (chances.length === 0) return '';
  let low = chances[0]!;
  let high = chances[0]!;
  for (const c of chances) {
    if (c.p < low.p) low = c;
    if (c.p > high.p) high = c;
  }
  return low.text === high.text ? low.text : `${low.text}–${high.text}`;
}

/** A row's columns as lists of items (one item each for the figures), chances listed or summarised. */
function items(r: AnalysisRow, summarised: boolean): string[][] {
  const likeliest = r.likeliest === undefined ? '' : `${r.likeliest.name} ${r.likeliest.hits}`;
  return withWorthColumn([[r.number], [...r.cells], summarised ? [chanceRange(r.chances)] : r.chances.map((c) => c.text), [r.expected], [likeliest], [r.hits], [r.bits], [...r.best], [r.bestExpected], [r.total], [...r.certain]], r.worth === undefined ? undefined : [r.worth]);
}

const width = (text: string, face: FontFace = BODY): number => textWidth(text, face, SIZE);

/** Items joined as the column writes them: a space, or in the `certain` column the class names' separator. */
const joiner = (column: number, certain: number, separator: string): string => (column === certain ? separator : ' ');

/** Items set in lines no wider than `w`, as many to a line as fit (an item alone may be wider: it is never cut). */
export function itemLines(list: readonly string[], join: string, w: number): string[] {
  // A comma separating the items stays with the item before it at a line's end (`destroyer,`).
  const end = join.trimEnd();
  const lines: string[] = [];
  let line = '';
  for (const item of list) {
    const next = line === '' ? item : `${line}${join}${item}`;
    if (line !== '' && width(`${next}${end}`) > w) {
      lines.push(`${line}${end}`);
      line = item;
    } else line = next;
  }
  lines.push(line);
  return lines;
}

/** The width a heading needs: whole, or on two lines where its figures are narrower than it. */
function headingNeed(heading: string, body: number): number {
  const whole = width(heading, HEAD);
  if (whole <= body) return whole;
  const [a, b] = splitHeading(heading);
  return Math.min(whole, Math.max(width(a, HEAD), width(b, HEAD)));
}

/**
 * Fit the columns to `available` millimetres: every row on one line if it can be, else the chances
 * summarised, else the lists wrapped (their widths shared out, none narrower than its widest item).
 */
export function fitTable(rows: readonly AnalysisRow[], headings: readonly string[], separator: string, available: number, summarise = false): TableFit {
  const { list: isList, certain } = columnKinds(rows);
  const attempt = (summarised: boolean): { natural: number[]; least: number[] } => {
    const natural = headings.map(() => 0);
    const least = headings.map(() => 0);
    for (const r of rows) {
      items(r, summarised).forEach((list, i) => {
        natural[i] = Math.max(natural[i]!, width(list.join(joiner(i, certain, separator))));
        least[i] = Math.max(least[i]!, ...list.map((x) => width(`${x}${joiner(i, certain, separator).trimEnd()}`)));
      });
    }
    headings.forEach((h, i) => {
      const need = headingNeed(h, natural[i]!);
      natural[i] = Math.max(natural[i]!, need);
      least[i] = Math.max(least[i]!, need);
    });
    return { natural, least };
  };
  const gaps = GAP * (headings.length - 1);
  const total = (ws: readonly number[]): number => ws.reduce((s, w) => s + w, 0) + gaps;
  const multiShot = rows.some((r) => r.chances.length > 1);
  let summarised = false;
  let { natural, least } = attempt(false);
  if ((summarise || total(natural) > available) && multiShot) {
    summarised = true;
    ({ natural, least } = attempt(true));
  }
  let widths = natural;
  if (total(natural) > available) {
    // The lists share what the figures leave: each as wide as it needs up to a common cap, never below its widest item.
    const fixed = natural.reduce((s, w, i) => s + (isList[i] ? 0 : w), 0) + gaps;
    const room = available - fixed;
    const at = (cap: number): number[] => natural.map((w, i) => (isList[i] ? Math.max(least[i]!, Math.min(w, cap)) : w));
    let lo = 0;
    let hi = Math.max(...natural);
    for (let k = 0; k < 40; k++) {
      const mid = (lo + hi) / 2;
      const used = at(mid).reduce((s, w, i) => s + (isList[i] ? w : 0), 0);
      if (used > room) hi = mid;
      else lo = mid;
    }
    widths = at(lo);
  }
  // What is left goes first to the headings set on two lines for want of room, the narrowest
  // widening first, so that each that can is set whole (`best exp`, not `best` over `exp`, where the
  // page has the width: a heading on two lines read as two columns' words); then a little to every
  // column, so that the table spans the width a publisher gives it.
  const wider = headings
    .map((h, i) => ({ i, more: width(h, HEAD) - widths[i]! }))
    .filter((x) => x.more > 1e-9)
    .sort((a, b) => a.more - b.more || a.i - b.i);
  for (const { i, more } of wider) {
    if (total(widths) + more > available + 1e-9) break;
    widths = widths.map((w, k) => (k === i ? w + more : w));
  }
  const spare = Math.max(0, available - total(widths));
  widths = widths.map((w) => w + spare / widths.length);
  const set = headings.map((h, i) => (width(h, HEAD) <= widths[i]! + 1e-9 ? [h] : splitHeading(h).filter((x) => x !== '')));
  return { widths, summarised, headings: set };
}

/**
 * Whether a side's table, set on `page`, gives each salvo's chances as a range (`4%–13%`) for want
 * of width: the report then gives every side's so (`SideTable.summarise`), not a range for one side
 * and every shot for the other.
 */
export function tableSummarised(table: Pick<SideTable, 'rows' | 'headings' | 'separator'>, page: TablePage): boolean {
  return fitTable(table.rows, table.headings, table.separator, page.size.width - 2 * page.margin).summarised;
}

/** Where a side's table ended: the y below its notes, and whether its last page holds only notes run over from the page before. */
export interface SideTableEnd {
  readonly y: number;
  readonly notesAlone: boolean;
}

/**
 * Draw a side's table from `y` (its heading's baseline), beginning new pages of `page` as it runs
 * on; the y below its notes.
 */
export function drawSideTable(d: Drawing, table: SideTable, page: TablePage, y: number): SideTableEnd {
  const { t, lang } = table;
  const left = page.margin;
  const available = page.size.width - 2 * page.margin;
  const bottom = page.size.height - page.margin;
  const fit = fitTable(table.rows, table.headings, table.separator, available, table.summarise === true);
  const { numeric: isNumeric, list: isList, certain } = columnKinds(table.rows);
  const xs: number[] = [];
  fit.widths.reduce((x, w) => (xs.push(x), x + w + GAP), left);
  const headLines = Math.max(...fit.headings.map((h) => h.length));
  const headHeight = headLines * LINE + 2 * PAD;
  let yy = y;
  const header = (continued: boolean): void => {
    d.text(continued ? `${table.heading} ${t.continued}` : table.heading, left, yy, { face: 'bold', size: 10 });
    yy += 2.5;
    d.line(left, yy, left + available, yy, { width: 0.4 });
    // Headings set at the foot of the header, each over its column, as its figures are aligned.
    fit.headings.forEach((lines, i) => {
      lines.forEach((line, k) => {
        const base = yy + PAD + LINE * (headLines - lines.length + k + 1) - 0.6;
        const x = isNumeric[i] ? xs[i]! + fit.widths[i]! : xs[i]!;
        d.text(line, x, base, { face: HEAD, size: SIZE, align: isNumeric[i] ? 'right' : 'left' });
      });
    });
    yy += headHeight;
    d.line(left, yy, left + available, yy, { width: 0.25 });
  };
  header(false);
  table.rows.forEach((r, n) => {
    const cells = items(r, fit.summarised).map((list, i) => (isList[i] ? itemLines(list, joiner(i, certain, table.separator), fit.widths[i]!) : [list[0] ?? '']));
    const lines = Math.max(1, ...cells.map((c) => c.length));
    const height = lines * LINE + 2 * PAD;
    if (yy + height > bottom) {
      d.line(left, yy, left + available, yy, { width: 0.4 });
      d.beginPage(page.size);
      yy = page.margin + 3;
      header(true);
    }
    if (n % 2 === 1) d.rect(left, yy, available, height, { fill: BAND });
    cells.forEach((c, i) =>
      c.forEach((line, k) => {
        if (line === '') return;
        const x = isNumeric[i] ? xs[i]! + fit.widths[i]! : xs[i]!;
        d.text(line, x, yy + PAD + LINE * (k + 1) - 0.6, { face: BODY, size: SIZE, align: isNumeric[i] ? 'right' : 'left' });
      }),
    );
    yy += height;
  });
  d.line(left, yy, left + available, yy, { width: 0.4 });
  yy += 4;
  // Under the table: the totals as the terminal gives them, the notes, and why the chances are a range.
  const notes = fit.summarised ? [...table.notes, t.pdfChancesRange(table.headings[CHANCES] ?? '')] : table.notes;
  let notesAlone = false;
  notes.forEach((note, i) => {
    const face: FontFace = i === 0 ? 'regular' : 'italic';
    // A line whose descenders would pass the foot's margin goes on the next page (its baseline alone within it is not enough).
    const descent = fontMetrics(face, 8).descent;
    for (const line of unruntedWrap(note, face, 8, available, lang)) {
      if (yy + descent > bottom) {
        d.beginPage(page.size);
        yy = page.margin + 3;
        notesAlone = true;
      }
      d.text(line, left, yy, { face, size: 8 });
      yy += 3.6;
    }
    yy += 1;
  });
  return { y: yy, notesAlone };
}
