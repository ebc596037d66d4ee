/**
 * A template's id written as a file where a game record goes (`salvo show jutland.yaml`,
 * `salvo play perelman.yaml`, as `salvo pad jutland.yaml` is typed): said as the bare id is since
 * record-template-id.test.ts, a built-in variant, with the command that starts a record of a game
 * of it, in the language asked for. Before, it was told to check the path or to start a record
 * named jutland.yaml. A name of no template with .yaml keeps that advice.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe("a template's id written as a file where a record goes", () => {
  it('is said to be a built-in variant, with the command to start a record of it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-template-file-'));
    for (const [cmd, id] of [[['show', 'jutland.yaml'], 'jutland'], [['play', 'perelman.yaml'], 'perelman'], [['check', 'statki-15.yml'], 'statki-15']] as const) {
      const r = await runSalvo(dir, [...cmd]);
      expect(r.code, cmd.join(' ')).toBe(1);
      expect(r.stderr, cmd.join(' ')).toContain(`(${id} is a built-in variant, not a game record; to start a record of a game of it: 'salvo new ${id} -o game.yaml')`);
    }
    const ru = await runSalvo(dir, ['check', 'jutland.yaml', '--lang', 'ru']);
    expect(ru.stderr).toContain("(jutland — встроенный вариант, а не запись партии; начните запись партии по нему: 'salvo new jutland -o game.yaml')");
    const pl = await runSalvo(dir, ['show', 'statki.yaml', '--lang', 'pl']);
    expect(pl.stderr).toContain("(statki to wbudowany wariant, nie zapis gry; zacznij według niego zapis gry: 'salvo new statki -o game.yaml')");
  });

  it('leaves a name of no template with the advice it had', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-template-file-'));
    const r = await runSalvo(dir, ['check', 'nothere.yaml']);
    expect(r.stderr).toContain("(check the path, or start a record with 'salvo new <variant> -o nothere.yaml')");
  });
});
