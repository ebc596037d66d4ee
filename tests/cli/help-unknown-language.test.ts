/**
 * `salvo pad --help --lang de`: a language salvo has no words in gave the English help without a
 * word, as if German had been asked and this were it. The help is still printed, in English and
 * byte for byte as without --lang (help-in-language pins that), and a line on standard error says
 * the language is not known and which are; none for en, ru, pl in any spelling a system writes.
 */
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

async function run(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const m = memoryIO('', {}, process.cwd());
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

describe('--help in a language salvo does not speak', () => {
  it('says so and which languages there are, and still prints the English help', async () => {
    for (const args of [['pad', '--help', '--lang', 'de'], ['pad', '-h', '--lang=xx'], ['--help', '--lang', 'english'], ['help', 'show', '--lang', 'de'], ['fleet', 'random', '--help', '--lang', 'fr']]) {
      const lang = args.at(-1)!.replace(/^--lang=/u, '');
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.stdout, args.join(' ')).toMatch(/^Usage: salvo/u);
      expect(r.stdout).toBe((await run(args.filter((w, i) => !w.startsWith('--lang') && args[i - 1] !== '--lang'))).stdout);
      expect(r.stderr, args.join(' ')).toBe(`salvo: no help in language "${lang}"; here it is in English (salvo speaks en, ru, pl: --lang ru, --lang pl)\n`);
    }
  });

  it('says nothing for en, ru or pl however spelt, nor without --lang', async () => {
    for (const lang of ['en', 'EN', 'en-GB', 'ru', 'ru_RU', 'PL', 'pl-PL']) {
      const r = await run(['pad', '--help', '--lang', lang]);
      expect(r.code, lang).toBe(0);
      expect(r.stdout, lang).toMatch(/^(Usage|Использование|Użycie): salvo pad/u);
      expect(r.stderr, lang).toBe('');
    }
    expect((await run(['pad', '--help'])).stderr).toBe('');
  });

  it('leaves a command that is run to refuse the language as before (no help asked, no such line)', async () => {
    const r = await run(['count', 'jutland', '--lang', 'de']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('salvo: jutland has no language "de" (it has en)\n');
  });
});
