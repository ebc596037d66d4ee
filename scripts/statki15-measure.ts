/**
 * Where the exact counter's time and memory go on Statki 15×15 (issue #5): for positions of a
 * seeded random game (random shots, true reports) and of the example record (examples/
 * statki-15.yaml, shots at Tomek), the compact float pass's states and stored values per scanned
 * row (a row of the scan: a row or, transposed, a column), the fleet vector's size (V entries in
 * blocks of B), the key's 32-bit words, how the count was made exact (floats below 2^52, else
 * residues), the CPU time and the peak memory the guard saw. Not a test (minutes per position on
 * the early ones, and no memory guard: up to 16 GiB).
 *
 *   node_modules/.bin/tsx scripts/statki15-measure.ts [--seed n | --example] [shots…]
 *
 * Measured 2026-12-06 at load 13–19 on the 2-core machine (CPU seconds, inflated 2–4× against
 * the documented runs by the load), example record, scanned down the columns:
 *
 *   shots  states   values   V    s CPU  peak MiB
 *   40       81K      2.4M   80    0.5      21
 *   30      686K     30M    160    4.4     280
 *   25     1.12M    116M    192    9.3     690
 *   20     2.36M    288M    288   21–27   2477
 *   15     2.81M    347M    288   27.6    3375
 *
 * Seed 1 (random shots miss more, so fewer ships are pinned): 60 shots 2.7 s wall, 45 shots 6.4 s
 * wall (835 MiB), 30 shots 133 s wall (3.07M states, 775M values, 4.2 GiB). The empty board has
 * 441K states at the end of the first row alone and 0.27–0.39M a cell in the second, 64–135
 * values a state and growing (estimated: millions of states a cell in mid-board, each hundreds of
 * entries: far past any memory).
 */
import { loadRecordVariant } from '../src/cli/commands/game-common.js';
import { compileEvidence } from '../src/inference/compile.js';
import { NO_EVIDENCE, type Evidence } from '../src/inference/evidence.js';
import { evidenceFromRecord } from '../src/inference/from-record.js';
import { orientationParts } from '../src/inference/parts.js';
import { ProfileDp } from '../src/inference/profile-dp.js';
import { readRecordFile } from '../src/record/store.js';
import { playRandomGame } from '../src/rules/generate.js';
import { loadVariant } from '../src/variant/load.js';
import { evidenceOf } from '../tests/inference/turn-evidence.js';

const argv = process.argv.slice(2);
const example = argv.includes('--example');
const seedAt = argv.indexOf('--seed');
const seed = seedAt >= 0 ? Number(argv[seedAt + 1]) : 1;
const shotsList = argv.filter((a, i) => /^\d+$/u.test(a) && i !== seedAt + 1).map(Number);
if (shotsList.length === 0) shotsList.push(30, 25, 20);

const variant = await loadVariant('statki-15', { cwd: process.cwd() });
const COLUMNS = variant.board.columns;

/** The evidence against the second side after `shots` shots of the seeded game (whole turns). */
function gameEvidence(shots: number): Evidence {
  if (shots === 0) return NO_EVIDENCE;
  const game = playRandomGame(variant, seed);
  const target = variant.turns.sides[1]!.id;
  let fired = 0;
  let upTo = 0;
  for (const [i, t] of game.turns.entries()) {
    if (t.side === target) continue;
    fired += t.cells.length;
    upTo = i + 1;
    if (fired >= shots) break;
  }
  return evidenceOf(variant, game.turns, target, upTo);
}

async function exampleEvidence(shots: number): Promise<Evidence> {
  const file = 'examples/statki-15.yaml';
  const f = await readRecordFile(file, loadRecordVariant, file);
  if (!f.ok) throw new Error(`cannot read ${file}`);
  return evidenceFromRecord(f.variant, f.record, 'tomek', shots);
}

for (const shots of shotsList) {
  const evidence = example ? await exampleEvidence(shots) : gameEvidence(shots);
  const [part] = orientationParts(compileEvidence(variant, evidence), variant.board);
  const rows: { peak: number; states: number; values: number }[] = [];
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const dp = new ProfileDp(part!.problem);
  let count: string;
  try {
    count = String(
      dp.count({
        maxBytes: 2 ** 34,
        onLevel: (cell, states, values) => {
          const row = (rows[Math.floor((cell - 1) / COLUMNS)] ??= { peak: 0, states: 0, values: 0 });
          row.peak = Math.max(row.peak, states);
          row.states += states;
          row.values += values;
        },
      }),
    );
  } catch (e) {
    count = `none (${(e as Error).message})`;
  }
  const wall = (performance.now() - t0) / 1000;
  const user = process.cpuUsage(cpu).user / 1e6;
  const states = rows.reduce((n, r) => n + r.states, 0);
  const values = rows.reduce((n, r) => n + r.values, 0);
  const source = example ? 'example, tomek' : `seed ${seed}`;
  const order = part!.original === undefined ? 'rows' : 'columns';
  console.log(
    `${source}, ${shots} shots, by ${order}: ${count} (${dp.countedBy}), ${user.toFixed(2)} s CPU (${wall.toFixed(2)} s wall); ` +
      `${states} states, ${values} values; V ${dp.V} in blocks of ${dp.B}, key ${dp.K} words; peak ${(dp.peakBytes / 2 ** 20).toFixed(0)} MiB`,
  );
  rows.forEach((r, i) => console.log(`  ${i + 1}: peak ${r.peak} states a cell, ${r.states} states, ${r.values} values (${(r.values / Math.max(1, r.states)).toFixed(0)} a state)`));
}
