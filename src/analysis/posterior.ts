/**
 * The analysis layer's window on inference: what one side knows about the enemy fleet (its
 * salvos and the announcements they drew) and the posterior over the enemy's layouts that this
 * knowledge implies (a uniform prior over all legal fleets). Strategies, `analyze` and `suggest`
 * take an `Inferrer` as a parameter, so they can run on the real engine (src/inference) or, in
 * tests, on a brute-force enumerator over a tiny board.
 *
 * `cachedInferrer` memoises posteriors by evidence: a deterministic strategy replays the same
 * opening (the same misses) game after game, so the early, weakly constrained and most costly
 * positions are computed once per worker.
 *
 * @example
 *   const post = infer(variant, { salvos: [{ cells: [0], announcement: { kind: 'per-shot', shots: [{ result: 'miss' }] } }] });
 *   post.marginal[1] // P(cell 1 is occupied | A1 was a miss)
 */
import type { Evidence, EvidenceSalvo as SalvoEvidence, OwnSalvoSize } from '../inference/evidence.js';
import type { PlacementChance } from '../inference/engine.js';
import type { WorkMeter } from '../inference/work.js';
import type { Variant } from '../variant/model.js';
import type { ChainCarry } from './chain-posterior.js';
import type { LayoutSamples } from './posterior-sampler.js';

export type { Evidence, EvidenceSalvo as SalvoEvidence, OwnSalvoSize } from '../inference/evidence.js';
export type { PlacementChance } from '../inference/engine.js';

/** The posterior over the enemy's layouts. */
export interface Posterior {
  /** Computed exactly (otherwise estimated from samples, with `stdError`). */
  readonly exact: boolean;
  /**
   * Number of consistent layouts (exact), or an estimate; 0 when the evidence is contradictory;
   * -1 when unknown (a chain estimate of the marginals only).
   */
  readonly count: bigint;
  /** P(cell occupied | evidence), per cell index. */
  readonly marginal: readonly number[];
  /** P(cell occupied by a ship of this class | evidence), per class id, per cell. */
  readonly classMarginal: Readonly<Record<string, readonly number[]>>;
  /**
   * Per protected class id (a hit on it may cost a turn), the placements a ship of the class may
   * lie on, each with its chance; where given, the chance a salvo hits a one-ship class is exact
   * (the sum over the placements it meets), not the sum over its cells (./advice.ts).
   */
  readonly placementChances?: Readonly<Record<string, readonly PlacementChance[]>>;
  /**
   * Per protected class id whose hits are owed their turn (./advice.ts `hitsOwed`), per cell: the
   * chance a shot there sinks the ship while no other ship is afloat, so that its last hit ends the
   * game and costs no turn (`withSinksLast` counts it exactly). Absent where it was not counted:
   * the chance the shot sinks it is then weighed whole.
   */
  readonly sinksLast?: Readonly<Record<string, readonly number[]>>;
  /**
   * No estimate could be made within the budget: the chains found no layout to start from and
   * the engine's sampler accepted too few (./inferrers.ts). Every chance is then 0 and means
   * nothing: nothing is to be advised or judged from it.
   */
  readonly unanswered?: boolean;
  /**
   * An estimate's ships the evidence itself pins (the chain's presolve proves them, as a sunk
   * ship announced with its cells): their cells are certain, not merely never seen empty.
   */
  readonly fixedShips?: readonly { readonly classId: string; readonly cells: readonly number[] }[];
  /**
   * The engine's own answer (an `InferenceResult`) carries its pinned ships here: under its
   * sampler's estimate only those the evidence itself pins (`pinnedBy: 'evidence'`), as a chain's
   * `fixedShips` (`evidencePinnedShips` reads both).
   */
  readonly pinned?: readonly { readonly classId: string; readonly cells: readonly number[] }[];
  readonly pinnedBy?: 'evidence';
  /**
   * An estimate's cells the evidence itself makes water, in index order: no placement left by a
   * sound rule (the engine's forced ships, the chain model's presolve) covers them, so no
   * consistent layout does. Their 0 is proven, not merely never seen otherwise.
   */
  readonly water?: readonly number[];
  /**
   * How it was worked out: listed (`enumerated`), counted by the engine (absent), or, where
   * estimated, by a Markov chain (`chain`) or a sampler (`rejection`, `importance`, `sampled`).
   */
  readonly method?: 'enumerated' | 'chain' | 'rejection' | 'importance' | 'sampled';
  /**
   * Where estimated, what stopped the engine's exact count: its budget, or its memory guards
   * (the engine's `InferenceResult.limit`); absent where the count was not tried (budget 0).
   */
  readonly limit?: 'budget' | 'memory';
  /** Per-cell standard error of a sampled estimate. */
  readonly stdError?: readonly number[];
  /**
   * A cell that could not be read, read loosely (the engine's `InferenceResult.readings`): the
   * layouts counted or sampled are every reading's and perhaps more, so `count` is at most that
   * many and the chances are those of the wider set, even where `exact`. Its 0s and 1s still hold
   * (no layout of the wider set, or every one: so of the readings'); its count, bits and chances are
   * no exact figures (`countedExactly`). `looseSalvo`: the 0-based place, among the evidence's
   * salvos, of the first salvo with such a cell.
   */
  readonly readings?: 'superset';
  readonly looseSalvo?: number;
  /** Uniform samples of the consistent layouts, when the inferrer drew them (for lookahead). */
  readonly layoutSamples?: LayoutSamples;
  /** The chains' last states, when a chain answered (../chain-posterior.ts: the next position's chains may start from them). */
  readonly chainCarry?: ChainCarry;
}

export interface InferOptions {
  /** Work budget in reference milliseconds (work.ts); past it the engine may answer from samples (then `exact` is false). */
  readonly budgetMs?: number;
  /**
   * A meter the exact count is charged to in place of one of `budgetMs` (engine.ts
   * `InferOptions.work`): `analyze` gives each position's count one, of what is left of its side's
   * budget, and reads back what it spent. An inferrer with no engine may ignore it.
   */
  readonly work?: WorkMeter;
  readonly seed?: number | string;
  /**
   * `evidenceKey(evidence)`, when the caller keeps it already (as the simulator's game loop does,
   * with an `EvidenceKeyBuilder`): memo tables and seeds then need not write it again. It must be
   * exactly that text.
   */
  readonly evidenceKey?: string;
}

/**
 * Is `post` the exact posterior of the evidence: counted exactly, and of the readings of any cell
 * that could not be read, not of a wider set (`Posterior.readings`)? Only then are its count, the
 * information in bits and its chances exact figures.
 */
export function countedExactly(post: Posterior): boolean {
  return post.exact && post.readings === undefined;
}

/** Computes the posterior of `evidence` under `variant` (the real engine or a test enumerator). */
export type Inferrer = (variant: Variant, evidence: Evidence, opts?: InferOptions) => Posterior;

/** A stable text key of the evidence (cells and announcements), for memo tables. */
export function evidenceKey(evidence: Evidence): string {
  const parts = evidence.salvos.map(salvoKey);
  if (evidence.ownSalvoSizes && evidence.ownSalvoSizes.length > 0) parts.push(`own:${JSON.stringify(evidence.ownSalvoSizes)}`);
  return parts.join(';');
}

function salvoKey(s: SalvoEvidence): string {
  return `${s.cells.join(',')}=${JSON.stringify(s.announcement)}${s.unreadHitsBefore !== undefined ? `~${s.unreadHitsBefore}` : ''}${s.unreadOwnReport !== undefined ? `^${JSON.stringify(s.unreadOwnReport)}` : ''}${s.unreadOwnCells !== undefined ? `?${s.unreadOwnCells}` : ''}${s.unreadLaterReport !== undefined ? `^^${JSON.stringify(s.unreadLaterReport)}?${s.unreadLaterCells ?? 0}` : ''}`;
}

/**
 * `evidenceKey` of `evidence` without its last salvo, cut from `key` (`evidenceKey(evidence)`),
 * or null when there is no salvo or the evidence has own salvo sizes (they are keyed apart).
 *
 * @example
 *   keyBeforeLastSalvo(e, evidenceKey(e)) === evidenceKey({ salvos: e.salvos.slice(0, -1) })
 */
export function keyBeforeLastSalvo(evidence: Evidence, key: string): string | null {
  const n = evidence.salvos.length;
  if (n === 0 || (evidence.ownSalvoSizes?.length ?? 0) > 0) return null;
  const tail = (n > 1 ? ';' : '') + salvoKey(evidence.salvos[n - 1]!);
  return key.endsWith(tail) ? key.slice(0, key.length - tail.length) : null;
}

/**
 * `evidenceKey` of a growing evidence, kept as salvos and own salvo sizes are appended: each
 * costs the text of what was appended, where `evidenceKey` writes the whole evidence again (a
 * game of a hundred decisions would write its salvos a hundred times over).
 *
 * @example
 *   const keys = new EvidenceKeyBuilder();
 *   keys.addSalvo(salvo);          // after evidence.salvos.push(salvo)
 *   keys.addOwnSalvoSize(size);    // after evidence.ownSalvoSizes.push(size)
 *   keys.key() === evidenceKey(evidence)
 */
export class EvidenceKeyBuilder {
  private salvos = '';
  private count = 0;
  private sizes = '';
  private current: string | null = '';

  addSalvo(salvo: SalvoEvidence): void {
    this.salvos += (this.count++ > 0 ? ';' : '') + salvoKey(salvo);
    this.current = null;
  }

  addOwnSalvoSize(size: OwnSalvoSize): void {
    this.sizes += (this.sizes === '' ? '' : ',') + JSON.stringify(size);
    this.current = null;
  }

  /** The key of everything appended so far. */
  key(): string {
    if (this.current === null) {
      const own = this.sizes === '' ? '' : `own:[${this.sizes}]`;
      this.current = own === '' ? this.salvos : this.count > 0 ? `${this.salvos};${own}` : own;
    }
    return this.current;
  }
}

/**
 * Wrap `infer` with a memo table of at most `capacity` posteriors (least recently used out),
 * keyed by variant object and evidence.
 *
 * @example
 *   const infer2 = cachedInferrer(infer, 5000);
 */
export function cachedInferrer(infer: Inferrer, capacity = 4096): Inferrer & { readonly hits: () => number } {
  const tables = new WeakMap<Variant, Map<string, Posterior>>();
  let hits = 0;
  const cached = (variant: Variant, evidence: Evidence, opts?: InferOptions): Posterior => {
    let table = tables.get(variant);
    if (!table) {
      table = new Map();
      tables.set(variant, table);
    }
    const key = opts?.evidenceKey ?? evidenceKey(evidence);
    const found = table.get(key);
    if (found) {
      hits++;
      table.delete(key);
      table.set(key, found);
      return found;
    }
    const post = infer(variant, evidence, opts);
    table.set(key, post);
    if (table.size > capacity) table.delete(table.keys().next().value as string);
    return post;
  };
  return Object.assign(cached, { hits: () => hits });
}

/**
 * What an estimate's evidence itself proves, in either shape: an analysis `Posterior`
 * (`fixedShips`) or the engine's `InferenceResult` (`pinned` with `pinnedBy: 'evidence'`), with
 * the `water` either gives.
 */
export interface EvidenceProof {
  readonly fixedShips?: readonly { readonly classId?: string; readonly cells: readonly number[] }[];
  readonly pinned?: readonly { readonly classId?: string; readonly cells: readonly number[] }[];
  readonly pinnedBy?: 'evidence';
  readonly water?: readonly number[];
}

/**
 * The open cells whose chance the evidence itself decides in an estimate: the cells of the ships
 * it pins (their 1 is certain) and the water no placement reaches (their 0 is). Elsewhere an
 * estimate's 0 or 1 only says no sample saw otherwise, and reads `<1`/`>99`
 * (./format.ts, `estimateBound`). Every command that marks cells (infer, play --hints, analyze,
 * suggest, the analysis PDF) asks this one helper, so they agree.
 *
 * @example
 *   evidenceDecidedCells({ fixedShips: [{ cells: [3, 4] }], water: [9] }) // Set {3, 4, 9}
 */
export function evidenceDecidedCells(proof: EvidenceProof): Set<number> {
  const cells = new Set<number>(proof.water ?? []);
  for (const s of proof.fixedShips ?? []) for (const c of s.cells) cells.add(c);
  if (proof.pinnedBy === 'evidence') for (const s of proof.pinned ?? []) for (const c of s.cells) cells.add(c);
  return cells;
}

/**
 * The ships of class `classId` an estimate's evidence itself pins, in either shape (as
 * `evidenceDecidedCells` reads them): the chain's `fixedShips` and the engine's sampler's `pinned`
 * (`pinnedBy: 'evidence'`), each ship once. Every one lies in every consistent layout: proof, not
 * samples, so a class with as many such ships as it has is certain, as the exact count says too.
 *
 * @example
 *   evidencePinnedShips({ pinned: [{ classId: 'two', cells: [3, 4] }], pinnedBy: 'evidence' }, 'two') // 1
 */
export function evidencePinnedShips(proof: EvidenceProof, classId: string): number {
  const ships = new Set<string>();
  const add = (list: EvidenceProof['fixedShips']): void => {
    for (const s of list ?? []) if (s.classId === classId) ships.add([...s.cells].sort((a, b) => a - b).join(','));
  };
  add(proof.fixedShips);
  if (proof.pinnedBy === 'evidence') add(proof.pinned);
  return ships.size;
}
