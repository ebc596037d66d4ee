/**
 * `record` and `play` say, as a salvo is recorded, what `check` warns was not judged of it
 * (`size-unjudged`, `turn-unjudged`, `repeat-unjudged`): at its file, line and column, on
 * standard error, and in `record --json`'s warnings.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-unjudged-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

// "battleship 4" on A1 C3 E5 G7 I9 J1: no straight ship of 4 holds four of them, so red's sizes
// after it are not held to the damage it claims (check says size-unjudged at each).
const JUTLAND =
  'variant: jutland\nsalvos:\n  - blue: A1 C3 E5 G7 I9 J1 -> battleship 4\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n' +
  '  - blue: B1 B2 B3 B4 B5 B6 -> no hits\n';

interface Warned {
  warnings: { code: string; salvo?: number; line?: number; column?: number; message: string }[];
}

/** check's warnings of `code` at `salvo`, as text lines. */
async function checkSays(dir: string, code: string, salvo: number): Promise<string[]> {
  const r = await runSalvo(dir, ['check', 'g.yaml']);
  return r.stdout.split('\n').filter((l) => l.includes(`warning ${code}: salvo ${salvo}:`));
}

describe('a salvo recorded whose size check does not judge', () => {
  it('record says it on standard error as check does, and in --json warnings', async () => {
    const dir = await folder({ 'g.yaml': JUTLAND });
    const r = await runSalvo(dir, ['record', 'g.yaml', 'red', 'C1', 'C2', 'C3', 'C4', 'C5', 'C6', '-r', 'no hits']);
    expect(r.code).toBe(0);
    const said = await checkSays(dir, 'size-unjudged', 4);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^g\.yaml:6:5: /u);
    expect(r.stderr.split('\n')).toContain(said[0]);

    const j = await folder({ 'g.yaml': JUTLAND });
    const json = await runSalvo(j, ['record', 'g.yaml', 'red', 'C1', 'C2', 'C3', 'C4', 'C5', 'C6', '-r', 'no hits', '--json']);
    expect(json.code).toBe(0);
    const checked = JSON.parse((await runSalvo(j, ['check', 'g.yaml', '--json'])).stdout) as Warned;
    const expected = checked.warnings.filter((w) => w.code === 'size-unjudged' && w.salvo === 4);
    expect(expected).toHaveLength(1);
    const out = JSON.parse(json.stdout) as Warned;
    expect(out.warnings.filter((w) => w.code === 'size-unjudged')).toEqual(expected);
  });

  it('record says nothing of the earlier salvos check warns about, only of the new one', async () => {
    const dir = await folder({ 'g.yaml': JUTLAND });
    const r = await runSalvo(dir, ['record', 'g.yaml', 'red', 'C1', 'C2', 'C3', 'C4', 'C5', 'C6', '-r', 'no hits']);
    expect(r.stderr).not.toContain('salvo 2:');
    // Blue's salvo after it: blue's size does not depend on the claimed damage, nothing to say.
    const b = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6', '-r', 'no hits']);
    expect(b.code).toBe(0);
    expect(b.stderr).not.toContain('unjudged');
  });

  it('play says it on standard error as the salvo is saved', async () => {
    const dir = await folder({ 'g.yaml': JUTLAND });
    const r = await runSalvo(dir, ['play', 'g.yaml', '--lang', 'en', '--no-charts'], 'C1 C2 C3 C4 C5 C6\nno hits\nquit\n');
    expect(r.stdout).toContain('C1 C2 C3 C4 C5 C6');
    const said = await checkSays(dir, 'size-unjudged', 4);
    expect(said).toHaveLength(1);
    expect(r.stderr.split('\n')).toContain(said[0]);
  });
});
