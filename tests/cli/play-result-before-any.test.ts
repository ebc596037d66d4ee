/**
 * `result` (ответ, wynik) typed at `salvo play` before any salvo was fired says there is nothing to
 * announce yet and what to type, not that every salvo has its announcement (undo takes back the
 * last one), which sent a player looking for a salvo to undo; en/ru/pl. Once a salvo is announced,
 * `result` says every salvo has its announcement, as before.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-result-before-any-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

/** The line said after the prompt answered with `typed`. */
function answerTo(out: string, typed: string): string | undefined {
  const lines = out.split('\n');
  const at = lines.findIndex((l) => l.endsWith(`> ${typed}`));
  expect(at, `no prompt answered with ${typed}`).toBeGreaterThanOrEqual(0);
  return lines[at + 1];
}

describe('result typed on a record with no salvo', () => {
  it('says nothing was fired yet, in English', async () => {
    await run(['new', 'classic-salvo', '-o', 'c.yaml']);
    const r = await run(['play', 'c.yaml', '--no-charts'], 'result\nquit\n');
    expect(r.code, r.stderr).toBe(0);
    expect(answerTo(r.stdout, 'result')).toBe('no salvo fired yet, so there is nothing to announce: type the cells of the first salvo');
    expect(r.stdout).not.toContain('every salvo has its announcement');
  });

  it('counts shots where every salvo is one shot, and in Russian and Polish (ответ, wynik)', async () => {
    await run(['new', 'classic-1967', '-o', 'g.yaml']);
    const g = await run(['play', 'g.yaml', '--no-charts'], 'result\nquit\n');
    expect(answerTo(g.stdout, 'result')).toBe('no shot fired yet, so there is nothing to announce: type the cells of the first shot');
    await run(['new', 'morskoy-boy', '-o', 'm.yaml']);
    const m = await run(['play', 'm.yaml', '--no-charts'], 'ответ\nquit\n');
    expect(answerTo(m.stdout, 'ответ')).toBe('ещё не было ни одного выстрела, так что отвечать пока не на что: наберите клетки первого выстрела');
    await run(['new', 'statki', '-o', 's.yaml']);
    const s = await run(['play', 's.yaml', '--no-charts'], 'wynik\nquit\n');
    expect(answerTo(s.stdout, 'wynik')).toBe('nie oddano jeszcze żadnego strzału, więc nie ma jeszcze wyniku do podania: wpisz pola pierwszego strzału');
  });

  it('after a salvo announced, says every salvo has its announcement, as before', async () => {
    await run(['new', 'classic-salvo', '-o', 'c.yaml']);
    const r = await run(['play', 'c.yaml', '--no-charts'], 'A1 A2 A3 A4 A5\nno hits\nresult\nquit\n');
    expect(answerTo(r.stdout, 'result')).toBe('every salvo has its announcement (undo takes back the last one, to type it again)');
  });
});
