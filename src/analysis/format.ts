/**
 * Plain-text renderings of the analysis, a suggestion and a simulation report, for the terminal.
 * Cells are written in the variant's notation; side names are the record's, and ship classes
 * are named in the record's language; the analysis's labels and verdicts in the language of the
 * words given (report-text.ts; English by default).
 *
 * @example
 *   io.out(formatAnalysis(analysis, variant, (side) => side, variantNotation(variant, 'ru').className));
 */
import { formatCell } from '../core/coords.js';
import { owedPossible, penalisedClasses, worthlessClasses } from './advice.js';
import type { SideId, Variant } from '../variant/model.js';
import type { GameAnalysis, SalvoFigures, SideAnalysis } from './analyze.js';
import type { SimulationReport } from './simulate.js';
import type { Summary } from './stats.js';
import { simulationDifferences } from './simulate-compare.js';
import type { Suggestion } from './suggest.js';
import { analysisText, errorDecimals, errorDecimalsAt, hitsWritten, shipMoments, shipsLag, type AnalysisText, type FreeHit } from './report-text.js';
import { suggestText, type SuggestText } from './suggest-text.js';
import { fleetsWords, simulateText, type SimulateText } from './simulate-text.js';

const EN_TEXT = analysisText('en', false);
const EN_SUGGEST = suggestText('en');

const pct = (p: number): string => `${Math.round(p * 100)}%`;

function pad(text: string, width: number, right = false): string {
  const n = [...text].length;
  if (n >= width) return text;
  return right ? ' '.repeat(width - n) + text : text + ' '.repeat(width - n);
}

function table(rows: readonly (readonly string[])[], rightAligned: readonly boolean[]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length)));
  return rows.map((r) => r.map((cell, i) => pad(cell, widths[i]!, rightAligned[i] ?? false)).join('  ').trimEnd()).join('\n') + '\n';
}

const len = (text: string): number => [...text].length;

/**
 * A heading split at the space that leaves its longer part shortest (`najlepszy strzał` →
 * `najlepszy`, `strzał`); one without a space stays whole (its second part empty).
 */
export function splitHeading(heading: string): [string, string] {
  let best: [string, string] = [heading, ''];
  for (let i = heading.indexOf(' '); i >= 0; i = heading.indexOf(' ', i + 1)) {
    const parts: [string, string] = [heading.slice(0, i), heading.slice(i + 1)];
    if (Math.max(len(parts[0]), len(parts[1])) < Math.max(len(best[0]), len(best[1]))) best = parts;
  }
  return best;
}

/**
 * The analysis table: as `table`, but where its rows (the last column left out: class names,
 * as long as they come) would run past `width`, headings wider than what their columns hold are
 * set on two lines (Statki 15×15 in Polish: `P(trafienia)` over `przed`), so that the columns
 * are as wide as their figures; a right-aligned heading whose column follows a left-aligned one
 * with room to spare on the headings' lower line stays whole there, reaching left into that room
 * (Jutland's `best exp` over its figures, two spaces at least after `best salvo`; Statki 15×15's
 * `najl. oczek.` after `strzał`, under `najlepszy`), where on two lines its `best` stood alone on a
 * line of its own and its `exp` read as the `exp` column's.
 */
function analysisTable(rows: readonly (readonly string[])[], rightAligned: readonly boolean[], width = 100): string {
  const [head, ...body] = rows;
  const columns = head!.length;
  const bodyWidths = head!.map((_, i) => Math.max(0, ...body.map((r) => len(r[i] ?? ''))));
  const span = (ws: readonly number[]): number => ws.slice(0, -1).reduce((s, w) => s + w + 2, 0);
  const oneLine = head!.map((h, i) => Math.max(len(h), bodyWidths[i]!));
  if (span(oneLine) <= width) return table(rows, rightAligned);
  // Left to right: each heading wider than its figures reaches into the column before it where it
  // can, else goes on two lines; a column is as wide as its figures and what of its heading it holds.
  const split: [string, string][] = [];
  const widths: number[] = [];
  const reaching: boolean[] = [];
  head!.forEach((h, i) => {
    const wide = i < columns - 1 && len(h) > bodyWidths[i]!;
    // The room the column before leaves on the headings' lower line (under its whole heading, or its heading's second part).
    const lower = i > 0 ? (split[i - 1]![1] === '' ? split[i - 1]![0] : split[i - 1]![1]) : '';
    const before = i > 0 && rightAligned[i] === true && rightAligned[i - 1] !== true ? widths[i - 1]! - len(lower) : -1;
    const reach = wide && len(h) - bodyWidths[i]! <= before;
    const parts: [string, string] = wide && !reach ? splitHeading(h) : [h, ''];
    split.push(parts);
    reaching.push(reach);
    widths.push(Math.max(bodyWidths[i]!, reach ? 0 : Math.max(len(parts[0]), len(parts[1]))));
  });
  const top = split.map(([a, b]) => (b === '' ? '' : a));
  const bottom = split.map(([a, b]) => (b === '' ? a : b));
  if (!reaching.includes(true)) return table([top, bottom, ...body], rightAligned);
  // The headings' lines set by hand, each at its column's edge; the rows as `table` sets them.
  const starts = widths.map((_, i) => widths.slice(0, i).reduce((x, w) => x + w + 2, 0));
  const headLine = (line: readonly string[]): string => {
    let out = '';
    line.forEach((text, i) => {
      if (text === '') return;
      const at = rightAligned[i] === true ? starts[i]! + widths[i]! - len(text) : starts[i]!;
      out = out + ' '.repeat(Math.max(0, at - len(out))) + text;
    });
    return out;
  };
  const heads = top.some((x) => x !== '') ? [headLine(top), headLine(bottom)] : [headLine(bottom)];
  const rest = table(body.map((r) => r.map((c, i) => pad(c, widths[i]!, rightAligned[i] ?? false))), rightAligned);
  return `${heads.join('\n')}\n${rest}`;
}

/**
 * A standard error in percent as the tables write it: whole percent from 1 on, one decimal
 * below (an error of 0.3% is not written ±0%), and below 0.05% to its first digit that is not 0
 * (0.04%, 0.003%), as an error of expected hits below 0.005 gets a third decimal: an error there
 * is not written ±0.0%, which reads as none (Jutland's `3±0.0%` for an estimated 3% ± 0.04%).
 */
export function errorText(percent: number, t: Pick<AnalysisText, 'num'> = EN_TEXT): string {
  return t.num(percent, errorDecimals(percent));
}

/**
 * An estimated chance that no sample saw otherwise (0 or 1, with no standard error), as a bound:
 * `<1` or `>99` (percent). The estimate has not shown the cell water or a ship, so a bare 0% or
 * 100% would read as exact; only where the evidence itself decides the cell (`decided`: a miss,
 * an announced hit, a cell of a ship the evidence pins) is its 0 or 1 certain. Undefined where
 * the chance is to be written as it is.
 *
 * @example
 *   estimateBound(0, 0, false) // '<1'
 *   estimateBound(1, 0, true)  // undefined: 100% it is
 */
export function estimateBound(p: number, se: number, decided: boolean): '<1' | '>99' | undefined {
  if (decided || se > 0) return undefined;
  return p <= 0 ? '<1' : p >= 1 ? '>99' : undefined;
}

/**
 * A chance in percent with its standard error where it has one: `47%`, `47% ± 2%`, `47% ± 0.4%`;
 * an estimate's 0 or 1 that the evidence does not decide (`decided` false), as a bound: `<1%`, `>99%`.
 */
export function chanceText(p: number, se: number | undefined, t: Pick<AnalysisText, 'num'> = EN_TEXT, decided = true): string {
  const pct = `${Math.round(p * 100)}%`;
  if (se === undefined) return pct;
  if (se > 0) return `${pct} ± ${errorText(se * 100, t)}%`;
  const bound = estimateBound(p, se, decided);
  return bound === undefined ? pct : `${bound}%`;
}

/**
 * Expected hits as the table writes them: with their standard error where estimated ("1.23±0.05");
 * where no shot's chance has an error and some is written as a bound, bounded alike
 * (`boundedHits`): `>0.99` beside a `>99%`, not a bare `1.00` that reads exact.
 */
function hitsText(hits: number, error: number | null, t: Pick<AnalysisText, 'num'>, bounds: readonly ('<1' | '>99' | undefined)[] = []): string {
  if (error !== null && error > 0) return `${t.num(hits, 2)}±${t.num(error, errorDecimalsAt(error, 2))}`;
  return boundedHits(hits, bounds, t) ?? t.num(hits, 2);
}

/**
 * Expected hits with no standard error where some of the shots' chances are written as a bound
 * (`estimateBound`: an estimate's 0 or 1 the evidence does not decide), to two decimals as the
 * bounds make them: each `>99%` shot more than 0.99 of a hit, each `<1%` less than 0.01, so
 * `>0.99` (one shot at `>99%`), `>1.98`, `<0.01`; `≈1.00` where the two kinds meet. Undefined
 * where no chance is a bound (the figure is written as it is).
 *
 * @example
 *   boundedHits(1, ['>99'], t) // '>0.99'
 *   boundedHits(0, ['<1'], t)  // '<0.01'
 */
export function boundedHits(hits: number, bounds: readonly ('<1' | '>99' | undefined)[], t: Pick<AnalysisText, 'num'>): string | undefined {
  const above = bounds.filter((b) => b === '>99').length;
  const below = bounds.filter((b) => b === '<1').length;
  if (above === 0 && below === 0) return undefined;
  if (above > 0 && below > 0) return `≈${t.num(hits, 2)}`;
  return above > 0 ? `>${t.num(hits - 0.01 * above, 2)}` : `<${t.num(hits + 0.01 * below, 2)}`;
}

/** The salvos up to a row of the table, counted as the `Σ` column needs them. */
interface RunningCounts {
  readonly salvos: number;
  readonly unknownHits: number;
  readonly bitsKnown: boolean;
}

/**
 * The `Σ` column: the running totals up to and including a salvo (`SalvoFigures.total`), as
 * `expected/hits/bits`: expected hits as the totals line writes them (`7.6`, `24.7±0.2`), the hits
 * known (`~` where an estimate gave some, `+?` where some salvo's are unknown, `?` while all are),
 * the bits known (`?` while every salvo's are unknown). The last row's are the totals line's.
 *
 * `upTo` counts the salvos so far: how many, how many of unknown hits, whether any has its bits.
 *
 * @example
 *   runningTotals(f.total, { salvos: 3, unknownHits: 0, bitsKnown: true }, sum, t) // '4.4/6/14.1'
 */
function runningTotals(total: SalvoFigures['total'], upTo: RunningCounts, sum: (hits: number, error: number | null) => string, t: AnalysisText): string {
  const known = total.actualExact ? t.num(total.actualHits, 0) : `~${t.num(total.actualHits, 1)}`;
  const hits = upTo.unknownHits === upTo.salvos ? '?' : upTo.unknownHits > 0 ? `${known}+?` : known;
  const bits = upTo.bitsKnown ? t.num(total.bits, 1) : '?';
  const e = total.expectedHitsError;
  const expected = sum(total.expectedHits, e);
  return `${expected}/${hits}/${bits}`;
}

/** Which of the table's eleven columns hold numbers (right-aligned, the likeliest hit's `Cruiser 0.40` too, its figures one under another), on the terminal and on paper alike. */
export const NUMERIC_COLUMNS: readonly boolean[] = [true, false, false, true, true, true, true, false, true, true, false];

/** Where the `worth` column stands in a table that has it (`AnalysisRow.worth`): after `best exp`, before `Σ`. */
export const WORTH_COLUMN = 9;

/**
 * A table's columns (its headings, or what each is) with the `worth` column's put in its place
 * (`WORTH_COLUMN`) where the table has one (`worth` given), the eleven as they are otherwise.
 *
 * @example
 *   withWorthColumn(t.columns, t.worthColumn) // ['#', 'cells', …, 'best exp', 'worth', 'Σ', 'certain']
 */
export function withWorthColumn<T>(columns: readonly T[], worth: T | undefined): T[] {
  return worth === undefined ? [...columns] : [...columns.slice(0, WORTH_COLUMN), worth, ...columns.slice(WORTH_COLUMN)];
}

/** A side's table headings for its rows: the eleven, and `worth` where its rows have it (the terminal and the PDF alike). */
export function tableHeadings(t: Pick<AnalysisText, 'columns' | 'worthColumn'>, rows: readonly AnalysisRow[]): string[] {
  return withWorthColumn(t.columns, rows.some((r) => r.worth !== undefined) ? t.worthColumn : undefined);
}

/** Which of a side's table columns hold numbers (`NUMERIC_COLUMNS`, and the `worth` column where the rows have it). */
export function numericColumns(rows: readonly AnalysisRow[]): boolean[] {
  return withWorthColumn(NUMERIC_COLUMNS, rows.some((r) => r.worth !== undefined) ? true : undefined);
}

/** The class a salvo was likeliest to hit, and its expected hits on it as the table writes them (`likeliestHit`). */
export interface LikeliestHit {
  readonly classId: string;
  /** The salvo's expected hits on the class: the sum of its shots' `classProbabilities` for it. */
  readonly hits: number;
  /** As the `exp` column writes expected hits (`0.31`, `0,31`), `≈` before it where the position was estimated. */
  readonly text: string;
}

/**
 * The class a salvo was expected to hit most (for a single shot, the one likeliest at its cell), in
 * the fleet's order where two tie, with its expected hits on it: the sum over its shots of the
 * JSON's `classProbabilities`. Undefined where no shot could hit a ship (every chance 0).
 *
 * @example
 *   likeliestHit(f, variant, analysisText('en', false)) // { classId: 'destroyer', hits: 0.31, text: '0.31' }
 */
export function likeliestHit(f: SalvoFigures, variant: Variant, t: Pick<AnalysisText, 'num'> = EN_TEXT): LikeliestHit | undefined {
  let best: { classId: string; hits: number } | undefined;
  for (const cls of variant.fleet) {
    const hits = f.classProbabilities.reduce((s, chances) => s + (chances[cls.id] ?? 0), 0);
    if (hits > 1e-12 && (best === undefined || hits > best.hits + 1e-12)) best = { classId: cls.id, hits };
  }
  if (best === undefined) return undefined;
  // An estimate's class chances have no error of their own to write beside them: said estimated.
  return { ...best, text: `${f.probabilityErrors === null ? '' : '≈'}${t.num(best.hits, 2)}` };
}

/** One salvo's row of the analysis table, each column as the terminal writes it (lists kept apart, for a page to set). */
export interface AnalysisRow {
  /** The side's own salvo number. */
  readonly number: string;
  /** The salvo's cells in the variant's notation, then `OFF_BOARD_MARK` for each shot called off the board (`offBoardNote`). */
  readonly cells: readonly string[];
  /** Each shot's chance as written (`12%`, `47±2%`, `<1%`), in the order of `cells`, with the chance itself. */
  readonly chances: readonly { readonly p: number; readonly text: string }[];
  readonly expected: string;
  /** The class the salvo was likeliest to hit, named, and its expected hits on it (`likeliestHit`); undefined where it could hit none. */
  readonly likeliest?: { readonly name: string; readonly hits: string };
  readonly hits: string;
  readonly bits: string;
  readonly best: readonly string[];
  readonly bestExpected: string;
  /**
   * The `worth` column, where the verdict weighs salvos otherwise than by their expected hits
   * (`SalvoFigures.worth`): the salvo's worth and its best salvo's as the verdict adds them up,
   * `0.42/0.60` (`≈` before one of an estimated position); undefined elsewhere, and no such column.
   */
  readonly worth?: string;
  /** The `Σ` column: `expected/hits/bits` up to and including the salvo. */
  readonly total: string;
  /** Class names that became certain with the salvo. */
  readonly certain: readonly string[];
}

/** The separator of the class names in the `certain` column: a space, or a comma where one of the fleet's names has a space. */
export function classSeparator(variant: Variant, className: (classId: string) => string): string {
  return variant.fleet.some((c) => /\s/u.test(className(c.id))) ? ', ' : ' ';
}

/**
 * The totals line's expected hits: to one decimal with their error (`24.7±0.2`, `15.3±0.04`).
 */
function totalsSum(hits: number, error: number | null, t: Pick<AnalysisText, 'num'>): string {
  return error === null || error <= 0 ? t.num(hits, 1) : `${t.num(hits, 1)}±${t.num(error, errorDecimalsAt(error, 1))}`;
}

/**
 * The side's table rows as the terminal and the PDF write them (the one place their figures are
 * formatted): chances with their standard errors where estimated, hits with `~` or `?`, the
 * running totals.
 *
 * @example
 *   analysisRows(side, variant, (id) => id, analysisText('en', false))[0]!.expected // '0.64'
 */
export function analysisRows(a: SideAnalysis, variant: Variant, className: (classId: string) => string, t: AnalysisText = EN_TEXT): AnalysisRow[] {
  const cells = (list: readonly number[]): string[] => list.map((c) => formatCell(c, variant.board));
  const pct = (p: number): string => `${t.num(p * 100, 0)}%`;
  // The totals line's figures, written as it writes them: expected hits to one decimal with their error.
  const sum = (hits: number, error: number | null): string => totalsSum(hits, error, t);
  // Counted as the rows go (not each row's salvos counted again).
  let upTo: RunningCounts = { salvos: 0, unknownHits: 0, bitsKnown: false };
  return a.salvos.map((f) => {
    upTo = { salvos: upTo.salvos + 1, unknownHits: upTo.unknownHits + (f.actualHits === null ? 1 : 0), bitsKnown: upTo.bitsKnown || f.bits !== null };
    // An estimated position's chances with their standard errors: a 51% is not told from a 49% ± 4%.
    // A chance no sample saw otherwise, not decided by the evidence, is a bound (<1%, >99%), not 0% or 100%.
    const errors = f.probabilityErrors;
    const chance = (p: number, i: number): string => {
      if (errors === null) return pct(p);
      const se = errors[i] ?? 0;
      if (se > 0) return `${t.num(p * 100, 0)}±${errorText(se * 100, t)}%`;
      const bound = estimateBound(p, se, f.decided?.[i] ?? true);
      return bound === undefined ? pct(p) : `${bound}%`;
    };
    const likeliest = likeliestHit(f, variant, t);
    // Each chance written as a bound (`<1%`, `>99%`), for the expected hits beside them (`boundedHits`).
    const bounds = errors === null ? [] : f.probabilities.map((p, i) => estimateBound(p, errors[i] ?? 0, f.decided?.[i] ?? true));
    const bestBounds = f.bestDecided === undefined ? [] : f.bestDecided.map((d, i) => estimateBound(f.bestProbabilities?.[i] ?? 0.5, 0, d));
    return {
      number: String(f.number),
      cells: [...cells(f.cells), ...Array.from({ length: f.offBoard ?? 0 }, () => OFF_BOARD_MARK)],
      chances: f.probabilities.map((p, i) => ({ p, text: chance(p, i) })),
      expected: hitsText(f.expectedHits, f.expectedHitsError, t, bounds),
      ...(likeliest === undefined ? {} : { likeliest: { name: className(likeliest.classId), hits: likeliest.text } }),
      hits: f.actualHits === null ? '?' : f.actualExact ? String(f.actualHits) : `~${t.num(f.actualHits, 1)}`,
      bits: f.bits === null ? '?' : t.num(f.bits, 1),
      best: cells(f.bestCells),
      bestExpected: hitsText(f.bestExpectedHits, f.bestExpectedHitsError, t, bestBounds),
      // The figures the verdict adds up, each to two decimals as `exp` and `best exp` beside them.
      ...(f.worth === undefined ? {} : { worth: `${f.probabilityErrors === null ? '' : '≈'}${t.num(f.worth.value, 2)}/${f.bestExpectedHitsError === null ? '' : '≈'}${t.num(f.worth.bestValue, 2)}` }),
      total: runningTotals(f.total, upTo, sum, t),
      certain: f.certain.map(className),
    };
  });
}

/**
 * The line under a side's table (`totals: expected 7.8 hits, actual 11, …`), as the terminal and
 * the PDF give it; undefined where the side fired no salvo.
 */
export function totalsLine(a: SideAnalysis, t: AnalysisText = EN_TEXT): string | undefined {
  const last = a.salvos.at(-1);
  if (last === undefined) return undefined;
  const sum = (hits: number, error: number | null): string => totalsSum(hits, error, t);
  // Salvos whose announcement could not be read: their hits are unknown (?) and not in the actual total.
  const unknown = a.salvos.filter((f) => f.actualHits === null).map((f) => f.number);
  // Totals of estimates as the table writes them: hits an estimate gave with `~`, expected hits with their error.
  const actualHits = hitsWritten(t.num, last.total.actualHits, last.total.actualExact);
  const actual = unknown.length === 0 ? actualHits : t.withoutUnknown(actualHits, unknown);
  return t.totals(sum(last.total.expectedHits, last.total.expectedHitsError), actual, sum(last.total.bestExpectedHits, last.total.bestExpectedHitsError), a.salvos.every((f) => f.bits === null) ? '?' : t.num(last.total.bits, 1));
}

/** A shot called off the board, in the cells column (text and PDF): it has no cell to write, nor a chance. */
export const OFF_BOARD_MARK = '×';

/**
 * The note under a side's table where some salvo had a shot called off the board (`×` in its
 * cells): it could hit nothing, yet it counts in the salvo's size, so the salvo is judged against
 * a best salvo of as many shots (text and PDF alike).
 */
export function offBoardNote(a: SideAnalysis, t: AnalysisText = EN_TEXT): string | undefined {
  const salvos = a.salvos.filter((f) => (f.offBoard ?? 0) > 0).map((f) => f.number);
  return salvos.length === 0 ? undefined : t.offBoard(OFF_BOARD_MARK, salvos);
}

/**
 * The side's own salvo numbers as a list, runs of consecutive ones as ranges: `12, 13, 19`,
 * `27–30`, `13–26, 28`.
 */
export function numberRuns(numbers: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const n of numbers) {
    const last = runs.at(-1);
    if (last !== undefined && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  return runs.map(([a, b]) => (a === b ? String(a) : b === a + 1 ? `${a}, ${b}` : `${a}–${b}`)).join(', ');
}

/** The order in which `freeHitNotes` says why a hit on the protected ship cost nothing. */
const FREE_HITS: readonly FreeHit[] = ['owed', 'unavoidable', 'ends-game', 'last-shots', 'enemy-out'];

/**
 * The notes under a side's table where some best salvo may hit a protected ship (Perelman's
 * hospital) and yet had no lost turn weighed against it (`SalvoFigures.weighing`), one per reason
 * (`FreeHit`), text and PDF alike: where the best salvo reads `ж1 1.00` with ж1 the hospital's for
 * sure, the player is told why a hit that skips a turn is the best: its turn is owed whenever it is
 * made, and this hit does not sink it. Empty where there is none.
 *
 * @example
 *   freeHitNotes(side, variant, className, t) // ['best salvos 27–30 hit the hospital ship (ж1: 100%), yet …']
 */
export function freeHitNotes(a: SideAnalysis, variant: Variant, className: (classId: string) => string, t: AnalysisText = EN_TEXT): string[] {
  const by = new Map<FreeHit, SalvoFigures[]>();
  for (const f of a.salvos) {
    const w = f.weighing;
    if (w === undefined || w.bestHits <= 1e-9 || w.bestAt.length === 0) continue;
    const why: FreeHit | undefined = 'free' in w ? w.free : w.owed && w.bestChance <= 1e-12 ? 'owed' : undefined;
    if (why === undefined) continue;
    by.set(why, [...(by.get(why) ?? []), f]);
  }
  const ship = penalisedClasses(variant).map(className).join(', ');
  return FREE_HITS.flatMap((why) => {
    const fs = by.get(why);
    if (fs === undefined) return [];
    const cells = [...new Set(fs.flatMap((f) => f.weighing!.bestAt))].map((c) => formatCell(c, variant.board));
    const chances = fs.map((f) => f.weighing!.bestHits);
    const [low, high] = [Math.min(...chances), Math.max(...chances)];
    const percent = (p: number): string => t.num(p * 100, 0);
    const range = percent(low) === percent(high) ? `${percent(high)}%` : `${percent(low)}–${percent(high)}%`;
    return [t.freeHit(why, numberRuns(fs.map((f) => f.number)), fs.length === 1, low >= 1 - 1e-9, ship, `${cells.join(', ')}: ${range}`)];
  });
}

/** The note on estimated positions under a side's table, where some were (text and PDF alike). */
export function estimatedNote(a: SideAnalysis, t: AnalysisText = EN_TEXT): string | undefined {
  // A position not exact only because a cell is read loosely was not estimated: `looseNote` says it.
  return a.salvos.some((f) => !f.exact && (f.readings === undefined || f.estimatedBy.length > 0)) ? t.estimated([...new Set(a.salvos.flatMap((f) => f.estimatedBy))].sort()) : undefined;
}

/**
 * The note under a side's table where some chance in it, the salvo's or its best salvo's, is
 * written as a bound (`<1%`, `>99%`) and so the expected hits beside it (`>0.99`): what they mean
 * (text and PDF alike).
 */
export function boundsNote(a: SideAnalysis, t: AnalysisText = EN_TEXT): string | undefined {
  const bounded = a.salvos.some(
    (f) =>
      f.probabilities.some((p, i) => f.probabilityErrors !== null && estimateBound(p, f.probabilityErrors[i] ?? 0, f.decided?.[i] ?? true) !== undefined) ||
      (f.bestDecided ?? []).some((d, i) => estimateBound(f.bestProbabilities?.[i] ?? 0.5, 0, d) !== undefined),
  );
  return bounded ? t.bounds : undefined;
}

/**
 * The note under a side's table where a cell that could not be read is read loosely (text and PDF
 * alike): from which of the side's salvos on its figures are of a wider set of layouts.
 */
export function looseNote(a: SideAnalysis, t: AnalysisText = EN_TEXT): string | undefined {
  const first = a.salvos.find((f) => f.readings !== undefined);
  return first === undefined ? undefined : t.superset(first.number);
}

function formatSide(a: SideAnalysis, variant: Variant, name: (side: SideId) => string, className: (classId: string) => string, t: AnalysisText): string {
  // Class names in the narrow column: space-separated, or comma-separated when one of the fleet's has a space.
  const separator = classSeparator(variant, className);
  const body = analysisRows(a, variant, className, t);
  const rows: string[][] = [tableHeadings(t, body)];
  for (const r of body) {
    // Right-aligned, so that the figures stand one under another.
    const likeliest = r.likeliest === undefined ? '' : `${r.likeliest.name} ${r.likeliest.hits}`;
    rows.push(withWorthColumn([r.number, r.cells.join(' '), r.chances.map((c) => c.text).join(' '), r.expected, likeliest, r.hits, r.bits, r.best.join(' '), r.bestExpected, r.total, r.certain.join(separator)], r.worth));
  }
  let out = `${t.firing(name(a.side), name(a.target))}\n`;
  // A side that has fired nothing has no table, not a heading over nothing (as in the PDF).
  if (rows.length > 1) out += analysisTable(rows, numericColumns(body));
  const totals = totalsLine(a, t);
  if (totals !== undefined) out += `${totals}\n`;
  out += `${t.certain(a.certainty.map((c) => t.certainItem(className(c.classId), c.afterSalvo, shipMoments(c))))}\n`;
  // A class known by its cells before (or without) its ships: why the brackets lag.
  if (a.certainty.some(shipsLag)) out += `${t.shipsLag}\n`;
  // Said by what each estimated position was estimated with (a chain, or the sampler where no chain could start).
  const note = estimatedNote(a, t);
  if (note !== undefined) out += `${note}\n`;
  const bounds = boundsNote(a, t);
  if (bounds !== undefined) out += `${bounds}\n`;
  const loose = looseNote(a, t);
  if (loose !== undefined) out += `${loose}\n`;
  const off = offBoardNote(a, t);
  if (off !== undefined) out += `${off}\n`;
  // Best salvos at the hospital with no turn weighed against them: why.
  for (const n of freeHitNotes(a, variant, className, t)) out += `${n}\n`;
  if (a.stopped) out += `${t.stopped(a.stopped, a.stop, name(a.side))}\n`;
  out += `${t.verdictLabel}: ${t.verdict(a.verdict.figures, a.verdict.text, worthlessClasses(variant).map(className))}\n`;
  return out;
}

/**
 * The analysis of both sides, one table each. `name` gives the record's name for a variant side,
 * `className` a ship class's name in the record's language (the analysis holds class ids), `t`
 * the report's words (report-text.ts: English unless given).
 */
export function formatAnalysis(
  analysis: GameAnalysis,
  variant: Variant,
  name: (side: SideId) => string,
  className: (classId: string) => string,
  t: AnalysisText = EN_TEXT,
): string {
  const out = analysis.sides.map((s) => formatSide(s, variant, name, className, t)).join('\n');
  // What the columns hold, once under the tables (a player reads "exp" or "bits" without the docs).
  return analysis.sides.some((s) => s.salvos.length > 0) ? `${out}\n${columnsLegendFor(variant, t)}\n` : out;
}

/**
 * What the columns hold, in `t`'s words, for `variant`: where its best salvo is the advice's, not
 * the one of most expected hits (a protected ship whose hit costs a turn, ships that need not be
 * sunk: advice.ts, `bestSalvo`), the legend says how it is chosen, as the verdict says the aim is weighed.
 */
export function columnsLegendFor(variant: Variant, t: AnalysisText): string {
  return t.columnsLegendOf({ penalty: penalisedClasses(variant).length > 0, worthless: worthlessClasses(variant).length > 0, owed: owedPossible(variant) });
}

/** A suggested salvo with its reasons, in `t`'s words (suggest-text.ts; English by default). */
export function formatSuggestion(s: Suggestion, variant: Variant, side: string, t: SuggestText = EN_SUGGEST): string {
  const owed = s.owed.min === s.owed.max ? String(s.owed.max) : `${s.owed.min}–${s.owed.max}`;
  // Nothing estimated: a heading that suggests nothing, then the notes (what to do).
  if (s.noEstimate === true) return `${t.headingNone(side, owed, s.owed.max)}\n` + s.notes.map((n) => `${t.note}: ${n}\n`).join('');
  let out = `${t.heading(side, owed, s.owed.max, s.goal)}\n`;
  const chances = s.cells.map((_, i) => chanceText(s.probabilities[i]!, s.stdErrors?.[i], t, s.decided?.[i] ?? true));
  // Goal information: what each cell's shot alone would tell, by which it was chosen, after its chance.
  const width = Math.max(0, ...chances.map((x) => [...x].length));
  // Each cell's own information is of hit or miss, or of the class hit where each shot's answer
  // names it (shotEntropy), or of a salvo's shot's whole answer ("sunk" too) where it was chosen by
  // it (`cellBitsWhole`), and says so: the line under the cells is of the whole answer.
  const namesClass = variant.report.timing === 'per-shot' && variant.report.hitClass;
  s.cells.forEach((c, i) => {
    const bits = s.cellBits?.[i];
    const line = `  ${pad(formatCell(c, variant.board), 5)} ${t.pHit} ${bits === undefined ? chances[i]! : `${pad(chances[i]!, width)}  ${t.cellBits(t.num(bits, 2), namesClass, s.cellBitsWhole === true)}`}`;
    out += `${line}\n`;
  });
  const hitsError = s.expectedHitsError !== undefined && s.expectedHitsError > 0 ? ` ± ${t.num(s.expectedHitsError, errorDecimalsAt(s.expectedHitsError, 2))}` : '';
  // Where the chances above have no error and some is a bound (`>99%`), the expected hits are bounded alike (`>0.99`).
  const bounds = s.stdErrors === undefined || hitsError !== '' ? [] : s.cells.map((_, i) => estimateBound(s.probabilities[i]!, s.stdErrors?.[i] ?? 0, s.decided?.[i] ?? true));
  out += `${t.expected(`${boundedHits(s.expectedHits, bounds, t) ?? t.num(s.expectedHits, 2)}${hitsError}`, t.num(s.expectedBits, 2), s.informationExact === true, s.stdErrors !== undefined || (!s.exact && s.readings === undefined), s.cellBits !== undefined)}\n`;
  for (const n of s.notes) out += `${t.note}: ${n}\n`;
  return out;
}

function summaryCell(s: Summary, num: SimulateText['num']): string {
  if (s.count === 0) return '—';
  return `${num(s.mean, 1)} / ${num(s.median, 1)} ± ${num(s.stddev, 1)} [${num(s.q1, 0)}–${num(s.q3, 0)}]`;
}

/**
 * One column per simulation report (a designer compares two variants side by side), in `t`'s
 * words (simulate-text.ts; English by default); `side` names the first player of the `i`th
 * report (its variant side id by default). `single[i]`: every salvo of the `i`th report's variant
 * is one shot (Морской бой, Statki); where all are, the table counts shots alone, as the players
 * do, not salvos that count the same.
 */
export function formatSimulations(
  reports: readonly SimulationReport[],
  t: SimulateText = simulateText('en'),
  side: (i: number, id: SideId) => string = (_, id) => id,
  heads: readonly string[] = reports.map((r) => r.variant),
  single: readonly boolean[] = [],
): string {
  const cell = (s: Summary): string => summaryCell(s, t.num);
  const shotsAlone = reports.length > 0 && reports.every((_, i) => single[i] === true);
  const rows: string[][] = [
    ['', ...heads],
    [t.rows.games, ...reports.map((r) => t.games(r.summary.games, r.mode, r.seed))],
    [t.rows.strategies, ...reports.map((r) => (r.mode === 'solo' ? r.strategies[0] : t.versus(r.strategies[0], r.strategies[1])))],
    ...(shotsAlone ? [] : [[t.rows.salvos, ...reports.map((r) => cell(r.summary.salvos))]]),
    [shotsAlone ? t.rows.shotsAlone : t.rows.shots, ...reports.map((r) => cell(r.summary.shots))],
    [t.rows.shotsToSink, ...reports.map((r) => cell(r.summary.shotsToSink))],
    [t.rows.unfinished, ...reports.map((r) => String(r.summary.unfinished))],
    [
      t.rows.firstWins,
      ...reports.map((r, i) =>
        r.mode === 'solo' || Number.isNaN(r.summary.firstPlayer.rate)
          ? '—'
          : `${pct(r.summary.firstPlayer.rate)} (${pct(r.summary.firstPlayer.low)}–${pct(r.summary.firstPlayer.high)}) ${side(i, r.summary.firstPlayer.side)}`,
      ),
    ],
    [t.rows.draws, ...reports.map((r) => (r.mode === 'solo' ? '—' : String(r.summary.draws)))],
    [
      t.rows.posteriors,
      ...reports.map((r) => ((r.mode === 'solo' ? r.strategies.slice(0, 1) : r.strategies).includes('advisor') ? `${r.posterior.exact} / ${r.posterior.estimated}` : '—')),
    ],
  ];
  let out = table(rows, rows[0]!.map(() => false));
  // Uniform fleets in the language's words, with how many the exact counter drew (by variant where
  // several are compared); fleets drawn some other way as the first report says it.
  const uniform = reports.every((r) => r.fleets === fleetsWords(r.fleetsCounted ?? 0));
  const counted = reports.flatMap((r, i) => (r.fleetsCounted === undefined ? [] : [{ column: reports.length > 1 ? (heads[i] ?? r.variant) : null, count: r.fleetsCounted }]));
  const fleets = uniform ? t.uniform(counted) : (reports[0]?.fleets ?? '');
  out += `${t.footer(fleets, reports.some((r) => r.mode === 'match'))}\n`;
  // Fleets no uniform draw fitted (two a game), which the footer's "uniform" is not true of.
  for (const r of reports) if (r.fleetsSearched !== undefined) out += `${t.searched(r.variant, r.fleetsSearched, 2 * r.summary.games)}\n`;
  // Each later variant against the first: is the difference more than the noise of so few games?
  const first = reports[0];
  reports.slice(1).forEach((r, i) => {
    if (first === undefined) return;
    const d = simulationDifferences(first, r);
    const fewGames = first.summary.games < 2 || r.summary.games < 2;
    const lines: string[][] = [
      ...(shotsAlone ? [] : [[t.differences.salvos, t.difference(d.salvos, 1, false)]]),
      [t.differences.shots, t.difference(d.shots, 1, false)],
      // Shots to sink count the games in which the fleet was sunk, the first player's wins the
      // decided ones: where the games were enough, say which were too few.
      // Where some game sank no fleet, the means are censored: the difference is given, not judged.
      [
        t.differences.shotsToSink,
        d.shotsToSink?.censored === true
          ? t.censored(
              d.shotsToSink,
              { head: heads[i + 1] ?? r.variant, games: r.summary.games, notSunk: r.summary.unfinished },
              { head: heads[0] ?? first.variant, games: first.summary.games, notSunk: first.summary.unfinished },
            )
          : t.difference(d.shotsToSink, 1, false, fewGames ? 'games' : 'sunk'),
      ],
      ...(d.firstWins !== undefined ? [[t.differences.firstWins, t.difference(d.firstWins, 0, true, 'decided')]] : []),
    ];
    // The first player's share is among the differences only where both were matches (not in solo play).
    out += `\n${t.compared(heads[i + 1] ?? r.variant, heads[0] ?? first.variant, d.firstWins !== undefined)}\n`;
    out += table(lines.map((l) => ['', ...l]), [false, false, false]);
  });
  return out;
}
