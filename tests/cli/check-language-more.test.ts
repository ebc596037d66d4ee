/**
 * What `salvo check` (and `analyze --json`) still said in English in a Russian or Polish report,
 * said in the report's language: the number of shots of a salvo size no legal fleet is owed, the
 * side a record keeps by the variant's id in what mending a hospital slip brings back, the
 * referee's warnings, the engine's reasons an announcement is inconsistent, and analyze --json's
 * messages. English stays as it was (--lang en).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { refereeText } from '../../src/record/referee-text.js';
import type { Breach } from '../../src/record/referee.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-check-lang-more-'));
});

async function check(name: string, text: string, ...args: string[]): Promise<{ code: number; stdout: string }> {
  await writeFile(join(dir, name), text);
  return runSalvo(dir, ['check', name, ...args]);
}

describe('a salvo size no legal fleet fitting the announcements is owed', () => {
  // Perelman: red owes 2 shots from five hits on, else 3; blue's two one-hit salvos leave red short of five.
  const SIZE = `variant: perelman
sides:
  blue: A
  red: B
salvos:
  - blue: а1 б2 в3 -> трёхклеточный
  - red: а1 б2 в3 -> попаданий нет
  - blue: а10 б9 в8 -> пятиклеточный
  - red: а10 б9 -> попаданий нет
`;

  it('says in Russian how many shots were fired, the noun agreeing with the number', async () => {
    const r = await check('size.yaml', SIZE);
    expect(r.stdout).toContain('ошибка announcements-impossible: залп 4: сторона «Красные» сделала 2 выстрела в залпе 4, а столько не положено ни одному допустимому флоту стороны «Красные», согласному с ответами; противоречат друг другу ответы на залпы 1, 4');
    expect(r.stdout).not.toContain('столько выстрелов');
    const en = await check('size.yaml', SIZE, '--lang', 'en');
    expect(en.stdout).toContain('error announcements-impossible: salvo 4: red fired 2 shots in salvo 4, which no legal fleet of red fitting the announcements is owed; these conflict: salvos 1, 4');
  });

  it('agrees the shots with their number in Russian and Polish (1, 2, 5)', () => {
    const breach = (firedShots: number): Breach => ({ code: 'announcements-impossible', rule: 'x', message: 'x', salvo: 4, side: 'b', conflict: [1, 4], reason: 'salvo-size', firedShots });
    const ru = refereeText('ru', false)!;
    const pl = refereeText('pl', false)!;
    expect(ru.message(breach(1))).toContain('сторона «b» сделала 1 выстрел в залпе 4, а столько не положено ни одному допустимому флоту стороны «b», согласному с ответами');
    expect(ru.message(breach(2))).toContain('сделала 2 выстрела в залпе 4');
    expect(ru.message(breach(5))).toContain('сделала 5 выстрелов в залпе 4');
    expect(pl.message(breach(1))).toContain('strona „b” oddała 1 strzał w salwie 4, a tyle strzałów nie należy się żadnej dozwolonej flocie strony „b” zgodnej z odpowiedziami');
    expect(pl.message(breach(2))).toContain('oddała 2 strzały w salwie 4');
    expect(pl.message(breach(5))).toContain('oddała 5 strzałów w salwie 4');
  });
});

describe('a hospital hit left out, in a record whose sides are the variant’s ids (blue, red)', () => {
  // Blue's damage on red owes red 2 shots once the hospital hit at и1 counts; the table went by
  // "попаданий нет": red fired 3, and blue fired in the turn the hit cost it.
  const HOSPITAL = `variant: perelman
sides:
  blue: Петя
  red: Вася
fleets:
  red: { двухклеточный: а1-а2, трёхклеточный: в1-в3, четырёхклеточный: д1-д4, пятиклеточный: ж1-ж5, госпиталь: и1-и4 }
salvos:
  - blue: ж1 ж2 б9 -> пятиклеточный
  - red: к1 к2 к3 -> попаданий нет
  - blue: д1 а1 б6 -> двухклеточный, четырёхклеточный
  - red: к4 к5 к6 -> попаданий нет
  - blue: и1 б5 б7 -> попаданий нет
  - red: к7 к8 к9 -> попаданий нет
  - blue: б1 б2 б3 -> попаданий нет
`;

  it('names them in what mending the announcement brings back as the game does (Синие, Красные), in English by id', async () => {
    const r = await check('hospital.yaml', HOSPITAL);
    expect(r.stdout).toContain('запишите -> госпиталь: тогда залп 4 стороны «Синие», сделанный в ход, который она должна была пропустить за попадание в госпиталь, — нарушение penalty-ignored, а залп 3 стороны «Красные» — неверного размера (wrong-salvo-size)');
    expect(r.stdout).not.toMatch(/«blue»|«red»/u);
    const en = await check('hospital.yaml', HOSPITAL, '--lang', 'en');
    expect(en.stdout).toContain("write -> hospital ship: then blue's salvo 4, fired in the turn the hit on the hospital ship cost it, is a penalty-ignored breach, and red's salvo 3 is the wrong size (wrong-salvo-size);");
  });
});

describe('analyze --json says the referee’s findings as check --json does', () => {
  // A short Perelman game with one salvo of the wrong size: red owed 3, fired 2.
  const GAME = `variant: perelman
language: ru
sides:
  синие: Петя
  красные: Вася
salvos:
  - синие: а1 б2 в3 -> попаданий нет
  - красные: а1 б2 -> попаданий нет
`;

  it('each breach’s message and suggestion in the report’s language, the codes and fields as they are; English with --lang en', async () => {
    await writeFile(join(dir, 'short.yaml'), GAME);
    type B = { code: string; rule: string; message: string; suggestion?: string; expected?: string; recorded?: string };
    const analyze = async (...args: string[]): Promise<B[]> => (JSON.parse((await runSalvo(dir, ['analyze', 'short.yaml', '--json', '--workers', '1', ...args])).stdout) as { referee: { breaches: B[] } }).referee.breaches;
    const check = async (...args: string[]): Promise<B[]> => (JSON.parse((await runSalvo(dir, ['check', 'short.yaml', '--json', ...args])).stdout) as { violations: B[] }).violations;
    const ru = await analyze();
    expect(ru.map((b) => b.code)).toEqual(['wrong-salvo-size']);
    expect(ru[0]).toMatchObject({ rule: 'salvo size', expected: '3', recorded: '2', message: 'залп 1 стороны «красные»: 2 выстрела, а положено 3' });
    expect(ru[0]!.suggestion).toMatch(/^сверьте клетки с листком/u);
    expect(ru).toEqual(await check());
    const en = await analyze('--lang', 'en');
    expect(en[0]!.message).toBe('salvo 1 of красные has 2 shots; красные was owed 3');
    expect(en).toEqual(await check('--lang', 'en'));
  });
});
