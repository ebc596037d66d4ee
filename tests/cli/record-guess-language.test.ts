/**
 * `salvo record` says a line of the record read with a guess (no "->") on standard error in the
 * record's language, as `check` says it, and records the salvo all the same; so too a cell it is
 * given read with a guess (two letters taken for digits); English with --lang en (mutation round
 * 4: X01, X13).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const GUESS = 'variant: perelman\nsides:\n  синие: Петя\n  красные: Вася\nsalvos:\n  - синие: а1 б2 в3 попаданий нет\n';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-record-guess-'));
});

describe('record on a record with a line read with a guess', () => {
  it('says the guess as check says it, in Russian, and records the salvo', async () => {
    await writeFile(join(dir, 'guess.yaml'), GUESS);
    const c = await runSalvo(dir, ['check', 'guess.yaml']);
    const checked = c.stdout.split('\n').filter((l) => l.includes(' salvo-arrow-missing: '));
    expect(checked).toEqual(['guess.yaml:6:21: предупреждение salvo-arrow-missing: залп 1: «попаданий нет» прочитано как ответ: перед ним нет «->» (напишите - синие: а1 б2 в3 -> попаданий нет)']);
    const r = await runSalvo(dir, ['record', 'guess.yaml', 'красные', 'а1', 'б1', 'в1', '-r', 'попаданий нет']);
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l !== '')).toEqual(checked);
    expect(await readFile(join(dir, 'guess.yaml'), 'utf8')).toContain('  - красные: а1 б1 в1 -> попаданий нет\n');
  });

  it('says it in English with --lang en', async () => {
    await writeFile(join(dir, 'guess-en.yaml'), GUESS);
    const r = await runSalvo(dir, ['record', 'guess-en.yaml', 'красные', 'а1', 'б1', 'в1', '-r', 'попаданий нет', '--lang', 'en']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^guess-en\.yaml:6:21: warning salvo-arrow-missing: salvo 1: "попаданий нет" /u);
  });
});

describe('record given a cell read with a guess', () => {
  it('says the letters taken for digits in Russian, and records the cell read', async () => {
    await writeFile(join(dir, 'look.yaml'), 'variant: perelman\nsides:\n  синие: Петя\n  красные: Вася\nsalvos:\n  - синие: а1 б2 в3 -> попаданий нет\n');
    const r = await runSalvo(dir, ['record', 'look.yaml', 'красные', 'дlО', 'б1', 'в1', '-r', 'попаданий нет']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('предупреждение cell-lookalike: «дlО» прочитано как д10: буква l принята за цифру 1, буква О принята за цифру 0 (напишите д10)\n');
    expect(await readFile(join(dir, 'look.yaml'), 'utf8')).toContain('  - красные: д10 б1 в1 -> попаданий нет\n');
    const en = await runSalvo(dir, ['record', 'look.yaml', 'синие', 'дlО', 'б4', 'в4', '-r', 'попаданий нет', '--lang', 'en']);
    expect(en.stderr).toMatch(/^warning cell-lookalike: "дlО" read as д10: /u);
  });
});
