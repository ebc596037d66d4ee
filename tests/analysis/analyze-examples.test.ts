/**
 * `analyze` on the example records: every record has a test of its own re-deriving each salvo's
 * figures from the engine (./rederive-*.test.ts, one file each, which vitest's workers share out);
 * here, an unreadable announcement, a position only the engine counts, and the CLI's output.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evidenceAfter, evidenceBefore, log2Big, type AnalysisInput, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { unjudgedSalvos } from '../../src/inference/record-check.js';
import { chainPosterior } from '../../src/analysis/chain-posterior.js';
import { analysisInferrer } from '../../src/analysis/inferrers.js';
import { analyzeGameParallel } from '../../src/analysis/analyze-parallel.js';
import { formatAnalysis } from '../../src/analysis/format.js';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { main } from '../../src/cli/main.js';
import { memoryIO } from '../../src/cli/io.js';
import { infer } from '../../src/inference/engine.js';
import { setupOf, turnsOf } from '../../src/record/game.js';
import { readRecordFile } from '../../src/record/store.js';

const dir = join(import.meta.dirname, '..', '..', 'examples');
const records = readdirSync(dir).filter((f) => f.endsWith('.yaml'));

/** Lets the event loop run (vitest's runner messages) between long synchronous steps. */
const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('analyze on the example records', () => {
  it('finds the examples', () => {
    expect(records.length).toBeGreaterThanOrEqual(5);
  });

  it('re-derives every example record, salvo by salvo, in a test file of its own', () => {
    // ./rederive-<record>.test.ts: every salvo of the record against the engine (./helpers/rederive.ts);
    // one file each, so that vitest can run them on as many workers as it is given (--maxWorkers).
    const files = new Set(readdirSync(import.meta.dirname).filter((f) => f.startsWith('rederive-')));
    for (const name of records) expect(files.has(`rederive-${name.replace(/\.yaml$/u, '')}.test.ts`), name).toBe(true);
  });

  it('jutland.yaml with an announcement that cannot be read and no fleets revealed: analysed on past it, every figure the engine’s with that salvo fired, its outcome unknown', async () => {
    const { readFile, mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const text = await readFile(join(dir, 'jutland.yaml'), 'utf8');
    // Blue's second salvo (the record's third) announced as written, but not readable; the fleets not shown.
    const line = '  - blue: C3 E10 C4 C9 B7 G9 -> battleship 1, cruiser 1\n';
    expect(text).toContain(line);
    const changed = text.replace(line, line.replace('-> battleship', '-> [battleship')).replace(/^fleets:\n(?: {2}.*\n)+/mu, '');
    const tmp = await mkdtemp(join(tmpdir(), 'salvo-unreadable-'));
    await writeFile(join(tmp, 'j.yaml'), changed);
    const f = await readRecordFile(join(tmp, 'j.yaml'), loadRecordVariant);
    if (!f.ok) throw new Error('the changed record does not load');
    const { variant, record } = f;
    expect(setupOf(record, variant).fleets.red).toBeUndefined();
    const salvos: PlayedSalvo[] = turnsOf(record, variant).map((t) => ({ side: t.side, cells: t.cells, announcement: t.announcement }));
    expect(salvos[2]!.announcement).toBeNull();
    const input: AnalysisInput = { variant, salvos, unjudged: unjudgedSalvos(record, variant, f.sources) };
    expect([...(input.unjudged?.announcements ?? [])]).toEqual([2]);
    // In worker threads, a side each (as salvo analyze runs it), and a turn of the event loop
    // between the engine's answers below: analysed here in one go, it held the loop 58 s on a
    // loaded machine, near vitest's fixed 60 s for its worker to answer (tests/setup/breathe.ts).
    const { analysis } = await analyzeGameParallel(input, { budgetMs: 20_000 }, { workers: 2 });
    const blue = analysis.sides[0]!;
    expect(blue.stopped).toBeUndefined();
    expect(blue.salvos).toHaveLength(salvos.filter((s) => s.side === 'blue').length);
    for (const fig of blue.salvos) {
      await breathe();
      const k = fig.number - 1;
      const before = infer(variant, evidenceBefore(input, 'blue', k));
      const after = infer(variant, evidenceAfter(input, 'blue', k + 1));
      expect(before.exact && after.exact).toBe(true);
      expect(fig.exact).toBe(true);
      expect(fig.layoutsBefore).toBe(before.count.toString());
      expect(fig.layoutsAfter).toBe(after.count.toString());
      fig.cells.forEach((c, i) => {
        if (fig.cells.indexOf(c) === i) expect(fig.probabilities[i]).toBeCloseTo(before.marginal[c]!, 9);
      });
      expect(fig.bestExpectedHits).toBeCloseTo(fig.bestCells.reduce((s, c) => s + before.marginal[c]!, 0), 9);
      if (k === 1) {
        // The unreadable one: what it drew and taught is unknown.
        expect(fig.actualHits).toBeNull();
        expect(fig.bits).toBeNull();
        // The engine's evidence after it holds its cells as fired, with no announcement.
        const ev = evidenceAfter(input, 'blue', 2);
        expect(ev.salvos[1]).toEqual({ cells: salvos[2]!.cells, announcement: null });
      } else {
        expect(fig.actualHits).not.toBeNull();
        expect(fig.bits).toBeCloseTo(log2Big(before.count) - log2Big(after.count), 9);
      }
    }
    // The table says so: the salvo's hits and bits unknown, the analysis not stopped.
    const out = formatAnalysis(analysis, variant, (side) => side, (id) => id);
    expect(out).not.toContain('analysis stopped');
    expect(out).toMatch(/^ *2 {2}C3 E10 C4 C9 B7 G9 .* \? +\? +/mu);
    expect(out).toContain('(without salvo 2: unknown)');
  }, 300_000);

  it('counts with the engine, within its budget, a position too big to enumerate; past the budget it estimates', async () => {
    const f = await readRecordFile(join(dir, 'jutland.yaml'), loadRecordVariant);
    if (!f.ok) throw new Error('examples/jutland.yaml does not load');
    const { variant, record } = f;
    const salvos: PlayedSalvo[] = turnsOf(record, variant).map((t) => ({ side: t.side, cells: t.cells, announcement: t.announcement }));
    const evidence = evidenceBefore({ variant, salvos }, variant.turns.sides[0].id, 2);
    expect(chainPosterior(variant, evidence, { enumerationBudget: 200_000, sweeps: 1, chains: 1 }).exact).toBe(false);
    const counted = analysisInferrer({ budgetMs: 60_000 })(variant, evidence);
    const engine = infer(variant, evidence);
    expect(counted.exact).toBe(true);
    expect(counted.count).toBe(engine.count);
    counted.marginal.forEach((p, c) => expect(p).toBeCloseTo(engine.marginal[c]!, 12));
    const estimated = analysisInferrer({ budgetMs: 0, sweeps: 300 })(variant, evidence);
    expect(estimated.exact).toBe(false);
    // Salvo sizes are evidence in Jutland: the chain estimates, from layouts that fit them.
    expect(evidence.ownSalvoSizes?.length).toBeGreaterThan(0);
    expect((estimated as { method?: string }).method).toBe('chain');
    const worst = Math.max(...estimated.marginal.map((p, c) => Math.abs(p - engine.marginal[c]!)));
    expect(worst).toBeLessThan(0.06);
  });

  it('salvo analyze --json prints the referee findings first and both sides', async () => {
    const run = memoryIO('', {}, join(dir, '..'));
    const code = await main(['node', 'salvo', 'analyze', 'examples/breaches.yaml', '--json'], run.io);
    expect(code).toBe(0);
    const json = JSON.parse(run.stdout) as { referee: { ok: boolean; breaches: unknown[] }; sides: { salvos: unknown[]; verdict: { text: string } }[] };
    // ok, file and variant, then the referee's findings.
    expect(Object.keys(json)[3]).toBe('referee');
    expect(json.referee.ok).toBe(false);
    expect(json.referee.breaches.length).toBeGreaterThan(0);
    expect(json.sides).toHaveLength(2);
    expect(json.sides[0]!.verdict.text).toMatch(/expected/);
  });

  it('salvo analyze --json names the cells as the text does', async () => {
    const run = memoryIO('', {}, join(dir, '..'));
    expect(await main(['node', 'salvo', 'analyze', 'examples/jutland.yaml', '--json'], run.io)).toBe(0);
    const text = memoryIO('', {}, join(dir, '..'));
    expect(await main(['node', 'salvo', 'analyze', 'examples/jutland.yaml'], text.io)).toBe(0);
    const json = JSON.parse(run.stdout) as { sides: { salvos: { cells: unknown[]; bestCells: unknown[] }[] }[] };
    const first = json.sides[0]!.salvos[0]!;
    expect(first.cells).toEqual(['C7', 'B3', 'J2', 'D10', 'G2', 'B1']);
    expect(text.stdout).toContain(` 1  ${first.cells.join(' ')} `);
    expect(text.stdout).toContain(` ${(first.bestCells as string[]).join(' ')} `);
    for (const s of json.sides) for (const f of s.salvos) for (const c of [...f.cells, ...f.bestCells]) expect(c).toMatch(/^[A-J]\d+$/u);
    // Two analyses of the whole game: over vitest's 60 s on a loaded machine (they wait on
    // worker threads, the loop free), as the first Jutland test above may take too.
  }, 300_000);

  it('salvo suggest names the owed shots and weighs the hospital in Perelman', async () => {
    // The example game after its first 20 salvos: синие to fire, owed 2 shots.
    const { mkdtemp, readFile, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const text = await readFile(join(dir, 'perelman.yaml'), 'utf8');
    const lines = text.split('\n');
    const start = lines.indexOf('salvos:');
    const tmp = await mkdtemp(join(tmpdir(), 'salvo-mid-'));
    await writeFile(join(tmp, 'p.yaml'), lines.slice(0, start + 22).join('\n') + '\n');
    const run = memoryIO('', {}, tmp);
    const code = await main(['node', 'salvo', 'suggest', 'p.yaml', '--side', 'синие', '--json'], run.io);
    expect(code).toBe(0);
    const s = JSON.parse(run.stdout) as { owed: { max: number }; cells: string[]; penalty?: { classes: string[] } };
    expect(s.owed.max).toBe(2);
    expect(s.cells).toHaveLength(s.owed.max);
    // Named as the chart names them: Cyrillic column, row number.
    for (const c of s.cells) expect(c).toMatch(/^[а-яё]\d+$/iu);
    expect(s.penalty?.classes).toEqual(['hospital']);
  });

  it('salvo suggest --json owes no shots once the game is over, as the text says', async () => {
    for (const json of [false, true]) {
      const run = memoryIO('', {}, join(dir, '..'));
      expect(await main(['node', 'salvo', 'suggest', 'examples/perelman.yaml', '--side', 'красные', ...(json ? ['--json'] : [])], run.io)).toBe(0);
      if (!json) {
        // In the record's language (Russian).
        expect(run.stdout).toContain('стороне «красные» выстрелов не положено');
        continue;
      }
      const s = JSON.parse(run.stdout) as { owed: { min: number; max: number }; cells: string[]; notes: string[] };
      expect(s.owed).toEqual({ min: 0, max: 0 });
      expect(s.cells).toEqual([]);
      expect(s.notes[0]).toBe('the game is over');
    }
  });

  it('salvo suggest fires at the hospital once nothing else is left afloat (Perelman, before the last shot)', async () => {
    // The example game without its last salvo: red has sunk all but the hospital, whose last cell
    // к5 is certain. Weighing the turn a hit costs ranked a certain miss (в1, 0%) above it.
    const { mkdtemp, readFile, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const text = await readFile(join(dir, 'perelman.yaml'), 'utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines.at(-2)).toContain('к5');
    const tmp = await mkdtemp(join(tmpdir(), 'salvo-last-'));
    await writeFile(join(tmp, 'p.yaml'), lines.slice(0, -2).join('\n') + '\n');
    const run = memoryIO('', {}, tmp);
    expect(await main(['node', 'salvo', 'suggest', 'p.yaml', '--side', 'красные', '--json'], run.io)).toBe(0);
    const s = JSON.parse(run.stdout) as { cells: string[]; expectedHits: number; notes: string[] };
    expect(s.cells).toEqual(['к5']);
    expect(s.expectedHits).toBe(1);
    expect(s.notes.join(' ')).toContain('only the госпиталь can be left afloat');
  });
});
