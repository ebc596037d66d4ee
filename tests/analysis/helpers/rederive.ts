/**
 * Issue #6: "`salvo analyze` runs on every example record and gives the same figures as the
 * inference engine queried salvo by salvo (a test re-derives them)". `rederiveExample` analyses one
 * example record and re-derives every salvo of each side from the engine, queried at the evidence
 * the side held before and after it:
 *
 * - an exact salvo: its layouts before and after, the chance of each shot, its expected hits and
 *   its hits (the expectation after it, which the announcement fixes, or the revealed fleet's),
 *   its bits, the best salvo's expected hits, the running totals, the classes that became certain
 *   (all their cells known) and how many ships of each were;
 * - an estimated one (the analysis here is given no engine budget where salvo sizes tell nothing,
 *   so its early positions are the chain's, as salvo analyze's are past its budget): marked as estimated (no bits,
 *   standard errors given), each chance within its stated standard error of the engine's, and one
 *   written `<1%` or `>99%` (no error: no sample saw otherwise) on the side the engine's is.
 *
 * The engine's answers are shared: one query per distinct evidence (a side's position after its
 * salvo is the one before its next where the enemy's reply tells nothing), from the last position
 * to the first; once the engine runs past its budget (its memory guard on 15×15), the earlier
 * positions, with fewer announcements, are left unreferenced, and counted as such.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { evidenceAfter, evidenceBefore, log2Big, type AnalysisInput, type PlayedSalvo, type SalvoFigures } from '../../../src/analysis/analyze.js';
import { analyzeGameParallel } from '../../../src/analysis/analyze-parallel.js';
import { evidenceKey, type Evidence } from '../../../src/analysis/posterior.js';
import { loadRecordVariant } from '../../../src/cli/commands/game-common.js';
import type { InferenceResult } from '../../../src/inference/engine.js';
import { unjudgedSalvos } from '../../../src/inference/record-check.js';
import { recordAsRead } from '../../../src/record/as-read.js';
import { setupOf, turnsOf } from '../../../src/record/game.js';
import { readRecordFile } from '../../../src/record/store.js';
import { inWorker } from '../../helpers/worker.js';
import type { EngineWorkerInput } from './engine-worker.js';

export const EXAMPLES = join(import.meta.dirname, '..', '..', '..', 'examples');

/** Work the engine gets for each position it re-derives, reference milliseconds (as `salvo analyze`'s default). */
const ENGINE_BUDGET_MS = 10_000;

/**
 * How far an estimated chance may lie from the engine's, in its stated standard errors: the
 * chains' errors are batch means, an estimate of the noise, not a bound, so four of them here;
 * the share past two is checked apart (`Rederived.pastTwo`).
 */
const Z_MAX = 4;

export interface Rederived {
  /** Exact salvos whose figures were checked against the engine's. */
  readonly exact: number;
  /** Estimated salvos whose chances were checked against the engine's exact ones. */
  readonly estimated: number;
  /** Salvos the engine itself could not count exactly within its budget. */
  readonly unreferenced: number;
  /** Estimated chances with a standard error checked, and how many lay past two of them. */
  readonly chances: number;
  readonly pastTwo: number;
  /** The largest distance of an estimated chance from the engine's, in its standard errors. */
  readonly worstZ: number;
  /** How many salvos of each side were analysed (by the variant's side ids). */
  readonly salvos: Readonly<Record<string, number>>;
}

/**
 * The engine's answers at the positions of `side`'s `salvos` salvos (before and after each), keyed
 * by evidence: one query per distinct evidence, from the last position to the first (the later
 * ones, with more announcements, are the cheap ones), in a worker thread (./engine-worker.ts).
 */
async function engineAnswersAt(input: AnalysisInput, side: string, salvos: number): Promise<Map<string, InferenceResult | null>> {
  const positions = new Map<string, Evidence>();
  for (let k = salvos - 1; k >= 0; k--) {
    for (const evidence of [evidenceAfter(input, side, k + 1), evidenceBefore(input, side, k)]) {
      const key = evidenceKey(evidence);
      if (!positions.has(key)) positions.set(key, evidence);
    }
  }
  const work: EngineWorkerInput = { variant: input.variant, positions: [...positions.values()], budgetMs: ENGINE_BUDGET_MS };
  const answers = await inWorker<(InferenceResult | null)[]>(new URL('./engine-worker.ts', import.meta.url), work);
  return new Map([...positions.keys()].map((key, i) => [key, answers[i]!]));
}

/**
 * Analyse `examples/<name>` and check every salvo against the engine (see the module comment).
 * `edit`: the example's text changed first (a copying slip put in), read as salvo analyze reads it.
 */
export async function rederiveExample(name: string, edit?: (text: string) => string): Promise<Rederived> {
  let path = join(EXAMPLES, name);
  if (edit !== undefined) {
    const text = await readFile(path, 'utf8');
    const changed = edit(text);
    expect(changed).not.toBe(text);
    path = join(await mkdtemp(join(tmpdir(), 'salvo-rederive-')), name);
    await writeFile(path, changed);
  }
  const f = await readRecordFile(path, loadRecordVariant);
  expect(f.ok).toBe(true);
  if (!f.ok) throw new Error(`examples/${name} does not load`);
  const { variant } = f;
  // As salvo analyze reads it: the record as check reads it (a line under the wrong side the side's that fired it, …).
  const { record, sources } = recordAsRead(f, variant);
  // As the CLI builds them: a cell written off the board counts in its salvo's size.
  const salvos: PlayedSalvo[] = turnsOf(record, variant).map((t) => ({ side: t.side, cells: t.cells, announcement: t.announcement, ...(t.offBoardCells !== undefined ? { offBoard: t.offBoardCells } : {}) }));
  const fleets = setupOf(record, variant).fleets;
  // As salvo analyze gives it: what the referee cannot take at its word is no evidence.
  const input: AnalysisInput = { variant, salvos, fleets, unjudged: unjudgedSalvos(record, variant, sources) };
  // In worker threads, a side each, as salvo analyze runs it: this thread stays free to answer
  // vitest's runner, which gives up on a worker silent for 60 s ("Timeout calling onTaskUpdate").
  const { analysis } = await analyzeGameParallel(
    input,
    {
      // Enumeration and the chain only (no engine: budget 0), so that the estimates are checked
      // too, and the engine is not run twice; where salvo sizes are evidence the engine answers
      // alone, so it has a budget there. The chain as salvo analyze runs it (its default sweeps:
      // with 40, its batch means understated the errors, four chances in 37 past two of them).
      budgetMs: variant.turns.salvo.kind === 'constant' ? 0 : 5_000,
      enumerationBudget: variant.board.rows * variant.board.columns > 100 ? 50_000 : 200_000,
    },
    { workers: 2 },
  );
  expect(analysis.sides).toHaveLength(2);

  let exact = 0;
  let estimated = 0;
  let unreferenced = 0;
  let chances = 0;
  let pastTwo = 0;
  let worstZ = 0;
  // The engine's answers, one per distinct evidence, in worker threads (a side each), as the
  // analysis: each query may take its whole budget, which under load is over a minute of this
  // thread's, and vitest's runner gives up on it silent for 60 s.
  const answersOf = await Promise.all(analysis.sides.map((side) => engineAnswersAt(input, side.side, side.salvos.length)));
  for (const [sideIndex, side] of analysis.sides.entries()) {
    expect(side.salvos.length).toBeGreaterThan(0);
    const answers = answersOf[sideIndex]!;
    const engine = (evidence: Evidence): InferenceResult | null => {
      const answer = answers.get(evidenceKey(evidence));
      if (answer === undefined) throw new Error(`${name}: no engine answer asked for ${side.side}'s position ${evidenceKey(evidence)}`);
      return answer;
    };
    const mine = salvos.map((s, i) => ({ s, i })).filter(({ s }) => s.side === side.side);
    const at = side.salvos.map((fig, k) => ({ fig, k }));
    const known = (r: InferenceResult, id: string): boolean => r.classMarginal[id]!.every((p) => p < 1e-9 || p > 1 - 1e-9);
    // The position before the salvo in hand, as the analysis last judged certainty on it.
    let previous: { exact: boolean; answer: InferenceResult | null } = { exact: at[0]?.fig.exact ?? true, answer: engine(evidenceBefore(input, side.side, 0)) };
    for (const { fig, k } of at) {
      const after = engine(evidenceAfter(input, side.side, k + 1));
      const before = engine(evidenceBefore(input, side.side, k));
      const where = `${name}, ${side.side}'s salvo ${fig.number}`;
      const last = previous;
      previous = { exact: fig.exact, answer: after };
      if (!fig.exact) {
        // Marked as estimated: no bits, the chances' standard errors given.
        expect(fig.bits, where).toBeNull();
        expect(fig.probabilityErrors, where).not.toBeNull();
        expect(fig.expectedHitsError, where).not.toBeNull();
        expect(fig.estimatedBy.length, where).toBeGreaterThan(0);
      }
      if (before === null || after === null) {
        unreferenced++;
        continue;
      }
      const fired = new Set(mine.slice(0, k).flatMap(({ s }) => s.cells));
      const fresh = fig.cells.filter((c, i) => !fired.has(c) && fig.cells.indexOf(c) === i);
      if (!fig.exact && fig.probabilityErrors !== null) {
        const checked = checkEstimate(fig, fig.probabilityErrors, before, fired, where);
        chances += checked.chances;
        pastTwo += checked.pastTwo;
        worstZ = Math.max(worstZ, checked.worstZ);
        // A class called certain under an estimate is one whose cells are all known.
        for (const id of fig.certain) expect(known(after, id), `${where}: ${id}`).toBe(true);
        estimated++;
        continue;
      }
      expect(fig.exact, where).toBe(true);
      expect(fig.layoutsBefore, where).toBe(before.count.toString());
      expect(fig.layoutsAfter, where).toBe(after.count.toString());
      // Each shot's chance: the engine's marginal before it (0 for a cell fired already, or twice).
      fig.cells.forEach((c, i) => expect(fig.probabilities[i], where).toBeCloseTo(fresh.includes(c) && fig.cells.indexOf(c) === i ? before.marginal[c]! : 0, 9));
      expect(fig.expectedHits, where).toBeCloseTo(fresh.reduce((s, c) => s + before.marginal[c]!, 0), 9);
      // Its hits: the revealed fleet's, else those the evidence after it fixes (its expectation then).
      const fleet = fleets[side.target];
      if (fleet !== undefined) {
        const occupied = new Set(fleet.flatMap((s) => s.cells));
        expect(fig.actualHits, where).toBe(fresh.filter((c) => occupied.has(c)).length);
      } else if (fig.actualHits !== null && after.count > 0n) {
        expect(fig.actualHits, where).toBeCloseTo(fresh.reduce((s, c) => s + after.marginal[c]!, 0), 9);
      }
      // The best salvo of as many shots: its own cells' expected hits, the top ones among the
      // unfired cells (Perelman's best salvo weighs the hospital: fewer expected hits, never more).
      // (A shot called off the board is one of them, wasted, as one at a cell fired before is.)
      const shots = Math.min(fig.cells.length + (mine[k]?.s.offBoard ?? 0), variant.board.rows * variant.board.columns - fired.size);
      const top = before.marginal
        .map((p, c) => ({ p, c }))
        .filter(({ c }) => !fired.has(c))
        .sort((a, b) => b.p - a.p)
        .slice(0, shots)
        .reduce((s, x) => s + x.p, 0);
      expect(new Set(fig.bestCells).size, where).toBe(fig.bestCells.length);
      for (const c of fig.bestCells) expect(fired.has(c), where).toBe(false);
      expect(fig.bestExpectedHits, where).toBeCloseTo(fig.bestCells.reduce((s, c) => s + before.marginal[c]!, 0), 9);
      if (variant.fleet.some((c) => c.protected)) expect(fig.bestExpectedHits, where).toBeLessThanOrEqual(top + 1e-9);
      else expect(fig.bestExpectedHits, where).toBeCloseTo(top, 9);
      if (after.count > 0n && fig.actualHits !== null) expect(fig.bits, where).toBeCloseTo(log2Big(before.count) - log2Big(after.count), 9);
      if (after.count > 0n) {
        for (const cls of variant.fleet) {
          // The classes that became certain with it: all their cells known after it (every cell's
          // class chance 0 or 1), and, where the analysis judged the position before it exactly
          // too, not known there.
          if (fig.certain.includes(cls.id)) expect(known(after, cls.id), `${where}: ${cls.id}`).toBe(true);
          if (last.exact && last.answer !== null) expect(fig.certain.includes(cls.id), `${where}: ${cls.id}`).toBe(known(after, cls.id) && !known(last.answer, cls.id));
          // As many ships of each class certain by it as the engine pins after it.
          const ships = side.certainty.find((c) => c.classId === cls.id)!.ships;
          const pinned = new Set(after.pinned.filter((p) => p.classId === cls.id).map((p) => [...p.cells].sort((a, b) => a - b).join(',')));
          expect(ships.filter((s) => s !== null && s <= fig.number).length, `${where}: ${cls.id} ships`).toBe(Math.min(cls.count, pinned.size));
        }
      }
      exact++;
    }
    // The running totals are the salvos' own, added up.
    let expected = 0;
    let best = 0;
    let bits = 0;
    for (const fig of side.salvos) {
      expected += fig.expectedHits;
      best += fig.bestExpectedHits;
      bits += fig.bits ?? 0;
      expect(fig.total.expectedHits).toBeCloseTo(expected, 9);
      expect(fig.total.bestExpectedHits).toBeCloseTo(best, 9);
      expect(fig.total.bits).toBeCloseTo(bits, 9);
    }
  }
  return { exact, estimated, unreferenced, chances, pastTwo, worstZ, salvos: Object.fromEntries(analysis.sides.map((s) => [s.side, s.salvos.length])) };
}

/**
 * An estimated salvo's chances against the engine's exact ones: within `Z_MAX` stated standard
 * errors; where the error is 0 (no sample saw the cell otherwise, written `<1%` or `>99%`, or the
 * evidence decides it), the engine's on the same side of 1% (99%).
 */
function checkEstimate(fig: SalvoFigures, errors: readonly number[], before: InferenceResult, fired: ReadonlySet<number>, where: string): { chances: number; pastTwo: number; worstZ: number } {
  let chances = 0;
  let pastTwo = 0;
  let worstZ = 0;
  fig.cells.forEach((c, i) => {
    if (fired.has(c) || fig.cells.indexOf(c) !== i) {
      expect(fig.probabilities[i], where).toBe(0);
      return;
    }
    const p = fig.probabilities[i]!;
    const exact = before.marginal[c]!;
    const se = errors[i]!;
    if (fig.decided?.[i] === true) expect(p, `${where}: a cell the evidence decides`).toBeCloseTo(exact, 9);
    else if (se === 0) {
      if (p < 0.01) expect(exact, `${where}: written <1%`).toBeLessThan(0.01);
      else if (p > 0.99) expect(exact, `${where}: written >99%`).toBeGreaterThan(0.99);
      else expect(p, where).toBeCloseTo(exact, 9);
    } else {
      chances++;
      const z = Math.abs(p - exact) / se;
      if (z > 2) pastTwo++;
      expect(z, `${where}: ${(100 * p).toFixed(1)}% ± ${(100 * se).toFixed(1)} against the engine's ${(100 * exact).toFixed(1)}%`).toBeLessThanOrEqual(Z_MAX);
      worstZ = Math.max(worstZ, z);
    }
  });
  return { chances, pastTwo, worstZ };
}
