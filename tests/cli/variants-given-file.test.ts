/**
 * `salvo variants` lists the templates and takes no argument. A designer who gives it a file of
 * their own (`salvo variants my.yaml`), or a template id, is told the commands that take one
 * (`variant show`, `variant check`), in English, Russian or Polish, not "too many arguments"; the
 * list itself is as before.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-variants-file-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('salvo variants given a file', () => {
  it('is a usage error naming variant show and variant check with the files given, in the --lang asked for', async () => {
    const en = await runSalvo(dir, ['variants', 'my game.yaml']);
    expect(en.code).toBe(2);
    expect(en.stdout).toBe('');
    expect(en.stderr.trim()).toBe(
      `salvo: no file or id goes after 'salvo variants', which lists the built-in templates: to read the rules of "my game.yaml", run 'salvo variant show "my game.yaml"'; to check for errors, 'salvo variant check "my game.yaml"'`,
    );
    expect(en.stderr).not.toContain('too many arguments');
    const ru = await runSalvo(dir, ['variants', 'a.yaml', 'b.yaml', '--lang', 'ru']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toContain("правила a.yaml покажет 'salvo variant show a.yaml', ошибки — 'salvo variant check a.yaml b.yaml'");
    const pl = await runSalvo(dir, ['variants', 'jutland', '--lang', 'pl']);
    expect(pl.stderr).toContain("zasady jutland pokaże 'salvo variant show jutland'");
  });

  it("given one of variant's own commands (salvo variants check my.yaml), is told the command meant, not to check a file named check (en/ru/pl)", async () => {
    const en = await runSalvo(dir, ['variants', 'check', 'my game.yaml', 'b.yaml']);
    expect(en.code).toBe(2);
    expect(en.stderr.trim()).toBe(`salvo: 'salvo variants' lists the built-in templates and has no command check: run 'salvo variant check "my game.yaml" b.yaml' (variant, without the s)`);
    const ru = await runSalvo(dir, ['variants', 'show', 'jutland', '--lang', 'ru']);
    expect(ru.stderr.trim()).toBe("salvo: у 'salvo variants' нет команды show: эта команда перечисляет встроенные шаблоны; наберите 'salvo variant show jutland' (variant, без s)");
    const pl = await runSalvo(dir, ['variants', 'schema', '--lang', 'pl']);
    expect(pl.stderr.trim()).toBe("salvo: 'salvo variants' nie ma polecenia schema: to polecenie wypisuje wbudowane szablony; wpisz 'salvo variant schema' (variant, bez s)");
    // Typed alone, what the command takes; a name that is no command of variant's is a file, as before.
    expect((await runSalvo(dir, ['variants', 'check'])).stderr).toContain("run 'salvo variant check <files...>'");
    expect((await runSalvo(dir, ['variants', 'constructor'])).stderr).toContain("run 'salvo variant show constructor'");
  });

  it('without one still lists the templates', async () => {
    const r = await runSalvo(dir, ['variants', '--lang', 'en']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^jutland +Jutland +10×10 /mu);
  });
});
