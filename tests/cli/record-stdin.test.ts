/**
 * A record fed on standard input (`salvo check -`), as a bot pipes one it holds in memory: the
 * commands that only read a record (check, show, infer, analyze, suggest) take `-` for it and
 * name it `<stdin>` in their messages; `record` and `play`, which write the record back, say they
 * need its file (exit 2). Before, `-` was looked for as a file named "-".
 */
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const examples = join(import.meta.dirname, '..', '..', 'examples');

async function folder(): Promise<{ dir: string; text: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-stdin-'));
  await copyFile(join(examples, 'breaches.yaml'), join(dir, 'g.yaml'));
  return { dir, text: await readFile(join(dir, 'g.yaml'), 'utf8') };
}

describe('a record on standard input', () => {
  it('is read by check, show, infer and suggest as from its file', async () => {
    const { dir, text } = await folder();
    const cases: string[][] = [
      ['check'],
      ['check', '--json'],
      ['show', '--after', '4'],
      ['infer', '--target', 'red', '--after', '3', '--json'],
      ['suggest', '--side', 'red', '--json'],
    ];
    for (const [command, ...rest] of cases) {
      const fromFile = await runSalvo(dir, [command!, 'g.yaml', ...rest]);
      const fromStdin = await runSalvo(dir, [command!, '-', ...rest], text);
      expect(fromStdin.code).toBe(fromFile.code);
      expect(fromStdin.stdout).not.toBe('');
      expect(fromStdin.stdout.replaceAll('<stdin>', 'g.yaml')).toBe(fromFile.stdout);
      // What stderr says of the record (progress lines come as the time goes, and are left aside).
      const said = (stderr: string): string[] => stderr.split('\n').filter((l) => / (warning|error) |^salvo: /u.test(l));
      expect(said(fromStdin.stderr.replaceAll('<stdin>', 'g.yaml'))).toEqual(said(fromFile.stderr));
    }
    const check = JSON.parse((await runSalvo(dir, ['check', '-', '--json'], text)).stdout) as { file: string; violations: { file: string; line: number }[] };
    expect(check.file).toBe('<stdin>');
    expect(check.violations.length).toBeGreaterThan(0);
    for (const v of check.violations) expect(v.file).toBe('<stdin>');
  });
  it('is refused by record, which writes the record back, and read problems are placed at <stdin>', async () => {
    const { dir, text } = await folder();
    const r = await runSalvo(dir, ['record', '-', 'red', 'A1'], text);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("give the file's path, not - (standard input)");
    const bad = await runSalvo(dir, ['check', '-'], 'variant: jutland\nsalvos:\n  - blue: A1 Q9 -> no hits\n');
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/^<stdin>:3:14: error cell-off-board: salvo 1/mu);
    const empty = await runSalvo(dir, ['check', '-', '--json'], '');
    expect(empty.code).toBe(1);
    expect((JSON.parse(empty.stdout) as { ok: boolean }).ok).toBe(false);
  });
});
