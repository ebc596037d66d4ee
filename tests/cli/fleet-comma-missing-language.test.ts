/**
 * `minonosec: [К1-К2 А9-Б9, …]` (valid YAML: one text) is said as a "," missing between two
 * ships, after which one, with what to write, in the language of the check: `fleet check` of a
 * layout file, and `check` of a record's `fleets:` in the record's language; English with --lang en.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-comma-missing-'));
  await writeFile(join(dir, 'ru.yaml'), 'броненосец: А1-А4\nкрейсер: [В1-В3, Д1-Д3]\nминоносец: [К1-К2 А9-Б9, Ж9-З9]\nподводная лодка: [А6, В6, Д6, Ж6]\n');
  await writeFile(join(dir, 'pl.yaml'), 'pancernik: A1-A4\nkrążownik: [C1-C3, E1-E3]\nścigacz: [J1-J2 A9-B9 G9-H9]\nłódź podwodna: [A6, C6, E6, G6]\n');
  await writeFile(
    join(dir, 'game.yaml'),
    'variant: morskoy-boy\nlanguage: ru\nsides:\n  первый: Оля\n  второй: Дима\nfleets:\n  первый:\n    броненосец: А1-А4\n    крейсер: [В1-В3, Д1-Д3]\n    миноносец: [К1-К2 А9-Б9, Ж9-З9]\n    подводная лодка: [А6, В6, Д6, Ж6]\nsalvos:\n  - первый: К1 -> мимо\n',
  );
});

const errors = (out: string): string[] => out.split('\n').filter((l) => / (ошибка|błąd|error) /u.test(l));

describe('a "," missing between two ships', () => {
  it('fleet check in Russian', async () => {
    const r = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'ru.yaml']);
    expect(r.code).toBe(1);
    expect(errors(r.stdout)).toEqual(['ru.yaml:3:13: ошибка ship-comma-missing: миноносец #1: «К1-К2 А9-Б9» — это 2 корабля без «,» между ними: не хватает «,» после К1-К2 (напишите К1-К2, А9-Б9)']);
  });

  it('fleet check in Polish, three ships', async () => {
    const r = await runSalvo(dir, ['fleet', 'check', 'statki', 'pl.yaml']);
    expect(errors(r.stdout)).toEqual(['pl.yaml:3:11: błąd ship-comma-missing: ścigacz #1: „J1-J2 A9-B9 G9-H9” to 3 statki bez „,” między nimi: brakuje „,” po J1-J2 i A9-B9 (napisz J1-J2, A9-B9, G9-H9)']);
  });

  it('fleet check in English', async () => {
    const r = await runSalvo(dir, ['fleet', 'check', 'statki', 'pl.yaml', '--lang', 'en']);
    expect(errors(r.stdout)).toEqual(['pl.yaml:3:11: error ship-comma-missing: patrol-boat #1: "J1-J2 A9-B9 G9-H9" is 3 ships with no "," between them: a "," is missing after J1-J2 and A9-B9 (write J1-J2, A9-B9, G9-H9)']);
  });

  it("check of a record's fleets, in the record's language", async () => {
    const r = await runSalvo(dir, ['check', 'game.yaml']);
    expect(r.code).toBe(1);
    expect(errors(r.stdout)).toEqual(['game.yaml:10:17: ошибка ship-comma-missing: миноносец #1: «К1-К2 А9-Б9» — это 2 корабля без «,» между ними: не хватает «,» после К1-К2 [правило: расстановка флота] (напишите К1-К2, А9-Б9)']);
  });
});
