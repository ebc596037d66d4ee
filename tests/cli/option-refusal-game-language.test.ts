/**
 * An option refused before the command reads its file (`pad statki --paper A3`, `suggest
 * g.yaml --budget x`, `simulate statki --games 0`) is said, where no --lang asks for a language,
 * in the language the command speaks of that file: the record's, else its variant's first; a
 * variant's first. It was English on a Polish pad or a Russian record, beside the pad, report
 * and other refusals in the game's language (README: salvo speaks the game's language, on every
 * command). --lang still picks, --json stays English, and a file that cannot be read leaves it
 * English, as before.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-option-refusal-game-'));
  // The Russian example, its record said to be in English: the record's language wins over the variant's first.
  const text = await readFile(join(EXAMPLES, 'morskoy-boy.yaml'), 'utf8');
  await writeFile(join(dir, 'en.yaml'), text.replace(/^language: ru$/mu, 'language: en'));
});

describe('an option refused before the file is read, without --lang', () => {
  it("is said in the variant's first language (pad, simulate, count)", async () => {
    const cases: [string[], string][] = [
      [['pad', 'statki', '--paper', 'A3'], 'salvo: --paper: „A3” to nie format papieru (podaj A4, A5 albo letter)\n'],
      [['pad', 'morskoy-boy', '--sheets', '0'], 'salvo: --sheets: 0 — вне допустимых пределов (укажите от 1 до 1000)\n'],
      [['pad', 'statki-15', '--sides', 'a,b,c'], 'salvo: --sides: „a,b,c”: podaj jedną nazwę albo dwie rozdzielone przecinkiem („Niebiescy,Czerwoni”)\n'],
      [['simulate', 'statki', 'jutland', '--games', '0'], 'salvo: --games: potrzebna liczba całkowita od 1 do 1000000, nie „0”\n'],
      [['count', 'perelman', '--budget', 'много'], 'salvo: --budget: нужно целое число от 1, а не «много»\n'],
      // An English variant: English, as before.
      [['pad', 'jutland', '--paper', 'A3'], 'salvo: --paper: "A3" is not a paper size (use A4, A5 or letter)\n'],
    ];
    for (const [args, said] of cases) {
      const r = await runSalvo(dir, args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toBe(said);
      expect(r.stdout, args.join(' ')).toBe('');
    }
  });

  it("is said in the record's language (show, suggest, infer)", async () => {
    const record = join(EXAMPLES, 'morskoy-boy.yaml');
    const cases: [string[], string][] = [
      [['show', record, '--paper', 'A3'], 'salvo: --paper: «A3» — не формат бумаги (укажите A4, A5 или letter)\n'],
      [['suggest', record, '--budget', 'x'], 'salvo: --budget: нужно целое число от 1, а не «x»\n'],
      [['infer', record, '--target', 'второй', '--seed', ' '], 'salvo: --seed: дайте число или слово, например --seed 42\n'],
      // The record's own language: line, where the variant's first is another.
      [['suggest', 'en.yaml', '--budget', 'x'], 'salvo: --budget takes a whole number from 1, not "x"\n'],
    ];
    for (const [args, said] of cases) {
      const r = await runSalvo(dir, args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toBe(said);
    }
  });

  it('--lang still picks, --json stays English, a file not there leaves it English', async () => {
    expect((await runSalvo(dir, ['pad', 'statki', '--paper', 'A3', '--lang', 'en'])).stderr).toBe('salvo: --paper: "A3" is not a paper size (use A4, A5 or letter)\n');
    expect((await runSalvo(dir, ['pad', 'jutland', '--paper', 'A3', '--lang', 'ru'])).stderr).toBe('salvo: --paper: «A3» — не формат бумаги (укажите A4, A5 или letter)\n');
    const json = await runSalvo(dir, ['suggest', join(EXAMPLES, 'morskoy-boy.yaml'), '--budget', 'x', '--json']);
    expect(json.code).toBe(2);
    expect(json.stderr).toBe('salvo: --budget takes a whole number from 1, not "x"\n');
    const missing = await runSalvo(dir, ['pad', 'no-such-variant.yaml', '--paper', 'A3']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('salvo: --paper: "A3" is not a paper size (use A4, A5 or letter)\n');
  });
});
