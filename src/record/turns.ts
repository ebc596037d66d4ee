/**
 * Turn lines: in a game of single shots where a hit earns another shot (Морской бой, Statki),
 * players write a whole turn on one line, `- blue: Е1 Е2 Е3 -> попал, убит, мимо`. Such a line
 * is notation for that many one-shot salvos in a row by the same side; the record keeps them as
 * separate salvos (each its own number) and the rules engine judges each shot.
 *
 * This module says when a variant reads turn lines (`readsTurnLines`, from its policies only: a
 * constant salvo of one shot, the extra shot on a hit, per-shot reports) and how salvos are
 * grouped back into turn lines for writing (`groupTurns`).
 *
 * @example
 *   readsTurnLines(morskoyBoy) // true
 *   readsTurnLines(jutland)    // false
 *   groupTurns(record.salvos, morskoyBoy).map((g) => g.length) // [1, 1, 3, 2, …]
 */
import { singleShots, type Variant } from '../variant/model.js';
import type { RecordedSalvo } from './model.js';

/**
 * Does the variant read a line of several cells with one result per cell as a turn of one-shot
 * salvos? Yes when a salvo is always one shot, a hit earns another, and results are per shot.
 *
 * @example
 *   readsTurnLines(statki) // true
 */
export function readsTurnLines(variant: Variant): boolean {
  return singleShots(variant) && variant.turns.extraShotOnHit && variant.report.timing === 'per-shot';
}

/**
 * Is the salvo one shot with its announced result (a salvo that may stand in a turn line)?
 */
export function isAnnouncedShot(salvo: RecordedSalvo): boolean {
  return salvo.cells.length === 1 && salvo.announcement !== null && salvo.announcement.kind === 'per-shot' && salvo.announcement.shots.length === 1;
}

/**
 * Must the salvo be marked `together: true` when written, so that its line reads back as one
 * salvo of several shots rather than as a turn of single shots? Only in variants that read turn
 * lines, for a salvo of several cells with an announcement (a salvo of the wrong size, which the
 * referee reports as such).
 */
export function needsTogetherMark(salvo: RecordedSalvo, variant: Variant): boolean {
  return readsTurnLines(variant) && salvo.cells.length > 1 && salvo.announcement !== null;
}

/**
 * The salvos grouped into the lines `writeRecord(…, { groupTurns: true })` writes: consecutive
 * announced one-shot salvos by the same side, with the same note and `forced` mark, up to and
 * including the first that is not a hit (a miss ends the turn). Every other salvo is a group of
 * its own. In variants that do not read turn lines every salvo is a group of its own.
 *
 * @example
 *   // blue: hit, sunk, miss; red: miss
 *   groupTurns(salvos, morskoyBoy).map((g) => g.length) // [3, 1]
 */
export function groupTurns(salvos: readonly RecordedSalvo[], variant: Variant): RecordedSalvo[][] {
  if (!readsTurnLines(variant)) return salvos.map((s) => [s]);
  const groups: RecordedSalvo[][] = [];
  let open: RecordedSalvo[] | undefined;
  for (const salvo of salvos) {
    if (!isAnnouncedShot(salvo)) {
      groups.push([salvo]);
      open = undefined;
      continue;
    }
    const last = open?.[open.length - 1];
    if (open && last && last.side === salvo.side && last.note === salvo.note && (last.forced === true) === (salvo.forced === true)) {
      open.push(salvo);
    } else {
      open = [salvo];
      groups.push(open);
    }
    if (isMissShot(salvo)) open = undefined;
  }
  return groups;
}

/** Was the shot announced a miss (the end of a turn)? */
function isMissShot(salvo: RecordedSalvo): boolean {
  const a = salvo.announcement;
  return a !== null && a.kind === 'per-shot' && a.shots[0]?.result === 'miss';
}
