/**
 * A Jutland salvo size judged after an announcement the referee set aside (found inconsistent, or
 * such that no legal fleet fits it): that salvo is taken as having hit anything, so the size's
 * range is not "the damage red announced" and is not said to be.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-aside-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

interface Found {
  violations: { code: string; salvo?: number; message: string; expected?: string }[];
}

const jutland = (sides: string, first: string, announced: string): string =>
  `variant: jutland\n${sides}salvos:\n  - ${first}: A1 A2 A3 A4 A5 A6 -> ${announced}\n`;

describe('a size judged after an announcement set aside', () => {
  it.each([
    // 5 hits on a battleship of 4 cells: announcement-inconsistent.
    ['found inconsistent', 'battleship 5, cruiser 1', 'announcement-inconsistent'],
    // A straight ship of 4 and a cruiser hit twice, all in one row of six, the ships not touching: no legal fleet fits.
    ['that no legal fleet fits', 'battleship 4, cruiser 2', 'announcements-impossible'],
  ])('is not credited to the damage announced (%s)', async (_, announced, code) => {
    const dir = await folder({ 'g.yaml': jutland('', 'blue', announced) + '  - red: B1 B2 -> no hits\n' });
    const r = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Found;
    expect(r.violations.map((v) => [v.code, v.salvo])).toEqual([
      [code, 1],
      ['salvo-size-not-allowed', 2],
    ]);
    const size = r.violations[1]!;
    expect(size.message).not.toContain('announced allows');
    expect(size.message).toBe(`red's salvo 1 has 2 shots; red may be owed ${size.expected!}, with red's announcement for blue's salvo 1 set aside as wrong (that salvo may have hit anything)`);
  });

  it('says it with the record\'s side names in record\'s refusal too', async () => {
    const text = jutland('sides: { ann: , bob: }\n', 'ann', 'battleship 5, cruiser 1');
    const dir = await folder({ 'g.yaml': text });
    const r = await runSalvo(dir, ['record', 'g.yaml', '--lang', 'en', 'bob', 'E1', 'E2', '-r', 'no hits']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/bob's salvo 1 has 2 shots; bob may be owed \S+, with bob's announcement for ann's salvo 1 set aside as wrong \(that salvo may have hit anything\)/u);
    expect(r.stderr).not.toContain('announced allows');
  });

  it('still credits the damage announced where nothing was set aside', async () => {
    const dir = await folder({ 'g.yaml': 'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 C1 C2 -> battleship 4, destroyer 2\n  - red: E1 E2 -> no hits\n' });
    const r = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Found;
    const size = r.violations.find((v) => v.code === 'salvo-size-not-allowed')!;
    expect(size.message).toMatch(/^red's salvo 1 has 2 shots; the damage red announced allows /u);
  });
});
