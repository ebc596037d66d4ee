/**
 * `analyze` on every example record: it runs, and every figure it computed exactly is the
 * inference engine's own, re-derived here by querying the engine salvo by salvo (the last two
 * exact salvos of each side): layouts before and after, chances, the best salvo, bits, and the
 * classes that became certain (every ship of them pinned by the engine after, not before).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeGame, evidenceAfter, evidenceBefore, log2Big, type AnalysisInput, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { unjudgedSalvos } from '../../src/inference/record-check.js';
import { chainPosterior } from '../../src/analysis/chain-posterior.js';
import { analysisInferrer } from '../../src/analysis/inferrers.js';
import { formatAnalysis } from '../../src/analysis/format.js';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { main } from '../../src/cli/main.js';
import { memoryIO } from '../../src/cli/io.js';
import { infer } from '../../src/inference/engine.js';
import { setupOf, turnsOf } from '../../src/record/game.js';
import { readRecordFile } from '../../src/record/store.js';

const dir = join(import.meta.dirname, '..', '..', 'examples');
const records = readdirSync(dir).filter((f) => f.endsWith('.yaml'));

describe('analyze on the example records', () => {
  it('finds the examples', () => {
    expect(records.length).toBeGreaterThanOrEqual(5);
  });

  it.each(records)('%s: exact figures are the engine’s', async (name) => {
    const f = await readRecordFile(join(dir, name), loadRecordVariant);
    expect(f.ok).toBe(true);
    if (!f.ok) return;
    const { variant, record } = f;
    const salvos: PlayedSalvo[] = turnsOf(record, variant).map((t) => ({ side: t.side, cells: t.cells, announcement: t.announcement }));
    // As salvo analyze gives it: what the referee cannot take at its word is no evidence.
    const input: AnalysisInput = {
      variant,
      salvos,
      fleets: setupOf(record, variant).fleets,
      unjudged: unjudgedSalvos(record, variant, f.sources),
    };
    const analysis = analyzeGame(input, analysisInferrer({
        // Enumeration and a short chain only (no engine: budget 0), to keep the suite fast; the
        // engine's part is checked below on a position enumeration cannot reach. Where salvo
        // sizes are evidence the engine answers alone, so it has a budget there.
        budgetMs: variant.turns.salvo.kind === 'constant' ? 0 : 5_000,
        sweeps: 40,
        enumerationBudget: variant.board.rows * variant.board.columns > 100 ? 50_000 : 200_000,
      }));
    expect(analysis.sides).toHaveLength(2);
    let checked = 0;
    let unreferenced = 0;
    for (const side of analysis.sides) {
      expect(side.salvos.length).toBeGreaterThan(0);
      const exact = side.salvos.filter((s) => s.exact).slice(-2);
      for (const fig of exact) {
        const k = fig.number - 1;
        const before = infer(variant, evidenceBefore(input, side.side, k));
        const after = infer(variant, evidenceAfter(input, side.side, k + 1));
        // The engine itself may answer with an estimate (its memory guard on 15×15 boards).
        if (!before.exact || !after.exact) {
          unreferenced++;
          continue;
        }
        expect(fig.layoutsBefore).toBe(before.count.toString());
        expect(fig.layoutsAfter).toBe(after.count.toString());
        fig.cells.forEach((c, i) => {
          if (fig.cells.indexOf(c) === i) expect(fig.probabilities[i]).toBeCloseTo(before.marginal[c]!, 9);
        });
        const fired = new Set(salvos.filter((s) => s.side === side.side).slice(0, k).flatMap((s) => s.cells));
        const best = before.marginal
          .map((p, c) => ({ p, c }))
          .filter(({ c }) => !fired.has(c))
          .sort((a, b) => b.p - a.p)
          .slice(0, new Set(fig.cells.filter((c) => !fired.has(c))).size)
          .reduce((s, x) => s + x.p, 0);
        // The best salvo's expected hits are those of its own cells; with no protected ship they
        // are the top-k marginals (Perelman's best salvo weighs the hospital: fewer, never more).
        expect(fig.bestExpectedHits).toBeCloseTo(fig.bestCells.reduce((s, c) => s + before.marginal[c]!, 0), 9);
        if (variant.fleet.some((c) => c.protected)) expect(fig.bestExpectedHits).toBeLessThanOrEqual(best + 1e-9);
        else expect(fig.bestExpectedHits).toBeCloseTo(best, 9);
        if (after.count > 0n) expect(fig.bits).toBeCloseTo(Math.log2(Number(before.count) / Number(after.count)), 9);
        // The moment a class became certain: every ship of it pinned by the engine after this
        // salvo and not before it (the engine's pinned ships, not the analysis's own test).
        if (after.count > 0n) {
          const pinnedAll = (r: typeof before, id: string, n: number): boolean => r.pinned.filter((p) => p.classId === id).length === n;
          for (const cls of variant.fleet) {
            if (fig.certain.includes(cls.id)) expect(pinnedAll(after, cls.id, cls.count), `${name} salvo ${fig.number}: ${cls.id}`).toBe(true);
            if (pinnedAll(after, cls.id, cls.count) && !pinnedAll(before, cls.id, cls.count)) expect(fig.certain, `${name} salvo ${fig.number}`).toContain(cls.id);
          }
          // Each ship's moment: as many ships of each class certain by this salvo as the engine pins after it.
          for (const cls of variant.fleet) {
            const ships = side.certainty.find((c) => c.classId === cls.id)!.ships;
            expect(ships, `${name} ${cls.id}`).toHaveLength(cls.count);
            expect(ships.filter((s) => s !== null && s <= fig.number).length, `${name} salvo ${fig.number}: ${cls.id} ships`).toBe(after.pinned.filter((p) => p.classId === cls.id).length);
          }
        }
        checked++;
      }
    }
    expect(checked + unreferenced).toBeGreaterThan(0);
    // What the small budget left out of reach is marked as estimated, with no bits.
    for (const side of analysis.sides) for (const f of side.salvos) if (!f.exact) expect(f.bits).toBeNull();
  }, 300_000);

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
    const analysis = analyzeGame(input, analysisInferrer({ budgetMs: 20_000 }));
    const blue = analysis.sides[0]!;
    expect(blue.stopped).toBeUndefined();
    expect(blue.salvos).toHaveLength(salvos.filter((s) => s.side === 'blue').length);
    for (const fig of blue.salvos) {
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
    expect(Object.keys(json)[2]).toBe('referee');
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
  });

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
