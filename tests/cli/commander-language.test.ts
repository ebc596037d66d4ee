/**
 * Commander's own error lines (an option or command not known, an argument missing or one too
 * many, an option's value missing or not among its choices) and the usage line under them are
 * said in the language --lang gives (ru, pl), as salvo's own usage errors are; English without
 * it and with --json; a line commander says that is not known here is left whole in English.
 */
import { describe, expect, it } from 'vitest';
import { commanderErrorSaid } from '../../src/cli/commander-text.js';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

async function run(args: readonly string[]): Promise<{ code: number; err: string; out: string }> {
  const m = memoryIO('', {}, process.cwd());
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, err: m.stderr, out: m.stdout };
}

describe("commander's errors in --lang's language", () => {
  it('an option not known, with the one meant: Russian, Polish; English as before', async () => {
    const ru = await run(['check', '--jsn', 'g.yaml', '--lang', 'ru']);
    expect(ru.code).toBe(2);
    expect(ru.err).toBe("ошибка: неизвестный параметр «--jsn»\n(может быть, --json?)\nиспользование: salvo check [options] <record> (параметры и примеры — в 'salvo check --help')\n");
    const pl = await run(['check', '--jsn', 'g.yaml', '--lang=pl-PL']);
    expect(pl.err).toBe("błąd: nieznana opcja „--jsn”\n(czy chodziło o --json?)\nużycie: salvo check [options] <record> (opcje i przykłady: 'salvo check --help')\n");
    const en = await run(['check', '--jsn', 'g.yaml']);
    expect(en.err).toBe("error: unknown option '--jsn'\n(Did you mean --json?)\nusage: salvo check [options] <record> ('salvo check --help' has the options and examples)\n");
  });

  it('an argument missing, one too many, a command not known', async () => {
    expect((await run(['fleet', 'check', 'statki', '--lang', 'ru'])).err.split('\n')[0]).toBe('ошибка: не указан обязательный аргумент «layout-file»');
    expect((await run(['check', 'a.yaml', 'b.yaml', '--lang', 'ru'])).err.split('\n')[0]).toBe('ошибка: слишком много аргументов для «check» (ожидается аргументов: 1, дано: 2)');
    expect((await run(['check', 'a.yaml', 'b.yaml', '--lang', 'pl'])).err.split('\n')[0]).toBe('błąd: za dużo argumentów polecenia „check” (oczekiwano: 1, podano: 2)');
    const group = await run(['fleet', 'chek', '--lang', 'pl']);
    expect(group.code).toBe(2);
    expect(group.err).toBe("błąd: nieznane polecenie „chek”\n(czy chodziło o check?)\nużycie: salvo fleet <command> (lista poleceń: 'salvo fleet --help')\n");
    expect((await run(['chek', '--lang', 'ru'])).err).toBe("ошибка: неизвестная команда «chek»\n(может быть, check?)\nиспользование: salvo <command> (список команд — в 'salvo --help')\n");
  });

  it("an option's value missing or not among its choices", async () => {
    expect((await run(['suggest', 'g.yaml', '--lang', 'ru', '--budget'])).err.split('\n')[0]).toBe('ошибка: у параметра «--budget <ms>» не указано значение');
    expect((await run(['suggest', 'g.yaml', '--goal', 'xx', '--lang', 'pl'])).err.split('\n')[0]).toBe('błąd: niedozwolona wartość „xx” opcji „--goal <goal>” (dozwolone: hits, information)');
  });

  it('record ends in the same language, that nothing was recorded', async () => {
    const r = await run(['record', 'nothere.yaml', '--lang', 'ru']);
    expect(r.err.split('\n').slice(0, 3)).toEqual([
      'ошибка: не указан обязательный аргумент «side»',
      "использование: salvo record [options] <record> <side> <cells...> (параметры и примеры — в 'salvo record --help')",
      'salvo: ничего не записано',
    ]);
  });

  it('--json keeps them English, as the JSON is', async () => {
    expect((await run(['check', '--jsn', 'g.yaml', '--json', '--lang', 'ru'])).err.split('\n')[0]).toBe("error: unknown option '--jsn'");
  });

  it('several names meant are joined by "or"; a line not known here leaves the text whole in English', () => {
    expect(commanderErrorSaid("error: unknown option '--s'\n(Did you mean one of --seed, --side?)\n", 'ru')).toBe('ошибка: неизвестный параметр «--s»\n(может быть, --seed или --side?)\n');
    expect(commanderErrorSaid("error: unknown command 'x'\n(Did you mean one of a, b, c?)\n", 'pl')).toBe('błąd: nieznane polecenie „x”\n(czy chodziło o a, b albo c?)\n');
    const strange = "error: option '--x' cannot be used with option '--y'\n";
    expect(commanderErrorSaid(strange, 'ru')).toBe(strange);
  });
});
