/**
 * YAML with positions: reads one YAML document into plain JavaScript data and keeps the parsed
 * node tree so that any path into the data (`['fleet', 2, 'size']`) can be mapped back to the
 * line and column where it was written. Hostile input is refused before or during parsing: files
 * over a size cap, alias bombs (a small alias budget), duplicate keys, several documents in one
 * file. Generic: used for variant files and reusable for any other YAML the project reads (game
 * records).
 *
 * @example
 *   const src = loadYamlDocument('a:\n  b: [1, 2]\n', 'x.yaml');
 *   src.value                   // { a: { b: [1, 2] } }
 *   src.positionOf(['a', 'b', 1]) // { line: 2, column: 10 }
 */
import { CST, isAlias, isMap, isPair, isScalar, isSeq, parseDocument, Parser, type Document, type Node, type Pair, type YAMLMap } from 'yaml';
import { inFileOrder, type Diagnostic, type DiagnosticParts } from '../core/diagnostics.js';

/** A path into plain data: object keys and array indices. */
export type DataPath = readonly (string | number)[];

/** A 1-based line and column. */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

export interface YamlSourceOptions {
  /** Refuse texts longer than this many UTF-8 bytes (default 256 KiB). */
  readonly maxBytes?: number;
  /** Alias expansion budget passed to the `yaml` package (default 32; 0 refuses every alias). */
  readonly maxAliasCount?: number;
  /** Top-level keys whose value is a mapping (a variant's `board`, …): a block under one mixing `- key:` items and plain keys is told to drop the dashes. */
  readonly mappings?: ReadonlySet<string>;
}

export interface YamlSource {
  /** The plain JavaScript value of the document (`undefined` when it could not be read). */
  readonly value: unknown;
  /** YAML-level problems: syntax, duplicate keys, alias budget, size. Empty when the text is fine. */
  readonly diagnostics: readonly Diagnostic[];
  /**
   * Where the text has a syntax error (or a key written twice) yet reads as a mapping: the plain
   * data of the top-level entries no error is in (from its key to the next key), the others left
   * out, for their own problems to be said beside the syntax errors. Undefined otherwise.
   */
  readonly readable?: { readonly value: Readonly<Record<string, unknown>>; readonly left: readonly string[] };
  /**
   * Where the value at `path` was written. When the path goes past the written data (a missing
   * key) the position of the deepest node that exists is returned, so a "missing key" error
   * points at the mapping that lacks it.
   */
  positionOf(path: DataPath): SourcePosition | undefined;
  /** Where the key of the last path segment was written (for "unknown key" errors). */
  keyPositionOf(path: DataPath): SourcePosition | undefined;
  /**
   * Where the value at `path` is written as an alias (`- *cruiser`), and the anchor's name
   * (`cruiser`); undefined where it is written out (or not at all).
   */
  aliasOf?(path: DataPath): { readonly at: SourcePosition; readonly anchor: string } | undefined;
  /**
   * Where the character at `index` of the string at `path` was written (a row of a `shape: |`
   * picture), where the text is written so that each of its characters stands in the source:
   * a literal block (`|`), or one line plain or quoted with no escape; undefined otherwise (a
   * folded block, an escape, an alias), the caller then saying it at the value.
   */
  charPositionOf?(path: DataPath, index: number): SourcePosition | undefined;
}

export const DEFAULT_MAX_BYTES = 256 * 1024;
export const DEFAULT_MAX_ALIAS_COUNT = 32;

/** Nesting deeper than this is refused before parsing (no real file needs it). */
const MAX_NESTING = 64;
/** Lines opening with more indentation and block indicators than this are refused. */
const MAX_LINE_PREFIX = 200;

/** A syntax error found by salvo's own reading, where it is, with its parts (`Diagnostic.parts`). */
interface Said {
  readonly at: SourcePosition;
  readonly message: string;
  readonly suggestion: string;
  readonly parts: DiagnosticParts;
}

/** `fleet[2].size` for `['fleet', 2, 'size']`. */
export function formatPath(path: DataPath): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}

/** Times the text is read again with the brackets found open closed (each may find more). */
const MAX_BRACKET_ROUNDS = 4;

/** Lines with YAML syntax errors reported one by one; the errors after them are counted. */
const MAX_SYNTAX_LINES = 3;

/**
 * Times the text is read again with one more slip mended (see `mendSlips`): up to 32 in a file of
 * a few kilobytes (the same slip on each of a dozen ships' lines is each mended in a round of its
 * own), fewer in a larger one, so that no more than about 2 MB is read in all, and never fewer than 8.
 */
const mendRounds = (bytes: number): number => Math.max(8, Math.min(32, Math.floor(2_000_000 / Math.max(1, bytes))));

/**
 * Parse `text` as one YAML document. Never throws: every problem is a diagnostic (codes
 * `file-too-large`, `yaml-syntax`, `duplicate-key`, `yaml-alias`, `yaml-too-deep`, and the
 * warning `yaml-warning`).
 *
 * @example
 *   const { value, diagnostics } = loadYamlDocument('a: *x', 'bad.yaml'); // diagnostics[0].code === 'yaml-syntax'
 */
export function loadYamlDocument(typed: string, file?: string, opts: YamlSourceOptions = {}): YamlSource {
  // Lines ended by a carriage return alone (an old Mac file) are lines all the same; one
  // character for another, so every line and column stays where it was.
  const text = typed.includes('\r') && !typed.includes('\n') ? typed.replace(/\r/gu, '\n') : typed;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const at = (extra: Partial<Diagnostic>): Partial<Diagnostic> => (file === undefined ? extra : { file, ...extra });
  const none: YamlSource = { value: undefined, diagnostics: [], positionOf: () => undefined, keyPositionOf: () => undefined };
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > maxBytes) {
    return {
      ...none,
      diagnostics: [
        {
          severity: 'error',
          code: 'file-too-large',
          message: `the file has ${bytes} bytes; the limit is ${maxBytes}`,
          suggestion: 'a variant or record file is a few kilobytes; check that this is the right file',
          ...at({ line: 1, column: 1 }),
          parts: { bytes, max: maxBytes },
        },
      ],
    };
  }
  const depth = nestingDepth(text);
  const indent = deepestLinePrefix(text);
  const tooDeep =
    depth.depth > MAX_NESTING
      ? { offset: depth.offset, message: `brackets nested more than ${MAX_NESTING} deep`, parts: { kind: 'brackets', max: MAX_NESTING } }
      : indent.length > MAX_LINE_PREFIX
        ? { offset: indent.offset, message: `a line indented or nested more than ${MAX_LINE_PREFIX} columns deep`, parts: { kind: 'indent', max: MAX_LINE_PREFIX } }
        : undefined;
  if (tooDeep) {
    const before = text.slice(0, tooDeep.offset);
    const pos = { line: before.split('\n').length, col: tooDeep.offset - before.lastIndexOf('\n') };
    return {
      ...none,
      diagnostics: [
        {
          severity: 'error',
          code: 'yaml-too-deep',
          message: tooDeep.message,
          suggestion: 'flatten the document',
          ...at({ line: pos.line, column: pos.col }),
          parts: tooDeep.parts,
        },
      ],
    };
  }

  // The yaml package's own duplicate-key check is quadratic in the size of a mapping; ours is not.
  // Source tokens kept: a bracket never closed is found in them.
  const doc = parseDocument(text, { ...YAML_OPTIONS, keepSourceTokens: true });
  const pos = positionsIn(text);
  const diagnostics: Diagnostic[] = [];
  // One syntax mistake (a tab, a missing bracket) makes the parser complain on every line after
  // it: keep the first complaint of a line, and of the lines only the first few.
  const syntaxLines = new Set<number>();
  let laterSyntax = 0;
  // A bracket never closed (`fleet: [carrier, battleship`) is said once, where it opens; the
  // parser's errors are then those of the text with it closed, so the ones it caused go.
  // Each round closes the brackets the parser found open, and reads the text again: a bracket
  // found open only once the one before it is closed (the same slip on every ship's shape) is
  // said as well.
  type Source = { readonly text: string; readonly pos: (offset: number) => SourcePosition; readonly back: (p: SourcePosition) => SourcePosition };
  type ParseError = (typeof doc.errors)[number];
  const asWritten: Source = { text, pos, back: (p) => p };
  const said: Said[] = [];
  const kept: { e: ParseError; src: Source }[] = [];
  let current: { src: Source; errors: readonly ParseError[]; contents: unknown } = { src: asWritten, errors: doc.errors, contents: doc.contents };
  // Slips salvo can mend to read on (a "," missing between flow items, a tab indenting a line):
  // each said once where it is; the text is read again mended, so
  // that the errors it alone caused (a bracket "never closed", every line after a tab) go.
  for (let round = 0, rounds = mendRounds(text.length); round < rounds && current.errors.length > 0; round++) {
    const src = current.src;
    const mend = mendSlips(src.text, current.errors, src.pos);
    if (!mend) break;
    const again = parseDocument(mend.text, { ...YAML_OPTIONS, keepSourceTokens: true });
    // A mending that leaves as many errors was no mending: the parser's own words stand.
    if (again.errors.length >= current.errors.length) break;
    for (const m of mend.said) said.push({ ...m, at: src.back(m.at) });
    const mended = positionsIn(mend.text);
    current = { src: { text: mend.text, pos: mended, back: (p) => src.back(mend.back(p)) }, errors: again.errors, contents: again.contents };
  }
  for (let round = 0; round < MAX_BRACKET_ROUNDS && current.errors.length > 0; round++) {
    const unclosed = unclosedBrackets(current.src.text, current.contents);
    if (!unclosed) break;
    const src = current.src;
    for (const b of unclosed.brackets) said.push({ ...b, at: src.back(b.at) });
    // The first reading's errors inside what is blanked stand (but for the parser's own saying
    // that the bracket is left open): the text read again cannot see them.
    for (const e of current.errors) {
      if (unclosed.blanked.some(([a, b]) => e.pos[0] >= a && e.pos[0] < b) && !(e.code === 'BAD_INDENT' && e.message.startsWith('Flow '))) kept.push({ e, src });
    }
    const again = parseDocument(unclosed.closed, { ...YAML_OPTIONS, keepSourceTokens: true });
    current = { src: { text: unclosed.closed, pos: positionsIn(unclosed.closed), back: (p) => src.back(unclosed.back(p)) }, errors: again.errors, contents: again.contents };
  }
  const at0 = (x: { e: ParseError; src: Source }): SourcePosition => x.src.back(x.src.pos(x.e.pos[0]));
  const errors = [...current.errors.map((e) => ({ e, src: current.src })), ...kept].sort((x, y) => at0(x).line - at0(y).line);
  // The slips salvo can tell past the first few (the same "}}" at the end of every ship's line)
  // are no consequence of those told: where each is, is said in one line after them.
  const cut: Said[] = [];
  const toldKinds = new Set<unknown>();
  for (const b of said.sort((x, y) => x.at.line - y.at.line || x.at.column - y.at.column)) {
    if (syntaxLines.size >= MAX_SYNTAX_LINES && !syntaxLines.has(b.at.line)) {
      cut.push(b);
      continue;
    }
    syntaxLines.add(b.at.line);
    toldKinds.add(b.parts['kind']);
    diagnostics.push({ severity: 'error', code: 'yaml-syntax', message: b.message, suggestion: b.suggestion, ...at({ line: b.at.line, column: b.at.column }), parts: b.parts });
  }
  if (cut.length > 0) diagnostics.push(cutSlips(cut, toldKinds, at));
  // A quote never closed runs to the end of the file: what the parser says after it opens is of
  // its doing (`[1, "x]`: the list is never closed because the quote holds its "]").
  /** Lines told a key or item indented wrong: a duplicate key there is that slip's consequence. */
  const indentLines = new Set<number>();
  let indentSlipAt: number | undefined;
  // The text's lines, split only where an indentation slip is followed by the parser's own words.
  let textLines: string[] | undefined;
  const runaway = errors.map(({ e, src }) => (e.code === 'MISSING_CHAR' ? unclosedQuote(src.text, e.message, e.pos[0]) : undefined)).find((q) => q !== undefined);
  for (const { e, src } of errors) {
    // A quote never closed is reported at the end of the file; the place to fix is where it opens.
    const opened = e.code === 'MISSING_CHAR' ? unclosedQuote(src.text, e.message, e.pos[0]) : undefined;
    const duplicate = e.code === 'DUPLICATE_KEY';
    if (runaway && !opened && !duplicate) {
      const q = src.pos(e.pos[0]);
      if (q.line > runaway.line || (q.line === runaway.line && q.column > runaway.column)) continue;
    }
    // A slip of the hand the parser's words do not name (`-red:`, a second ": " in a value): said as such, where it is.
    const slip = opened || duplicate ? undefined : handSlip(src.text, e.code, src.pos(e.pos[0]), e.message, opts.mappings);
    const p = src.back(slip?.at ?? opened ?? src.pos(e.pos[0]));
    // The parser's own words on a later line of the section where a key or item was told indented
    // wrong (`count:` below a `mark:` one space short) are that slip's doing: counted, not said.
    if (!slip && !opened && !duplicate && indentSlipAt !== undefined && p.line > indentSlipAt && sameSection((textLines ??= text.split('\n')), indentSlipAt, p.line)) {
      laterSyntax++;
      continue;
    }
    if (slip?.parts.kind === 'key-indent' || slip?.parts.kind === 'item-indent' || slip?.parts.kind === 'dash-missing') {
      indentLines.add(p.line);
      indentSlipAt = p.line;
    }
    // Keys after an item in braces, in its dash's column, land in the mapping above: not repeats there.
    if (slip?.parts.kind === 'flow-item-keys') for (let k = 0; k < (Array.isArray(slip.parts.keys) ? slip.parts.keys.length : 0); k++) indentLines.add(p.line + k);
    if (!duplicate) {
      if (syntaxLines.has(p.line)) continue;
      if (syntaxLines.size >= MAX_SYNTAX_LINES) {
        laterSyntax++;
        continue;
      }
      syntaxLines.add(p.line);
    }
    const tab = !duplicate && /\btabs?\b/i.test(e.message);
    // The parser's own words for a second document (`---`) speak to programmers.
    const multiple = e.code === 'MULTIPLE_DOCS';
    diagnostics.push({
      severity: 'error',
      code: duplicate ? 'duplicate-key' : 'yaml-syntax',
      message: slip ? slip.message : multiple ? 'a second YAML document starts here (---): a file holds one' : opened ? 'this quote is never closed' : firstLine(e.message),
      suggestion: slip
        ? slip.suggestion
        : duplicate
        ? 'each key may appear once in a mapping; remove or merge the repeated one'
        : tab
          ? 'indent with spaces: YAML does not allow tabs for indentation'
          : multiple
            ? 'keep one document: remove the --- line and what follows, or put it in a file of its own'
            : opened
              ? 'close the quote at the end of its text, or leave the quotes out'
              : 'fix the YAML syntax at this place',
      ...at({ line: p.line, column: p.column }),
      // What it is, by name, for another language to say it (the parser's own words by its code).
      parts: slip ? slip.parts : duplicate ? { kind: 'parser-duplicate' } : multiple ? { kind: 'second-document' } : opened ? { kind: 'quote-open' } : tab ? { kind: 'tab' } : parserParts(e.code, firstLine(e.message)),
    });
  }
  // The summary of syntax errors left unsaid goes after the last one said, whatever else is in
  // the file's order around it.
  let summary: Diagnostic | undefined;
  if (laterSyntax > 0) {
    const last = [...syntaxLines].at(-1) ?? 1;
    summary = {
      severity: 'error',
      code: 'yaml-syntax',
      message: `and ${laterSyntax} more YAML syntax error${laterSyntax === 1 ? '' : 's'} after line ${last}, most likely caused by the ones above`,
      suggestion: 'fix the first errors, then check again',
      ...at({ line: last, column: 1 }),
      parts: { kind: 'more', count: laterSyntax, line: last },
    };
    diagnostics.push(summary);
  }
  for (const { key, first } of duplicateKeys(doc.contents)) {
    const p = key.range ? pos(key.range[0]) : { line: 1, column: 1 };
    // A key indented as its parent's (`name:` level with `- id:`) lands in that mapping, beside a
    // key of the same name there: the indentation, said at that line, is the slip, not a repeat.
    if (indentLines.has(p.line)) continue;
    // Where the key was first written, for the reader to find both.
    const firstLine = first.range ? pos(first.range[0]).line : undefined;
    diagnostics.push({
      severity: 'error',
      code: 'duplicate-key',
      message: `the key ${JSON.stringify(isScalar(key) ? String(key.value) : String(key))} appears twice in this mapping${firstLine !== undefined ? `, first at line ${firstLine}` : ''}`,
      suggestion: 'each key may appear once in a mapping; remove or merge the repeated one',
      ...at({ line: p.line, column: p.column }),
      parts: { key: isScalar(key) ? String(key.value) : String(key), ...(firstLine !== undefined ? { first: firstLine } : {}) },
    });
  }
  // A row of a block text indented less than its first row, yet deeper than its key, that opens
  // with "#": YAML ends the block before it and reads it as a comment, so the text loses it
  // with no error (a shape picture's row drawn further left).
  if (!diagnostics.some((d) => d.severity === 'error')) {
    for (const b of lostBlockRows(text.split('\n'))) {
      diagnostics.push({ severity: 'error', code: 'yaml-syntax', message: b.message, suggestion: b.suggestion, ...at({ line: b.at.line, column: b.at.column }), parts: b.parts });
    }
  }
  for (const w of doc.warnings) {
    const p = pos(w.pos[0]);
    // Said in our words, with what to do (yamlWarningWords); one the library gives that salvo does
    // not know yet, in its own words.
    const said = yamlWarningWords(w.message, text, w.pos[0]);
    diagnostics.push({
      severity: 'warning',
      code: 'yaml-warning',
      ...(said !== undefined ? { message: said.message, suggestion: said.suggestion } : { message: firstLine(w.message) }),
      ...at({ line: p.line, column: p.column }),
      ...(said !== undefined ? { parts: said.parts } : {}),
    });
  }

  // In the file's order, as a reader goes down it (the parser gives syntax errors before the
  // duplicate keys found after it, wherever they are).
  const ordered = diagnostics.filter((d) => d !== summary).sort(inFileOrder);
  if (summary !== undefined) {
    const after = ordered.findIndex((d) => (d.line ?? 0) > (summary.line ?? 0));
    ordered.splice(after < 0 ? ordered.length : after, 0, summary);
  }
  diagnostics.splice(0, diagnostics.length, ...ordered);

  const positionOf = (path: DataPath): SourcePosition | undefined => {
    const found = walk(doc, path);
    const node = found.node;
    if (!node || !node.range) return undefined;
    return pos(node.range[0]);
  };
  const keyPositionOf = (path: DataPath): SourcePosition | undefined => {
    if (path.length === 0) return positionOf(path);
    const found = walk(doc, path.slice(0, -1));
    if (found.depth !== path.length - 1 || !found.node) return positionOf(path);
    const last = path[path.length - 1]!;
    const coll = resolveAlias(doc, found.node);
    if (isMap(coll)) {
      const pair = pairOf(coll, last);
      const key = pair?.key as Node | null | undefined;
      if (key && key.range) return pos(key.range[0]);
    }
    return positionOf(path);
  };

  const aliasOf = (path: DataPath): { readonly at: SourcePosition; readonly anchor: string } | undefined => {
    const found = walk(doc, path);
    const node = found.node;
    if (found.depth !== path.length || !isAlias(node) || !node.range) return undefined;
    return { at: pos(node.range[0]), anchor: node.source };
  };

  if (diagnostics.some((d) => d.severity === 'error')) {
    const readable = readableEntries(doc, diagnostics, pos, opts.maxAliasCount ?? DEFAULT_MAX_ALIAS_COUNT);
    return { value: undefined, diagnostics, positionOf, keyPositionOf, ...(readable !== undefined ? { readable } : {}) };
  }

  // An alias naming no anchor before it (`fleet: *ships:`, `*x` above its `&x`) is said as such,
  // at the alias, not as the library's throw (which the alias budget's words would cover).
  const unknown = unknownAliases(doc.contents, pos);
  if (unknown.length > 0) {
    for (const u of unknown) diagnostics.push({ severity: 'error', code: 'yaml-alias', message: u.message, suggestion: u.suggestion, ...at({ line: u.at.line, column: u.at.column }), parts: u.parts });
    diagnostics.sort(inFileOrder);
    return { value: undefined, diagnostics, positionOf, keyPositionOf };
  }

  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: opts.maxAliasCount ?? DEFAULT_MAX_ALIAS_COUNT });
  } catch (e) {
    const firstAlias = findFirstAlias(doc.contents as Node | null);
    const p = firstAlias?.range ? pos(firstAlias.range[0]) : { line: 1, column: 1 };
    diagnostics.push({
      severity: 'error',
      code: 'yaml-alias',
      // Not the parser's words (`Excessive alias count indicates a resource exhaustion attack`).
      message: 'the document expands its aliases (*name) too much',
      suggestion: 'write the values out instead of using many YAML aliases (*name)',
      ...at({ line: p.line, column: p.column }),
      parts: {},
    });
    return { value: undefined, diagnostics, positionOf, keyPositionOf };
  }
  const charPositionOf = (path: DataPath, index: number): SourcePosition | undefined => {
    const found = walk(doc, path);
    const offset = found.depth === path.length ? charOffset(text, found.node, index) : undefined;
    return offset === undefined ? undefined : pos(offset);
  };
  return { value, diagnostics, positionOf, keyPositionOf, aliasOf, charPositionOf };
}

/** Lines listed in the line saying where the slips left untold are; past them, "…". */
const MAX_CUT_LINES = 10;

/**
 * The one line said for the slips salvo can tell past the first few lines of them: at the first,
 * how many, on which lines, and whether they are the slip told above (all one kind: `and the same
 * slip on 2 more lines: 39, 40`), like those told, or others.
 */
function cutSlips(cut: readonly Said[], toldKinds: ReadonlySet<unknown>, at: (extra: Partial<Diagnostic>) => Partial<Diagnostic>): Diagnostic {
  const lines = [...new Set(cut.map((c) => c.at.line))];
  const shown = `${lines.slice(0, MAX_CUT_LINES).join(', ')}${lines.length > MAX_CUT_LINES ? ', …' : ''}`;
  const kinds = new Set(cut.map((c) => c.parts['kind']));
  const like = [...kinds].every((k) => toldKinds.has(k));
  const same = like && kinds.size === 1 && toldKinds.size === 1 ? 'same' : like ? 'like' : 'other';
  const n = cut.length;
  const s = n === 1 ? '' : 's';
  const onLines = `on line${lines.length === 1 ? '' : 's'} ${shown}`;
  const first = cut[0]!.at;
  return {
    severity: 'error',
    code: 'yaml-syntax',
    message:
      same === 'same'
        ? `and the same slip on ${lines.length === 1 ? 'one more line' : `${lines.length} more lines`}: ${shown}`
        : same === 'like'
          ? `and ${n} more slip${s} like those above, ${onLines}`
          : `and ${n} more slip${s}, ${onLines}`,
    suggestion: same === 'other' ? 'mend those above and check again: each is then told' : `mend ${n === 1 ? 'it' : 'them'} the same way`,
    ...at({ line: first.line, column: first.column }),
    parts: { kind: 'more-slips', count: n, same, lines: lines.map(String) },
  };
}

/**
 * The top-level entries of a document with errors that no error is in: each entry runs from its
 * key's line to the line before the next key written at the line's start (the last to the end of
 * the file), and one holding the line of an error, or lying after the line the errors left unsaid
 * start from, is left out (named in `left`), as is one whose value will not read (an alias naming
 * no anchor). A key the parser put at the top level though it is indented (a line a slip above
 * cut loose) is no entry of its own: its lines are the entry's above. Undefined where the
 * document is not a mapping.
 */
function readableEntries(doc: Document, diagnostics: readonly Diagnostic[], pos: (offset: number) => SourcePosition, maxAliasCount: number): { value: Record<string, unknown>; left: string[] } | undefined {
  if (!isMap(doc.contents)) return undefined;
  const errors = diagnostics.filter((d) => d.severity === 'error');
  // The slips left untold are on lines of their own, each named.
  const lines = errors.flatMap((d) => (d.parts?.['kind'] === 'more-slips' && Array.isArray(d.parts['lines']) ? d.parts['lines'].map(Number) : [d.line ?? 1]));
  // `and 4 more YAML syntax errors after line 30`: where they are is not said, so all after it.
  const unsaid = errors.filter((d) => d.parts?.['kind'] === 'more').map((d) => d.line ?? 1);
  const from = unsaid.length > 0 ? Math.min(...unsaid) : Infinity;
  const entries = doc.contents.items.map((pair) => {
    const key = pair.key as Node | null;
    const at = key?.range ? pos(key.range[0]) : undefined;
    return { pair, key, line: at !== undefined && at.column === 1 ? at.line : undefined };
  });
  const value: Record<string, unknown> = {};
  const left: string[] = [];
  entries.forEach(({ pair, key, line }, k) => {
    const name = isScalar(key) ? String(key.value) : String(key);
    if (!isScalar(key) || typeof key.value !== 'string' || line === undefined) {
      left.push(name);
      return;
    }
    const next = entries.slice(k + 1).find((e) => e.line !== undefined)?.line;
    const end = next !== undefined ? next - 1 : Infinity;
    if (end >= from || lines.some((l) => l >= line && l <= end) || Object.hasOwn(value, name)) {
      left.push(name);
      return;
    }
    const node = pair.value as Node | null;
    try {
      value[name] = node === null ? null : node.toJS(doc, { maxAliasCount });
    } catch {
      left.push(name);
    }
  });
  return { value, left };
}

/**
 * The offset in `text` of the character at `index` of the string `node` holds, where each of its
 * characters stands in the source: a literal block, its lines one to a source line under the
 * header, each behind the block's indentation (checked line by line); a scalar on one line, plain
 * or quoted, whose source between its quotes is its value. Undefined otherwise.
 */
function charOffset(text: string, node: Node | undefined, index: number): number | undefined {
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return undefined;
  const value = node.value;
  if (index < 0 || index >= value.length) return undefined;
  const [start, end] = node.range;
  if (node.type === 'BLOCK_LITERAL') {
    // The header (`|`, `|2-`, a comment after it) is a line of its own; the lines below are the value's.
    const lines = value.split('\n');
    const before = value.slice(0, index).split('\n');
    const k = before.length - 1;
    const within = before[k]!.length;
    let at = text.indexOf('\n', start);
    if (at < 0) return undefined;
    at++;
    for (let j = 0; j < k; j++) {
      const next = text.indexOf('\n', at);
      if (next < 0) return undefined;
      at = next + 1;
    }
    const lineEnd = text.indexOf('\n', at);
    const source = text.slice(at, lineEnd < 0 ? text.length : lineEnd).replace(/\r$/u, '');
    const line = lines[k]!;
    const indent = source.length - line.length;
    if (indent < 0 || !/^ *$/u.test(source.slice(0, indent)) || source.slice(indent) !== line || at + indent >= end) return undefined;
    return at + indent + within;
  }
  const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE' ? 1 : node.type === 'PLAIN' ? 0 : undefined;
  if (quoted === undefined) return undefined;
  if (text.slice(start + quoted, end - quoted) !== value) return undefined;
  return start + quoted + index;
}

/** A YAML tag as a file writes it: the standard ones short (`tag:yaml.org,2002:map` as `!!map`). */
function tagAsWritten(tag: string): string {
  return tag.startsWith('tag:yaml.org,2002:') ? `!!${tag.slice('tag:yaml.org,2002:'.length)}` : tag;
}

/** A kind of YAML node in English words: `a mapping`, `a list`, `a single value`. */
const NODE_WORDS: Readonly<Record<string, string>> = { map: 'a mapping', seq: 'a list', scalar: 'a single value' };

/**
 * The YAML library's warnings in salvo's words, with what to do and the parts to say them in
 * Russian and Polish by (file-text.ts): a tag salvo does not know (`!custom`), a tag for another
 * kind of value (`!!set` before a list), an anchor or alias whose name ends in a colon (`&x:`),
 * a directive not known (`%FOO`) or a YAML version not read (`%YAML 1.3`). `offset` is where the
 * library puts the warning in `text`. Undefined for a warning not known here.
 */
function yamlWarningWords(warning: string, text: string, offset: number): { message: string; suggestion: string; parts: Record<string, string> } | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^Unresolved tag: (\S+)/u.exec(warning)) !== null) {
    const tag = tagAsWritten(m[1]!);
    return { message: `the YAML tag ${tag} is not one salvo knows: the value after it is read as if it were not there`, suggestion: `remove the ${tag} tag`, parts: { kind: 'unknown-tag', tag } };
  }
  if ((m = /^(\S+) used for (map|seq) collection, but expects (map|seq|scalar)/u.exec(warning)) !== null) {
    const [tag, is, wants] = [tagAsWritten(m[1]!), m[2]!, m[3]!];
    return {
      message: `the YAML tag ${tag} is for ${NODE_WORDS[wants]!}, but ${NODE_WORDS[is]!} follows it: the value is read as if the tag were not there`,
      suggestion: `remove the ${tag} tag`,
      parts: { kind: 'tag-kind', tag, is, wants },
    };
  }
  if ((m = /^(Anchor|Alias) ending in : is ambiguous/u.exec(warning)) !== null) {
    // The name as written, ending at the colon the library points at.
    const what = m[1] === 'Anchor' ? 'anchor' : 'alias';
    const name = (what === 'anchor' ? /&[^\s,[\]{}]*:$/u : /\*[^\s,[\]{}]*:$/u).exec(text.slice(Math.max(0, offset - 200), offset + 1))?.[0];
    if (name === undefined) return undefined;
    return {
      message: `the ${what} ${name} ends in a colon, which YAML may read as a key's`,
      suggestion: `write it without the colon (${name.slice(0, -1)}), or put a space before the colon`,
      parts: { kind: 'colon-ends', what, name },
    };
  }
  if ((m = /^Unknown directive (\S+)/u.exec(warning)) !== null) {
    const name = m[1]!;
    return { message: `${name} is not a YAML directive: the line is left out`, suggestion: `remove the ${name} line`, parts: { kind: 'directive', name } };
  }
  if ((m = /^Unsupported YAML version (\S+)/u.exec(warning)) !== null) {
    const version = m[1]!;
    return { message: `YAML ${version} is not a version salvo reads: the file is read as YAML 1.2`, suggestion: 'write %YAML 1.2, or remove the %YAML line', parts: { kind: 'version', version } };
  }
  return undefined;
}

const YAML_OPTIONS = { uniqueKeys: false, prettyErrors: false, keepSourceTokens: false, logLevel: 'error' } as const;

/**
 * Line and column of an offset into `text`. Line starts from the text itself: the yaml package's
 * LineCounter misses newlines inside tokens it could not read, which would put later errors past
 * the ends of their lines.
 */
function positionsIn(text: string): (offset: number) => SourcePosition {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo]! + 1 };
  };
}

/** A `[` or `{` of a flow collection, and where what it holds ends. */
interface Opener {
  readonly offset: number;
  readonly char: string;
  readonly depth: number;
  /** Just after its last item (or after the bracket itself when it holds none). */
  readonly contentEnd: number;
  /** It holds a quote that is never closed (and runs to the end of the file). */
  readonly runaway: boolean;
}

/** The brackets of one flow collection written at block level, and of the flows inside it. */
interface Brackets {
  readonly openers: Opener[];
  readonly closers: { readonly offset: number; readonly char: string }[];
}

const CLOSER: Readonly<Record<string, string>> = { '[': ']', '{': '}' };

/** Where a CST token ends (just after its last character that is not space, a line break or a comment); -1 for those. */
function tokenEnd(token: CST.Token | null | undefined, into: Brackets, depth: number): number {
  if (!token) return -1;
  if (token.type === 'space' || token.type === 'newline' || token.type === 'comment') return -1;
  if (token.type === 'flow-collection') return flowEnd(token, into, depth + 1);
  if ('source' in token && typeof token.source === 'string') return token.offset + token.source.length;
  return token.offset + CST.stringify(token).trimEnd().length;
}

/** Gathers the brackets of `flow` and of the flows inside it; returns where `flow` ends. */
function flowEnd(flow: CST.FlowCollection, into: Brackets, depth: number): number {
  let end = flow.start.offset + flow.start.source.length;
  let runaway = false;
  const inner = into.openers.length;
  for (const item of flow.items) {
    for (const t of [...item.start, item.key, ...(item.sep ?? []), item.value]) {
      end = Math.max(end, tokenEnd(t, into, depth));
      if (t && (t.type === 'double-quoted-scalar' || t.type === 'single-quoted-scalar') && !quoteClosed(t.source)) runaway = true;
    }
  }
  // A quote never closed in a flow inside it (`- { id: blue, name: { ru: "Синие, en: Blue } }`)
  // holds its closer too: the quote is the slip, not this bracket.
  if (into.openers.slice(inner).some((o) => o.runaway)) runaway = true;
  into.openers.push({ offset: flow.start.offset, char: flow.start.source, depth, contentEnd: end, runaway });
  const closers = flow.end.filter((t) => t.type === 'flow-seq-end' || t.type === 'flow-map-end');
  for (const c of closers) into.closers.push({ offset: c.offset, char: c.source });
  return closers.length > 0 ? closers[0]!.offset + 1 : end;
}

/** Does a quoted scalar's source end with its closing quote? */
function quoteClosed(source: string): boolean {
  const q = source[0];
  if (source.length < 2 || source[source.length - 1] !== q) return false;
  if (q === "'") return true;
  let backslashes = 0;
  for (let i = source.length - 2; i > 0 && source[i] === '\\'; i--) backslashes++;
  return backslashes % 2 === 0;
}

/** The openers of `b` that no closer of their kind closes (a closer of the other kind skips none). */
function neverClosed(b: Brackets): Opener[] {
  const events = [...b.openers.map((o) => ({ offset: o.offset, opener: o, char: o.char })), ...b.closers.map((c) => ({ offset: c.offset, opener: undefined, char: c.char }))].sort((x, y) => x.offset - y.offset);
  const stack: Opener[] = [];
  const open: Opener[] = [];
  for (const e of events) {
    if (e.opener) {
      stack.push(e.opener);
      continue;
    }
    // `{x: [1, 2}`: the "}" closes the "{", and the "[" inside it was never closed.
    let i = stack.length - 1;
    while (i >= 0 && CLOSER[stack[i]!.char] !== e.char) i--;
    if (i < 0) continue;
    for (const o of stack.splice(i).slice(1)) open.push(o);
  }
  return [...open, ...stack];
}

/** A flow collection's opener, with what says it is no longer open in the text to re-read. */
interface Unclosed {
  readonly brackets: Said[];
  /** The text with the brackets closed (and what they hold blanked where it can be). */
  readonly closed: string;
  /** From a position in `closed` back to one in `text`. */
  readonly back: (p: SourcePosition) => SourcePosition;
  /**
   * Offset ranges of `text` blanked in `closed`: the first reading's errors inside them stand
   * (those of the bracket left open aside), as the second reading cannot see them.
   */
  readonly blanked: readonly (readonly [number, number])[];
}

/**
 * The brackets of flow collections (`[`, `{`) never closed, said once each where they open (those
 * of one line in one diagnostic), and the text with them closed (to read the parser's other
 * errors from), with the way back from a position in that text to one in `text`. Undefined when
 * every bracket is closed. A bracket left open by a quote that runs to the end of the file is the
 * quote's doing, said by the quote's error: not counted here.
 *
 * A bracket closed on a later line indented less than the key the collection belongs to
 * (`shape: [[0, 0],` / `  ]` under a key indented 4) is closed as far as the writer is concerned:
 * YAML ends the collection where the indentation drops. It is said once, at that line, with the
 * indentation it needs.
 *
 * What a bracket left open holds is blanked in the text to re-read (spaces, its line breaks
 * kept), so that a list of thousands of items is not read twice; the first reading's errors
 * inside it stand.
 */
function unclosedBrackets(text: string, contents: unknown): Unclosed | undefined {
  const open: Opener[] = [];
  /** Every flow collection holding a quote that runs to the end of the file: not blanked. */
  const runaways: Opener[] = [];
  // The flow collections written at block level, from the source tokens the nodes keep; those
  // inside them are gathered with them.
  const stack: unknown[] = [contents];
  while (stack.length > 0) {
    const node = stack.pop();
    const token = (node as { srcToken?: CST.Token } | null | undefined)?.srcToken;
    if (token?.type === 'flow-collection') {
      const b: Brackets = { openers: [], closers: [] };
      flowEnd(token, b, 0);
      for (const o of neverClosed(b)) if (!o.runaway) open.push(o);
      for (const o of b.openers) if (o.runaway) runaways.push(o);
    } else if (isMap(node)) {
      for (const p of node.items) stack.push(p.key, p.value);
    } else if (isSeq(node)) {
      for (const it of node.items) stack.push(it);
    }
  }
  open.sort((a, b) => a.offset - b.offset);
  if (open.length === 0) return undefined;
  const pos = positionsIn(text);

  // Brackets closed on a later line indented too little, by the first of those lines.
  const late = lateClosed(text, open, pos);
  const neverClosedOnes = open.filter((o) => !late.closerOf.has(o));

  // Blanked: what each outermost bracket holds, up to its content's end (or its late closer),
  // unless a quote that runs to the end of the file is inside (its error is read from the text).
  const outermost = open.filter((o) => !open.some((p) => p !== o && p.offset < o.offset && o.offset < reach(p, late)));
  const chars = text.split('');
  const blanked: [number, number][] = [];
  const inserts: { at: number; char: string; depth: number }[] = [];
  for (const o of outermost) {
    const end = reach(o, late);
    const inner = open.filter((p) => p.offset >= o.offset && p.offset < end);
    if (runaways.some((r) => r.offset > o.offset && r.offset < end)) {
      // Closed where their contents end, the innermost first; a late closer becomes a space.
      for (const p of inner) {
        inserts.push({ at: p.contentEnd, char: CLOSER[p.char] ?? ']', depth: p.depth });
        const c = late.closerOf.get(p);
        if (c !== undefined) chars[c] = ' ';
      }
      continue;
    }
    for (let i = o.offset + 1; i < end; i++) if (chars[i] !== '\n' && chars[i] !== '\r') chars[i] = ' ';
    blanked.push([o.offset + 1, end]);
    // Closed just after the bracket, on its line.
    if (o.offset + 1 < end && chars[o.offset + 1] === ' ') chars[o.offset + 1] = CLOSER[o.char] ?? ']';
    else inserts.push({ at: o.offset + 1, char: CLOSER[o.char] ?? ']', depth: o.depth });
  }
  inserts.sort((a, b) => a.at - b.at || b.depth - a.depth);
  let closed = '';
  let from = 0;
  for (const x of inserts) {
    closed += chars.slice(from, x.at).join('') + x.char;
    from = x.at;
  }
  closed += chars.slice(from).join('');
  // Inserted characters before each column, per line (no line break is inserted).
  const added = new Map<number, number[]>();
  for (const x of inserts) {
    const p = pos(x.at);
    const line = added.get(p.line) ?? [];
    line.push(p.column);
    added.set(p.line, line);
  }
  const back = (p: SourcePosition): SourcePosition => {
    let column = p.column;
    const cols = added.get(p.line) ?? [];
    // The n-th insertion on the line sits at its original column + n in the closed text.
    cols.forEach((c, n) => {
      if (p.column > c + n) column--;
    });
    return { line: p.line, column };
  };
  const byLine = new Map<number, Opener[]>();
  for (const o of neverClosedOnes) {
    const line = pos(o.offset).line;
    byLine.set(line, [...(byLine.get(line) ?? []), o]);
  }
  const brackets = [...byLine.values()].map((list): Said => {
    const first = list[0]!;
    const at = pos(first.offset);
    const others = list.slice(1, 4).map((o) => `the "${o.char}" at column ${pos(o.offset).column}`);
    if (list.length > 4) others.push(`${list.length - 4} more`);
    const otherOnes = list.slice(1, 4);
    const what = (o: Opener): string => (o.char === '[' ? 'list' : 'mapping');
    const inner = [...list].sort((a, b) => b.depth - a.depth || b.offset - a.offset);
    const closers = inner.length > 8 ? `${CLOSER[inner[0]!.char]}…` : inner.map((o) => CLOSER[o.char]).join('');
    const endAt = pos(inner[0]!.contentEnd);
    const where = endAt.line === at.line ? `after its last ${first.char === '[' ? 'item' : 'entry'}` : `at the end of its last ${first.char === '[' ? 'item' : 'entry'} (line ${endAt.line})`;
    return {
      at,
      message: `this "${first.char}" is never closed${others.length > 0 ? `, nor ${others.join(', nor ')}` : ''}`,
      suggestion:
        list.length === 1
          ? `close the ${what(first)} with "${closers}" ${where}`
          : `close them with "${closers}" ${where.replace('its last', 'the last')}`,
      parts: {
        kind: 'bracket-open',
        char: first.char,
        others: otherOnes.map((o) => o.char),
        columns: otherOnes.map((o) => String(pos(o.offset).column)),
        more: Math.max(0, list.length - 4),
        closers,
        ...(endAt.line === at.line ? {} : { endLine: endAt.line }),
      },
    };
  });
  brackets.push(...late.said);
  brackets.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
  return { brackets, closed, back, blanked };
}

/** Where what `o` holds ends for the writer: after its late closer, or at its content's end. */
function reach(o: Opener, late: LateClosed): number {
  const c = late.closerOf.get(o);
  return c === undefined ? o.contentEnd : c + 1;
}

interface LateClosed {
  /** The offset of the closer a bracket's writer meant for it, on a line indented too little. */
  readonly closerOf: Map<Opener, number>;
  /** One error for each line where brackets' collections go on indented too little. */
  readonly said: Said[];
}

/**
 * The brackets left open by the parser whose collection goes on, on a later line indented less
 * than the block collection holding it allows, to a closer of their own: YAML ends a flow
 * collection written at block level where the indentation drops below that of the key it is the
 * value of (or of the "-" of the item it is), so the "]" there reads as a stray.
 */
function lateClosed(text: string, open: readonly Opener[], pos: (offset: number) => SourcePosition): LateClosed {
  const closerOf = new Map<Opener, number>();
  const said: LateClosed['said'] = [];
  // The brackets whose contents end at the same place go on, or not, together.
  const groups = new Map<number, Opener[]>();
  for (const o of open) groups.set(o.contentEnd, [...(groups.get(o.contentEnd) ?? []), o]);
  for (const [contentEnd, group] of groups) {
    const outer = group.reduce((a, b) => (b.depth < a.depth || (b.depth === a.depth && b.offset < a.offset) ? b : a));
    const start = pos(outer.offset);
    const lineStart = outer.offset - start.column + 1;
    const owner = ownerOf(text.slice(lineStart, outer.offset));
    if (!owner) continue;
    const next = significantAfter(text, contentEnd);
    if (next >= text.length) continue;
    const at = pos(next);
    // Innermost first: the closers met at depth 0 close them in that order.
    const waiting = [...group].sort((a, b) => b.depth - a.depth || b.offset - a.offset);
    const isCloser = text[next] === CLOSER[waiting[0]!.char];
    // A closer may stand level with the key (or "-"); a line of entries or items must be indented
    // past it, or YAML reads it as the next key of the block (`size: 2 }` under `- {`).
    const needed = isCloser ? owner.indent : owner.indent + 1;
    if (at.line === start.line || at.column - 1 >= needed) continue;
    const closers = closersFrom(text, next, waiting.length, waiting[0]!.char === '[');
    if (!closers) continue;
    waiting.forEach((o, i) => closerOf.set(o, closers[i]!));
    const what = outer.char === '[' ? 'list' : 'mapping';
    const depthWords = `${at.column - 1}, not ${needed}${isCloser ? '' : ' or more'}`;
    const ownerWords = owner.key === undefined ? `the "-" of its item (${depthWords})` : `the key "${owner.key}" (${depthWords})`;
    said.push({
      at,
      message: isCloser
        ? `this "${text[next]}" closes the "${waiting[0]!.char}" of line ${start.line}, but is indented less than ${ownerWords}: YAML ends the ${what} where the indentation drops`
        : `this line goes on with the ${what} opened on line ${start.line}, but is not indented more than ${ownerWords}: YAML ends the ${what} where the indentation drops`,
      suggestion: isCloser
        ? `indent the "${text[next]}" ${spaces(owner.indent)} or more, or put it after the last ${outer.char === '[' ? 'item' : 'entry'} (line ${pos(contentEnd).line})`
        : `indent every line of the ${what} after its first ${spaces(needed)} or more`,
      parts: {
        kind: isCloser ? 'bracket-closer-shallow' : 'bracket-line-shallow',
        char: text[next]!,
        opener: waiting[0]!.char,
        line: start.line,
        has: at.column - 1,
        needed,
        indent: owner.indent,
        ...(owner.key === undefined ? {} : { key: owner.key }),
        lastLine: pos(contentEnd).line,
      },
    });
  }
  return { closerOf, said };
}

/**
 * What a flow collection opening after `prefix` (the start of its line) belongs to: the key it is
 * the value of, or the "-" of the list item it is, with the indentation its later lines need.
 * Undefined when the line is of another form (the collection opens its line, or inside another).
 */
function ownerOf(prefix: string): { key: string | undefined; indent: number } | undefined {
  const m = /^( *)((?:- +)*)(?:("[^"]*"|'[^']*'|[^\s#"'{[\]},&*!|>%@`-][^#{[\]},]*?)[ \t]*:[ \t]+)?$/u.exec(prefix);
  if (!m) return undefined;
  const dashes = m[2]!;
  if (m[3] !== undefined) return { key: m[3].replace(/^["']|["']$/gu, ''), indent: m[1]!.length + dashes.length };
  if (dashes === '') return undefined;
  return { key: undefined, indent: m[1]!.length + dashes.trimEnd().lastIndexOf('-') };
}

/** The offset of the first character at or after `from` that is not space, a line break or in a comment. */
function significantAfter(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n') i++;
    else if (c === '#') {
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? text.length : nl;
    } else break;
  }
  return i;
}

/**
 * The offsets of the first `count` closers met at depth 0 from `from` (brackets opened on the way
 * are closed on the way; quotes and comments skipped); undefined when the text ends first, or (for
 * a list) when a line at depth 0 opens with a block key, or any line with no indentation, before
 * them: the writer went on with the document, and the bracket is never closed.
 */
function closersFrom(text: string, from: number, count: number, list: boolean): number[] | undefined {
  const found: number[] = [];
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      const line = text.slice(i + 1, text.indexOf('\n', i + 1) < 0 ? text.length : text.indexOf('\n', i + 1));
      if (depth === 0 && /^[^\s#\]}]/u.test(line)) return undefined;
      if (depth === 0 && list && /^\s*[A-Za-z_][\w-]*:(\s|$)/u.test(line)) return undefined;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += c === '"' && text[j] === '\\' ? 2 : 1;
      i = j;
    } else if (c === '#' && (i === 0 || /\s/u.test(text[i - 1]!))) {
      const nl = text.indexOf('\n', i);
      i = (nl < 0 ? text.length : nl) - 1;
    } else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      if (depth > 0) depth--;
      else {
        found.push(i);
        if (found.length === count) return found;
      }
    }
  }
  return undefined;
}

function firstLine(s: string): string {
  const i = s.indexOf('\n');
  return i < 0 ? s : s.slice(0, i);
}

/**
 * The longest run of indentation and block indicators (`- `, `? `, `: `) opening a line: block
 * nesting needs at least one column per level, so this bounds it (the yaml parser recurses per
 * level and can exhaust the stack or memory on tens of thousands of levels).
 */
function deepestLinePrefix(text: string): { length: number; offset: number } {
  let best = 0;
  let offset = 0;
  const re = /^[ \t?:-]+/gmu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length > best) {
      best = m[0].length;
      offset = m.index + Math.min(m[0].length, MAX_LINE_PREFIX);
    }
    if (m[0].length === 0) re.lastIndex++;
  }
  return { length: best, offset };
}

/** The deepest bracket nesting of a flow-style text (a cheap guard against stack exhaustion). */
function nestingDepth(text: string): { depth: number; offset: number } {
  let depth = 0;
  let max = 0;
  let offset = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > max) {
        max = depth;
        offset = i;
      }
    } else if ((c === 0x5d || c === 0x7d) && depth > 0) depth--;
  }
  return { depth: max, offset };
}

/** Per mapping node, its pairs by key text (built on first use: lookups stay O(1) on huge maps). */
const pairIndex = new WeakMap<object, Map<string, Pair>>();

function pairOf(map: YAMLMap, seg: string | number): Pair | undefined {
  let index = pairIndex.get(map);
  if (!index) {
    index = new Map();
    for (const p of map.items) {
      if (!isPair(p)) continue;
      const k = isScalar(p.key) ? String(p.key.value) : p.key === null || p.key === undefined ? undefined : String(p.key);
      if (k !== undefined && !index.has(k)) index.set(k, p);
    }
    pairIndex.set(map, index);
  }
  return index.get(String(seg));
}

function resolveAlias(doc: Document, node: unknown): unknown {
  let n = node;
  for (let i = 0; i < 8 && isAlias(n); i++) n = n.resolve(doc);
  return n;
}

/** Follow `path` through the node tree as far as it goes. */
function walk(doc: Document, path: DataPath): { node: Node | undefined; depth: number } {
  let node = (doc.contents ?? undefined) as Node | undefined;
  let depth = 0;
  for (const seg of path) {
    const coll = resolveAlias(doc, node);
    let next: unknown;
    if (isMap(coll)) {
      const pair = pairOf(coll, seg);
      next = pair?.value ?? (pair ? pair.key : undefined);
    } else if (isSeq(coll) && typeof seg === 'number') {
      next = coll.items[seg];
    }
    if (next === undefined || next === null) break;
    node = next as Node;
    depth++;
  }
  return { node, depth };
}

/** Each key written again in its mapping (`key`), anywhere in the tree, with the first of that name there (`first`). */
function duplicateKeys(root: unknown): { readonly key: Node; readonly first: Node }[] {
  const out: { readonly key: Node; readonly first: Node }[] = [];
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isMap(node)) {
      const seen = new Map<string, Node>();
      for (const p of node.items) {
        const k = isScalar(p.key) ? `s:${String(p.key.value)}` : p.key === null || p.key === undefined ? undefined : undefined;
        if (k !== undefined) {
          const first = seen.get(k);
          if (first !== undefined) out.push({ key: p.key as Node, first });
          else seen.set(k, p.key as Node);
        }
        stack.push(p.key, p.value);
      }
    } else if (isSeq(node)) {
      for (const it of node.items) stack.push(it);
    }
  }
  return out.sort((a, b) => (a.key.range?.[0] ?? 0) - (b.key.range?.[0] ?? 0));
}

/**
 * Each alias that names no anchor set before it, where it is, in salvo's words: no anchor of
 * its name at all (`*ships`), a name whose last colon is read as part of it while an anchor of
 * the name without it is set before (`*ships:` after `&ships`), or an anchor of its name set only
 * after it (YAML reads an alias after its anchor). In the file's order.
 */
function unknownAliases(contents: unknown, pos: (offset: number) => SourcePosition): Said[] {
  // Anchors and aliases as the file gives them: a node's anchor before what it holds.
  const events: ({ anchor: string; offset: number } | { alias: string; offset: number })[] = [];
  const walkNodes = (node: unknown): void => {
    if (isAlias(node)) {
      events.push({ alias: node.source, offset: node.range?.[0] ?? 0 });
      return;
    }
    if (!isMap(node) && !isSeq(node) && !isScalar(node)) return;
    if (node.anchor !== undefined) events.push({ anchor: node.anchor, offset: node.range?.[0] ?? 0 });
    if (isMap(node)) {
      for (const p of node.items) {
        walkNodes(p.key);
        walkNodes(p.value);
      }
    } else if (isSeq(node)) {
      for (const it of node.items) walkNodes(it);
    }
  };
  walkNodes(contents);
  const firstAt = new Map<string, number>();
  for (const e of events) if ('anchor' in e && !firstAt.has(e.anchor)) firstAt.set(e.anchor, e.offset);
  const seen = new Map<string, number>();
  const out: Said[] = [];
  for (const e of events) {
    if ('anchor' in e) {
      seen.set(e.anchor, e.offset);
      continue;
    }
    if (seen.has(e.alias)) continue;
    const alias = `*${e.alias}`;
    const at = pos(e.offset);
    const bare = e.alias.endsWith(':') ? e.alias.slice(0, -1) : undefined;
    const before = bare !== undefined ? seen.get(bare) : undefined;
    if (bare !== undefined && before !== undefined) {
      const line = pos(before).line;
      out.push({
        at,
        message: `the alias ${alias} names no anchor: its colon is read as part of the name, and the anchor is &${bare} (line ${line})`,
        suggestion: `write *${bare}, without the colon`,
        parts: { kind: 'alias-colon', alias, anchor: `&${bare}`, line },
      });
      continue;
    }
    // The colon read as part of the name (`*ships:`), where no anchor has the name with it: the
    // anchor meant is that of the name without it, and the alias is to be written so.
    const meant = bare !== undefined && !firstAt.has(e.alias) ? bare : e.alias;
    const colon = meant !== e.alias;
    const unColon = colon ? ` and write *${meant}, without the colon` : '';
    const later = firstAt.get(meant);
    if (later !== undefined) {
      const line = pos(later).line;
      out.push({
        at,
        message: `the alias ${alias} comes before its anchor &${meant} (line ${line}): YAML reads an alias only after its anchor`,
        suggestion: `move the value marked &${meant} above this line${unColon}, or write the value out here`,
        parts: { kind: 'alias-before-anchor', alias, anchor: `&${meant}`, line, ...(colon ? { colon: 'yes' } : {}) },
      });
      continue;
    }
    out.push({
      at,
      message: `the alias ${alias} names no anchor: no value in the file is marked &${meant}`,
      suggestion: `write the value out in its place, or mark the value it stands for with &${meant} above it${unColon}`,
      parts: { kind: 'alias-unknown', alias, anchor: `&${meant}`, ...(colon ? { colon: 'yes' } : {}) },
    });
  }
  return out;
}

function findFirstAlias(node: unknown): Node | undefined {
  if (isAlias(node)) return node;
  if (isMap(node)) {
    for (const p of node.items) {
      const k = findFirstAlias(p.key);
      if (k) return k;
      const v = findFirstAlias(p.value);
      if (v) return v;
    }
  } else if (isSeq(node)) {
    for (const it of node.items) {
      const a = findFirstAlias(it);
      if (a) return a;
    }
  }
  return undefined;
}

/**
 * The slip behind a syntax error at `at`, where the parser's own words would not name it: a list
 * item whose dash has no space after it (`-red: A1`, on that line or the one before), or a second
 * ": " inside a value (`- red: A1: B2`, `-> battleship: 1`, `{ rows: 3: 4 }`), which YAML reads as a mapping.
 */
function handSlip(text: string, code: string, at: SourcePosition, message = '', mappings?: ReadonlySet<string>): Said | undefined {
  const lines = text.split('\n');
  const block = shallowBlock(lines, at.line);
  if (block) return block;
  if (mappings && INDENT_CODES.has(code)) {
    const mixed = mixedBlock(lines, at.line, mappings);
    if (mixed) return mixed;
  }
  if (INDENT_CODES.has(code)) {
    const keys = keysAfterFlowItem(lines, at.line);
    if (keys) return keys;
  }
  if (code === 'UNEXPECTED_TOKEN' && message.startsWith('Unexpected scalar at node end')) {
    const tail = trailing(lines[at.line - 1] ?? '', at.column);
    if (tail) return { at: { line: at.line, column: tail.end }, message: tail.message, suggestion: tail.suggestion, parts: tail.parts };
  }
  for (const n of [at.line, at.line - 1, dashItemAbove(lines, at.line)]) {
    const m = /^(\s*)-([^\s\-#][^\s:]*):(?=\s|$)/u.exec(lines[n - 1] ?? '');
    if (m) {
      return {
        at: { line: n, column: m[1]!.length + 1 },
        message: `"-${m[2]}:" is no list item: the "-" of an item is followed by a space`,
        suggestion: `write "- ${m[2]}:"`,
        parts: { kind: 'dash-space', key: m[2]! },
      };
    }
  }
  if (INDENT_CODES.has(code)) {
    for (const n of [at.line - 1, at.line, at.line + 1]) {
      // The line itself, or the first key of the item it is a later key of (`    name: Skiff` under `  id: skiff`).
      const first = [n, dashItemAbove(lines, n)].find((k) => k > 0 && dashMissing(lines, k) !== undefined);
      const dash = first === undefined ? undefined : dashMissing(lines, first);
      if (first !== undefined && dash) {
        return {
          at: { line: first, column: dash.indent + 1 },
          message: `"${dash.text}" stands in the column of the list's "-" (line ${dash.line}) without one: YAML reads it as no item of the list`,
          suggestion: `write "- ${dash.text}", to start a new item`,
          parts: { kind: 'dash-missing', text: dash.text, line: dash.line },
        };
      }
      const off = misindented(lines, n);
      if (off) {
        return {
          at: { line: n, column: off.has + 1 },
          message: `this key is indented ${spaces(off.has)}, but the key above it ${off.should}`,
          suggestion: `indent it ${spaces(off.should)}, as the key above, to keep it in the same mapping`,
          parts: { kind: 'key-indent', has: off.has, should: off.should },
        };
      }
      const item = misalignedItem(lines, n);
      if (item) {
        return {
          at: { line: n, column: item.has + 1 },
          message: `this list item's "-" is indented ${spaces(item.has)}, but the item above it (line ${item.line}) ${item.should}`,
          suggestion: `indent it ${spaces(item.should)}, as the item above, to keep it in the same list`,
          parts: { kind: 'item-indent', has: item.has, should: item.should, line: item.line },
        };
      }
    }
  }
  if (code !== 'BLOCK_AS_IMPLICIT_KEY' && code !== 'BLOCK_IN_FLOW') return undefined;
  const line = (lines[at.line - 1] ?? '').replace(/\r$/u, '');
  const colon = /:(?=\s|$)/u.exec(line.slice(at.column - 1));
  if (!colon) return undefined;
  return {
    at: { line: at.line, column: at.column + colon.index },
    message: 'a ":" and a space inside a value start a mapping there',
    suggestion: 'remove the ":", or put the whole value in quotes',
    parts: { kind: 'colon-in-value' },
  };
}

/**
 * The lines of a block text (`shape: |`) indented no deeper than its key, just above a syntax
 * error at `line`: YAML ends the block at once (a row of a picture opening with "#" is read as a
 * comment, one opening with "." as a key). Said at the first of those lines.
 */
function shallowBlock(lines: readonly string[], line: number): Said | undefined {
  for (let n = line - 1; n >= 1 && n >= line - 30; n--) {
    const m = /^( *)((?:- +)*)([^\s:#][^:]*?):[ \t]+[|>][+-]?\d*[ \t]*$/u.exec((lines[n - 1] ?? '').replace(/\r$/u, ''));
    if (!m) continue;
    const keyIndent = m[1]!.length + m[2]!.length;
    const next = (lines[n] ?? '').replace(/\r$/u, '');
    const has = /^ */u.exec(next)![0].length;
    // An empty block followed by the next key or item is sound YAML: not this slip.
    if (next.trim() === '' || has > keyIndent || /^ *(?:-(?: |$)|[^\s#:][^:]*:(?:\s|$))/u.test(next)) return undefined;
    return {
      at: { line: n + 1, column: has + 1 },
      message: `this line is indented ${spaces(has)}, no more than the key "${m[3]}" of the block (|) on line ${n}: YAML ends the block there, and leaves it empty`,
      suggestion: `indent every line of the block ${spaces(keyIndent + 2)}, deeper than "${m[3]}:"`,
      parts: { kind: 'block-shallow', has, key: m[3]!, line: n, should: keyIndent + 2 },
    };
  }
  return undefined;
}

/**
 * The rows of a block text (`shape: |`) indented less than the block's first row but deeper than
 * its key, and opening with `#` (`###` under `   #`): YAML ends the block at such a row and reads it
 * as a comment, so the text (a shape's picture) loses it without an error. Each said at its row.
 */
function lostBlockRows(lines: readonly string[]): Said[] {
  const out: Said[] = [];
  for (let n = 1; n <= lines.length; n++) {
    const m = /^( *)((?:- +)*)([^\s:#][^:]*?):[ \t]+[|>][+-]?\d*[ \t]*(?:#.*)?$/u.exec((lines[n - 1] ?? '').replace(/\r$/u, ''));
    if (!m) continue;
    const keyIndent = m[1]!.length + m[2]!.length;
    let first: { line: number; indent: number } | undefined;
    for (let k = n + 1; k <= lines.length; k++) {
      const raw = (lines[k - 1] ?? '').replace(/\r$/u, '');
      if (raw.trim() === '') continue;
      const has = /^ */u.exec(raw)![0].length;
      if (first === undefined) {
        if (has <= keyIndent) break;
        first = { line: k, indent: has };
        continue;
      }
      if (has >= first.indent) continue;
      if (has <= keyIndent || !/^#[#.]*$/u.test(raw.trim())) break;
      out.push({
        at: { line: k, column: has + 1 },
        message: `this row is indented ${spaces(has)}, less than the first row of the block (|) of "${m[3]}" on line ${first.line} (${spaces(first.indent)}): YAML ends the block before it and reads "${raw.trim()}", which opens with "#", as a comment, so "${m[3]}" loses it`,
        suggestion: `indent every row of the block alike, ${spaces(first.indent)} or ${spaces(has)}, and draw the water before a row's cells as . rather than spaces`,
        parts: { kind: 'block-lost', has, key: m[3]!, line: first.line, first: first.indent, row: raw.trim() },
      });
    }
  }
  return out;
}

/**
 * Text after a value closed by a bracket or quote on its line, from `column` (1-based) on
 * (`shape: [0,0],[0,1]`, `name: "Fort" West`): where the value ends, and what to do.
 */
function trailing(raw: string, column: number): { end: number; message: string; suggestion: string; parts: DiagnosticParts } | undefined {
  const line = raw.replace(/\r$/u, '');
  let i = column - 2;
  while (i >= 0 && (line[i] === ' ' || line[i] === '\t')) i--;
  const closer = line[i];
  if (closer === undefined || !`]}"'`.includes(closer)) return undefined;
  const rest = line.slice(column - 1).replace(/\s+#.*$/u, '').trimEnd();
  const what = closer === ']' ? 'list' : closer === '}' ? 'mapping' : 'quoted text';
  const shown = rest.length > 20 ? `${rest.slice(0, 19)}…` : rest;
  const end = i + 1;
  const message = `the ${what} ends with the ${closer} at column ${end}, but the line goes on with "${shown}"`;
  const parts = (after: string): DiagnosticParts => ({ kind: 'trailing', closer, column: end, shown, after });
  if (closer === ']' && /^,\s*\[/u.test(rest)) {
    return { end, message: `${message}: lists one after another are no list of lists`, suggestion: 'put them all in one more pair of brackets, as [[0, 0], [0, 1]]', parts: parts('lists') };
  }
  if (closer === '}' && /^,\s*\{/u.test(rest)) {
    return { end, message: `${message}: mappings one after another are no list`, suggestion: 'put them all in one pair of brackets, as [{ … }, { … }]', parts: parts('mappings') };
  }
  return { end, message, suggestion: what === 'quoted text' ? 'put the whole text inside the quotes' : `put it inside the ${closer === ']' ? 'brackets' : 'braces'}, or remove it`, parts: parts('') };
}

const spaces = (n: number): string => `${n} space${n === 1 ? '' : 's'}`;

/** The parser's messages another language says anew, by what they say (`said`) and the character they name (`char`). */
const PARSER_SAID: readonly (readonly [RegExp, string])[] = [
  [/^Implicit keys (?:of flow sequence pairs )?need to be on a single line/u, 'single-line-key'],
  [/^Implicit map keys need to be followed by map values/u, 'key-without-value'],
  [/^Missing , or : between flow (?:map|sequence) items/u, 'missing-comma-colon'],
  [/^Missing , between flow (?:map|sequence) items/u, 'missing-comma'],
  [/^All sequence items must start at the same column/u, 'same-column'],
  [/^All mapping items must start at the same column/u, 'same-column-map'],
  [/^Sequence item without - indicator/u, 'item-without-dash'],
  [/^Comments must be separated from other tokens by white space/u, 'comment-space'],
  [/^Plain value cannot start with .*(\S)$/u, 'bad-start'],
  [/^Invalid escape sequence (\S+)/u, 'bad-escape'],
  [/^Unexpected \S+ at node end/u, 'node-end'],
];

/** The parts of a parser's error salvo has no words of its own for: its code, and what it says where another language has words for it. */
function parserParts(code: string, message: string): DiagnosticParts {
  for (const [re, said] of PARSER_SAID) {
    const m = re.exec(message);
    if (m) return { kind: 'parser', parser: code, said, ...(m[1] !== undefined ? { char: m[1] } : {}) };
  }
  return { kind: 'parser', parser: code };
}

/** The parser's errors that a key out of line with its neighbours gives. */
const INDENT_CODES = new Set(['BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY', 'MISSING_CHAR', 'BAD_INDENT']);

/** A content line of a block mapping or list: its indentation, and where its keys start. */
function blockLine(raw: string | undefined): { indent: number; keys: number; item: boolean; key: boolean; open: boolean } | undefined {
  const line = (raw ?? '').replace(/\r$/u, '');
  const m = /^( *)(- +)?(\S.*)?$/u.exec(line);
  if (!m || m[3] === undefined || m[3].startsWith('#')) return undefined;
  const rest = m[3].replace(/\s+#.*$/u, '');
  const key = /^[^\s"'{[\]|>-][^:]*:(\s|$)/u.test(rest);
  // A key with nothing after it opens a deeper block; one with | or > opens a block of text.
  const open = key && /:\s*([|>][-+0-9]*)?$/u.test(rest);
  return { indent: m[1]!.length, keys: m[1]!.length + (m[2]?.length ?? 0), item: m[2] !== undefined, key, open };
}

/**
 * A top-level mapping section (`board:`) whose keys, in one column, mix list items and plain keys
 * (`  - rows: 8` / `  columns: 8`, or an item in braces `  - { rows: 8 }`, or a key indented under
 * such an item, which its braces have closed), at or next to line `n`: YAML can read them neither
 * as a list nor as a mapping. Said at the first item's dash: the keys are written without it (and
 * without the braces, one to a line).
 */
function mixedBlock(lines: readonly string[], n: number, mappings: ReadonlySet<string>): Said | undefined {
  // The section the error is in: the nearest line above at column 0.
  let top = Math.min(n, lines.length);
  while (top >= 1 && !/^[^\s#-]/u.test(lines[top - 1] ?? '')) top--;
  const head = /^([^\s:#"'{[\]-][^:]*):\s*(?:#.*)?$/u.exec((lines[top - 1] ?? '').replace(/\r$/u, ''));
  if (top < 1 || !head || !mappings.has(head[1]!.trim())) return undefined;
  let column: number | undefined;
  let item: { line: number; text: string; dash: number; pairs: readonly string[] | undefined } | undefined;
  let key: { line: number; text: string } | undefined;
  let inList = false;
  // What the last line in the section's column was: a key with no value, a list item in braces.
  let last: 'open' | 'flow' | 'other' = 'other';
  for (let k = top + 1; k <= lines.length; k++) {
    const b = blockLine(lines[k - 1]);
    if (!b) continue;
    if (b.indent === 0) break;
    column ??= b.indent;
    const text = (lines[k - 1] ?? '').replace(/\r$/u, '').replace(/\s+#.*$/u, '').trim();
    if (b.indent > column) {
      // A key with no value that has lines under it holds them: items in its column after them are not its list.
      if (last === 'open') inList = false;
      // A key under an item in braces is in no mapping: the braces closed the item.
      if (last === 'flow' && !b.item && b.key && key === undefined) key = { line: k, text };
      last = 'other';
      continue;
    }
    if (b.indent !== column) continue;
    // Items right under a key with no value in their column (`sides:` / `- id: blue`) are its list.
    if (!b.item) inList = b.open;
    const flow = b.item ? /^-\s+\{(.*)\}$/u.exec(text) : null;
    last = !b.item && b.open ? 'open' : flow ? 'flow' : 'other';
    if (b.item && !inList && item === undefined && flow && /^\s*[^\s:,{}[\]]+:\s/u.test(flow[1]!)) {
      item = { line: k, text: text.replace(/^-\s+/u, ''), dash: b.indent, pairs: flowPairs(flow[1]!) };
    } else if (b.item && !inList && b.keys > b.indent && item === undefined && /^-\s+[^\s:]+:(?:\s|$)/u.test(text)) {
      item = { line: k, text: text.replace(/^-\s+/u, ''), dash: b.indent, pairs: undefined };
    } else if (!b.item && b.key && key === undefined) key = { line: k, text };
  }
  if (!item || !key) return undefined;
  const section = head[1]!.trim();
  const message = `the keys of "${section}" mix list items ("- ${item.text}") and plain keys ("${key.text}", line ${key.line}): YAML reads them as neither a mapping nor a list`;
  if (item.pairs) {
    return {
      at: { line: item.line, column: item.dash + 1 },
      message,
      suggestion: `write them all as "key: value", without the "-" and the braces, one to a line: ${item.pairs.map((p) => `"${p}"`).join(', ')}`,
      parts: { kind: 'mixed-keys', section, item: item.text, key: key.text, line: key.line, pairs: item.pairs },
    };
  }
  return {
    at: { line: item.line, column: item.dash + 1 },
    message,
    suggestion: `write them all as "key: value", without the "-": "${item.text}"`,
    parts: { kind: 'mixed-keys', section, item: item.text, key: key.text, line: key.line },
  };
}

/** No line from `from` (1-based) to `to` opens a new top-level key at column 0: both lines are in one section. */
function sameSection(lines: readonly string[], from: number, to: number): boolean {
  for (let k = from + 1; k <= to; k++) if (/^[^\s#]/u.test(lines[k - 1] ?? '')) return false;
  return true;
}

/**
 * Plain keys written after a list item in braces, under it or in its dash's column (`  - { id: a,
 * size: 3 }` / `    name: A`), at or just above line `n` (or the item after them): the "}" has
 * ended the item, so YAML puts the keys in no mapping. Said at the first key: put them inside the
 * braces, the item as it would then read.
 */
function keysAfterFlowItem(lines: readonly string[], n: number): Said | undefined {
  const plainKey = (k: number): ReturnType<typeof blockLine> => {
    const b = blockLine(lines[k - 1]);
    return b && b.key && !b.item && !b.open ? b : undefined;
  };
  let k = n;
  // The error may be at the item after the keys (in the dash's column): start at the key above it.
  if (!plainKey(k)) {
    const here = blockLine(lines[k - 1]);
    if (!here || !here.item) return undefined;
    k--;
    while (k >= 1 && blockLine(lines[k - 1]) === undefined) k--;
    if (!plainKey(k)) return undefined;
  }
  const indent = plainKey(k)!.indent;
  while (k > 1 && plainKey(k - 1)?.indent === indent) k--;
  let j = k - 1;
  while (j >= 1 && blockLine(lines[j - 1]) === undefined) j--;
  const item = j >= 1 ? blockLine(lines[j - 1]) : undefined;
  const flow = /^(\s*-\s+)\{(.*)\}$/u.exec((lines[j - 1] ?? '').replace(/\r$/u, '').replace(/\s+#.*$/u, ''));
  if (!item || !item.item || !flow || indent < item.indent) return undefined;
  const keys: string[] = [];
  for (let m = k; m <= lines.length; m++) {
    const b = plainKey(m);
    if (!b) {
      if (blockLine(lines[m - 1]) === undefined && (lines[m - 1] ?? '').trim().startsWith('#')) continue;
      break;
    }
    if (b.indent !== indent) break;
    keys.push((lines[m - 1] ?? '').replace(/\r$/u, '').replace(/\s+#.*$/u, '').trim());
  }
  const inside = flow[2]!.trim();
  const write = `- { ${[...(inside === '' ? [] : [inside.replace(/,\s*$/u, '')]), ...keys].join(', ')} }`;
  const said = keys.map((x) => `"${x}"`);
  const one = keys.length === 1;
  return {
    at: { line: k, column: indent + 1 },
    message: `${one ? said[0] : `${said.slice(0, -1).join(', ')} and ${said[said.length - 1]}`} follow${one ? 's' : ''} the list item in braces on line ${j}, but its "}" has ended that item: YAML reads ${one ? 'the key' : 'the keys'} in no mapping`,
    suggestion: `put ${one ? 'it' : 'them'} inside the braces: "${write}"`,
    parts: { kind: 'flow-item-keys', keys, line: j, write },
  };
}

/** The `key: value` pairs of a mapping in braces, from the text inside them (`rows: 8, columns: 8`), split at its top-level commas. */
function flowPairs(inside: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let from = 0;
  for (let i = 0; i < inside.length; i++) {
    const c = inside[i]!;
    if (quote !== undefined) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) {
      out.push(inside.slice(from, i).trim());
      from = i + 1;
    }
  }
  out.push(inside.slice(from).trim());
  return out.filter((p) => p !== '');
}

/**
 * Line `n` (1-based) is an item's first key with its "-" left out: the key the item above opens
 * with, in the column of that item's dash (`  - id: bireme` … `  id: skiff`), with keys under it
 * in that item's key column (`    name: Skiff`), as a new item's. Undefined for any other line.
 */
function dashMissing(lines: readonly string[], n: number): { indent: number; text: string; line: number } | undefined {
  const cur = blockLine(lines[n - 1]);
  if (!cur || !cur.key || cur.item || cur.open) return undefined;
  let k = n - 1;
  while (k >= 1 && blockLine(lines[k - 1]) === undefined) k--;
  const prev = k >= 1 ? blockLine(lines[k - 1]) : undefined;
  if (!prev || prev.indent <= cur.indent) return undefined;
  while (k >= 1) {
    const up = blockLine(lines[k - 1]);
    if (up && up.indent <= cur.indent) break;
    k--;
  }
  const item = k >= 1 ? blockLine(lines[k - 1]) : undefined;
  if (!item || !item.item || item.indent !== cur.indent) return undefined;
  let j = n + 1;
  while (j <= lines.length && blockLine(lines[j - 1]) === undefined) j++;
  const next = j <= lines.length ? blockLine(lines[j - 1]) : undefined;
  if (!next || next.item || !next.key || next.indent !== item.keys) return undefined;
  // The key that opens the item above opens this line too (`id:` after `- id:`): a new item's first key, not a key of the list's owner indented short.
  const keyOf = (raw: string | undefined): string | undefined => /^\s*(?:-\s+)?([^\s:#][^:]*):(?:\s|$)/u.exec(raw ?? '')?.[1];
  if (keyOf(lines[n - 1]) !== keyOf(lines[k - 1])) return undefined;
  return { indent: cur.indent, text: (lines[n - 1] ?? '').replace(/\r$/u, '').replace(/\s+#.*$/u, '').trim(), line: k };
}

/**
 * The line of the item whose keys line `n` (1-based) is among, when `n` is a later key of it: the
 * nearest line above indented less than `n` (`  -id: skiff` over `    name: Skiff` / `    size: 2`),
 * where a "-" with no space after it may have left its keys in no item; 0 where there is none.
 */
function dashItemAbove(lines: readonly string[], n: number): number {
  const here = blockLine(lines[n - 1]);
  if (!here) return 0;
  for (let k = n - 1; k >= 1; k--) {
    const up = blockLine(lines[k - 1]);
    if (up && up.indent < here.indent) return k;
  }
  return 0;
}

/**
 * Line `n` (1-based) is a list item whose dash is out of line with the item above it: deeper than
 * that item's dash but not as deep as its keys (`  - id: a` / `    size: 2` / `   - id: b`), or
 * less deep than it yet deeper than the key the list hangs from. Undefined when it is in line.
 */
function misalignedItem(lines: readonly string[], n: number): { has: number; should: number; line: number } | undefined {
  const cur = blockLine(lines[n - 1]);
  if (!cur || !cur.item) return undefined;
  let j = n - 1;
  // The lines of the item above (its keys, deeper than its dash), up to its dash.
  while (j >= 1) {
    const up = blockLine(lines[j - 1]);
    if (up && (up.item || up.indent <= cur.indent)) break;
    j--;
  }
  const above = j >= 1 ? blockLine(lines[j - 1]) : undefined;
  if (!above || !above.item || above.indent === cur.indent) return undefined;
  if (above.indent < cur.indent && cur.indent < above.keys) return { has: cur.indent, should: above.indent, line: j };
  if (above.indent > cur.indent) {
    // Less deep: out of line unless an enclosing list or mapping starts in its column.
    for (let k = j - 1; k >= 1; k--) {
      const up = blockLine(lines[k - 1]);
      if (!up) continue;
      if (up.indent === cur.indent) return undefined;
      if (up.indent < cur.indent) return up.key && up.open ? { has: cur.indent, should: above.indent, line: j } : undefined;
    }
  }
  return undefined;
}

/**
 * Line `n` (1-based) is a key indented unlike the mapping it must belong to: deeper than the key
 * above, which has a value, or between two levels. Undefined when it is in line (or not a key).
 */
function misindented(lines: readonly string[], n: number): { has: number; should: number } | undefined {
  const cur = blockLine(lines[n - 1]);
  if (!cur || !cur.key || cur.item) return undefined;
  let k = n - 1;
  while (k >= 1 && blockLine(lines[k - 1]) === undefined) k--;
  const prev = k >= 1 ? blockLine(lines[k - 1]) : undefined;
  if (!prev || !prev.key || prev.open) return undefined;
  const should = prev.keys;
  if (cur.indent > should) return { has: cur.indent, should };
  if (cur.indent === should) return undefined;
  // Less deep: it must line up with a key of an enclosing mapping. A list's dash is no key: a key
  // under it (`  - id: a` … `  size: 2`) is in no mapping, unless the list hangs from a key in
  // that same column (`fleet:` / `- id: a` / `words:`).
  for (let j = k - 1; j >= 1; j--) {
    const up = blockLine(lines[j - 1]);
    if (!up) continue;
    if (up.keys === cur.indent || (!up.item && up.indent === cur.indent)) return undefined;
    if (up.indent < cur.indent) break;
  }
  return { has: cur.indent, should };
}

/**
 * Where the quote a "Missing closing quote" error (at offset `at`) is about opens: the last quoted
 * text of that kind the parser read that opens at or before `at` and is never closed (a quote in
 * a block text, `announces: "No hits", or "Hit the` in a rules text, is text, not a quote); else
 * the last unpaired quote of that kind on the first line holding an odd number of them (outside
 * comments); undefined if none.
 */
function unclosedQuote(text: string, message: string, at: number): SourcePosition | undefined {
  const q = /Missing closing (["'])quote/u.exec(message)?.[1];
  if (q === undefined) return undefined;
  const read = openQuotes(text, q).filter((o) => o <= at).at(-1);
  if (read !== undefined) return positionsIn(text)(read);
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    let open = -1;
    for (let k = 0; k < line.length; k++) {
      const ch = line[k]!;
      if (open < 0 && ch === '#' && (k === 0 || /\s/u.test(line[k - 1]!))) break;
      if (ch === '\\' && q === '"') {
        k++;
        continue;
      }
      if (ch === q) open = open < 0 ? k : -1;
    }
    if (open >= 0) return { line: i + 1, column: open + 1 };
  }
  return undefined;
}

/**
 * The offsets of the quoted texts with quote `q` (`"` or `'`) the parser reads in `text` that run
 * out before their closing quote, in order.
 */
function openQuotes(text: string, q: string): number[] {
  const type = q === '"' ? 'double-quoted-scalar' : 'single-quoted-scalar';
  const found: number[] = [];
  const visit = (x: unknown): void => {
    if (Array.isArray(x)) {
      for (const y of x) visit(y);
      return;
    }
    if (typeof x !== 'object' || x === null) return;
    const t = x as { readonly type?: unknown; readonly offset?: unknown; readonly source?: unknown };
    if (t.type === type && typeof t.offset === 'number' && typeof t.source === 'string' && !quoteClosed(t.source)) found.push(t.offset);
    for (const v of Object.values(x)) visit(v);
  };
  for (const token of new Parser().parse(text)) visit(token);
  return found.sort((a, b) => a - b);
}

/** A slip mended: what is said, and the text as it would be with it fixed. */
interface Mended {
  readonly said: readonly Said[];
  readonly text: string;
  /** From a position in `text` back to one in the text before the mending. */
  readonly back: (p: SourcePosition) => SourcePosition;
}

/** An edit of a text: `remove` characters at `at` replaced by `insert`. */
interface Edit {
  readonly at: number;
  readonly remove: number;
  readonly insert: string;
}

/** `text` with `edits` (in increasing order, not overlapping) made, and the way back from a position in it. */
function edited(text: string, edits: readonly Edit[]): { text: string; back: (p: SourcePosition) => SourcePosition } {
  let out = '';
  let from = 0;
  for (const e of edits) {
    out += text.slice(from, e.at) + e.insert;
    from = e.at + e.remove;
  }
  out += text.slice(from);
  const [newPos, oldPos] = [offsetsIn(out), positionsIn(text)];
  return {
    text: out,
    back: (p) => {
      let o = newPos(p);
      let shift = 0;
      for (const e of edits) {
        const start = e.at + shift;
        if (o < start) break;
        // Inside what was put in: where it was put.
        if (o < start + e.insert.length) return oldPos(e.at);
        shift += e.insert.length - e.remove;
      }
      o -= shift;
      return oldPos(o);
    },
  };
}

/** The offset of a line and column of `text` (the inverse of `positionsIn`). */
function offsetsIn(text: string): (p: SourcePosition) => number {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return (p) => (lineStarts[Math.min(p.line, lineStarts.length) - 1] ?? 0) + p.column - 1;
}

/**
 * The flow collection (`[` or `{`) `offset` is inside, by the brackets before it outside quotes
 * and comments; undefined at block level. A quote opens only where a value can start (after a
 * space, a bracket or a comma), so `it's` is no quote.
 */
function flowAt(text: string, offset: number): { char: '[' | '{'; offset: number } | undefined {
  return flowsAt(text, offset).at(-1);
}

/** The flow collections `offset` is inside, the outermost first (see `flowAt`). */
function flowsAt(text: string, offset: number): { char: '[' | '{'; offset: number }[] {
  const stack: { char: '[' | '{'; offset: number }[] = [];
  for (let i = 0; i < offset && i < text.length; i++) {
    const ch = text[i]!;
    const before = i === 0 ? '\n' : text[i - 1]!;
    const starts = /[\s[{,]/u.test(before);
    if (ch === '#' && /\s/u.test(before)) {
      while (i < offset && text[i] !== '\n') i++;
    } else if ((ch === '"' || ch === "'") && starts) {
      for (i++; i < offset && i < text.length; i++) {
        if (ch === '"' && text[i] === '\\') i++;
        else if (text[i] === ch) {
          if (ch === "'" && text[i + 1] === "'") i++;
          else break;
        }
      }
    } else if (ch === '[' || ch === '{') stack.push({ char: ch, offset: i });
    else if (ch === ']' || ch === '}') {
      const k = stack.map((o) => o.char).lastIndexOf(ch === ']' ? '[' : '{');
      if (k >= 0) stack.length = k;
    }
  }
  return stack;
}

/** The item that starts at `offset` (up to its "," or the bracket closing it, on its line), as shown in a message. */
function itemShown(text: string, offset: number): string {
  let depth = 0;
  let end = offset;
  for (; end < text.length && text[end] !== '\n'; end++) {
    const ch = text[end]!;
    if (ch === '[' || ch === '{') depth++;
    else if (ch === ']' || ch === '}') {
      if (depth === 0) break;
      depth--;
      if (depth === 0) {
        end++;
        break;
      }
    } else if (ch === ',' && depth === 0) break;
    else if (ch === '#' && /\s/u.test(text[end - 1] ?? ' ')) break;
  }
  const item = text.slice(offset, end).trimEnd();
  return item.length > 20 ? `${item.slice(0, 19)}…` : item;
}

/**
 * Slips salvo mends to read on, from the parser's errors: a "," missing between two items of a
 * list or mapping in brackets (`[{x: 1} {y: 2}]`, `{ mark: CV size: 5 }`), lines indented with a
 * tab (each said with the spaces it needs, as the line it belongs with). The first such error's
 * slip (all the tabs at once), and
 * the text with it mended; undefined when no error is one of these.
 */
function mendSlips(text: string, errors: readonly { code: string; message: string; pos: readonly [number, number] }[], pos: (offset: number) => SourcePosition): Mended | undefined {
  // A row of a block text (`shape: |`) indented with a tab: the parser says only that the row is
  // indented less than the block's first.
  const lines = text.split('\n');
  const tabs = errors.filter(
    (e) => e.code === 'TAB_AS_INDENT' || (e.code === 'BAD_INDENT' && e.message.startsWith('Block scalar lines must not be less indented') && /^ *\t/u.test(lines[pos(e.pos[0]).line - 1] ?? '')),
  );
  if (tabs.length > 0) return mendTabs(text, tabs.map((e) => pos(e.pos[0]).line));
  const colons = mendColons(text, errors, pos);
  if (colons) return colons;
  const stray = strayCloser(text, errors, pos);
  if (stray) return stray;
  const wrong = wrongCloser(text, errors, pos);
  if (wrong) return wrong;
  const symbols = symbolValues(text, pos);
  if (symbols) return symbols;
  for (const e of errors) {
    const o = e.pos[0];
    const flow = flowAt(text, o);
    if (!flow) continue;
    const kind = flow.char === '[' ? 'list' : 'mapping';
    if ((e.code === 'MISSING_CHAR' && /^Missing ,(?: or :)? between flow/u.test(e.message)) || (e.code === 'UNEXPECTED_TOKEN' && / at node end/u.test(e.message))) {
      // The end of the item before: the last character that is not a space before the next item.
      let end = o;
      while (end > 0 && /\s/u.test(text[end - 1]!)) end--;
      // An item ends there, and one starts at `o` (`- x` in brackets is no item: a block list).
      if (end <= flow.offset + 1 || /[[{,:?-]/u.test(text[end - 1]!) || !/^(?:[[{"']|[^\s,[\]{}#&*!|>%@`?:-]|[?:-]\S)/u.test(text.slice(o))) continue;
      // After a value closed on its line, text that is no item of its own is left to `trailing`.
      const next = text.slice(o);
      if (e.code === 'UNEXPECTED_TOKEN' && !(flow.char === '[' || /^[[{]/u.test(next) || /^[^\s,:[\]{}#]+:\s/u.test(next))) continue;
      return commaMissing(text, end, o, kind, pos);
    }
    if (e.code === 'BLOCK_IN_FLOW' && flow.char === '{') {
      // `mark: CV size: 5`: a plain value running into the next key; one word only, a ": " in the value.
      const line = text.slice(o, text.indexOf('\n', o) < 0 ? text.length : text.indexOf('\n', o));
      const colon = /:(?=\s)/u.exec(line);
      if (!colon) continue;
      const value = line.slice(0, colon.index);
      const lastSpace = value.trimEnd().search(/\s+\S+$/u);
      // One word: a ": " inside the value, said where the parser's error is (`handSlip`).
      if (lastSpace > 0) return commaMissing(text, o + lastSpace, o + lastSpace + (/\s+/u.exec(value.slice(lastSpace))![0].length), kind, pos);
    }
  }
  return undefined;
}

/**
 * A closing bracket with nothing open to close (`columnLabels: [A, B]]`, `- { id: a, size: 2 }}`,
 * a "}" alone on the line below a closed mapping, `{ columnLabels: [A, B]] }`), where it is the first error: the parser reads
 * every line after it as a stray token. Said once, at it, with the line as it should be (or that
 * the line goes, where it holds nothing else); the text is read on without it.
 */
function strayCloser(text: string, errors: readonly { code: string; message: string; pos: readonly [number, number] }[], pos: (offset: number) => SourcePosition): Mended | undefined {
  const first = [...errors].sort((a, b) => a.pos[0] - b.pos[0])[0];
  if (first === undefined) return undefined;
  const o = first.pos[0];
  const char = text[o];
  if (char !== ']' && char !== '}') return undefined;
  // Inside a flow of the other kind (`{ columnLabels: [A, B]] }`) the parser takes it for that
  // flow's wrong closer: a stray one only where it doubles the closer before it.
  const doubled = first.code === 'BAD_INDENT' && /^Flow (?:map|sequence) in block collection must be sufficiently indented/u.test(first.message) && text.slice(0, o).trimEnd().endsWith(char);
  if (!doubled && (first.code !== 'UNEXPECTED_TOKEN' || !/^Unexpected flow-(?:seq|map)-end token/u.test(first.message))) return undefined;
  const at = pos(o);
  const start = o - (at.column - 1);
  const endOfLine = text.indexOf('\n', o) < 0 ? text.length : text.indexOf('\n', o);
  const line = text.slice(start, endOfLine).replace(/\r$/u, '');
  // Closers typed again after it (`[A, B]]]]`, `}} }`), spaces between, close nothing either: at
  // the block level nothing opened since; inside a flow of the other kind (`{ a: [x]]] }`), only
  // its own kind (the other closes that flow). All are one slip, said once with the line mended of all.
  const extra = [o];
  for (let k = o + 1; k < start + line.length; k++) {
    if (text[k] === char || (!doubled && (text[k] === ']' || text[k] === '}'))) extra.push(k);
    else if (text[k] !== ' ' && text[k] !== '\t') break;
  }
  const last = extra.at(-1)! - start;
  const should = (line.slice(0, at.column - 1).trimEnd() + line.slice(last + 1)).trim();
  const closers = line.slice(at.column - 1, last + 1);
  const mixed = extra.some((k) => text[k] !== char);
  const what = mixed ? 'either' : char === ']' ? 'list' : 'mapping';
  const alone = should === '' || should.startsWith('#');
  const one = extra.length === 1;
  return {
    said: [
      {
        at,
        message: one
          ? `this "${char}" closes no ${what}: none is open here`
          : mixed
            ? `these "${closers}" close nothing: no list or mapping is open here`
            : `these "${closers}" close no ${what}: none is open here`,
        suggestion: alone ? 'remove this line' : `remove ${one ? 'it' : 'them'}: write "${should}"`,
        parts: { kind: 'closer-extra', char, what, should: alone ? '' : should, ...(one ? {} : { closers }) },
      },
    ],
    ...edited(
      text,
      extra.map((k) => ({ at: k, remove: 1, insert: ' ' })),
    ),
  };
}

/**
 * A closing bracket of the other kind than the one open (`columnLabels: [A, B}`, `- { id: a,
 * size: 2]`), where it is the first error: the parser takes the bracket for never closed, and
 * every line after it for a stray token. Said once, at the closer, with the line to write. Where
 * it closes a bracket further out (`fleet: [{ id: a, size: 2 ]`, `{ a: [A, B }`), those inside are
 * what was left open: their closers go before it, unless the text reads better with it typed for
 * the one open (`shape: [[0, 0], [0, 1}] }`), changed for that one's closer. The text is read on
 * so mended (where that reading has fewer errors). An opener is placed by its column where it is
 * on the closer's line (`c17` in the parts), else by its line (`l5`).
 */
function wrongCloser(text: string, errors: readonly { code: string; message: string; pos: readonly [number, number] }[], pos: (offset: number) => SourcePosition): Mended | undefined {
  const first = [...errors].sort((a, b) => a.pos[0] - b.pos[0])[0];
  if (first === undefined) return undefined;
  const o = first.pos[0];
  const char = text[o];
  if (char !== ']' && char !== '}') return undefined;
  const flows = flowsAt(text, o);
  const flow = flows.at(-1);
  if (flow === undefined || CLOSER[flow.char] === char) return undefined;
  const right = CLOSER[flow.char] ?? ']';
  const at = pos(o);
  const lineOf = (offset: number): { start: number; text: string } => {
    const p = pos(offset);
    const start = offset - (p.column - 1);
    const end = text.indexOf('\n', offset) < 0 ? text.length : text.indexOf('\n', offset);
    return { start, text: text.slice(start, end).replace(/\r$/u, '') };
  };
  const place = (f: { offset: number }): string => {
    const p = pos(f.offset);
    return p.line === at.line ? `c${p.column}` : `l${p.line}`;
  };
  const named = (f: { char: string; offset: number }): string => `the "${f.char}" ${placeWords(place(f))}`;
  const what = flow.char === '[' ? 'list' : 'mapping';
  const line = lineOf(o);
  const should = `${line.text.slice(0, o - line.start)}${right}${line.text.slice(o - line.start + 1)}`.trim();
  const typed: Mended = {
    said: [
      {
        at,
        message: `this "${char}" does not close ${named(flow)}: a ${what} ends with "${right}"`,
        suggestion: `write "${should}"`,
        parts: { kind: 'closer-wrong', char, opener: flow.char, place: place(flow), should },
      },
    ],
    ...edited(text, [{ at: o, remove: 1, insert: right }]),
  };
  const outer = flows.map((f) => f.char).lastIndexOf(char === ']' ? '[' : '{');
  if (outer < 0) return typed;
  // Closed after what the innermost holds, or just before the closer where that one is written
  // with a space inside (`{ id: a, size: 2 ]` gives `{ id: a, size: 2 }]`).
  const inside = flows.slice(outer + 1);
  const closers = inside.map((f) => CLOSER[f.char] ?? ']').reverse().join('');
  let end = o;
  if (text[flow.offset + 1] !== ' ') while (end > 0 && /\s/u.test(text[end - 1]!)) end--;
  const endLine = lineOf(end);
  const shouldEarly = `${endLine.text.slice(0, end - endLine.start)}${closers}${endLine.text.slice(end - endLine.start)}`.trim();
  const one = inside.length === 1;
  const insideNamed = inside.map(named);
  const early: Mended = {
    said: [
      {
        at,
        message: `this "${char}" closes ${named(flows[outer]!)}, but ${insideNamed.length > 1 ? `${insideNamed.slice(0, -1).join(', ')} and ${insideNamed.at(-1)!}` : insideNamed[0]!} inside it ${one ? 'is' : 'are'} still open${one ? `: a ${what} ends with "${right}"` : ''}`,
        suggestion: `put "${closers}" before the "${char}": write "${shouldEarly}"`,
        parts: { kind: 'closer-early', char, opener: flows[outer]!.char, place: place(flows[outer]!), inner: inside.map((f) => f.char), innerAt: inside.map(place), closers, should: shouldEarly },
      },
    ],
    ...edited(text, [{ at: end, remove: 0, insert: closers }]),
  };
  const errorsIn = (m: Mended): number => parseDocument(m.text, YAML_OPTIONS).errors.length;
  return errorsIn(early) <= errorsIn(typed) ? early : typed;
}

/** `in column 17` for `c17`, `in line 5` for `l5` (see `wrongCloser`). */
function placeWords(place: string): string {
  return `${place.startsWith('c') ? 'in column' : 'in line'} ${place.slice(1)}`;
}

/** What YAML makes of a character that starts a value, where a value of symbols (`mark: #`) starts with it. */
const INDICATOR_READ: Readonly<Record<string, string>> = {
  '#': 'YAML reads it as the start of a comment',
  '*': 'YAML reads it as an alias (the name of an anchor)',
  '&': 'YAML reads it as an anchor',
  '|': 'YAML reads it as the start of a block text',
  '>': 'YAML reads it as the start of a folded text',
  '@': 'YAML keeps that character for itself',
  '`': 'YAML keeps that character for itself',
  '%': 'YAML reads it as a directive',
};

/**
 * Values of symbols only, starting with a character YAML gives a meaning (`mark: #`, `mark: *`,
 * `mark: @` in braces; `mark: *`, `mark: &`, `mark: @` on a line of their own): the writer meant
 * the symbol, YAML read a comment, an alias, an error. Each is said at the value, with the value
 * in quotes to write, and the text is read on with them quoted (where the file has YAML errors).
 * On a line of its own, `|` and `>` start a block text (`rules: |`) and `#` a comment, which is
 * YAML as it should be: left alone there (an empty mark is then told by the checks of its field).
 */
function symbolValues(text: string, pos: (offset: number) => SourcePosition): Mended | undefined {
  const said: Said[] = [];
  const edits: Edit[] = [];
  const inBlock = blockTextLines(text);
  // `*` and `&` with a name after them are an alias and an anchor as meant: only symbols after them.
  const value = /([A-Za-z][\w-]*): +((?:[#|>@`%][^\s,[\]{}"']*)|(?:[*&][^\s\w,[\]{}"'#]*))(?=[ \t]*(?:[,}\]]|$|[ \t]#))/gmu;
  for (let m = value.exec(text); m !== null; m = value.exec(text)) {
    const [key, symbols] = [m[1]!, m[2]!];
    const at = m.index + m[0].length - symbols.length;
    // A line of a block text (`rules: |`) is text: `Note: @home` there is no value.
    if (inBlock.has(pos(at).line)) continue;
    const inFlow = flowAt(text, at) !== undefined;
    if (!inFlow && !/^[*&@`%]/u.test(symbols)) continue;
    // `rules: |` at the end of its line starts a block text even where a bracket left open above
    // makes it look inside braces.
    if (/^[|>]/u.test(symbols) && !/^[ \t]*[,}\]]/u.test(text.slice(at + symbols.length))) continue;
    // A key inside a comment or a quoted text is no key.
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const before = text.slice(lineStart, m.index);
    if (/(?:^|\s)#/u.test(before) || (before.match(/"/gu) ?? []).length % 2 === 1) continue;
    const c = symbols[0]!;
    said.push({
      at: pos(at),
      message: `the value "${symbols}" of "${key}" starts with "${c}": ${INDICATOR_READ[c] ?? 'YAML reads it otherwise'}; such a value goes in quotes`,
      suggestion: `write ${key}: "${symbols}"`,
      parts: { kind: 'symbol-value', key, value: symbols, char: c },
    });
    edits.push({ at, remove: symbols.length, insert: `"${symbols}"` });
  }
  if (said.length === 0) return undefined;
  return { said, ...edited(text, edits) };
}

/** The lines (1-based) of the block texts in `text` (`rules: |` and the lines indented more below it, blank ones among them). */
function blockTextLines(text: string): Set<number> {
  const lines = text.split('\n');
  const inside = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const header = /^( *)(?:- +)?[^#\s][^#]*?: +[|>][-+0-9]*[ \t]*(?:#.*)?\r?$/u.exec(lines[i]!);
    if (!header) continue;
    const indent = header[1]!.length;
    for (let k = i + 1; k < lines.length; k++) {
      const l = lines[k]!;
      if (l.trim() !== '' && l.length - l.trimStart().length <= indent) break;
      inside.add(k + 1);
      i = k;
    }
  }
  return inside;
}

/** The parser's errors a key written without its ":" gives (`rows 8`, `fleet`, `- id a`), at the key. */
const KEY_WITHOUT_COLON = (e: { code: string; message: string }): boolean =>
  e.code === 'MULTILINE_IMPLICIT_KEY' || (e.code === 'MISSING_CHAR' && e.message.startsWith('Implicit map keys need to be followed by map values'));

/**
 * Keys written without their ":" (`rows 8` under `board:`, `fleet` above its items, `- id a`):
 * YAML reads such a line as text running into the next one. Each is said at the end of its key,
 * with the line as it should be, and the text is read on with the ":" put in. A line is taken for
 * such a key only where it looks like one: a word of two or more letters, then at most three words
 * and no ":"; a word alone only where the next line is deeper or an item (it opens a block), so a
 * line of text run on from the one above (`name: Big` / `Sea`) is left to the parser's words.
 */
function mendColons(text: string, errors: readonly { code: string; message: string; pos: readonly [number, number] }[], pos: (offset: number) => SourcePosition): Mended | undefined {
  const lines = text.split('\n');
  const starts: number[] = [];
  for (let i = 0, o = 0; i < lines.length; o += lines[i]!.length + 1, i++) starts.push(o);
  const said: Said[] = [];
  const edits: Edit[] = [];
  const done = new Set<number>();
  for (const e of errors) {
    if (!KEY_WITHOUT_COLON(e)) continue;
    const at = pos(e.pos[0]);
    if (done.has(at.line)) continue;
    const line = (lines[at.line - 1] ?? '').replace(/\r$/u, '');
    // `size:3`: the key's ":" without the space after it, which makes the line one text.
    const glued = /^( *(?:- +)?)([A-Za-z][A-Za-z0-9_-]+):([^\s:#][^:#]*?) *(?: #.*)?$/u.exec(line);
    if (glued && glued[1]!.length + 1 === at.column) {
      const [lead, key, value] = [glued[1]!, glued[2]!, glued[3]!];
      done.add(at.line);
      said.push({
        at: pos(starts[at.line - 1]! + lead.length + key.length + 1),
        message: `a space is missing after the ":" of the key "${key}": YAML reads "${key}:${value}" as text, not as a key`,
        suggestion: `write "${key}: ${value}"`,
        parts: { kind: 'colon-space', key, written: `${key}:${value}`, should: `${key}: ${value}` },
      });
      edits.push({ at: starts[at.line - 1]! + lead.length + key.length + 1, remove: 0, insert: ' ' });
      continue;
    }
    const m = /^( *(?:- +)?)([A-Za-z][A-Za-z0-9_-]+)(?: +([^\s:#][^:#]*?))? *(?: #.*)?$/u.exec(line);
    if (!m || m[1]!.length + 1 !== at.column) continue;
    const [lead, key, value] = [m[1]!, m[2]!, m[3]];
    if (value !== undefined && value.split(/\s+/u).length > 3) continue;
    // Words under a record's salvo line that has its announcement (`- blue: C7 B3 -> no hits` over
    // `no hits`) are not a key: they are left to the record's reading.
    const above = lines.slice(0, at.line - 1).map((l) => l.replace(/\r$/u, '')).reverse().find((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
    if (above !== undefined && /^ *- +[^:#]+:.*(?:->|=>|→)/u.test(above)) continue;
    if (value === undefined) {
      const next = lines.slice(at.line).map((l) => l.replace(/\r$/u, '')).find((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
      const indent = /^ */u.exec(line)![0].length;
      const deeper = next !== undefined && (/^ */u.exec(next)![0].length > indent || (/^ *- /u.test(next) && /^ */u.exec(next)![0].length === indent));
      if (!deeper) continue;
    }
    done.add(at.line);
    const end = starts[at.line - 1]! + lead.length + key.length;
    const written = value === undefined ? key : `${key} ${value}`;
    const should = value === undefined ? `${key}:` : `${key}: ${value}`;
    said.push({
      at: pos(end),
      message: `a ":" is missing after the key "${key}": YAML reads the line "${written}" as text, not as a key`,
      suggestion: `write "${should}"`,
      parts: { kind: 'colon-missing', key, written, should },
    });
    edits.push({ at: end, remove: 0, insert: ':' });
  }
  if (edits.length === 0) return undefined;
  return { said, ...edited(text, edits.sort((a, b) => a.at - b.at)) };
}

/** A "," missing at `end` (just after an item), before the item at `next`. */
function commaMissing(text: string, end: number, next: number, kind: 'list' | 'mapping', pos: (offset: number) => SourcePosition): Mended {
  const shown = itemShown(text, next);
  const mended = edited(text, [{ at: end, remove: 0, insert: ',' }]);
  return {
    said: [
      {
        at: pos(end),
        message: `a "," is missing here, between two ${kind === 'list' ? 'items of this list' : 'entries of this mapping'}: before "${shown}"`,
        suggestion: `put a "," at the end of the ${kind === 'list' ? 'item' : 'entry'} before "${shown}"`,
        parts: { kind: 'comma-missing', what: kind, next: shown },
      },
    ],
    ...mended,
  };
}

/**
 * The item (1-based line, and its dash's indent) whose keys are at `keys`, from line `k` up: the
 * item a key line at that indent belongs to; undefined where a line less deep comes first.
 */
function itemOwning(lines: readonly string[], k: number, keys: number): { line: number; indent: number } | undefined {
  for (let i = k; i >= 1; i--) {
    const b = blockLine(lines[i - 1]);
    if (b === undefined) continue;
    if (b.item && b.keys === keys) return { line: i, indent: b.indent };
    if (b.indent < keys) return undefined;
  }
  return undefined;
}

/**
 * Lines indented with a tab (`lines`, 1-based): each said at its first tab, with the spaces it
 * needs: those of the line below when the line above opens a block and that line is deeper, else
 * those of the keys of the line above. The text with them indented so, to read on.
 */
function mendTabs(text: string, lines: readonly number[]): Mended {
  const all = text.split('\n');
  const starts: number[] = [];
  for (let i = 0, o = 0; i < all.length; o += all[i]!.length + 1, i++) starts.push(o);
  const said: Said[] = [];
  const edits: Edit[] = [];
  const mended = [...all];
  for (const n of [...new Set(lines)].sort((a, b) => a - b)) {
    const raw = all[n - 1];
    if (raw === undefined) continue;
    const lead = /^[ \t]*/u.exec(raw)![0];
    if (!lead.includes('\t')) continue;
    let k = n - 1;
    while (k >= 1 && blockLine(mended[k - 1]) === undefined) k--;
    const above = k >= 1 ? blockLine(mended[k - 1]) : undefined;
    let j = n + 1;
    while (j <= all.length && (blockLine(all[j - 1]) === undefined || /^ *\t/u.test(all[j - 1]!))) j++;
    const cur = blockLine(raw.slice(lead.length));
    // The line below goes by the block only where no line of the run of tabs could own it: a key
    // opening a block, or an item where it is a key (a salvo's note is its item's, not the list's).
    const next = j <= all.length ? blockLine(all[j - 1]) : undefined;
    const owned = all.slice(n - 1, j - 1).some((l) => {
      const b = blockLine(l.replace(/^[ \t]*/u, ''));
      return b !== undefined && (b.open || (b.item && next?.item === false));
    });
    const below = owned ? undefined : next;
    // An item after the keys of an item above (its note): in line with that item's dash.
    const owner = cur?.item === true && above !== undefined && !above.item && !above.open ? itemOwning(mended, k, above.indent) : undefined;
    const [should, line] =
      above === undefined
        ? [0, undefined]
        : cur?.item === true && above.item
          ? [above.indent, k]
          : above.open
            ? below !== undefined && below.indent > above.indent
              ? [below.indent, j]
              : [above.keys + 2, undefined]
            : owner !== undefined
              ? [owner.indent, owner.line]
              : [above.keys, k];
    // A line itself indented with a tab is no line to go by.
    const like = line !== undefined && !/^ *\t/u.test(all[line - 1] ?? '') ? line : undefined;
    mended[n - 1] = ' '.repeat(should) + raw.slice(lead.length);
    edits.push({ at: starts[n - 1]!, remove: lead.length, insert: ' '.repeat(should) });
    said.push({
      at: { line: n, column: lead.indexOf('\t') + 1 },
      message: 'this line is indented with a tab: YAML indents with spaces only',
      suggestion: `indent it with spaces instead: ${spaces(should)}${like !== undefined ? `, as line ${like}` : ''}`,
      parts: { kind: 'tab-indent', should, ...(like !== undefined ? { like } : {}) },
    });
  }
  return { said, ...edited(text, edits) };
}
