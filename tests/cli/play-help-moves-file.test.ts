/**
 * `salvo play --help`'s example reading moves.txt says what the file is (the lines typed at its
 * prompts), in English, Russian and Polish: a newcomer was shown `< moves.txt` with no word of
 * what goes in it.
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const SAID = {
  en: '# the lines typed at its prompts, from a file',
  ru: '# строки, набираемые на приглашения, из файла',
  pl: '# wiersze wpisywane po znaku zachęty, z pliku',
} as const;

describe('salvo play --help', () => {
  for (const lang of ['en', 'ru', 'pl'] as const) {
    it(`says what moves.txt holds (${lang})`, async () => {
      const r = await runSalvo(process.cwd(), ['play', '--help', '--lang', lang]);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`  salvo play game.yaml --no-charts < moves.txt   ${SAID[lang]}\n`);
    });
  }
});
