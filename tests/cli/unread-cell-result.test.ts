/**
 * A cell that cannot be read whose shot may have hit a revealed fleet: the replay goes by the
 * cells read (a ship sunk there may not be), so `check`'s summary says its result is as far as
 * the record shows, en/ru/pl. The later sizes are judged by what was announced where the hits are
 * counted in it (Jutland): no size-unjudged there; by the cells read where not (Perelman names the
 * ships hit, not how many times): a size a hit there would change is not judged.
 *
 * The records are the examples with one cell garbled.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
const example: Record<string, string> = {};
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-unread-result-'));
  for (const name of ['perelman', 'jutland', 'statki']) example[name] = await readFile(new URL(`../../examples/${name}.yaml`, import.meta.url), 'utf8');
});

function changed(text: string, from: string, to: string): string {
  expect(text).toContain(`\n${from}\n`);
  return text.replace(`\n${from}\n`, `\n${to}\n`);
}

async function check(name: string, text: string, lang: string): Promise<string> {
  await writeFile(join(dir, name), text);
  return (await runSalvo(dir, ['check', name, '--lang', lang])).stdout;
}

describe('a cell not read that may have hit a revealed fleet', () => {
  it('leaves the result as far as the record shows (Perelman, the last ship\'s last cell)', async () => {
    const text = changed(example['perelman']!, '  - красные: к5 -> госпиталь', '  - красные: к~ -> госпиталь');
    expect(await check('perelman.yaml', text, 'ru')).toContain(
      'партия продолжается: стреляет сторона «красные» (насколько видно по записи: неизвестно, во что попал залп 67: его клетку не удалось прочитать, см. ошибку при ней)\n',
    );
    expect(await check('perelman.yaml', text, 'en')).toContain('the game goes on: красные to fire (as far as the record shows: what salvo 67 hit is not known, a cell of it not read: see its error)\n');
  });

  it('is said of a shot in Polish', async () => {
    const text = changed(example['statki']!, '  - ala: E10 -> zatopiony', '  - ala: E~ -> zatopiony');
    expect(await check('statki.yaml', text, 'pl')).toContain('(o ile widać z zapisu: nie wiadomo, w co trafił strzał 77: jego pola nie da się odczytać, zob. błąd przy nim)\n');
  });

  it('sizes Jutland\'s later salvos by the hits announced (counted), not warned of', async () => {
    // Blue's "battleship 2" sank the battleship (C4-F7); E6 not read: the replay keeps it afloat,
    // red's guns go by the hits announced (2 more: sunk), so red's 2 shots after are judged right.
    const out = await check('jutland.yaml', changed(example['jutland']!, '  - blue: E6 F7 G6 A2 A10 -> battleship 2', '  - blue: E~ F7 G6 A2 A10 -> battleship 2'), 'en');
    expect(out).not.toContain('size-unjudged');
    expect(out).not.toContain('wrong-salvo-size');
    expect(out).toContain('the game goes on: red to fire (as far as the record shows: what salvo 9 hit is not known, a cell of it not read: see its error)\n');
  });

  it('says nothing where no cell of the salvo may have hit', async () => {
    const text = changed(example['jutland']!, '  - blue: C7 B3 J2 D10 G2 B1 -> no hits', '  - blue: C7 B~ J2 D10 G2 B1 -> no hits');
    expect(await check('jutland.yaml', text, 'en')).toContain('blue won (the enemy fleet sunk)\n');
  });
});
