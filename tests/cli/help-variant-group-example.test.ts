/**
 * `salvo help variant`'s examples check a variant file, not a game: it showed `salvo variant check
 * my-game.yaml`, the name the README and `salvo --help` give a game record (`salvo new jutland -o
 * my-game.yaml`), so a newcomer who followed them and ran the example was told `file-is-record`.
 * Each `salvo variant check` example of the help, run after the README's `salvo init jutland -o
 * my-variant.yaml` and `salvo --help`'s `salvo new jutland -o my-game.yaml`, checks clean.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe("the variant group's help", () => {
  it('checks a variant file in its example, which the README has the reader make, not a game record', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-help-variant-'));
    expect((await runSalvo(dir, ['init', 'jutland', '-o', 'my-variant.yaml'])).code).toBe(0);
    expect((await runSalvo(dir, ['new', 'jutland', '-o', 'my-game.yaml'])).code).toBe(0);
    const help = await runSalvo(dir, ['help', 'variant']);
    const checks = help.stdout.split('\n').filter((l) => l.startsWith('  salvo variant check ')).map((l) => l.trim());
    expect(checks.length).toBeGreaterThan(0);
    for (const line of checks) {
      const r = await runSalvo(dir, line.split(' ').slice(1));
      expect(r.code, `${line}: ${r.stdout}${r.stderr}`).toBe(0);
    }
  });
});
