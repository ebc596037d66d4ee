/**
 * `salvo fleet check` on a layout copied from a game record's `fleets:` with its side (`blue:`
 * above the classes) or with `fleets:` and the sides above: one error, `layout-side`, at the key,
 * saying what the file holds and what to write, in the variant's language (Polish for Statki,
 * Russian for Морской бой) and in English; not each side an unknown class.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-fleet-side-'));
  await writeFile(join(dir, 'side.yaml'), '# blue\nblue:\n  pancernik: A1-D1\n  krążownik: [A3-C3, E3-G3]\n');
  await writeFile(join(dir, 'both.yaml'), 'fleets:\n  blue:\n    pancernik: A1-D1\n  red:\n    pancernik: A6-D6\n');
  await writeFile(join(dir, 'one.yaml'), 'fleets:\n  первый:\n    броненосец: А1-Г1\n');
  // A key that is no class, holding no class: an unknown class as before.
  await writeFile(join(dir, 'other.yaml'), 'niebieski:\n  a: A1-D1\n');
});
const run = (args: string[]) => runSalvo(dir, ['fleet', 'check', ...args]);

describe('fleet check: a fleet written by side, as a record writes it', () => {
  it('says a side’s fleet under its side in Polish and English', async () => {
    const pl = await run(['statki', 'side.yaml']);
    expect(pl.code).toBe(1);
    expect(pl.stdout).toBe(
      'side.yaml:2:1: błąd layout-side: „blue” to flota strony „blue”, jak w części fleets: zapisu partii; plik ustawienia to jedna flota, jej klasy na najwyższym poziomie (napisz klasy bez „blue:” nad nimi; floty zapisu sprawdza salvo check)\n' +
        'side.yaml: ustawienia nie da się odczytać\n',
    );
    const en = await run(['statki', 'side.yaml', '--lang', 'en']);
    expect(en.stdout.split('\n')[0]).toBe(
      'side.yaml:2:1: error layout-side: "blue" holds the fleet of the side blue, as a game record\'s fleets: has it; a layout file is one fleet, its classes at the top level (write the classes without "blue:" above them; a record\'s fleets are checked by salvo check)',
    );
  });

  it('says the fleets by side under fleets:, both sides named', async () => {
    const pl = await run(['statki', 'both.yaml']);
    expect(pl.stdout.split('\n')[0]).toBe(
      'both.yaml:1:1: błąd layout-side: „fleets” to floty według stron („blue”, „red”), jak w zapisie partii; plik ustawienia to jedna flota, jej klasy na najwyższym poziomie (zostaw statki jednej strony i napisz je bez „fleets:” i „blue:” nad nimi; floty zapisu sprawdza salvo check)',
    );
    const ru = await run(['morskoy-boy', 'one.yaml']);
    expect(ru.stdout.split('\n')[0]).toBe(
      'one.yaml:1:1: ошибка layout-side: «fleets» — флот стороны «первый», как в разделе fleets: записи партии; в файле расстановки один флот, его классы на верхнем уровне (напишите классы без «fleets:» и «первый:» над ними; флоты записи проверяет salvo check)',
    );
    const json = JSON.parse((await run(['statki', 'both.yaml', '--json'])).stdout) as { diagnostics?: { code: string }[] };
    expect(JSON.stringify(json)).toContain('"layout-side"');
  });

  it('leaves a key holding no class an unknown class', async () => {
    const r = await run(['statki', 'other.yaml', '--lang', 'en']);
    expect(r.stdout.split('\n')[0]).toMatch(/^other\.yaml:1:1: error unknown-class: "niebieski" is not a ship class of statki/u);
  });
});
