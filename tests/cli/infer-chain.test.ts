/**
 * `salvo infer` on a designer's 20×20 variant (tests/helpers/grid-twenty.ts) past its budget:
 * the reports count hits by class per salvo, the exact count is out of reach and the samplers
 * match no layout after a few salvos (it said "Consistent layouts: unknown"). The chances are
 * now estimated by a Markov chain and said to be: not exact, the layouts not counted, the
 * chains and sweeps, the largest standard error, and whether the chains agree.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { GRID_TWENTY_FILE } from '../helpers/grid-twenty.js';

const GAME = `variant: grid-twenty.yaml
sides:
  blue: Designer
  red: Tester
fleets:
  red:
    dreadnought: "9-0 9-1 9-2 9-3 9-4 9-5"
    cruiser: ["12-12 12-13 12-14 12-15","15-4 15-5 15-6 15-7"]
    sub: ["4-15 5-15 5-16 6-16","18-10 18-11 19-11 19-12"]
salvos:
  - blue: 12-12 10-18 1-14 7-12 17-16 12-11 15-16 19-0 5-2 -> cruiser 1
  - blue: 12-14 9-2 1-1 18-16 16-13 11-10 14-11 2-2 18-13 -> dreadnought 1, cruiser 1
  - blue: 4-15 11-7 20-2 6-13 11-13 6-11 16-15 10-16 17-5 -> submarine 1
  - blue: 15-7 9-1 1-15 18-2 13-13 10-8 13-6 7-17 7-19 -> dreadnought 1, cruiser 1
`;

describe('salvo infer past the budget on a large variant with counted reports', () => {
  it('estimates the chances by a Markov chain and says how far to trust them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-chain-'));
    writeFileSync(join(dir, 'grid-twenty.yaml'), GRID_TWENTY_FILE);
    writeFileSync(join(dir, 'g.yaml'), GAME);
    const t = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--budget', '1']);
    expect(t.code).toBe(0);
    expect(t.stdout).not.toContain('Consistent layouts: unknown');
    expect(t.stdout).toMatch(/Consistent layouts: not counted \(out of reach\)\. Chances NOT exact: estimated by a Markov chain over the consistent layouts \(8 chains, [\d,]+ sweeps\); standard error of each probability up to \d+\.\d\d points/u);
    expect(t.stdout).toMatch(/The 8 chains agree|WARNING: the 8 chains disagree/u);
    const j = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--budget', '1', '--json']);
    expect(j.code).toBe(0);
    const json = JSON.parse(j.stdout) as { exact: boolean; count: string | null; method: string; samples: number; stdError: number[][]; mixing: { chains: number; rhat: number | null } };
    expect(json.exact).toBe(false);
    expect(json.count).toBeNull();
    expect(json.method).toBe('chain');
    expect(json.samples).toBeGreaterThan(0);
    // The text's sweeps are --json's samples, written as English writes a count.
    expect(t.stdout).toContain(`(8 chains, ${json.samples.toLocaleString('en-US')} sweeps)`);
    expect(json.stdError).toHaveLength(20);
    expect(json.mixing.chains).toBe(8);
    // The same seed, the same answer.
    expect((await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--budget', '1', '--json'])).stdout).toBe(j.stdout);
  });
});
