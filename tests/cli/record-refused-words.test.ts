/**
 * `salvo record` refusing a salvo in a Russian record whose sides are the variant's own ids (blue,
 * red): the breach names the sides as the game names them in Russian (Синие, Красные), not by the
 * ids; and it gives no advice where the English gives none, as the referee's advice for a line
 * already in a record (`допишите к нему forced: true`) is not for a salvo not yet written
 * (mutation round 4: E04, E05).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const IDS = 'variant: perelman\nlanguage: ru\nsides:\n  blue: Петя\n  red: Вася\nsalvos:\n  - blue: а1 б2 в3 -> попаданий нет\n';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-record-refused-'));
});

/** The error lines of `text`. */
const errors = (text: string): string[] => text.split('\n').filter((l) => l.startsWith('ошибка ') || l.startsWith('error '));

describe('record refusing a salvo of a record whose sides are the ids', () => {
  it('names the sides in Russian and gives no advice the English does not give', async () => {
    await writeFile(join(dir, 'turn.yaml'), IDS);
    const r = await runSalvo(dir, ['record', 'turn.yaml', 'blue', 'а5', 'б5', 'в5', '-r', 'попаданий нет']);
    expect(r.code).toBe(1);
    expect(errors(r.stderr)).toEqual(['ошибка out-of-turn: залп 2: залп 2 стороны «Синие» сделан не в свою очередь: был ход стороны «Красные» [правило: очерёдность ходов; ожидалось: «Красные»; записано: «Синие»]']);
    const en = await runSalvo(dir, ['record', 'turn.yaml', 'blue', 'а5', 'б5', 'в5', '-r', 'попаданий нет', '--lang', 'en']);
    expect(errors(en.stderr)).toEqual([expect.stringMatching(/^error out-of-turn: salvo 2: [^(]*$/u)]);
    expect(await readFile(join(dir, 'turn.yaml'), 'utf8')).toBe(IDS);
  });

  it('says a salvo of the wrong size by the side as the game names it', async () => {
    await writeFile(join(dir, 'size.yaml'), IDS);
    const r = await runSalvo(dir, ['record', 'size.yaml', 'red', 'а5', 'б5', '-r', 'попаданий нет']);
    expect(r.code).toBe(1);
    expect(errors(r.stderr)).toEqual(['ошибка wrong-salvo-size: залп 2: в залпе 1 стороны «Красные» 2 выстрела, а положено 3 [правило: размер залпа; ожидалось: 3; записано: 2]']);
  });
});
