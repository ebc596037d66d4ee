/**
 * `salvo pad`'s option errors given before the variant is read (a paper size, sheets a page, a
 * number of sheets, the sides, an empty title): in `--lang`'s language where it is given, else
 * the variant's first, as the pad would be printed (tests/cli/option-refusal-game-language.test.ts;
 * it was English, the variant's languages not known yet).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const pad = async (args: string[]) => runSalvo(await mkdtemp(join(tmpdir(), 'salvo-pad-option-')), ['pad', 'statki', ...args]);

describe('pad: an option refused before the variant is read', () => {
  it('is said in --lang’s language (usage error, exit 2)', async () => {
    const ru = await pad(['--paper', 'A3', '--lang', 'ru']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe('salvo: --paper: «A3» — не формат бумаги (укажите A4, A5 или letter)\n');
    expect((await pad(['--per-page', '3', '--lang', 'pl'])).stderr).toBe('salvo: --per-page: „3” to nie liczba arkuszy na stronie (podaj 1 albo 2)\n');
    expect((await pad(['--per-page', 'x', '--lang', 'ru'])).stderr).toBe('salvo: --per-page: «x» — не число листов на странице (укажите 1 или 2)\n');
    expect((await pad(['--sheets', 'dwa', '--lang', 'pl'])).stderr).toBe('salvo: --sheets: „dwa” to nie liczba całkowita (podaj od 1 do 1000)\n');
    expect((await pad(['--sheets', '0', '--lang', 'ru'])).stderr).toBe('salvo: --sheets: 0 — вне допустимых пределов (укажите от 1 до 1000)\n');
    expect((await pad(['--sides', 'a,b,c', '--lang', 'pl'])).stderr).toBe('salvo: --sides: „a,b,c”: podaj jedną nazwę albo dwie rozdzielone przecinkiem („Niebiescy,Czerwoni”)\n');
    expect((await pad(['--title', ' ', '--lang', 'ru'])).stderr).toBe('salvo: --title: заголовок пуст; дайте его или уберите этот параметр, чтобы напечатать название варианта\n');
  });

  it('is Polish without --lang for a Polish template, as its pad; English with --lang en', async () => {
    const none = await pad(['--paper', 'A3']);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe('salvo: --paper: „A3” to nie format papieru (podaj A4, A5 albo letter)\n');
    expect((await pad(['--per-page', '3', '--lang', 'en'])).stderr).toBe('salvo: --per-page: "3" is not a number of sheets a page (use 1 or 2)\n');
    expect((await pad(['--sheets', '0'])).stderr).toBe('salvo: --sheets: 0 jest poza zakresem (podaj od 1 do 1000)\n');
    expect((await pad(['--sheets', '0', '--lang', 'en'])).stderr).toBe('salvo: --sheets: 0 is out of range (use 1 to 1000)\n');
  });
});
