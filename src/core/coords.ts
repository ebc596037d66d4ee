/**
 * Cells and coordinates: turning a cell index into the variant's own notation (`д3`, `A10`,
 * `10-A`) and reading what a player typed back into a cell index.
 *
 * Reading is tolerant the way a referee at the table is: case is ignored, spaces are dropped
 * (`a 10`), and Latin/Cyrillic look-alike letters are identified (Latin `B` typed for Cyrillic
 * `В`), all by folding both the typed text and the board's own labels with `foldLabel` and
 * matching the two; a match must be unique. When nothing matches, one more try reads letters
 * that are easily taken for digits as those digits (Cyrillic `З` for `3`, `O` for `0`, `I`/`l`
 * for `1`); a unique match is accepted with a warning that names the reading (the Perelman
 * text prints `зЗ` for `з3`). Anything else is an error naming the cell as typed: off the board,
 * ambiguous, or unreadable.
 *
 * @example
 *   const board = perelmanBoard;               // columns а б в г д е ж з и к, rows 1–10
 *   formatCell(cellAt(2, 4, board), board)      // 'д3'
 *   parseCell('Д 3', board)                     // { ok: true, cell: 24, warnings: [] }
 *   parseCell('зЗ', board)                      // ok, cell of з3, one `cell-lookalike` warning
 *   parseCell('к11', board)                     // { ok: false, diagnostic: { code: 'cell-off-board', … } }
 */
import type { Board } from '../variant/model.js';
import type { Diagnostic, DiagnosticParts } from './diagnostics.js';
import { foldLabel } from './labels.js';
import { foldWidth } from './words.js';
import { latinSkeleton, russianOfSkeleton } from './transliteration.js';

export type CellParse =
  | { readonly ok: true; readonly cell: number; readonly warnings: Diagnostic[] }
  | { readonly ok: false; readonly diagnostic: Diagnostic };

/** The cell index of (row, column); no bounds check. */
export function cellAt(row: number, column: number, board: Pick<Board, 'columns'>): number {
  return row * board.columns + column;
}

export function rowOf(cell: number, board: Pick<Board, 'columns'>): number {
  return Math.floor(cell / board.columns);
}

export function columnOf(cell: number, board: Pick<Board, 'columns'>): number {
  return cell % board.columns;
}

/** Is (row, column) on the board? */
export function isOnBoard(row: number, column: number, board: Pick<Board, 'rows' | 'columns'>): boolean {
  return row >= 0 && row < board.rows && column >= 0 && column < board.columns;
}

/** Is `cell` a valid cell index of the board? */
export function isCell(cell: number, board: Pick<Board, 'rows' | 'columns'>): boolean {
  return Number.isInteger(cell) && cell >= 0 && cell < board.rows * board.columns;
}

/** The number of cells on the board. */
export function cellCount(board: Pick<Board, 'rows' | 'columns'>): number {
  return board.rows * board.columns;
}

/** The cell in the variant's notation: column label, separator, row label (or row first). */
export function formatCell(cell: number, board: Board): string {
  const col = board.columnLabels[columnOf(cell, board)] ?? '?';
  const row = board.rowLabels[rowOf(cell, board)] ?? '?';
  return board.cellOrder === 'row-column' ? `${row}${board.separator}${col}` : `${col}${board.separator}${row}`;
}

/** Several cells in the variant's notation, joined by spaces. */
export function formatCells(cells: Iterable<number>, board: Board): string {
  return Array.from(cells, (c) => formatCell(c, board)).join(' ');
}

// ---------------------------------------------------------------------------------------------
// Reading

type LabelKind = 'digits' | 'letters' | 'any';

interface CellIndex {
  /** Folded cell name (with and without the separator) → the cells it names. */
  readonly names: ReadonlyMap<string, readonly number[]>;
  /** Folded labels of the part written first and second. */
  readonly firstLabels: readonly string[];
  readonly secondLabels: readonly string[];
  readonly firstKind: LabelKind;
  readonly secondKind: LabelKind;
  readonly separator: string;
}

const indexCache = new WeakMap<Board, CellIndex>();

function kindOfText(text: string): LabelKind | 'other' {
  if (/^\p{Nd}+$/u.test(text)) return 'digits';
  if (/^\p{L}+$/u.test(text)) return 'letters';
  return 'other';
}

function kindOfLabels(labels: readonly string[]): LabelKind {
  const kinds = new Set(labels.map(kindOfText));
  if (kinds.size === 1 && kinds.has('digits')) return 'digits';
  if (kinds.size === 1 && kinds.has('letters')) return 'letters';
  return 'any';
}

function indexOf(board: Board): CellIndex {
  let index = indexCache.get(board);
  if (index) return index;
  const cols = board.columnLabels.map(foldLabel);
  const rows = board.rowLabels.map(foldLabel);
  const sep = foldLabel(board.separator);
  const names = new Map<string, number[]>();
  const add = (name: string, cell: number): void => {
    const list = names.get(name);
    if (!list) names.set(name, [cell]);
    else if (!list.includes(cell)) list.push(cell);
  };
  const rowFirst = board.cellOrder === 'row-column';
  for (let r = 0; r < board.rows; r++) {
    for (let c = 0; c < board.columns; c++) {
      const [a, b] = rowFirst ? [rows[r]!, cols[c]!] : [cols[c]!, rows[r]!];
      const cell = cellAt(r, c, board);
      add(a + b, cell);
      if (sep !== '') add(a + sep + b, cell);
    }
  }
  index = {
    names,
    firstLabels: rowFirst ? rows : cols,
    secondLabels: rowFirst ? cols : rows,
    firstKind: kindOfLabels(rowFirst ? board.rowLabels : board.columnLabels),
    secondKind: kindOfLabels(rowFirst ? board.columnLabels : board.rowLabels),
    separator: sep,
  };
  indexCache.set(board, index);
  return index;
}

/**
 * Letters easily written for digits, as folded (upper case, Cyrillic look-alikes already mapped
 * to Latin). Tried only when the text names no cell as typed. Never the other way round: a
 * number typed alone (`11`) is not read as a cell (`I1`).
 */
const CONFUSABLE: Readonly<Record<string, readonly string[]>> = {
  З: ['3'],
  O: ['0'],
  I: ['1'],
  L: ['1'],
};

/** What a confusable character was read as, for the warning. */
function describeSwap(from: string, to: string): string {
  const what = (ch: string): string => (/\p{Nd}/u.test(ch) ? `the digit ${ch}` : `the letter ${ch}`);
  return `${what(from)} taken for ${what(to)}`;
}

/**
 * Every spelling of `folded` with some confusable characters swapped (not the text itself). Each
 * swap names the character as `shown` has it at its place (as typed: `l`, not the folded `L`),
 * where `shown` has one character for each folded one.
 */
function confusableSpellings(folded: string, shown: readonly string[] = []): { text: string; swaps: [string, string][] }[] {
  const chars = Array.from(folded);
  const asTyped = shown.length === chars.length ? shown : chars;
  const positions = chars.map((ch, i) => (CONFUSABLE[ch] ? i : -1)).filter((i) => i >= 0);
  if (positions.length === 0 || positions.length > 8) return [];
  const out: { text: string; swaps: [string, string][] }[] = [];
  const walk = (k: number, acc: string[], swaps: [string, string][]): void => {
    if (k === positions.length) {
      if (swaps.length > 0) out.push({ text: acc.join(''), swaps: [...swaps] });
      return;
    }
    const i = positions[k]!;
    walk(k + 1, acc, swaps);
    for (const alt of CONFUSABLE[chars[i]!]!) {
      const saved = acc[i]!;
      acc[i] = alt;
      swaps.push([asTyped[i]!, alt]);
      walk(k + 1, acc, swaps);
      swaps.pop();
      acc[i] = saved;
    }
  };
  walk(0, [...chars], []);
  return out;
}

/**
 * The labels of an axis as a reader checks a cell against them: runs of consecutive letters or
 * numbers as ranges, so a skipped label shows (`A–H, K–M` on a board lettered without J;
 * `а–и, к` on the Russian board, which skips й), every label where they are no run. A run may go
 * down as well as up, said in the board's order: rows numbered upwards (1 at the bottom) are `9–1`.
 */
export function labelRange(labels: readonly string[]): string {
  /** +1 or -1 where `b` follows `a` going up or down (numbers, or single letters), else 0. */
  const step = (a: string, b: string): number => {
    if (/^\d+$/u.test(a) && /^\d+$/u.test(b)) return Math.abs(Number(b) - Number(a)) === 1 ? Number(b) - Number(a) : 0;
    const ca = Array.from(a);
    const cb = Array.from(b);
    if (ca.length !== 1 || cb.length !== 1 || !/\p{L}/u.test(ca[0]!)) return 0;
    const d = cb[0]!.codePointAt(0)! - ca[0]!.codePointAt(0)!;
    return Math.abs(d) === 1 ? d : 0;
  };
  const runs: { labels: string[]; direction: number }[] = [];
  for (const l of labels) {
    const run = runs[runs.length - 1];
    const d = run === undefined ? 0 : step(run.labels[run.labels.length - 1]!, l);
    if (run !== undefined && d !== 0 && (run.labels.length === 1 || d === run.direction)) {
      run.labels.push(l);
      run.direction = d;
    } else runs.push({ labels: [l], direction: 0 });
  }
  return runs.map(({ labels: r }) => (r.length >= 3 ? `${r[0]}–${r[r.length - 1]}` : r.join(', '))).join(', ');
}

function boardSummary(board: Board): string {
  return `columns ${labelRange(board.columnLabels)}, rows ${labelRange(board.rowLabels)}`;
}

/** "column A, row 11" for a cell, to tell apart readings that print alike. */
function describeCell(cell: number, board: Board): string {
  return `column ${board.columnLabels[columnOf(cell, board)]}, row ${board.rowLabels[rowOf(cell, board)]}`;
}

function matchesKind(part: string, kind: LabelKind): boolean {
  const k = kindOfText(part);
  return kind === 'any' ? part.length > 0 : k === kind;
}

/**
 * Does the folded text look like a cell of this board that is simply not on it (`K5`, `A11`)?
 * Returns a description of the part that is off, or undefined when the text does not split
 * into two parts shaped like the board's labels.
 */
function offBoardReading(typed: string, folded: string, index: CellIndex, board: Board): OffBoard | undefined {
  const chars = Array.from(folded);
  // The parts are named as typed when folding kept one character per character (it does but
  // for rare letters such as ß), else as folded.
  const typedChars = Array.from(typed.normalize('NFC').replace(/\s+/gu, ''));
  const shown = typedChars.length === chars.length ? typedChars : chars;
  const sep = Array.from(index.separator);
  const rowFirst = board.cellOrder === 'row-column';
  // A part no longer than the longest label of its axis is likelier meant as one (`1130` on a
  // board numbered 1–12 both ways: row 11 and column 30, not row 1 and column 130).
  const longest = (labels: readonly string[]): number => Math.max(...labels.map((l) => Array.from(l).length));
  const [firstLongest, secondLongest] = [longest(index.firstLabels), longest(index.secondLabels)];
  let best: OffBoard | undefined;
  let bestScore = -1;
  for (let i = 1; i < chars.length; i++) {
    // The first part ends at i, less a separator written before the second part.
    let end = i;
    if (sep.length > 0 && i > sep.length && chars.slice(i - sep.length, i).join('') === index.separator) end = i - sep.length;
    const a = chars.slice(0, end).join('');
    const b = chars.slice(i).join('');
    if (!matchesKind(a, index.firstKind) || !matchesKind(b, index.secondKind)) continue;
    const aKnown = index.firstLabels.includes(a);
    const bKnown = index.secondLabels.includes(b);
    if (aKnown && bKnown) continue; // a cell after all: not "off the board"
    // Known labels first, then parts of a label's length; the first split wins a tie.
    const fits = (Array.from(a).length <= firstLongest ? 1 : 0) + (Array.from(b).length <= secondLongest ? 1 : 0);
    const score = ((aKnown ? 1 : 0) + (bKnown ? 1 : 0)) * 3 + fits;
    if (score <= bestScore) continue;
    bestScore = score;
    const aShown = shown.slice(0, end).join('');
    const bShown = shown.slice(i).join('');
    const [colPart, rowPart, colKnown, rowKnown] = rowFirst ? [bShown, aShown, bKnown, aKnown] : [aShown, bShown, aKnown, bKnown];
    const parts: string[] = [];
    if (!colKnown) parts.push(`there is no column ${colPart} (columns ${labelRange(board.columnLabels)})`);
    if (!rowKnown) parts.push(`there is no row ${rowPart} (rows ${labelRange(board.rowLabels)})`);
    best = { text: parts.join(' and '), ...(colKnown ? {} : { column: colPart }), ...(rowKnown ? {} : { row: rowPart }) };
  }
  return best;
}

/** A cell off the board, said (`text`), and the column and row labels read that are not on it. */
interface OffBoard {
  readonly text: string;
  readonly column?: string;
  readonly row?: string;
}

/** The alphabet of a letter, Latin or Cyrillic; undefined for any other character. */
function alphabetOf(ch: string): 'latin' | 'cyrillic' | undefined {
  return /\p{Script=Latin}/u.test(ch) ? 'latin' : /\p{Script=Cyrillic}/u.test(ch) ? 'cyrillic' : undefined;
}

/**
 * A cell read by a letter of the other alphabet that looks like the board's (Cyrillic `С3` for
 * the Latin C3, Latin `B5` for the Cyrillic в5): a `cell-other-alphabet` warning saying what was
 * taken, as the two look the same and what is written (`salvo record`) is the board's letter.
 * None where every letter is the board's own.
 */
function otherAlphabet(typed: string, cell: number, board: Board): Diagnostic[] {
  const labels = Array.from(`${board.columnLabels[columnOf(cell, board)] ?? ''}${board.rowLabels[rowOf(cell, board)] ?? ''}`.normalize('NFC'));
  const upper = (ch: string): string => ch.toLocaleUpperCase('und');
  const from: string[] = [];
  const to: string[] = [];
  for (const ch of Array.from(typed.normalize('NFC'))) {
    const alphabet = alphabetOf(ch);
    if (alphabet === undefined || labels.some((l) => upper(l) === upper(ch))) continue;
    const twin = labels.find((l) => foldLabel(l) === foldLabel(ch) && alphabetOf(l) !== undefined && alphabetOf(l) !== alphabet);
    if (twin === undefined || from.includes(ch)) continue;
    from.push(ch);
    to.push(twin);
  }
  return from.length === 0 ? [] : [otherAlphabetWarning(typed, formatCell(cell, board), from, to)];
}

/**
 * The `cell-other-alphabet` warning: `typed` (a cell, or a ship by its ends) read as `name`, its
 * letters `from` (all of one alphabet) taken for the board's `to`.
 */
export function otherAlphabetWarning(typed: string, name: string, from: readonly string[], to: readonly string[]): Diagnostic {
  const alphabet = alphabetOf(from[0] ?? '') === 'cyrillic' ? 'Cyrillic' : 'Latin';
  const theirs = alphabet === 'Cyrillic' ? 'Latin' : 'Cyrillic';
  const said = from.length === 1 ? `the letter ${from[0]!} is typed in ${alphabet}, the board's ${to[0]!} is ${theirs}` : `the letters ${from.join(', ')} are typed in ${alphabet}, the board's ${to.join(', ')} are ${theirs}`;
  return {
    severity: 'warning',
    code: 'cell-other-alphabet',
    message: `"${typed}" read as ${name}: ${said}`,
    suggestion: `write ${name} in the board's letters`,
    // For the record's language (record/reading-text.ts).
    parts: { typed, name, from: [...from], to: [...to], alphabet: alphabet === 'Cyrillic' ? 'cyrillic' : 'latin' },
  };
}

/**
 * A cell read as typed: no warning but that a letter is of the other alphabet
 * (`cell-other-alphabet`, only said: the cell is the board's).
 */
export function readsClean(p: CellParse): p is Extract<CellParse, { ok: true }> {
  return p.ok && p.warnings.every((w) => w.code === 'cell-other-alphabet');
}

/** Longer texts are no cell name (labels have at most 12 characters); reading them is not tried. */
const MAX_CELL_TEXT = 64;

function error(code: string, message: string, suggestion: string | undefined, parts: DiagnosticParts): CellParse {
  const diagnostic: Diagnostic = suggestion === undefined ? { severity: 'error', code, message, parts } : { severity: 'error', code, message, suggestion, parts };
  return { ok: false, diagnostic };
}

/**
 * Read one cell as typed. Errors: `cell-unreadable` (empty, or nothing like a cell of this
 * board), `cell-off-board` (shaped like a cell but a label is not on the board),
 * `cell-ambiguous` (more than one cell matches). A look-alike reading gives a
 * `cell-lookalike` warning.
 */
export function parseCell(text: string, board: Board): CellParse {
  // `Ａ１` as an input method types it is A1.
  const typed = foldWidth(text).trim();
  const example = formatCell(0, board);
  if (typed === '') return error('cell-unreadable', 'an empty cell name', `write a cell such as ${example}`, { kind: 'empty', example });
  if (typed.length > MAX_CELL_TEXT) {
    return error('cell-unreadable', `"${typed.slice(0, 20)}…" is too long for a cell name`, `write a cell such as ${example}`, { kind: 'long', typed: `${typed.slice(0, 20)}…`, example });
  }
  const index = indexOf(board);
  const folded = foldLabel(typed);
  const exact = index.names.get(folded);
  if (exact && exact.length === 1) return { ok: true, cell: exact[0]!, warnings: otherAlphabet(typed, exact[0]!, board) };
  if (exact && exact.length > 1) {
    return error(
      'cell-ambiguous',
      `"${typed}" is ambiguous: it could be ${exact.map((c) => describeCell(c, board)).join(' or ')}`,
      'write the cell with the separator between the labels, or fix the board labels',
      {
        kind: 'labels',
        typed,
        columns: exact.map((c) => board.columnLabels[columnOf(c, board)] ?? '?'),
        rows: exact.map((c) => board.rowLabels[rowOf(c, board)] ?? '?'),
      },
    );
  }

  // Letters taken for digits and back.
  const readings = new Map<number, [string, string][]>();
  // The swaps named as typed (`Gl2`: the letter l taken for the digit 1), where folding kept one
  // character per character.
  const typedChars = Array.from(typed.normalize('NFC')).filter((ch) => !/\s/u.test(ch));
  for (const spelling of confusableSpellings(folded, typedChars)) {
    const cells = index.names.get(spelling.text);
    if (!cells) continue;
    for (const c of cells) if (!readings.has(c)) readings.set(c, spelling.swaps);
  }
  if (readings.size === 1) {
    const [[cell, swaps]] = [...readings.entries()] as [[number, [string, string][]]];
    const name = formatCell(cell, board);
    return {
      ok: true,
      cell,
      warnings: [
        {
          severity: 'warning',
          code: 'cell-lookalike',
          message: `"${typed}" read as ${name}: ${swaps.map(([from, to]) => describeSwap(from, to)).join(', ')}`,
          suggestion: `write ${name}`,
          // For the record's language (record/reading-text.ts): each swap as its two characters.
          parts: { typed, name, from: swaps.map(([from]) => from), to: swaps.map(([, to]) => to) },
        },
      ],
    };
  }
  if (readings.size > 1) {
    const names = [...readings.keys()].map((c) => formatCell(c, board));
    return error('cell-ambiguous', `"${typed}" is not a cell; it could be ${names.join(' or ')}`, `did you mean ${names.join(' or ')}?`, { kind: 'readings', typed, cells: names });
  }

  // The labels written the other way round (`5в` for `в5`)?
  // Labels in the other order (`5в`), or Cyrillic typed with the keyboard in Latin layout (`l3`
  // for `д3`): only suggested, never read.
  // Or the digit 3 written for the letter З (`31` for `з1`).
  const keyboard = keyboardReading(typed, index, board);
  // A Latin cell typed with the keyboard in Russian layout (`ф1` for `A1`): only suggested, never read.
  const russian = keyboard === undefined ? russianKeysReading(typed, index, board) : undefined;
  const swapped = swappedReading(folded, index, board);
  const ze = zeReading(typed, index, board);
  const oh = leadingReadAs(typed, '0', 'o', index, board);
  // Й for К, on boards lettered without Й (а … и, к): a player counting Й names the tenth column so.
  const yot = leadingReadAs(typed.toLowerCase(), 'й', 'к', index, board);
  // Or Й copied for И (the breve added by a slip of the pen): both are said.
  const yotAsI = yot !== undefined ? leadingReadAs(typed.toLowerCase(), 'й', 'и', index, board) : undefined;
  // A Russian letter written as its Latin transliteration (`g10` for `г10`, `zh3` for `ж3`); where
  // the keys of the Latin layout name a cell too (`d3`: в3 by the key, д3 by the sound) the keys win.
  const latin = keyboard === undefined && russian === undefined ? transliteratedReading(typed, index, board) : undefined;
  // A row numbered in digits where the board numbers its rows in Roman numerals (`е4` for `е-IV`).
  const romanRow = keyboard === undefined && russian === undefined && latin === undefined && ze === undefined && oh === undefined && yot === undefined && swapped === undefined ? romanRowReading(folded, board) : undefined;
  // Two cells written as a range (`A3-A4`, `A1-A4` in a salvo): only suggested, the two cells or every cell between them;
  // not where the text reads as one cell off the board (`12-13` on a board numbered 1–12 both ways: column 12, row 13).
  // The off-board reading, worked out once for the range's test and the error below.
  let offRead: { readonly value: ReturnType<typeof offBoardReading> } | undefined;
  const offReading = (): ReturnType<typeof offBoardReading> => (offRead ??= { value: offBoardReading(typed, folded, index, board) }).value;
  const range =
    keyboard === undefined && russian === undefined && latin === undefined && ze === undefined && oh === undefined && yot === undefined && swapped === undefined && romanRow === undefined && offReading() === undefined
      ? rangeReading(typed, index, board)
      : undefined;
  // A slip of the pen (`J01`, `J-10`, `J10.`, `A1A2`): only suggested, and never "off the board".
  const slip = keyboard === undefined && russian === undefined && latin === undefined && ze === undefined && oh === undefined && yot === undefined && swapped === undefined && romanRow === undefined && range === undefined ? slipReading(folded, index, board) : undefined;
  // The labels in the other order with a letter written for a digit (`l0A` for A10): where nothing else is.
  const swappedLook =
    keyboard === undefined && russian === undefined && latin === undefined && ze === undefined && oh === undefined && yot === undefined && swapped === undefined && romanRow === undefined && range === undefined && slip === undefined
      ? swappedLookalikeReading(folded, index, board)
      : undefined;
  const hint =
    keyboard !== undefined
      ? `did you mean ${keyboard}? It looks typed with the keyboard in Latin layout`
      : russian !== undefined
        ? `did you mean ${russian}? It looks typed with the keyboard in Russian layout`
      : latin !== undefined
        ? `did you mean ${latin}? It looks written in Latin letters`
        : ze !== undefined
        ? `did you mean ${ze}? The digit 3 looks written for the letter З`
        : oh !== undefined
          ? `did you mean ${oh}? The digit 0 looks written for the letter O`
          : yot !== undefined
            ? `did you mean ${yot}${yotAsI !== undefined ? ` or ${yotAsI}` : ''}? The board's letters skip Й: К comes after И${yotAsI !== undefined ? ', or Й was written for И' : ''}`
            : swapped !== undefined
              ? `did you mean ${swapped}?`
              : romanRow !== undefined
                ? `did you mean ${romanRow}? The board numbers its rows in Roman numerals`
              : range !== undefined
                ? `did you mean ${range.ends}${range.all !== undefined ? ` or ${range.all}` : ''}? Cells are written one by one, not as a range`
              : slip !== undefined
                ? `did you mean ${slip.said}?`
                : swappedLook !== undefined
                  ? `did you mean ${swappedLook}?`
                  : undefined;
  // The hint in its parts, for another language to say it (src/record/reading-text.ts).
  const hinted: DiagnosticParts =
    keyboard !== undefined
      ? { hint: 'keyboard', guess: keyboard }
      : russian !== undefined
        ? { hint: 'russian-keyboard', guess: russian }
      : latin !== undefined
        ? { hint: 'latin', guess: latin }
        : ze !== undefined
        ? { hint: 'ze', guess: ze }
        : oh !== undefined
          ? { hint: 'oh', guess: oh }
          : yot !== undefined
            ? { hint: 'yot', guess: yot, ...(yotAsI !== undefined ? { alsoGuess: yotAsI } : {}) }
            : swapped !== undefined
              ? { hint: 'guess', guess: swapped }
              : romanRow !== undefined
                ? { hint: 'roman-row', guess: romanRow }
              : range !== undefined
                ? { hint: 'range', guess: range.ends, ...(range.all !== undefined ? { alsoGuess: range.all } : {}) }
              : slip !== undefined
                ? { hint: slip.run ? 'run' : 'guess', guess: slip.said }
                : swappedLook !== undefined
                  ? { hint: 'guess', guess: swappedLook }
                  : {};
  const labels = { columns: labelRange(board.columnLabels), rows: labelRange(board.rowLabels) };
  const off = slip === undefined && swappedLook === undefined && range === undefined ? offReading() : undefined;
  if (off !== undefined) {
    const { text, ...parts } = off;
    return error('cell-off-board', `"${typed}" is off the board: ${text}`, hint, { typed, ...parts, ...labels, ...hinted });
  }
  return error('cell-unreadable', `"${typed}" is not a cell of this board (${boardSummary(board)})`, hint ?? `write a cell such as ${example}`, { kind: 'not-a-cell', typed, ...labels, example, ...hinted });
}

/** `n` (1 to 399) in Roman numerals, upper case. */
function romanNumeral(n: number): string {
  const steps: [number, string][] = [[100, 'C'], [90, 'XC'], [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let out = '';
  for (const [value, digits] of steps) for (; n >= value; n -= value) out += digits;
  return out;
}

/**
 * Where the rows are labelled I, II, III, … (upper or lower case), the cell `folded` names with
 * its row in digits (`е4`, `е-4`, `4е` row first): `е-IV`, in the board's notation; else undefined.
 */
function romanRowReading(folded: string, board: Board): string | undefined {
  if (!board.rowLabels.every((l, i) => l.toUpperCase() === romanNumeral(i + 1))) return undefined;
  const m = /^(\D*?)(\d{1,3})(\D*)$/u.exec(folded);
  if (!m) return undefined;
  const row = Number(m[2]) - 1;
  if (row < 0 || row >= board.rows) return undefined;
  const sep = foldLabel(board.separator);
  const strip = (t: string, atEnd: boolean): string => (sep === '' ? t : atEnd ? (t.endsWith(sep) ? t.slice(0, -sep.length) : t) : t.startsWith(sep) ? t.slice(sep.length) : t);
  const label = board.cellOrder === 'row-column' ? (m[1] === '' ? strip(m[3]!, false) : undefined) : m[3] === '' ? strip(m[1]!, true) : undefined;
  if (label === undefined || label === '') return undefined;
  const column = board.columnLabels.findIndex((l) => foldLabel(l) === label);
  return column < 0 ? undefined : formatCell(cellAt(row, column, board), board);
}

/** The Russian ЙЦУКЕН letter on each key of a Latin QWERTY keyboard. */
const QWERTY_TO_JCUKEN: Readonly<Record<string, string>> = {
  q: 'й', w: 'ц', e: 'у', r: 'к', t: 'е', y: 'н', u: 'г', i: 'ш', o: 'щ', p: 'з', '[': 'х', ']': 'ъ',
  a: 'ф', s: 'ы', d: 'в', f: 'а', g: 'п', h: 'р', j: 'о', k: 'л', l: 'д', ';': 'ж', "'": 'э',
  z: 'я', x: 'ч', c: 'с', v: 'м', b: 'и', n: 'т', m: 'ь', ',': 'б', '.': 'ю', '`': 'ё',
};

/** The Latin letter on each key of the Russian ЙЦУКЕН keyboard: the table above read backwards. */
const JCUKEN_TO_QWERTY: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(QWERTY_TO_JCUKEN).map(([latin, cyrillic]) => [cyrillic, latin]));

/**
 * The keys of the table above that type punctuation, pressed with Shift: a capital Б, Ю, Ж, Э, Х,
 * Ъ, Ё typed with the keyboard in the Latin layout (`<2` for Б2, `:5` for Ж5). Read one way only
 * (a Cyrillic letter is never read as `<`).
 */
const QWERTY_SHIFTED_TO_JCUKEN: Readonly<Record<string, string>> = { '<': 'б', '>': 'ю', ':': 'ж', '"': 'э', '{': 'х', '}': 'ъ', '~': 'ё' };

const LATIN_KEYS_TO_JCUKEN: Readonly<Record<string, string>> = { ...QWERTY_TO_JCUKEN, ...QWERTY_SHIFTED_TO_JCUKEN };

/**
 * `typed` read as the Latin letters on the keys of a Russian ЙЦУКЕН keyboard (`ф1` → `a1`: a Latin
 * cell typed with the keyboard in the Russian layout), lower case; undefined when no key maps.
 */
export function asLatinKeys(typed: string): string | undefined {
  return byKeys(typed, JCUKEN_TO_QWERTY);
}

/**
 * `typed` read as the Cyrillic letters on the keys of a Latin QWERTY keyboard (`vbvj` → `мимо`;
 * with Shift, `<2` → `б2`), lower case; undefined when no key maps (nothing Latin was typed).
 */
export function asCyrillicKeys(typed: string): string | undefined {
  return byKeys(typed, LATIN_KEYS_TO_JCUKEN);
}

/** The Greek letter on each key of a Latin QWERTY keyboard (the standard Greek layout: `u` is θ, `c` ψ, `v` ω). */
const QWERTY_TO_GREEK: Readonly<Record<string, string>> = {
  a: 'α', b: 'β', g: 'γ', d: 'δ', e: 'ε', z: 'ζ', h: 'η', u: 'θ', i: 'ι', k: 'κ', l: 'λ', m: 'μ',
  n: 'ν', j: 'ξ', o: 'ο', p: 'π', r: 'ρ', s: 'σ', t: 'τ', y: 'υ', f: 'φ', x: 'χ', c: 'ψ', v: 'ω',
};

/**
 * `typed` read as the Greek letters on the keys of a Latin QWERTY keyboard (`a1` → `α1`, `u3` →
 * `θ3`: a board lettered in Greek, the keyboard left in the Latin layout), lower case; undefined
 * when no key maps.
 */
export function asGreekKeys(typed: string): string | undefined {
  return byKeys(typed, QWERTY_TO_GREEK);
}

/** `typed`, lower case, each character found in `keys` put as the one it gives; undefined when none is. */
function byKeys(typed: string, keys: Readonly<Record<string, string>>): string | undefined {
  let changed = false;
  const mapped = Array.from(typed.toLowerCase(), (ch) => {
    const to = keys[ch];
    if (to === undefined) return ch;
    changed = true;
    return to;
  }).join('');
  return changed ? mapped : undefined;
}

/**
 * The cell named when Latin keys are read as the letters on them in the board's own script: Cyrillic
 * on boards with Cyrillic labels, Greek on boards with Greek ones.
 */
function keyboardReading(typed: string, index: CellIndex, board: Board): string | undefined {
  const labels = [...board.columnLabels, ...board.rowLabels];
  const keys = labels.some((l) => /\p{Script=Cyrillic}/u.test(l)) ? asCyrillicKeys : labels.some((l) => /\p{Script=Greek}/u.test(l)) ? asGreekKeys : undefined;
  if (keys === undefined) return undefined;
  const mapped = keys(typed);
  if (mapped === undefined) return undefined;
  const cells = index.names.get(foldLabel(mapped));
  return cells && cells.length === 1 ? formatCell(cells[0]!, board) : undefined;
}

/**
 * The cell named when Cyrillic letters typed on a board lettered in Latin are read as the Latin
 * letters on their keys of a Russian ЙЦУКЕН keyboard (`ф1` → `A1`, `ш5` → `I5`); undefined unless
 * the board is lettered in Latin only, something Cyrillic was typed, and the reading names one cell.
 */
function russianKeysReading(typed: string, index: CellIndex, board: Board): string | undefined {
  const labels = [...board.columnLabels, ...board.rowLabels];
  if (!labels.some((l) => /\p{Script=Latin}/u.test(l)) || labels.some((l) => /\p{Script=Cyrillic}|\p{Script=Greek}/u.test(l))) return undefined;
  if (!/\p{Script=Cyrillic}/u.test(typed)) return undefined;
  const mapped = asLatinKeys(typed);
  if (mapped === undefined || /\p{Script=Cyrillic}/u.test(mapped)) return undefined;
  const cells = index.names.get(foldLabel(mapped));
  return cells && cells.length === 1 ? formatCell(cells[0]!, board) : undefined;
}

/**
 * The cell named when the Latin letters typed are read as the Russian letters they transliterate
 * (`g10` → `г10`, `zh3` → `ж3`, `w3` → `в3` as Polish writes в), on boards with Cyrillic labels, by
 * the table result words typed in the other alphabet are read by (./transliteration.ts);
 * undefined unless it names one cell.
 */
function transliteratedReading(typed: string, index: CellIndex, board: Board): string | undefined {
  if (![...board.columnLabels, ...board.rowLabels].some((l) => /\p{Script=Cyrillic}/u.test(l))) return undefined;
  if (!/\p{Script=Latin}/u.test(typed)) return undefined;
  const out = russianOfSkeleton(latinSkeleton(typed));
  const cells = index.names.get(foldLabel(out));
  return cells && cells.length === 1 ? formatCell(cells[0]!, board) : undefined;
}

/** The cell named when a leading digit 3 is read as the letter З, on boards with a column or row З. */
function zeReading(typed: string, index: CellIndex, board: Board): string | undefined {
  return leadingReadAs(typed, '3', 'з', index, board);
}

/**
 * The cell named when a leading `written` (a digit 3 or 0, or Й) is read as `letter`, on boards with
 * a column or row so labelled (a board with `written` among its labels reads the cell before this).
 */
function leadingReadAs(typed: string, written: string, letter: string, index: CellIndex, board: Board): string | undefined {
  if (!typed.startsWith(written) || ![...board.columnLabels, ...board.rowLabels].some((l) => l.toLowerCase() === letter)) return undefined;
  const cells = index.names.get(foldLabel(`${letter}${typed.slice(1)}`));
  return cells && cells.length === 1 ? formatCell(cells[0]!, board) : undefined;
}

/**
 * The cell (or cells) meant by a slip of the pen, when exactly one reading names it: punctuation
 * between or after the labels (`J-10`, `J.10`, `J10.`), a leading zero (`J01`), two cells or more
 * run together (`A1A2`, as "A1 A2"; `A1B2C3D4E5`, a salvo typed without its spaces: `run`, its
 * hint said `run` in the diagnostic's parts, as the cells are several).
 */
function slipReading(folded: string, index: CellIndex, board: Board): { readonly said: string; readonly run: boolean } | undefined {
  const one = (text: string): number | undefined => {
    const cells = index.names.get(text);
    return cells && cells.length === 1 ? cells[0] : undefined;
  };
  const clean = folded.replace(/[-‐–—._/\\:'"`]/gu, '');
  for (const text of [clean, clean.replace(/(^|\D)0+(?=\d)/gu, '$1')]) {
    const c = text !== folded ? one(text) : undefined;
    if (c !== undefined) return { said: formatCell(c, board), run: false };
  }
  const cells = cellsRunTogether(folded, one);
  return cells === undefined ? undefined : { said: cells.map((c) => formatCell(c, board)).join(' '), run: true };
}

/**
 * The cells `folded` names when read as two cells or more run together (`a1a2`, a salvo typed
 * without its spaces: `a1b2c3d4e5`), where exactly one way of cutting it names only cells of the
 * board (`one` reads a piece as one cell, or undefined); undefined where none does, or more than one.
 */
export function cellsRunTogether(folded: string, one: (text: string) => number | undefined): number[] | undefined {
  const chars = Array.from(folded);
  const n = chars.length;
  // ways[i]: the ways of cutting chars[i…] into cells (none, one, or 2 for more than one), and the
  // first cell of the one way with where it ends.
  const ways: number[] = Array.from({ length: n + 1 }, (_, i) => (i === n ? 1 : 0));
  const first: ({ readonly cell: number; readonly end: number } | undefined)[] = [];
  for (let i = n - 1; i >= 0; i--) {
    for (let j = i + 1; j <= n; j++) {
      if (ways[j] === 0 || (i === 0 && j === n)) continue;
      const cell = one(chars.slice(i, j).join(''));
      if (cell === undefined) continue;
      ways[i] = Math.min(2, ways[i]! + ways[j]!);
      first[i] = { cell, end: j };
    }
  }
  if (ways[0] !== 1) return undefined;
  const cells: number[] = [];
  for (let i = 0; i < n; ) {
    const step = first[i]!;
    cells.push(step.cell);
    i = step.end;
  }
  return cells.length >= 2 ? cells : undefined;
}

/**
 * Two cells written as a range, `A3-A4` (`–`, `—`, `..` too), each end one cell of the board: the
 * two ends as cells apart (`A3 A4`), and where more cells lie in line between them (`A1-A4`),
 * every one of them (`A1 A2 A3 A4`); undefined where no split names two cells.
 */
function rangeReading(typed: string, index: CellIndex, board: Board): { readonly ends: string; readonly all?: string } | undefined {
  const one = (text: string): number | undefined => {
    const cells = index.names.get(foldLabel(text));
    return cells && cells.length === 1 ? cells[0] : undefined;
  };
  for (const m of typed.matchAll(/\s*(?:\.\.|…|-|–|—)\s*/gu)) {
    const a = one(typed.slice(0, m.index));
    const b = one(typed.slice(m.index + m[0].length));
    if (a === undefined || b === undefined || a === b) continue;
    const ends = `${formatCell(a, board)} ${formatCell(b, board)}`;
    const [dr, dc] = [rowOf(b, board) - rowOf(a, board), columnOf(b, board) - columnOf(a, board)];
    const steps = Math.max(Math.abs(dr), Math.abs(dc));
    if (steps < 2 || (dr !== 0 && dc !== 0 && Math.abs(dr) !== Math.abs(dc))) return { ends };
    const all = Array.from({ length: steps + 1 }, (_, i) => formatCell(cellAt(rowOf(a, board) + (Math.sign(dr) * i), columnOf(a, board) + (Math.sign(dc) * i), board), board));
    return { ends, all: all.join(' ') };
  }
  return undefined;
}

/** The cell named when the two labels are read in the other order, if exactly one. */
function swappedReading(folded: string, index: CellIndex, board: Board): string | undefined {
  const plain = swappedAs(folded, index, board);
  return plain.size === 1 ? formatCell([...plain][0]!, board) : undefined;
}

/**
 * The cell named when the two labels are read in the other order with letters taken for digits
 * (`l0A`: A10, as `Al0` is read), if exactly one: tried where nothing else is suggested.
 */
function swappedLookalikeReading(folded: string, index: CellIndex, board: Board): string | undefined {
  if (swappedAs(folded, index, board).size > 0) return undefined;
  const found = new Set<number>();
  for (const spelling of confusableSpellings(folded)) for (const c of swappedAs(spelling.text, index, board)) found.add(c);
  return found.size === 1 ? formatCell([...found][0]!, board) : undefined;
}

/** The cells named when `folded`'s two labels are read in the other order. */
function swappedAs(folded: string, index: CellIndex, board: Board): Set<number> {
  // A board whose cells are written with a separator (Skagerrak's `B-1`): `1-B` and `1B` swapped
  // around it, the separator where the board writes it.
  const sep = board.separator;
  const bare = sep === '' ? folded : folded.split(sep).join('');
  const chars = Array.from(bare);
  const found = new Set<number>();
  for (let i = 1; i < chars.length; i++) {
    const a = chars.slice(0, i).join('');
    const b = chars.slice(i).join('');
    for (const name of sep === '' ? [b + a] : [b + a, b + sep + a]) {
      const cells = index.names.get(name);
      if (cells) for (const c of cells) found.add(c);
    }
  }
  return found;
}

/** The result of reading a list of cells. */
export interface CellListParse {
  readonly cells: number[];
  /** Errors for the parts that are not cells, and warnings for look-alike readings. */
  readonly diagnostics: Diagnostic[];
}

/** Most tokens one cell may be spread over (`a - 10`). */
const MAX_TOKENS_PER_CELL = 4;

/**
 * Read cells separated by spaces and/or commas (`в5, з2 и9`, `a 10 b 5`). A cell may itself
 * contain spaces; tokens are grouped so that as many as possible read as cells (errors first,
 * then tokens left unread, then look-alike warnings are minimised), taking the longest group
 * where the readings tie. Commas and semicolons always separate cells.
 */
export function parseCellList(text: string, board: Board): CellListParse {
  const cells: number[] = [];
  const diagnostics: Diagnostic[] = [];
  // Full-width commas and semicolons (`Ａ１，Ｂ２`) separate cells too.
  for (const segment of foldWidth(text).split(/[,;]/)) {
    const tokens = segment.split(/\s+/).filter((t) => t !== '');
    if (tokens.length === 0) continue;
    // The common case first: every token a cell as it is.
    const single = tokens.map((t) => parseCell(t, board));
    // A letter of the other alphabet (cell-other-alphabet) is only said: the cell is read as it is.
    const groups = single.every(readsClean) ? single : groupTokens(tokens, board);
    for (const g of groups) {
      if (g.ok) {
        cells.push(g.cell);
        diagnostics.push(...g.warnings);
      } else diagnostics.push(g.diagnostic);
    }
  }
  return { cells, diagnostics };
}

interface Cost {
  readonly errors: number;
  readonly unread: number;
  readonly warnings: number;
}

function lessCost(a: Cost, b: Cost): boolean {
  if (a.errors !== b.errors) return a.errors < b.errors;
  if (a.unread !== b.unread) return a.unread < b.unread;
  return a.warnings < b.warnings;
}

function groupTokens(tokens: readonly string[], board: Board): CellParse[] {
  const n = tokens.length;
  const best: (Cost | undefined)[] = new Array(n + 1);
  const choice: number[] = new Array(n + 1).fill(0);
  const parsed = new Map<string, CellParse>();
  const parseGroup = (i: number, len: number): CellParse => {
    const key = `${i}:${len}`;
    let p = parsed.get(key);
    if (!p) {
      p = parseCell(tokens.slice(i, i + len).join(' '), board);
      parsed.set(key, p);
    }
    return p;
  };
  best[n] = { errors: 0, unread: 0, warnings: 0 };
  for (let i = n - 1; i >= 0; i--) {
    let bestHere: Cost | undefined;
    for (let len = Math.min(MAX_TOKENS_PER_CELL, n - i); len >= 1; len--) {
      const p = parseGroup(i, len);
      // A group of several tokens must read as a cell, or at least look like one.
      if (!p.ok && len > 1 && p.diagnostic.code === 'cell-unreadable') continue;
      const rest = best[i + len]!;
      const cost: Cost = p.ok
        ? { errors: rest.errors, unread: rest.unread, warnings: rest.warnings + p.warnings.length }
        : { errors: rest.errors + 1, unread: rest.unread + len, warnings: rest.warnings };
      if (!bestHere || lessCost(cost, bestHere)) {
        bestHere = cost;
        choice[i] = len;
      }
    }
    best[i] = bestHere;
  }
  const out: CellParse[] = [];
  for (let i = 0; i < n; i += choice[i]!) out.push(parseGroup(i, choice[i]!));
  return out;
}
