/**
 * `npx tsx scripts/optimal-vs-greedy.ts [--case 4x4:3,2[:no-contact]]… [--rounds K] [--no-optimal] [--explain N] [--json]`:
 * how far the greedy advisor is from the optimal policy, exactly, on small boards with the 1967
 * rules (single shots; miss, hit, sunk with the class; ships may touch unless the case says
 * `no-contact`), uniform prior over the legal layouts (src/analysis/optimal.ts).
 *
 * One row per case: layouts, optimal expected shots, greedy (ties to the lowest cell index) and
 * the range over every tie rule, the gap, K rounds of policy improvement on greedy (rollouts,
 * exact; each an upper bound on the optimum), random firing (closed form), states solved and the
 * solver's CPU and wall seconds. With `--no-optimal` (boards the solver cannot finish) the best
 * rollout stands in for the optimum, so the gap shown is a lower bound (marked ≥). `--explain N` lists the N positions on greedy's path where its
 * choice loses the most (reach probability × the extra expected shots of its cell over the best
 * cell, optimal play afterwards), with a picture of each. Without `--case`, a default ladder.
 */
import { loadVariant } from '../src/variant/load.js';
import {
  OptimalSolver,
  children,
  greedyCell,
  greedyExpected,
  hitCounts,
  isTerminal,
  randomExpected,
  rolloutExpected,
  rootState,
  smallGame,
  type InfoState,
  type SmallGame,
} from '../src/analysis/optimal.js';
import type { ShipClass, Spacing, Variant } from '../src/variant/model.js';

function option(name: string): string[] {
  const out: string[] = [];
  process.argv.forEach((a, i) => {
    if (a === `--${name}` && process.argv[i + 1] !== undefined) out.push(process.argv[i + 1]!);
  });
  return out;
}

// The cases the solver finished on 2 shared cores (4x5 {3,2}: 1.5 M states, 4 CPU minutes). The
// next step, 5x5 {3,2} or {4,3}, did not finish in 20 minutes; run those with --no-optimal
// (--rounds 3 on 5x5 {3,2} takes about 100 CPU s).
const DEFAULT_LADDER = ['3x4:3,2', '4x4:3,2', '3x5:3,2', '4x4:2,2', '4x4:3,2:no-contact', '4x4:4,3', '4x4:3,3', '5x5:3', '4x4:3,2,2', '4x5:3,2'];
const cases = option('case').length > 0 ? option('case') : DEFAULT_LADDER;
const explain = Number(option('explain')[0] ?? '0');
const rolloutRounds = Array.from({ length: Number(option('rounds')[0] ?? '2') }, (_, i) => i + 1);
const withOptimal = !process.argv.includes('--no-optimal');
const cpuSeconds = (u: NodeJS.CpuUsage): number => (u.user + u.system) / 1e6;
const json = process.argv.includes('--json');

const base = await loadVariant('classic-1967', { cwd: process.cwd() });

/** The 1967 rules on a smaller board with another fleet (one ship per class, named by size). */
function smallVariant(rows: number, columns: number, sizes: readonly number[], spacing: Spacing): Variant {
  const template = base.fleet[0]!;
  const fleet: ShipClass[] = sizes.map((size, i) => ({
    ...template,
    id: `ship${i + 1}`,
    name: { en: `Ship ${i + 1} (${size})` },
    mark: `S${i + 1}`,
    size,
    kind: 'straight',
    shape: Array.from({ length: size }, (_, c) => [0, c] as const),
  }));
  return {
    ...base,
    id: `small-${rows}x${columns}`,
    board: {
      ...base.board,
      rows,
      columns,
      columnLabels: base.board.columnLabels.slice(0, columns),
      rowLabels: base.board.rowLabels.slice(0, rows),
    },
    fleet,
    placement: { diagonal: false, spacing },
  };
}

function parseCase(text: string): { rows: number; columns: number; sizes: number[]; spacing: Spacing } {
  const [board, fleet, spacing] = text.split(':');
  const [rows, columns] = board!.split('x').map(Number);
  const sizes = fleet!.split(',').map(Number);
  const sp = (spacing ?? 'may-touch') as Spacing;
  if (!rows || !columns || sizes.some((s) => !s) || !['may-touch', 'no-contact', 'no-side-contact'].includes(sp)) {
    throw new Error(`bad case ${text}: want ROWSxCOLUMNS:SIZE,SIZE[:no-contact]`);
  }
  return { rows, columns, sizes, spacing: sp };
}

function picture(game: SmallGame, s: InfoState, fired: ReadonlySet<number>, mark: number): string {
  const counts = hitCounts(game, s);
  const n = s.layouts.length;
  const lines: string[] = [];
  for (let r = 0; r < game.rows; r++) {
    const cells: string[] = [];
    for (let c = 0; c < game.columns; c++) {
      const i = r * game.columns + c;
      const hit = (i < 32 ? (s.hitLo >>> i) & 1 : (s.hitHi >>> (i - 32)) & 1) === 1;
      const p = counts[i]! / n;
      let t = hit ? '  X ' : fired.has(i) ? '  o ' : p === 0 ? '  . ' : ` ${(p * 100).toFixed(0).padStart(2)}%`;
      if (i === mark) t = `[${t.trim().padStart(2)}]`;
      cells.push(t.padStart(4));
    }
    lines.push(cells.join(''));
  }
  return lines.join('\n');
}

/** Positions on greedy's path with the largest loss of its choice, under optimal play after. */
function explainLosses(game: SmallGame, solver: OptimalSolver, top: number): string[] {
  const found: { weight: number; regret: number; s: InfoState; fired: Set<number>; greedy: number; best: number[]; vs: number; vg: number }[] = [];
  const seen = new Set<string>();
  const walk = (s: InfoState, fired: Set<number>): void => {
    if (isTerminal(game, s)) return;
    const key = `${s.hitLo},${s.hitHi},${s.layouts.join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    const g = greedyCell(game, s);
    const vs = solver.value(s);
    const vg = solver.moveValue(s, g);
    if (vg > vs) {
      found.push({ weight: (vg - vs) / game.count, regret: (vg - vs) / s.layouts.length, s, fired: new Set(fired), greedy: g, best: solver.optimalMoves(s), vs, vg });
    }
    const next = new Set(fired);
    next.add(g);
    for (const ch of children(game, s, g)) walk(ch, next);
  };
  walk(rootState(game), new Set());
  found.sort((a, b) => b.weight - a.weight);
  const total = found.reduce((a, f) => a + f.weight, 0);
  const out = [`greedy's one-step losses (optimal play afterwards) sum to ${total.toFixed(4)} shots over ${found.length} positions; the largest:`];
  for (const f of found.slice(0, top)) {
    const n = f.s.layouts.length;
    out.push(
      `- reached with probability ${(n / game.count).toFixed(4)} (${n} layouts): greedy fires [cell ${f.greedy}] and needs ${(f.vg / n).toFixed(3)} more shots; ` +
        `best cells ${f.best.join(', ')} need ${(f.vs / n).toFixed(3)} (loss ${f.regret.toFixed(3)}, ${f.weight.toFixed(4)} of the mean)`,
      picture(game, f.s, f.fired, f.greedy),
      `  best cell ${f.best[0]} (cells numbered row by row from 0; X hit, o miss, . known empty, % hit probability):`,
      picture(game, f.s, f.fired, f.best[0]!),
    );
  }
  return out;
}

const header =
  '| case | layouts | optimal | greedy (lowest index) | greedy over tie rules | gap shots | gap % | ' +
  rolloutRounds.map((k) => `rollout ${k}`).join(' | ') +
  ' | random | optimal: states, CPU s, wall s | rollouts CPU s |';
if (!json) console.log(`${header}\n|${'---|'.repeat(11 + rolloutRounds.length - 1)}`);
for (const text of cases) {
  const { rows, columns, sizes, spacing } = parseCase(text);
  const variant = smallVariant(rows, columns, sizes, spacing);
  const game = smallGame(variant);
  const lowest = greedyExpected(game, 'lowest');
  const best = greedyExpected(game, 'best');
  const worst = greedyExpected(game, 'worst');
  const cpuR = process.cpuUsage();
  const rollouts = rolloutRounds.map((k) => rolloutExpected(game, k).expected);
  const rolloutCpu = cpuSeconds(process.cpuUsage(cpuR));
  let optimal: { value: number; states: number; cpu: number; wall: number } | null = null;
  let solver: OptimalSolver | null = null;
  if (withOptimal) {
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    solver = new OptimalSolver(game);
    const total = solver.value(rootState(game));
    optimal = { value: total / game.count, states: solver.states, cpu: cpuSeconds(process.cpuUsage(cpu0)), wall: (performance.now() - wall0) / 1000 };
  }
  // Without the optimum, the best rollout is an upper bound on it, so the gap is at least greedy − that.
  const reference = optimal?.value ?? Math.min(lowest.expected, ...rollouts);
  const gap = lowest.expected - reference;
  const row = {
    case: `${rows}x${columns} {${sizes.join(',')}}${spacing === 'may-touch' ? '' : ` ${spacing}`}`,
    layouts: game.count,
    optimal: optimal?.value ?? null,
    greedy: lowest.expected,
    greedyBestTies: best.expected,
    greedyWorstTies: worst.expected,
    rollouts: Object.fromEntries(rolloutRounds.map((k, i) => [k, rollouts[i]])),
    gap,
    gapPercent: (100 * gap) / reference,
    gapIsLowerBound: optimal === null,
    random: randomExpected(game),
    optimalStates: optimal?.states ?? null,
    optimalCpuSeconds: optimal?.cpu ?? null,
    optimalWallSeconds: optimal?.wall ?? null,
    rolloutCpuSeconds: rolloutCpu,
  };
  if (json) console.log(JSON.stringify(row));
  else {
    const ge = optimal === null ? '≥ ' : '';
    console.log(
      `| ${row.case} | ${row.layouts} | ${optimal ? optimal.value.toFixed(4) : `≤ ${reference.toFixed(4)}`} | ${lowest.expected.toFixed(4)} | ` +
        `${best.expected.toFixed(4)}–${worst.expected.toFixed(4)} | ${ge}${gap.toFixed(4)} | ${ge}${row.gapPercent.toFixed(2)} | ` +
        rollouts.map((r) => r.toFixed(4)).join(' | ') +
        ` | ${row.random.toFixed(2)} | ${optimal ? `${optimal.states}, ${optimal.cpu.toFixed(1)}, ${optimal.wall.toFixed(1)}` : 'not solved'} | ${rolloutCpu.toFixed(1)} |`,
    );
  }
  if (explain > 0 && solver) for (const line of explainLosses(game, solver, explain)) console.log(line);
}
