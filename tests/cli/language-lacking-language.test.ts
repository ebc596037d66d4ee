/**
 * A --lang the variant lacks is refused (exit 2) in that language where salvo speaks it: a Russian
 * player typing --lang ru on Statki reads why in Russian, a Polish one typing --lang pl on Морской
 * бой in Polish, as the record reader says a `language:` line the variant lacks; a language salvo
 * does not speak (de), and --json, in English as before.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-lacking-language-'));
});

describe('a --lang the variant lacks', () => {
  it('is refused in the language asked for, by every kind of command', async () => {
    const cases: [string[], string][] = [
      [['check', join(EXAMPLES, 'statki.yaml'), '--lang', 'ru'], 'salvo: у варианта statki нет языка «ru» (есть pl, en)\n'],
      [['show', join(EXAMPLES, 'morskoy-boy.yaml'), '--lang', 'pl'], 'salvo: wariant morskoy-boy nie ma języka „pl” (ma ru, en)\n'],
      [['variant', 'show', 'statki-15', '--lang', 'ru'], 'salvo: у варианта statki-15 нет языка «ru» (есть pl, en)\n'],
      [['fleet', 'random', 'perelman', '--lang', 'pl'], 'salvo: wariant perelman nie ma języka „pl” (ma ru, en)\n'],
      [['new', 'statki', '--lang', 'ru'], 'salvo: у варианта statki нет языка «ru» (есть pl, en)\n'],
      [['count', 'jutland', '--lang', 'pl'], 'salvo: wariant jutland nie ma języka „pl” (ma en)\n'],
      // Not a language salvo speaks, and JSON: English.
      [['count', 'jutland', '--lang', 'de'], 'salvo: jutland has no language "de" (it has en)\n'],
      [['count', 'jutland', '--lang', 'ru', '--json'], 'salvo: jutland has no language "ru" (it has en)\n'],
    ];
    for (const [args, said] of cases) {
      const r = await runSalvo(dir, args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toBe(said);
      expect(r.stdout, args.join(' ')).toBe('');
    }
  });

  it('is followed, in salvo record, by the line that nothing was recorded in that language too', async () => {
    const r = await runSalvo(dir, ['record', join(EXAMPLES, 'statki.yaml'), 'ala', 'A1', '-r', 'pudło', '--lang', 'ru']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`salvo: у варианта statki нет языка «ru» (есть pl, en)\nsalvo: ничего не записано; ${join(EXAMPLES, 'statki.yaml')} не изменён\n`);
    const json = await runSalvo(dir, ['record', join(EXAMPLES, 'statki.yaml'), 'ala', 'A1', '-r', 'pudło', '--lang', 'ru', '--json']);
    expect(json.stderr).toBe(`salvo: statki has no language "ru" (it has pl, en)\nsalvo: nothing recorded; ${join(EXAMPLES, 'statki.yaml')} is unchanged\n`);
  });
});

describe('a record to be written back given as - (standard input)', () => {
  it('is refused in the language --lang asks for', async () => {
    const ru = await runSalvo(dir, ['record', '-', 'первый', 'А1', '-r', 'мимо', '--lang', 'ru'], 'variant: morskoy-boy\nsalvos: []\n');
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe('salvo: эта команда записывает запись партии обратно в её файл: укажите путь к файлу, а не - (стандартный ввод)\nsalvo: ничего не записано\n');
    const pl = await runSalvo(dir, ['play', '-', '--lang', 'pl'], 'variant: statki\nsalvos: []\n');
    expect(pl.code).toBe(2);
    expect(pl.stderr).toBe('salvo: to polecenie zapisuje zapis gry z powrotem do jego pliku: podaj ścieżkę pliku, nie - (standardowe wejście)\n');
    const en = await runSalvo(dir, ['play', '-'], 'variant: statki\nsalvos: []\n');
    expect(en.stderr).toBe("salvo: this command writes the record back into its file: give the file's path, not - (standard input)\n");
  });
});
