/**
 * `salvo new` says a `--sides` or `--players` that is not two names in its own language (`--lang`,
 * else the variant's first), as it says its other refusals of `--sides` (`salvo new perelman
 * --sides a,a`: `у двух сторон должны быть разные имена`). Without --lang they were English.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('salvo new, two names wanted', () => {
  it("is refused in the variant's language, or --lang's", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-new-pair-'));
    const cases: [string[], string][] = [
      [['new', 'perelman', '--sides', 'a', '-o', 'g.yaml'], 'salvo: --sides: дайте два имени через запятую, например --sides Аня,Боря\n'],
      [['new', 'statki', '--players', 'Ania', '-o', 'g.yaml'], 'salvo: --players: podaj dwie nazwy rozdzielone przecinkiem, np. --players Ania,Bartek\n'],
      [['new', 'perelman', '--players', 'Петя', '--lang', 'en', '-o', 'g.yaml'], 'salvo: --players takes two names separated by a comma, e.g. --players Ann,Bob\n'],
      [['new', 'jutland', '--players', 'Ann', '-o', 'g.yaml'], 'salvo: --players takes two names separated by a comma, e.g. --players Ann,Bob\n'],
    ];
    for (const [args, said] of cases) {
      const r = await runSalvo(dir, args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toBe(said);
      expect(r.stdout, args.join(' ')).toBe('');
    }
  });
});
