/**
 * A salvo recorded after a salvo of the other side fired out of turn, where a salvo of the
 * shooter may be left out before it (tests/cli/fixtures/referee-gap/g09-salvo-missing.yaml's
 * first four lines): its announcement ("sunk cruiser" after one hit beside E10) fits no fleet as
 * written, but does where the salvo left out hit the cruiser. `check` of the record with it says
 * the announcement is not judged (`announcement-unjudged`) or, where the sizes let the gap be read
 * as a salvo left out, finds no breach of it at all; `record` says the same, not a refusal for
 * `announcement-inconsistent` that check never gives.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const FIXTURE = readFileSync(join(import.meta.dirname, 'fixtures', 'referee-gap', 'g09-salvo-missing.yaml'), 'utf8');
// The record before red's last salvo: blue's third fired when it was red's turn.
const BEFORE = FIXTURE.split('\n').slice(0, 7).join('\n') + '\n';

async function folder(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-ann-unjudged-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return dir;
}

interface Checked {
  violations: { code: string; salvo?: number }[];
  warnings: { code: string; salvo?: number; line?: number; column?: number; message: string }[];
}

describe('record: an announcement check does not judge after a salvo that may be left out', () => {
  it('is recorded where the salvo is the right size, as check then finds no breach of it', async () => {
    expect(BEFORE).toContain('- blue: A10 A5 A3 B4 J10');
    const dir = await folder(BEFORE);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'red', 'F9', 'E8', 'D9', 'E10', '-r', 'miss, hit, miss, sunk cruiser']);
    expect(r.stderr).not.toContain('announcement-inconsistent');
    expect(r.code).toBe(0);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toContain('- red: F9 E8 D9 E10 -> miss, hit, miss, sunk cruiser\n');
    const checked = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Checked;
    expect(checked.violations.filter((v) => v.salvo === 5)).toEqual([]);
    expect(checked.violations.map((v) => v.code)).toContain('salvo-missing');
  });

  it('forced for its size, says announcement-unjudged as check does, not announcement-inconsistent', async () => {
    const dir = await folder(BEFORE);
    const args = ['record', 'g.yaml', 'red', 'F9', 'E8', 'D9', 'E10', 'A1', '-r', 'miss, hit, miss, sunk cruiser, miss'];
    const refused = await runSalvo(dir, args);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('error wrong-salvo-size: salvo 5:');
    expect(refused.stderr).not.toContain('announcement-inconsistent');
    const r = await runSalvo(dir, [...args, '--force']);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain('announcement-inconsistent');
    const check = await runSalvo(dir, ['check', 'g.yaml']);
    const said = check.stdout.split('\n').filter((l) => l.includes('warning announcement-unjudged: salvo 5:'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^g\.yaml:8:29: /u);
    expect(r.stderr.split('\n')).toContain(said[0]);
    expect(check.stdout).not.toContain('announcement-inconsistent');
  });

  it('--json gives it among the warnings as check --json does', async () => {
    const dir = await folder(BEFORE);
    const json = await runSalvo(dir, ['record', 'g.yaml', 'red', 'F9', 'E8', 'D9', 'E10', 'A1', '-r', 'miss, hit, miss, sunk cruiser, miss', '--force', '--json']);
    expect(json.code).toBe(0);
    const checked = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Checked;
    const expected = checked.warnings.filter((w) => w.code === 'announcement-unjudged');
    expect(expected).toHaveLength(1);
    const out = JSON.parse(json.stdout) as Checked;
    expect(out.warnings.filter((w) => w.code === 'announcement-unjudged')).toEqual(expected);
    expect(out.warnings.map((w) => w.code)).not.toContain('announcement-inconsistent');
  });

  it('one no salvo left out could explain (the cruiser sunk twice in one salvo) is refused, as check calls it a breach', async () => {
    const dir = await folder(BEFORE);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'red', 'F9', 'E8', 'D9', 'E10', '-r', 'miss, hit, sunk cruiser, sunk cruiser']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error announcement-inconsistent: salvo 5:');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(BEFORE);
    const written = await folder(BEFORE + '  - red: F9 E8 D9 E10 -> miss, hit, sunk cruiser, sunk cruiser\n');
    const checked = JSON.parse((await runSalvo(written, ['check', 'g.yaml', '--json'])).stdout) as Checked;
    expect(checked.violations.filter((v) => v.salvo === 5).map((v) => v.code)).toContain('announcement-inconsistent');
  });
});
