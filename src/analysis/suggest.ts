/**
 * The next salvo for a side: the cells, the number of shots it is owed (from the rules engine),
 * and why. Goal `hits`: the most expected hits under the posterior (top-k marginals, exactly the
 * best by linearity), weighing a protected-hit penalty when the variant has one. Goal
 * `information`: the most expected information, approximated per cell by the entropy of what
 * the shot will be told (miss, or hit with the class when the report names it) and summed over
 * the salvo (an upper bound: shots of one salvo are not independent), unless the caller gives the
 * salvo weighed as a whole (./information-salvo.ts, where the announcements can be counted exactly).
 * One shot is chosen by its whole answer (sinking and the class sunk too) where the posterior
 * tells it (./shot-answer.ts), and either goal gives that answer's entropy, exact where the
 * posterior is.
 *
 * @example
 *   const s = suggestSalvo(variant, posterior, fired, { min: 3, max: 3 }, 'hits');
 *   s.cells // [44, 45, 54]
 */
import { formatCell } from '../core/coords.js';
import type { Variant } from '../variant/model.js';
import { bestSalvo, outcomeEntropy, penalisedClasses, rankCells, salvoRisk, unavoidableClasses, type PenaltyWeighing, type TurnFree } from './advice.js';
import { chanceText } from './format.js';
import { countedExactly, evidenceDecidedCells, type Posterior } from './posterior.js';
import { answersMade, shotAnswers, type ShotAnswer } from './shot-answer.js';
import { suggestText, type SuggestText } from './suggest-text.js';

const EN_TEXT = suggestText('en');

export type SuggestGoal = 'hits' | 'information';

export interface Suggestion {
  readonly goal: SuggestGoal;
  /** Shots the side is owed (a range when the side's damage is known only within bounds). */
  readonly owed: { readonly min: number; readonly max: number };
  readonly cells: readonly number[];
  readonly probabilities: readonly number[];
  /** Where the posterior was estimated with them: the standard error of each of `probabilities`. */
  readonly stdErrors?: readonly number[];
  /**
   * With `stdErrors`: per cell, whether the evidence itself decides it (a cell of a ship the
   * evidence pins), so that an estimated 1 there is certain (elsewhere it only says no sample saw the cell empty).
   */
  readonly decided?: readonly boolean[];
  readonly expectedHits: number;
  /** With `stdErrors`: their sum, a bound on the standard error of `expectedHits` (the cells' estimates are correlated). */
  readonly expectedHitsError?: number;
  /** Goal `information`: each cell's own information in bits (the entropy of its shot's answer), by which it was chosen unless the salvo was weighed as a whole. */
  readonly cellBits?: readonly number[];
  /** `cellBits` are of each shot's whole answer (miss, hit, "sunk" with the class where told: ./shot-answer.ts), a salvo's shots so chosen. */
  readonly cellBitsWhole?: true;
  /** Expected information in bits (the approximation described above, unless `informationExact`; one shot's whole answer where the posterior tells it). */
  readonly expectedBits: number;
  /** `expectedBits` is the exact entropy of the salvo's announcement (src/inference/information.ts). */
  readonly informationExact?: boolean;
  /** The posterior was counted exactly, and of the readings of any cell that could not be read (`countedExactly`). */
  readonly exact: boolean;
  /** The posterior is of a wider set of layouts than the readings of a cell that could not be read (`Posterior.readings`): `exact` is false. */
  readonly readings?: 'superset';
  readonly penalty?: PenaltyWeighing;
  /** The protected classes no salvo can avoid, where nothing else is left afloat (not weighed). */
  readonly unavoidable?: readonly string[];
  /** Why a turn lost to a protected hit would cost nothing now, so it was not weighed (./advice.ts). */
  readonly turnFree?: TurnFree;
  /** No estimate could be made within the budget (`Posterior.unanswered`): no cells advised, a note says what to do. */
  readonly noEstimate?: boolean;
  /** Sentences explaining the choice. */
  readonly notes: readonly string[];
}

/** Entropy in bits of one shot's outcome as the variant reports it. */
export function shotEntropy(variant: Variant, posterior: Posterior, cell: number): number {
  const namesClass = variant.report.timing === 'per-shot' && variant.report.hitClass;
  if (namesClass) return outcomeEntropy(posterior, cell);
  const p = posterior.marginal[cell] ?? 0;
  if (p <= 0 || p >= 1) return 0;
  return -(p * Math.log2(p) + (1 - p) * Math.log2(1 - p));
}

/** `Suggestion.readings`, where the posterior is of a wider set than the readings of a cell that could not be read. */
function superset(posterior: Posterior): { readonly readings?: 'superset' } {
  return posterior.readings !== undefined ? { readings: posterior.readings } : {};
}

/** Standard errors apart at which two estimated chances are told apart (as the chain's early stopping judges). */
export const NOISE_Z = 2;

/** The standard errors of an estimated posterior, or undefined where it is exact or has none. */
function estimateErrors(posterior: Posterior): readonly number[] | undefined {
  return posterior.exact ? undefined : posterior.stdError;
}

/**
 * Cells not fired at nor chosen whose chance of a hit is that of the least likely cell chosen
 * (`least`, the last such in salvo order): a salvo with one of them instead expects as many
 * hits. Exactly that chance where the posterior is exact; where it was estimated with standard
 * errors, within `NOISE_Z` standard errors of their difference (the estimate cannot tell which
 * is likelier). In board order. None where an estimate has no standard errors.
 */
export function tiedCells(posterior: Posterior, fired: ReadonlySet<number>, cells: readonly number[]): { least: number; tied: number[] } | null {
  if (cells.length === 0) return null;
  const errors = estimateErrors(posterior);
  if (!posterior.exact && errors === undefined) return null;
  const chosen = new Set(cells);
  const p = (c: number): number => posterior.marginal[c] ?? 0;
  // The least likely chosen cell, the last of them in the salvo (as the notes name it).
  let least = cells[0]!;
  for (const c of cells) if (p(c) <= p(least)) least = c;
  const q = p(least);
  if (q <= 0) return null;
  const se = (c: number): number => errors?.[c] ?? 0;
  const tied: number[] = [];
  posterior.marginal.forEach((x, c) => {
    if (chosen.has(c) || fired.has(c)) return;
    const close = errors === undefined ? Math.abs(x - q) <= 1e-12 * Math.max(1, q) : Math.abs(x - q) <= NOISE_Z * Math.hypot(se(c), se(least));
    if (close) tied.push(c);
  });
  return { least, tied };
}

/**
 * The suggested salvo (see the module note). `owed.max` cells are chosen (fewer when fewer are
 * left unfired). `className` names the classes in its notes (default: their ids). `turnFree`:
 * a turn lost to a protected hit would cost nothing now (`turnFreeOf`). `t`: the notes' words
 * (suggest-text.ts; English by default, as `--json` gives them). `wholeCells`: goal `information`'s
 * salvo weighed as a whole (./information-salvo.ts), taken instead of each cell's own information.
 */
export function suggestSalvo(
  variant: Variant,
  posterior: Posterior,
  fired: ReadonlySet<number>,
  owed: { min: number; max: number },
  goal: SuggestGoal,
  className: (classId: string) => string = (id) => id,
  turnFree?: TurnFree,
  t: SuggestText = EN_TEXT,
  wholeCells?: readonly number[],
): Suggestion {
  const shots = owed.max;
  const notes: string[] = [];
  if (shots === 0) {
    notes.push(t.owedNone);
    return { goal, owed, cells: [], probabilities: [], expectedHits: 0, expectedBits: 0, exact: countedExactly(posterior), ...superset(posterior), notes };
  }
  if (owed.min !== owed.max) notes.push(t.owedRange(owed.min, owed.max));
  // Chances of 0 that mean "not estimated" are no advice: say so, and what to do.
  if (posterior.unanswered === true) {
    notes.push(t.noEstimate);
    return { goal, owed, cells: [], probabilities: [], expectedHits: 0, expectedBits: 0, exact: false, noEstimate: true, notes };
  }
  const errors = estimateErrors(posterior);
  // Of a wider set of layouts than an unread cell's readings: a risk is that set's, neither exact nor a bound of theirs.
  const wider = posterior.readings !== undefined;
  // The cells whose chance the evidence itself decides (said as such, not as a bound).
  const proven = evidenceDecidedCells(posterior);
  if (!posterior.exact) notes.push(t.estimated(errors === undefined ? undefined : NOISE_Z));
  // Where it is, to be said otherwise when the salvo is weighed as a whole.
  const greedy = shots > 1 ? notes.push(goal === 'hits' ? t.greedy(shots) : t.greedyInformation(shots)) - 1 : -1;
  let cells: readonly number[];
  let penalty: PenaltyWeighing | undefined;
  let unavoidable: readonly string[] | undefined;
  let free: TurnFree | undefined;
  // One shot: its whole answer (sinking and the class sunk too, where told), where the posterior
  // tells it (./shot-answer.ts): goal information ranks the cells by it, and either goal gives it.
  const answers = shots === 1 ? shotAnswers(variant, posterior, fired) : null;
  // A salvo whose every shot is answered, "sunk" too (classic-salvo): goal information ranks and
  // sums each shot by its whole answer, where the posterior tells it.
  const rep = variant.report;
  const perShot = shots > 1 && goal === 'information' && rep.timing === 'per-shot' && rep.sunk !== 'none' ? shotAnswers(variant, posterior, fired) : null;
  if (goal === 'hits') {
    const best = bestSalvo(variant, posterior, fired, shots, turnFree);
    cells = best.cells;
    penalty = best.penalty;
    unavoidable = best.unavoidable;
    free = best.turnFree;
    if (best.turnFree !== undefined) notes.push(t.turnFree(best.turnFree, penalisedClasses(variant).map(className), variant.turns.shotLimit ?? 0));
    if (unavoidable && unavoidable.length > 0) notes.push(t.unavoidable(unavoidable.map(className)));
    if (best.endsGame === true) notes.push(t.endsGame(penalisedClasses(variant).map(className)));
    // A lesson's question: why this cell and not that one, as likely? Said where the chances are
    // exact, or estimated with standard errors that cannot tell them apart.
    const ties = penalty || best.endsGame === true ? null : tiedCells(posterior, fired, cells);
    if (ties !== null && ties.tied.length > 0) {
      const { least, tied } = ties;
      const shown = tied.slice(0, 8).map((c) => formatCell(c, variant.board));
      // As the suggestion lines round it.
      const chance = chanceText(posterior.marginal[least] ?? 0, errors?.[least], t, proven.has(least));
      notes.push(t.ties(shown, tied.length - shown.length, formatCell(least, variant.board), chance, errors !== undefined));
    }
    if (penalty) {
      const whole = penalty.riskExact && shots > 1;
      // Where each hit on it is owed its turn, the chance of hitting it is not what was weighed: said as what it is.
      const risk = penalty.owed === true ? t.owedRisk(penalty.risk, penalty.riskExact, wider) : t.risk(penalty.risk, penalty.riskExact, penalty.classes.length, shots === 1, wider);
      notes.push(t.penalty(penalty.classes.map(className), t.num(penalty.turnValue, 2), whole, risk, penalty.owed === true, shots === 1));
      if (penalty.worthless !== undefined) notes.push(t.worthless(penalty.worthless.map(className)));
      // Weighed as a whole, the salvo is not each cell's best alone.
      if (whole && greedy >= 0) notes[greedy] = t.wholeSalvo(shots);
    }
    // A decoy (need not be sunk, no turn lost) is not aimed at: said, the hospital's words above aside.
    const decoys = (best.worthless ?? []).filter((id) => !(penalty?.worthless ?? []).includes(id));
    if (decoys.length > 0) notes.push(t.notAimedAt(decoys.map(className)));
  } else {
    if (wholeCells !== undefined && wholeCells.length > 0) {
      cells = wholeCells;
      if (greedy >= 0) notes[greedy] = t.greedyJoint(shots);
    } else {
      const whole = answers ?? perShot;
      const entropy = posterior.marginal.map((_, c) => (whole === null ? shotEntropy(variant, posterior, c) : (whole[c]?.bits ?? 0)));
      cells = rankCells(posterior, fired, entropy).slice(0, shots);
    }
    const answer = cells.length === 1 ? answers?.[cells[0]!] : undefined;
    // Counted exactly: the answer's entropy is the figure, and the cell was chosen by it.
    if (answer !== undefined && countedExactly(posterior)) notes.push(t.informationExact(posterior.count, answersMade(answer, posterior.count), false, true, true));
    else notes.push(t.informationApproximated(cells.length === 1));
    // A salvo chosen and summed by each shot's line alone, where each shot's answer may say "sunk"
    // too and the posterior cannot tell it: said.
    if (cells.length > 1 && (wholeCells === undefined || wholeCells.length === 0) && rep.timing === 'per-shot' && rep.sunk !== 'none' && perShot === null) notes.push(t.sinkingLeftOut(rep.hitClass));
    // A hit on a protected ship costs a turn, which the information is not weighed against: said,
    // with the salvo's risk, where the turn would cost something (not free, not unavoidable) and the salvo may hit it.
    const classes = penalisedClasses(variant);
    if (classes.length > 0 && turnFree === undefined && unavoidableClasses(variant, posterior, fired).length === 0) {
      const risk = salvoRisk(variant, posterior, classes, cells);
      if (risk.risk > 0) notes.push(t.unweighed(classes.map(className), t.risk(risk.risk, risk.exact, classes.length, cells.length === 1, wider), cells.length === 1));
    }
  }
  const probabilities = cells.map((c) => posterior.marginal[c] ?? 0);
  // Each shot of a salvo by its whole answer where it was so chosen; one shot's line by its hit or miss (or the class hit), the whole answer under it.
  const cellBits = cells.map((c) => (perShot !== null ? (perShot[c]?.bits ?? 0) : shotEntropy(variant, posterior, c)));
  // One shot whose whole answer the posterior tells: its entropy, exact where the posterior is.
  const answer: ShotAnswer | undefined = cells.length === 1 ? answers?.[cells[0]!] : undefined;
  const answerExact = answer !== undefined && countedExactly(posterior);
  const stdErrors = errors === undefined ? undefined : cells.map((c) => errors[c] ?? 0);
  return {
    goal,
    owed,
    cells,
    probabilities,
    ...(stdErrors ? { stdErrors, decided: cells.map((c) => proven.has(c)), expectedHitsError: stdErrors.reduce((s, e) => s + e, 0) } : {}),
    expectedHits: probabilities.reduce((s, p) => s + p, 0),
    ...(goal === 'information' ? { cellBits, ...(perShot !== null ? { cellBitsWhole: true as const } : {}) } : {}),
    expectedBits: answer !== undefined ? answer.bits : cellBits.reduce((s, b) => s + b, 0),
    ...(answerExact ? { informationExact: true } : {}),
    exact: countedExactly(posterior),
    ...superset(posterior),
    ...(penalty ? { penalty } : {}),
    ...(unavoidable ? { unavoidable } : {}),
    ...(free ? { turnFree: free } : {}),
    notes,
  };
}
