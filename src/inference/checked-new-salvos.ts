/**
 * What `check` finds of salvos just typed, judged in the record with them written in: `record`
 * and `play` ask it before refusing an announcement the rules alone call impossible, for after a
 * salvo out of turn that may stand for a salvo of the shooter left out, check does not judge it
 * (`announcement-unjudged`) or reads the gap as a salvo left out (`salvo-missing`). One reading
 * for both commands, so that they refuse alike.
 *
 * @example
 *   const checked = checkedNewSalvos(trial.text, variant, file, 7, 'en');
 *   inconsistentStands(checked, 7) // false: check does not judge salvo 7's announcement
 */
import type { GameRecord, RecordedSalvo } from '../record/model.js';
import { parseRecord } from '../record/parse.js';
import type { Breach } from '../record/referee.js';
import { appendSalvo, appendTurn } from '../record/session.js';
import type { Variant } from '../variant/model.js';
import { fullReferee } from './full-referee.js';

/** What check says of the salvos numbered `first` on (`checkedNewSalvos`). */
export interface CheckedNewSalvos {
  /** check's breaches of the salvos numbered `first` on. */
  readonly breaches: readonly Breach[];
  /** The salvos whose announcement check does not judge: a salvo of their side may be left out before them. */
  readonly unjudged: ReadonlySet<number>;
  /** A salvo left out that the new salvos make readable as one (`salvo-missing` before `first`). */
  readonly gap: boolean;
}

/**
 * check's report of `text` (a record of `variant` named `file`, the new salvos written in from
 * salvo `first` on), in `language`: their breaches, the announcements it does not judge, and
 * whether it reads a salvo left out before them.
 */
export function checkedNewSalvos(text: string, variant: Variant, file: string, first: number, language: string): CheckedNewSalvos {
  const report = fullReferee({ ...parseRecord(text, variant, { file }), variant }, language);
  return {
    breaches: report.breaches.filter((b) => b.salvo !== undefined && b.salvo >= first),
    unjudged: new Set(report.warnings.flatMap((w) => (w.code === 'announcement-unjudged' && w.salvo !== undefined ? [w.salvo] : []))),
    gap: report.breaches.some((b) => b.code === 'salvo-missing' && b.salvo !== undefined && b.salvo < first),
  };
}

/**
 * Whether salvo `salvo`'s announcement, found impossible by the rules as the record is written
 * (`announcement-inconsistent`), is a reason to refuse it: check finds it too, or check neither
 * leaves it unjudged nor reads a salvo left out before it.
 */
export function inconsistentStands(checked: CheckedNewSalvos, salvo: number): boolean {
  return checked.breaches.some((c) => c.salvo === salvo && c.code === 'announcement-inconsistent') || !(checked.gap || checked.unjudged.has(salvo));
}

/** check's `results-swapped` of new shots, and its other breaches of them, each without check's place and advice. */
export interface SwappedSlip {
  readonly swapped: Breach;
  readonly breaches: readonly Breach[];
}

/**
 * Two results of a turn of single shots typed the other way round (`мимо, попал` where the answers
 * were `попал, мимо`), as check finds them with the turn written in: the turn `shots` added to
 * `text` (the record `record`) as one turn line, and check's report of it (`check`: of the salvos
 * from the turn's first on; `checkedNewSalvos` by default). check's `results-swapped` of the turn
 * and all its breaches of the turn's shots, each without check's place and advice (those of a line
 * in a record, not of a turn not yet written); undefined where check finds no such slip. `record`
 * and `play` refuse the turn so.
 *
 * @example
 *   typedTurnSwapped(text, record, morskoyBoy, [missБ4, hitБ5], 'g.yaml', 'ru')?.swapped.code // 'results-swapped'
 */
export function typedTurnSwapped(
  text: string,
  record: GameRecord,
  variant: Variant,
  shots: readonly RecordedSalvo[],
  file: string,
  language: string,
  check: (text: string) => CheckedNewSalvos = (t) => checkedNewSalvos(t, variant, file, record.salvos.length + 1, language),
): SwappedSlip | undefined {
  const first = record.salvos.length + 1;
  const trial = appendTurn(text, record, variant, shots);
  const ofTurn = check(trial.text).breaches.filter((c) => c.salvo !== undefined && c.salvo >= first && c.salvo < first + shots.length);
  const swapped = ofTurn.find((c) => c.code === 'results-swapped' && c.swappedResults !== undefined);
  if (swapped === undefined) return undefined;
  return { swapped: bare(swapped), breaches: ofTurn.map(bare) };
}

/**
 * Two results written the other way round across two commands (`первый: Б4 -> мимо` in the file,
 * then `первый: Б5` answered `попал`, where the answers were `попал, мимо`), as check finds them
 * with the new shots `shots` written in after `record` (`text`, named `file`): check's
 * `results-swapped` at the line already in the file (the last, of the same side), with its place
 * and the lines to write, and check's other breaches of the new shots, each without check's place
 * and advice (of lines not yet written); undefined where check finds no such slip. `record` and
 * `play` refuse the new shots so, where the rules alone find the fleet contradicted.
 *
 * @example
 *   swappedAcross(text, record, morskoyBoy, [hitБ5], 'g.yaml', 'ru')?.swapped.line // 34, the line of Б4
 */
export function swappedAcross(
  text: string,
  record: GameRecord,
  variant: Variant,
  shots: readonly RecordedSalvo[],
  file: string,
  language: string,
): SwappedSlip | undefined {
  const number = record.salvos.length + 1;
  if (shots.length === 0 || record.salvos.at(-1)?.side !== shots[0]!.side) return undefined;
  const trial = shots.length > 1 ? appendTurn(text, record, variant, shots) : appendSalvo(text, record, variant, shots[0]!);
  const checked = checkedNewSalvos(trial.text, variant, file, number - 1, language).breaches;
  const swapped = checked.find((c) => c.code === 'results-swapped' && c.salvo === number - 1 && c.swappedResults !== undefined);
  if (swapped === undefined) return undefined;
  return { swapped, breaches: checked.filter((c) => c.salvo! >= number && c.code !== 'results-swapped').map(bare) };
}

/** A breach of check's without its place and advice (those of a line in a record, not of a salvo not yet written). */
function bare(c: Breach): Breach {
  const { suggestion: _advice, file: _file, line: _line, column: _column, ...said } = c;
  return said;
}
