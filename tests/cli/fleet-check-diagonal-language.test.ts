/**
 * A ship set diagonally where the variant allows only rows and columns is said with the variant
 * named as a variant (`а вариант morskoy-boy разрешает…`, `a wariant statki dopuszcza…`): the bare
 * id read as the subject (`a statki dopuszcza`) reads as a plural in Polish.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-diagonal-'));
  await writeFile(join(dir, 'ru.yaml'), 'броненосец: А1-Г4\n');
  await writeFile(join(dir, 'pl.yaml'), 'pancernik: A1-D4\n');
});
const diagonal = (out: string): string[] => out.split('\n').filter((l) => l.includes(' ship-diagonal: '));

describe('fleet check: a diagonal ship, in Russian and Polish', () => {
  it('names the variant as a variant', async () => {
    expect(diagonal((await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'ru.yaml'])).stdout)).toEqual([
      'ru.yaml:1:13: ошибка ship-diagonal: броненосец А1-Г4: корабль стоит по диагонали, а вариант morskoy-boy разрешает только строки и столбцы (поставьте его в одну строку или один столбец)',
    ]);
    expect(diagonal((await runSalvo(dir, ['fleet', 'check', 'statki', 'pl.yaml'])).stdout)).toEqual([
      'pl.yaml:1:12: błąd ship-diagonal: pancernik A1-D4: statek stoi po przekątnej, a wariant statki dopuszcza tylko wiersze i kolumny (ustaw go w jednym wierszu albo w jednej kolumnie)',
    ]);
  });
});
