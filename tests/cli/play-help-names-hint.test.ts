/**
 * `salvo play --help` names the hint command among those typed at the prompt: `hint` there gives
 * the chances of the enemy ships for the side to fire (11225b6), but the help listed only undo,
 * show, turn, result and quit, so a newcomer reading it did not know it was there. Said in English,
 * Russian and Polish, each with the game's word for it as play's own help at the prompt gives it
 * (`подсказка или hint`, `podpowiedź albo hint`).
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const HINT = {
  en: 'Type help there for the commands (undo, show, turn, score, result, quit); hint there gives the chances of the enemy ships for the side to fire, as --hints does after each salvo.',
  ru: 'подсказка (или hint) даёт там шансы кораблей противника для стороны, которая стреляет, как --hints',
  pl: 'podpowiedź (albo hint) podaje tam szanse statków przeciwnika dla strony, która strzela, jak --hints',
} as const;

describe('salvo play --help', () => {
  for (const lang of ['en', 'ru', 'pl'] as const) {
    it(`names hint among the commands typed at the prompt (${lang})`, async () => {
      const r = await runSalvo(process.cwd(), ['play', '--help', ...(lang === 'en' ? [] : ['--lang', lang])]);
      expect(r.code).toBe(0);
      // Compared with the lines joined: where the help wraps is not what this checks.
      expect(r.stdout.replace(/\s+/gu, ' ')).toContain(HINT[lang]);
    });
  }
});
