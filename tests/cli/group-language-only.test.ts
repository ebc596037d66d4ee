/**
 * --lang typed where a group's command goes: `salvo fleet --lang ru` and `salvo --lang pl` print
 * the group's help in that language (exit 2, on standard error, as `salvo fleet` alone prints it
 * in English); `salvo --lang ru chek g.yaml` says the command is not known (and the one meant) in
 * Russian; `salvo fleet --lang ru check …` is told the line with --lang after the command, as
 * `salvo --lang ru check …` is. Commander said `unknown option '--lang'` of each.
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const here = process.cwd();

describe('--lang where a group takes its command', () => {
  it('after the group alone: its help in that language, as the group alone gives it', async () => {
    const cases: [string[], string[]][] = [
      [['fleet', '--lang', 'ru'], ['fleet', '--help', '--lang', 'ru']],
      [['variant', '--lang=pl'], ['variant', '--help', '--lang=pl']],
      [['--lang', 'pl'], ['--help', '--lang', 'pl']],
    ];
    for (const [args, help] of cases) {
      const r = await runSalvo(here, args);
      const asked = await runSalvo(here, help);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout, args.join(' ')).toBe('');
      expect(asked.stdout).toMatch(/^(Использование|Użycie): salvo/u);
      expect(r.stderr, args.join(' ')).toBe(asked.stdout);
    }
    const ru = await runSalvo(here, ['fleet', '--lang', 'ru']);
    expect(ru.stderr).toContain('расстановки флота: проверить записанную вручную');
    expect(ru.stderr).not.toContain('--lang');
  });

  it('in a language salvo has no words in: said so, and the English help', async () => {
    const de = await runSalvo(here, ['fleet', '--lang', 'de']);
    const alone = await runSalvo(here, ['fleet']);
    expect(de.code).toBe(2);
    expect(alone.code).toBe(2);
    expect(de.stderr).toBe(`salvo: no help in language "de"; here it is in English (salvo speaks en, ru, pl: --lang ru, --lang pl)\n${alone.stderr}`);
  });

  it('before a word that is no command: that the command is not known, in that language', async () => {
    const ru = await runSalvo(here, ['--lang', 'ru', 'chek', 'nothere.yaml']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe("ошибка: неизвестная команда «chek»\n(может быть, check?)\nиспользование: salvo <command> (список команд — в 'salvo --help')\n");
    const pl = await runSalvo(here, ['fleet', '--lang', 'pl', 'chek']);
    expect(pl.code).toBe(2);
    expect(pl.stderr).toBe("błąd: nieznane polecenie „chek”\n(czy chodziło o check?)\nużycie: salvo fleet <command> (lista poleceń: 'salvo fleet --help')\n");
  });

  it("before a group's command: the line with the options after it", async () => {
    const ru = await runSalvo(here, ['fleet', '--lang', 'ru', 'check', 'statki', 'f.yaml']);
    expect(ru.code).toBe(2);
    expect(ru.stdout).toBe('');
    expect(ru.stderr).toBe('salvo: --lang пишется после команды, а не перед ней: salvo fleet check statki f.yaml --lang ru\n');
    const json = await runSalvo(here, ['variant', '--json', 'show', 'statki']);
    expect(json.code).toBe(2);
    expect(json.stderr).toBe('salvo: --json comes after the command, not before it: salvo variant show statki --json\n');
  });
});
