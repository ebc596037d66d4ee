/**
 * A line written under the wrong side (`wrong-side`): a referee copying a paper game writes one of
 * blue's salvos as red's. Read as written it is out of turn (or fired in a turn its side had to
 * skip), and everything after it follows the wrong side: the cells it hit, the ships it sank, the
 * sizes owed. Read as the other side's it fits: it is that side's turn, its cells are new to that
 * side, its size is what that side is owed, and its announcement agrees with what is known (the
 * revealed fleet, else the announcements so far); and so read it brings no breach the record as
 * written does not have, and takes away more than one breach (the slip explains more than the
 * line's being out of turn: its size, cells or announcement wrong for the side written, or a breach
 * of another salvo). Tried too at a line whose side, as written, had no shots left (`shot-limit`).
 * The referee then says that one slip, and judges the rest of the record with the salvo read as the
 * other side's.
 *
 * Not a slip: a line marked `forced: true` (the referee said it was fired as written), a line
 * naming no cell, a line written twice (`repeated-salvo` says it), and a salvo whose reading as
 * the other side's breaks a rule too, or brings a breach of its own later (a real salvo out of
 * turn: the side fired twice, and read as the other side's, that side's next salvo is out of turn).
 *
 * @example
 *   const { record, slips } = wrongSideSlips(rec, srcs, variant, {});
 *   slips[0] // { turns: [6], written: 'red', reads: 'blue' }
 */
import type { SideId } from '../rules/types.js';
import type { Variant } from '../variant/model.js';
import { replayRecord, type ReplayOptions } from './game.js';
import type { GameRecord, RecordSources } from './model.js';
import { brings, READING_TRIES, TURN_CODES, turnKey } from './try-reading.js';

/** One line read as the other side's: its salvos (places in the record), the side written and the side it reads as. */
export interface WrongSideSlip {
  readonly turns: readonly number[];
  readonly written: SideId;
  readonly reads: SideId;
  /** The side written had no shots left under the limit (the line as written is `shot-limit`, not out of turn). */
  readonly noShotsLeft?: true;
}

/**
 * The record with each line written under the wrong side read as the other side's, and those
 * lines, in record order. `skip`: places of salvos never to read so (lines naming no cell put back,
 * lines written twice). `opts`: the replay's options, keyed by place (not the sides' numbering).
 */
export function wrongSideSlips(
  record: GameRecord,
  sources: Pick<RecordSources, 'salvos'>,
  variant: Variant,
  opts: ReplayOptions,
  skip: ReadonlySet<number> = new Set(),
): { record: GameRecord; slips: WrongSideSlip[] } {
  const slips: WrongSideSlip[] = [];
  const tried = new Set<number>();
  let tries = 0;
  let current = record;
  let found = replayRecord(current, variant, opts).violations;
  for (;;) {
    const v = found.find((x) => (TURN_CODES.has(x.code) || x.code === 'shot-limit') && !tried.has(x.turn));
    if (v === undefined) break;
    tried.add(v.turn);
    // The line's salvos (a turn line one per shot); out of turn at its first.
    const shot = sources.salvos[v.turn]?.shot;
    if (shot !== undefined && shot.index !== 0) continue;
    const turns = Array.from({ length: shot?.of ?? 1 }, (_, k) => v.turn + k).filter((t) => t < current.salvos.length);
    if (turns.some((t) => skip.has(t) || current.salvos[t]!.forced === true || current.salvos[t]!.cells.length === 0)) continue;
    const written = current.salvos[v.turn]!.side;
    const reads = current.sides.find((s) => s.id !== written)?.id;
    if (reads === undefined) continue;
    if (++tries > READING_TRIES) break;
    const flipped: GameRecord = { ...current, salvos: current.salvos.map((s, t) => (turns.includes(t) ? { ...s, side: reads } : s)) };
    const after = replayRecord(flipped, variant, opts).violations;
    // It fits as the other side's, and so read it brings no breach the record as written does
    // not have (a real salvo out of turn, read so, puts the other side's next salvo out of turn).
    // And it explains more than one breach: read so, another goes too (the other side's next salvo
    // out of turn, cells fired before, an announcement belied, a size wrong). A lone salvo out of
    // turn, the record's last, nothing else wrong, stays `out-of-turn`, whose advice names the wrong side already.
    if (after.some((x) => turns.includes(x.turn)) || brings(found, after, turnKey).length > 0 || found.length - after.length < 2) continue;
    slips.push({ turns, written, reads, ...(v.code === 'shot-limit' ? { noShotsLeft: true as const } : {}) });
    current = flipped;
    found = after;
  }
  return { record: current, slips };
}
