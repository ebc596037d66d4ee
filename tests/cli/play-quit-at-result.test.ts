/**
 * A player who leaves `salvo play` (quit, the end of input) at the result prompt is told that the
 * cells were saved without their announcement, that the next session asks for it first, and where
 * the rest of a turn typed at once went (the salvo's note): en/ru/pl.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-quit-result-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

/** The lines after the line ending in `typed`, up to the last. */
function after(out: string, typed: string): string[] {
  const lines = out.trimEnd().split('\n');
  const at = lines.findIndex((l) => l.endsWith(`> ${typed}`));
  expect(at, `no prompt answered with ${typed}`).toBeGreaterThanOrEqual(0);
  return lines.slice(at + 1);
}

describe('leaving at the result prompt', () => {
  it('in a turn typed at once (Морской бой), says the shot kept without its result and the cells after it in its note', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['А1 Б2 В3', 'попал', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(after(r.stdout, 'quit')).toEqual([
      'записан выстрел 2: Петя: Б2',
      'выстрел 2 сохранён без ответа (клетки, названные после него, В3, — в примечании): в следующий раз play сначала спросит этот ответ',
      'm.yaml сохранён.',
    ]);
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toContain('  - blue: Б2\n    note: "ответ не записан (игра прервана); следующие клетки: В3"\n');
    // And the next session does ask for it first.
    const again = await run(['play', 'm.yaml', '--no-charts'], 'quit');
    expect(again.stdout).toContain('у выстрела 2 (Петя: Б2) ещё нет ответа (следующие клетки: В3)');
  });

  it('at the end of input in Polish (Statki), with the shots typed after it', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const r = await run(['play', 's.yaml', '--no-charts'], 'A1 B3 C5\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('zapisano strzał 1: Ala: A1\nstrzał 1 zapisany bez wyniku (pola wywołane po nim, B3 C5, są w notatce): następnym razem play najpierw zapyta o ten wynik\n');
  });

  it('in a salvo game in English, with no turn to keep', async () => {
    await run(['new', 'classic-salvo', '--players', 'Ann,Bob', '-o', 'c.yaml']);
    const r = await run(['play', 'c.yaml', '--no-charts'], ['A1 A2 A3 A4 A5', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(after(r.stdout, 'quit')).toEqual(['saved salvo 1: blue: A1 A2 A3 A4 A5', 'salvo 1 is saved without its announcement: the next session asks for it first', 'c.yaml saved.']);
    expect(await readFile(join(dir, 'c.yaml'), 'utf8')).toContain('  - blue: A1 A2 A3 A4 A5\n');
  });

  it('in English where every salvo is one shot, says shot on both lines (saved shot 3, shot 3 is saved without …)', async () => {
    await run(['new', 'classic-1967', '-o', 'g.yaml']);
    const r = await run(['play', 'g.yaml', '--no-charts'], ['A1', 'hit', 'B1', 'miss', 'C1', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(after(r.stdout, 'quit')).toEqual(['saved shot 3: blue: C1', 'shot 3 is saved without its announcement: the next session asks for it first', 'g.yaml saved.']);
    await run(['new', 'morskoy-boy', '-o', 'm.yaml']);
    const m = await run(['play', 'm.yaml', '--no-charts', '--lang', 'en'], ['А1 Б2 В3', 'попал', 'quit'].join('\n'));
    expect(after(m.stdout, 'quit')).toEqual(['saved shot 2: blue: Б2', 'shot 2 is saved without its announcement (the cells called after it, В3, are kept in its note): the next session asks for it first', 'm.yaml saved.']);
  });

  it('says nothing of the kind where the result was given', async () => {
    await run(['new', 'classic-salvo', '--players', 'Ann,Bob', '-o', 'c.yaml']);
    const r = await run(['play', 'c.yaml', '--no-charts'], ['A1 A2 A3 A4 A5', 'no hits', 'quit'].join('\n'));
    expect(r.stdout).not.toContain('without its announcement');
  });
});
