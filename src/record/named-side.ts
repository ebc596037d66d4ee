/**
 * A line that begins with the name of a side or player and a colon (`red: А1`, `Петя: мимо`,
 * `Второй игрок: А1`), as `salvo play` says a salvo back and as a player at the table says it.
 *
 *   namedSide('Коля: мимо', record, variant) // { name: 'Коля', side: 'blue', rest: ' мимо' }
 *   namedSide('Вася: мимо', record, variant) // { name: 'Вася', side: undefined, rest: ' мимо' }
 *   namedSide('а1 :5', record, variant)      // undefined (a cell before the colon)
 */
import { parseCell, parseCellList } from '../core/coords.js';
import { hasErrors } from '../core/diagnostics.js';
import type { Variant } from '../variant/model.js';
import { parseAnnouncement } from './announcement-text.js';
import type { GameRecord } from './model.js';
import { resolveSideOrPlayer } from './parse.js';
import { nameMeant } from './words.js';

/**
 * The side a line is prefixed with: its name as typed, the side it names (undefined when none
 * of the game's), and the rest of the line; undefined when the line names no side.
 */
export function namedSide(line: string, record: GameRecord, variant: Variant): { name: string; side: string | undefined; rest: string } | undefined {
  const wide = /^\s*([^:]*[^\s:])\s*:(.*)$/su.exec(line);
  if (wide && /\s/u.test(wide[1]!.trim())) {
    const side = resolveSideOrPlayer(wide[1]!.trim(), record.sides, variant);
    if (side !== undefined) return { name: wide[1]!.trim(), side, rest: wide[2]! };
    // A name of several words typed with a slip (`второй игрк: а1`): a side not of the game, near
    // one of its names, to guess as a one-word name is guessed (not read as cells word by word).
    const names = [...record.sides.flatMap((s) => [s.id, ...(s.player !== undefined ? [s.player] : [])]), ...variant.turns.sides.flatMap((s) => [s.id, ...Object.values(s.name)])];
    if (nameMeant(wide[1]!.trim(), names) !== undefined && hasErrors(parseCellList(wide[1]!, variant.board).diagnostics)) return { name: wide[1]!.trim(), side: undefined, rest: wide[2]! };
  }
  const m = /^\s*([^\s:]+)\s*:(.*)$/su.exec(line);
  if (!m) return undefined;
  const side = resolveSideOrPlayer(m[1]!, record.sides, variant);
  // A cell before the colon (`а1 :5`, the colon the key of Ж in the Latin layout): no side named.
  if (side === undefined && parseCell(m[1]!, variant.board).ok) return undefined;
  return { name: m[1]!, side, rest: m[2]! };
}

/**
 * A result typed after a name (`Коля: мимо`, `Оля: попал, мимо`), of `shots` shots: `taken`, the
 * result alone, where the name is a side or player of the game and the rest reads as an
 * announcement (of `shots` shots, or of one), and also where it does not (what follows the name
 * is said as typed, not the name with it: `„B1” to pole`), unless the whole line is one;
 * `unknown`, the name, where it is neither and the rest reads as words of results; else `taken`,
 * the line as typed.
 */
export function resultAfterName(line: string, record: GameRecord, variant: Variant, shots: number): { taken: string } | { unknown: string } {
  const named = namedSide(line, record, variant);
  if (named === undefined || named.rest.trim() === '') return { taken: line };
  const reads = (n: number): boolean => parseAnnouncement(named.rest, variant, n, record.language).announcement !== null;
  if (named.side !== undefined) {
    if (reads(shots) || reads(1)) return { taken: named.rest.trim() };
    // What follows the name read as it is (a word mistyped: `Петя: попол`; cells: `Tomek: B1`),
    // unless the whole line reads as an announcement.
    const whole = (n: number): boolean => parseAnnouncement(line, variant, n, record.language).announcement !== null;
    return { taken: whole(shots) || whole(1) ? line : named.rest.trim() };
  }
  // Words of results after the name, as many as the shots or not (`Вася: попал попал`).
  const words = parseAnnouncement(named.rest, variant, shots, record.language).issues.every((x) => x.diagnostic.code !== 'announcement-unknown-word');
  return words || reads(1) ? { unknown: named.name } : { taken: line };
}
