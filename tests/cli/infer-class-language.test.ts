/**
 * `infer --class` naming no ship class of the game, on a Russian or Polish record: the usage
 * error (exit 2) is said in the record's language, the classes by their names in it, as
 * `--target` naming no side is; English by id with `--lang en` and under `--json`, as before.
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const EXAMPLES = 'examples';

function infer(file: string, target: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runSalvo(EXAMPLES, ['infer', file, '--target', target, '--class', 'xyz', ...args]);
}

describe('infer --class naming no class of the game, in the record’s language', () => {
  it('is said in Polish in a Polish record, the classes by their Polish names', async () => {
    const r = await infer('statki.yaml', 'tomek');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('salvo: --class „xyz” to nie klasa statków wariantu statki (klasy to pancernik, krążownik, ścigacz, łódź podwodna)\n');
  });

  it('is said in Russian in a Russian record, the classes by their Russian names', async () => {
    const r = await infer('morskoy-boy.yaml', 'второй');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('salvo: --class «xyz» — не класс кораблей варианта morskoy-boy (классы — броненосец, крейсер, миноносец, подводная лодка)\n');
  });

  it('is said in English by id with --lang en and --json', async () => {
    const en = 'salvo: --class must be one of battleship, cruiser, destroyer, submarine, not "xyz" (no ship class of morskoy-boy is called so)\n';
    const lang = await infer('morskoy-boy.yaml', 'второй', '--lang', 'en');
    expect(lang.code).toBe(2);
    expect(lang.stderr).toBe(en);
    const json = await infer('morskoy-boy.yaml', 'второй', '--json');
    expect(json.code).toBe(2);
    expect(json.stderr).toBe(en);
  });

  it('still takes a class by its name in the record’s language', async () => {
    const r = await runSalvo(EXAMPLES, ['infer', 'statki.yaml', '--target', 'tomek', '--class', 'pancernik', '--after', '3']);
    expect(r.stderr).not.toContain('--class');
    expect(r.code).toBe(0);
  });
});

describe('infer --class typed a little wrong: the class meant is named, never read as meant', () => {
  function misspelt(file: string, target: string, typed: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    return runSalvo(EXAMPLES, ['infer', file, '--target', target, '--class', typed, ...args]);
  }

  it('names the class one letter off, in English by id', async () => {
    const r = await misspelt('jutland.yaml', 'red', 'destroyr');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('salvo: --class must be one of battleship, cruiser, destroyer, not "destroyr" (no ship class of jutland is called so; did you mean destroyer?)\n');
  });

  it('names it in Russian and Polish records by its name in their language', async () => {
    const ru = await misspelt('perelman.yaml', 'red', 'госпитал');
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe('salvo: --class «госпитал» — не класс кораблей варианта perelman (может быть, госпиталь? Классы — двухклеточный, трёхклеточный, четырёхклеточный, пятиклеточный, госпиталь)\n');
    const pl = await misspelt('statki.yaml', 'tomek', 'krazownk');
    expect(pl.code).toBe(2);
    expect(pl.stderr).toBe('salvo: --class „krazownk” to nie klasa statków wariantu statki (czy chodziło o krążownik? Klasy to pancernik, krążownik, ścigacz, łódź podwodna)\n');
  });

  it('says a class typed with the keyboard in the other layout, as fleet check does', async () => {
    const ru = await misspelt('morskoy-boy.yaml', 'второй', 'rhtqcth');
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe('salvo: --class «rhtqcth» — не класс кораблей варианта morskoy-boy (может быть, крейсер? Похоже, набрано в латинской раскладке. Классы — броненосец, крейсер, миноносец, подводная лодка)\n');
    const en = await misspelt('morskoy-boy.yaml', 'второй', 'rhtqcth', '--json');
    expect(en.code).toBe(2);
    expect(en.stdout).toBe('');
    expect(en.stderr).toBe('salvo: --class must be one of battleship, cruiser, destroyer, submarine, not "rhtqcth" (no ship class of morskoy-boy is called so; did you mean cruiser? It looks typed with the keyboard in Latin layout)\n');
  });
});
