/**
 * The refusals of options every command shares (a whole number out of range or not a number:
 * --games, --workers, --budget; two names: --sides, --players; a blank --seed; a strategy not
 * known) are said in --lang's language, as pad says its --sheets and commander its own errors:
 * a Russian or Polish player who typed --lang read them in English. Without --lang, in the
 * variant's first language; with --json, English as before.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-option-refusals-'));
});

describe('a shared option refused', () => {
  it('is said in the language --lang asks for', async () => {
    const cases: [string[], string][] = [
      [['simulate', 'morskoy-boy', '--games', '0', '--lang', 'ru'], 'salvo: --games: нужно целое число от 1 до 1000000, а не «0»\n'],
      [['simulate', 'statki', '--games', 'dużo', '--lang', 'pl'], 'salvo: --games: potrzebna liczba całkowita od 1 do 1000000, nie „dużo”\n'],
      [['analyze', join(EXAMPLES, 'morskoy-boy.yaml'), '--workers', 'два', '--lang', 'ru'], 'salvo: --workers: нужно целое число от 1 до 2, а не «два»\n'],
      [['simulate', 'statki', '--strategy', 'huntt', '--lang', 'pl'], 'salvo: --strategy: „huntt” to nie strategia (strategie: advisor, density, hunt, random) (czy chodziło o hunt?)\n'],
      [['simulate', 'perelman', '--vs', 'случайно', '--lang', 'ru'], 'salvo: --vs: «случайно» — не стратегия (стратегии — advisor, density, hunt, random)\n'],
      [['new', 'morskoy-boy', '--players', 'Оля', '--lang', 'ru'], 'salvo: --players: дайте два имени через запятую, например --players Аня,Боря\n'],
      [['fleet', 'random', 'statki', '--seed', ' ', '--lang', 'pl'], 'salvo: --seed: podaj liczbę albo słowo, np. --seed 42\n'],
      // Without --lang, the variant's first language (tests/cli/option-refusal-game-language.test.ts); English for an English one and with --json.
      [['simulate', 'morskoy-boy', '--games', '0'], 'salvo: --games: нужно целое число от 1 до 1000000, а не «0»\n'],
      [['simulate', 'jutland', '--games', '0'], 'salvo: --games takes a whole number from 1 to 1000000, not "0"\n'],
      [['simulate', 'statki', '--strategy', 'huntt', '--lang', 'pl', '--json'], 'salvo: --strategy is one of advisor, density, hunt, random, not "huntt" (did you mean hunt?)\n'],
    ];
    for (const [args, said] of cases) {
      const r = await runSalvo(dir, args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toBe(said);
      expect(r.stdout, args.join(' ')).toBe('');
    }
  });
});
