/**
 * Fleet layouts in the hand notation, and checking a layout against the variant's rules.
 *
 * The notation, per class (keys are class ids, or a class name in any of the variant's
 * languages, case-insensitively):
 *
 * ```yaml
 * battleship: B2-B5            # a straight ship by its two ends (also diagonal: A1-D4)
 * destroyer: [J1-J2, A9-B9]    # a class of several ships: a list
 * sub: A1                      # one cell
 * hospital: д3-д6
 * bent: [A1 A2 B2]             # any ship by its cells, separated by spaces (or commas)
 * ```
 *
 * Ships by their ends with no comma between them (`[J1-J2 A9-B9]`, one text to YAML) are said
 * as the comma missing (`ship-comma-missing`), not as a text that is no cell.
 *
 * A class with one ship may be written as a plain string; a plain string for a class of several
 * ships is split at commas or semicolons. The document may also be wrapped as `{ fleet: … }`.
 * Parsing reports unreadable cells, unknown classes and the like; `checkLayout` then names every
 * breach of the rules: a ship off the board, overlapping or touching another, the wrong number
 * of ships in a class, bent where straight is required, not the class's shape or size, or
 * diagonal where that is not allowed.
 *
 * @example
 *   const r = parseLayout({ battleship: 'B2-B5', destroyer: ['J1-J2', 'A9-B9'] }, variant);
 *   if (r.ok) checkLayout(r.value, variant); // [] when legal
 *   formatLayout(r.value, variant);          // { battleship: 'B2-B5', destroyer: ['J1-J2', 'A9-B9'] }
 */
import type { Board, ShipClass, Spacing, Variant } from '../variant/model.js';
import { localize } from '../variant/model.js';
import { cellsOf, intersection, isEmpty, setOf } from './cellset.js';
import { asCyrillicKeys, asLatinKeys, formatCell, isCell, otherAlphabetWarning, parseCell, parseCellList, type CellParse } from './coords.js';
import type { Diagnostic, DiagnosticParts, Result } from './diagnostics.js';
import { hasErrors, plainDiagnostic } from './diagnostics.js';
import { isConnected, lineBetween, lineKind, shapeOfCells } from './geometry.js';
import { deckWord } from './deck-names.js';
import { synonymClass } from './class-synonyms.js';
import { foldLabel } from './labels.js';
import type { FleetLayout, ShipOnBoard } from './layout-types.js';
import { haloOf, isOrientationOf, neighbours } from './placements.js';

export type SourcePath = (string | number)[];

export interface LayoutSource {
  /** The file name, for diagnostics. */
  readonly file?: string;
  /** Line and column (1-based) of the value at `path` in the parsed document, when known. */
  readonly positionOf?: (path: SourcePath) => { line: number; column: number } | undefined;
  /** Line and column of the key of the last path segment (for errors about a key). */
  readonly keyPositionOf?: (path: SourcePath) => { line: number; column: number } | undefined;
}

/** A parsed layout together with where each ship was written (same order as the layout). */
export interface ParsedLayout {
  readonly layout: FleetLayout;
  readonly sources: readonly SourcePath[];
}

// ---------------------------------------------------------------------------------------------
// Reading

/** How many ships beyond its count a class may list before the layout is refused unread. */
const MAX_EXTRA_SHIPS = 26;

/** Range delimiters between the two ends of a ship. */
const RANGE = /\s*(?:\.\.|…|-|–|—)\s*/gu;

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * The class a key names when read by the keys of the other keyboard layout: Latin letters as the
 * Russian ones on their keys (`rhtqcth` → крейсер: `latin`, the keyboard left in Latin layout) or
 * Russian letters as the Latin ones (`скгшыук` → cruiser: `russian`); `name` as the key so reads.
 */
export function keyedClass(key: string, variant: Pick<Variant, 'fleet'>): { readonly name: string; readonly layout: 'latin' | 'russian' } | undefined {
  const readings: readonly (readonly [string | undefined, 'latin' | 'russian'])[] = [
    [/\p{Script=Latin}/u.test(key) && !/\p{Script=Cyrillic}/u.test(key) ? asCyrillicKeys(key) : undefined, 'latin'],
    [/\p{Script=Cyrillic}/u.test(key) && !/\p{Script=Latin}/u.test(key) ? asLatinKeys(key) : undefined, 'russian'],
  ];
  for (const [read, layout] of readings) {
    if (read === undefined) continue;
    const i = resolveClassKey(read, variant);
    if (i < 0) continue;
    const cls = variant.fleet[i]!;
    // The class's own spelling in the reading's script (`крейсер`, `łódź podwodna` for `lodz podwodna`).
    const cyrillic = layout === 'latin';
    const spelt = (n: string): string => foldLabel(withoutAccents(n));
    const names = [...Object.values(cls.name), cls.id].filter((n) => /\p{Script=Cyrillic}/u.test(n) === cyrillic);
    const name = names.find((n) => spelt(n) === spelt(read)) ?? names[0] ?? read;
    return { name, layout };
  }
  return undefined;
}

/**
 * Resolve a layout key to a class index: id, or name in any language; case-insensitive. Where
 * `variant.languages` is given, a ship named by its size in one of them (`трёхпалубный`,
 * `3-х палубный`, `trójmasztowiec`: ./deck-names.ts) is the class of that size, where only one is.
 */
export function resolveClassKey(key: string, variant: Pick<Variant, 'fleet'> & Partial<Pick<Variant, 'languages'>>): number {
  const exact = variant.fleet.findIndex((c) => c.id === key);
  if (exact >= 0) return exact;
  // Case, spaces and look-alike letters first; then also accents (`lodz podwodna` for
  // `łódź podwodna`), when that still names one class only.
  for (const fold of [foldLabel, (s: string) => foldLabel(withoutAccents(s))]) {
    const folded = fold(key);
    const matches = new Set<number>();
    variant.fleet.forEach((c, i) => {
      if (fold(c.id) === folded) matches.add(i);
      for (const name of Object.values(c.name)) if (fold(name) === folded) matches.add(i);
    });
    if (matches.size === 1) return [...matches][0]!;
    if (matches.size > 1) return -1;
  }
  const sized = deckClasses(key, variant);
  return sized?.classes.length === 1 ? sized.classes[0]! : -1;
}

/**
 * A ship named by its size (`четырёхпалубный`, `czteromasztowiec`: ./deck-names.ts) in one of
 * `variant.languages`: the size, its language, and the classes of the fleet of that size (by
 * index; none, one, or several: Perelman's four and hospital); undefined where `key` is no such name.
 */
export function deckClasses(key: string, variant: Pick<Variant, 'fleet'> & Partial<Pick<Variant, 'languages'>>): { size: number; lang: string; classes: number[] } | undefined {
  const words = key.trim().split(/\s+/u);
  const deck = deckWord(words);
  if (deck === undefined || deck.words !== words.length || !variant.languages?.some((l) => l.split('-')[0] === deck.lang)) return undefined;
  return { size: deck.size, lang: deck.lang, classes: variant.fleet.flatMap((c, i) => (c.size === deck.size ? [i] : [])) };
}

/** The letters without their accents (`łódź` → `lodz`, `ё` → `е`). */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L');
}

type ShipRead = { ok: true; cells: number[]; warnings: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Read one ship: `X-Y` (two ends of a straight line, diagonal included) or its cells separated
 * by spaces or commas. Diagnostics carry no position; the caller adds it. `cls`, where the ship's
 * class is known, makes the example an empty ship is shown one of its size (or shape).
 */
export function parseShip(text: string, board: Board, cls?: Pick<ShipClass, 'kind' | 'size' | 'shape'>): ShipRead {
  const typed = text.trim();
  // The example a ship of its class, where the class is known (a destroyer's two cells, not four).
  if (typed === '') {
    // What to write is what the example is: a one-cell ship its cell, a shaped one its cells (two
    // ends mean nothing for either), a straight one its two ends or its cells.
    const { example, form } = exampleShip(board, cls);
    const advice = form === 'cell' ? `write its cell, e.g. ${example}` : form === 'cells' ? `write its cells, e.g. ${example}` : `write its two ends, e.g. ${example}, or its cells`;
    return { ok: false, diagnostics: [err('ship-empty', 'an empty ship', advice, { layout: 'empty', example, form })] };
  }

  // Two ends: every split at a range delimiter whose both sides read as one cell.
  const splits: { a: CellParse; b: CellParse }[] = [];
  for (const m of typed.matchAll(RANGE)) {
    const left = typed.slice(0, m.index);
    const right = typed.slice(m.index + m[0].length);
    if (left.trim() === '' || right.trim() === '') continue;
    splits.push({ a: parseCell(left, board), b: parseCell(right, board) });
  }
  const good: { a: number; b: number; warnings: Diagnostic[] }[] = [];
  for (const s of splits) if (s.a.ok && s.b.ok) good.push({ a: s.a.cell, b: s.b.cell, warnings: [...s.a.warnings, ...s.b.warnings] });
  if (good.length > 0) {
    if (new Set(good.map((g) => `${g.a}-${g.b}`)).size > 1) {
      return { ok: false, diagnostics: [err('cell-ambiguous', `"${typed}" can be read as more than one pair of ends`, 'write the ship by its cells, separated by spaces', { layout: 'ambiguous-ends', typed })] };
    }
    const { a, b, warnings } = good[0]!;
    const cells = lineBetween(a, b, board);
    if (!cells) {
      return {
        ok: false,
        diagnostics: [
          err(
            'ship-ends',
            `"${typed}": ${formatCell(a, board)} and ${formatCell(b, board)} are not in one row, column or diagonal`,
            'write the two ends of a straight ship, or list the cells of a bent one separated by spaces',
            { typed, a: formatCell(a, board), b: formatCell(b, board) },
          ),
        ],
      };
    }
    return { ok: true, cells, warnings: endsOtherAlphabet(warnings, typed, `${formatCell(a, board)}${rangeDash(board)}${formatCell(b, board)}`) };
  }

  // Its cells.
  const list = parseCellList(typed, board);
  if (!hasErrors(list.diagnostics)) {
    const cells = [...new Set(list.cells)].sort((x, y) => x - y);
    const warnings = [...list.diagnostics];
    if (cells.length !== list.cells.length) {
      warnings.push({ ...warn('ship-repeated-cell', `"${typed}" names a cell twice`, 'list each cell once'), parts: { layout: 'repeated-cell', typed } });
    }
    return { ok: true, cells, warnings };
  }

  // Ships written one after another with no "," between them (`J1-J2 A9-B9`: one text in YAML's
  // brackets): each piece between spaces a ship by its two ends. Not where a piece is one cell
  // (`A1-A3 B3` may be a bent ship's cells, written with a range).
  const pieces = typed.split(/\s+/u);
  if (pieces.length > 1 && pieces.every((p) => !parseCell(p, board).ok && parseShip(p, board).ok)) {
    const gaps = pieces.slice(0, -1);
    const fixed = pieces.join(', ');
    return {
      ok: false,
      diagnostics: [
        err('ship-comma-missing', `"${typed}" is ${pieces.length} ships with no "," between them: a "," is missing after ${andList(gaps)}`, `write ${fixed}`, { typed, after: gaps, fixed, ships: pieces.length }),
      ],
    };
  }

  // Neither: report the reading that got furthest. A range with an end off the board is a ship
  // off the board.
  // Else ends that are each a cell, or a cell guessed (`3A-3D`: did you mean A3? D3?): each end's error.
  const guessed = (p: CellParse): boolean => p.ok || p.diagnostic.code === 'cell-off-board' || typeof p.diagnostic.parts?.guess === 'string';
  const rangeLike =
    splits.find((s) => (s.a.ok || s.a.diagnostic.code === 'cell-off-board') && (s.b.ok || s.b.diagnostic.code === 'cell-off-board')) ??
    splits.find((s) => guessed(s.a) && guessed(s.b));
  const diagnostics = rangeLike
    ? [rangeLike.a, rangeLike.b].flatMap((p) => (p.ok ? p.warnings : [p.diagnostic]))
    : list.diagnostics;
  return {
    ok: false,
    diagnostics: diagnostics.map((d) =>
      d.code === 'cell-off-board'
        ? {
            ...plainDiagnostic(d),
            code: 'ship-off-board',
            message: `ship "${typed}" runs off the board: ${d.message}`,
            suggestion: d.suggestion ?? `keep every ship inside the board, ${formatCell(0, board)} to ${formatCell(board.rows * board.columns - 1, board)}`,
            // The cell's parts, and the ship as typed: said anew in another language (fleet check).
            ...(d.parts !== undefined ? { parts: { ...d.parts, ship: typed, first: formatCell(0, board), last: formatCell(board.rows * board.columns - 1, board) } } : {}),
          }
        : d,
    ),
  };
}

/**
 * The ends' `cell-other-alphabet` warnings as one, for the ship as typed (`E5-E6` read as Е5-Е6,
 * the letter E said once; `A1-Г1` read as А1-Г1 where one end is so typed, the ship named whole,
 * as it is written and to be written, not by its end alone); the other warnings as they are.
 */
function endsOtherAlphabet(warnings: readonly Diagnostic[], typed: string, name: string): Diagnostic[] {
  const said = warnings.filter((w) => w.code === 'cell-other-alphabet');
  if (said.length === 0 || new Set(said.map((w) => w.parts?.alphabet)).size > 1) return [...warnings];
  const from: string[] = [];
  const to: string[] = [];
  for (const w of said) {
    const [f, t] = [w.parts?.from, w.parts?.to];
    if (!Array.isArray(f) || !Array.isArray(t)) return [...warnings];
    f.forEach((ch, i) => {
      if (from.includes(ch)) return;
      from.push(ch);
      to.push(t[i] ?? ch);
    });
  }
  return [otherAlphabetWarning(typed.trim(), name, from, to), ...warnings.filter((w) => w.code !== 'cell-other-alphabet')];
}

/** `A`, `A and B`, `A, B and C`. */
function andList(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}` : (items[0] ?? '');
}

/**
 * A class's ships as written under a key, for the line to write under another: every ship, a list
 * as a list (`[А7-Б7, А9-Б9]`), so that copying the line loses none; `shown` is empty where no
 * ship is written as text.
 */
function writtenShips(value: unknown): { readonly shown: string; readonly ships: readonly string[]; readonly list: boolean } {
  if (typeof value === 'string' || typeof value === 'number') {
    const text = String(value).trim();
    return { shown: text, ships: text === '' ? [] : text.split(/[;,]/u).map((x) => x.trim()).filter((x) => x !== ''), list: false };
  }
  if (!Array.isArray(value) || value.length === 0 || !value.every((x): x is string | number => typeof x === 'string' || typeof x === 'number')) {
    return { shown: '', ships: [], list: false };
  }
  const ships = value.map((x) => String(x).trim());
  return ships.length === 1 ? { shown: ships[0]!, ships, list: false } : { shown: `[${ships.join(', ')}]`, ships, list: true };
}

/** The candidate within a plausible typo of `word` (edit distance ≤ 1, or ≤ a third of its length). */
function closestWord(word: string, candidates: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(w.length / 3)) + 1;
  for (const c of candidates) {
    const d = editDistance(w, c.toLowerCase());
    if (d < bestDistance) {
      bestDistance = d;
      best = c;
    }
  }
  return best;
}

/**
 * A ship's reading problem's parts with its class and number (0: the class's only ship) added,
 * or none where the problem has no parts of its own (it is then said in English).
 */
function shipParts(d: Diagnostic, classId: string, number: number): { parts?: DiagnosticParts } {
  return d.parts === undefined ? {} : { parts: { ...d.parts, shipClass: classId, shipNumber: number } };
}

/** Levenshtein distance. */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur.push(Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * The parts of a layout that is empty or not a mapping (`kind`): an example line to write, by the
 * fleet's first class and a ship's two ends, for another language to say it (`броненосец: А1-Г1`).
 */
function layoutExample(kind: string, variant: Pick<Variant, 'fleet' | 'board'>): DiagnosticParts {
  const first = variant.fleet[0];
  return { layout: kind, example: exampleRange(variant.board, first), ...(first !== undefined ? { cls: first.id } : {}) };
}

/** The line an example of a layout writes: the fleet's first class with a ship of it (`battleship: B2-B5` was written whatever the variant). */
function exampleLine(variant: Pick<Variant, 'fleet' | 'board'>): string {
  const first = variant.fleet[0];
  return `${first?.id ?? 'battleship'}: ${exampleRange(variant.board, first)}`;
}

/** `exampleShip`'s example alone. */
function exampleRange(board: Board, cls?: Pick<ShipClass, 'kind' | 'size' | 'shape'>): string {
  return exampleShip(board, cls).example;
}

/**
 * A ship to show in an example, in the board's own cells from its first: one of `cls` where it is
 * given (a straight ship of its size by its two ends, a one-cell ship by its cell, a shaped one by
 * its cells), so that the example is one the class takes (not `а1-г1` for a two-cell ship); else
 * four cells by their ends. `form`: how it is written (`ends`, `cell`, `cells`).
 */
function exampleShip(board: Board, cls?: Pick<ShipClass, 'kind' | 'size' | 'shape'>): { readonly example: string; readonly form: 'ends' | 'cell' | 'cells' } {
  if (cls?.kind === 'shape' && cls.shape.every(([r, c]) => r < board.rows && c < board.columns)) {
    const example = cls.shape.map(([r, c]) => formatCell(r * board.columns + c, board)).join(' ');
    return { example, form: cls.shape.length === 1 ? 'cell' : 'cells' };
  }
  const cells = cls === undefined ? 4 : Math.max(1, Math.min(cls.size, board.columns));
  if (cells === 1) return { example: formatCell(0, board), form: 'cell' };
  return { example: `${formatCell(0, board)}${rangeDash(board)}${formatCell(cells - 1, board)}`, form: 'ends' };
}

function err(code: string, message: string, suggestion?: string, parts?: DiagnosticParts): Diagnostic {
  const d: Diagnostic = suggestion === undefined ? { severity: 'error', code, message } : { severity: 'error', code, message, suggestion };
  return parts === undefined ? d : { ...d, parts };
}

function warn(code: string, message: string, suggestion?: string): Diagnostic {
  return suggestion === undefined ? { severity: 'warning', code, message } : { severity: 'warning', code, message, suggestion };
}

function dotted(path: SourcePath): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out === '' ? p : `.${p}`;
  return out;
}

/**
 * Read a layout from the plain data parsed from YAML (see the module comment). Returns the
 * layout (ships ordered by class, then as written) and where each ship was written, or every
 * error found.
 */
export function parseLayoutDetailed(input: unknown, variant: Variant, where: LayoutSource = {}): Result<ParsedLayout> {
  const read = readShips(input, variant, where);
  if (hasErrors(read.diagnostics)) return { ok: false, diagnostics: read.diagnostics };
  return { ok: true, value: { layout: read.layout, sources: read.sources }, warnings: read.diagnostics };
}

/**
 * `parseLayoutDetailed`'s reading, with the ships that could be read even when others could not
 * (`fleet check` checks those among themselves): every diagnostic, and the ships read.
 */
export function readShips(
  input: unknown,
  variant: Variant,
  where: LayoutSource = {},
): ParsedLayout & {
  readonly diagnostics: readonly Diagnostic[];
  /** Where the classes are written: the document, or its `fleet:` where the layout is wrapped in one. */
  readonly root: SourcePath;
  /** The key each class is written under, by class id (a class not written has none). */
  readonly classKeys: ReadonlyMap<string, SourcePath>;
} {
  const diagnostics: Diagnostic[] = [];
  const place = (d: Diagnostic, path: SourcePath, atKey = false): Diagnostic => {
    const pos = (atKey ? where.keyPositionOf : undefined)?.(path) ?? where.positionOf?.(path);
    return {
      ...d,
      ...(where.file !== undefined ? { file: where.file } : {}),
      ...(pos ? { line: pos.line, column: pos.column } : {}),
      ...(path.length > 0 ? { path: dotted(path) } : {}),
    };
  };
  let root: SourcePath = [];
  let doc = input;
  if (isPlainObject(doc) && Object.keys(doc).length === 1 && 'fleet' in doc && resolveClassKey('fleet', variant) < 0) {
    doc = doc.fleet;
    root = ['fleet'];
  }
  if (doc === null || doc === undefined) {
    return { layout: [], sources: [], root, classKeys: new Map(), diagnostics: [place(err('layout-empty', 'the layout is empty', `write each class and its ships, e.g. ${exampleLine(variant)}`, layoutExample('empty', variant)), root)] };
  }
  if (!isPlainObject(doc)) {
    return {
      layout: [],
      sources: [],
      root,
      classKeys: new Map(),
      diagnostics: [place(err('layout-type', 'a layout is a mapping from ship classes to their ships', `write one line per class, e.g. ${exampleLine(variant)}`, layoutExample('not-mapping', variant)), root)],
    };
  }

  // A side's fleet under its side (`blue:`), or the fleets by side under `fleets:`, as a game
  // record writes them: one error, not each side an unknown class.
  const sided = sideLayouts(doc, variant);
  if (sided !== undefined) {
    const { key, sides } = sided;
    const wrapped = key === 'fleets';
    const above = wrapped ? `"fleets:" and "${sides[0]!}:"` : `"${key}:"`;
    const message =
      sides.length > 1
        ? `"fleets" holds fleets by side (${sides.join(', ')}), as a game record has them; a layout file is one fleet, its classes at the top level`
        : `"${key}" holds the fleet of the side ${sides[0]!}, as a game record's fleets: has it; a layout file is one fleet, its classes at the top level`;
    const suggestion = `${sides.length > 1 ? "keep one side's ships and write them" : 'write the classes'} without ${above} above them; a record's fleets are checked by salvo check`;
    const parts: DiagnosticParts = { layout: wrapped ? 'fleets' : 'side', typed: key, sides };
    return { layout: [], sources: [], root, classKeys: new Map(), diagnostics: [place(err('layout-side', message, suggestion, parts), [...root, key], true)] };
  }

  const ships: { ship: ShipOnBoard; source: SourcePath }[] = [];
  // Every ship's text and class, and the diagnostics of those off the board (by index): for the
  // columns named A–J in order on a board lettered otherwise (`latinColumnsRead`).
  const texts: { text: string; cls: ShipClass }[] = [];
  // The ships of a class named by a common word (`destroyer`), the line to write given with the
  // first: its diagnostic's index, the class meant and that ship's text (`Cyrillic columns`).
  const bySynonym: { at: number; said: string; cls: ShipClass; ships: readonly string[]; list: boolean }[] = [];
  const offBoard: number[] = [];
  // The ships that read as written, each with its text, label and where it is written.
  const readAsWritten: { text: string; cells: readonly number[]; cls: ShipClass; label: string; number: number; path: SourcePath }[] = [];
  const seenClass = new Map<number, string>();
  const classKeys = new Map<string, SourcePath>();
  for (const [key, value] of Object.entries(doc)) {
    const keyPath = [...root, key];
    const classIndex = resolveClassKey(key, variant);
    // A ship named by its size, where the fleet has more than one class of that size: which, and how to name one.
    const sized = classIndex < 0 ? deckClasses(key, variant) : undefined;
    if (sized !== undefined && sized.classes.length > 1) {
      const ids = sized.classes.map((i) => variant.fleet[i]!.id);
      const ship = writtenShips(value).shown;
      const shown = ship === '' ? exampleRange(variant.board, variant.fleet[sized.classes[0]!]) : ship;
      const message = `"${key}" is a ship of size ${sized.size}, a size ${ids.length} classes of ${variant.id} have: ${ids.join(', ')}`;
      const suggestion = `name the class meant by its id or name: ${ids.map((id) => `${id}: ${shown}`).join(' or ')}`;
      diagnostics.push(place({ ...err('layout-class-ambiguous', message, suggestion), parts: { layout: 'class-ambiguous', typed: key, size: sized.size, classes: ids, ship: shown } }, keyPath, true));
      continue;
    }
    if (classIndex < 0) {
      const ids = variant.fleet.map((c) => c.id);
      // A class typed with the keyboard in the other layout (`rhtqcth` for крейсер, `скгшыук` for
      // cruiser): only suggested, never read as meant.
      const keyed = keyedClass(key, variant);
      // A common word for a ship (`линкор`, `okręt podwodny`, `sub`): the class it most likely
      // means, by kind or by size, with the line to write; still only suggested.
      // Not a class the layout names by another key already: writing it twice would not mend it.
      const synonym = keyed === undefined ? synonymClass(key, variant.fleet) : undefined;
      if (synonym !== undefined && !Object.keys(doc).some((k) => resolveClassKey(k, variant) === synonym.index)) {
        const cls = variant.fleet[synonym.index]!;
        const written = writtenShips(value);
        const ship = written.shown;
        const shown = ship === '' ? exampleRange(variant.board, cls) : ship;
        const said = synonym.by === 'kind' ? `"${key}" is likely the class ${cls.id} (a ship of size ${cls.size})` : `"${key}" commonly means a ship of size ${cls.size}; here that is the class ${cls.id}`;
        const hint = `${said}: write it as ${cls.id}: ${shown}. The classes are ${ids.join(', ')}`;
        const parts: DiagnosticParts = { layout: 'unknown-class', typed: key, guess: cls.id, synonym: synonym.by, size: cls.size, ship: shown };
        if (ship !== '') bySynonym.push({ at: diagnostics.length, said, cls, ships: written.ships, list: written.list });
        diagnostics.push(place({ ...err('unknown-class', `"${key}" is not a ship class of ${variant.id}`, hint), parts }, keyPath, true));
        continue;
      }
      // Else a guess among the ids and the names in every language, as a record may use either.
      const guess = keyed?.name ?? closestWord(key, [...new Set([...ids, ...variant.fleet.flatMap((c) => Object.values(c.name))])]);
      const how = keyed === undefined ? '' : ` It looks typed with the keyboard in ${keyed.layout === 'latin' ? 'Latin' : 'Russian'} layout.`;
      const hint = guess !== undefined ? `did you mean ${guess}?${how} The classes are ${ids.join(', ')}` : `the classes are ${ids.join(', ')}`;
      // Its parts, for the class names in another language (fleet check: cli/commands/fleet-read-text.ts).
      const guessed = guess !== undefined ? variant.fleet[resolveClassKey(guess, variant)]?.id : undefined;
      const parts: DiagnosticParts = { layout: 'unknown-class', typed: key, ...(guessed !== undefined ? { guess: guessed } : {}), ...(keyed !== undefined ? { keyboard: keyed.layout } : {}) };
      diagnostics.push(place({ ...err('unknown-class', `"${key}" is not a ship class of ${variant.id}`, hint), parts }, keyPath, true));
      continue;
    }
    const cls = variant.fleet[classIndex]!;
    const earlier = seenClass.get(classIndex);
    if (earlier !== undefined) {
      diagnostics.push(place({ ...err('layout-duplicate-class', `"${key}" and "${earlier}" both name the class ${cls.id}`, 'list each class once'), parts: { layout: 'duplicate-class', typed: key, earlier, cls: cls.id } }, keyPath, true));
      continue;
    }
    seenClass.set(classIndex, key);
    classKeys.set(cls.id, keyPath);

    // The ships of this class, each as text (or a list of cell texts) with its path.
    const items: { text: string; path: SourcePath }[] = [];
    if (value === null || value === undefined) {
      // No ships written: left to the count check.
    } else if (typeof value === 'string' || typeof value === 'number') {
      const text = String(value);
      const parts = cls.count === 1 ? [text] : text.split(/[;,]/).filter((p) => p.trim() !== '');
      for (const p of parts) items.push({ text: p, path: keyPath });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (typeof item === 'string' || typeof item === 'number') items.push({ text: String(item), path: [...keyPath, i] });
        else if (Array.isArray(item) && item.every((x) => typeof x === 'string')) items.push({ text: item.join(' '), path: [...keyPath, i] });
        else {
          // The ship's class and number (0: the class's only ship) in its parts, as a ship's other problems have them.
          const parts = { layout: 'ship-type', example: exampleRange(variant.board, cls), shipClass: cls.id, shipNumber: cls.count === 1 && value.length === 1 ? 0 : i + 1 };
          diagnostics.push(place(err('layout-type', `${cls.id}[${i}]: a ship is written as text, e.g. ${exampleRange(variant.board, cls)}`, undefined, parts), [...keyPath, i]));
        }
      });
    } else {
      diagnostics.push(place(err('layout-type', `${key}: write the ship as text (${exampleRange(variant.board, cls)}), or several ships as a list`, undefined, { layout: 'class-type', cls: cls.id, example: exampleRange(variant.board, cls) }), keyPath));
      continue;
    }

    // Far more ships than the class has is no layout (and would make the pair checks slow).
    if (items.length > cls.count + MAX_EXTRA_SHIPS) {
      diagnostics.push(place(err('fleet-count', `${cls.id}: ${items.length} ships written; the fleet has ${cls.count}`, `write the ${cls.count} ship(s) of the class`, { layout: 'too-many', cls: cls.id, written: items.length, fleet: cls.count }), keyPath));
      continue;
    }
    items.forEach((item, ordinal) => {
      const read = parseShip(item.text, variant.board, cls);
      const label = `${cls.id}${cls.count === 1 && items.length === 1 ? '' : ` #${ordinal + 1}`}`;
      texts.push({ text: item.text, cls });
      if (!read.ok) {
        // Said with the ship's label before it: no longer as the cell reader's parts say it.
        // Its parts and the ship's (class and number) kept apart, for another language (fleet check).
        for (const d of read.diagnostics) {
          if (d.code === 'ship-off-board') offBoard.push(diagnostics.length);
          diagnostics.push(place({ ...d, message: `${label}: ${d.message}`, ...shipParts(d, cls.id, label === cls.id ? 0 : ordinal + 1) }, item.path));
        }
        return;
      }
      for (const w of read.warnings) diagnostics.push(place({ ...w, message: `${label}: ${w.message}`, ...shipParts(w, cls.id, label === cls.id ? 0 : ordinal + 1) }, item.path));
      readAsWritten.push({ text: item.text.trim(), cells: read.cells, cls, label, number: label === cls.id ? 0 : ordinal + 1, path: item.path });
      ships.push({ ship: { classId: cls.id, classIndex, ordinal, cells: read.cells }, source: item.path });
    });
  }

  // Columns named A–J in order, as on a Latin board (`A1-D1` for а1-г1 on Морской бой): where every
  // ship reads so, each ship off the board is told its cells in the board's letters, for every
  // ship alike (the cell reader's own guesses, by the keys or the sound, differ from ship to ship).
  if (offBoard.length > 0) {
    const latin = latinColumnsRead(texts, variant.board);
    if (latin !== undefined) {
      for (const i of offBoard) {
        const d = diagnostics[i]!;
        const ship = typeof d.parts?.ship === 'string' ? d.parts.ship : undefined;
        const meant = ship === undefined ? undefined : latin.get(ship);
        if (meant === undefined || d.parts === undefined) continue;
        const span = latinSpan(variant.board);
        diagnostics[i] = {
          ...d,
          suggestion: `the columns look named ${span} in order, as on a Latin board: write ${meant}`,
          parts: { ...d.parts, latinColumns: span, latinMeant: meant },
        };
      }
      // A ship that read as written by its Latin look-alikes (`A5-B5` as а5-в5, B for В) lies
      // elsewhere when its columns are counted so (а5-б5): said, as the reading may be the wrong one.
      for (const ship of readAsWritten) {
        const meant = latin.get(ship.text);
        const read = formatShip(ship.cells, ship.cls, variant.board);
        if (meant === undefined || meant === read) continue;
        const span = latinSpan(variant.board);
        const message = `${ship.label}: "${ship.text}" is read as ${read} (its Latin letters as the board's look-alikes); with the columns named ${span} in order, as the layout's ships off the board have them, it is ${meant}`;
        const parts: DiagnosticParts = { layout: 'latin-columns', typed: ship.text, read, latinMeant: meant, latinColumns: span, shipClass: ship.cls.id, shipNumber: ship.number };
        diagnostics.push(place({ ...warn('ship-latin-columns', message, `write the ship meant in the board's letters, ${meant} or ${read}`), parts }, ship.path));
      }
    }
  }

  // Columns named А–К in order, as on a Russian board (`А1-Г1` for A1-D1 on Statki): where every
  // ship in Cyrillic letters reads so, each such ship off the board is told its cells in the
  // board's letters, as is the line to write for a class named by a common word (never Cyrillic
  // cells on a Latin board).
  const cyrillic = offBoard.length > 0 || bySynonym.length > 0 ? cyrillicColumnsRead([...texts, ...bySynonym.flatMap((b) => b.ships.map((text) => ({ text, cls: b.cls })))], variant.board) : undefined;
  if (cyrillic !== undefined) {
    const span = cyrillicSpan(variant.board);
    for (const i of offBoard) {
      const d = diagnostics[i]!;
      const ship = typeof d.parts?.ship === 'string' ? d.parts.ship : undefined;
      const meant = ship === undefined ? undefined : cyrillic.get(ship);
      if (meant === undefined || d.parts === undefined || d.parts.latinMeant !== undefined) continue;
      diagnostics[i] = { ...d, suggestion: `the columns look named ${span} in order, as on a Russian board: write ${meant}`, parts: { ...d.parts, cyrillicColumns: span, cyrillicMeant: meant } };
    }
    for (const { at, said, cls, ships, list } of bySynonym) {
      const d = diagnostics[at]!;
      const each = ships.map((text) => cyrillic.get(text.trim()));
      if (each.some((m) => m === undefined) || d.parts === undefined) continue;
      const meant = list ? `[${each.join(', ')}]` : each.join(', ');
      const ids = variant.fleet.map((c) => c.id);
      diagnostics[at] = { ...d, suggestion: `${said}: write it as ${cls.id}: ${meant} (its columns named ${span} in order, as on a Russian board). The classes are ${ids.join(', ')}`, parts: { ...d.parts, ship: meant, cyrillicColumns: span } };
    }
  }

  ships.sort((a, b) => a.ship.classIndex - b.ship.classIndex || a.ship.ordinal - b.ship.ordinal);
  return { layout: ships.map((s) => s.ship), sources: ships.map((s) => s.source), root, classKeys, diagnostics };
}

/**
 * Where a layout is written as a record's fleets are, by side: the key (`fleets`, or the side's
 * own, `blue`) and the sides; undefined where no key that names no class holds a mapping with
 * a class of the variant among its keys.
 */
function sideLayouts(doc: Record<string, unknown>, variant: Variant): { key: string; sides: string[] } | undefined {
  const holdsClasses = (v: unknown): boolean => isPlainObject(v) && Object.keys(v).some((k) => resolveClassKey(k, variant) >= 0);
  for (const [key, value] of Object.entries(doc)) {
    if (resolveClassKey(key, variant) >= 0 || !isPlainObject(value)) continue;
    if (key === 'fleets') {
      const sides = Object.entries(value).filter(([, v]) => holdsClasses(v)).map(([k]) => k);
      if (sides.length > 0) return { key, sides };
    } else if (holdsClasses(value)) return { key, sides: [key] };
  }
  return undefined;
}

/** The Russian letters a board's columns are named by in order (Морской бой's А–К: no Ё, Й, Ъ, Ы, Ь). */
const RUSSIAN_COLUMNS = 'АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЩЭЮЯ';

/** The Russian letters А… as many as the board has columns: `А–К`. */
function cyrillicSpan(board: Board): string {
  return `А–${RUSSIAN_COLUMNS[Math.min(RUSSIAN_COLUMNS.length, board.columns) - 1]!}`;
}

/**
 * Each ship's text in Cyrillic letters with those letters read as the board's columns in order
 * (А the first, Б the second, …), in the board's own notation; undefined unless the board's
 * columns are Latin letters, some ship has Cyrillic letters, and every such ship, so read, is a
 * ship of its class's size on the board.
 */
function cyrillicColumnsRead(texts: readonly { text: string; cls: ShipClass }[], board: Board): Map<string, string> | undefined {
  if (!board.columnLabels.every((l) => /^[a-z]+$/iu.test(l))) return undefined;
  const out = new Map<string, string>();
  for (const { text, cls } of texts) {
    if (!/\p{Script=Cyrillic}/u.test(text)) continue;
    const moved = text.replace(/\p{Script=Cyrillic}/gu, (ch) => {
      const p = RUSSIAN_COLUMNS.indexOf(ch.toUpperCase());
      return p >= 0 && p < board.columns ? board.columnLabels[p]! : ch;
    });
    const read = parseShip(moved, board, cls);
    if (!read.ok || read.cells.length !== cls.size) return undefined;
    out.set(text.trim(), formatShip(read.cells, cls, board));
  }
  return out.size > 0 ? out : undefined;
}

/** The Latin letters A… as many as the board has columns (at most 26): `A–J`. */
function latinSpan(board: Board): string {
  return `A–${String.fromCharCode(64 + Math.min(26, board.columns))}`;
}

/**
 * Each ship's text with its Latin letters read as the board's columns in order (A the first, B the
 * second, …), in the board's own notation; undefined unless the board's labels have no Latin
 * letters, the layout has no other letters, and every ship, so read, is a ship of its class's
 * size on the board.
 */
function latinColumnsRead(texts: readonly { text: string; cls: ShipClass }[], board: Board): Map<string, string> | undefined {
  if ([...board.columnLabels, ...board.rowLabels].some((l) => /[a-z]/iu.test(l))) return undefined;
  // A layout written in Latin letters throughout: where some ships are in the board's letters, a
  // Latin one is a slip of its own (`G3` for г3), as the cell reader guesses it.
  if (texts.some(({ text }) => /[^\P{L}a-z]/iu.test(text))) return undefined;
  const out = new Map<string, string>();
  for (const { text, cls } of texts) {
    let latinLetters = false;
    const moved = text.replace(/[a-z]/giu, (ch) => {
      latinLetters = true;
      const p = ch.toUpperCase().charCodeAt(0) - 65;
      return p < board.columns ? board.columnLabels[p]! : ch;
    });
    const read = parseShip(moved, board, cls);
    if (!read.ok || read.cells.length !== cls.size) return undefined;
    if (latinLetters) out.set(text.trim(), formatShip(read.cells, cls, board));
  }
  return out;
}

/** Read a layout from the plain data parsed from YAML (see the module comment). */
export function parseLayout(input: unknown, variant: Variant, where: LayoutSource = {}): Result<FleetLayout> {
  const r = parseLayoutDetailed(input, variant, where);
  return r.ok ? { ok: true, value: r.value.layout, warnings: r.warnings } : r;
}

// ---------------------------------------------------------------------------------------------
// Writing

/** One ship in the hand notation: `B2-B5` for a straight line of 2+ cells of a straight class, else its cells. */
export function formatShip(cells: readonly number[], cls: Pick<ShipClass, 'kind'> | undefined, board: Board): string {
  const sorted = [...cells].sort((a, b) => a - b);
  if (sorted.some((c) => !isCell(c, board))) return sorted.map((c) => (isCell(c, board) ? formatCell(c, board) : `#${c}`)).join(' ');
  const kind = lineKind(sorted, board);
  if (cls?.kind !== 'shape' && kind !== undefined && kind !== 'single') {
    return `${formatCell(sorted[0]!, board)}${rangeDash(board)}${formatCell(sorted[sorted.length - 1]!, board)}`;
  }
  return sorted.map((c) => formatCell(c, board)).join(' ');
}

/** Between a ship's two ends: "-", or ".." where a cell name holds a dash itself (`2-1..7-1`, not `2-1-7-1`). */
function rangeDash(board: Board): string {
  return [board.separator, ...board.columnLabels, ...board.rowLabels].some((t) => /[-–—]/u.test(t)) ? '..' : '-';
}

/**
 * The layout in the hand notation, keyed by class id in fleet order: a plain string for a class
 * of one ship holding one ship, else a list. `parseLayout` reads it back to the same layout.
 */
export function formatLayout(layout: FleetLayout, variant: Variant): Record<string, string | string[]> {
  const byClass = new Map<string, ShipOnBoard[]>();
  const order = [...layout].sort((a, b) => a.classIndex - b.classIndex || a.ordinal - b.ordinal);
  for (const s of order) {
    const list = byClass.get(s.classId);
    if (list) list.push(s);
    else byClass.set(s.classId, [s]);
  }
  const out: Record<string, string | string[]> = {};
  for (const [classId, ships] of byClass) {
    const cls = variant.fleet.find((c) => c.id === classId);
    const texts = ships.map((s) => formatShip(s.cells, cls, variant.board));
    out[classId] = cls?.count === 1 && texts.length === 1 ? texts[0]! : texts;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Checking

/** A breach of the rules and the ships (indices into the layout) it is about. */
export interface Breach {
  readonly diagnostic: Diagnostic;
  readonly ships: readonly number[];
  /**
   * What the message and suggestion are made of, by name (`kind`: `touch`, `overlap`, `count`, …;
   * the ships as named, the cells, the numbers), so that another language can say them anew
   * (referee-text.ts). Kept off the diagnostic, which `fleet check --json` prints as it is.
   */
  readonly parts?: DiagnosticParts;
}

export interface CheckOptions {
  /** Language of the class names in messages (default: the variant's first language). */
  readonly lang?: string;
}

/** How a ship is named in messages: `destroyer #2 A9-B9`. */
export function describeShip(ship: ShipOnBoard, variant: Variant, lang?: string): string {
  const cls = variant.fleet[ship.classIndex];
  const name = cls ? localize(cls.name, lang ?? variant.languages[0] ?? '', variant) : ship.classId;
  const number = cls && cls.count > 1 ? ` #${ship.ordinal + 1}` : '';
  return `${name}${number} ${formatShip(ship.cells, cls, variant.board)}`;
}

/** `2 ships`, `1 ship`: English, as the message it goes in (the class's name may be Russian or Polish, so never `2 крейсер`). */
function shipsOf(n: number): string {
  return `${n} ship${n === 1 ? '' : 's'}`;
}

/** Every breach of the rules in the layout, each with the ships it concerns. */
export function layoutBreaches(layout: FleetLayout, variant: Variant, opts: CheckOptions = {}): Breach[] {
  const board = variant.board;
  const out: Breach[] = [];
  const name = (i: number): string => describeShip(layout[i]!, variant, opts.lang);
  const pathOf = (s: ShipOnBoard): string => {
    const cls = variant.fleet[s.classIndex];
    return cls && cls.count === 1 ? s.classId : `${s.classId}[${s.ordinal}]`;
  };
  const add = (ships: number[], code: string, message: string, suggestion: string | undefined, parts: DiagnosticParts): void => {
    const d = err(code, message, suggestion);
    const first = layout[ships[0]!];
    out.push({ diagnostic: first ? { ...d, path: pathOf(first) } : d, ships, parts });
  };

  // Each ship by itself.
  const onBoard: boolean[] = [];
  layout.forEach((ship, i) => {
    const cls = variant.fleet[ship.classIndex];
    if (!cls || cls.id !== ship.classId) {
      onBoard.push(ship.cells.every((c) => isCell(c, board)));
      add([i], 'unknown-class', `${ship.classId} is not a ship class of ${variant.id}`, `the classes are ${variant.fleet.map((c) => c.id).join(', ')}`, {
        kind: 'unknown-class',
        cls: ship.classId,
        variant: variant.id,
        classes: variant.fleet.map((c) => c.id),
      });
      return;
    }
    const off = ship.cells.filter((c) => !isCell(c, board));
    onBoard.push(off.length === 0);
    if (off.length > 0) {
      add([i], 'ship-off-board', `${name(i)} has ${off.length} cell${off.length === 1 ? '' : 's'} off the board`, 'keep every ship inside the board', { kind: 'off-board', ship: name(i), off: off.length });
      return;
    }
    const cells = [...ship.cells].sort((a, b) => a - b);
    const distinct = new Set(cells).size === cells.length;
    const className = localize(cls.name, opts.lang ?? variant.languages[0] ?? '', variant);
    // The messages are English: 'an Ell', 'an Aircraft carrier', 'a Bar', 'an L-ship', 'a U-boat'.
    const aClass = `${articleOf(className)} ${className}`;
    if (!distinct) {
      add([i], 'ship-shape', `${name(i)} names a cell twice`, 'list each of its cells once', { kind: 'twice', ship: name(i) });
      return;
    }
    if (cells.length !== cls.size) {
      add([i], 'ship-shape', `${name(i)} has ${cells.length} cell${cells.length === 1 ? '' : 's'}; ${aClass} has ${cls.size}`, `give it ${cls.size} cell${cls.size === 1 ? '' : 's'}, or check that it is the class meant`, { kind: 'size', ship: name(i), cells: cells.length, cls: className, size: cls.size });
      return;
    }
    if (cls.kind === 'straight') {
      const kind = lineKind(cells, board);
      if (kind === undefined) {
        if (isKingConnected(cells, board)) add([i], 'ship-bent', `${name(i)} is bent; ${aClass} must be straight`, 'place it in one row or column', { kind: 'bent', ship: name(i), cls: className });
        else add([i], 'ship-shape', `${name(i)} is not one straight piece; ${aClass} is ${cls.size} cells in a line`, `place its ${cls.size} cells one after another in a line, with no gap`, { kind: 'not-straight', ship: name(i), cls: className, size: cls.size });
      } else if (kind === 'diagonal' && !variant.placement.diagonal) {
        add([i], 'ship-diagonal', `${name(i)} lies diagonally; ${variant.id} allows only rows and columns`, 'place it in one row or column', { kind: 'diagonal', ship: name(i), variant: variant.id });
      }
    } else if (!isOrientationOf(variant, ship.classIndex, shapeOfCells(cells, board))) {
      add([i], 'ship-shape', `${name(i)} is not the shape of ${aClass}`, 'use the class shape, turned or mirrored', { kind: 'not-shape', ship: name(i), cls: className });
    }
  });

  // Counts per class.
  variant.fleet.forEach((cls, classIndex) => {
    const n = layout.filter((s) => s.classIndex === classIndex && s.classId === cls.id).length;
    if (n === cls.count) return;
    const className = localize(cls.name, opts.lang ?? variant.languages[0] ?? '', variant);
    const ships = layout.flatMap((s, i) => (s.classIndex === classIndex ? [i] : []));
    // A list of single cells, as many as the class's ships have cells (`[E1, F2, G3]` for one
    // ship of 3): a ship's cells written as a YAML list, which reads as one ship per item.
    const cellsAsShips = cls.size > 1 && n === cls.count * cls.size && ships.every((i) => layout[i]!.cells.length === 1);
    const asOne = ships.map((i) => formatCell(layout[i]!.cells[0]!, board));
    const oneShip = cls.count === 1 ? asOne.join(' ') : `[${asOne.slice(0, cls.size).join(' ')}, …]`;
    const d = err(
      'fleet-count',
      `${className}: ${n === 0 ? 'no ship' : `${n} ship${n === 1 ? '' : 's'}`} in the layout; the fleet has ${cls.count}`,
      n < cls.count
        ? `add ${shipsOf(cls.count - n)} of this class`
        : cellsAsShips
          ? `each item of a list is a ship; write a ship's cells in one string, apart by spaces: ${cls.id}: ${oneShip}`
          : `remove ${shipsOf(n - cls.count)} of this class`,
    );
    const mend: DiagnosticParts = n < cls.count ? { mend: 'add', by: cls.count - n } : cellsAsShips ? { mend: 'list', write: `${cls.id}: ${oneShip}` } : { mend: 'remove', by: n - cls.count };
    out.push({ diagnostic: { ...d, path: cls.id }, ships, parts: { kind: 'count', cls: className, ships: n, fleet: cls.count, ...mend } });
  });

  // Pairs: overlap, then touching under the spacing rule.
  const spacing = variant.placement.spacing;
  const total = board.rows * board.columns;
  const masks = layout.map((s, i) => (onBoard[i] ? setOf(total, s.cells) : undefined));
  const halos = layout.map((s, i) => (onBoard[i] ? haloOf(s.cells, board, spacing) : undefined));
  for (let i = 0; i < layout.length; i++) {
    for (let j = i + 1; j < layout.length; j++) {
      const mi = masks[i];
      const mj = masks[j];
      if (!mi || !mj) continue;
      const shared = intersection(mi, mj);
      if (!isEmpty(shared)) {
        const at = cellsOf(shared).map((c) => formatCell(c, board));
        add([i, j], 'ship-overlap', `${name(i)} and ${name(j)} overlap at ${at.join(', ')}`, 'ships never share a cell', { kind: 'overlap', a: name(i), b: name(j), at });
        continue;
      }
      if (spacing === 'may-touch' || isEmpty(intersection(halos[i]!, mj))) continue;
      const contact = contactPair(layout[i]!.cells, layout[j]!.cells, board, spacing);
      const rule = spacing === 'no-contact' ? 'ships may not touch, not even at a corner' : 'ships may not touch side by side';
      add([i, j], 'ship-touching', `${name(i)} and ${name(j)} touch: ${contact.text}`, rule, { kind: 'touch', a: name(i), b: name(j), from: contact.from, to: contact.to, corner: contact.corner, spacing });
    }
  }
  return out;
}

/** Every breach of the rules in the layout (an empty list when it is legal). */
export function checkLayout(layout: FleetLayout, variant: Variant, opts: CheckOptions = {}): Diagnostic[] {
  return layoutBreaches(layout, variant, opts).map((b) => b.diagnostic);
}

/** Is the layout legal for the variant? */
export function isLegalLayout(layout: FleetLayout, variant: Variant): boolean {
  return layoutBreaches(layout, variant).length === 0;
}

/** Connected through sides or corners. */
function isKingConnected(cells: readonly number[], board: Board): boolean {
  if (isConnected(cells, board)) return true;
  const set = new Set(cells);
  const seen = new Set<number>([cells[0]!]);
  const stack = [cells[0]!];
  while (stack.length > 0) {
    const c = stack.pop()!;
    for (const n of neighbours(c, board, 'no-contact')) {
      if (set.has(n) && !seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return seen.size === set.size;
}

/**
 * The first pair of touching cells: side by side where there is one (`B1 is next to B2`), else
 * at a corner, said so (`A1 touches B2 at a corner`).
 */
function contactPair(a: readonly number[], b: readonly number[], board: Board, spacing: Spacing): { readonly text: string; readonly from: string; readonly to: string; readonly corner: boolean } {
  const bs = new Set(b);
  const sorted = [...a].sort((p, q) => p - q);
  for (const x of sorted) {
    for (const y of neighbours(x, board, 'no-side-contact')) {
      if (bs.has(y)) return { text: `${formatCell(x, board)} is next to ${formatCell(y, board)}`, from: formatCell(x, board), to: formatCell(y, board), corner: false };
    }
  }
  for (const x of sorted) {
    for (const y of neighbours(x, board, spacing)) {
      if (bs.has(y)) return { text: `${formatCell(x, board)} touches ${formatCell(y, board)} at a corner`, from: formatCell(x, board), to: formatCell(y, board), corner: true };
    }
  }
  return { text: '?', from: '?', to: '?', corner: false };
}

/**
 * The English article of a class name as it is said: by its first vowel sound (`an ell`, `a tee`),
 * and a lone capital letter by the letter's name (`an L-ship`, el; `an S-boat`, `a U-boat`, you;
 * `a T-ship`).
 *
 * @example
 *   articleOf('L-ship') // 'an'
 *   articleOf('U-boat') // 'a'
 */
function articleOf(name: string): string {
  if (/^\p{L}(?!\p{L})/u.test(name)) return /^[aefhilmnorsx]/iu.test(name) ? 'an' : 'a';
  return /^[aeiou]/iu.test(name) ? 'an' : 'a';
}
