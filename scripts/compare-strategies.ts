/**
 * `npm run compare -- [--games N] [--seed S] [--workers W] [--sweeps K] [--samples K] [--no-sampler] [--strategies a,b,c] [--variant V]`:
 * the strategy comparison of the analysis issue. Each strategy fires alone (solo mode) at
 * uniformly random fleets of the 1967 rules until the whole fleet is sunk, over the same seeded
 * games, and the shots it needed are summarised (mean, median, spread, quartiles), with the wall
 * and CPU time of each run; then, for each pair of strategies, the mean difference game by game
 * (the same fleets) and its standard error. Published medians for comparison: random about 96, hunt and target
 * 65, with parity 62, probability density 42. `--samples` sets the advisor's posterior samples
 * per decision, `--no-sampler` makes it use the chain alone (as before the sampler).
 */
import { loadVariant } from '../src/variant/load.js';
import { simulate } from '../src/analysis/simulate.js';
import { STRATEGY_IDS, type StrategyId } from '../src/analysis/strategies/types.js';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

const games = Number(option('games', '1000'));
const seed = option('seed', 'compare');
const workers = Number(option('workers', '2'));
const sweeps = option('sweeps', '');
const samples = option('samples', '');
const noSampler = process.argv.includes('--no-sampler');
const variantRef = option('variant', 'classic-1967');
const strategies = option('strategies', 'random,hunt,advisor').split(',') as StrategyId[];
for (const s of strategies) if (!STRATEGY_IDS.includes(s)) throw new Error(`unknown strategy ${s}`);

const variant = await loadVariant(variantRef, { cwd: process.cwd() });
const lines: string[] = [];
const results: Record<string, unknown> = {};
/** Shots to sink, game by game (the same fleets for every strategy), for the paired differences. */
const perGame = new Map<string, (number | null)[]>();
for (const strategy of strategies) {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  let last = -1;
  const report = await simulate(
    {
      variant,
      games,
      seed,
      strategies: [strategy, 'random'],
      mode: 'solo',
      ...(sweeps ? { chain: { sweeps: Number(sweeps) } } : {}),
      ...(noSampler ? { sampler: false as const } : samples ? { sampler: { samples: Number(samples) } } : {}),
    },
    {
      workers,
      onProgress: (done, total) => {
        const tenth = Math.floor((done * 10) / total);
        if (tenth !== last) {
          last = tenth;
          process.stderr.write(`${strategy}: ${done}/${total}\n`);
        }
      },
    },
  );
  const s = report.summary.shotsToSink;
  const seconds = (performance.now() - wall) / 1000;
  const used = process.cpuUsage(cpu);
  const line =
    `${strategy.padEnd(8)} games ${s.count}  mean ${s.mean.toFixed(2)}  median ${s.median}  sd ${s.stddev.toFixed(2)}  ` +
    `q1 ${s.q1}  q3 ${s.q3}  min ${s.min}  max ${s.max}  wall ${seconds.toFixed(0)} s  ` +
    `posteriors exact/sampled/chain ${report.posterior.exact}/${report.posterior.sampled}/${report.posterior.estimated - report.posterior.sampled}  (main-thread cpu ${((used.user + used.system) / 1e6).toFixed(0)} s)`;
  lines.push(line);
  process.stderr.write(line + '\n');
  results[strategy] = { summary: s, posterior: report.posterior, seconds };
  perGame.set(strategy, report.rows.map((r) => r.shotsToSink));
}
// Every strategy fires at the same fleets: the difference of two means is best judged game by game.
for (let i = 0; i < strategies.length; i++) {
  for (let j = i + 1; j < strategies.length; j++) {
    const a = perGame.get(strategies[i]!)!;
    const b = perGame.get(strategies[j]!)!;
    const d: number[] = [];
    a.forEach((x, g) => {
      const y = b[g];
      if (x !== null && y !== null && y !== undefined) d.push(x - y);
    });
    if (d.length < 2) continue;
    const m = d.reduce((t, x) => t + x, 0) / d.length;
    const sd = Math.sqrt(d.reduce((t, x) => t + (x - m) ** 2, 0) / (d.length - 1));
    lines.push(`${strategies[i]} - ${strategies[j]}: ${m >= 0 ? '+' : ''}${m.toFixed(2)} shots a game, standard error ${(sd / Math.sqrt(d.length)).toFixed(2)} (${d.length} paired games)`);
  }
}
process.stdout.write(`${variant.id}: shots to sink the whole fleet, solo, ${games} seeded games (seed ${seed}), ${workers} workers\n`);
process.stdout.write(lines.join('\n') + '\n');
if (process.argv.includes('--json')) process.stdout.write(JSON.stringify(results, null, 2) + '\n');
