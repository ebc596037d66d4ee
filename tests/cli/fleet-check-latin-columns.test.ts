/**
 * `salvo fleet check` on a layout written with the columns named A–J in order, as on a Latin
 * board, for a board lettered in Cyrillic (Морской бой, Perelman): each ship off the board is told
 * its cells in the board's letters, alike for every ship (`A3-C3`: write А3-В3; `E3-G3`: Д3-Ж3,
 * where the cell reader alone would guess Г3 by the sound of G), in Russian and English. Not where
 * some ship does not read so, nor where the layout is partly in the board's letters (a lone `G3` is
 * a slip of its own). A ship of that layout read by its Latin look-alikes (`A8-B8` as А8-В8) is
 * warned of with both readings (`ship-latin-columns`).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

// Морской бой's fleet as a player used to A–J writes it.
const LATIN = 'броненосец: A1-D1\nкрейсер: [A3-C3, E3-G3]\nминоносец: [A8-A9, C10-D10, J9-J10]\nподводная лодка: [A6, C6, F8, H6]\n';
// With ships whose Latin letters are Cyrillic look-alikes, read as those (B as В, E as Е).
const LOOK = 'броненосец: A1-D1\nкрейсер: [A3-C3, E3-G3]\nминоносец: [A8-B8, C10-D10, J9-J10]\nподводная лодка: [A6, C6, E8, H6]\n';
// The same with one ship that does not fit when read so (Z9 is no column of ten).
const LATIN_ODD = LATIN.replace('H6', 'Z9');
// In the board's letters but one ship: its G is Г by the sound.
const MIXED = 'броненосец: А1-Г1\nкрейсер: [А3-В3, Д3-G3]\nминоносец: [А8-А9, В10-Г10, К9-К10]\nподводная лодка: [А6, В6, Е8, З6]\n';
// Perelman: а б в г д е ж з и к (no й), the hospital among the ships.
const PERELMAN = 'двухклеточный: A1-B1\nтрёхклеточный: C3-C5\nчетырёхклеточный: E1-H1\nпятиклеточный: J3-J7\nгоспиталь: A10-D10\n';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-fleet-latin-'));
  await writeFile(join(dir, 'latin.yaml'), LATIN);
  await writeFile(join(dir, 'odd.yaml'), LATIN_ODD);
  await writeFile(join(dir, 'look.yaml'), LOOK);
  await writeFile(join(dir, 'mixed.yaml'), MIXED);
  await writeFile(join(dir, 'perelman.yaml'), PERELMAN);
});
const run = (args: string[]) => runSalvo(dir, ['fleet', 'check', ...args]);
const lines = (text: string): string[] => text.split('\n').filter((l) => l !== '');

describe('fleet check: columns named A–J on a Cyrillic board', () => {
  it('tells each ship off the board its cells in the board’s letters, in Russian', async () => {
    const r = await run(['morskoy-boy', 'latin.yaml']);
    expect(r.code).toBe(1);
    const out = lines(r.stdout + r.stderr);
    const said = (ship: string) => out.filter((l) => l.includes(`«${ship}»`));
    expect(said('A3-C3')).toEqual([
      'latin.yaml:2:11: ошибка ship-off-board: крейсер #1: корабль «A3-C3» выходит за поле: клетка C3 вне поля: столбца C нет (столбцы А–И, К) (похоже, столбцы названы по порядку латинскими буквами A–J, как на латинском поле: напишите А3-В3)',
    ]);
    // G by its place, not by its sound (Г), and D likewise, not by its key (В).
    expect(said('E3-G3')[0]).toMatch(/напишите Д3-Ж3\)$/u);
    expect(said('A1-D1')[0]).toMatch(/напишите А1-Г1\)$/u);
    expect(said('J9-J10')[0]).toMatch(/напишите К9-К10\)$/u);
    expect(said('H6')[0]).toMatch(/напишите З6\)$/u);
  });

  it('warns of a ship read by its Latin look-alikes, with both readings (B as В, E as Е)', async () => {
    const r = await run(['morskoy-boy', 'look.yaml']);
    const out = lines(r.stdout + r.stderr);
    expect(out).toContain(
      'look.yaml:3:13: предупреждение ship-latin-columns: миноносец #1: «A8-B8» прочитан как А8-В8 (латинские буквы — как похожие на них буквы поля); если столбцы названы по порядку латинскими буквами A–J, как у кораблей за полем, то это А8-Б8 (напишите нужный корабль буквами поля: А8-Б8 или А8-В8)',
    );
    expect(out.filter((l) => l.includes('ship-latin-columns')).map((l) => l.replace(/^.*?: «([^»]*)».*$/u, '$1'))).toEqual(['A8-B8', 'E8']);
    const en = lines((await run(['morskoy-boy', 'look.yaml', '--lang', 'en'])).stdout);
    expect(en).toContain(
      'look.yaml:4:27: warning ship-latin-columns: submarine #3: "E8" is read as Е8 (its Latin letters as the board\'s look-alikes); with the columns named A–J in order, as the layout\'s ships off the board have them, it is Д8 (write the ship meant in the board\'s letters, Д8 or Е8)',
    );
    // A1 and A8-A9 read the same either way: not warned; nor anything in the layout all in place.
    expect(lines((await run(['morskoy-boy', 'latin.yaml'])).stdout).some((l) => l.includes('ship-latin-columns'))).toBe(false);
  });

  it('says it in English with --lang en', async () => {
    const r = await run(['morskoy-boy', 'latin.yaml', '--lang', 'en']);
    expect(lines(r.stdout + r.stderr)).toContain(
      'latin.yaml:2:11: error ship-off-board: cruiser #1: ship "A3-C3" runs off the board: "C3" is off the board: there is no column C (columns А–И, К) (the columns look named A–J in order, as on a Latin board: write А3-В3)',
    );
  });

  it('reads Perelman’s а–к (no й) so: J is к', async () => {
    const r = await run(['perelman', 'perelman.yaml']);
    const out = lines(r.stdout + r.stderr);
    expect(out.find((l) => l.includes('«J3-J7»'))).toMatch(/напишите к3-к7\)$/u);
    expect(out.find((l) => l.includes('«C3-C5»'))).toMatch(/напишите в3-в5\)$/u);
  });

  it('does not where a ship does not read so, or the layout is partly in the board’s letters', async () => {
    const odd = lines((await run(['morskoy-boy', 'odd.yaml'])).stdout);
    expect(odd.some((l) => l.includes('A–J'))).toBe(false);
    expect(odd.find((l) => l.includes('«A3-C3»'))).toMatch(/держите все корабли внутри поля, от А1 до К10\)$/u);
    const mixed = lines((await run(['morskoy-boy', 'mixed.yaml'])).stdout);
    expect(mixed.find((l) => l.includes('«Д3-G3»'))).toMatch(/может быть, Г3\? Похоже, написано латинскими буквами\)$/u);
  });
});
