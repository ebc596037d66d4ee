/**
 * `salvo fleet check` in Russian and Polish where a count or a missing file name changes the
 * words: a layout that cannot be read with two more breaches among the ships that read (`ещё 2
 * нарушения`), one with none (no `jeszcze 0` clause) and one with one (`jeszcze 1 naruszenie`), and a layout checked with no file to name it
 * (`fleetCheck` given text alone), called the layout in the variant's language (`ustawienie`).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fleetCheck } from '../../src/cli/commands/fleet.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

// A submarine off the board (not read); a cruiser of four cells touching the battleship.
const UNREAD_TWO = 'броненосец: А1-Г1\nкрейсер: [А2-Г2, Е1-З1]\nминоносец: [А5-Б5, Г5-Д5, Ж5-З5]\nподводная лодка: [А7, В7, Д7, Ж99]\n';
// Statki: the battleship off the board, nothing else written.
const UNREAD_ONLY = 'pancernik: A1-D99\n';
// Statki: a cruiser off the board, the battleship of five cells among the ships that read.
const UNREAD_ONE = 'pancernik: A1-E1\nkrążownik: [A3-C3, J99-J98]\n';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-fleet-counts-'));
  await writeFile(join(dir, 'two.yaml'), UNREAD_TWO);
  await writeFile(join(dir, 'only.yaml'), UNREAD_ONLY);
  await writeFile(join(dir, 'one.yaml'), UNREAD_ONE);
});
const lastLine = (s: string): string => s.trimEnd().split('\n').at(-1)!;

describe('fleet check in Russian and Polish: counts and the layout unnamed', () => {
  it('a layout not read, two more breaches among the ships that read (Russian)', async () => {
    const r = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'two.yaml']);
    expect(r.code).toBe(1);
    expect(lastLine(r.stdout)).toBe('two.yaml: расстановку не прочитать; среди прочитанных кораблей ещё 2 нарушения (число кораблей проверяется, когда прочитаны все)');
  });

  it('a layout not read with no other breach says no count, with one says it (Polish)', async () => {
    const r = await runSalvo(dir, ['fleet', 'check', 'statki', 'only.yaml']);
    expect(r.code).toBe(1);
    expect(lastLine(r.stdout)).toBe('only.yaml: ustawienia nie da się odczytać');
    const one = await runSalvo(dir, ['fleet', 'check', 'statki', 'one.yaml']);
    expect(lastLine(one.stdout)).toBe('one.yaml: ustawienia nie da się odczytać; wśród odczytanych statków jeszcze 1 naruszenie (liczbę statków sprawdza się, gdy odczytane są wszystkie)');
  });

  it('a layout given as text alone is called the layout in the language asked', async () => {
    const statki = await loadVariant('statki', { cwd: dir });
    expect(fleetCheck(statki, UNREAD_ONLY, undefined, { lang: 'pl' }).summary).toBe('ustawienie: ustawienia nie da się odczytać');
    expect(fleetCheck(statki, UNREAD_ONLY, undefined, { lang: 'ru' }).summary).toBe('расстановка: расстановку не прочитать');
    expect(fleetCheck(statki, UNREAD_ONLY, undefined).summary).toBe('the layout: the layout cannot be read');
  });
});
