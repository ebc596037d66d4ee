/**
 * An option not known, typed with the keyboard in the Russian layout (`--оыщт` for `--json`,
 * `--дфтп` for `--lang`, `-щ` for `-o`), and a command so typed (`срусл` for `check`, salvo's or
 * a group's), is refused as before, now with the one meant under
 * it, as commander offers a near name: it offered none (no Latin letter is near). In the game's
 * language, as commander's other lines; nothing is read as meant.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const EXAMPLES = join(import.meta.dirname, '..', '..', 'examples');

describe('an option typed in the other keyboard layout', () => {
  it('is refused with the option meant: Russian, Polish, English', async () => {
    const ru = await runSalvo(EXAMPLES, ['check', 'morskoy-boy.yaml', '--оыщт']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe("ошибка: неизвестный параметр «--оыщт»\n(может быть, --json?)\nиспользование: salvo check [options] <record> (параметры и примеры — в 'salvo check --help')\n");
    expect(ru.stdout).toBe('');
    const pl = await runSalvo(EXAMPLES, ['pad', 'statki', '-щ', 'pad.pdf']);
    expect(pl.code).toBe(2);
    expect(pl.stderr).toBe("błąd: nieznana opcja „-щ”\n(czy chodziło o -o?)\nużycie: salvo pad [options] <variant> (opcje i przykłady: 'salvo pad --help')\n");
    const en = await runSalvo(EXAMPLES, ['check', 'morskoy-boy.yaml', '--дфтп=en', '--lang', 'en']);
    expect(en.stderr).toBe("error: unknown option '--дфтп=en'\n(Did you mean --lang?)\nusage: salvo check [options] <record> ('salvo check --help' has the options and examples)\n");
  });

  it('names nothing where the keys read as no option of the command', async () => {
    const r = await runSalvo(EXAMPLES, ['check', 'morskoy-boy.yaml', '--ящик', '--lang', 'en']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("error: unknown option '--ящик'\nusage: salvo check [options] <record> ('salvo check --help' has the options and examples)\n");
  });

  it("a command so typed, salvo's or a group's, is told the command meant", async () => {
    const ru = await runSalvo(EXAMPLES, ['срусл', 'morskoy-boy.yaml']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe("ошибка: неизвестная команда «срусл»\n(может быть, check?)\nиспользование: salvo <command> (список команд — в 'salvo --help')\n");
    const pl = await runSalvo(EXAMPLES, ['fleet', 'срусл', 'statki', 'flota.yaml']);
    expect(pl.stderr).toBe("błąd: nieznane polecenie „срусл”\n(czy chodziło o check?)\nużycie: salvo fleet <command> (lista poleceń: 'salvo fleet --help')\n");
    expect((await runSalvo(EXAMPLES, ['ящик'])).stderr).toBe("error: unknown command 'ящик'\nusage: salvo <command> ('salvo --help' lists them)\n");
  });
});
