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
