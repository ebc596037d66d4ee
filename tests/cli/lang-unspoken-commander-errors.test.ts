/**
 * With a --lang salvo has no words in (`--lang de`), commander's own errors (an option not
 * known, an argument missing) and a refusal said before the file is read (an option typed with a
 * long dash) are said in the language of the file typed, as they are without --lang and as the
 * refusal of --lang de itself is (./lang-unspoken-own-language.test.ts): they were English.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-lang-unspoken-commander-'));
  await writeFile(join(dir, 'ru.yaml'), await readFile(join(process.cwd(), 'examples', 'morskoy-boy.yaml'), 'utf8'));
  await writeFile(join(dir, 'en.yaml'), await readFile(join(process.cwd(), 'examples', 'classic-1967.yaml'), 'utf8'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("--lang de: commander's errors in the file's language", () => {
  it('an option not known, an argument missing, a long dash', async () => {
    const jsn = await runSalvo(dir, ['check', 'ru.yaml', '--jsn', '--lang', 'de']);
    expect(jsn.code).toBe(2);
    expect(jsn.stderr).toBe("ошибка: неизвестный параметр «--jsn»\n(может быть, --json?)\nиспользование: salvo check [options] <record> (параметры и примеры — в 'salvo check --help')\n");
    const before = await readFile(join(dir, 'ru.yaml'), 'utf8');
    const record = await runSalvo(dir, ['record', 'ru.yaml', '--lang', 'de']);
    expect(record.code).toBe(2);
    expect(record.stderr).toBe(
      "ошибка: не указан обязательный аргумент «side»\nиспользование: salvo record [options] <record> <side> <cells...> (параметры и примеры — в 'salvo record --help')\nsalvo: ничего не записано; ru.yaml не изменён\n",
    );
    expect(await readFile(join(dir, 'ru.yaml'), 'utf8')).toBe(before);
    const pad = await runSalvo(dir, ['pad', 'statki', '--paperr', 'A4', '--lang', 'de']);
    expect(pad.code).toBe(2);
    expect(pad.stderr.split('\n')[0]).toBe('błąd: nieznana opcja „--paperr”');
    const dash = await runSalvo(dir, ['check', 'ru.yaml', '—json', '--lang', 'de']);
    expect(dash.code).toBe(2);
    expect(dash.stderr).toBe('salvo: —json: длинное тире там, где у параметра дефисы (так пишет -- редактор или телефон): salvo check ru.yaml --json --lang de\n');
  });

  it('English for an English game, and with --json', async () => {
    const en = await runSalvo(dir, ['check', 'en.yaml', '--jsn', '--lang', 'de']);
    expect(en.stderr.split('\n')[0]).toBe("error: unknown option '--jsn'");
    const json = await runSalvo(dir, ['check', 'ru.yaml', '--jsn', '--lang', 'de', '--json']);
    expect(json.stderr.split('\n')[0]).toBe("error: unknown option '--jsn'");
  });
});
