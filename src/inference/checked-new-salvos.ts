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
import { parseRecord } from '../record/parse.js';
import type { Breach } from '../record/referee.js';
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
