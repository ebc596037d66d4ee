/**
 * `salvo suggest` on a position estimated rather than counted: past the count's budget the
 * Markov chain runs its sweeps (seconds on a large position), and its progress is on standard
 * error as the count's is, as a phase of its own ('inferring (estimating)… 40%').
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analysisInferrer } from '../../src/analysis/inferrers.js';
import { main } from '../../src/cli/main.js';
import { memoryIO } from '../../src/cli/io.js';
import { loadVariant } from '../../src/variant/load.js';

afterEach(() => vi.restoreAllMocks());

// Морской бой after two salvos: more layouts than the enumeration lists, and a budget of 1 for the count.
const RECORD = 'variant: morskoy-boy\nsalvos:\n  - blue: Д5 Д6 -> попал, мимо\n  - red: А1 -> мимо\n';

describe("suggest's chain phase", () => {
  it('reports the share of its sweeps done, up to all of them', async () => {
    const variant = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const seen: { fraction: number; phase?: string }[] = [];
    const infer = analysisInferrer({ budgetMs: 1, sweeps: 40, seed: 1, onProgress: (fraction, phase) => seen.push({ fraction, ...(phase ? { phase } : {}) }) });
    const post = infer(variant, { salvos: [{ cells: [44], announcement: { kind: 'per-shot', shots: [{ result: 'hit' }] } }] });
    expect(post.exact).toBe(false);
    const chain = seen.filter((s) => s.phase === 'estimating').map((s) => s.fraction);
    expect(chain.length).toBeGreaterThan(1);
    for (let i = 1; i < chain.length; i++) expect(chain[i]!).toBeGreaterThan(chain[i - 1]!);
    expect(chain.at(-1)).toBe(1);
  });

  it('is on standard error off a terminal, a line per tenth', async () => {
    // A clock that moves a second at every reading: the reporter's first second is soon over.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1_000));
    const dir = await mkdtemp(join(tmpdir(), 'salvo-suggest-progress-'));
    await writeFile(join(dir, 'g.yaml'), RECORD);
    const m = memoryIO('', {}, dir);
    expect(await main(['node', 'salvo', 'suggest', 'g.yaml', '--side', 'blue', '--budget', '1', '--json', '--lang', 'en'], m.io)).toBe(0);
    const json = JSON.parse(m.stdout) as { exact?: boolean };
    expect(json.exact).toBe(false);
    const lines = m.stderr.split('\n').filter((l) => l.startsWith('inferring (estimating)…'));
    expect(lines[0]).toMatch(/^inferring \(estimating\)… \d+%$/u);
    expect(lines.at(-1)).toBe('inferring (estimating)… 100%');
  });
});
