/**
 * Whose turn it is after a salvo: plain alternation, another salvo after a hit
 * (`extraShotOnHit`, until a miss), the skipped turn after hitting a protected ship (the other
 * side then fires two salvos in a row), and sides that may not fire any more (out of shots or of
 * guns) passed over.
 *
 * Conventions where the seed rules are silent:
 * - A salvo that hits a protected ship ends the shooter's run even under `extraShotOnHit`.
 * - If both sides owe a skipped turn, the two skips cancel out.
 * - A skip owed by a side whose opponent may not fire any more is dropped.
 *
 * When the announcements leave a fact open (a per-shot hit that does not name its class, maybe on
 * the hospital), both readings are followed: `next` assumes "no", `alternativeNext` is the side
 * that fires if the answer is "yes", and the turn that follows settles it.
 *
 * @example
 *   decideNext({ variant, shooter: 'blue', skipNext: { blue: 'no', red: 'no' }, hitAny: 'yes',
 *     protectedHit: 'yes', canFire: () => true })
 *   // { next: 'red', alternativeNext: null, skipping: null, skipNext: { blue: 'yes', red: 'no' } }
 */
import type { Variant } from '../variant/model.js';
import { otherSide } from './announce.js';
import type { SideId, Tri } from './types.js';

export interface OrderInput {
  readonly variant: Variant;
  readonly shooter: SideId;
  /** Skips owed before this salvo, per side id. */
  readonly skipNext: Readonly<Record<SideId, Tri>>;
  readonly hitAny: Tri;
  readonly protectedHit: Tri;
  /** May this side fire at all (shots and guns left)? */
  readonly canFire: (side: SideId) => boolean;
}

export interface OrderDecision {
  readonly next: SideId | null;
  readonly alternativeNext: SideId | null;
  /** The side whose turn is skipped right now for a penalty. */
  readonly skipping: SideId | null;
  readonly skipNext: Readonly<Record<SideId, Tri>>;
  /**
   * The open fact's "yes" now gives what its "no" did: a side owes a skip in the "no" branch only
   * (one owed for this salvo's hit on a protected ship, cancelled in the "yes" branch by the skip
   * the open fact owed the other side). A `maybe` in `skipNext` then stands for the fact's "no".
   */
  readonly flipped: boolean;
}

interface Branch {
  next: SideId | null;
  skipping: SideId | null;
  skip: Record<SideId, boolean>;
}

function branch(input: OrderInput, assumeYes: boolean): Branch {
  const { variant, shooter, canFire } = input;
  const resolve = (t: Tri): boolean => t === 'yes' || (t === 'maybe' && assumeYes);
  const skip: Record<SideId, boolean> = {};
  for (const s of variant.turns.sides) skip[s.id] = resolve(input.skipNext[s.id] ?? 'no');
  const penalty = variant.turns.protectedHitPenalty === 'skip-next-turn' && resolve(input.protectedHit);
  const extra = variant.turns.extraShotOnHit && resolve(input.hitAny) && !penalty;
  if (penalty) skip[shooter] = true;
  let candidate = extra ? shooter : otherSide(variant, shooter);
  if (!canFire(candidate)) candidate = otherSide(variant, candidate);
  if (!canFire(candidate)) return { next: null, skipping: null, skip };
  let skipping: SideId | null = null;
  if (skip[candidate]) {
    const other = otherSide(variant, candidate);
    skip[candidate] = false;
    if (canFire(other)) {
      if (skip[other]) {
        skip[other] = false; // both owe a skip: they cancel out
      } else {
        skipping = candidate;
        candidate = other;
      }
    }
  }
  return { next: candidate, skipping, skip };
}

/** Decide who fires next after `shooter`'s salvo. */
export function decideNext(input: OrderInput): OrderDecision {
  const a = branch(input, false);
  const b = branch(input, true);
  const skipNext: Record<SideId, Tri> = {};
  let onlyNo = false;
  let onlyYes = false;
  for (const s of input.variant.turns.sides) {
    const x = a.skip[s.id]!;
    const y = b.skip[s.id]!;
    skipNext[s.id] = x === y ? (x ? 'yes' : 'no') : 'maybe';
    if (x && !y) onlyNo = true;
    if (y && !x) onlyYes = true;
  }
  return {
    next: a.next,
    alternativeNext: b.next !== a.next ? b.next : null,
    skipping: a.skipping ?? b.skipping,
    skipNext,
    flipped: onlyNo && !onlyYes,
  };
}
