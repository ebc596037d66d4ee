/**
 * `salvo variants --lang` for a code no template has is refused in the language asked for where
 * salvo speaks it (ru-RU, pl-PL), and `salvo init`'s --id and --name refusals in the template's
 * first language (init has no --lang; new speaks the variant's first too): English for an
 * English template and a language salvo does not speak, as before.
 */
import { mkdtemp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('variants and init refusals, in the command\'s language', () => {
  it('variants --lang: a code no template has, in Russian and Polish where asked so', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-variant-refusals-'));
    const ru = await runSalvo(dir, ['variants', '--lang', 'ru-RU']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe('salvo: ни у одного шаблона нет языка «ru-RU» (у шаблонов есть en, pl, ru)\n');
    const pl = await runSalvo(dir, ['variants', '--lang', 'pl-PL']);
    expect(pl.code).toBe(2);
    expect(pl.stderr).toBe('salvo: żaden szablon nie ma języka „pl-PL” (szablony mają en, pl, ru)\n');
    const xx = await runSalvo(dir, ['variants', '--lang', 'xx']);
    expect(xx.stderr).toBe('salvo: no template has language "xx" (the templates have en, pl, ru)\n');
  });

  it('init --id and --name: in the template\'s language, nothing written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-init-refusals-'));
    const pl = await runSalvo(dir, ['init', 'statki', '-o', 'x.yaml', '--id', 'Mój']);
    expect(pl.code).toBe(2);
    expect(pl.stderr).toBe('salvo: „Mój” nie może być identyfikatorem wariantu: użyj małych liter łacińskich, cyfr i łączników (--id my-variant)\n');
    const ru = await runSalvo(dir, ['init', 'morskoy-boy', '-o', 'x.yaml', '--name', ' ']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe('salvo: --name пуст: дайте варианту название, например --name "Морской бой клуба"\n');
    const en = await runSalvo(dir, ['init', 'jutland', '-o', 'x.yaml', '--id', 'Bad Id']);
    expect(en.stderr).toBe('salvo: "Bad Id" cannot be a variant id: use lower-case letters, digits and hyphens (--id my-variant)\n');
    expect((await runSalvo(dir, ['init', 'jutland', '-o', 'x.yaml', '--name', ''])).stderr).toBe('salvo: --name is empty: give the variant a name, such as --name "Club Jutland"\n');
    expect(existsSync(join(dir, 'x.yaml'))).toBe(false);
  });
});
