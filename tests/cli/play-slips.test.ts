/**
 * Slips of the keyboard at `salvo play`'s prompts, as players make them on a phone: a comma inside
 * a cell (`г,3`), the next salvo typed at the result prompt under a name that is no side of the
 * game (`Коля: А1`). Each is said once, in the record's language, with what to type, never as one
 * English "not a cell" or "not a word" per half.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-slips-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

/** The lines said after the line `typed` was echoed, up to the next prompt. */
function answerTo(out: string, typed: string): string[] {
  const lines = out.split('\n');
  const at = lines.findIndex((l) => l.endsWith(`> ${typed}`));
  expect(at, `no prompt answered with ${typed}`).toBeGreaterThanOrEqual(0);
  const said: string[] = [];
  for (const l of lines.slice(at + 1)) {
    if (/^\S+> /u.test(l) || /^(залп|выстрел|strzał|salwa) \d+: /u.test(l)) break;
    said.push(l);
  }
  return said;
}

describe('a comma inside a cell', () => {
  it('at the cells prompt is one line in Russian, with the cells to type', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['г,3 д4 е5', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, 'г,3 д4 е5')).toEqual(['«г,3 д4 е5» не принято: запятая разделяет клетки, а не букву и цифру одной клетки; наберите так: г3 д4 е5']);
    expect(r.stdout).not.toContain('cell-unreadable');
    // Nothing was taken: the record is as new.
    expect(await readFile(join(dir, 'p.yaml'), 'utf8')).toMatch(/salvos: \[\]\n$/u);
  });

  it('at the cells prompt in Polish, with a space after the comma too', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const r = await run(['play', 's.yaml', '--no-charts'], ['d, 4', 'quit'].join('\n'));
    expect(answerTo(r.stdout, 'd, 4')).toEqual(['„d, 4” nie przyjęte: przecinek oddziela pola, a nie literę i cyfrę jednego pola; wpisz tak: D4']);
  });

  it('at the result prompt is said once to be a cell, not an announcement', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['а1 б2 в3', 'г,3', 'попаданий нет', 'quit'].join('\n'));
    const said = answerTo(r.stdout, 'г,3');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^«г,3» — клетка, а не ответ: наберите, что ответили на а1 б2 в3 \(.*попаданий нет\), или undo, чтобы отменить а1 б2 в3$/u);
    expect(r.stdout).toContain('записан залп 1: ');
  });
});

describe('the next salvo typed at the result prompt under a name of no side', () => {
  it('is said once to be cells, in Russian', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['А1', 'Коля: Б1', 'мимо', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    const said = answerTo(r.stdout, 'Коля: Б1');
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^«Коля: Б1» — клетка, а не ответ: наберите, что ответили на А1 \(мимо, .+\), или undo, чтобы отменить А1$/u);
    expect(r.stdout).not.toContain('announcement-unknown-word');
  });
});

describe('an announcement typed at the cells prompt of a salvo game', () => {
  it('asks for the cells of a salvo (залп), not of a shot, as the game speaks of salvos', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['попаданий нет', 'quit'].join('\n'));
    expect(answerTo(r.stdout, 'попаданий нет')).toEqual(['«попаданий нет» — это ответ, а не клетки: сначала наберите клетки залпа (например, а1), потом ответ на запрос «ответ>»']);
    expect(r.stdout).not.toContain('выстрела (например');
  });
});
