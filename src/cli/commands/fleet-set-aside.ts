/**
 * Shots about to be written whose announcements contradict a revealed fleet that the
 * announcements belie (`fleet-belied`, as check finds it with the shots written in: a ship
 * copied a row off): `record` and `play` both take them as announced, judged as if that fleet
 * were not revealed, as check makes the game's result, and say why the fleet is not used. One
 * place, so that the two commands agree on a turn typed at once and on a single shot.
 */
import type { Breach } from '../../record/referee.js';
import type { GameRecord, RecordedSalvo } from '../../record/model.js';
import { parseRecord } from '../../record/parse.js';
import { sideTitle } from '../../record/game.js';
import { appendSalvo, appendTurn } from '../../record/session.js';
import { resultRecordAsRead } from '../../inference/full-referee.js';
import { shotsNamed } from '../../record/shots-named.js';
import { shellWord } from '../../core/shell-word.js';
import { singleShots, type Variant } from '../../variant/model.js';
import { reportText } from './report-text.js';

/** A breach of the `k`th of the shots about to be written (0-based). */
export interface ShotBreach {
  readonly k: number;
  readonly b: Breach;
}

/** The revealed fleets set aside for the new shots: whose, the contradictions of them among the shots' breaches, and why, said. */
export interface FleetsSetAside {
  /** The sides whose revealed fleets are set aside, as the record names them. */
  readonly sides: readonly string[];
  /** The new shots' contradictions of those fleets (said as warnings). */
  readonly contradictions: readonly ShotBreach[];
  /** For each such fleet, why it is not used to judge the shots (in `lang`; each salvo a shot where every salvo is one). */
  readonly why: readonly string[];
}

/**
 * The revealed fleets the announcements belie once `shots` are written after `record` (its text
 * `text`, in `file`), that some of the shots' `breaches` contradict: undefined where there is
 * none (a fleet only these shots contradict still refuses them). `number`: the game's number of
 * the first shot. Said in `lang`.
 *
 * @example
 *   fleetsSetAside(text, record, variant, 'g.yaml', shots, breaches, 18, 'ru')?.why
 *   // ['выстрелы 18, 19, 20 записаны, как ответили: флот стороны «второй», записанный под fleets:, не используется …']
 */
export function fleetsSetAside(
  text: string,
  record: GameRecord,
  variant: Variant,
  file: string,
  shots: readonly RecordedSalvo[],
  breaches: readonly ShotBreach[],
  number: number,
  lang: string,
): FleetsSetAside | undefined {
  const contradicts = (b: Breach): boolean => b.code === 'announcement-contradicts-fleet';
  if (!breaches.some(({ b }) => contradicts(b))) return undefined;
  const trial = shots.length > 1 ? appendTurn(text, record, variant, shots) : appendSalvo(text, record, variant, shots[0]!);
  const belied = resultRecordAsRead({ ...parseRecord(trial.text, variant, { file }), variant }).belied.filter((x) => breaches.some(({ b }) => contradicts(b) && b.side === x.side));
  if (belied.length === 0) return undefined;
  const sides = belied.map((x) => x.side);
  const contradictions = breaches.filter(({ b }) => contradicts(b) && sides.includes(b.side!));
  const words = reportText(lang, singleShots(variant));
  const why = belied.map((x) => {
    const mine = contradictions.filter(({ b }) => b.side === x.side).map(({ k }) => number + k);
    // The earlier announcements, said as whose for whose salvos by the shooter's own numbers (as fleet-belied says them).
    const earlier = x.salvos.flatMap((n, i) => (n < number ? [i] : []));
    const against = x.against === undefined ? undefined : { shooter: sideTitle(record, variant, x.against.shooter, lang), sideSalvos: earlier.map((i) => x.against!.sideSalvos[i]!) };
    const said = words.recordedAsAnnounced(mine, sideTitle(record, variant, x.side, lang), earlier.map((i) => x.salvos[i]!), `salvo check ${shellWord(file)}`, against, x.copiedWrong === undefined ? 'fleet-belied' : 'fleet-copied-wrong');
    return singleShots(variant) ? shotsNamed(said) : said;
  });
  return { sides, contradictions, why };
}
