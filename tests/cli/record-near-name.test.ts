/**
 * A record named with a slip of its extension (`game.yml` for game.yaml, or `game` without one),
 * as a newcomer types it: the error names the file that is there, instead of only suggesting to
 * start a new record under the name typed.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const RECORD = 'variant: jutland\nsalvos:\n  - blue: A1 B1 C1 D1 E1 F1 -> no hits\n';

describe('a record named without its right extension', () => {
  it('is named in the error: did you mean game.yaml?', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-near-'));
    await writeFile(join(dir, 'game.yaml'), RECORD);
    for (const typed of ['game.yml', 'game']) {
      const r = await runSalvo(dir, ['show', typed]);
      expect(r.code, typed).toBe(1);
      expect(r.stderr, typed).toContain(`${typed}: error no-such-file: no such file: there is no game record ${typed}`);
      expect(r.stderr, typed).toContain('(did you mean game.yaml?)');
      expect(r.stderr, typed).not.toContain('salvo new');
    }
    // The name it gives works.
    expect((await runSalvo(dir, ['show', 'game.yaml'])).code).toBe(0);
  });

  it('in a folder too, and the other way round (game.yaml for game.yml)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-near-'));
    await writeFile(join(dir, 'game.yml'), RECORD);
    const r = await runSalvo(dir, ['check', './game.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('(did you mean ./game.yml?)');
  });

  it('with no such file near, still says how to start one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-near-'));
    const r = await runSalvo(dir, ['show', 'game.yml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("(check the path, or start a record with 'salvo new <variant> -o game.yml')");
  });
});
