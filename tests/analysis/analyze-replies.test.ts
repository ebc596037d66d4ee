/**
 * What a side knew when it fired: the analysis of a salvo counts the size of every salvo the
 * enemy fired before it (which reveals the enemy's guns or damage), but not a size the referee
 * finds wrong; `infer` and `suggest` leave that size out too, and say so. Checked against the
 * brute-force enumerator on a 5×5 board where the reply decides the count.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeGame, type PlayedSalvo } from '../../src/analysis/analyze.js';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { infer } from '../../src/inference/engine.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { GUNS_VARIANT_FILE, gunsVariant } from '../helpers/guns-variant.js';
import { bruteInfer } from '../inference/brute.js';

const variant = gunsVariant;
const first = { cells: [0, 1, 2, 3, 5, 6], announcement: { kind: 'per-salvo', hits: [{ classId: 'cruiser', count: 5 }] } } as const;
const second = { cells: [10], announcement: { kind: 'per-salvo', hits: [] } } as const;

  'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';

/** A game of blue's two salvos at red with red's reply between them, as files. */
function game(reply: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-replies-'));
  writeFileSync(join(dir, 'g.yaml'), GUNS_VARIANT_FILE);
  // Red's cruisers on A1–D1 and B2–E2: blue's first salvo sinks one and hits the other once, so
  // red is owed 2 shots (0 guns + 2 guns).
  writeFileSync(
    join(dir, 'r.yaml'),
    'variant: ./g.yaml\nfleets:\n  blue: { cruiser: [A5-D5, A4-D4] }\n  red: { cruiser: [A1-D1, B2-E2] }\n' +
      `salvos:\n  - blue: A1 B1 C1 D1 A2 B2 -> cruiser 5\n  - red: ${reply} -> no hits\n  - blue: A3 -> no hits\n`,
  );
  return dir;
}

interface AnalysisJson {
  sides: { side: string; salvos: { number: number; layoutsBefore: string; layoutsAfter: string; probabilities: number[] }[] }[];
}

async function analyzeJson(dir: string): Promise<AnalysisJson> {
  const m = memoryIO('', {}, dir);
  expect(await main(['node', 'salvo', 'analyze', 'r.yaml', '--json', '--workers', '1'], m.io)).toBe(0);
  return JSON.parse(m.stdout) as AnalysisJson;
}

describe("the analysis counts the enemy's replies the side had seen", () => {
  const withReply: Evidence = { salvos: [first], ownSalvoSizes: [{ afterSalvo: 1, shots: 2 }] };
  const withoutReply: Evidence = { salvos: [first], ownSalvoSizes: [] };

  it('before salvo 2 the reply counts; after salvo 1 it does not yet (brute force)', () => {
    const salvos: PlayedSalvo[] = [
      { side: 'blue', ...first },
      { side: 'red', cells: [0, 1], announcement: { kind: 'per-salvo', hits: [] } },
      { side: 'blue', ...second },
    ];
    const a = analyzeGame({ variant, salvos }, (v, e) => infer(v, e)).sides[0]!;
    const bw = bruteInfer(variant, withReply);
    const bo = bruteInfer(variant, withoutReply);
    // The reply narrows: 4 + 1 hits leave 2 guns, 3 + 2 leave 1.
    expect(bw.count).toBeLessThan(bo.count);
    expect(bw.count).toBeGreaterThan(0n);
    expect(a.salvos[0]!.layoutsAfter).toBe(bo.count.toString());
    expect(a.salvos[1]!.layoutsBefore).toBe(bw.count.toString());
    expect(a.salvos[1]!.probabilities[0]).toBeCloseTo(bw.marginal[10]!, 12);
    // The salvo's bits are what its own announcement taught, not the reply.
    const after2 = bruteInfer(variant, { salvos: [first, second], ownSalvoSizes: [{ afterSalvo: 1, shots: 2 }] });
    expect(a.salvos[1]!.bits).toBeCloseTo(Math.log2(Number(bw.count) / Number(after2.count)), 12);
    expect(a.salvos[1]!.layoutsAfter).toBe(after2.count.toString());
  });

  it('salvo analyze gives the same from the record', async () => {
    const json = await analyzeJson(game('A1 B1'));
    const blue = json.sides.find((s) => s.side === 'blue')!;
    expect(blue.salvos[1]!.layoutsBefore).toBe(bruteInfer(variant, withReply).count.toString());
  });

  it("leaves out a reply size the referee finds wrong, in analyze, infer and suggest, and says so in infer and suggest", async () => {
    // Red was owed 2 shots and fired 3: a breach, not a sign of 3 guns (which no fleet fits).
    const dir = game('A1 B1 C1');
    expect(bruteInfer(variant, { salvos: [first], ownSalvoSizes: [{ afterSalvo: 1, shots: 3 }] }).count).toBe(0n);
    const check = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'check', 'r.yaml'], check.io)).toBe(1);
    expect(check.stdout + check.stderr).toContain('wrong-salvo-size');
    const blue = (await analyzeJson(dir)).sides.find((s) => s.side === 'blue')!;
    const unsized = bruteInfer(variant, withoutReply).count.toString();
    expect(blue.salvos[1]!.layoutsBefore).toBe(unsized);
    const m = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'infer', 'r.yaml', '--target', 'red', '--json'], m.io)).toBe(0);
    expect((JSON.parse(m.stdout) as { count: string }).count).toBe(bruteInfer(variant, { salvos: [first, second], ownSalvoSizes: [] }).count.toString());
    expect(m.stderr).toMatch(/r\.yaml:\d+:\d+: warning salvo-size-left-out: salvo 2: its size \(3 shots by red\)/);
    const s = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'suggest', 'r.yaml', '--side', 'blue', '--json'], s.io)).toBe(0);
    expect(s.stderr).toContain('salvo-size-left-out');
  });
});
