/**
 * The salvo line to write where its cells that cannot be read each have one sure reading (`10B`:
 * did you mean B10?, `A-3`: A3?), or, of a cell written as a range (`A1-A4`), the one reading
 * its results are as many as: the line as written, with each such cell written as meant, for a
 * referee to copy over it (`- blue: D9 E10 C10 B10 A4 -> miss, miss, hit, hit, hit`). Said after
 * the cell's guess (`If so, write the line: …`); of `salvo record`'s arguments, the command to type
 * (`If so, type: salvo record …`). The Russian and Polish words are in ./reading-text.ts (`cellLine`).
 *
 * @example
 *   lineMeant(['variant: classic-salvo', …, '  - blue: C10 10B -> hit, hit'], slots, board, 2)
 *   // { line: '- blue: C10 B10 -> hit, hit' }
 */
import { parseCell } from '../core/coords.js';
import type { Diagnostic, DiagnosticParts } from '../core/diagnostics.js';
import type { Board } from '../variant/model.js';

/** A cell of the salvo as read: `cell` null where it could not be, its error among `diagnostics`. */
export interface CellLineSlot {
  readonly cell: number | null;
  readonly at: { readonly line: number; readonly column: number } | undefined;
  readonly diagnostics: readonly Diagnostic[];
}

/** What a cell that cannot be read is meant to be, where one reading is sure: the cells to write for it. */
function meant(slot: CellLineSlot, board: Board, rangeWays: ReadonlySet<number> | undefined): { typed: string; write: string; range: boolean } | undefined {
  const d = slot.diagnostics.find((x) => x.severity === 'error' && (x.code === 'cell-unreadable' || x.code === 'cell-off-board'));
  const parts = d?.parts;
  const typed = parts?.['typed'];
  const guess = parts?.['guess'];
  if (typeof typed !== 'string' || typeof guess !== 'string') return undefined;
  const also = parts?.['alsoGuess'];
  if (parts?.['hint'] === 'range') {
    // The reading the results are as many as, where only one is.
    const ways = [guess, ...(typeof also === 'string' ? [also] : [])].filter((g) => rangeWays?.has(g.trim().split(/\s+/u).length) === true);
    return ways.length === 1 ? { typed, write: ways[0]!, range: true } : undefined;
  }
  if (also !== undefined) return undefined;
  // Cells run together (`A1B2C3`): the cells, apart, where the results given one by one are as many.
  if (parts?.['hint'] === 'run') {
    const each = guess.trim().split(/\s+/u).map((g) => parseCell(g, board));
    if (rangeWays !== undefined && !rangeWays.has(each.length)) return undefined;
    return each.every((r) => r.ok && r.warnings.length === 0) ? { typed, write: guess, range: false } : undefined;
  }
  const read = parseCell(guess, board);
  return read.ok && read.warnings.length === 0 ? { typed, write: guess, range: false } : undefined;
}

/**
 * The line of `lines` (the record's, 1-based by `at.line`) that the cells of `slots` that cannot
 * be read are on, with each written as meant: the salvo's one line (`- blue: 10B A4 -> …`), the
 * structured form's (`- { side: blue, cells: [10B, A4], … }`) or its `cells:` line under the side
 * (`cells: [10B, A4]`), a list item of its own (`- 10B`); undefined where one has no sure reading,
 * they are on two lines, or one is not there as typed. `results`: how many results the
 * announcement gives one by one, which picks a range's reading (the rest of the salvo's cells one
 * shot each). `listed`: the cells are a YAML list, a range's cells written as its items. `lead`:
 * the text the line starts with up to `column` (0-based) on line `line`, as it is to be written
 * (a side whose colon is missing: `- ala: `).
 */
export function lineMeant(
  lines: readonly string[],
  slots: readonly CellLineSlot[],
  board: Board,
  results: number | undefined,
  listed = false,
  lead?: { readonly line: number; readonly column: number; readonly text: string },
): { readonly line: string; readonly range?: string } | undefined {
  const unread = slots.filter((s) => s.cell === null);
  const lineNumber = unread[0]?.at?.line;
  if (lineNumber === undefined) return undefined;
  const source = lines[lineNumber - 1] ?? '';
  const others = slots.length - 1;
  const rangeWays = unread.length === 1 && results !== undefined ? new Set([results - others]) : undefined;
  const edits: { column: number; typed: string; write: string; range: string | undefined }[] = [];
  for (const slot of unread) {
    const m = meant(slot, board, rangeWays);
    if (m === undefined || slot.at === undefined || slot.at.line !== lineNumber) return undefined;
    if (source.slice(slot.at.column - 1, slot.at.column - 1 + m.typed.length) !== m.typed) return undefined;
    // A range's cells in a list (`cells: [А1-А4]`) are items of their own: `А1, А2, А3, А4`.
    edits.push({ column: slot.at.column - 1, typed: m.typed, write: listed && m.range ? m.write.split(' ').join(', ') : m.write, range: m.range ? m.write : undefined });
  }
  let line = source;
  for (const e of [...edits].sort((a, b) => b.column - a.column)) line = `${line.slice(0, e.column)}${e.write}${line.slice(e.column + e.typed.length)}`;
  const range = edits.find((e) => e.range !== undefined)?.range;
  // The line's start mended too (`- ala; B-4 -> …`, its colon missing: `- ala: B4 -> …`).
  const whole = lead !== undefined && lead.line === lineNumber && edits.every((e) => e.column >= lead.column) ? `${lead.text}${line.slice(lead.column)}` : line;
  return { line: whole.trim(), ...(range !== undefined ? { range } : {}) };
}

/**
 * The cell arguments of `salvo record` (`cellArgs`, as typed) with each cell that cannot be read
 * (its error among `diagnostics`, as parseCellList gives them: `typed` the cell as typed) written
 * as meant, where each has one sure reading (`10D`: D10), or, of a cell written as a range, the one
 * reading its results are as many as (`results`: how many the announcement gives one by one; the
 * other cells one shot each, `readCells` of them read); undefined where one has none, or is not a
 * word of the arguments as typed.
 *
 * @example
 *   argumentsMeant(['C7', 'B3,10D'], diagnostics, board, 3, 2) // { cells: ['C7', 'B3,D10'] }
 */
export function argumentsMeant(cellArgs: readonly string[], diagnostics: readonly Diagnostic[], board: Board, results: number | undefined, readCells: number): { readonly cells: readonly string[]; readonly range?: string } | undefined {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length === 0) return undefined;
  const rangeWays = errors.length === 1 && results !== undefined ? new Set([results - readCells]) : undefined;
  const cells = [...cellArgs];
  let range: string | undefined;
  for (const d of errors) {
    const m = meant({ cell: null, at: undefined, diagnostics: [d] }, board, rangeWays);
    if (m === undefined) return undefined;
    // The first argument with the cell as a word of its own (between spaces, commas, semicolons).
    const found = cells.map((arg) => wordAt(arg, m.typed));
    const at = found.findIndex((i) => i >= 0);
    if (at < 0) return undefined;
    const arg = cells[at]!;
    cells[at] = `${arg.slice(0, found[at]!)}${m.write}${arg.slice(found[at]! + m.typed.length)}`;
    if (m.range) range = m.write;
  }
  return { cells, ...(range !== undefined ? { range } : {}) };
}

/** Where `word` stands in `text` as a word of its own, between spaces, commas or semicolons; -1 where it does not. */
function wordAt(text: string, word: string): number {
  const apart = (ch: string | undefined): boolean => ch === undefined || /[\s,;]/u.test(ch);
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) if (apart(text[i - 1]) && apart(text[i + word.length])) return i;
  return -1;
}

/**
 * The English suggestion after a cell's guess: `did you mean B10? If so, write the line: …`; of a
 * range, the reading its results count picks: `… As many results as cells in A1 A2 A3 A4: write the line: …`.
 */
export function withLine(suggestion: string, meant: { readonly line: string; readonly range?: string }): string {
  const said = meant.range !== undefined ? `As many results as cells in ${meant.range}: write the line` : 'If so, write the line';
  return `${suggestion}${/[?.]$/u.test(suggestion) ? '' : '.'} ${said}: ${meant.line}`;
}

/**
 * The English suggestion after a cell's guess of `salvo record`'s arguments: `did you mean D10? If
 * so, type: salvo record …`; of a range, `… As many results as cells in A1 A2 A3 A4: type: …`.
 */
export function withCommand(suggestion: string, meant: { readonly command: string; readonly range?: string }): string {
  const said = meant.range !== undefined ? `As many results as cells in ${meant.range}: type` : 'If so, type';
  return `${suggestion}${/[?.]$/u.test(suggestion) ? '' : '.'} ${said}: ${meant.command}`;
}

/**
 * The shot counts a salvo may stand for with each cell written as a range (`A1-A4`, its error's
 * `parts`) read one of its ways, the two ends (`guess`) or every cell between them (`alsoGuess`),
 * and its `others` cells one shot each; undefined past 64 counts (too many ranges to weigh). A
 * range with no reading named gives none: the salvo stands for no count.
 *
 * @example
 *   rangeShotCounts(1, [{ hint: 'range', guess: 'A1 A4', alsoGuess: 'A1 A2 A3 A4' }]) // Set {3, 5}
 */
export function rangeShotCounts(others: number, ranges: readonly (DiagnosticParts | undefined)[]): ReadonlySet<number> | undefined {
  let totals = new Set([others]);
  for (const parts of ranges) {
    const ways = [parts?.['guess'], parts?.['alsoGuess']].flatMap((g) => (typeof g === 'string' ? [g.trim().split(/\s+/u).length] : []));
    totals = new Set([...totals].flatMap((t) => ways.map((w) => t + w)));
    if (totals.size > 64) return undefined;
  }
  return totals;
}
