/**
 * `infer --class` given one word of a class's name of several (`aircraft` for Aircraft carrier,
 * `łódź` or `lodz` for łódź podwodna, `лодка` for подводная лодка): the usage error (exit 2)
 * names the class meant, as it names one a letter off, and never reads it as meant. A word of
 * several classes' names (`ship` of Perelman's two-cell ship … hospital ship) names none.
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

function infer(file: string, target: string, typed: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runSalvo('examples', ['infer', file, '--target', target, '--class', typed, ...args]);
}

describe('infer --class: one word of a class’s name', () => {
  it('names the class in English, by id', async () => {
    const r = await infer('classic-salvo.yaml', 'red', 'aircraft');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('salvo: --class must be one of carrier, battleship, cruiser, submarine, destroyer, not "aircraft" (no ship class of classic-salvo is called so; did you mean carrier?)\n');
  });

  it.each(['łódź', 'lodz', 'podwodna'])('names it in Polish (%s), by its Polish name', async (typed) => {
    const r = await infer('statki.yaml', 'tomek', typed);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`salvo: --class „${typed}” to nie klasa statków wariantu statki (czy chodziło o łódź podwodną? Klasy to pancernik, krążownik, ścigacz, łódź podwodna)\n`);
  });

  it('names it in Russian, and in English by id where --lang en asks', async () => {
    const ru = await infer('morskoy-boy.yaml', 'второй', 'лодка');
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe('salvo: --class «лодка» — не класс кораблей варианта morskoy-boy (может быть, подводная лодка? Классы — броненосец, крейсер, миноносец, подводная лодка)\n');
    const en = await infer('statki.yaml', 'tomek', 'patrol', '--lang', 'en');
    expect(en.code).toBe(2);
    expect(en.stderr).toContain('did you mean patrol-boat?');
  });

  it('names none for a word of several classes’ names', async () => {
    const r = await infer('perelman.yaml', 'red', 'ship', '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('salvo: --class must be one of two, three, four, five, hospital, not "ship" (no ship class of perelman is called so)\n');
  });
});
