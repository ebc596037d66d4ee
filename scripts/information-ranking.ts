/**
 * `npx tsx scripts/information-ranking.ts [--lines 8,14,22] [--weigh N]`: what `suggest --goal
 * information` costs and chooses with one shot to fire, on classic-1967 positions (blue's next
 * shot after the first `lines` salvo lines of examples/classic-1967.yaml, its fleets left out).
 *
 * Per position: the posterior's count alone and with every class's placements (what the whole
 * answer needs: src/analysis/shot-answer.ts); the cell chosen before (by its hit or miss, its whole
 * answer then counted by the engine, one count per possible answer: src/inference/information.ts)
 * and now (every cell by its whole answer, from the placements), each with its bits and the time
 * taken; and, for the `N` cells whose hit or miss tells most (default 4), the engine's count of
 * their whole answer beside the posterior's figure (they must agree), and that count's time: what
 * ranking every cell by the engine would cost (some 3.5 s a cell in classic-1967).
 * Times are CPU seconds of this process (the machine may be shared), wall seconds beside them.
 *
 * Measured (session 46, a shared 2-core machine), after 8, 14 and 22 lines: the posterior 0.6–0.9 s
 * CPU with every class's placements or without; before, the chosen cell's whole answer counted in
 * 0.9–1.8 s more, and H9 (1.56 bits) chosen after H7 where F8 tells 1.72; now every cell's in 0.01 s,
 * F8 chosen, each figure agreeing with the engine's count to 1e-9 (1.1–1.8 s CPU a cell: some
 * two minutes to rank the 90-odd open cells so).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { shotAnswers } from '../src/analysis/shot-answer.js';
import { shotEntropy } from '../src/analysis/suggest.js';
import { rankCells } from '../src/analysis/advice.js';
import { formatCell } from '../src/core/coords.js';
import { infer } from '../src/inference/engine.js';
import { evidenceFromRecord } from '../src/inference/from-record.js';
import { salvoInformation } from '../src/inference/information.js';
import { parseRecord } from '../src/record/parse.js';
import { loadVariant } from '../src/variant/load.js';

const { values } = parseArgs({ options: { lines: { type: 'string', default: '8,14,22' }, weigh: { type: 'string', default: '4' } } });
const lines = values.lines.split(',').map(Number);
const weigh = Number(values.weigh);

/** CPU and wall seconds `f` takes, with its answer. */
function timed<T>(f: () => T): { value: T; cpu: number; wall: number } {
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  const value = f();
  const cpu = process.cpuUsage(cpu0);
  return { value, cpu: (cpu.user + cpu.system) / 1e6, wall: (performance.now() - wall0) / 1000 };
}
const secs = (t: { cpu: number; wall: number }): string => `${t.cpu.toFixed(2)} s (wall ${t.wall.toFixed(2)})`;

const file = 'examples/classic-1967.yaml';
const variant = await loadVariant('classic-1967', { cwd: process.cwd() });
const whole = readFileSync(file, 'utf8').replace(/^fleets:\n(?: {2}.*\n)*/mu, '');
for (const n of lines) {
  const all = whole.split('\n');
  const text = `${all.slice(0, all.indexOf('salvos:') + 1 + n).join('\n')}\n`;
  const { record } = parseRecord(text, variant, { file });
  const evidence = evidenceFromRecord(variant, record, 'red');
  const fired = new Set(evidence.salvos.flatMap((s) => s.cells));
  const last = record.salvos.at(-1)!;
  console.log(`\nclassic-1967, ${n} salvo lines (the last: ${last.side} ${last.cells.map((c) => formatCell(c, variant.board)).join(' ')}): blue's next shot`);
  const plain = timed(() => infer(variant, evidence));
  const every = timed(() => infer(variant, evidence, { everyPlacement: true }));
  console.log(`  posterior: ${plain.value.count.toLocaleString('en-US')} layouts, ${secs(plain)}; with every class's placements ${secs(every)}`);
  const post = every.value;
  // Before: ranked by hit or miss, the chosen cell's whole answer counted by the engine.
  const byLine = rankCells(post, fired, post.marginal.map((_, c) => shotEntropy(variant, post, c)));
  const beforeCell = byLine[0]!;
  const before = timed(() => salvoInformation(variant, evidence, [beforeCell], { budgetMs: 200_000, layouts: post.count }));
  console.log(`  before: ${formatCell(beforeCell, variant.board)}, whole answer ${before.value?.bits.toFixed(4)} bits, counted in ${secs(before)}`);
  // Now: every cell by its whole answer, from the placements.
  const now = timed(() => {
    const answers = shotAnswers(variant, post, fired)!;
    return { answers, cell: rankCells(post, fired, post.marginal.map((_, c) => answers[c]?.bits ?? 0))[0]! };
  });
  console.log(`  now: ${formatCell(now.value.cell, variant.board)}, whole answer ${now.value.answers[now.value.cell]!.bits.toFixed(4)} bits, every cell in ${secs(now)}`);
  // The engine's count of the top cells' whole answers, against the posterior's figure.
  let spent = 0;
  for (const cell of byLine.slice(0, weigh)) {
    const counted = timed(() => salvoInformation(variant, evidence, [cell], { budgetMs: 200_000, layouts: post.count, check: true }));
    spent += counted.cpu;
    const mine = now.value.answers[cell]!.bits;
    const theirs = counted.value?.bits ?? NaN;
    console.log(`    ${formatCell(cell, variant.board).padEnd(4)} hit or miss ${shotEntropy(variant, post, cell).toFixed(4)}, whole answer ${mine.toFixed(4)} (engine ${theirs.toFixed(4)}, ${Math.abs(mine - theirs) < 1e-9 ? 'agree' : 'DIFFER'}) ${secs(counted)}`);
  }
  if (weigh > 0) console.log(`  the engine's count of a cell's whole answer: ${(spent / Math.min(weigh, byLine.length)).toFixed(2)} s CPU each, ${byLine.length} cells open`);
}
