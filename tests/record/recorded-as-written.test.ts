/**
 * What check says was recorded for a salvo's announcement is the announcement as written: its
 * writing anew (`formatAnnouncement`) drops the number of a ship that is the only one of its class
 * (`lion #1 3` as `lion 3`), which the referee does not put in the writer's mouth.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';
import { BRITISH_BY_SHIP } from '../helpers/british-by-ship.js';

const game = (said: string): string =>
  [
    'variant: ./v.yaml',
    'fleets:',
    '  german: { lion: A1-A4, lc: [C1-C3, E1-E3], collier: G1-G2 }',
    'salvos:',
    '  - british: "A1 A2 C1 -> lion #1 2, light cruiser #1 1"',
    '  - german: J1 J2 J3 -> no hits',
    `  - british: "A3 C2 J5 -> ${said}"`,
    '',
  ].join('\n');

function folder(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-recorded-'));
  writeFileSync(join(dir, 'v.yaml'), BRITISH_BY_SHIP);
  writeFileSync(join(dir, 'g.yaml'), text);
  return dir;
}

describe('a wrong announcement is said as recorded', () => {
  it('keeps the number written for the only ship of its class, and reads back to what was parsed', async () => {
    const said = 'lion #1 3, light cruiser #1 3';
    const dir = folder(game(said));
    const variant = await loadVariant(join(dir, 'v.yaml'), { cwd: dir });
    const parsed = parseRecord(game(said), variant);
    expect(parsed.diagnostics).toEqual([]);
    const [b, ...rest] = refereeRecord(parsed, variant).breaches;
    expect(rest).toEqual([]);
    expect(b!.code).toBe('announcement-contradicts-fleet');
    expect(b!.recorded).toBe(said);
    expect(b!.message).toContain(`announced "${said}"`);
    // What is said to be recorded reads back to the announcement the record holds.
    const again = parseRecord(game(b!.recorded!), variant);
    expect(again.record.salvos[2]!.announcement).toEqual(parsed.record.salvos[2]!.announcement);
    // Written without the number, it is said without it.
    const plain = refereeRecord(parseRecord(game('lion 3, light cruiser #1 3'), variant), variant).breaches;
    expect(plain.map((x) => x.recorded)).toEqual(['lion 3, light cruiser #1 3']);
  });

  it('check prints it so, with the line and column of the announcement', async () => {
    const dir = folder(game('lion #1 3, light cruiser #1 3'));
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('g.yaml:7:27: error announcement-contradicts-fleet: ');
    expect(r.stdout).toContain('recorded: lion #1 3, light cruiser #1 3]');
  });
});
