/**
 * Reading the salvos of a game record (see ./parse.ts for the whole format): one list item in
 * the one-line form (`- blue: A1 B4 -> battleship 1`, with optional `note`, `forced` and
 * `together` keys beside it) or the structured form (`{ side, cells, result, note, forced,
 * together }`), into `RecordedSalvo`s and where each part was written. An item is one salvo,
 * except a turn line of a shot-by-shot game (`- blue: Е1 Е2 -> попал, мимо`, see ./turns.ts),
 * which is one one-shot salvo per cell. Problems go into the shared diagnostics list, each with
 * its line, column and salvo number (inside a turn line, the number of the shot concerned).
 */
import { formatCell, parseCell, parseCellList } from '../core/coords.js';
import type { Diagnostic, DiagnosticParts } from '../core/diagnostics.js';
import { possessive, takesApostrophe } from '../core/possessive.js';
import type { Announcement } from '../rules/announcement.js';
import { fullSalvo } from '../rules/owed-why.js';
import { singleShots, type Variant } from '../variant/model.js';
import type { DataPath, SourcePosition, YamlSource } from '../variant/yaml-source.js';
import { formatAnnouncement, parseAnnouncement } from './announcement-text.js';
import { readsTurnLines } from './turns.js';
import { sideName } from './game.js';
import { didYouMean, foldWord, isSeparator, nameMeant, tokenize } from './words.js';
import { lineMeant, rangeShotCounts, withLine } from './cell-line.js';
import { foldWidth } from '../core/words.js';
import { yesNoAdvice, yesNoMeant } from '../core/yes-no.js';
import { resultItemAt, resultItemDiagnostic, type ResultItem } from './result-item.js';
import type { LostSalvo, RecordSide, RecordedSalvo, SalvoSource, TextPosition } from './model.js';

/** The keys of the structured salvo form. */
export const SALVO_KEYS = ['side', 'cells', 'result', 'note', 'forced', 'together'] as const;
/** Keys that may stand beside the side key in the one-line form. */
const SALVO_EXTRA_KEYS = ['note', 'forced', 'together'] as const;
/** Keys written for cells: and result: (`shots: A1`, `announced: miss`), as folded by foldWord. */
const SALVO_KEY_SLIPS: Readonly<Record<string, 'cells' | 'result'>> = {
  shots: 'cells', shot: 'cells', cell: 'cells', targets: 'cells', target: 'cells', fired: 'cells', fire: 'cells', salvo: 'cells',
  announced: 'result', announce: 'result', announcement: 'result', answer: 'result', reply: 'result', results: 'result', outcome: 'result', said: 'result',
};
/**
 * Arrows between the cells and the announcement: `->`, and as editors and hands also write it
 * (a long `-->`, a dash or minus sign for the hyphen, `=>`, an arrow character).
 */
const ARROW = arrowPattern(false, 'u');

/**
 * The arrows of a record's line (`ARROW`) as a pattern with `flags`; `spaced`: a space allowed
 * between the dash and `>` as well (`- >`, typed as words of its own on record's command line).
 */
export function arrowPattern(spaced: boolean, flags: string): RegExp {
  const gap = spaced ? '\\s*' : '';
  return new RegExp(`-{1,2}${gap}>|[‐‑‒–—―−﹣－]${gap}>|=>|[→⟶⇒⟹➔➜➝➞]`, flags);
}
/**
 * An arrow's start ending the line, nothing after it (`A1 B2 -`, `A1 B2 =`): the line cut short there;
 * so too an ellipsis after the cells (`A1 B2 ...`, `A1 B2…`), the rest left for later.
 */
const CUT_ARROW = /(?:(?<=^|\s)[-‐‑‒–—―−﹣－=]+|\.{2,}|…)\s*$/u;
/** A token that only separates (a stray `>`, `-`, `:` where the arrow should be). */
const STRAY_SEPARATOR = /^[-‐‑‒–—―−﹣－=>:]+$/u;

/** What `sideSuggestion` says, in its parts: the name typed, the sides, the side it may be. */
export function unknownSideParts(key: string, sides: readonly [RecordSide, RecordSide]): DiagnosticParts {
  const guess = nameMeant(key, sides.map((s) => s.id));
  return { name: key, sides: [sides[0].id, sides[1].id], ...(guess !== undefined ? { guess } : {}) };
}

/** The result written as an item or key of its own at `p` (its key's place), under the salvo above it. */
function resultItemOf(ctx: SalvoContext, p: SourcePosition | undefined): ResultItem | undefined {
  return p === undefined ? undefined : resultItemAt(ctx.lines, p.line);
}

/**
 * A salvo to show in an example, written as a line could be copied: as many of the board's cells
 * as a side's first salvo has (the variant's salvo with nothing lost), along its first row.
 *
 * @example
 *   salvoExample(jutland)   // 'A1 B1 C1 D1 E1 F1'
 *   salvoExample(perelman)  // 'а1 б1 в1'
 *   salvoExample(morskoyBoy) // 'А1'
 */
export function salvoExample(variant: Variant): string {
  const board = variant.board;
  const n = Math.max(1, Math.min(fullSalvo(variant, variant.turns.salvo), board.rows * board.columns));
  return Array.from({ length: n }, (_, i) => formatCell(i, board)).join(' ');
}

/**
 * The salvo line `source` with each word of its announcement that cannot be read written as its
 * guess (`announcement-unknown-word` with a `guess`: a word cut short, typed in the other layout
 * or alphabet, or a slip), the announcement starting at column `start` (0-based): each such issue
 * of `issues` (offsets in the announcement) gets the line to write after its guess
 * (`did you mean мимо? If so, write the line: - первый: А3 -> мимо`; `writeLine` among its parts,
 * for the Russian and Polish words), in place of `Write the word in full`. None where an error of
 * the announcement has no guess (the line would still be wrong), or a word is not where it was typed.
 */
function announcementLineMeant(source: string, start: number, issues: { diagnostic: Diagnostic; offset: number }[]): void {
  const errors = issues.filter((x) => x.diagnostic.severity === 'error');
  const guessed = (x: { diagnostic: Diagnostic }): { typed: string; guess: string } | undefined => {
    const [typed, guess, kind] = [x.diagnostic.parts?.['typed'], x.diagnostic.parts?.['guess'], x.diagnostic.parts?.['kind']];
    return x.diagnostic.code === 'announcement-unknown-word' && typeof typed === 'string' && typeof guess === 'string' && ['cut', 'word', 'keyboard', 'phrase'].includes(String(kind)) ? { typed, guess } : undefined;
  };
  if (errors.length === 0 || errors.some((x) => guessed(x) === undefined)) return;
  let line = source;
  for (const x of [...errors].sort((a, b) => b.offset - a.offset)) {
    const { typed, guess } = guessed(x)!;
    const column = start + x.offset;
    if (source.slice(column, column + typed.length) !== typed) return;
    line = `${line.slice(0, column)}${guess}${line.slice(column + typed.length)}`;
  }
  const writeLine = line.trim();
  for (const [n, x] of issues.entries()) {
    if (!errors.includes(x)) continue;
    const d = x.diagnostic;
    const guess = guessed(x)!.guess;
    const said = d.parts?.['kind'] === 'cut' ? `did you mean ${guess}?` : (d.suggestion ?? `did you mean ${guess}?`);
    issues[n] = { ...x, diagnostic: { ...d, suggestion: withLine(said, { line: writeLine }), parts: { ...d.parts, writeLine } } };
  }
}

/** "did you mean …?" for a side name, or the list of sides. */
export function sideSuggestion(key: string, sides: readonly [RecordSide, RecordSide]): string {
  const guess = nameMeant(key, sides.map((s) => s.id));
  return guess !== undefined ? `did you mean ${guess}?` : `the sides are ${sides[0].id} and ${sides[1].id}`;
}

/**
 * For a record without a `sides:` header whose salvos name sides the variant does not have
 * (`- ala: …`, `- tomek: …`): which sides it has, and how to name the record's own, in the order
 * they are matched (the header's first side is the variant's first). `names`: the unknown names
 * in the order they first fire. Undefined when the record has a header.
 *
 * @example
 *   headerlessSidesHint(statki, ['ala', 'tomek'], 'pl')
 *   // 'with no "sides:" header, the sides are statki's blue and red, named Gracz 1 for blue and Gracz 2 for red;
 *   //  blue fires first: write - blue: … and - red: …, or name yours in a header at the top, blue's first: sides: { ala: <player>, tomek: <player> }'
 */
export function headerlessSidesHint(variant: Variant, names: readonly string[], language: string | undefined): string {
  const h = headerlessSides(variant, names, language);
  const called = [[h.a, h.calledA], [h.b, h.calledB]].flatMap(([id, name]) => (name !== undefined ? [`${name} for ${id}`] : []));
  const calledText = called.length > 0 ? `, named ${called.join(' and ')}` : '';
  const [n0, n1] = [h.fired0 ?? '<side>', h.fired1 ?? '<other side>'];
  const [p0, p1] = h.first === h.a ? [n0, n1] : [n1, n0];
  return `with no "sides:" header, the sides are ${h.variant}'s ${h.a} and ${h.b}${calledText}; ${h.first} fires first: write - ${h.a}: … and - ${h.b}: …, or name yours in a header at the top, ${h.a}'s first: sides: { ${p0}: <player>, ${p1}: <player> }`;
}

/**
 * What `headerlessSidesHint` says, in its parts (for another language to say it:
 * src/record/reading-text.ts): the variant and its sides, their names in the record's language
 * where they differ from the ids, the side that fires first, and the names the record fired
 * under in a header's order (undefined where the record gives none: said as a placeholder).
 */
export function headerlessSides(
  variant: Variant,
  names: readonly string[],
  language: string | undefined,
): { readonly hint: 'headerless'; readonly variant: string; readonly a: string; readonly b: string; readonly calledA?: string; readonly calledB?: string; readonly first: string; readonly fired0?: string; readonly fired1?: string } {
  const lang = language !== undefined && variant.languages.includes(language) ? language : variant.languages[0]!;
  const [a, b] = variant.turns.sides;
  // The variant's names for its sides, and which fires first, said without brackets: the hint is
  // printed in a parenthesis of its own.
  const called = (s: typeof a): string | undefined => {
    const name = s.name[lang] ?? Object.values(s.name)[0];
    return name !== undefined && name !== s.id ? name : undefined;
  };
  const [calledA, calledB] = [called(a), called(b)];
  const firstIsA = variant.turns.first === a.id;
  // The names fired under, in the order they first fire (the second only where there are two):
  // the header's first side is the variant's first (a), so the name that fired first goes where
  // the side that fires first is.
  const [n0, n1] = [names[0], names.length === 2 ? names[1]! : undefined];
  return {
    hint: 'headerless',
    variant: variant.id,
    a: a.id,
    b: b.id,
    ...(calledA !== undefined ? { calledA } : {}),
    ...(calledB !== undefined ? { calledB } : {}),
    first: firstIsA ? a.id : b.id,
    ...(n0 !== undefined ? { fired0: n0 } : {}),
    ...(n1 !== undefined ? { fired1: n1 } : {}),
  };
}

/**
 * The sides the salvos of `list` name that `sideOf` does not know, in the order they first
 * fire (each once).
 */
export function unknownSalvoSides(list: readonly unknown[], sideOf: (key: string) => string | undefined): string[] {
  const out: string[] = [];
  for (const item of list) {
    if (!isPlainObject(item)) continue;
    const keys = 'side' in item ? (typeof item.side === 'string' ? [item.side] : []) : Object.keys(item).filter((k) => !(SALVO_EXTRA_KEYS as readonly string[]).includes(k));
    if (keys.length !== 1) continue;
    const key = keys[0]!;
    // `- result: hit`, a salvo's result as an item of its own (`salvo-result-item`), names no side.
    if ('side' in item || foldWord(key) !== 'result') {
      if (sideOf(key) === undefined && !out.includes(key)) out.push(key);
    }
  }
  return out;
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
  /**
   * How many salvos of `side` (a record side id) the list holds before this item, lines naming no
   * cell or not read but with their side among them, as `sideSalvoNumbers` counts them: this
   * item's first salvo is that side's next, the number its pad gives it.
   */
  readonly sideFired?: (side: string) => number;
  readonly file: string | undefined;
  readonly diagnostics: Diagnostic[];
  /** The record's language, for the words suggested (default: the variant's first). */
  readonly language?: string;
  /** Without a `sides:` header: what to say for a side the variant does not have (headerlessSidesHint). */
  readonly sidesHint?: string;
  /** `sidesHint` in its parts (headerlessSides). */
  readonly sidesHintParts?: DiagnosticParts;
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

/**
 * The text of a scalar as it was written, where YAML read it as a number (`0x1F`, `1.50`, `.inf`,
 * `007` are 31, 1.5, Infinity and 7 to YAML): a cell is said as the user wrote it, and its hints
 * are drawn from that. Other values, and a number not found written at its place, as `String` gives them.
 */
function writtenText(ctx: SalvoContext, path: DataPath, value: string | number): string {
  if (typeof value === 'string') return value;
  const p = ctx.src.positionOf(path);
  const line = p === undefined ? undefined : ctx.lines[p.line - 1];
  const written = line === undefined || p === undefined ? undefined : /^[^\s,[\]{}#]+/u.exec(line.slice(p.column - 1))?.[0];
  return written ?? String(value);
}

/** What one item of the `salvos:` list gives. */
export interface ReadItem {
  /** The salvos the item holds: one, the shots of a turn line, or none when it is unreadable. */
  readonly salvos: readonly RecordedSalvo[];
  /** Where each of `salvos` was written. */
  readonly sources: readonly SalvoSource[];
  /** How many salvo numbers the item takes: the shots of a turn line, else 1 (readable or not). */
  readonly numbers: number;
  /** An item left out (no salvo read): the side that fired it, where that was read. */
  readonly lostSide?: string;
  /** An item left out for naming no cell (its side read): where it was written and what was announced (see `RecordSources.lost`). */
  readonly lostSalvo?: LostSalvo;
}

const NOTHING: ReadItem = { salvos: [], sources: [], numbers: 1 };

/**
 * Read one item of the `salvos:` list (`index` 0-based in the list; `first` the salvo number of
 * its first salvo). In a variant that reads turn lines (./turns.ts), an item of several cells with
 * a result written is a turn: one one-shot salvo per cell, numbered `first`, `first + 1`, …, each
 * with its own result (their count must match the cells), sharing the item's note and `forced`.
 * `together: true` keeps such an item one salvo.
 */
export function readSalvo(item: unknown, index: number, first: number, ctx: SalvoContext): ReadItem {
  const path: DataPath = ['salvos', index];
  const at = ctx.src.positionOf(path) ?? { line: 0, column: 0 };
  const place = (p: SourcePosition | undefined, fallback: DataPath, salvo: number = first): Partial<Diagnostic> => {
    const q = p ?? ctx.src.positionOf(fallback);
    return { ...(ctx.file !== undefined ? { file: ctx.file } : {}), ...(q ? { line: q.line, column: q.column } : {}), salvo };
  };
  const error = (code: string, message: string, p: SourcePosition | undefined, fallback: DataPath, suggestion?: string, severity: 'error' | 'warning' = 'error', parts?: DiagnosticParts): void => {
    ctx.diagnostics.push({ severity, code, message, ...(suggestion !== undefined ? { suggestion } : {}), ...place(p, fallback), ...(parts !== undefined ? { parts } : {}) });
  };
  const example = `- ${ctx.sides[0].id}: ${formatCell(0, ctx.variant.board)} ${formatCell(1, ctx.variant.board)} -> ...`;
  // In a game of single shots the words of ru/pl say shot (выстрел, strzał), not salvo.
  const single: DiagnosticParts = singleShots(ctx.variant) ? { single: true } : {};
  // A side as the Russian and Polish texts call it (`«Синие»`, `„Gracz 1”`), as check's other messages do.
  const spokenSides = (side: string): DiagnosticParts => ({ sideRu: sideName(ctx, ctx.variant, side, 'ru'), sidePl: sideName(ctx, ctx.variant, side, 'pl') });
  // `- blue C4 D5 -> …` or `- blue:C4 D5 -> …`: YAML reads a text, but the salvo is plain.
  const unkeyed = typeof item === 'string' ? sideWithoutColon(item, ctx, path) : undefined;
  const colonAt = ctx.diagnostics.length;
  if (unkeyed) {
    error('salvo-colon-missing', `read as a salvo of ${unkeyed.side}: a side is followed by ": "`, unkeyed.at, path, `write - ${unkeyed.side}: ${unkeyed.rest}`, 'warning', { side: unkeyed.side, ...spokenSides(unkeyed.side), rest: unkeyed.rest, ...single });
    item = { [unkeyed.side]: unkeyed.rest };
  }
  // `- E5 -> pudło`: a salvo with its side left out; the line to write with each side.
  if (typeof item === 'string' && item.includes('->')) {
    const lines = ctx.sides.map((side) => `- ${side.id}: ${item.trim()}`);
    error('salvo-form', 'the salvo names no side', undefined, path, `write the side that fired before its cells: ${lines.map((l) => `"${l}"`).join(' or ')}`, 'error', { kind: 'no-side', example: lines[0]!, lines, ...single });
    return NOTHING;
  }
  if (!isPlainObject(item)) {
    error('salvo-form', 'a salvo is written "side: cells -> announcement"', undefined, path, `write e.g. "${example}"`, 'error', { kind: 'not-a-salvo', example, ...single });
    return NOTHING;
  }

  let sideKey: string | undefined;
  let cellsValue: unknown;
  let cellsPath: DataPath;
  let resultValue: unknown;
  let resultPath: DataPath | undefined;
  // The structured form with its side left out or its key misspelt (`{ cells: [A1], result: miss }`,
  // `{ sdie: blue, cells: … }`): its keys are said as the structured form's, not as several sides.
  // (`- result: hit` alone is the salvo's result as an item of its own, said below.)
  const structured = 'side' in item || ('cells' in item && !Object.keys(item).some((k) => ctx.sideOf(k) !== undefined));
  // A key written for cells: or result: under another name (`shots: A1`, `announced: miss`), where
  // the key meant is not written: said once, at the key, with the line to write; its value is read as meant.
  const slipFor: Partial<Record<'cells' | 'result', string>> = {};
  let sideMisspelt = false;
  if (structured) {
    for (const k of Object.keys(item)) {
      if ((SALVO_KEYS as readonly string[]).includes(k)) continue;
      const meant = SALVO_KEY_SLIPS[foldWord(k)];
      const value = item[k];
      if (meant !== undefined && !(meant in item) && slipFor[meant] === undefined && (typeof value === 'string' || typeof value === 'number' || (meant === 'cells' && Array.isArray(value)))) {
        slipFor[meant] = k;
        const written = `${meant}: ${Array.isArray(value) ? `[${value.map(String).join(', ')}]` : String(value).trim()}`;
        error('unknown-key', `"${k}" is not a salvo key: ${meant} is`, ctx.src.keyPositionOf([...path, k]), [...path, k], `write ${written}`, 'error', {
          kind: 'salvo',
          key: k,
          meant,
          written,
          keys: SALVO_KEYS,
          ...single,
        });
        continue;
      }
      const guess = didYouMean(k, SALVO_KEYS);
      if (guess === 'side' && !('side' in item)) sideMisspelt = true;
      error('unknown-key', `"${k}" is not a salvo key`, ctx.src.keyPositionOf([...path, k]), [...path, k], guess !== undefined ? `did you mean ${guess}?` : `the keys are ${SALVO_KEYS.join(', ')}`, 'error', {
        kind: 'salvo',
        key: k,
        ...(guess !== undefined ? { guess } : {}),
        keys: SALVO_KEYS,
        ...single,
      });
    }
    if (typeof item.side !== 'string') {
      // `sdie: blue`: its key's error says it (did you mean side?), once.
      if (sideMisspelt) return NOTHING;
      error('salvo-side', 'which side fired?', undefined, [...path, 'side'], `the sides are ${ctx.sides[0].id} and ${ctx.sides[1].id}`, 'error', { sides: [ctx.sides[0].id, ctx.sides[1].id] });
      return NOTHING;
    }
    sideKey = item.side;
    const cellsKey = slipFor.cells ?? 'cells';
    cellsValue = item[cellsKey];
    cellsPath = [...path, cellsKey];
    const resultKey = slipFor.result ?? 'result';
    resultValue = item[resultKey];
    resultPath = [...path, resultKey];
  } else {
    let candidates = Object.keys(item).filter((k) => !(SALVO_EXTRA_KEYS as readonly string[]).includes(k));
    // One side beside a misspelt key (`nte:` for `note:`): the key is the error, the salvo stands.
    const sided = candidates.filter((k) => ctx.sideOf(k) !== undefined);
    if (candidates.length > 1 && sided.length === 1) {
      for (const k of candidates) {
        if (k === sided[0]) continue;
        // `result:` under the side's line, its words beside it or listed under it: the result, on the salvo's line.
        const asResult = foldWord(k) === 'result' ? resultItemOf(ctx, ctx.src.keyPositionOf([...path, k])) : undefined;
        if (asResult !== undefined) {
          ctx.diagnostics.push(resultItemDiagnostic(asResult, ctx.file));
          continue;
        }
        const guess = didYouMean(k, SALVO_EXTRA_KEYS);
        error('unknown-key', `"${k}" is not a salvo key`, ctx.src.keyPositionOf([...path, k]), [...path, k], guess !== undefined ? `did you mean ${guess}?` : `beside the side, a salvo may have ${SALVO_EXTRA_KEYS.join(', ')}`, 'error', {
          kind: 'beside-side',
          key: k,
          ...(guess !== undefined ? { guess } : {}),
          keys: SALVO_EXTRA_KEYS,
          ...single,
        });
      }
      candidates = sided;
    }
    if (candidates.length !== 1) {
      const p = ctx.src.positionOf(path);
      error(
        'salvo-form',
        candidates.length === 0 ? 'the salvo names no side' : `one salvo per item: ${candidates.slice(0, -1).join(', ')} and ${candidates.at(-1)!} are ${candidates.length === 2 ? 'both' : 'all'} written here`,
        p,
        path,
        `write e.g. "${example}"`,
        'error',
        candidates.length === 0 ? { kind: 'no-side', example, ...single } : { kind: 'several', names: candidates, example, ...single },
      );
      return NOTHING;
    }
    sideKey = candidates[0]!;
    cellsValue = item[sideKey];
    cellsPath = [...path, sideKey];
  }
  let side = ctx.sideOf(sideKey);
  // The line as it is to be written with the side named (`- red: A1 B2 -> hit`), where it is one
  // line of text; else the side and "…" (a salvo of keys, or cells as a list).
  // An announcement with no arrow before it is given one, as salvo-arrow-missing writes the line.
  const rewritten = (named: string): string => {
    if (structured || !(typeof cellsValue === 'string' || typeof cellsValue === 'number')) return `- ${named}: …`;
    const whole = foldWidth(writtenText(ctx, cellsPath, cellsValue)).trim();
    if (whole === '' || /[\r\n]/u.test(whole)) return `- ${named}: …`;
    const unarrowed = ARROW.test(whole) ? undefined : unarrowedAnnouncement(whole, ctx, cellsPath);
    return unarrowed === undefined ? `- ${named}: ${whole}` : `- ${named}: ${whole.slice(0, unarrowed.cellsEnd).trim()} -> ${whole.slice(unarrowed.offset).trim()}`;
  };
  // `- Bob: …` for Bob's side: the player named, as the command line allows.
  const folded = foldWord(sideKey);
  const played = side === undefined ? ctx.sides.filter((s) => s.player !== undefined && foldWord(s.player) === folded) : [];
  if (played.length === 1) {
    side = played[0]!.id;
    error('salvo-side-player', `"${sideKey}" is the player of ${side}: read as a salvo of ${side}`, structured ? undefined : ctx.src.keyPositionOf([...path, sideKey]), structured ? [...path, 'side'] : path, `write ${rewritten(side)}`, 'warning', { name: sideKey, side, ...spokenSides(side), written: rewritten(side), ...single });
  }
  // `- 4. blue: …`, `- 4 blue: …`: the salvo's number from the paper copied before the side.
  const numbered = side === undefined ? /^(\d{1,4})\s*[.):]?\s*(\S.*)$/su.exec(sideKey) : null;
  if (numbered !== null && ctx.sideOf(numbered[2]!) !== undefined) {
    side = ctx.sideOf(numbered[2]!)!;
    const number = Number(numbered[1]);
    // A paper that numbers each side's salvos apart (1. blue, 1. red, 2. blue, …) wrote the side's
    // own count: said as that, not as a number written wrong; one neither count gives, with both.
    const own = ctx.sideFired === undefined ? undefined : ctx.sideFired(side) + 1;
    const which =
      number === first
        ? `this is salvo ${first}`
        : own === number
          ? `this is salvo ${first}; ${number} is ${takesApostrophe(side) ? `${side}'s own count` : `the count of ${side} alone`}, salvo ${own} of ${side}`
          : own !== undefined && own !== first
            ? `this is salvo ${first}, salvo ${own} of ${side}, not ${number}`
            : `this is salvo ${first}, not ${number}`;
    error(
      'salvo-numbered',
      `"${sideKey}" read as a salvo of ${side}: a salvo's number is not written, its place in the list gives it (${which})`,
      structured ? undefined : ctx.src.keyPositionOf([...path, sideKey]),
      structured ? [...path, 'side'] : path,
      `write ${rewritten(side)}`,
      'warning',
      { name: sideKey, side, ...spokenSides(side), number, salvo: first, ...(own !== undefined ? { own } : {}), written: rewritten(side), ...single },
    );
  }
  // `- result: hit` as an item of its own after the salvo: the result, not a side.
  const asItem = side === undefined && foldWord(sideKey) === 'result' ? resultItemOf(ctx, structured ? undefined : ctx.src.keyPositionOf([...path, sideKey])) : undefined;
  if (asItem !== undefined) {
    ctx.diagnostics.push(resultItemDiagnostic(asItem, ctx.file));
    return NOTHING;
  }
  if (side === undefined) {
    const guess = nameMeant(sideKey, ctx.sides.map((s) => s.id));
    const hinted = ctx.sidesHint !== undefined && guess === undefined;
    // The side meant, where a slip of one: the whole line to write with it (as a cell's guess gives
    // it), where the line is one line of text.
    const meantLine = guess === undefined ? undefined : rewritten(guess);
    const writeLine = meantLine === undefined || meantLine.endsWith('…') ? undefined : meantLine;
    const suggestion = hinted ? ctx.sidesHint : writeLine !== undefined ? withLine(sideSuggestion(sideKey, ctx.sides), { line: writeLine }) : sideSuggestion(sideKey, ctx.sides);
    error('unknown-side', `"${sideKey}" is not a side of this game; the line stays in the file but is read as neither side's and not judged`, structured ? undefined : ctx.src.keyPositionOf([...path, sideKey]), structured ? [...path, 'side'] : path, suggestion, 'error', {
      ...unknownSideParts(sideKey, ctx.sides),
      ...(hinted && ctx.sidesHintParts !== undefined ? ctx.sidesHintParts : {}),
      ...(!hinted && writeLine !== undefined ? { writeLine } : {}),
    });
    // Its announcement, where it reads, is kept: `- третий: З2 -> мимо` announced a miss, whoever
    // fired it, and the referee counts the line's hits by it as a line naming no cell's.
    const lostSalvo = unknownSideAnnouncement(ctx, cellsValue, structured, resultValue, at);
    return lostSalvo === undefined ? NOTHING : { ...NOTHING, lostSalvo };
  }

  // Cells (and, in the one-line form, the announcement after the arrow).
  const slots: CellSlot[] = [];
  let resultText: string | undefined;
  let resultAt: TextPosition | undefined;
  const readCellText = (text: string, start: TextPosition | undefined, fallback: DataPath): void => {
    slots.push(...readCells(text, start, ctx, fallback));
  };
  if (Array.isArray(cellsValue)) {
    cellsValue.forEach((c, i) => {
      const p: DataPath = [...cellsPath, i];
      const t = typeof c === 'string' || typeof c === 'number' ? writtenText(ctx, p, c) : '';
      readCellText(t, scalarStart(ctx, p, t), p);
    });
  } else if (typeof cellsValue === 'string' || typeof cellsValue === 'number') {
    // Full-width forms (`Ａ１ Ｂ４ －＞ ｍｉｓｓ`) as ASCII, for the arrow as for cells and words;
    // one unit for one, so columns stay right.
    const whole = foldWidth(writtenText(ctx, cellsPath, cellsValue));
    const start = unkeyed ? unkeyed.restAt : scalarStart(ctx, cellsPath, writtenText(ctx, cellsPath, cellsValue));
    const m = structured ? null : ARROW.exec(whole);
    // No arrow, but the words after the cells read as an announcement: taken as one, with a warning.
    const unarrowed = structured || m ? undefined : unarrowedAnnouncement(whole, ctx, cellsPath);
    // A line cut short in its arrow (`J7 H2 E5 A10 D6 -`, the file truncated there): the cells
    // before it, with no announcement yet, as `J7 H2 E5 A10 D6 ->` is; the dash is no cell.
    const cut = structured || m || unarrowed ? null : CUT_ARROW.exec(whole);
    const cellText = m ? whole.slice(0, m.index) : unarrowed ? whole.slice(0, unarrowed.cellsEnd) : cut ? whole.slice(0, cut.index) : whole;
    readCellText(cellText, start, cellsPath);
    if (cut) {
      resultText = '';
      const offset = whole.trimEnd().length;
      resultAt = start ? { line: start.line, column: start.column + offset } : ctx.src.positionOf(cellsPath);
    }
    if (m) {
      const after = whole.slice(m.index + m[0].length);
      const lead = after.length - after.trimStart().length;
      resultText = after.trim();
      const offset = m.index + m[0].length + lead;
      resultAt = start ? { line: start.line, column: start.column + offset } : ctx.src.positionOf(cellsPath);
    } else if (unarrowed) {
      resultText = whole.slice(unarrowed.offset).trim();
      resultAt = start ? { line: start.line, column: start.column + unarrowed.offset } : ctx.src.positionOf(cellsPath);
      error(
        'salvo-arrow-missing',
        `"${resultText}" is read as the announcement: no "->" stands before it`,
        resultAt,
        cellsPath,
        // The side as read: a line under the player's name (`- Bob:`) is told to name the side, as salvo-side-player tells it.
        `write - ${side ?? sideKey}: ${cellText.trim()} -> ${resultText}`,
        'warning',
        { result: resultText, written: `- ${side ?? sideKey}: ${cellText.trim()} -> ${resultText}` },
      );
    }
  } else if (cellsValue !== undefined && cellsValue !== null) {
    // The example in the board's own cells, as many as a side's first salvo has (one where every
    // salvo is one shot), as salvo-no-cells shows it: a whole salvo to copy, not two of Jutland's six.
    const cells = salvoExample(ctx.variant);
    error('salvo-cells', `the cells are written as text, e.g. "${cells}"`, undefined, cellsPath, undefined, 'error', { example: cells });
  }
  // No cell written at all (`- red: -> no hits`, `- red:`): which cells were fired is not known, so
  // the line is left out of the record, as a line that cannot be read (it keeps its number); the
  // referee puts it back as a salvo of cells not known (`lostSalvo`, see src/record/referee.ts).
  const noCells = slots.length === 0;
  if (noCells) {
    const said = resultText !== undefined && resultText !== '' ? ` -> ${resultText}` : ' -> <announcement>';
    // A line to copy: as many cells as a side's first salvo has (one where every salvo is one shot), in the board's own.
    const cells = salvoExample(ctx.variant);
    error(
      'salvo-no-cells',
      `${possessive(side, 'salvo')} names no cell: which cells it fired is not known, so neither they nor its size are judged`,
      undefined,
      cellsPath,
      `write the cells fired after "${structured ? 'cells:' : `${sideKey}:`}", e.g. ${structured ? `cells: ${cells}` : `- ${sideKey}: ${cells}${said}`}; or remove the line if no salvo was fired`,
      'error',
      // The side as the Russian and Polish texts call it (`«Синие»`), as the rest of check's messages do.
      { side, ...(side !== undefined ? spokenSides(side) : {}), key: structured ? 'cells' : sideKey, example: structured ? `cells: ${cells}` : `- ${sideKey}: ${cells}`, ...(structured ? {} : resultText !== undefined && resultText !== '' ? { result: resultText } : { placeholder: true }) },
    );
  }
  if (structured && resultValue !== undefined && resultValue !== null) {
    resultText = foldWidth(String(resultValue)).trim();
    resultAt = resultPath ? scalarStart(ctx, resultPath, String(resultValue)) ?? ctx.src.positionOf(resultPath) : undefined;
  }

  // Note, forced, together.
  let note: string | undefined;
  if (item.note !== undefined && item.note !== null) {
    if (typeof item.note === 'string' || typeof item.note === 'number') note = String(item.note);
    else error('salvo-note', 'a note is text', undefined, [...path, 'note'], undefined, 'error', {});
  }
  // `forced: yes` (on, no, off): YAML 1.1's true and false, text as the record is read; told which to write.
  const notBoolean = (key: 'forced' | 'together', value: unknown): void => {
    const meant = yesNoMeant(value);
    // `forced: "true"` (or "True"): the value meant, in quotes, which YAML reads as text.
    const unquoted = typeof value === 'string' && /^(?:true|false)$/iu.test(value.trim()) ? value.trim().toLowerCase() : undefined;
    const advice = unquoted !== undefined ? `write ${unquoted} without the quotes: in quotes YAML reads it as text` : meant === undefined ? undefined : yesNoAdvice(meant, 'en');
    error(`salvo-${key}`, `${key} is true or false`, undefined, [...path, key], advice, 'error', unquoted !== undefined ? { unquoted } : meant === undefined ? {} : { yesNo: meant });
  };
  let forced: boolean | undefined;
  if (item.forced !== undefined && item.forced !== null) {
    if (typeof item.forced === 'boolean') forced = item.forced;
    else notBoolean('forced', item.forced);
  }
  let together = false;
  if (item.together !== undefined && item.together !== null) {
    if (typeof item.together !== 'boolean') notBoolean('together', item.together);
    else if (item.together && !readsTurnLines(ctx.variant)) {
      error('salvo-together-ignored', 'every line is one salvo in this variant; "together" is ignored', ctx.src.keyPositionOf([...path, 'together']), [...path, 'together'], 'leave it out', 'warning', { ...single });
    } else together = item.together;
  }

  // Announcement.
  const hasResult = resultText !== undefined && resultText !== '';
  const isTurn = hasResult && !together && slots.length > 1 && readsTurnLines(ctx.variant);
  let announcement: Announcement | null = null;
  let shotOffsets: readonly number[] | undefined;
  let unreadableResult = false;
  let resultCount: number | undefined;
  const resultIssues: { diagnostic: Diagnostic; offset: number }[] = [];
  if (hasResult) {
    // `- blue: A1 A2 -> cruiser #2`: YAML reads " #2" as a comment, so the ship number is gone.
    const cut = structured || !resultAt ? undefined : shipNumberComment(ctx.lines[resultAt.line - 1] ?? '', resultAt.column - 1 + resultText!.length);
    // `- blue: A1 A2 -> "cruiser #2"`: the quote opened after the arrow closes in the comment; it
    // is no part of the words read, nor of the advice (a quote inside the quoted salvo is no YAML).
    const quote = cut && /^["']/u.exec(resultText!)?.[0];
    const comment = cut && quote && cut.text.endsWith(quote) ? { ...cut, text: cut.text.slice(0, -1) } : cut;
    // `- blue: D2 E2 -> lion 3, "light cruiser #1 1", collier 1`: a quote opened inside the
    // result, before the cut, closes in the comment too; it is blanked where it stands (the
    // offsets of the words after it kept), so the one slip is said once, as the comment.
    const inner = cut !== undefined && comment === cut ? openQuoteBefore(resultText!, cut.text) : undefined;
    const read = comment !== cut ? resultText!.slice(1) : inner !== undefined ? `${resultText!.slice(0, inner.at)} ${resultText!.slice(inner.at + 1)}` : resultText!;
    // The comment is said without the quote that closed there (`#1 1, collier 1`).
    const shown = comment !== undefined && inner !== undefined ? { ...comment, text: comment.text.replace(inner.close, '') } : comment;
    // No cell named: as many shots as a salvo has where that is one number, else as many as said.
    const policy = ctx.variant.turns.salvo;
    const said = parseAnnouncement(read, ctx.variant, !noCells ? slots.length : policy.kind === 'constant' ? policy.shots : undefined, ctx.language);
    // A cell written as a range (`A1-A4`, its own error) stands for as many shots as one of its
    // readings has (A1 A4, A1 A2 A3 A4): as many results as that are no second mistake.
    const r = !noCells && rangeFits(slots, said) ? { ...said, issues: said.issues.filter((x) => x.diagnostic.code !== 'announcement-length') } : said;
    // How many results it gives one by one, as many as the shots or not.
    const length = said.issues.find((x) => x.diagnostic.code === 'announcement-length')?.diagnostic.parts?.['results'];
    resultCount = typeof length === 'number' ? length : said.announcement?.kind === 'per-shot' ? said.announcement.shots.length : undefined;
    const shift = resultText!.length - read.length;
    announcement = r.announcement;
    shotOffsets = r.shotOffsets?.map((o) => o + shift);
    unreadableResult = r.announcement === null;
    // An offset among the parts (`at`, where a # goes) is the salvo's, as the issue's own.
    resultIssues.push(...r.issues.map((x) => ({ ...x, offset: x.offset + shift, ...(typeof x.diagnostic.parts?.['at'] === 'number' ? { diagnostic: { ...x.diagnostic, parts: { ...x.diagnostic.parts, at: x.diagnostic.parts['at'] + shift } } } : {}) })));
    if (comment !== undefined && ctx.variant.report.timing === 'per-salvo' && ctx.variant.report.by === 'ship') {
      // The ship number cut off is missed, and quotes around a class before it (`"light cruiser" #1 1`)
      // are gone from the salvo advised: the one slip is said once, as the comment.
      resultIssues.splice(0, resultIssues.length, ...resultIssues.filter((x) => x.diagnostic.code !== 'announcement-ship-missing' && x.diagnostic.parts?.['kind'] !== 'quoted'));
      const column = resultAt!.column + resultText!.length + comment.offset;
      error(
        'salvo-comment',
        `"${shown!.text}" is a YAML comment here: the ship number after the announcement is not read`,
        { line: resultAt!.line, column },
        cellsPath,
        `put the salvo in quotes: - ${sideKey}: "${quotable(cellsValue, shown!.text)}"`,
        'error',
        { kind: 'ship', comment: shown!.text, write: `- ${sideKey}: "${quotable(cellsValue, shown!.text)}"`, ...single },
      );
    } else if (comment !== undefined && ctx.variant.report.timing === 'per-salvo' && /^#\d+\s+\S/u.test(shown!.text)) {
      // `cruiser #2 1` where ships are not told apart: the count after the number is cut off too.
      // Quotes around a class before it (`lion 1, "light cruiser" #2 1`) are gone from the salvo
      // advised: the one slip is said once, as the comment, an error as the announcement is not read.
      const quotedToo = resultIssues.some((x) => x.diagnostic.parts?.['kind'] === 'quoted');
      resultIssues.splice(0, resultIssues.length, ...resultIssues.filter((x) => x.diagnostic.parts?.['kind'] !== 'quoted'));
      const column = resultAt!.column + resultText!.length + comment.offset;
      error(
        'salvo-comment',
        `"${shown!.text}" is a YAML comment here: what follows the announcement is not read`,
        { line: resultAt!.line, column },
        cellsPath,
        `leave out the ship number (this variant reports by class): ${byClassLine(sideKey, cellsValue, shown!.text, ctx.variant, ctx.language)}`,
        quotedToo ? 'error' : 'warning',
        { kind: 'by-class', comment: shown!.text, write: byClassLine(sideKey, cellsValue, shown!.text, ctx.variant, ctx.language), ...single },
      );
    }
  }
  // `light cruiser 2 1` advised as `light cruiser #2 1` in a salvo line not in quotes: pasted as
  // it is, the # would start a YAML comment; the whole line is given, in quotes.
  const plainLine = !structured && resultAt !== undefined && !/^\s*-?\s*[^:"']+:\s*["']/u.test(ctx.lines[resultAt.line - 1] ?? '');
  for (const [n, x] of resultIssues.entries()) {
    const parts = x.diagnostic.parts;
    const at = parts?.['at'];
    if (!plainLine || x.diagnostic.code !== 'announcement-ship-missing' || typeof parts?.['example'] !== 'string' || typeof at !== 'number') continue;
    const fixed = `${resultText!.slice(0, at)}#${resultText!.slice(at)}`;
    const write = `- ${sideKey}: "${quotable(cellsValue, '').replace(/(->|=>|→)\s*.*$/su, `$1 ${fixed.replace(/"/gu, '')}`).trim()}"`;
    resultIssues[n] = { ...x, diagnostic: { ...x.diagnostic, suggestion: `write "${parts['example']}": a ship's number follows a #, with the whole salvo in quotes (a # after a space starts a YAML comment): ${write}`, parts: { ...parts, write } } };
  }
  // `lion "#1" 1` advised as `lion #1 1`: in a salvo line not in quotes the whole line is given,
  // in quotes, as for the ship's # left out; in one already in quotes the quotes need no word.
  for (const [n, x] of resultIssues.entries()) {
    const parts = x.diagnostic.parts;
    if (structured || parts?.['kind'] !== 'quoted' || parts['comment'] !== true || typeof parts['write'] !== 'string') continue;
    const said = parts['write'];
    if (plainLine) {
      const line = `- ${sideKey}: "${quotable(cellsValue, '').replace(/(->|=>|→)\s*.*$/su, `$1 ${said.replace(/"/gu, '')}`).trim()}"`;
      resultIssues[n] = { ...x, diagnostic: { ...x.diagnostic, suggestion: `write ${said}, with the whole salvo in quotes (a # after a space starts a YAML comment): ${line}`, parts: { ...parts, line } } };
    } else if (resultAt !== undefined) resultIssues[n] = { ...x, diagnostic: { ...x.diagnostic, suggestion: `write ${said}`, parts: { ...parts, comment: false } } };
  }
  // Cells that cannot be read, each of one sure reading (`10B`: B10): the whole line to write, after the guess,
  // in any form the cells are written in: the one line they are on (the structured form's, its `cells:` line).
  const lead = unkeyed?.restAt !== undefined ? { line: unkeyed.restAt.line, column: unkeyed.restAt.column - 1, text: `- ${unkeyed.side}: ` } : undefined;
  const lineAsMeant = lineMeant(ctx.lines, slots, ctx.variant.board, resultCount, Array.isArray(cellsValue), lead);
  // The side's colon missing too: its warning gives the same line, the cells as meant.
  const colon = lead !== undefined && lineAsMeant !== undefined && lineAsMeant.line.startsWith(lead.text) ? ctx.diagnostics[colonAt] : undefined;
  if (colon?.code === 'salvo-colon-missing' && lead !== undefined && lineAsMeant !== undefined) {
    ctx.diagnostics[colonAt] = { ...colon, suggestion: `write ${lineAsMeant.line}`, parts: { ...colon.parts, rest: lineAsMeant.line.slice(lead.text.length) } };
  }
  if (lineAsMeant !== undefined) {
    for (const slot of slots) {
      if (slot.cell !== null) continue;
      slot.diagnostics.forEach((d, k) => {
        if (d.severity === 'error' && d.suggestion !== undefined) slot.diagnostics[k] = { ...d, suggestion: withLine(d.suggestion, lineAsMeant), parts: { ...d.parts, writeLine: lineAsMeant.line, ...(lineAsMeant.range !== undefined ? { writeRange: lineAsMeant.range } : {}) } };
      });
    }
  }
  // Words of the announcement that cannot be read, each with its guess (`мим`: мимо?, `vbvj`: мимо?): the whole line to write, after the guess.
  if (!structured && resultAt !== undefined && resultAt.line === at.line) announcementLineMeant(ctx.lines[at.line - 1] ?? '', resultAt.column - 1, resultIssues);
  const resultPos = (offset: number): TextPosition | undefined => (resultAt ? { line: resultAt.line, column: resultAt.column + offset } : undefined);
  const pushResultIssue = (x: { diagnostic: Diagnostic; offset: number }, salvo: number): void => {
    ctx.diagnostics.push({ ...x.diagnostic, ...place(resultPos(x.offset), resultPath ?? cellsPath, salvo) });
  };
  const pushSlot = (slot: CellSlot, salvo: number): void => {
    for (const d of slot.diagnostics) ctx.diagnostics.push({ ...d, salvo });
  };
  const extras = { ...(note !== undefined ? { note } : {}), ...(forced === true ? { forced } : {}) };

  if (noCells) {
    // The announcement's own words are still read (an unknown word is said), but not its length:
    // there are no shots to count the results against.
    for (const x of resultIssues) if (x.diagnostic.code !== 'announcement-length') pushResultIssue(x, first);
    const lostSalvo: LostSalvo = {
      at: { line: at.line, column: at.column },
      ...(resultAt ? { result: resultAt } : {}),
      announcement,
      unreadableResult,
      ...(forced === true ? { forced } : {}),
    };
    return { ...NOTHING, lostSide: side, lostSalvo };
  }

  if (!isTurn) {
    for (const slot of slots) pushSlot(slot, first);
    for (const x of resultIssues) pushResultIssue(x, first);
    const readable = slots.filter((s): s is CellSlot & { cell: number } => s.cell !== null);
    // One result per cell: the results of cells that cannot be read go with them, so the rest
    // still answer their own cells (and no "2 results for 1 shot" follows the unreadable cell).
    const split = announcement !== null && announcement.kind === 'per-shot' && readable.length < slots.length && announcement.shots.length === slots.length ? announcement.shots : undefined;
    const kept = split ? { kind: 'per-shot' as const, shots: split.filter((_, k) => slots[k]!.cell !== null) } : announcement;
    // Those results are still what was announced: kept beside the salvo for the referee.
    const unreadResults = split?.filter((_, k) => slots[k]!.cell === null);
    // Cells off the board were called all the same: shots that hit nothing, counted in the size.
    const offBoard = slots.filter(offTheBoard).length;
    const salvo: RecordedSalvo = { side, cells: readable.map((s) => s.cell), announcement: kept, ...extras, ...(offBoard > 0 ? { offBoard } : {}) };
    const source: SalvoSource = {
      item: first,
      at: { line: at.line, column: at.column },
      cells: readable.map((s) => s.at ?? at),
      ...(resultAt ? { result: resultAt } : {}),
      unreadableCells: slots.length - readable.length,
      ...(unreadResults !== undefined ? { unreadResults } : {}),
      ...(unreadResults !== undefined && unreadResults.length > 0 ? { unreadAt: slots.flatMap((s, k) => (s.cell === null ? [{ index: k, written: s.written ?? '?' }] : [])) } : {}),
      unreadableResult,
      ...(kept?.kind === 'per-salvo' && resultText !== undefined && resultText !== '' ? { resultWritten: resultText } : {}),
    };
    return { salvos: [salvo], sources: [source], numbers: 1 };
  }

  // A turn line: one one-shot salvo per cell.
  const shots = slots.length;
  slots.forEach((slot, k) => pushSlot(slot, first + k));
  for (const x of resultIssues) pushResultIssue(x, first + shotOfOffset(resultText!, x.offset, shots, shotOffsets));
  const salvos: RecordedSalvo[] = [];
  const sources: SalvoSource[] = [];
  slots.forEach((slot, k) => {
    const report = announcement !== null && announcement.kind === 'per-shot' ? announcement.shots[k] : undefined;
    const result = shotOffsets?.[k] !== undefined ? resultPos(shotOffsets[k]!) : resultAt;
    const where = { item: first + k, at: slot.at ?? { line: at.line, column: at.column }, shot: { index: k, of: shots } };
    if (slot.cell === null) {
      // A shot whose cell cannot be read (reported above) was fired all the same, by this side,
      // with its result: kept as a one-shot salvo of no readable cell, as a one-cell line is, so
      // that whose turn it was after it, and what it sank, are still judged.
      salvos.push({ side, cells: [], announcement: report ? { kind: 'per-shot', shots: [] } : null, ...extras, ...(offTheBoard(slot) ? { offBoard: 1 } : {}) });
      sources.push({ ...where, cells: [], ...(result ? { result } : {}), unreadableCells: 1, ...(report ? { unreadResults: [report] } : {}), unreadableResult });
      return;
    }
    salvos.push({ side, cells: [slot.cell], announcement: report ? { kind: 'per-shot', shots: [report] } : null, ...extras });
    sources.push({
      ...where,
      cells: [slot.at ?? at],
      ...(result ? { result } : {}),
      unreadableCells: 0,
      unreadableResult,
    });
  });
  return { salvos, sources, numbers: shots };
}

/**
 * A salvo item that YAML read as one text because its side has no ": " after it (`blue C4 D5 ->
 * …`, `blue:C4 D5 -> …`): the side (its first word, a side of the game), the rest, where the
 * colon is missing and where the rest starts (when the item is written on one line, unquoted).
 */
function sideWithoutColon(text: string, ctx: SalvoContext, path: DataPath): { side: string; rest: string; at: TextPosition | undefined; restAt: TextPosition | undefined } | undefined {
  // The colon typed as a semicolon (the same key without Shift on a Latin keyboard): `blue; A1`, `blue;A1`.
  const m = /^([^\s:;]+)(?::(?=\S)|\s*;\s*|\s+)(\S.*)$/su.exec(text);
  if (!m || ctx.sideOf(m[1]!) === undefined) return undefined;
  const start = scalarStart(ctx, path, text);
  const pos = (offset: number): TextPosition | undefined => (start ? { line: start.line, column: start.column + offset } : undefined);
  return { side: m[1]!, rest: m[2]!, at: pos(m[1]!.length), restAt: pos(text.length - m[2]!.length) };
}

/**
 * Where a one-line salvo written without its arrow (`A1 B4 no hits`, `A1 B4 > no hits`) has its
 * announcement: the first word that is no cell from which the rest (past a stray `>` or `-`)
 * reads as an announcement for the cells before it, without an error. Undefined when there is
 * none: then every word is taken as a cell, and those that are not are reported as such.
 */
function unarrowedAnnouncement(whole: string, ctx: SalvoContext, cellsPath: DataPath): { cellsEnd: number; offset: number } | undefined {
  const tokens: { text: string; offset: number }[] = [];
  const re = /[^\s,;]+/gu;
  for (let m = re.exec(whole); m !== null; m = re.exec(whole)) tokens.push({ text: m[0], offset: m.index });
  for (let i = 1; i < tokens.length; i++) {
    if (parseCell(tokens[i]!.text, ctx.variant.board).ok) continue;
    let j = i;
    while (j < tokens.length && STRAY_SEPARATOR.test(tokens[j]!.text)) j++;
    if (j >= tokens.length) return undefined;
    const cellsEnd = tokens[i]!.offset;
    const shots = readCells(whole.slice(0, cellsEnd), undefined, ctx, cellsPath).length;
    const r = parseAnnouncement(whole.slice(tokens[j]!.offset), ctx.variant, shots, ctx.language);
    if (r.announcement !== null && r.issues.every((x) => x.diagnostic.severity !== 'error')) return { cellsEnd, offset: tokens[j]!.offset };
  }
  return undefined;
}

/** The salvo's text and the comment cut from it, without the quote marks a double-quoted YAML line cannot hold. */
function quotable(cellsValue: unknown, comment: string): string {
  return `${String(cellsValue).trim()} ${comment}`
    .replace(/(->|=>|→)\s*["']/u, '$1 ')
    .replace(/"/gu, '')
    .replace(/(?<=^|[\s,;])'([^'\n]+)'(?=$|[\s,;])/gu, '$1')
    .replace(/[«»„“”]/gu, '');
}

/**
 * The salvo line to write where a by-class report was given a ship number that YAML cut off
 * (`- blue: A1 A2 -> cruiser #2 1`): the salvo without its ship numbers (`- blue: A1 A2 -> cruiser 1`),
 * which reads clean; quoted, the number would be read and ignored (announcement-ship-ignored).
 * In quotes only where what is left still needs them.
 */
function byClassLine(sideKey: string, cellsValue: unknown, comment: string, variant: Variant, language: string | undefined): string {
  const text = quotable(cellsValue, comment).replace(/\s*#\d+/gu, '').replace(/\s+/gu, ' ').trim();
  const arrow = /\s*(->|=>|→)\s*/u.exec(text);
  let line = text;
  if (arrow !== null) {
    // The words as written, where they read clean; else as salvo writes what they say (a count
    // left where the variant announces none: `пятиклеточный 1` is `пятиклеточный`).
    const said = text.slice(arrow.index + arrow[0].length);
    const r = parseAnnouncement(said, variant, undefined, language);
    if (r.issues.length > 0 && r.announcement !== null) line = `${text.slice(0, arrow.index)} ${arrow[1]!} ${formatAnnouncement(r.announcement, variant, language)}`;
  }
  return `- ${sideKey}: ${/\s#|:\s|^[-?:,[\]{}#&*!|>'"%@`]/u.test(line) ? JSON.stringify(line) : line}`;
}

/**
 * Where in a result cut short by a YAML comment a quote opens that closes in the comment: the
 * last quote mark of the text left open there (`lion 3, "light cruiser` with `#1 1", collier 1`).
 */
function openQuoteBefore(text: string, comment: string): { at: number; close: string } | undefined {
  for (const [open, close] of [['"', '"'], ["'", "'"], ['«', '»'], ['„', '“'], ['„', '”']] as const) {
    const at = text.lastIndexOf(open);
    if (at < 0 || text.indexOf(close, at + 1) >= 0 || !comment.includes(close)) continue;
    // Marks that open and close alike are paired: the last is open only if their number is odd.
    if (open === close && text.split(open).length % 2 === 1) continue;
    return { at, close };
  }
  return undefined;
}

/** A comment that starts like a ship number (` #2 …`) in `line` from `from` on: its text and offset there. */
function shipNumberComment(line: string, from: number): { text: string; offset: number } | undefined {
  const m = /^(\s+)(#\d.*?)\s*$/u.exec(line.slice(from));
  return m ? { text: m[2]!, offset: m[1]!.length } : undefined;
}

/**
 * Which shot of a turn line a problem in its result text concerns: the result it falls in (by
 * the readable results' offsets, else by the commas before it, else by the words before it).
 */
function shotOfOffset(text: string, offset: number, shots: number, shotOffsets: readonly number[] | undefined): number {
  let k = 0;
  if (shotOffsets !== undefined) {
    shotOffsets.forEach((o, i) => {
      if (o <= offset) k = i;
    });
  } else {
    const tokens = tokenize(text);
    const separated = tokens.some(isSeparator);
    k = tokens.filter((t) => t.offset < offset && (separated ? isSeparator(t) : true)).length;
  }
  return Math.max(0, Math.min(shots - 1, k));
}

/**
 * Whether an announcement's results, told as too many or too few (`announcement-length`), are as
 * many as the shots of the salvo with each cell written as a range read one of its ways (the two
 * ends, or every cell between them), and cells run together (`A1B2C3`) as the cells they are: the
 * range (or the spaces left out) is the one mistake, said at the cell.
 */
function rangeFits(slots: readonly CellSlot[], said: { readonly issues: readonly { readonly diagnostic: Diagnostic }[] }): boolean {
  const length = said.issues.find((x) => x.diagnostic.code === 'announcement-length')?.diagnostic.parts?.['results'];
  if (typeof length !== 'number') return false;
  const ranges = slots.map((slot) => (slot.cell === null ? slot.diagnostics.find((d) => d.parts?.['hint'] === 'range' || d.parts?.['hint'] === 'run')?.parts : undefined));
  const counts = rangeShotCounts(ranges.filter((r) => r === undefined).length, ranges.filter((r) => r !== undefined));
  return counts?.has(length) === true;
}

/** One cell as written: read (`cell`) or not (`null`, its error in `diagnostics`), and where. */
interface CellSlot {
  readonly cell: number | null;
  readonly at: TextPosition | undefined;
  /** Offset in the text it was read from, for ordering. */
  readonly offset: number;
  /** Its problems, placed (file, line, column) but without a salvo number. */
  readonly diagnostics: Diagnostic[];
  /** A cell that cannot be read: its text as written (`C?`), where it is known. */
  readonly written?: string;
}

/** A cell written off the board (not one that cannot be read at all): a shot that hit nothing. */
function offTheBoard(slot: CellSlot): boolean {
  return slot.cell === null && slot.diagnostics.some((d) => d.code === 'cell-off-board' && d.severity === 'error');
}

/**
 * The announcement of a line whose side is not one of the game's (`unknown-side`), where it reads
 * whole: the line's cells counted as its shots, its words read as any line's, nothing said about
 * them (the line's own error says what to mend). Not for a turn of several one-shot salvos (a
 * Морской бой line of several cells), whose shots are salvos of their own.
 */
function unknownSideAnnouncement(ctx: SalvoContext, cellsValue: unknown, structured: boolean, resultValue: unknown, at: TextPosition): LostSalvo | undefined {
  let cellText = '';
  let resultText: string | undefined;
  let count: number | undefined;
  if (structured) {
    if (typeof resultValue === 'string' || typeof resultValue === 'number') resultText = foldWidth(String(resultValue)).trim();
    if (Array.isArray(cellsValue)) count = cellsValue.length;
    else if (typeof cellsValue === 'string' || typeof cellsValue === 'number') cellText = String(cellsValue);
  } else if (typeof cellsValue === 'string' || typeof cellsValue === 'number') {
    const whole = foldWidth(String(cellsValue));
    const m = ARROW.exec(whole);
    if (m === null) return undefined;
    cellText = whole.slice(0, m.index);
    resultText = whole.slice(m.index + m[0].length).trim();
  }
  if (resultText === undefined || resultText === '') return undefined;
  count ??= readCells(foldWidth(cellText), undefined, ctx, ['salvos']).length;
  if (count === 0 || (count > 1 && readsTurnLines(ctx.variant))) return undefined;
  const r = parseAnnouncement(resultText, ctx.variant, count, ctx.language);
  if (r.announcement === null || r.issues.some((x) => x.diagnostic.severity === 'error')) return undefined;
  return { at: { line: at.line, column: at.column }, announcement: r.announcement, unreadableResult: false };
}

/**
 * Read the cells of a salvo, each with its position and its own problems, in the order written.
 * Cells are separated by spaces or commas; a cell spread over two tokens (`a 10`) is read by the
 * core list reader. A cell that cannot be read is a slot with `cell: null` (its error attached).
 */
function readCells(text: string, start: TextPosition | undefined, ctx: SalvoContext, fallback: DataPath): CellSlot[] {
  const board = ctx.variant.board;
  const tokens: { text: string; offset: number }[] = [];
  const re = /[^\s,;]+/gu;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) tokens.push({ text: m[0], offset: m.index });
  const posAt = (offset: number): TextPosition | undefined => (start ? { line: start.line, column: start.column + offset } : undefined);
  const fallbackPos = ctx.src.positionOf(fallback);
  const placed = (d: Diagnostic, p: TextPosition | undefined): Diagnostic => {
    const q = p ?? fallbackPos;
    return { ...d, ...(ctx.file !== undefined ? { file: ctx.file } : {}), ...(q ? { line: q.line, column: q.column } : {}) };
  };

  // Usually every token is a cell.
  const one = tokens.map((t) => parseCell(t.text, board));
  if (one.every((p) => p.ok)) {
    return one.map((p, i) => {
      const offset = tokens[i]!.offset;
      const at = posAt(offset) ?? fallbackPos;
      return { cell: p.ok ? p.cell : null, at, offset, diagnostics: p.ok ? p.warnings.map((w) => placed(w, posAt(offset))) : [] };
    });
  }

  // Otherwise let the list reader group tokens; place each message at the text it quotes.
  const list = parseCellList(text, board);
  const slots: { cell: number | null; at: TextPosition | undefined; offset: number; diagnostics: Diagnostic[]; written?: string }[] = [];
  let cursor = 0;
  const warnings: { d: Diagnostic; offset: number }[] = [];
  const errorOffsets = new Set<number>();
  for (const d of list.diagnostics) {
    const quoted = /"([^"]*)"/u.exec(d.message)?.[1];
    let offset = quoted !== undefined ? text.indexOf(quoted, cursor) : -1;
    if (offset < 0 && quoted !== undefined) offset = text.indexOf(quoted);
    if (offset >= 0) cursor = offset + (quoted?.length ?? 0);
    // A cell off the board with no likely reading: the pad says which cell was called.
    const whatToDo = d.code === 'cell-off-board' && d.suggestion === undefined && quoted !== undefined ? { suggestion: `compare ${quoted} with the pad and write the cell that was called`, parts: { ...d.parts, pad: true } } : {};
    const diagnostic = placed({ ...d, ...whatToDo, message: `cell ${d.message}` }, offset >= 0 ? posAt(offset) : undefined);
    if (d.severity === 'error') {
      if (offset >= 0) errorOffsets.add(offset);
      slots.push({ cell: null, at: (offset >= 0 ? posAt(offset) : undefined) ?? fallbackPos, offset: offset >= 0 ? offset : text.length, diagnostics: [diagnostic], ...(quoted !== undefined && quoted !== '' ? { written: quoted } : {}) });
    } else warnings.push({ d: diagnostic, offset: offset >= 0 ? offset : 0 });
  }
  // The cells read: find each one's spelling in order (a token reading as that cell, else one that
  // starts a cell spread over tokens, never one reported unreadable), else the salvo's start.
  let from = 0;
  for (const c of list.cells) {
    const tokenIndex = tokens.findIndex((t, i) => t.offset >= from && !errorOffsets.has(t.offset) && (one[i]?.ok ? (one[i] as { cell: number }).cell === c : true));
    const t = tokenIndex >= 0 ? tokens[tokenIndex]! : undefined;
    if (t) from = t.offset + t.text.length;
    slots.push({ cell: c, at: (t ? posAt(t.offset) : undefined) ?? fallbackPos, offset: t ? t.offset : text.length, diagnostics: [] });
  }
  slots.sort((a, b) => a.offset - b.offset);
  // A warning goes with the cell it was written in (the last slot starting at or before it).
  for (const w of warnings) {
    let owner = slots[0];
    for (const s of slots) if (s.offset <= w.offset) owner = s;
    if (owner) owner.diagnostics.push(w.d);
    else ctx.diagnostics.push(w.d);
  }
  return slots;
}
