/**
 * The last of a ship's reading problems said in Russian and Polish, in `fleet check` and in a
 * record's `fleets:` (`check`): an empty ship, a cell named twice in one ship (a warning), and
 * ends that read as more than one pair; English as it was.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutReadSaid, type FleetNaming } from '../../src/record/layout-read-text.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-ship-words-'));
  await writeFile(join(dir, 'ru.yaml'), 'броненосец: А1-А4\nкрейсер: [В1-В3, Д1-Д3]\nминоносец: [К1 К2 К1, "", Ж9-З9]\nподводная лодка: [А6, В6, Д6, Ж6]\n');
  await writeFile(
    join(dir, 'pl.yaml'),
    'variant: statki\nlanguage: pl\nsides:\n  ala: Ala\n  tomek: Tomek\nfleets:\n  ala:\n    pancernik: D1-D4\n    krążownik: [G3-I3, F8-F10]\n    ścigacz: [A2 A3 A2, C9-D9, I10-J10]\n    łódź podwodna: [H1, B5, J5, A9]\nsalvos:\n  - ala: C7 -> pudło\n',
  );
});

const lines = (out: string): string[] => out.split('\n').filter((l) => / (ошибка|błąd|error|предупреждение|ostrzeżenie|warning) /u.test(l));

describe("a ship's own reading problems in Russian and Polish", () => {
  it('fleet check in Russian: a cell named twice, an empty ship', async () => {
    const r = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'ru.yaml']);
    expect(lines(r.stdout)).toEqual([
      'ru.yaml:3:13: предупреждение ship-repeated-cell: миноносец #1: «К1 К2 К1»: одна клетка названа дважды (назовите каждую клетку один раз)',
      'ru.yaml:3:23: ошибка ship-empty: миноносец #2: пустой корабль (напишите два его конца, например А1-Б1, или его клетки)',
    ]);
  });

  it('English as it was', async () => {
    const r = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'ru.yaml', '--lang', 'en']);
    expect(lines(r.stdout)).toEqual([
      'ru.yaml:3:13: warning ship-repeated-cell: destroyer #1: "К1 К2 К1" names a cell twice (list each cell once)',
      'ru.yaml:3:23: error ship-empty: destroyer #2: an empty ship (write its two ends, e.g. А1-Б1, or its cells)',
    ]);
  });

  it("check of a Polish record: the warning in Polish", async () => {
    const r = await runSalvo(dir, ['check', 'pl.yaml']);
    expect(lines(r.stdout)).toContain('pl.yaml:10:15: ostrzeżenie ship-repeated-cell: ścigacz #1: „A2 A3 A2”: jedno pole podano dwa razy (podaj każde pole raz)');
  });

  it('ends that read as more than one pair, from the parts the reader gives', () => {
    const naming: FleetNaming = { variant: 'v', ids: ['two'], name: (id) => (id === 'two' ? 'миноносец' : id) };
    const d = { code: 'cell-ambiguous', parts: { layout: 'ambiguous-ends', typed: '2-1-7-1', shipClass: 'two', shipNumber: 1 } };
    expect(layoutReadSaid('ru', d, naming, readingSaid)).toEqual({ message: 'миноносец #1: «2-1-7-1» можно прочитать как разные пары концов', suggestion: 'запишите корабль его клетками через пробел' });
    expect(layoutReadSaid('pl', d, { ...naming, name: () => 'ścigacz' }, readingSaid)).toEqual({
      message: 'ścigacz #1: „2-1-7-1” można odczytać jako więcej niż jedną parę końców',
      suggestion: 'zapisz statek jego polami, oddzielonymi spacjami',
    });
  });
});
