/**
 * The bridge from a game record to the rules engine: the record names its sides as it likes
 * (`blue`, or `north` if the players chose), the engine uses the variant's side ids; sides are
 * matched by position (`record.sides[i]` plays `variant.turns.sides[i]`). `setupOf` and
 * `turnsOf` give the engine's inputs, `replayRecord` the replay.
 *
 * @example
 *   const { states, violations } = replayRecord(record, variant);
 *   recordSideOf(record, variant, nextToFire(states.at(-1)!)!) // 'north'
 */
import { variantNotation } from '../rules/notation.js';
import type { FleetLayout } from '../core/layout-types.js';
import { replay } from '../rules/engine.js';
import type { GameSetup, ReplayResult, TurnInput } from '../rules/types.js';
import type { ShotReport } from '../rules/announcement.js';
import { localize, type SideId, type Variant } from '../variant/model.js';
import { quoted } from '../core/language.js';
import type { GameRecord, RecordedSalvo } from './model.js';

/** The variant's id for a record side (unchanged when it is not one of the record's sides). */
export function variantSideOf(record: Pick<GameRecord, 'sides'>, variant: Variant, side: SideId): SideId {
  const i = record.sides.findIndex((s) => s.id === side);
  return i < 0 ? side : variant.turns.sides[i as 0 | 1].id;
}

/** The record's id for a variant side (unchanged when it is not one of the variant's sides). */
export function recordSideOf(record: Pick<GameRecord, 'sides'>, variant: Variant, side: SideId): SideId {
  const i = variant.turns.sides.findIndex((s) => s.id === side);
  return i < 0 ? side : record.sides[i as 0 | 1].id;
}

/** The engine's setup: the variant and the revealed fleets, keyed by variant side. */
export function setupOf(record: GameRecord, variant: Variant): GameSetup {
  const fleets: Record<SideId, FleetLayout> = {};
  for (const [side, layout] of Object.entries(record.fleets)) fleets[variantSideOf(record, variant, side)] = layout;
  // Messages name classes as the record's players do, in its language.
  return { variant, fleets, notation: variantNotation(variant, record.language !== undefined && variant.languages.includes(record.language) ? record.language : undefined) };
}

/** One recorded salvo as the engine's turn. */
export function turnOf(record: Pick<GameRecord, 'sides'>, variant: Variant, salvo: RecordedSalvo): TurnInput {
  return {
    side: variantSideOf(record, variant, salvo.side),
    cells: salvo.cells,
    announcement: salvo.announcement,
    ...(salvo.forced ? { forced: true } : {}),
    ...(salvo.offBoard !== undefined && salvo.offBoard > 0 ? { offBoardCells: salvo.offBoard } : {}),
  };
}

/** Every recorded salvo as the engine's turns (`opts.sizesNotEvidence`, `opts.announcementsNotEvidence`: see `ReplayOptions`). */
export function turnsOf(record: GameRecord, variant: Variant, opts: ReplayOptions = {}): TurnInput[] {
  const untrusted = opts.sizesNotEvidence;
  const unfit = opts.announcementsNotEvidence;
  return record.salvos.map((s, i) => {
    const turn = turnOf(record, variant, s);
    const unread = opts.unreadCells?.get(i);
    return {
      ...turn,
      ...(untrusted?.has(i) ? { sizeNotEvidence: true } : {}),
      ...(unfit?.has(i) ? { announcementNotEvidence: true } : {}),
      ...(opts.namedAgain?.has(i) ? { namedAgain: true } : {}),
      ...(opts.sunkNotBefore?.has(i) ? { sunkNotBefore: opts.sunkNotBefore.get(i)! } : {}),
      ...(unread !== undefined && unread > 0 ? { unreadCells: unread } : {}),
      ...(opts.unreadableAnnouncements?.has(i) && s.announcement === null ? { announcementUnreadable: true } : {}),
      ...(opts.unreadResults?.has(i) ? { unreadResults: opts.unreadResults.get(i)! } : {}),
      ...(opts.cellsUnknown?.has(i) ? { cellsUnknown: true } : {}),
      ...(opts.sideSalvos?.has(i) ? { sideSalvo: opts.sideSalvos.get(i)! } : {}),
      ...(opts.orderUnknown?.has(i) ? { orderUnknown: true } : {}),
      ...(opts.afterLost !== undefined && i >= opts.afterLost ? { afterLost: true } : {}),
    };
  });
}

/**
 * Replay the record: `states[i]` is the game before salvo `i` (0-based), the last state the game
 * now; violations keyed by turn index.
 *
 * @example
 *   replayRecord(record, variant).states.length === record.salvos.length + 1
 */
export function replayRecord(record: GameRecord, variant: Variant, opts: ReplayOptions = {}): ReplayResult {
  return replay(setupOf(record, variant), turnsOf(record, variant, opts));
}

export interface ReplayOptions {
  /**
   * Salvos (0-based places in the record) whose size tells nothing of the shooter's own fleet:
   * sizes the inference found no legal fleet fitting the announcements is owed (`TurnInput.sizeNotEvidence`).
   */
  readonly sizesNotEvidence?: ReadonlySet<number>;
  /**
   * Salvos (0-based places in the record) whose announcement tells nothing of the target's fleet:
   * those after which the inference found no legal fleet fits the announcements
   * (`TurnInput.announcementNotEvidence`): the salvo may have hit anything.
   */
  readonly announcementsNotEvidence?: ReadonlySet<number>;
  /** Salvos (0-based places in the record) read as naming again for their repeats the ships named before (`TurnInput.namedAgain`). */
  readonly namedAgain?: ReadonlySet<number>;
  /** Per salvo (0-based place), its repeated cells announced "sunk" that are of no ship sunk before (`TurnInput.sunkNotBefore`). */
  readonly sunkNotBefore?: ReadonlyMap<number, readonly number[]>;
  /** Per salvo (0-based place), how many of its cells could not be read (`TurnInput.unreadCells`). */
  readonly unreadCells?: ReadonlyMap<number, number>;
  /** Salvos (0-based places) whose announcement was written but could not be read (`TurnInput.announcementUnreadable`). */
  readonly unreadableAnnouncements?: ReadonlySet<number>;
  /** Per salvo (0-based place), the per-shot results written for its cells that could not be read (`TurnInput.unreadResults`). */
  readonly unreadResults?: ReadonlyMap<number, readonly ShotReport[]>;
  /** Salvos (0-based places) fired at cells not known: lines naming no cell, put back for the referee (`TurnInput.cellsUnknown`). */
  readonly cellsUnknown?: ReadonlySet<number>;
  /** Per salvo (0-based place), the side's own number where it differs from the replay's count (`TurnInput.sideSalvo`). */
  readonly sideSalvos?: ReadonlyMap<number, number>;
  /** Salvos (0-based places) right after an item left out, whose turn is not judged (`TurnInput.orderUnknown`). */
  readonly orderUnknown?: ReadonlySet<number>;
  /** The first salvo (0-based place) after a line left out, or fired at cells not known or not read (`TurnInput.afterLost` from it on). */
  readonly afterLost?: number;
}

/**
 * A side as the record names it (`SideId`), as a text in `lang` names it, unquoted: the record's own
 * name, or where the record's sides are the variant's own ids (`blue`), the variant's name for it
 * in that language (`Синие`); English keeps the id.
 */
export function sideName(record: Pick<GameRecord, 'sides'>, variant: Variant, side: SideId, lang: string): string {
  const i = record.sides.findIndex((s) => s.id === side);
  const own = i < 0 ? undefined : variant.turns.sides[i as 0 | 1];
  return lang !== 'en' && own !== undefined && own.id === side ? localize(own.name, lang, variant) || side : side;
}

/**
 * A record side as a text in `lang` calls it: where the record keeps the variant's own side id
 * (`north`) and the text is not English, the variant's name for that side in that language
 * (`Север`), since an id reads as English; a side the record named itself keeps its name, and
 * JSON and diagnostics keep ids. With `player`, the player follows in parentheses, unless the side's
 * name is the player's (`tomek: Tomek`: `„tomek”`, said once).
 *
 * In Russian and Polish the name is a name, in quotes (`«Красные»`, `„Gracz 1”`), never declined:
 * the texts put it after a word for the side in the case the sentence needs (`стреляет сторона
 * «Красные»`, `dla strony „Gracz 1”`), so that no verb or preposition has to agree with a name that
 * may be plural, feminine or two words.
 *
 * @example
 *   sideTitle(record, variant, 'north', 'ru', { player: true }) // '«Север» (Петя)'
 *   sideTitle(record, variant, 'north', 'en')                   // 'north'
 */
export function sideTitle(record: Pick<GameRecord, 'sides'>, variant: Variant, side: SideId, lang: string, opts: { readonly player?: boolean } = {}): string {
  const i = record.sides.findIndex((s) => s.id === side);
  const name = sideName(record, variant, side, lang);
  const player = opts.player === true && i >= 0 ? record.sides[i]!.player : undefined;
  // A side the record names by its player (`tomek: Tomek`) is named once, not `„tomek” (Tomek)`.
  const again = player !== undefined && player.toLocaleLowerCase() === name.toLocaleLowerCase();
  return player && !again ? `${quoted(lang, name)} (${player})` : quoted(lang, name);
}
