/**
 * `simulate --strategy` or `--vs` naming no strategy is a usage error (exit 2) listing the
 * strategies; a near miss (`huntt`, `Density`) names the one meant, never playing it unasked.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('simulate: a strategy typed a little wrong', () => {
  it('names the strategy meant, without a game played', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-strategy-'));
    const cases: readonly (readonly [string, string, string])[] = [
      ['--strategy', 'huntt', ' (did you mean hunt?)'],
      ['--vs', 'Density', ' (did you mean density?)'],
      ['--strategy', 'xyz', ''],
    ];
    for (const [option, typed, meant] of cases) {
      const r = await runSalvo(dir, ['simulate', 'jutland', '--games', '1', option, typed, '--json']);
      expect(r.code, typed).toBe(2);
      expect(r.stdout, typed).toBe('');
      expect(r.stderr, typed).toBe(`salvo: ${option} is one of advisor, density, hunt, random, not "${typed}"${meant}\n`);
    }
  });
});
