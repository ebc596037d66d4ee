/**
 * Keeping the books during a game: what `salvo record` and `salvo play` share. Whose turn it is
 * and how many shots they are owed, which rules a salvo about to be recorded would break, and
 * the record text with a salvo added or the last one removed, keeping whatever the players wrote
 * by hand (comments, layout) wherever the text allows it. No I/O: the caller writes the text
 * with `writeFileAtomic`.
 *
 * @example
 *   const turn = turnInfo(record, variant);      // { next: 'red', owed: { min: 6, max: 6 }, … }
 *   const breaches = breachesOfSalvo(record, variant, salvo); // [] when legal
 *   const { text } = appendSalvo(oldText, record, variant, salvo);
 *   // A turn of single shots (src/record/turns.ts): each shot judged in turn, added as one line.
 *   const perShot = breachesOfSalvos(record, morskoyBoy, shots); // one list per shot
 *   const { text: withTurn } = appendTurn(oldText, record, morskoyBoy, shots);
 */
import { isDeepStrictEqual } from 'node:util';
import { SalvoError } from '../core/diagnostics.js';
import { owedShots } from '../rules/salvo-size.js';
import type { GameResult, GameState, Range, Violation } from '../rules/types.js';
import { replay } from '../rules/engine.js';
import type { Variant } from '../variant/model.js';
import { appendSalvoText, appendTurnText, removeLastSalvoText } from './edit.js';
import { recordSideOf, setupOf, turnsOf, type ReplayOptions } from './game.js';
import type { GameRecord, RecordedSalvo } from './model.js';
import { parseRecord, parseRecordAppended } from './parse.js';
import { writeRecord } from './write.js';

/** Whose turn it is, as the record stands. */
export interface TurnInfo {
  /** The game now. */
  readonly state: GameState;
  /** The record side to fire next; null when the game is over. */
  readonly next: string | null;
  /** Another side that may fire next when the announcements leave it open. */
  readonly alternative: string | null;
  /** Shots owed to `next` (a range when its damage is known only roughly). */
  readonly owed: Range | null;
  /** The firing side's number for its next salvo. */
  readonly salvoNumber: number;
  readonly over: boolean;
  /** The result with record side names. */
  readonly result: GameResult;
}

/**
 * Whose turn it is and how many shots they are owed.
 *
 * @example
 *   turnInfo(emptyJutlandRecord, jutland) // { next: 'blue', owed: { min: 6, max: 6 }, salvoNumber: 1, … }
 */
export function turnInfo(record: GameRecord, variant: Variant): TurnInfo {
  const setup = setupOf(record, variant);
  const { states } = replay(setup, turnsOf(record, variant));
  const state = states[states.length - 1]!;
  const next = state.over ? null : state.next;
  const owed = next === null ? null : owedShots(setup, state, next);
  const fired = next === null ? 0 : (state.sides.find((s) => s.side === next)?.salvos ?? 0);
  const result = state.result === null ? null : 'winner' in state.result ? { ...state.result, winner: recordSideOf(record, variant, state.result.winner) } : state.result;
  return {
    state,
    next: next === null ? null : recordSideOf(record, variant, next),
    alternative: state.alternativeNext === null ? null : recordSideOf(record, variant, state.alternativeNext),
    owed,
    salvoNumber: fired + 1,
    over: state.over,
    result,
  };
}

/** Violation codes about the announcement (the rest are about the shooter's salvo). */
export const ANNOUNCEMENT_CODES: ReadonlySet<string> = new Set(['announcement-contradicts-fleet', 'announcement-inconsistent']);

/**
 * The breaches `salvo` would commit as the next salvo of the record (earlier breaches are not
 * repeated). With `announcement: null`, only the shooter's part is checked.
 *
 * @example
 *   breachesOfSalvo(record, variant, { side: 'red', cells: [0, 1], announcement: null }) // [wrong-salvo-size …]
 */
export function breachesOfSalvo(record: GameRecord, variant: Variant, salvo: RecordedSalvo, opts: ReplayOptions = {}): Violation[] {
  // The new salvo's turn takes what `opts` say of its place too (a repeat's "sunk" settled false: `sunkNotBefore`).
  const turns = turnsOf(withSalvos(record, [...record.salvos, salvo]), variant, opts);
  const { violations } = replay(setupOf(record, variant), turns);
  return violations.filter((v) => v.turn === record.salvos.length && v.code !== 'illegal-fleet');
}

/**
 * The breaches each of `salvos` would commit, fired in order as the next salvos of the record
 * (a turn of single shots: every shot is judged in turn). Indexed like `salvos`.
 *
 * @example
 *   breachesOfSalvos(record, morskoyBoy, [hitЕ1, missЕ2, missЕ3])[2] // [out-of-turn …]: a miss ended the turn
 */
export function breachesOfSalvos(record: GameRecord, variant: Variant, salvos: readonly RecordedSalvo[], opts: ReplayOptions = {}): Violation[][] {
  const turns = turnsOf(withSalvos(record, [...record.salvos, ...salvos]), variant, opts);
  const { violations } = replay(setupOf(record, variant), turns);
  const n = record.salvos.length;
  return salvos.map((_, k) => violations.filter((v) => v.turn === n + k && v.code !== 'illegal-fleet'));
}

export interface EditedRecord {
  readonly text: string;
  readonly record: GameRecord;
  /** The text had to be rewritten in the canonical form (hand layout and comments not kept). */
  readonly rewritten: boolean;
}

function withSalvos(record: GameRecord, salvos: readonly RecordedSalvo[]): GameRecord {
  return { ...record, salvos };
}

/**
 * Does `text` read back as `expected`, with no error? `file`: the file name it is read under (the
 * answer is the same with any: a caller that reads the text again under its name, to say what
 * check says of it, then finds it read already: `parseRecord` remembers it).
 */
export function readsAs(text: string, variant: Variant, expected: GameRecord, file?: string, before?: string): boolean {
  const opts = file === undefined ? {} : { file };
  // `text` is `before` with a line added: read from `before`'s reading where that is sure to be the same.
  const back = before === undefined ? parseRecord(text, variant, opts) : parseRecordAppended(before, text, variant, opts);
  return !back.diagnostics.some((d) => d.severity === 'error') && isDeepStrictEqual(back.record, expected);
}

/** Does `text` end its lines with CRLF: its first line end, as an editor keeps one style throughout? */
function endsLinesWithCrlf(text: string): boolean {
  const at = text.indexOf('\n');
  return at > 0 && text[at - 1] === '\r';
}

/**
 * The whole record in canonical form, checked by reading it back: a record that would not read
 * back as itself is never written (the file on disk stays as it was). `was`: the text it replaces;
 * where that ends its lines with CRLF (a Windows editor's), so does the text written.
 */
export function rewritten(next: GameRecord, variant: Variant, was?: string): EditedRecord {
  const canonical = writeRecord(next, variant);
  const text = was !== undefined && endsLinesWithCrlf(was) ? canonical.replace(/\r?\n/gu, '\r\n') : canonical;
  if (!readsAs(text, variant, next)) {
    throw new SalvoError({
      severity: 'error',
      code: 'record-unwritable',
      message: 'the record cannot be written so that it reads back as it is (a name or word of the variant may hold a comma or "->")',
      suggestion: 'the file is unchanged; check the variant with salvo variant check, or write the salvo into the file by hand',
    });
  }
  return { text, record: next, rewritten: true };
}

/**
 * The record with `salvo` added at the end: the old text with one line more when that reads back
 * right, else the whole record in canonical form. `file`: the name the text is read back under (see `readsAs`).
 */
export function appendSalvo(text: string, record: GameRecord, variant: Variant, salvo: RecordedSalvo, file?: string): EditedRecord {
  const next = withSalvos(record, [...record.salvos, salvo]);
  const edited = appendSalvoText(text, salvo, variant, record.language);
  if (edited !== undefined && readsAs(edited, variant, next, file, text)) return { text: edited, record: next, rewritten: false };
  return rewritten(next, variant, text);
}

/**
 * The record with the shots of one turn added at the end, as one turn line where the text allows
 * it (./turns.ts), else rewritten canonically.
 */
export function appendTurn(text: string, record: GameRecord, variant: Variant, shots: readonly RecordedSalvo[]): EditedRecord {
  const next = withSalvos(record, [...record.salvos, ...shots]);
  const edited = appendTurnText(text, shots, variant, record.language);
  if (edited !== undefined && readsAs(edited, variant, next)) return { text: edited, record: next, rewritten: false };
  return rewritten(next, variant, text);
}

/** A turn line added to a record's text: the text and record before it, and its shots. */
export interface TurnLine {
  readonly text: string;
  readonly record: GameRecord;
  readonly shots: readonly RecordedSalvo[];
}

/**
 * The record with `shot`, the next shot of the same side, added to the turn line `line` (its
 * earlier shots added as one line to `line.text`): the line written again with it, as `appendTurn`
 * writes a whole turn, where that reads back right; undefined where it does not (a note or mark
 * that differs, a shot without its result): the caller adds the shot on a line of its own.
 * `file`: as for `readsAs`.
 *
 * @example
 *   appendTurnShot({ text, record, shots: [hitБ4] }, sunkК4, morskoyBoy)!.text // … '  - первый: Б4 К4 -> попал, убит\n'
 */
export function appendTurnShot(line: TurnLine, shot: RecordedSalvo, variant: Variant, file?: string): EditedRecord | undefined {
  if (shot.announcement === null || line.shots.length === 0 || line.shots.some((s) => s.side !== shot.side)) return undefined;
  const next = withSalvos(line.record, [...line.record.salvos, ...line.shots, shot]);
  const edited = appendTurnText(line.text, [...line.shots, shot], variant, line.record.language);
  // The line is `line.text` with one item added at its end: read from that text's reading where sure to be the same.
  return edited !== undefined && readsAs(edited, variant, next, file, line.text) ? { text: edited, record: next, rewritten: false } : undefined;
}

/** What `after` lacks of `before`, when it is `before` with one stretch deleted (else undefined). */
function deleted(before: string, after: string): string | undefined {
  let p = 0;
  while (p < after.length && before[p] === after[p]) p++;
  const cut = before.slice(p, p + before.length - after.length);
  return before.slice(0, p) + before.slice(p + cut.length) === after ? cut : undefined;
}

/**
 * The comment ending a one-line item (`  - red: Б1 Б2 -> попал, убит   # a good turn`), with its
 * spaces. A quote before the `#` may hold it (`-> "попал # ok"`: no comment): then none is taken;
 * one after it is the comment's own (`# Ben's turn`).
 */
function lineComment(line: string | undefined): string | undefined {
  if (line === undefined) return undefined;
  const body = line.replace(/\r?\n$/u, '');
  if (body.includes('\n')) return undefined;
  const at = body.search(/\s+#/u);
  return at < 0 || /["']/u.test(body.slice(0, at)) ? undefined : body.slice(at);
}

/** `again` (= `base` with one item added) with `comment` at the end of the added item's line. */
function withComment(base: string, again: string, comment: string): string | undefined {
  let p = 0;
  while (p < base.length && base[p] === again[p]) p++;
  const added = again.slice(p, p + again.length - base.length);
  const m = /(\r?\n)$/u.exec(added);
  if (!m || added.slice(0, -m[1]!.length).includes('\n')) return undefined;
  return again.slice(0, p) + added.slice(0, -m[1]!.length) + comment + m[1] + again.slice(p + added.length);
}

/**
 * The record without its last salvo (the text loses only that salvo's lines where it can; the
 * last shot of a turn line leaves the line with the shots before it).
 */
export function removeLastSalvo(text: string, record: GameRecord, variant: Variant): EditedRecord {
  const next = withSalvos(record, record.salvos.slice(0, -1));
  const edited = removeLastSalvoText(text, variant, record.language);
  if (edited !== undefined && readsAs(edited, variant, next)) return { text: edited, record: next, rewritten: false };
  if (edited !== undefined) {
    // The last item was a turn line: put back the shots before the last one.
    const back = parseRecord(edited, variant);
    const kept = back.record.salvos.length;
    if (!back.diagnostics.some((d) => d.severity === 'error') && kept < next.salvos.length && isDeepStrictEqual(back.record.salvos, next.salvos.slice(0, kept))) {
      const again = appendTurnText(edited, next.salvos.slice(kept), variant, record.language);
      // The line's own comment goes back on the line, or the old text is kept (rewritten: a backup).
      const comment = lineComment(deleted(text, edited));
      const commented = again === undefined || comment === undefined ? again : withComment(edited, again, comment);
      if (commented !== undefined && readsAs(commented, variant, next)) return { text: commented, record: next, rewritten: false };
    }
  }
  return rewritten(next, variant, text);
}
