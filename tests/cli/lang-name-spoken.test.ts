/**
 * `--lang русский`, `--lang polski`: the language's name where its code goes is refused (exit 2,
 * never read as meant), and now said in the language it names, as `--lang RU` and `--lang pl-PL`
 * are: a user who typed `polski` reads Polish, not English. So are the refusals made before a
 * variant is read (an unknown option) and the help.
 */
import { describe, expect, it } from 'vitest';
import { spoken } from '../../src/core/language.js';
import { runSalvo } from '../helpers/cli.js';

const run = (args: string[]): ReturnType<typeof runSalvo> => runSalvo(process.cwd(), args);

describe('a language named where its code goes', () => {
  it('speaks the language it names, its name in any language, and its three-letter code', () => {
    for (const name of ['русский', 'Русский', 'russian', 'rosyjski', 'рус', 'ру', 'rus']) expect(spoken(name), name).toBe('ru');
    for (const name of ['polski', 'Polski', 'polish', 'польский', 'pol']) expect(spoken(name), name).toBe('pl');
    for (const name of ['english', 'английский', 'deutsch', 'constructor', 'po']) expect(spoken(name), name).toBe('en');
  });

  it('salvo init refuses --lang polski in Polish and --lang русский in Russian, naming the code', async () => {
    const pl = await run(['init', 'statki', '--lang', 'polski', '-o', '-']);
    expect(pl.code).toBe(2);
    expect(pl.stdout).toBe('');
    expect(pl.stderr).toBe('salvo: wariant statki nie ma języka „polski” (ma pl, en; może chodziło o --lang pl?)\n');
    const ru = await run(['init', 'morskoy-boy', '--lang', 'русский', '-o', '-']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe('salvo: у варианта morskoy-boy нет языка «русский» (есть ru, en; может быть, --lang ru?)\n');
    // A language the variant lacks, named: said in it all the same, with the variant's codes.
    const none = await run(['init', 'classic-1967', '--lang', 'polski', '-o', '-']);
    expect(none.stderr).toBe('salvo: wariant classic-1967 nie ma języka „polski” (ma en)\n');
  });

  it('salvo variants --lang русский is refused in Russian', async () => {
    const r = await run(['variants', '--lang', 'русский']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('salvo: ни у одного шаблона нет языка «русский» (у шаблонов есть en, pl, ru; может быть, --lang ru?)\n');
  });

  it('an unknown option beside --lang polski is refused in Polish', async () => {
    const r = await run(['pad', 'statki', '--bogus', '--lang', 'polski']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('nieznana opcja „--bogus”');
  });
});
