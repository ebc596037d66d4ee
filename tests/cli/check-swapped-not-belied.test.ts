/**
 * Two results of a turn line written the other way round (`results-swapped`) are one slip, which
 * check reads swapped back: they do not also count against the revealed fleet as two
 * contradictions of their own. Before, with one other contradiction in the game, the fleet was
 * said belied by the announcements at shots 8, 12 and 13 (`fleet-belied`), and the result went
 * by what was announced, though with the two results read swapped only shot 8 contradicts it;
 * `record` said so too as it added a shot.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const RECORD = `variant: statki
language: en
sides: [ala, tomek]
fleets:
  ala:
    pancernik: D1-D4
    krążownik: [G3-I3, F8-F10]
    ścigacz: [A2-A3, C9-D9, I10-J10]
    łódź podwodna: [H1, B5, J5, A9]
  tomek:
    pancernik: B4-E4
    krążownik: [B6-B8, D8-F8]
    ścigacz: [D2-E2, H9-H10, E10-F10]
    łódź podwodna: [B2, J2, J4, J8]
salvos:
  - ala: C7 -> pudło
  - tomek: C3 -> pudło
  - ala: J2 D10 -> zatopiony, pudło
  - tomek: H2 -> pudło
  - ala: B1 -> pudło
  - tomek: H8 -> trafiony
  - ala: F8 -> trafiony
  - ala: A1 -> pudło
  - tomek: A2 A3 A4 -> trafiony, pudło, zatopiony
`;

describe('check: results written the other way round, and one other contradiction of the fleet', () => {
  it('is one results-swapped and one announcement-contradicts-fleet; the fleet is not said belied', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-swapped-belied-'));
    await writeFile(join(dir, 'g.yaml'), RECORD);
    const text = await runSalvo(dir, ['check', 'g.yaml']);
    const codes = text.stdout.split('\n').flatMap((l) => /^g\.yaml:\d+:\d+: (?:error|warning) ([a-z-]+):/u.exec(l)?.[1] ?? []);
    expect(codes).toEqual(['announcement-contradicts-fleet', 'results-swapped']);
    expect(text.stdout).not.toContain('belied');
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as { violations: { code: string }[]; warnings: { code: string }[]; resultByAnnouncements?: string[] };
    expect(json.violations.map((v) => v.code)).toEqual(codes);
    expect(json.warnings.map((w) => w.code)).not.toContain('fleet-belied');
    expect(json.resultByAnnouncements).toBeUndefined();
  });

  it('record, adding a shot, does not say the fleet is set aside either', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-swapped-belied-'));
    await writeFile(join(dir, 'g.yaml'), RECORD);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'ala', 'C3', '--result', 'pudło']);
    expect(r.code).toBe(0);
    expect(`${r.stdout}${r.stderr}`).toContain('shot 13 recorded: ala: C3 -> miss');
    expect(`${r.stdout}${r.stderr}`).not.toContain('belied');
  });
});
