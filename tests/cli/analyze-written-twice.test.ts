/**
 * `salvo analyze` on a record with a line written twice (`repeated-salvo`): as check reads it, the
 * copy is a line to delete, so the analysis leaves its salvos out of the side's table and totals
 * (a copy has nothing to hit, and would count as a salvo of the worst aim), and says so among the
 * referee's findings and in --json's `leftOut.copies`.
 */
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-analyze-twice-'));
  await cp(join(import.meta.dirname, 'fixtures', 'referee-loose-ends', 'jutland-written-twice.yaml'), join(dir, 'g.yaml'));
  return dir;
}

describe('analyze on a line written twice', () => {
  it('leaves the copy out of the table and the totals, and says so', async () => {
    const dir = await folder();
    const r = await runSalvo(dir, ['analyze', 'g.yaml', '--workers', '1']);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('referee: 1 breach');
    expect(lines[1]).toMatch(/^g\.yaml:12:5: error repeated-salvo: salvo 5: salvo 4 \(line 11\) written again/u);
    expect(lines[2]).toBe('left out of the analysis: salvo 5 (line 12), salvo 4 written again, a line to delete as the referee reads it');
    const red = r.stdout.slice(r.stdout.indexOf('red firing at blue'));
    const rows = red.split('\n').filter((l) => /^\d+ {2}/u.test(l));
    expect(rows.map((l) => l.split(/\s{2,}/u)[1])).toEqual(['G8 D8 H5 J3 A4 D10', 'A5 A3 B3 B5 B4 D3']);
  });

  it('gives the copy in --json leftOut.copies, and not among the side\'s salvos', async () => {
    const dir = await folder();
    const json = JSON.parse((await runSalvo(dir, ['analyze', 'g.yaml', '--workers', '1', '--json'])).stdout) as {
      leftOut: { copies: number[] };
      sides: { side: string; salvos: { salvo: number; sideSalvo: number }[] }[];
    };
    expect(json.leftOut.copies).toEqual([5]);
    expect(json.sides.find((s) => s.side === 'red')!.salvos.map((s) => [s.salvo, s.sideSalvo])).toEqual([
      [2, 1],
      [4, 2],
    ]);
  });
});
