/**
 * The designer's checks in Russian and Polish (src/variant/design-text.ts): every invalid fixture
 * is said in the language but for the slips left in English; numbers take their forms; a check
 * without its parts, or in English, is not said here.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { designSaid } from '../../src/variant/design-text.js';
import { runSalvo } from '../helpers/cli.js';

const INVALID = join(import.meta.dirname, 'fixtures', 'invalid');
/** Said whole in English still (docs/variant-format.md#diagnostics). */
const STILL_ENGLISH = new Set(['shape-disconnected']);

describe('every invalid fixture in Russian and Polish', () => {
  it.each([
    ['ru', /^(?:[^ ]+: )?(?:ошибка|предупреждение) /u],
    ['pl', /^(?:[^ ]+: )?(?:błąd|ostrzeżenie) /u],
  ])('%s: each diagnostic said in the language, but for the slips left in English', async (lang, said) => {
    const files = (await readdir(INVALID)).filter((f) => f.endsWith('.yaml')).sort();
    const r = await runSalvo(INVALID, ['variant', 'check', '--lang', lang, ...files]);
    const lines = r.stdout.trimEnd().split('\n');
    const english = lines.filter((l) => / (?:error|warning) [a-z-]+: /u.test(l));
    expect(english.map((l) => / (?:error|warning) ([a-z-]+): /u.exec(l)![1]).filter((c) => !STILL_ENGLISH.has(c!))).toEqual([]);
    // Every file's diagnostics are there: as many lines said as English gives.
    const en = await runSalvo(INVALID, ['variant', 'check', '--lang', 'en', ...files]);
    expect(lines.filter((l) => said.test(l)).length + english.length).toBe(en.stdout.split('\n').filter((l) => / (?:error|warning) [a-z-]+: /u.test(l)).length);
  });
});

describe('designSaid', () => {
  it('gives counts their forms', () => {
    const parts = { kind: 'design', where: 'fleet', ships: 41, limit: 40 };
    expect(designSaid('too-many-ships', parts, 'ru')?.message).toBe('fleet: кораблей всего 41, а можно не больше 40');
    expect(designSaid('too-many-ships', { ...parts, ships: 43, atLeast: true }, 'ru')?.message).toBe('fleet: кораблей всего не меньше 43, а можно не больше 40');
    expect(designSaid('too-many-ships', { ...parts, ships: 42 }, 'pl')?.message).toBe('fleet: razem 42 statki, a wolno najwyżej 40');
    const fit = { kind: 'design', where: 'fleet', rows: 10, columns: 12, spacing: 'no-side-contact', diagonal: true, steps: 200000 };
    expect(designSaid('fleet-fit-unknown', fit, 'ru')?.message).toBe('fleet: за 200000 шагов не удалось решить, помещаются ли корабли на поле 12×10 (корабли не касаются сторонами, корабли могут лежать по диагонали)');
    expect(designSaid('fleet-fit-unknown', { ...fit, steps: 1 }, 'pl')?.message).toBe('fleet: w 1 kroku nie udało się rozstrzygnąć, czy statki mieszczą się na planszy 12×10 (statki nie stykają się bokami, statki mogą leżeć po przekątnej)');
    const counted = designSaid('fleet-does-not-fit', { ...fit, form: 'count', ships: 12, cells: 22 }, 'pl');
    expect(counted?.message).toBe('fleet: 12 statków (22 pola) nie mieści się razem na planszy 12×10 (statki nie stykają się bokami, statki mogą leżeć po przekątnej): dokładne liczenie rozstawień dało 0');
    expect(counted?.suggestion).toBe('użyj mniej albo mniejszych statków, większej planszy albo luźniejszej reguły rozstawiania');
    expect(designSaid('fleet-does-not-fit', { ...fit, form: 'count', ships: 2, cells: 5, looser: false }, 'ru')?.message).toBe('fleet: 2 корабля (5 клеток) не помещаются все вместе на поле 12×10 (корабли не касаются сторонами, корабли могут лежать по диагонали): точный подсчёт расстановок дал 0');
  });

  it('says a label in the other alphabet in Russian and Polish', () => {
    const parts = { kind: 'design', where: 'board.columnLabels', shown: '"А" (1)', count: 1, odd: 'cyrillic' };
    expect(designSaid('label-script', parts, 'ru')?.message).toBe('board.columnLabels: "А" (1) написана кириллицей среди латинских меток');
    expect(designSaid('label-script', { ...parts, count: 2, odd: 'latin' }, 'pl')?.message).toBe('board.columnLabels: "А" (1) są zapisane alfabetem łacińskim wśród etykiet cyrylickich');
  });

  it('says nothing in English, without its parts, or with a part missing', () => {
    const parts = { kind: 'design', where: 'fleet', ships: 41, limit: 40 };
    expect(designSaid('too-many-ships', parts, 'en')).toBeUndefined();
    expect(designSaid('too-many-ships', undefined, 'ru')).toBeUndefined();
    expect(designSaid('too-many-ships', { ...parts, kind: 'range' }, 'ru')).toBeUndefined();
    expect(designSaid('too-many-ships', { kind: 'design', where: 'fleet', limit: 40 }, 'ru')).toBeUndefined();
  });
});
