/**
 * `--lang PL`, `--lang ru-RU`, `--lang ru_RU`: a code the variant does not have, but one of its
 * own in other capitals or with a region, is still refused (exit 2: never read as meant), and the
 * refusal names the code meant (`did you mean --lang pl?`), where it only listed the codes, so a
 * user who typed the locale their system uses sees what to type. A code of no language of the
 * variant (`de`) is refused as before. The refusal is said in the language the code asks for,
 * however spelt: `ru_RU` and `RU` in Russian as `ru-RU` is (they were said in English).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { meantLanguage } from '../../src/cli/commands/game-common.js';
import { spoken } from '../../src/core/language.js';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');

async function run(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const m = memoryIO('', {}, process.cwd());
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

describe('meantLanguage', () => {
  it('finds the code in other capitals or with a region, and nothing else', () => {
    expect(meantLanguage('PL', ['pl', 'en'])).toBe('pl');
    expect(meantLanguage('ru-RU', ['ru', 'en'])).toBe('ru');
    expect(meantLanguage('ru_RU', ['ru', 'en'])).toBe('ru');
    expect(meantLanguage('EN-gb', ['pl', 'en'])).toBe('en');
    expect(meantLanguage('pt_br', ['pt-BR', 'en'])).toBe('pt-BR');
    expect(meantLanguage('de', ['ru', 'en'])).toBeUndefined();
    expect(meantLanguage('de-DE', ['ru', 'en'])).toBeUndefined();
    expect(meantLanguage('', ['ru', 'en'])).toBeUndefined();
    expect(meantLanguage('-', ['ru', 'en'])).toBeUndefined();
  });
});

describe('spoken', () => {
  it('reads a locale in any spelling a system writes it as its language', () => {
    for (const code of ['ru', 'ru-RU', 'ru_RU', 'RU', 'Ru-ru', ' ru ']) expect(spoken(code), code).toBe('ru');
    for (const code of ['pl', 'pl-PL', 'pl_PL', 'PL']) expect(spoken(code), code).toBe('pl');
    // `rus` is Russian's three-letter code, spoken as Russian (./lang-name-spoken.test.ts); `plx` is no code.
    for (const code of ['en', 'EN', 'de', 'de_DE', 'plx', '', '_ru']) expect(spoken(code), code).toBe('en');
  });
});

describe('--lang a variant has in other spelling', () => {
  it('is refused (exit 2), naming the code meant, in every command that takes --lang of a variant', async () => {
    const cases: [string[], string][] = [
      // Said in the language the code asks for, however spelt (PL, ru_RU), as ru-RU is.
      [['check', join(EXAMPLES, 'statki.yaml'), '--lang', 'PL'], 'salvo: wariant statki nie ma języka „PL” (ma pl, en; może chodziło o --lang pl?)\n'],
      [['show', join(EXAMPLES, 'morskoy-boy.yaml'), '--lang', 'ru_RU'], 'salvo: у варианта morskoy-boy нет языка «ru_RU» (есть ru, en; может быть, --lang ru?)\n'],
      [['show', join(EXAMPLES, 'morskoy-boy.yaml'), '--lang', 'RU'], 'salvo: у варианта morskoy-boy нет языка «RU» (есть ru, en; может быть, --lang ru?)\n'],
      [['count', 'classic-salvo', '--lang', 'ru_RU'], 'salvo: у варианта classic-salvo нет языка «ru_RU» (есть en)\n'],
      [['count', 'jutland', '--lang', 'EN'], 'salvo: jutland has no language "EN" (it has en; did you mean --lang en?)\n'],
      // Said in Polish, as main speaks pl-PL: the code meant named there too.
      [['pad', 'statki', '--lang', 'pl-PL'], 'salvo: wariant statki nie ma języka „pl-PL” (ma pl, en; może chodziło o --lang pl?)\n'],
      [['new', 'morskoy-boy', '--lang', 'ru-RU'], 'salvo: у варианта morskoy-boy нет языка «ru-RU» (есть ru, en; может быть, --lang ru?)\n'],
    ];
    for (const [args, said] of cases) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(said);
    }
  });

  it('salvo variants --lang EN names the code meant too, as a variant does', async () => {
    const r = await run(['variants', '--lang', 'EN']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('salvo: no template has language "EN" (the templates have en, pl, ru; did you mean --lang en?)\n');
    const ruRU = await run(['variants', '--lang', 'ru_RU']);
    expect(ruRU.code).toBe(2);
    expect(ruRU.stderr).toBe('salvo: ни у одного шаблона нет языка «ru_RU» (у шаблонов есть en, pl, ru; может быть, --lang ru?)\n');
    const ru = await run(['variants', '--lang', 'ru-RU']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe('salvo: ни у одного шаблона нет языка «ru-RU» (у шаблонов есть en, pl, ru; может быть, --lang ru?)\n');
    const de = await run(['variants', '--lang', 'de']);
    expect(de.stderr).toBe('salvo: no template has language "de" (the templates have en, pl, ru)\n');
  });

  it('a language the variant lacks is refused as before, naming none', async () => {
    const r = await run(['count', 'jutland', '--lang', 'de']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('salvo: jutland has no language "de" (it has en)\n');
  });
});
