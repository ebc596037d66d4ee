/**
 * `salvo check a.yaml b.yaml`: a command of one file given several is told, after commander's
 * "too many arguments", that it takes one at a time and the shell loop that runs it on each of the
 * words typed (template ids too: `salvo pad jutland statki`), in --lang's language; before, the
 * error and the usage line said only that two was too many.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-one-'));

describe('a command of one file given several', () => {
  const cases: [string[], string][] = [
    [['check', 'a.yaml', 'b.yaml'], 'salvo check takes one <record> at a time; for several, a shell loop: for f in a.yaml b.yaml; do salvo check "$f"; done'],
    [['show', 'a.yaml', 'b.yaml'], 'salvo show takes one <record> at a time'],
    [['pad', 'jutland', 'statki'], 'salvo pad takes one <variant> at a time; for several, a shell loop: for f in jutland statki; do salvo pad "$f"; done'],
    [['check', 'a.yaml', 'b.yaml', '--lang', 'ru'], 'salvo check принимает один <record> за раз; для нескольких — цикл в оболочке: for f in a.yaml b.yaml; do salvo check "$f"; done'],
    [['check', 'a.yaml', 'b.yaml', '--lang', 'pl'], 'salvo check przyjmuje jeden <record> naraz; dla kilku pętla w powłoce: for f in a.yaml b.yaml; do salvo check "$f"; done'],
  ];
  for (const [args, said] of cases) {
    it(args.join(' '), async () => {
      const r = await runSalvo(dir, args);
      expect(r.code).toBe(2);
      const lines = r.stderr.split('\n');
      // After the error line, before the usage line.
      expect(lines[0]).toMatch(/^(error|ошибка|błąd): /u);
      expect(lines[1]).toContain(said);
      expect(r.stdout).toBe('');
    });
  }

  it('the loop names the words typed, quoted for the shell, options left out', async () => {
    const r = await runSalvo(dir, ['infer', 'my game.yaml', '--json', 'b.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`salvo infer takes one <record> at a time; for several, a shell loop: for f in "my game.yaml" b.yaml; do salvo infer "$f"; done`);
  });

  it('not said for other errors, nor where two are the usage (fleet check <variant> <layout>)', async () => {
    const unknown = await runSalvo(dir, ['check', 'a.yaml', '--jsn']);
    expect(unknown.stderr).not.toContain('at a time');
    const fleet = await runSalvo(dir, ['fleet', 'check', 'jutland', 'a.yaml', 'b.yaml']);
    expect(fleet.code).toBe(2);
    expect(fleet.stderr).not.toContain('at a time');
  });
});
