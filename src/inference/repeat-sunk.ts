/**
 * A repeat announced "sunk" where ships may touch and the fleet is not revealed: the referee reads
 * it as the sinking said again (one slip, the repeat's) where the cell may be of a ship sunk before
 * (`mayBeSunkCells`: a hit in a straight line from a cell announced "sunk", through hits only,
 * within the ship's length). That is geometry alone; here it is settled against every legal fleet
 * fitting the announcements before the salvo: where none has the cell in a ship (of the class the
 * "sunk" names, if it names one) all of whose cells were fired at before, the "sunk" says no
 * sinking again, and the referee judges it as the false announcement it is
 * (`TurnInput.sunkNotBefore`).
 *
 * @example
 *   // B2 hit, A2 "sunk destroyer", A1 hit (after the destroyer sank), A1 again "sunk destroyer".
 *   sunkRepeatsRefuted(variant, record) // Map { 6 => [0] }: salvo 7's A1 is of no ship sunk before
 */
import { replayRecord, variantSideOf } from '../record/game.js';
import type { GameRecord } from '../record/model.js';
import { effectiveCells, mayBeSunkCells } from '../rules/announce.js';
import type { Variant } from '../variant/model.js';
import { allPlacements } from '../core/placements.js';
import { compileEvidence } from './compile.js';
import { findWitness, isConsistent } from './consistency.js';
import { indexedEvidence, type Unjudged } from './from-record.js';
import { ProfileDp } from './profile-dp.js';
import { BudgetExceeded, type WorkMeter } from './work.js';

/**
 * Per salvo (0-based place in `record`), the cells of its repeats announced "sunk" that the
 * referee's geometry reads as a sinking said again, where no legal fleet fitting the announcements
 * before the salvo has the cell in a ship sunk before it (of the class named). Empty where ships
 * may not touch (the hits joined to a cell announced "sunk" are of its ship: nothing to settle).
 * `unjudgedOf`: what of the record is no evidence (asked only where a repeat is to be settled).
 * A question past `work`, or asked of announcements no fleet fits already, or after a cell that
 * could not be read, is left unsettled: the geometry's reading stands. `from`: the first salvo
 * (0-based) to settle, those before it left as the caller judged them (record and play settle the
 * salvos typed, after the record).
 */
export function sunkRepeatsRefuted(variant: Variant, record: GameRecord, unjudgedOf: () => Unjudged = () => ({}), work?: WorkMeter, from = 0): Map<number, number[]> {
  const out = new Map<number, number[]>();
  if (variant.placement.spacing !== 'may-touch' || variant.report.timing !== 'per-shot' || variant.report.sunk === 'none') return out;
  // Nothing to settle, and no replay (check runs this on every record), where no shot announced
  // "sunk" is at a cell its side fired at before.
  if (!hasSunkRepeat(variant, record, from)) return out;
  const revealed = new Set(Object.keys(record.fleets).map((s) => variantSideOf(record, variant, s)));
  const { states } = replayRecord(record, variant);
  let unjudged: Unjudged | undefined;
  record.salvos.forEach((salvo, at) => {
    const ann = salvo.announcement;
    const shooter = variantSideOf(record, variant, salvo.side);
    const me = states[at]?.sides.find((s) => s.side === shooter);
    const target = states[at]?.sides.find((s) => s.side !== shooter);
    if (at < from || ann?.kind !== 'per-shot' || me === undefined || target === undefined || revealed.has(target.side)) return;
    const firedBefore = new Set(me.cellsFired);
    const exact = new Set((me.cellsSunk ?? []).map((s) => s.cell));
    const maybe = mayBeSunkCells(variant, new Set(me.cellsHit), me.cellsSunk ?? []);
    const effective = effectiveCells(variant, firedBefore, salvo.cells);
    const cells: number[] = [];
    ann.shots.forEach((shot, i) => {
      const c = salvo.cells[i];
      if (shot.result !== 'sunk' || c === undefined || effective[i] !== false || !firedBefore.has(c) || exact.has(c) || !maybe.has(c)) return;
      // A ship sunk earlier in this salvo may be the cell's: not settled here (the fleets counted are those before the salvo).
      if (ann.shots.slice(0, i).some((x) => x.result === 'sunk')) return;
      // Named another class than the geometry's: the referee finds it false already.
      const sank = maybe.get(c);
      if (sank !== null && sank !== undefined && shot.classId !== undefined && shot.classId !== sank) return;
      if (!cells.includes(c) && !sunkThereMayBe(variant, record, target.side, at, c, shot.classId, firedBefore, (unjudged ??= unjudgedOf()), work)) cells.push(c);
    });
    if (cells.length > 0) out.set(at, cells.sort((a, b) => a - b));
  });
  return out;
}

/** Whether some shot announced "sunk" (of the salvos from `from` on) is at a cell its side fired at before (in an earlier salvo or earlier in its own). */
function hasSunkRepeat(variant: Variant, record: GameRecord, from = 0): boolean {
  const fired = new Map<string, Set<number>>();
  for (const [at, salvo] of record.salvos.entries()) {
    const side = variantSideOf(record, variant, salvo.side);
    const mine = fired.get(side) ?? new Set<number>();
    fired.set(side, mine);
    const ann = salvo.announcement;
    for (const [i, c] of salvo.cells.entries()) {
      if (at >= from && ann?.kind === 'per-shot' && ann.shots[i]?.result === 'sunk' && mine.has(c)) return true;
      mine.add(c);
    }
  }
  return false;
}

/**
 * Whether some legal fleet fitting the announcements at `side` before the salvo at `at` has `cell`
 * in a ship (of `classId`, where named) all of whose cells were fired at before it; true where
 * that is not settled (past `work`, no fleet fits at all, a cell that could not be read before).
 */
function sunkThereMayBe(
  variant: Variant,
  record: GameRecord,
  side: string,
  at: number,
  cell: number,
  classId: string | undefined,
  firedBefore: ReadonlySet<number>,
  unjudged: Unjudged,
  work: WorkMeter | undefined,
): boolean {
  const { evidence } = indexedEvidence(variant, record, side, { until: at, unjudged });
  if (evidence.salvos.some((s) => (s.unreadHitsBefore ?? 0) > 0 || s.unreadOwnReport !== undefined)) return true;
  const opts = work !== undefined ? { work } : {};
  try {
    if (!isConsistent(variant, evidence, opts)) return true;
    // Every ship on the cell is of the class named, each of its cells fired at before.
    const placements = allPlacements(variant).map((ps, k) =>
      ps.filter((p) => !p.cells.includes(cell) || ((classId === undefined || variant.fleet[k]!.id === classId) && p.cells.every((c) => firedBefore.has(c)))),
    );
    const problem = compileEvidence(variant, evidence, placements);
    if (problem.impossible !== undefined) return false;
    if (findWitness(problem, 20_000)) return true;
    return new ProfileDp(problem).count(opts) > 0n;
  } catch (e) {
    if (e instanceof BudgetExceeded) return true;
    throw e;
  }
}
