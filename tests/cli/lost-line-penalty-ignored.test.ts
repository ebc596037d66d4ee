/**
 * A line left out of the replay (under a side the game does not have) whose announcement names a
 * hit on the hospital ship, its side given by the turn order: the penalty it carried (its side
 * skips the next turn) is carried past it. Where that side fires in the turn it lost, that salvo is
 * `penalty-ignored`, as where the line is read; where it waits its turn, no breach.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

/** A short Perelman game, красные's salvo 2 (the record's salvo 4, line 10) under `lineSide`, hitting the hospital; `after`: the lines after синие's salvo 3. */
async function game(lineSide: string, announcement: string, after: readonly string[]): Promise<string> {
  const text = [
    'variant: perelman',
    'language: ru',
    'sides:',
    '  синие: Петя',
    '  красные: Вася',
    'salvos:',
    '  - синие: а1 а2 а3 -> попаданий нет',
    '  - красные: а1 а2 а3 -> попаданий нет',
    '  - синие: б1 б2 б3 -> попаданий нет',
    `  - ${lineSide}: б1 б2 б3 -> ${announcement}`,
    '  - синие: в1 в2 в3 -> попаданий нет',
    ...after.map((l) => `  - ${l}`),
    '',
  ].join('\n');
  const dir = await mkdtemp(join(tmpdir(), 'salvo-lost-penalty-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return dir;
}

const ignored = ['красные: в1 в2 в3 -> попаданий нет', 'синие: г1 г2 г3 -> попаданий нет', 'красные: г1 г2 г3 -> попаданий нет'];
const kept = ['синие: г1 г2 г3 -> попаданий нет', 'красные: в1 в2 в3 -> попаданий нет', 'синие: д1 д2 д3 -> попаданий нет'];

describe('check carries the penalty of a lost line that names a hospital hit', () => {
  it('красные firing in the turn they lost (salvo 6) is penalty-ignored, as with the line read', async () => {
    const lost = await game('крсные', 'госпиталь', ignored);
    const en = await runSalvo(lost, ['check', 'g.yaml', '--lang', 'en']);
    const breach = 'error penalty-ignored: salvo 6: красные fired salvo 3 in the turn it had to skip for hitting the hospital ship with its salvo 2 [rule: penalty: skip the next turn; expected: синие to fire; recorded: красные]';
    expect(en.stdout).toContain(`g.yaml:12:5: ${breach}`);
    expect(en.stdout).toContain('1 breach and 1 reading error in 8 salvos');
    // The same as the line read under its side.
    const read = await runSalvo(await game('красные', 'госпиталь', ignored), ['check', 'g.yaml', '--lang', 'en']);
    expect(read.stdout).toContain(`g.yaml:12:5: ${breach}`);
    const ru = await runSalvo(lost, ['check', 'g.yaml']);
    expect(ru.stdout).toContain('g.yaml:12:5: ошибка penalty-ignored: залп 6: залп 3 стороны «красные» сделан в ход, который сторона «красные» должна была пропустить');
    const json = JSON.parse((await runSalvo(lost, ['check', 'g.yaml', '--json'])).stdout) as { violations: { code: string; salvo?: number; sideSalvo?: number }[] };
    expect(json.violations.filter((v) => v.code === 'penalty-ignored').map((v) => [v.salvo, v.sideSalvo])).toEqual([[6, 3]]);
  });

  it('красные waiting their turn (синие firing twice) is no breach', async () => {
    const r = await runSalvo(await game('крсные', 'госпиталь', kept), ['check', 'g.yaml', '--lang', 'en']);
    expect(r.stdout).not.toMatch(/penalty-ignored|out-of-turn|turn-unjudged: salvo [67]/u);
    expect(r.stdout).toContain('1 reading error in 8 salvos');
  });

  it('a lost line naming no hospital hit costs no turn: красные at salvo 6 is in turn', async () => {
    const r = await runSalvo(await game('крсные', 'попаданий нет', ignored), ['check', 'g.yaml', '--lang', 'en']);
    expect(r.stdout).not.toMatch(/penalty-ignored|out-of-turn/u);
  });
});
