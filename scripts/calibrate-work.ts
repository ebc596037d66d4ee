/**
 * `npx tsx scripts/calibrate-work.ts [--rounds K] [--only draw|chain]`: the costs of src/inference/work.ts, measured.
 *
 * Runs the counter on positions of the example games and on empty boards, each pass with a meter
 * of its own, and fits by least squares (through the origin) each pass's time, in microseconds,
 * over what it charged: the float pass with fleet vectors over its states, moves and values; the
 * single-float passes over their states and moves; the backward pass over its values and moves;
 * the importance sampler per step; exact draws per level, move and fleet-vector entry walked.
 * Prints the fitted costs, then for every position the time against the units charged at the
 * costs in work.ts, so the two can be compared. Each pass is timed K times
 * (default 2) and its fastest run kept. Run it with nothing else on the machine. `--only draw`
 * measures the exact draws alone, `--only chain` the Markov chain's sweeps alone (`chainStep`,
 * `chainLightStep`: see `chains`).
 */
import { chainPosterior } from '../src/analysis/chain-posterior.js';
import { loadRecordVariant } from '../src/cli/commands/game-common.js';
import { randomLayout } from '../src/core/random-layout.js';
import { createRng, randomInt } from '../src/core/rng.js';
import { compileEvidence } from '../src/inference/compile.js';
import { evidenceAfter, NO_EVIDENCE, type Evidence, type EvidenceSalvo } from '../src/inference/evidence.js';
import { evidenceFromRecord } from '../src/inference/from-record.js';
import { orientationParts } from '../src/inference/parts.js';
import { satisfies } from '../src/inference/problem.js';
import { ProfileDp } from '../src/inference/profile-dp.js';
import { importanceSample } from '../src/inference/sampling.js';
import { drawSteps, UNITS_PER_MS, WORK_COST, WorkMeter, type WorkKind } from '../src/inference/work.js';
import { readRecordFile } from '../src/record/store.js';
import { trueAnnouncement } from '../src/rules/announce.js';
import { applyTurn, initialState, nextToFire } from '../src/rules/engine.js';
import { owedShots } from '../src/rules/salvo-size.js';
import type { GameSetup, TurnInput } from '../src/rules/types.js';
import { loadVariant } from '../src/variant/load.js';
import { gridTwenty, gridTwentyGame } from '../tests/helpers/grid-twenty.js';
import type { Variant } from '../src/variant/model.js';

const roundsAt = process.argv.indexOf('--rounds');
const onlyAt = process.argv.indexOf('--only');
/** `--only draw`: the samplers' draws alone (a minute), not the counter's passes; `--only chain`: the chain's sweeps alone. */
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
const rounds = roundsAt >= 0 ? Math.max(1, Number(process.argv[roundsAt + 1]) || 1) : 2;

interface Row {
  readonly name: string;
  readonly pass: 'vector' | 'scalar' | 'back' | 'limb' | 'importance' | 'draw' | 'chain';
  readonly tally: Record<WorkKind, number>;
  readonly us: number;
  readonly units: number;
}
const rows: Row[] = [];

/** Run `run` K times, each with a fresh meter; it returns the milliseconds of the part timed. */
function timed(name: string, pass: Row['pass'], run: (work: WorkMeter) => number): void {
  let best = Infinity;
  let meter = new WorkMeter();
  for (let r = 0; r < rounds; r++) {
    meter = new WorkMeter();
    best = Math.min(best, run(meter));
  }
  rows.push({ name, pass, tally: meter.tally, us: best * 1000, units: meter.spent });
}

/** Milliseconds of this process's CPU time that `run` takes (less disturbed than the wall clock by other work on the machine). */
function clock(run: () => void): number {
  const t = process.cpuUsage();
  run();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
}

function position(name: string, variant: Variant, evidence: Evidence): void {
  const problem = compileEvidence(variant, evidence);
  orientationParts(problem, variant.board).forEach((part, i) => {
    const label = `${name}, part ${i + 1}`;
    timed(label, 'vector', (work) => clock(() => new ProfileDp(part.problem).count({ keepLevels: true, work })));
    // The single-float passes charge states and moves of their own kinds.
    const forward = rows[rows.length - 1]!;
    if (forward.tally.vectorState === 0) rows[rows.length - 1] = { ...forward, pass: 'scalar' };
    timed(label, 'back', (work) => {
      const dp = new ProfileDp(part.problem);
      dp.count({ keepLevels: true });
      return clock(() => dp.placementWeights({ work }));
    });
  });
}

async function game(file: string, target: string, afters: readonly number[]): Promise<void> {
  const f = await readRecordFile(file, loadRecordVariant, file);
  if (!f.ok) throw new Error(`cannot read ${file}`);
  for (const a of afters) position(`${file.replace(/^examples\//, '')} ${target} after ${a}`, f.variant, evidenceFromRecord(f.variant, f.record, target, a));
}

async function main(): Promise<void> {
  if (only === 'chain') {
    await chains();
    fit('chain', ['chainStep', 'chainLightStep']);
    report();
    return;
  }
  if (only !== 'draw') await counts();
  if (only === undefined || only === 'draw') await draws();
  if (only !== 'draw') {
    fit('vector', ['vectorState', 'vectorMove', 'vectorValue']);
    fit('scalar', ['scalarState', 'scalarMove']);
    fit('back', ['backValue', 'backMove']);
    fit('limb', ['limb']);
    fit('importance', ['importanceStep']);
  }
  if (only === undefined || only === 'draw') fit('draw', ['drawStep', 'drawMove', 'drawScan']);
  report();
}

function report(): void {
  console.log('\nper position: time (ms) and units charged at the costs in work.ts (/ UNITS_PER_MS)');
  for (const r of rows) {
    const kinds = (Object.keys(r.tally) as WorkKind[]).filter((k) => r.tally[k] > 0 && WORK_COST[k] * r.tally[k] >= 0.1 * r.units).join(', ');
    console.log(`${r.name.padEnd(44)} ${r.pass.padEnd(10)} ${(r.us / 1000).toFixed(1).padStart(8)} ms ${(r.units / UNITS_PER_MS).toFixed(1).padStart(8)} ms  ${kinds}`);
  }
}

/** The counter's passes, the multi-limb pass and the importance sampler. */
async function counts(): Promise<void> {
  await game('examples/morskoy-boy.yaml', 'первый', [1, 2, 4, 8, 15, 25]);
  await game('examples/morskoy-boy.yaml', 'второй', [0, 1, 5, 10]);
  await game('examples/statki.yaml', 'ala', [1, 5, 15, 30]);
  await game('examples/statki-15.yaml', 'tomek', [37, 40, 45, 60]);
  await game('examples/perelman.yaml', 'red', [1, 2, 4, 10]);
  await game('examples/jutland.yaml', 'blue', [0, 2, 5]);
  await game('examples/classic-1967.yaml', 'red', [0, 3, 10]);
  {
    const f = await readRecordFile('examples/morskoy-boy.yaml', loadRecordVariant, 'examples/morskoy-boy.yaml');
    if (!f.ok) throw new Error('cannot read');
    for (const a of [5, 10]) {
      const problem = compileEvidence(f.variant, evidenceFromRecord(f.variant, f.record, 'второй', a));
      timed(`morskoy-boy второй after ${a}, limbs`, 'limb', (work) => clock(() => new ProfileDp(problem).count({ forceLimbs: true, work })));
    }
  }
  for (const id of ['statki-15', 'morskoy-boy']) {
    const variant = await loadVariant(id, { cwd: process.cwd() });
    const problem = compileEvidence(variant, NO_EVIDENCE);
    timed(`${id} empty, 2000 samples`, 'importance', (work) => clock(() => importanceSample(problem, createRng(1), work, 2000, 2000)));
  }
}

/**
 * Exact draws from a relaxed counter's levels (engine.ts's rejection sampler: the draw, then its
 * test against the constraints), DRAWS per position, where the sampler runs: positions whose
 * count is out of a default budget or close to it, on straight and diagonal ships, short and long
 * fleet vectors (Skagerrak's, from a game played at random here: examples/ has no record of it).
 */
async function draws(): Promise<void> {
  const DRAWS = 2000;
  const position = (name: string, variant: Variant, evidence: Evidence): void => {
    const problem = compileEvidence(variant, evidence);
    const dp = new ProfileDp({ ...problem, constraints: [] });
    dp.count({ keepLevels: true });
    dp.placementWeights();
    timed(`${name}, ${DRAWS} draws`, 'draw', (work) =>
      clock(() => {
        const rng = createRng(1);
        for (let i = 0; i < DRAWS; i++) {
          const chosen = dp.sample(rng, work);
          work.record('drawStep', drawSteps(problem.constraints.length, chosen.length));
          problem.constraints.every((c) => satisfies(c, chosen.reduce((sum, p) => sum + (c.weights.get(p) ?? 0), 0)));
        }
      }),
    );
  };
  const skagerrak = await loadVariant('examples/variants/skagerrak.yaml', { cwd: process.cwd() });
  const played = randomGame(skagerrak, 'calibrate', 10);
  for (const a of [0, 2, 5]) position(`skagerrak (played at random) after ${a}`, skagerrak, evidenceAfter(played, a));
  for (const [file, target, afters] of [
    ['examples/classic-salvo.yaml', 'red', [0, 3]],
    ['examples/classic-1967.yaml', 'red', [0, 3, 10]],
    ['examples/statki-15.yaml', 'tomek', [60]],
    ['examples/jutland.yaml', 'blue', [2]],
    ['examples/perelman.yaml', 'red', [4]],
    ['examples/morskoy-boy.yaml', 'первый', [20]],
  ] as const) {
    const f = await readRecordFile(file, loadRecordVariant, file);
    if (!f.ok) throw new Error(`cannot read ${file}`);
    for (const a of afters) position(`${file.replace(/^examples\//, '')} ${target} after ${a}`, f.variant, evidenceFromRecord(f.variant, f.record, target, a));
  }
}

/**
 * The Markov chain's sweeps (chain-posterior.ts on a work budget, as `infer` runs it past its
 * budget: eight chains, batch means): per position, the time and the charge of a run on a full
 * budget less those of a run on a quarter of it, so that what every run pays once (the model,
 * the search for the chains' starts) drops out and the sweeps' own cost is fitted. Positions
 * where the chain estimates: reports counted per salvo (Skagerrak's, from a game played at random
 * here, classic Salvo's, Jutland's, the 20×20 designer variant's) and shot by shot (1967, Морской
 * бой, Statki 15×15; not later there, where the chain lists the few layouts instead).
 */
async function chains(): Promise<void> {
  const BUDGET_MS = 4000;
  const run = (variant: Variant, evidence: Evidence, ms: number): { us: number; work: WorkMeter } => {
    const work = WorkMeter.ms(ms);
    const us = 1000 * clock(() => chainPosterior(variant, evidence, { work, errors: true, chains: 8, enumerateShips: 0, enumerationBudget: 0, seed: '1' }));
    return { us, work };
  };
  const position = (name: string, variant: Variant, evidence: Evidence): void => {
    let best: Row | undefined;
    for (let r = 0; r < rounds; r++) {
      const full = run(variant, evidence, BUDGET_MS);
      const part = run(variant, evidence, BUDGET_MS / 4);
      const tally = { ...full.work.tally };
      for (const k of Object.keys(tally) as WorkKind[]) tally[k] -= part.work.tally[k];
      const row: Row = { name, pass: 'chain', tally, us: Math.max(1, full.us - part.us), units: full.work.spent - part.work.spent };
      if (best === undefined || row.us < best.us) best = row;
    }
    rows.push(best!);
  };
  const skagerrak = await loadVariant('examples/variants/skagerrak.yaml', { cwd: process.cwd() });
  for (const seed of ['calibrate', 'a', 'b']) {
    const played = randomGame(skagerrak, seed, 10);
    for (const a of [2, 5, 8]) position(`skagerrak (${seed}) after ${a}`, skagerrak, evidenceAfter(played, a));
  }
  for (const [file, target, afters] of [
    ['examples/classic-salvo.yaml', 'red', [2, 5]],
    ['examples/classic-1967.yaml', 'red', [1, 3, 10]],
    ['examples/jutland.yaml', 'blue', [1, 2]],
    ['examples/morskoy-boy.yaml', 'первый', [3, 10]],
    ['examples/statki-15.yaml', 'tomek', [10, 15]],
  ] as const) {
    const f = await readRecordFile(file, loadRecordVariant, file);
    if (!f.ok) throw new Error(`cannot read ${file}`);
    for (const a of afters) position(`${file.replace(/^examples\//, '')} ${target} after ${a}`, f.variant, evidenceFromRecord(f.variant, f.record, target, a));
  }
  // The designer's 20×20 variant (long diagonal ships and shapes, counted reports), which the
  // present costs were measured on.
  const twenty = gridTwenty();
  for (const a of [2, 4]) position(`grid-twenty after ${a}`, twenty, gridTwentyGame(twenty, a));
}

/** The first `salvos` salvos fired at the variant's second side, at random cells, with the true announcements. */
function randomGame(variant: Variant, seed: string, salvos: number): Evidence {
  const [a, b] = variant.turns.sides;
  const setup: GameSetup = { variant, fleets: { [a.id]: randomLayout(variant, `${seed}:a`), [b.id]: randomLayout(variant, `${seed}:b`) } };
  const rng = createRng(seed);
  const cells = variant.board.rows * variant.board.columns;
  let state = initialState(setup);
  const out: EvidenceSalvo[] = [];
  while (out.length < salvos) {
    const side = nextToFire(state);
    if (side === null) break;
    const fired = new Set(state.sides.find((s) => s.side === side)!.cellsFired);
    const shots: number[] = [];
    for (let owed = owedShots(setup, state, side).min; shots.length < owed; ) {
      const c = randomInt(rng, cells);
      if (!fired.has(c)) {
        fired.add(c);
        shots.push(c);
      }
    }
    const turn: TurnInput = { side, cells: shots, announcement: trueAnnouncement(setup, state, side, shots) };
    if (side === a.id) out.push({ cells: shots, announcement: turn.announcement });
    state = applyTurn(setup, state, turn).state;
  }
  return { salvos: out };
}

/**
 * Least squares through the origin, costs kept non-negative (every subset of the kinds is fitted
 * and the best fit with no negative cost kept; states and moves go together, so an unconstrained
 * fit trades one against the other): costs (µs per unit of each kind) for one pass. Rows are
 * weighed by 1 / time, so that relative errors count alike.
 */
function fit(pass: Row['pass'], kinds: readonly WorkKind[]): void {
  const data = rows.filter((r) => r.pass === pass);
  let best: { costs: number[]; residual: number } | undefined;
  for (let subset = 1; subset < 1 << kinds.length; subset++) {
    const used = kinds.map((_, i) => i).filter((i) => (subset >> i) & 1);
    const k = used.length;
    const A = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    const b = new Array<number>(k).fill(0);
    for (const r of data) {
      const x = used.map((i) => r.tally[kinds[i]!]);
      const w = 1 / Math.max(r.us, 1) ** 2;
      for (let i = 0; i < k; i++) {
        b[i]! += w * x[i]! * r.us;
        for (let j = 0; j < k; j++) A[i]![j]! += w * x[i]! * x[j]!;
      }
    }
    const c = solve(A, b);
    if (c.some((x) => !(x >= 0))) continue;
    const costs = kinds.map((_, i) => (used.includes(i) ? c[used.indexOf(i)]! : 0));
    let residual = 0;
    for (const r of data) {
      const predicted = kinds.reduce((sum, kind, i) => sum + costs[i]! * r.tally[kind], 0);
      residual += ((predicted - r.us) / Math.max(r.us, 1)) ** 2;
    }
    if (best === undefined || residual < best.residual) best = { costs, residual };
  }
  const c = best?.costs ?? kinds.map(() => 0);
  const rms = Math.sqrt((best?.residual ?? 0) / Math.max(1, data.length));
  console.log(`${pass}: ${kinds.map((kind, i) => `${kind} ${c[i]!.toPrecision(3)} (now ${WORK_COST[kind]})`).join(', ')} µs; ${data.length} runs, rms relative error ${(100 * rms).toFixed(0)}%`);
}

function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]!]);
  for (let i = 0; i < n; i++) {
    let p = i;
    for (let r = i + 1; r < n; r++) if (Math.abs(M[r]![i]!) > Math.abs(M[p]![i]!)) p = r;
    [M[i], M[p]] = [M[p]!, M[i]!];
    for (let r = 0; r < n; r++) {
      if (r === i || M[i]![i] === 0) continue;
      const f = M[r]![i]! / M[i]![i]!;
      for (let c = i; c <= n; c++) M[r]![c]! -= f * M[i]![c]!;
    }
  }
  return M.map((row, i) => (row[i] === 0 ? 0 : row[n]! / row[i]!));
}

await main();
