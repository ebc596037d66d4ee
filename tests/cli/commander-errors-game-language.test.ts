/**
 * Commander's own errors (an option not known, an argument missing or one too many, an option's
 * value missing or not among its choices), the usage line and the line under them are said,
 * where no --lang asks for a language, in the language the command speaks of its file: a
 * record's, else its variant's first; a variant's first; a variant file's first declared one
 * (variant check). They were English on a Russian or Polish game unless --lang was typed; only
 * record waited for its record's language. --lang still picks, --json stays English, a file that
 * cannot be read (or standard input) leaves them English, as before.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-commander-game-'));
  const russian = await readFile(join(EXAMPLES, 'morskoy-boy.yaml'), 'utf8');
  await writeFile(join(dir, 'бой.yaml'), russian);
  // The Russian example, its record said to be in English: the record's language wins over the variant's first.
  await writeFile(join(dir, 'en.yaml'), russian.replace(/^language: ru$/mu, 'language: en'));
  await writeFile(join(dir, 'statki.yaml'), await readFile(join(EXAMPLES, 'statki.yaml'), 'utf8'));
  // A Polish variant file with an error in it: variant check speaks its first declared language.
  await writeFile(join(dir, 'moje.yaml'), 'id: moje\nname: Moje statki\nlanguages: [pl, en]\nboard: { rows: 10 }\n');
});

const RU_CHECK = "использование: salvo check [options] <record> (параметры и примеры — в 'salvo check --help')\n";
const PL_PAD = "użycie: salvo pad [options] <variant> (opcje i przykłady: 'salvo pad --help')\n";

describe("commander's errors in the game's language, without --lang", () => {
  it('an option not known, with the one meant: a Russian record, a Polish variant', async () => {
    const ru = await runSalvo(dir, ['check', 'бой.yaml', '--jsn']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe(`ошибка: неизвестный параметр «--jsn»\n(может быть, --json?)\n${RU_CHECK}`);
    expect(ru.stdout).toBe('');
    const pl = await runSalvo(dir, ['pad', 'statki', '--paperr', 'A4']);
    expect(pl.code).toBe(2);
    expect(pl.stderr).toBe(`błąd: nieznana opcja „--paperr”\n(czy chodziło o --paper?)\n${PL_PAD}`);
    // The option's value typed before the variant is passed over: the variant is found after it.
    expect((await runSalvo(dir, ['pad', '--paperr', 'A4', 'statki'])).stderr).toBe(pl.stderr);
  });

  it('an argument missing: fleet check without its layout, on a Polish and a Russian variant', async () => {
    const pl = await runSalvo(dir, ['fleet', 'check', 'statki']);
    expect(pl.code).toBe(2);
    expect(pl.stderr).toBe("błąd: brak wymaganego argumentu „layout-file”\nużycie: salvo fleet check [options] <variant> <layout-file> (opcje i przykłady: 'salvo fleet check --help')\n");
    const ru = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy']);
    expect(ru.stderr).toBe("ошибка: не указан обязательный аргумент «layout-file»\nиспользование: salvo fleet check [options] <variant> <layout-file> (параметры и примеры — в 'salvo fleet check --help')\n");
  });

  it('one argument too many: the error, the shell loop under it and the usage line', async () => {
    const ru = await runSalvo(dir, ['infer', 'бой.yaml', 'statki.yaml', '--target', 'второй']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe(
      'ошибка: слишком много аргументов для «infer» (ожидается аргументов: 1, дано: 2)\n' +
        'salvo infer принимает один <record> за раз; для нескольких — цикл в оболочке: for f in бой.yaml statki.yaml; do salvo infer "$f"; done\n' +
        "использование: salvo infer [options] <record> (параметры и примеры — в 'salvo infer --help')\n",
    );
    const pl = await runSalvo(dir, ['show', 'statki.yaml', 'бой.yaml']);
    expect(pl.stderr).toBe(
      'błąd: za dużo argumentów polecenia „show” (oczekiwano: 1, podano: 2)\n' +
        'salvo show przyjmuje jeden <record> naraz; dla kilku pętla w powłoce: for f in statki.yaml бой.yaml; do salvo show "$f"; done\n' +
        "użycie: salvo show [options] <record> (opcje i przykłady: 'salvo show --help')\n",
    );
  });

  it("an option's value missing, or not among its choices", async () => {
    const missing = await runSalvo(dir, ['pad', 'statki', '--sheets']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(`błąd: brak wartości opcji „--sheets <n>”\n${PL_PAD}`);
    const ru = await runSalvo(dir, ['suggest', 'бой.yaml', '--goal', 'xx']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe("ошибка: недопустимое значение «xx» параметра «--goal <goal>» (допустимые: hits, information)\nиспользование: salvo suggest [options] <record> (параметры и примеры — в 'salvo suggest --help')\n");
    const pl = await runSalvo(dir, ['simulate', 'statki', 'jutland', '--mode', 'duel']);
    expect(pl.stderr).toBe("błąd: niedozwolona wartość „duel” opcji „--mode <mode>” (dozwolone: match, solo)\nużycie: salvo simulate [options] <variants...> (opcje i przykłady: 'salvo simulate --help')\n");
  });

  it("the record's language: line wins over its variant's first; variant check reads a file's declared languages", async () => {
    expect((await runSalvo(dir, ['check', 'en.yaml', '--jsn'])).stderr).toBe("error: unknown option '--jsn'\n(Did you mean --json?)\nusage: salvo check [options] <record> ('salvo check --help' has the options and examples)\n");
    const variant = await runSalvo(dir, ['variant', 'check', 'moje.yaml', '--jsn']);
    expect(variant.code).toBe(2);
    expect(variant.stderr).toBe("błąd: nieznana opcja „--jsn”\n(czy chodziło o --json?)\nużycie: salvo variant check [options] <files...> (opcje i przykłady: 'salvo variant check --help')\n");
  });

  it('--lang still picks, --json stays English, a file not there or standard input leaves them English', async () => {
    const english = "error: unknown option '--jsn'\n(Did you mean --json?)\nusage: salvo check [options] <record> ('salvo check --help' has the options and examples)\n";
    expect((await runSalvo(dir, ['check', 'бой.yaml', '--jsn', '--lang', 'en'])).stderr).toBe(english);
    expect((await runSalvo(dir, ['check', 'statki.yaml', '--jsn', '--lang', 'ru'])).stderr).toBe(`ошибка: неизвестный параметр «--jsn»\n(может быть, --json?)\n${RU_CHECK}`);
    expect((await runSalvo(dir, ['check', 'бой.yaml', '--jsn', '--json'])).stderr).toBe(english);
    expect((await runSalvo(dir, ['check', 'nothere.yaml', '--jsn'])).stderr).toBe(english);
    const stdin = await runSalvo(dir, ['check', '-', '--jsn'], await readFile(join(dir, 'бой.yaml'), 'utf8'));
    expect(stdin.code).toBe(2);
    expect(stdin.stderr).toBe(english);
  });
});

describe("a command not known, in the language of the file typed after it, without --lang", () => {
  it("salvo's and a group's: a record's language, else a variant's; English with none, or with --json", async () => {
    const ru = await runSalvo(dir, ['chek', 'бой.yaml']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe("ошибка: неизвестная команда «chek»\n(может быть, check?)\nиспользование: salvo <command> (список команд — в 'salvo --help')\n");
    const pl = await runSalvo(dir, ['fleet', 'chek', 'statki', 'flota.yaml']);
    expect(pl.code).toBe(2);
    expect(pl.stderr).toBe("błąd: nieznane polecenie „chek”\n(czy chodziło o check?)\nużycie: salvo fleet <command> (lista poleceń: 'salvo fleet --help')\n");
    expect((await runSalvo(dir, ['pda', 'statki'])).stderr).toBe("błąd: nieznane polecenie „pda”\n(czy chodziło o pad?)\nużycie: salvo <command> (lista poleceń: 'salvo --help')\n");
    expect((await runSalvo(dir, ['frobnicate'])).stderr).toBe("error: unknown command 'frobnicate'\nusage: salvo <command> ('salvo --help' lists them)\n");
    expect((await runSalvo(dir, ['chek', 'бой.yaml', '--json'])).stderr).toBe("error: unknown command 'chek'\n(Did you mean check?)\nusage: salvo <command> ('salvo --help' lists them)\n");
    // --json typed to a command without it is English too, as a script asking for JSON reads it.
    expect((await runSalvo(dir, ['pad', 'statki', '--json'])).stderr).toBe("error: unknown option '--json'\nusage: salvo pad [options] <variant> ('salvo pad --help' has the options and examples)\n");
  });
});
