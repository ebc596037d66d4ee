/**
 * A variant that is neither a template nor a file is said one way by every command that takes
 * one: the code unknown-variant, a "did you mean" where a template is close (in the other
 * alphabet too: морской-бой for morskoy-boy), 'salvo variants' named as the list; a variant
 * file not there is no-such-file, variant check's as every other command's.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-unknown-variant-'));
writeFileSync(join(dir, 'layout.txt'), 'A1\n');
writeFileSync(join(dir, 'game.yaml'), 'variant: морской-бой\nsides:\n  a: Ann\n  b: Bob\nsalvos:\n  - a: A1 -> мимо\n');

const commands = (v: string): string[][] => [
  ['pad', v, '-o', join(dir, 'pad.pdf')],
  ['count', v],
  ['fleet', 'random', v],
  ['fleet', 'check', v, 'layout.txt'],
  ['simulate', v, '--games', '1'],
  ['new', v, '-o', join(dir, 'new.yaml')],
  ['variant', 'show', v],
  ['variant', 'check', v],
];

describe('a template name spelt in Cyrillic', () => {
  // Said in Russian, the language it is typed in (morskoy-boy has it): it was English. The
  // template's own name (морской-бой, Морской бой) is told as a name: ./template-name-typed.test.ts.
  it.each(commands('морскои-бой'))('%s %s: did you mean morskoy-boy', async (...args) => {
    const r = await runSalvo(dir, args);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain(`ошибка unknown-variant: «морскои-бой» — не встроенный шаблон и не файл (может быть, morskoy-boy? Шаблоны перечисляет 'salvo variants')\n`);
    const en = await runSalvo(dir, [...args, '--lang', 'en']);
    expect(en.stdout + en.stderr).toContain(`error unknown-variant: "морскои-бой" is neither a built-in template nor a file (did you mean morskoy-boy? 'salvo variants' lists the templates)\n`);
  });

  it("is said so of a record's variant line, in Russian and Polish as well", async () => {
    const r = await runSalvo(dir, ['infer', 'game.yaml', '--target', 'b']);
    expect(r.stderr).toContain(`game.yaml:1:10: error unknown-variant: "морской-бой" is the name of the template morskoy-boy, not its id (write its id: morskoy-boy)\n`);
    expect((await runSalvo(dir, ['variant', 'check', 'морскои-бой', '--lang', 'ru'])).stdout).toContain("(может быть, morskoy-boy? Шаблоны перечисляет 'salvo variants')");
    expect((await runSalvo(dir, ['count', 'morskoj-boj', '--lang', 'pl'])).stderr).toContain("(czy chodziło o morskoy-boy? Szablony wymienia 'salvo variants')");
  });
});

describe('a name close to no template', () => {
  it.each(commands('nothere'))("%s %s: the templates, and 'salvo variants' named as the list", async (...args) => {
    const r = await runSalvo(dir, args);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain(`error unknown-variant: "nothere" is neither a built-in template nor a file (the templates are: classic-1967, classic-salvo, jutland, morskoy-boy, perelman, statki, statki-15; 'salvo variants' lists them)\n`);
  });

  it('in Russian and Polish as well', async () => {
    expect((await runSalvo(dir, ['count', 'nothere', '--lang', 'ru'])).stderr).toContain("statki-15; их перечисляет 'salvo variants')");
    expect((await runSalvo(dir, ['count', 'nothere', '--lang', 'pl'])).stderr).toContain("statki-15; wymienia je 'salvo variants')");
  });
});

describe('a variant file not there', () => {
  it.each([['nothere.yaml'], ['nodir/x.yaml']])('%s: variant check says no-such-file as count does', async (file) => {
    const count = await runSalvo(dir, ['count', file]);
    const line = `${file}: error no-such-file: no such file: there is no variant file ${file} (looked for ${join(dir, file)}) (check the path, or run 'salvo variants' for the built-in templates)\n`;
    expect(count.stderr).toBe(line);
    // In the style of a record not there (check), not a line of its own.
    expect((await runSalvo(dir, ['check', 'nothere-record.yaml'])).stderr).toMatch(/^nothere-record\.yaml: error no-such-file: no such file: there is no game record nothere-record\.yaml \(looked for /u);
    const check = await runSalvo(dir, ['variant', 'check', file]);
    expect(check.code).toBe(1);
    expect(check.stdout).toBe(`${line}1 error in ${file}: fix the line above\n`);
    const json = JSON.parse((await runSalvo(dir, ['variant', 'check', file, '--json'])).stdout) as { files: { violations: { code: string }[] }[] };
    expect(json.files[0]!.violations[0]!.code).toBe('no-such-file');
  });
});
