/**
 * `npx tsx scripts/advisor-audit.ts [--part small|board] [--games N] [--from I] [--seed S] [--every K] [--budget MS]`:
 * does the advisor use everything it is told, and choose the most likely cell of the exact
 * posterior? A research tool for the advisor's issue (docs/analysis.md, "Measurements").
 *
 * - `small` (default): solo games on a 6×6 board with a fleet shaped like the 1967 one (4, 3, 3, 2,
 *   the two 3s distinct classes, ships may touch, per-shot reports naming the sunk class). Every
 *   layout is listed here by brute force (no code of src/inference), and after each shot the
 *   layouts that would not have drawn the true answer are dropped, so the exact posterior is at hand
 *   at every decision. At each decision: the advisor as `simulate` builds it (its posterior, its
 *   tie-breaking) and the same advisor on the sampled posterior alone (4,000 exactly uniform
 *   samples, never enumerated: the path most of its 10×10 decisions take) each choose a cell; the
 *   script tells how often each chose a cell of the brute-force maximum and what chance of a hit they
 *   gave up (the exact maximum less the exact chance of their cell), and the largest gap between the
 *   engine's exact marginals and the brute-force ones.
 * - `board`: advisor games under the 1967 rules (10×10, uniform fleets); at every `--every`-th
 *   decision the inference engine's exact posterior (within `--budget` reference ms) is set
 *   beside the advisor's: how often the advisor's cell is an exact maximum, the chance of a hit
 *   given up, and how far the sampled marginals stray from the exact ones in standard errors.
 */
import { bestSalvo } from '../src/analysis/advice.js';
import { hybridPosterior } from '../src/analysis/hybrid-posterior.js';
import { playGame } from '../src/analysis/play.js';
import type { Evidence, Posterior, SalvoEvidence } from '../src/analysis/posterior.js';
import { SIMULATION_CHAIN, strategiesFor } from '../src/analysis/simulate.js';
import type { ShooterView, Strategy } from '../src/analysis/strategies/types.js';
import { uniformFleet } from '../src/analysis/uniform-fleet.js';
import { placementsOf, type ShipPlacement } from '../src/core/placements.js';
import { createRng } from '../src/core/rng.js';
import { infer as engineInfer } from '../src/inference/engine.js';
import type { ShotReport } from '../src/rules/announcement.js';
import { loadVariant } from '../src/variant/load.js';
import type { Variant } from '../src/variant/model.js';
import { shipClass } from '../tests/helpers/make-variant.js';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}
const part = option('part', 'small');
const games = Number(option('games', '50'));
const from = Number(option('from', '0'));
const seed = option('seed', 'audit');

const mean = (xs: readonly number[]): number => (xs.length === 0 ? 0 : xs.reduce((t, x) => t + x, 0) / xs.length);

/** The unfired cell of highest exact chance, and that chance. */
function exactBest(marginal: readonly number[], fired: ReadonlySet<number>): number {
  let top = -1;
  for (let c = 0; c < marginal.length; c++) if (!fired.has(c) && marginal[c]! > top) top = marginal[c]!;
  return top;
}

/** Tally of decisions against the exact posterior. */
class Tally {
  decisions = 0;
  atMax = 0;
  lost: number[] = [];
  add(exact: readonly number[], fired: ReadonlySet<number>, cell: number): void {
    const top = exactBest(exact, fired);
    const gap = top - exact[cell]!;
    this.decisions++;
    if (gap <= 1e-9) this.atMax++;
    this.lost.push(gap);
  }
  line(name: string, games: number): string {
    const sum = this.lost.reduce((t, x) => t + x, 0);
    const worst = Math.max(0, ...this.lost);
    return `${name.padEnd(26)} ${this.atMax}/${this.decisions} decisions at the exact maximum (${((100 * this.atMax) / Math.max(1, this.decisions)).toFixed(1)}%), chance of a hit given up: ${(sum / Math.max(1, games)).toFixed(3)} a game, ${mean(this.lost).toFixed(4)} a decision, at worst ${worst.toFixed(3)}`;
  }
}

async function small(): Promise<void> {
  const base = await loadVariant('classic-1967', { cwd: process.cwd() });
  const variant: Variant = {
    ...base,
    id: 'audit-6x6',
    board: { ...base.board, rows: 6, columns: 6, columnLabels: base.board.columnLabels.slice(0, 6), rowLabels: base.board.rowLabels.slice(0, 6) },
    fleet: [shipClass('battleship', 4), shipClass('cruiser', 3), shipClass('submarine', 3), shipClass('destroyer', 2)],
  };
  const n = 36;
  const lists = variant.fleet.map((_, ci) => placementsOf(variant, ci));
  const S = lists.length;
  // Every legal layout (ships may touch: no shared cell), as placement indices per ship.
  const rows: number[] = [];
  const used = new Uint8Array(n);
  const pick: number[] = [];
  const go = (s: number): void => {
    if (s === S) {
      rows.push(...pick);
      return;
    }
    lists[s]!.forEach((p, i) => {
      if (p.cells.some((c) => used[c])) return;
      for (const c of p.cells) used[c] = 1;
      pick.push(i);
      go(s + 1);
      pick.pop();
      for (const c of p.cells) used[c] = 0;
    });
  };
  go(0);
  const all = Uint16Array.from(rows);
  const total = all.length / S;
  process.stdout.write(`${variant.id}: ${total} layouts (brute force); solo games ${from}–${from + games - 1}, seed ${seed}\n`);
  const advisorTally = new Tally();
  const sampledTally = new Tally();
  let engineGap = 0;
  const shots: number[] = [];
  for (let g = from; g < from + games; g++) {
    const rng = createRng(`${seed}:${g}`);
    const truth = Math.floor(rng() * total);
    const ships: ShipPlacement[] = Array.from({ length: S }, (_, s) => lists[s]![all[truth * S + s]!]!);
    let live = all;
    const { strategies } = strategiesFor({ variant, games: 1, seed, strategies: ['advisor', 'random'], mode: 'solo' });
    const advisor: Strategy = strategies[0];
    const salvos: SalvoEvidence[] = [];
    const fired = new Set<number>();
    let sunk = 0;
    while (sunk < S) {
      // The exact posterior by brute force.
      const count = live.length / S;
      const occ = new Float64Array(n);
      for (let k = 0; k < count; k++) for (let s = 0; s < S; s++) for (const c of lists[s]![live[k * S + s]!]!.cells) occ[c]!++;
      const exact = Array.from(occ, (v) => v / count);
      const evidence: Evidence = { salvos: [...salvos] };
      const view: ShooterView = { variant, evidence, fired, shots: 1 };
      const cell = advisor.chooseSalvo(view, rng)[0]!;
      advisorTally.add(exact, fired, cell);
      const sampled = hybridPosterior(variant, evidence, { chain: SIMULATION_CHAIN, enumerateBelow: -1 });
      sampledTally.add(exact, fired, bestSalvo(variant, sampled, fired, 1).cells[0]!);
      const engine = engineInfer(variant, evidence);
      if (engine.count !== BigInt(count)) throw new Error(`game ${g}: the engine counts ${engine.count} layouts, brute force ${count}`);
      for (let c = 0; c < n; c++) engineGap = Math.max(engineGap, Math.abs(engine.marginal[c]! - exact[c]!));
      // Fire, answer truly, and keep the layouts that would have answered the same.
      const answerOf = (at: (s: number) => ShipPlacement): ShotReport => {
        for (let s = 0; s < S; s++) {
          const p = at(s);
          if (!p.cells.includes(cell)) continue;
          return p.cells.every((c) => c === cell || fired.has(c)) ? { result: 'sunk', classId: variant.fleet[s]!.id } : { result: 'hit' };
        }
        return { result: 'miss' };
      };
      const answer = answerOf((s) => ships[s]!);
      const key = JSON.stringify(answer);
      const kept: number[] = [];
      for (let k = 0; k < count; k++) {
        if (JSON.stringify(answerOf((s) => lists[s]![live[k * S + s]!]!)) === key) for (let s = 0; s < S; s++) kept.push(live[k * S + s]!);
      }
      live = Uint16Array.from(kept);
      fired.add(cell);
      salvos.push({ cells: [cell], announcement: { kind: 'per-shot', shots: [answer] } });
      if (answer.result === 'sunk') sunk++;
    }
    shots.push(fired.size);
  }
  process.stdout.write(`advisor: mean ${mean(shots).toFixed(2)} shots to sink\n`);
  process.stdout.write(`${advisorTally.line('advisor (as simulated)', games)}\n`);
  process.stdout.write(`${sampledTally.line('advisor on samples alone', games)}\n`);
  process.stdout.write(`engine against brute force: counts equal at every decision, marginals within ${engineGap.toExponential(1)}\n`);
}

async function board(): Promise<void> {
  const variant = await loadVariant('classic-1967', { cwd: process.cwd() });
  const every = Number(option('every', '3'));
  const budgetMs = Number(option('budget', '20000'));
  const n = variant.board.rows * variant.board.columns;
  const { strategies } = strategiesFor({ variant, games, seed, strategies: ['advisor', 'random'], mode: 'solo' });
  const advisor = strategies[0];
  const tally = new Tally();
  const z: number[] = [];
  let skipped = 0;
  let byMethod: Record<string, number> = {};
  const shots: number[] = [];
  for (let g = from; g < from + games; g++) {
    let decision = 0;
    const watcher: Strategy = {
      id: 'advisor',
      description: 'advisor, watched',
      chooseSalvo(view, rng) {
        const cells = advisor.chooseSalvo(view, rng);
        if (decision++ % every !== 0) return cells;
        const exact = engineInfer(variant, view.evidence, { budgetMs });
        if (!exact.exact) {
          skipped++;
          return cells;
        }
        tally.add(exact.marginal, view.fired, cells[0]!);
        const post = hybridPosterior(variant, view.evidence, { chain: SIMULATION_CHAIN }) as Posterior & { method: string };
        byMethod = { ...byMethod, [post.method]: (byMethod[post.method] ?? 0) + 1 };
        if (post.method === 'sampled') {
          const count = post.layoutSamples!.count;
          for (let c = 0; c < n; c++) {
            if (view.fired.has(c)) continue;
            const p = exact.marginal[c]!;
            if (p <= 0 || p >= 1) {
              if (Math.abs(post.marginal[c]! - p) > 1e-12) z.push(Infinity);
              continue;
            }
            z.push((post.marginal[c]! - p) / Math.sqrt((p * (1 - p)) / count));
          }
        }
        return cells;
      },
    };
    const row = playGame({ variant, strategies: [watcher, strategies[1]], mode: 'solo', seed: `${seed}:${g}`, fleets: uniformFleet });
    shots.push(row.shotsToSink ?? NaN);
  }
  process.stdout.write(`${variant.id}: solo games ${from}–${from + games - 1} (seed ${seed}), one decision in ${every} checked; advisor mean ${mean(shots).toFixed(2)}\n`);
  process.stdout.write(`${tally.line('advisor (as simulated)', games)} (${skipped} decisions past the engine's budget left out)\n`);
  process.stdout.write(`posteriors checked: ${JSON.stringify(byMethod)}\n`);
  const finite = z.filter(Number.isFinite);
  const sd = Math.sqrt(mean(finite.map((x) => x * x)));
  process.stdout.write(
    `sampled marginals against exact: ${finite.length} cells, mean z ${mean(finite).toFixed(3)}, rms z ${sd.toFixed(3)} (1 if unbiased), |z| > 4: ${finite.filter((x) => Math.abs(x) > 4).length}, certain cells wrong: ${z.length - finite.length}\n`,
  );
}

if (part === 'small') await small();
else if (part === 'board') await board();
else throw new Error(`unknown part ${part}`);
