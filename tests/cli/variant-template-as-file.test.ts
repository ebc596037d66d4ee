/**
 * `salvo pad jutland.yaml` (a template's id written as a file, as a newcomer who saw
 * templates/jutland.yaml types it) said only "no such file … check the path, or run 'salvo
 * variants'": the template was there all the time under its id. Where the name, without a folder
 * and its extension, is a template's id, the line now says so and what to write, in en, ru, pl,
 * in every command that loads a variant; a path into a folder, or a name of no template, as before.
 */
import { describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSalvo } from '../helpers/cli.js';
import { templateAsFile } from '../../src/cli/commands/variant-unread.js';

describe('a template named as a file', () => {
  it('finds the template a file name not there names, and nothing else', () => {
    expect(templateAsFile('jutland.yaml')).toBe('jutland');
    expect(templateAsFile('Statki.yml')).toBe('statki');
    expect(templateAsFile('morskoy-boy.YAML')).toBe('morskoy-boy');
    expect(templateAsFile('my/jutland.yaml')).toBeUndefined();
    expect(templateAsFile('jutland')).toBeUndefined();
    expect(templateAsFile('nothere.yaml')).toBeUndefined();
    expect(templateAsFile('../templates.yaml')).toBeUndefined();
  });

  it('is said to be a template, with what to write, in the language asked (pad, count, fleet random, variant check)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-template-file-'));
    const cases = [
      [['pad', 'jutland.yaml'], `jutland.yaml: error no-such-file: no such file: there is no variant file jutland.yaml (looked for ${join(dir, 'jutland.yaml')}) (jutland is a built-in template: write jutland, without .yaml)`],
      [['pad', 'Statki.yml', '--lang', 'pl'], `Statki.yml: błąd no-such-file: nie ma takiego pliku: nie ma pliku wariantu Statki.yml (szukano ${join(dir, 'Statki.yml')}) (statki to wbudowany szablon: napisz statki, bez .yaml)`],
      [['count', 'morskoy-boy.yaml', '--lang', 'ru'], `morskoy-boy.yaml: ошибка no-such-file: нет такого файла: файла варианта morskoy-boy.yaml нет (искали ${join(dir, 'morskoy-boy.yaml')}) (morskoy-boy — встроенный шаблон: напишите morskoy-boy, без .yaml)`],
      [['fleet', 'random', 'perelman.yaml'], `perelman.yaml: error no-such-file: no such file: there is no variant file perelman.yaml (looked for ${join(dir, 'perelman.yaml')}) (perelman is a built-in template: write perelman, without .yaml)`],
      [['variant', 'check', 'classic-salvo.yaml'], `classic-salvo.yaml: error no-such-file: no such file: there is no variant file classic-salvo.yaml (looked for ${join(dir, 'classic-salvo.yaml')}) (classic-salvo is a built-in template: write classic-salvo, without .yaml)`],
    ] as const;
    for (const [args, line] of cases) {
      const r = await runSalvo(dir, [...args]);
      expect(r.code, args.join(' ')).not.toBe(0);
      // (variant check gives its findings on standard output, the others on standard error.)
      expect(`${r.stderr}${r.stdout}`.split('\n')[0], args.join(' ')).toBe(line);
    }
  }, 60_000);

  it('leaves a path into a folder and a name of no template as they were', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-template-file-'));
    for (const ref of ['my/jutland.yaml', 'nothere.yaml']) {
      const r = await runSalvo(dir, ['pad', ref]);
      expect(r.code).not.toBe(0);
      expect(r.stderr.split('\n')[0]).toBe(`${ref}: error no-such-file: no such file: there is no variant file ${ref} (looked for ${join(dir, ref)}) (check the path, or run 'salvo variants' for the built-in templates)`);
    }
  }, 60_000);
});
