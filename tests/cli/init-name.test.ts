/**
 * `salvo init` gives the copy a name of its own, so the designer's variant is not listed and
 * printed as the template it came from ("Морской бой" twice): the template's name with "(my
 * variant)" after it in each of its languages, or the name given with --name; the copy passes
 * `variant check`, and everything else in it (comments, line ends) is kept.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { loadVariant } from '../../src/variant/load.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-init-name-'));
});
const run = (args: string[]) => runSalvo(dir, args);

/** The copy's name in each language, and its id, as salvo reads the file. */
async function named(file: string): Promise<{ id: string; name: unknown }> {
  const v = await loadVariant(file, { cwd: dir });
  return { id: v.id, name: v.name };
}

describe('salvo init names the copy as the designer\'s', () => {
  it('in each of the template\'s languages, by default', async () => {
    expect((await run(['init', 'perelman', '-o', 'club.yaml'])).code).toBe(0);
    expect(await named('club.yaml')).toEqual({
      id: 'club',
      name: { ru: 'Морской бой залпами (Перельман) (мой вариант)', en: 'Salvo with a hospital ship (Perelman) (my variant)' },
    });
    expect((await run(['init', 'statki', '-o', 'nasze.yaml'])).code).toBe(0);
    expect((await named('nasze.yaml')).name).toEqual({ pl: 'Statki (mój wariant)', en: 'Statki (Polish battleships) (my variant)' });
    expect((await run(['variant', 'check', 'club.yaml', 'nasze.yaml', '--lang', 'en'])).stdout).toBe('club.yaml: ok\nnasze.yaml: ok\n');
  });

  it('with a name in one string, and once only for a copy of a copy', async () => {
    expect((await run(['init', 'jutland', '-o', 'mine.yaml'])).code).toBe(0);
    const text = await readFile(join(dir, 'mine.yaml'), 'utf8');
    expect(text).toMatch(/^name: Jutland \(my variant\)$/mu);
    expect((await run(['init', 'mine.yaml', '-o', 'again.yaml'])).code).toBe(0);
    expect((await named('again.yaml')).name).toEqual({ en: 'Jutland (my variant)' });
  });

  it('as given with --name, quoted where YAML needs it, in every language', async () => {
    const r = await run(['init', 'morskoy-boy', '-o', 'k.yaml', '--name', 'Клуб: бой, #1']);
    expect(r.code, r.stderr).toBe(0);
    expect(await named('k.yaml')).toEqual({ id: 'k', name: { ru: 'Клуб: бой, #1', en: 'Клуб: бой, #1' } });
    expect((await run(['variant', 'check', 'k.yaml', '--lang', 'en'])).stdout).toBe('k.yaml: ok\n');
    // The list of variants in a pad's header reads it: the template's own name is not there.
    const show = await run(['variant', 'show', 'k.yaml']);
    expect(show.stdout).toContain('Клуб: бой, #1');
    expect(show.stdout).not.toContain('Морской бой\n');
  });

  it('in a flow map, keeping the line ends', async () => {
    const template = (await readFile(join(import.meta.dirname, '..', '..', 'templates', 'statki.yaml'), 'utf8'))
      .replace(/^name:\n {2}pl: Statki\n {2}en: Statki \(Polish battleships\)\n/mu, 'name: { pl: Statki, en: Statki (Polish battleships) }\n')
      .replace(/\n/gu, '\r\n');
    expect(template).toContain('name: { pl: Statki,');
    await writeFile(join(dir, 'flow.yaml'), template);
    expect((await run(['init', 'flow.yaml', '-o', 'copy.yaml', '--name', 'Statki, po naszemu'])).code).toBe(0);
    const text = await readFile(join(dir, 'copy.yaml'), 'utf8');
    expect(text).toContain('name: { pl: "Statki, po naszemu", en: "Statki, po naszemu" }\r\n');
    expect(text.split('\r\n').every((l) => !l.includes('\n'))).toBe(true);
    expect((await run(['variant', 'check', 'copy.yaml', '--lang', 'en'])).stdout).toBe('copy.yaml: ok\n');
  });

  it('refuses an empty --name, writing nothing', async () => {
    const r = await run(['init', 'jutland', '-o', 'e.yaml', '--name', '  ']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--name');
    await expect(readFile(join(dir, 'e.yaml'), 'utf8')).rejects.toThrow();
  });
});
