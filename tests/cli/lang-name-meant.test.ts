/**
 * `--lang polski`, `--lang русский`, `--lang English`, `--lang pol`: the language named (or its
 * three-letter code) where a two-letter code goes. Still refused (exit 2: never read as meant),
 * but the refusal names the code to type (`did you mean --lang pl?`), where it only listed the
 * codes; a language the variant lacks (`deutsch`) names none, as before.
 */
import { describe, expect, it } from 'vitest';
import { meantLanguage } from '../../src/cli/commands/game-common.js';
import { languageMeant } from '../../src/core/language-meant.js';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

async function run(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const m = memoryIO('', {}, process.cwd());
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

describe('--lang given as a language name', () => {
  it('meantLanguage reads a name or a three-letter code as the variant\'s code', () => {
    expect(meantLanguage('polski', ['pl', 'en'])).toBe('pl');
    expect(meantLanguage('Polish', ['pl', 'en'])).toBe('pl');
    expect(meantLanguage('русский', ['ru', 'en'])).toBe('ru');
    expect(meantLanguage('English', ['pl', 'en'])).toBe('en');
    expect(meantLanguage('pol', ['pl', 'en'])).toBe('pl');
    expect(meantLanguage('eng', ['pl', 'en'])).toBe('en');
    expect(meantLanguage('deutsch', ['pl', 'en'])).toBeUndefined();
    expect(meantLanguage('русский', ['pl', 'en'])).toBeUndefined();
    // A word an object has of its own (`constructor`) names no language, nor breaks the reading.
    expect(meantLanguage('constructor', ['pl', 'en'])).toBeUndefined();
    expect(languageMeant('constructor')).toBeUndefined();
  });

  it('salvo init statki --lang polski is refused, naming --lang pl; deutsch names none', async () => {
    const r = await run(['init', 'statki', '--lang', 'polski', '-o', '-']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    // Said in Polish, the language named (./lang-name-spoken.test.ts).
    expect(r.stderr).toBe('salvo: wariant statki nie ma języka „polski” (ma pl, en; może chodziło o --lang pl?)\n');
    const de = await run(['init', 'statki', '--lang', 'deutsch', '-o', '-']);
    expect(de.code).toBe(2);
    // In statki's own Polish: salvo has no words in German.
    expect(de.stderr).toBe('salvo: wariant statki nie ma języka „deutsch” (ma pl, en)\n');
  });

  it('salvo variants --lang русский names --lang ru', async () => {
    const r = await run(['variants', '--lang', 'русский']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('salvo: ни у одного шаблона нет языка «русский» (у шаблонов есть en, pl, ru; может быть, --lang ru?)\n');
  });
});
