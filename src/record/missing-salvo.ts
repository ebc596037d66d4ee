/**
 * A salvo left out (`salvo-missing`): a referee copying a paper game leaves out one whole line.
 * Read as written, the next line is out of turn (the other side fires twice), and everything after
 * it follows from that: the turns, the sizes owed. Read with one salvo of the side whose turn it
 * was put in before that line (its cells not known, as many shots as that side was owed, its
 * announcement not known), the record has no breach of the turn order or of a salvo size from
 * there on, and no breach the record as written does not have; and so read it takes away a breach
 * of another salvo than the line after the gap (a real salvo out of turn, the game going on from
 * it, is one breach either way: it stays `out-of-turn`, whose advice names a salvo left out
 * already; so does a salvo fired in a turn lost to a penalty, the record's last).
 *
 * What the missing salvo hit is not known. Where the target's fleet is revealed the replay has it
 * hit nothing; where the target's salvo sizes after it then come out wrong, they are judged again
 * as if the salvo may have hit anything (the target's fleet not shown): sizes that fit so are said
 * to fit only if the missing salvo hit (`hit`), not as breaches of their own, and not guessed at.
 *
 * Tried before the lines written under the wrong side (wrong-side.ts): a gap puts the lines after
 * it out of step, and reading some of them as the other side's would hide it; a line really under
 * the wrong side is not read as a gap: put in before it, the line after it is out of turn, and put
 * in after it, the line before the gap is out of turn itself (a gap is never tried there). Nor is a
 * line that reads as the other side's as written: a salvo put in before it, its announcement not
 * known, may let it fit too (a hit on a hospital costing a turn), but the wrong side asks nothing unknown. Before
 * the lines written the other way round (as-read.ts: `swappedLines`): putting a salvo in before a
 * swapped pair puts the pair's second line out of turn, a breach the record does not have, so a
 * pair is never read as a salvo left out, and what is left for the pair is as it was.
 *
 * @example
 *   const { record, missing } = missingSalvos(rec, srcs, variant, opts);
 *   missing[0] // { at: 6, side: 'blue', shots: 4, hit: [8, 10] }
 */
import { owedShots } from '../rules/salvo-size.js';
import type { SideId, Violation } from '../rules/types.js';
import type { Variant } from '../variant/model.js';
import { replayRecord, setupOf, variantSideOf, type ReplayOptions } from './game.js';
import type { GameRecord, RecordSources, SalvoSource } from './model.js';
import { wrongSideSlips } from './wrong-side.js';
import { brings, READING_TRIES, SIZE_CODES, takesAway, TURN_CODES, turnKey } from './try-reading.js';

/** One salvo put in: its place in the record returned, its side, the shots it was owed, and the target's salvos (places) whose sizes fit only if it hit. */
export interface MissingSalvo {
  readonly at: number;
  readonly side: SideId;
  readonly shots: number;
  readonly hit: readonly number[];
}

/** `opts` with every place from `at` on one later (a salvo put in at `at`). */
export function shiftedOptions(opts: ReplayOptions, at: number): ReplayOptions {
  const up = (t: number): number => (t >= at ? t + 1 : t);
  const set = (s: ReadonlySet<number> | undefined): ReadonlySet<number> | undefined => (s === undefined ? undefined : new Set([...s].map(up)));
  const map = <V>(m: ReadonlyMap<number, V> | undefined): ReadonlyMap<number, V> | undefined => (m === undefined ? undefined : new Map([...m].map(([t, v]) => [up(t), v] as const)));
  const out: { -readonly [K in keyof ReplayOptions]: ReplayOptions[K] } = { ...opts };
  for (const k of ['sizesNotEvidence', 'announcementsNotEvidence', 'unreadableAnnouncements', 'cellsUnknown', 'orderUnknown'] as const) {
    const s = set(opts[k]);
    if (s !== undefined) out[k] = s;
  }
  const unread = map(opts.unreadCells);
  if (unread !== undefined) out.unreadCells = unread;
  const results = map(opts.unreadResults);
  if (results !== undefined) out.unreadResults = results;
  const numbers = map(opts.sideSalvos);
  if (numbers !== undefined) out.sideSalvos = numbers;
  return out;
}

/** The options for a record with a salvo of unknown cells put in at `at`, firing `shots` shots (they count towards a shot limit). */
function withMissing(opts: ReplayOptions, at: number, shots: number): ReplayOptions {
  const shifted = shiftedOptions(opts, at);
  return {
    ...shifted,
    cellsUnknown: new Set([...(shifted.cellsUnknown ?? []), at]),
    unreadCells: new Map([...(shifted.unreadCells ?? []), [at, shots]]),
  };
}

/**
 * The record (and its sources, and the replay's options) with each salvo that seems left out put
 * back, and those salvos, in record order. A put-back salvo's source is the next line's (its
 * `item` and place), with no cells. `skip`: places never to read so (lines put back, lines written
 * twice); `opts`: the replay's options, keyed by place.
 */
export function missingSalvos(
  record: GameRecord,
  sources: Pick<RecordSources, 'salvos'>,
  variant: Variant,
  opts: ReplayOptions,
  skip: ReadonlySet<number> = new Set(),
): { record: GameRecord; salvos: readonly SalvoSource[]; opts: ReplayOptions; missing: MissingSalvo[] } {
  const missing: MissingSalvo[] = [];
  let current = record;
  let srcs = sources.salvos;
  let options = opts;
  let skipped = skip;
  const tried = new Set<number>();
  let tries = 0;
  let replayed = replayRecord(current, variant, options);
  // Size breaches a salvo put in may explain by a hit (keys in the current places): not breaches.
  let explained = new Set<string>();
  const open = (vs: readonly Violation[]): Violation[] => vs.filter((x) => !explained.has(turnKey(x)));
  // The lines that read, as written, as the other side's (wrong-side.ts), in the current places:
  // such a line is that slip, not the line after a gap (a salvo put in before it, of unknown cells
  // and announcement, may also make it fit, where a hit on a hospital costs a turn, say). Found
  // only once a gap is tried.
  // And the salvos whose breach of the turn order those lines, so read, take away (a salvo fired
  // in a turn its side had to skip, once the line before it is read as the side that fired it): the
  // wrong side explains them, asking nothing unknown; a salvo put in before one would explain it
  // too, but leave the line under the wrong side out of turn.
  let underWrongSide: Set<number> | undefined;
  let mendedByWrongSide: Set<number> = new Set();
  const readsAsOther = (t: number): boolean => {
    if (underWrongSide === undefined) {
      const read = wrongSideSlips(record, sources, variant, opts, skip);
      underWrongSide = new Set(read.slips.flatMap((x) => x.turns));
      if (underWrongSide.size > 0) {
        const mended = takesAway(replayRecord(record, variant, opts).violations, replayRecord(read.record, variant, opts).violations, turnKey);
        mendedByWrongSide = new Set(mended.filter((x) => TURN_CODES.has(x.code) && !underWrongSide!.has(x.turn)).map((x) => x.turn));
      }
    }
    return underWrongSide.has(t) || mendedByWrongSide.has(t);
  };
  for (;;) {
    const found = open(replayed.violations);
    const v = found.find((x) => TURN_CODES.has(x.code) && !tried.has(x.turn));
    if (v === undefined) break;
    tried.add(v.turn);
    const t = v.turn;
    const src = srcs[t];
    const salvo = current.salvos[t]!;
    if (src === undefined || (src.shot !== undefined && src.shot.index !== 0) || skipped.has(t) || salvo.forced === true) continue;
    // A line left out just before it (one naming no side of the game, say): that line is the gap, told at it, not a salvo left out.
    if (src.item > (srcs[t - 1]?.item ?? 0) + 1) continue;
    // The line before out of turn itself (under the wrong side, or fired twice): its slip, not a gap after it.
    if (found.some((x) => x.turn === t - 1 && TURN_CODES.has(x.code))) continue;
    // The line itself under the wrong side, or one that line so read puts in turn: that slip, not a gap before it.
    if (readsAsOther(t)) continue;
    const side = current.sides.find((s) => s.id !== salvo.side)?.id;
    if (side === undefined) continue;
    const setup = setupOf(current, variant);
    const shots = owedShots(setup, replayed.states[t]!, variantSideOf(current, variant, side)).max;
    if (shots === 0) continue;
    if (++tries > READING_TRIES) break;
    const put: GameRecord = { ...current, salvos: [...current.salvos.slice(0, t), { side, cells: [], announcement: null }, ...current.salvos.slice(t)] };
    const putOpts = withMissing(options, t, shots);
    const after = replayRecord(put, variant, putOpts);
    // Back to the places as written (the salvo put in is `t`; none of its own is allowed).
    const back = (x: Violation): Violation => (x.turn > t ? { ...x, turn: x.turn - 1 } : x);
    const up = (k: string): string => {
      const [turn, code] = k.split(' ');
      return `${Number(turn) >= t ? Number(turn) + 1 : Number(turn)} ${code}`;
    };
    const shiftedExplained = new Set([...explained].map(up));
    const now = after.violations.filter((x) => !shiftedExplained.has(turnKey(x)));
    if (now.some((x) => x.turn === t || (x.turn > t && TURN_CODES.has(x.code)))) continue;
    // The target's sizes after it, wrong where the salvo hit nothing: judged as if it may have hit anything.
    const target = salvo.side;
    const sizes = now.filter((x) => x.turn > t && SIZE_CODES.has(x.code));
    let hit: number[] = [];
    if (sizes.length > 0) {
      if (sizes.some((x) => x.side !== variantSideOf(current, variant, target))) continue;
      const { [target]: _shown, ...others } = put.fleets;
      const unshown = replayRecord({ ...put, fleets: others }, variant, putOpts).violations;
      if (unshown.some((x) => x.turn >= t && (TURN_CODES.has(x.code) || SIZE_CODES.has(x.code)))) continue;
      hit = sizes.map((x) => x.turn);
    }
    const left = now.filter((x) => !(x.turn > t && SIZE_CODES.has(x.code)));
    // It brings no breach the record as written does not have, and takes away a breach of another
    // salvo than the line after the gap (a size of that line fitting by a hit is not enough: the
    // line alone is one breach, out of turn or a penalty ignored, as written).
    const kept = left.map(back);
    if (brings(found, kept, turnKey).length > 0 || !takesAway(found, kept, turnKey).some((x) => x.turn !== t)) continue;
    for (const m of missing.splice(0)) missing.push({ ...m, at: m.at >= t ? m.at + 1 : m.at, hit: m.hit.map((h) => (h >= t ? h + 1 : h)) });
    missing.push({ at: t, side, shots, hit });
    const putSrc: SalvoSource = { item: src.item, at: src.at, cells: [], unreadableCells: 0, unreadableResult: false };
    srcs = [...srcs.slice(0, t), putSrc, ...srcs.slice(t)];
    current = put;
    options = putOpts;
    skipped = new Set([...skipped].map((s) => (s >= t ? s + 1 : s)));
    if (underWrongSide !== undefined) underWrongSide = new Set([...underWrongSide].map((s) => (s >= t ? s + 1 : s)));
    mendedByWrongSide = new Set([...mendedByWrongSide].map((s) => (s >= t ? s + 1 : s)));
    const moved = [...tried].map((x) => (x >= t ? x + 1 : x));
    tried.clear();
    for (const x of [...moved, t, t + 1]) tried.add(x);
    explained = new Set([...shiftedExplained, ...hit.map((h) => turnKey(sizes.find((x) => x.turn === h)!))]);
    replayed = after;
  }
  missing.sort((a, b) => a.at - b.at);
  return { record: current, salvos: srcs, opts: options, missing };
}
