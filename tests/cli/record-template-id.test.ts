/**
 * A template's id given where a game record goes (`salvo play perelman`, a newcomer's first try
 * after reading that salvo plays Perelman's game): the error said to start a record named after it
 * ('salvo new <variant> -o perelman'); it now says the name is a built-in variant and gives the
 * command that starts a record of a game of it, in the language asked for. A record of that name
 * near (perelman.yaml) is still named first; a name that is no template keeps the old advice.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('a template id where a record goes', () => {
  it('is said to be a built-in variant, with the command to start a record of it (en, ru, pl; every record command)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-template-id-'));
    for (const cmd of [['play', 'perelman'], ['check', 'perelman'], ['show', 'perelman'], ['infer', 'perelman', '--target', 'red']]) {
      const r = await runSalvo(dir, cmd);
      expect(r.code, cmd.join(' ')).toBe(1);
      expect(r.stderr, cmd.join(' ')).toContain(
        "perelman: error no-such-file: no such file: there is no game record perelman (looked for " + join(dir, 'perelman') + ") (perelman is a built-in variant, not a game record; to start a record of a game of it: 'salvo new perelman -o game.yaml')",
      );
    }
    const ru = await runSalvo(dir, ['check', 'jutland', '--lang', 'ru']);
    expect(ru.stderr).toContain("(jutland — встроенный вариант, а не запись партии; начните запись партии по нему: 'salvo new jutland -o game.yaml')");
    const pl = await runSalvo(dir, ['show', 'statki', '--lang', 'pl']);
    expect(pl.stderr).toContain("(statki to wbudowany wariant, nie zapis gry; zacznij według niego zapis gry: 'salvo new statki -o game.yaml')");
    const json = await runSalvo(dir, ['check', 'statki', '--json']);
    const doc = JSON.parse(json.stdout) as { violations: { code: string; suggestion: string }[] };
    expect(doc.violations[0]).toMatchObject({ code: 'no-such-file', suggestion: "statki is a built-in variant, not a game record; to start a record of a game of it: 'salvo new statki -o game.yaml'" });
    // The command it gives works, and the record it starts is then what the command takes.
    expect((await runSalvo(dir, ['new', 'perelman', '-o', 'game.yaml'])).code).toBe(0);
    expect((await runSalvo(dir, ['check', 'game.yaml'])).code).toBe(0);
  });

  it('a record of that name near is named first; a name that is no template keeps the old advice', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-template-id-'));
    await writeFile(join(dir, 'jutland.yaml'), 'variant: jutland\nsalvos: []\n');
    const near = await runSalvo(dir, ['check', 'jutland']);
    expect(near.stderr).toContain('(did you mean jutland.yaml?)');
    expect(near.stderr).not.toContain('built-in');
    const other = await runSalvo(dir, ['check', 'battleship']);
    expect(other.stderr).toContain("(check the path, or start a record with 'salvo new <variant> -o battleship')");
  });
});
