/**
 * `npx tsx scripts/advisor-variants.ts [--policies greedy,finish,…] [--lambda L] [--games N] [--from I] [--seed S] [--samples K] [--fleets uniform|sequential] [--variant V]`:
 * variants of the single-shot advisor, each firing alone (solo) at the same seeded fleets
 * (game `i` from the seed `${seed}:${i}`, as `npm run compare`), with where their shots went:
 * hunting (no hit left open) or targeting (a ship hit and not yet sunk), and their misses in
 * each phase. Then, for each policy, the mean difference from the first one game by game and its
 * standard error. Run two at once with `--from 0 --games 150` and `--from 150 --games 150` to use
 * both cores. A research tool: the advisor itself is src/analysis/strategies/advisor.ts.
 *
 * Policies (all on the advisor's posterior in simulations: exact, or 4,000 exactly uniform
 * samples of the consistent layouts; `--samples` changes that):
 * - `greedy`: the advisor (most likely cell, ties toward information).
 * - `density`: the per-ship density player (src/analysis/strategies/density.ts).
 * - `finish`: with a hit open, the cell most likely to hold a hit-but-afloat ship; else greedy.
 * - `wounded`: P(hit) + λ · P(a hit-but-afloat ship there), every turn.
 * - `info`: P(hit) + λ · entropy of the shot's answer (miss, hit, sunk with the class).
 * - `infohunt`: as `info` while hunting, greedy while targeting.
 * - `parity`: while hunting, only the lattice (row + column) mod L = o of the smallest ship
 *   left (L), o the offset of most probability; greedy within it and while targeting.
 * - `lookahead`: ./src/analysis/lookahead.ts on the greedy ranking's best `--k` cells, `--depth` greedy shots on.
 */
import { bestSalvo, rankCells } from '../src/analysis/advice.js';
import { hybridPosterior, type HybridPosterior } from '../src/analysis/hybrid-posterior.js';
import { lookaheadChoice } from '../src/analysis/lookahead.js';
import { playGame, randomLayoutSource } from '../src/analysis/play.js';
import type { LayoutSamples } from '../src/analysis/posterior-sampler.js';
import { cachedInferrer, type Inferrer } from '../src/analysis/posterior.js';
import { SIMULATION_CHAIN } from '../src/analysis/simulate.js';
import { densityStrategy } from '../src/analysis/strategies/density.js';
import type { ShooterView, Strategy } from '../src/analysis/strategies/types.js';
import { uniformFleet } from '../src/analysis/uniform-fleet.js';
import { columnOf, rowOf } from '../src/core/coords.js';
import { writeFileSync } from 'node:fs';
import { loadVariant } from '../src/variant/load.js';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}
const policies = option('policies', 'greedy,finish').split(',');
const lambda = Number(option('lambda', '0.1'));
const games = Number(option('games', '100'));
const from = Number(option('from', '0'));
const seed = option('seed', 'compare');
const samples = Number(option('samples', '4000'));
const candidates = Number(option('k', '8'));
const depth = Number(option('depth', '1'));
const fleets = option('fleets', 'uniform') === 'sequential' ? randomLayoutSource : uniformFleet;
const variant = await loadVariant(option('variant', 'classic-1967'), { cwd: process.cwd() });
if (variant.turns.salvo.kind !== 'constant' || variant.turns.salvo.shots !== 1 || variant.report.timing !== 'per-shot') {
  throw new Error(`${variant.id}: these policies are for one shot a turn with per-shot reports`);
}

/** Shots in each phase, and the hits they drew. */
interface Phases {
  hunt: number;
  target: number;
  huntHits: number;
  targetHits: number;
}

/** The sizes of the classes not yet sunk, and whether a hit is open (not part of a sunk ship). */
function reading(view: ShooterView): { sizes: number[]; open: boolean } {
  const left = variant.fleet.map((f) => f.size);
  let hits = 0;
  let sunkCells = 0;
  for (const s of view.evidence.salvos) {
    const a = s.announcement;
    if (!a || a.kind !== 'per-shot') continue;
    for (const shot of a.shots) {
      if (shot.result === 'miss') continue;
      hits++;
      if (shot.result !== 'sunk') continue;
      const i = variant.fleet.findIndex((f) => f.id === shot.classId);
      sunkCells += variant.fleet[i]!.size;
      left[i] = 0;
    }
  }
  const sizes = left.filter((x) => x > 0);
  return { sizes: sizes.length > 0 ? sizes : [1], open: hits > sunkCells };
}

/** Per cell, from the samples: P(a ship hit but afloat there), and the entropy of the answer. */
function fromSamples(s: LayoutSamples, fired: ReadonlySet<number>): { wounded: number[]; entropy: number[] } {
  const S = s.slotClass.length;
  const hit = new Float64Array(s.n);
  const wounded = new Float64Array(s.n);
  const sinks = variant.fleet.map(() => new Float64Array(s.n));
  for (let k = 0; k < s.count; k++) {
    for (let slot = 0; slot < S; slot++) {
      const p = s.slotPlacements[slot]![s.layouts[k * S + slot]!]!;
      const struck = p.cells.filter((c) => fired.has(c)).length;
      for (const c of p.cells) {
        if (fired.has(c)) continue;
        hit[c]!++;
        if (struck > 0) wounded[c]!++;
        if (struck === p.cells.length - 1) sinks[s.slotClass[slot]!]![c]!++;
      }
    }
  }
  const xlogx = (q: number): number => (q > 1e-15 ? -q * Math.log2(q) : 0);
  const entropy = Array.from(hit, (h, c) => {
    let sunk = 0;
    let e = 0;
    for (const a of sinks) {
      sunk += a[c]! / s.count;
      e += xlogx(a[c]! / s.count);
    }
    return e + xlogx(h / s.count - sunk) + xlogx(1 - h / s.count);
  });
  return { wounded: Array.from(wounded, (w) => w / s.count), entropy };
}

/** The unfired cell of highest value, the lowest among equals. */
function best(view: ShooterView, value: (c: number) => number): number {
  let cell = -1;
  let top = -Infinity;
  const n = variant.board.rows * variant.board.columns;
  for (let c = 0; c < n; c++) {
    if (view.fired.has(c)) continue;
    const v = value(c);
    if (v > top + 1e-12) {
      top = v;
      cell = c;
    }
  }
  return cell;
}

const base: Inferrer = (v, e, o) => hybridPosterior(v, e, { chain: SIMULATION_CHAIN, sampler: { samples }, ...(o?.evidenceKey ? { evidenceKey: o.evidenceKey } : {}) });
const infer = cachedInferrer(base, 2000);
const density = densityStrategy();

function player(policy: string, phases: Phases): Strategy {
  let last: 'hunt' | 'target' = 'hunt';
  const choose = (view: ShooterView, open: boolean, rng: Parameters<Strategy['chooseSalvo']>[1]): number => {
    if (policy === 'density') return density.chooseSalvo(view, rng)[0]!;
    const post = infer(variant, view.evidence, view.evidenceKey === undefined ? undefined : { evidenceKey: view.evidenceKey }) as HybridPosterior;
    const greedy = (): number => bestSalvo(variant, post, view.fired, 1).cells[0]!;
    const s = post.layoutSamples;
    if (policy === 'greedy' || !s || s.count === 0) return greedy();
    const m = post.marginal;
    if (policy === 'lookahead') return lookaheadChoice(variant, s, view.fired, rankCells(post, view.fired, m).slice(0, candidates), 1, depth);
    if (policy === 'parity') {
      if (open) return greedy();
      const L = Math.min(...reading(view).sizes);
      const b = variant.board;
      const on = (c: number, o: number): boolean => (rowOf(c, b) + columnOf(c, b)) % L === o;
      const mass = Array.from({ length: L }, (_, o) => m.reduce((t, p, c) => t + (view.fired.has(c) || !on(c, o) ? 0 : p), 0));
      const o = mass.indexOf(Math.max(...mass));
      return best(view, (c) => (on(c, o) ? 1 : 0) + m[c]!);
    }
    const a = fromSamples(s, view.fired);
    if (policy === 'finish') {
      const c = open ? best(view, (c) => a.wounded[c]! + 1e-6 * m[c]!) : -1;
      return c >= 0 && a.wounded[c]! > 0 ? c : greedy();
    }
    if (policy === 'wounded') return best(view, (c) => m[c]! + lambda * a.wounded[c]!);
    if (policy === 'info') return best(view, (c) => m[c]! + lambda * a.entropy[c]!);
    if (policy === 'infohunt') return open ? greedy() : best(view, (c) => m[c]! + lambda * a.entropy[c]!);
    throw new Error(`unknown policy ${policy}`);
  };
  return {
    id: policy === 'density' ? 'density' : 'advisor',
    description: policy,
    chooseSalvo(view, rng) {
      const answer = view.evidence.salvos.at(-1)?.announcement;
      if (answer?.kind === 'per-shot' && answer.shots[0]?.result !== 'miss') {
        if (last === 'hunt') phases.huntHits++;
        else phases.targetHits++;
      }
      const { open } = reading(view);
      last = open ? 'target' : 'hunt';
      if (open) phases.target++;
      else phases.hunt++;
      return [choose(view, open, rng)];
    },
  };
}

const mean = (xs: readonly number[]): number => xs.reduce((t, x) => t + x, 0) / xs.length;
const se = (xs: readonly number[]): number => Math.sqrt(xs.reduce((t, x) => t + (x - mean(xs)) ** 2, 0) / (xs.length - 1) / xs.length);
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

const shots = new Map<string, number[]>();
process.stdout.write(`${variant.id}: solo games ${from}–${from + games - 1} (seed ${seed}), ${option('fleets', 'uniform')} fleets, λ ${lambda}\n`);
for (const policy of policies) {
  const row: number[] = [];
  const huntMisses: number[] = [];
  const targetMisses: number[] = [];
  for (let i = from; i < from + games; i++) {
    const phases: Phases = { hunt: 0, target: 0, huntHits: 0, targetHits: 0 };
    const game = playGame({ variant, strategies: [player(policy, phases), density], mode: 'solo', seed: `${seed}:${i}`, fleets });
    if (game.shotsToSink === null) throw new Error(`${policy}: game ${i} unfinished`);
    row.push(game.shotsToSink);
    huntMisses.push(phases.hunt - phases.huntHits);
    // The sinking shot of the last ship is a target hit the loop never sees answered.
    targetMisses.push(phases.target - phases.targetHits - 1);
  }
  shots.set(policy, row);
  process.stdout.write(
    `${policy.padEnd(10)} mean ${mean(row).toFixed(2)} ± ${se(row).toFixed(2)}  median ${median(row)}  misses hunting ${mean(huntMisses).toFixed(2)}, targeting ${mean(targetMisses).toFixed(2)}\n`,
  );
}
const rowsFile = option('rows', '');
if (rowsFile) writeFileSync(rowsFile, `${JSON.stringify(Object.fromEntries(shots))}\n`);
const first = shots.get(policies[0]!)!;
for (const policy of policies.slice(1)) {
  const d = shots.get(policy)!.map((x, g) => x - first[g]!);
  process.stdout.write(`${policy} - ${policies[0]}: ${mean(d) >= 0 ? '+' : ''}${mean(d).toFixed(2)} ± ${se(d).toFixed(2)} shots a game (${d.length} paired games)\n`);
}
