/**
 * A class with too many or too few ships, said in Polish with its verb agreeing with the count
 * (`w ustawieniu jest 1 statek`, `są 3 statki`, `jest 5 statków`; before, `w ustawieniu 3 statki`
 * with no verb), in Russian with the count's agreement (1 корабль, 2 корабля, 5/11 кораблей, 21
 * корабль, 22 корабля); a fleet of one such ship said as one (`а во флоте он один`, `a flota ma
 * jeden`), not `их 1`.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fleetSaid } from '../../src/record/fleet-text.js';
import { runSalvo } from '../helpers/cli.js';

const count = (lang: 'ru' | 'pl', ships: number, fleet: number) => fleetSaid(lang, { kind: 'count', cls: 'X', ships, fleet, mend: ships < fleet ? 'add' : 'remove', by: Math.abs(fleet - ships) })?.message;

describe('a fleet count in Polish and Russian', () => {
  it('in Polish has its verb, agreeing with each number form', () => {
    expect([1, 2, 4, 5, 11, 12, 21, 22, 25].map((n) => count('pl', n, 30))).toEqual([
      'X: w ustawieniu jest 1 statek, a flota ma ich 30',
      'X: w ustawieniu są 2 statki, a flota ma ich 30',
      'X: w ustawieniu są 4 statki, a flota ma ich 30',
      'X: w ustawieniu jest 5 statków, a flota ma ich 30',
      'X: w ustawieniu jest 11 statków, a flota ma ich 30',
      'X: w ustawieniu jest 12 statków, a flota ma ich 30',
      'X: w ustawieniu jest 21 statków, a flota ma ich 30',
      'X: w ustawieniu są 22 statki, a flota ma ich 30',
      'X: w ustawieniu jest 25 statków, a flota ma ich 30',
    ]);
    expect(count('pl', 0, 2)).toBe('X: w ustawieniu nie ma żadnego statku, a flota ma ich 2');
    expect(count('pl', 2, 1)).toBe('X: w ustawieniu są 2 statki, a flota ma jeden');
  });

  it('in Russian agrees with 1, 2, 5, 11, 21 and 22, and says a fleet of one as one', () => {
    expect([1, 2, 5, 11, 21, 22].map((n) => count('ru', n, 30))).toEqual([
      'X: в расстановке 1 корабль, а во флоте их 30',
      'X: в расстановке 2 корабля, а во флоте их 30',
      'X: в расстановке 5 кораблей, а во флоте их 30',
      'X: в расстановке 11 кораблей, а во флоте их 30',
      'X: в расстановке 21 корабль, а во флоте их 30',
      'X: в расстановке 22 корабля, а во флоте их 30',
    ]);
    expect(count('ru', 2, 1)).toBe('X: в расстановке 2 корабля, а во флоте он один');
  });

  it('fleet check says it so for Statki', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-fleet-count-'));
    await writeFile(join(dir, 's.yaml'), 'pancernik: [A1-A4, A6-A9]\nkrążownik: [C1-C3]\nścigacz: [E1-E2, E4-E5, E7-E8, I1-I2, I4-I5]\nłódź podwodna: [G1, G3, G5, J10]\n');
    const r = await runSalvo(dir, ['fleet', 'check', 'statki', 's.yaml']);
    expect(r.stdout.split('\n').slice(0, 3)).toEqual([
      's.yaml:1:12: błąd fleet-count: pancernik: w ustawieniu są 2 statki, a flota ma jeden (usuń 1 statek tej klasy)',
      's.yaml:2:12: błąd fleet-count: krążownik: w ustawieniu jest 1 statek, a flota ma ich 2 (dodaj 1 statek tej klasy)',
      's.yaml:3:10: błąd fleet-count: ścigacz: w ustawieniu jest 5 statków, a flota ma ich 3 (usuń 2 statki tej klasy)',
    ]);
  });
});
