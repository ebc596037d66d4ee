/**
 * Reading the salvos of a game record (see ./parse.ts for the whole format): one list item in
 * the one-line form (`- blue: A1 B4 -> battleship 1`, with optional `note` and `forced` keys
 * beside it) or the structured form (`{ side, cells, result, note, forced }`), into a
 * `RecordedSalvo` and where each part was written. Problems go into the shared diagnostics list,
 * each with its line, column and salvo number.
 */
import { formatCell, parseCell, parseCellList } from '../core/coords.js';
import type { Diagnostic } from '../core/diagnostics.js';
import type { Announcement } from '../rules/announcement.js';
import type { Variant } from '../variant/model.js';
import type { DataPath, SourcePosition, YamlSource } from '../variant/yaml-source.js';
import { parseAnnouncement } from './announcement-text.js';
import type { RecordSide, RecordedSalvo, SalvoSource, TextPosition } from './model.js';
import { didYouMean } from './words.js';

/** The keys of the structured salvo form. */
export const SALVO_KEYS = ['side', 'cells', 'result', 'note', 'forced'] as const;
/** Keys that may stand beside the side key in the one-line form. */
const SALVO_EXTRA_KEYS = ['note', 'forced'] as const;
/** Arrows between the cells and the announcement. */
const ARROW = /->|→|=>/u;

/** "did you mean …?" for a side name, or the list of sides. */
export function sideSuggestion(key: string, sides: readonly [RecordSide, RecordSide]): string {
  const guess = didYouMean(key, sides.map((s) => s.id));
  return guess !== undefined ? `did you mean ${guess}?` : `the sides are ${sides[0].id} and ${sides[1].id}`;
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export interface SalvoContext {
  readonly src: YamlSource;
  readonly lines: readonly string[];
  readonly variant: Variant;
  readonly sides: readonly [RecordSide, RecordSide];
  readonly sideOf: (key: string) => string | undefined;
  readonly file: string | undefined;
  readonly diagnostics: Diagnostic[];
}

/**
 * Where the characters of a scalar string start: the node's position, moved past an opening
 * quote, when the value is written there verbatim on one line; else undefined.
 */
function scalarStart(ctx: SalvoContext, path: DataPath, value: string): TextPosition | undefined {
  const p = ctx.src.positionOf(path);
  if (!p) return undefined;
  const line = ctx.lines[p.line - 1] ?? '';
  let col = p.column - 1;
  if (line[col] === '"' || line[col] === "'") col++;
  return line.startsWith(value, col) ? { line: p.line, column: col + 1 } : undefined;
}

/** Read one item of the `salvos:` list (`index` 0-based); undefined when it names no readable side. */
export function readSalvo(item: unknown, index: number, ctx: SalvoContext): { salvo: RecordedSalvo; source: SalvoSource } | undefined {
  const n = index + 1;
  const path: DataPath = ['salvos', index];
  const at = ctx.src.positionOf(path) ?? { line: 0, column: 0 };
  const place = (p: SourcePosition | undefined, fallback: DataPath): Partial<Diagnostic> => {
    const q = p ?? ctx.src.positionOf(fallback);
    return { ...(ctx.file !== undefined ? { file: ctx.file } : {}), ...(q ? { line: q.line, column: q.column } : {}), salvo: n };
  };
  const error = (code: string, message: string, p: SourcePosition | undefined, fallback: DataPath, suggestion?: string, severity: 'error' | 'warning' = 'error'): void => {
    ctx.diagnostics.push({ severity, code, message, ...(suggestion !== undefined ? { suggestion } : {}), ...place(p, fallback) });
  };
  const example = `- ${ctx.sides[0].id}: ${formatCell(0, ctx.variant.board)} ${formatCell(1, ctx.variant.board)} -> ...`;
  if (!isPlainObject(item)) {
    error('salvo-form', 'a salvo is written "side: cells -> announcement"', undefined, path, `write e.g. "${example}"`);
    return undefined;
  }

  let sideKey: string | undefined;
  let cellsValue: unknown;
  let cellsPath: DataPath;
  let resultValue: unknown;
  let resultPath: DataPath | undefined;
  const structured = 'side' in item;
  if (structured) {
    for (const k of Object.keys(item)) {
      if ((SALVO_KEYS as readonly string[]).includes(k)) continue;
      const guess = didYouMean(k, SALVO_KEYS);
      error('unknown-key', `"${k}" is not a salvo key`, ctx.src.keyPositionOf([...path, k]), [...path, k], guess !== undefined ? `did you mean ${guess}?` : `the keys are ${SALVO_KEYS.join(', ')}`);
    }
    if (typeof item.side !== 'string') {
      error('salvo-side', 'which side fired?', undefined, [...path, 'side'], `the sides are ${ctx.sides[0].id} and ${ctx.sides[1].id}`);
      return undefined;
    }
    sideKey = item.side;
    cellsValue = item.cells;
    cellsPath = [...path, 'cells'];
    resultValue = item.result;
    resultPath = [...path, 'result'];
  } else {
    const candidates = Object.keys(item).filter((k) => !(SALVO_EXTRA_KEYS as readonly string[]).includes(k));
    if (candidates.length !== 1) {
      const p = ctx.src.positionOf(path);
      error(
        'salvo-form',
        candidates.length === 0 ? 'the salvo names no side' : `one salvo per item: ${candidates.join(', ')} are all written here`,
        p,
        path,
        `write e.g. "${example}"`,
      );
      return undefined;
    }
    sideKey = candidates[0]!;
    cellsValue = item[sideKey];
    cellsPath = [...path, sideKey];
  }
  const side = ctx.sideOf(sideKey);
  if (side === undefined) {
    error('unknown-side', `"${sideKey}" is not a side of this game`, structured ? undefined : ctx.src.keyPositionOf([...path, sideKey]), structured ? [...path, 'side'] : path, sideSuggestion(sideKey, ctx.sides));
    return undefined;
  }

  // Cells (and, in the one-line form, the announcement after the arrow).
  const cellPositions: TextPosition[] = [];
  const cells: number[] = [];
  let unreadableCells = 0;
  let resultText: string | undefined;
  let resultAt: TextPosition | undefined;
  const readCellText = (text: string, start: TextPosition | undefined, fallback: DataPath): void => {
    const r = readCells(text, start, ctx, n, fallback);
    cells.push(...r.cells);
    cellPositions.push(...r.positions);
    unreadableCells += r.unreadable;
  };
  if (Array.isArray(cellsValue)) {
    cellsValue.forEach((c, i) => {
      const p: DataPath = [...cellsPath, i];
      const t = typeof c === 'string' || typeof c === 'number' ? String(c) : '';
      readCellText(t, scalarStart(ctx, p, t), p);
    });
  } else if (typeof cellsValue === 'string' || typeof cellsValue === 'number') {
    const whole = String(cellsValue);
    const start = scalarStart(ctx, cellsPath, whole);
    const m = structured ? null : ARROW.exec(whole);
    const cellText = m ? whole.slice(0, m.index) : whole;
    readCellText(cellText, start, cellsPath);
    if (m) {
      const after = whole.slice(m.index + m[0].length);
      const lead = after.length - after.trimStart().length;
      resultText = after.trim();
      const offset = m.index + m[0].length + lead;
      resultAt = start ? { line: start.line, column: start.column + offset } : ctx.src.positionOf(cellsPath);
    }
  } else if (cellsValue !== undefined && cellsValue !== null) {
    error('salvo-cells', 'the cells are written as text, e.g. "A1 B4"', undefined, cellsPath);
  }
  if (cells.length === 0 && unreadableCells === 0) {
    error('salvo-no-cells', 'the salvo names no cell', undefined, cellsPath, `write the cells fired, e.g. "${example}"`);
  }
  if (structured && resultValue !== undefined && resultValue !== null) {
    resultText = String(resultValue).trim();
    resultAt = resultPath ? scalarStart(ctx, resultPath, String(resultValue)) ?? ctx.src.positionOf(resultPath) : undefined;
  }

  // Announcement.
  let announcement: Announcement | null = null;
  let unreadableResult = false;
  if (resultText !== undefined && resultText !== '') {
    const r = parseAnnouncement(resultText, ctx.variant, cells.length + unreadableCells);
    announcement = r.announcement;
    unreadableResult = r.announcement === null;
    for (const x of r.issues) {
      const p = resultAt ? { line: resultAt.line, column: resultAt.column + x.offset } : undefined;
      ctx.diagnostics.push({ ...x.diagnostic, ...place(p, resultPath ?? cellsPath) });
    }
  }

  // Note and forced.
  let note: string | undefined;
  if (item.note !== undefined && item.note !== null) {
    if (typeof item.note === 'string' || typeof item.note === 'number') note = String(item.note);
    else error('salvo-note', 'a note is text', undefined, [...path, 'note']);
  }
  let forced: boolean | undefined;
  if (item.forced !== undefined && item.forced !== null) {
    if (typeof item.forced === 'boolean') forced = item.forced;
    else error('salvo-forced', 'forced is true or false', undefined, [...path, 'forced']);
  }

  const salvo: RecordedSalvo = {
    side,
    cells,
    announcement,
    ...(note !== undefined ? { note } : {}),
    ...(forced === true ? { forced } : {}),
  };
  const source: SalvoSource = {
    item: n,
    at: { line: at.line, column: at.column },
    cells: cellPositions,
    ...(resultAt ? { result: resultAt } : {}),
    unreadableCells,
    unreadableResult,
  };
  return { salvo, source };
}

/**
 * Read the cells of a salvo, with the position of each. Cells are separated by spaces or commas;
 * a cell spread over two tokens (`a 10`) is read by the core list reader.
 */
function readCells(
  text: string,
  start: TextPosition | undefined,
  ctx: SalvoContext,
  salvo: number,
  fallback: DataPath,
): { cells: number[]; positions: TextPosition[]; unreadable: number } {
  const board = ctx.variant.board;
  const tokens: { text: string; offset: number }[] = [];
  const re = /[^\s,;]+/gu;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) tokens.push({ text: m[0], offset: m.index });
  const posAt = (offset: number): TextPosition | undefined => (start ? { line: start.line, column: start.column + offset } : undefined);
  const fallbackPos = ctx.src.positionOf(fallback);
  const put = (d: Diagnostic, p: TextPosition | undefined): void => {
    const q = p ?? fallbackPos;
    ctx.diagnostics.push({ ...d, ...(ctx.file !== undefined ? { file: ctx.file } : {}), ...(q ? { line: q.line, column: q.column } : {}), salvo });
  };

  // Usually every token is a cell.
  const one = tokens.map((t) => parseCell(t.text, board));
  if (one.every((p) => p.ok)) {
    const cells: number[] = [];
    const positions: TextPosition[] = [];
    one.forEach((p, i) => {
      if (!p.ok) return;
      cells.push(p.cell);
      positions.push(posAt(tokens[i]!.offset) ?? fallbackPos ?? { line: 0, column: 0 });
      for (const w of p.warnings) put(w, posAt(tokens[i]!.offset));
    });
    return { cells, positions, unreadable: 0 };
  }

  // Otherwise let the list reader group tokens; place each message at the text it quotes.
  const list = parseCellList(text, board);
  let cursor = 0;
  let unreadable = 0;
  for (const d of list.diagnostics) {
    const quoted = /"([^"]*)"/u.exec(d.message)?.[1];
    let offset = quoted !== undefined ? text.indexOf(quoted, cursor) : -1;
    if (offset < 0 && quoted !== undefined) offset = text.indexOf(quoted);
    if (offset >= 0) cursor = offset + (quoted?.length ?? 0);
    if (d.severity === 'error') unreadable++;
    put({ ...d, message: `cell ${d.message}` }, offset >= 0 ? posAt(offset) : undefined);
  }
  // Positions of the cells read: find each one's spelling in order, else the salvo's start.
  const positions: TextPosition[] = [];
  let from = 0;
  for (const c of list.cells) {
    const tokenIndex = tokens.findIndex((t, i) => t.offset >= from && i < tokens.length && (one[i]?.ok ? (one[i] as { cell: number }).cell === c : true));
    const t = tokenIndex >= 0 ? tokens[tokenIndex]! : undefined;
    if (t) from = t.offset + t.text.length;
    positions.push((t ? posAt(t.offset) : undefined) ?? fallbackPos ?? { line: 0, column: 0 });
  }
  return { cells: list.cells, positions, unreadable };
}
