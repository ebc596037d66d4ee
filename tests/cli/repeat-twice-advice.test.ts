/**
 * A cell named twice in one salvo (none fired at before) is most likely another cell copied wrong:
 * check's advice says so, and that the second shot stands, wasted, if the side did call it twice,
 * not "if blue fired there again", which reads as of a cell fired at in an earlier salvo. A salvo
 * with both (a cell fired at before, another named twice) names each. In en/ru/pl.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-twice-'));
  // Polish: a variant of salvos of 3.
  await writeFile(
    join(dir, 'three-pl.yaml'),
    'id: three-pl\nlanguages: [en, pl]\nname: { en: Three, pl: Trzy }\nsummary: { en: "Salvos of 3.", pl: "Salwy po 3." }\nboard: { rows: 5, columns: 5 }\nfleet:\n  - { id: cruiser, name: { en: Cruiser, pl: Krążownik }, mark: CA, size: 3 }\nplacement: { spacing: may-touch }\nturns:\n  sides:\n    - { id: blue, name: { en: Blue, pl: Niebiescy } }\n    - { id: red, name: { en: Red, pl: Czerwoni } }\n  salvo: { kind: constant, shots: 3 }\nreport: { timing: per-salvo, by: class, counts: false, sunk: false }\nwords:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n  pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moje, enemyChart: Wroga }\n',
  );
});

/** The suggestion of check's repeated-cell line for the record `text`, in `lang`. */
async function advice(name: string, text: string, lang: string): Promise<string> {
  await writeFile(join(dir, name), text);
  const line = (await runSalvo(dir, ['check', name, '--lang', lang])).stdout.split('\n').find((l) => l.includes('repeated-cell'));
  expect(line).toBeDefined();
  return line!.slice(line!.lastIndexOf('] (') + 3, -1);
}

describe('the advice for a cell named twice in one salvo', () => {
  it('English: another cell copied wrong, or the second shot wasted; both kinds named where both are', async () => {
    expect(await advice('en.yaml', 'variant: jutland\nsalvos:\n  - blue: A1 A1 B1 C1 D1 E1 -> no hits\n', 'en')).toBe(
      'compare A1 with the pad: a salvo names each cell once, so one of the two A1 was likely another cell copied wrong: mend it; if blue did call A1 twice, the second shot stands, wasted',
    );
    expect(await advice('en2.yaml', 'variant: jutland\nsalvos:\n  - blue: A1 A1 B1 B1 C1 D1 -> no hits\n', 'en')).toBe(
      'compare A1 and B1 with the pad: a salvo names each cell once, so one of each two was likely another cell copied wrong: mend it; if blue did call them twice, the second shots stand, wasted',
    );
    const both = 'variant: jutland\nsalvos:\n  - blue: A1 B1 C1 D1 E1 F1 -> no hits\n  - red: A1 B1 C1 D1 E1 F1 -> no hits\n  - blue: A1 A2 A2 D2 E2 F2 -> no hits\n';
    expect(await advice('both.yaml', both, 'en')).toBe('compare A1 A2 with the pad and mend them if they were copied wrong; if blue did fire at A1 again and call A2 twice, they stand, shots wasted');
  });

  it('Russian', async () => {
    expect(await advice('ru.yaml', 'variant: perelman\nsalvos:\n  - blue: а1 а1 б1 -> попаданий нет\n', 'ru')).toBe(
      'сверьте а1 с листком: в залпе каждую клетку называют один раз, так что одна из двух а1 — скорее всего, другая клетка, переписанная неверно: исправьте её; если сторона «Синие» и правда назвала а1 дважды, второй выстрел засчитан и потерян',
    );
    const both = 'variant: perelman\nsalvos:\n  - blue: а1 б1 в1 -> попаданий нет\n  - red: а1 б1 в1 -> попаданий нет\n  - blue: а1 а2 а2 -> попаданий нет\n';
    expect(await advice('ru2.yaml', both, 'ru')).toBe('сверьте а1 а2 с листком и исправьте, если переписано неверно; если сторона «Синие» и правда стреляла снова по а1 и дважды назвала а2, выстрелы засчитаны и потеряны');
  });

  it('Polish', async () => {
    expect(await advice('pl.yaml', 'variant: ./three-pl.yaml\nsalvos:\n  - blue: A1 A1 B1 -> pudło\n', 'pl')).toBe(
      'porównaj A1 z kartką: w salwie każde pole podaje się raz, więc jedno z dwóch A1 to pewnie inne pole, przepisane źle: popraw je; jeśli strona „Niebiescy” naprawdę podała A1 dwa razy, drugi strzał się liczy i przepada',
    );
    const both = 'variant: ./three-pl.yaml\nsalvos:\n  - blue: A1 B1 C1 -> pudło\n  - red: A1 B1 C1 -> pudło\n  - blue: A1 A2 A2 -> pudło\n';
    expect(await advice('pl2.yaml', both, 'pl')).toBe('porównaj A1 A2 z kartką i popraw, jeśli przepisano źle; jeśli strona „Niebiescy” naprawdę strzelała znowu w A1 i dwa razy podała A2, strzały się liczą i przepadają');
  });
});
