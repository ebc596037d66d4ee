/**
 * `salvo --help` says how to start: it listed sixteen commands and the exit codes, but not one
 * command line, where every command's own help has examples. A newcomer now reads the few lines
 * that take a game from the pad to the referee (variants, pad, new, play, check, infer), each with
 * what it does, in English, Russian and Polish (`--lang`), the command lines as typed in each.
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const LINES = ['salvo variants', 'salvo pad jutland --cover', 'salvo new jutland -o my-game.yaml', 'salvo play my-game.yaml', 'salvo check my-game.yaml', 'salvo infer my-game.yaml --target red'];

const HEADING = {
  en: "To start (each command's --help gives its options and examples):",
  ru: 'С чего начать (--help каждой команды даёт её параметры и примеры):',
  pl: 'Na początek (--help każdego polecenia podaje jego opcje i przykłady):',
} as const;

describe('salvo --help', () => {
  for (const lang of ['en', 'ru', 'pl'] as const) {
    it(`gives the command lines to start with, each with what it does (${lang})`, async () => {
      const r = await runSalvo(process.cwd(), ['--help', ...(lang === 'en' ? [] : ['--lang', lang])]);
      expect(r.code).toBe(0);
      const lines = r.stdout.split('\n');
      const at = lines.indexOf(HEADING[lang]);
      expect(at).toBeGreaterThan(0);
      const examples = lines.slice(at + 1, at + 1 + LINES.length);
      expect(examples.map((l) => l.replace(/\s+#.*$/u, '').trim())).toEqual(LINES);
      // Each with a word on what it does, in the help's language.
      for (const l of examples) expect(l).toMatch(/ {2,}# \S/u);
      if (lang !== 'en') expect(examples.join('\n')).toMatch(/\p{Script=Cyrillic}|[ąęłśżźćńó]/u);
    });
  }
});
