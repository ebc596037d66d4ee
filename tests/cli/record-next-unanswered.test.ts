/**
 * What `record` says is owed next, after a salvo recorded without its answer, agrees with what
 * `check` says in the same spot (no output change): in the README's Perelman game, red's first
 * salvo unanswered leaves blue 3 shots whatever the answer (at most 3 damage, the ladder's first
 * step is at 5; a hit on the hospital costs red's next turn, not blue's), so neither hedges; where
 * the answer may shrink the salvo (4 damage before it), both say 2 to 3; where it may change who
 * fires (Морской бой's unanswered shot), both name the other side "depending on" it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-record-next-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function run(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const m = memoryIO('', {}, dir);
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

async function checkNext(file: string): Promise<{ side: string; owed: { min: number; max: number }; alternative: string | null }> {
  const r = await run(['check', file, '--json']);
  return (JSON.parse(r.stdout) as { next: { side: string; owed: { min: number; max: number }; alternative: string | null } }).next;
}

describe('record after a salvo without its answer says what check says is owed', () => {
  it('the README Perelman game: 3 shots, blue, no hedge in either', async () => {
    const f = join(dir, 'readme.yaml');
    expect((await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', f])).code).toBe(0);
    expect((await run(['record', f, 'blue', 'д3', 'е4', 'ж5', '--result', 'попал в трёхклеточный'])).code).toBe(0);
    const r = await run(['record', f, 'Вася', 'д3', 'е4', 'ж5']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('следующий ход: «Синие» (Петя), 3 выстрела\n');
    expect(await checkNext(f)).toEqual({ side: 'blue', owed: { min: 3, max: 3 }, alternative: null });
  });

  it('Perelman with 4 damage before: 2 to 3 shots in both', async () => {
    const f = join(dir, 'damage.yaml');
    expect((await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', f])).code).toBe(0);
    expect((await run(['record', f, 'blue', 'а1', 'а2', 'а3', '--result', 'мимо'])).code).toBe(0);
    expect((await run(['record', f, 'red', 'а1', 'а2', 'а3', '--result', 'попал в четырёхклеточный, в трёхклеточный'])).code).toBe(0);
    expect((await run(['record', f, 'blue', 'б1', 'б2', 'б3', '--result', 'мимо'])).code).toBe(0);
    const r = await run(['record', f, 'red', 'б1', 'б2', 'б3']);
    expect(r.stdout).toContain('следующий ход: «Синие» (Петя), от 2 до 3 выстрелов\n');
    expect(await checkNext(f)).toEqual({ side: 'blue', owed: { min: 2, max: 3 }, alternative: null });
  });

  it('Морской бой: the other side named, depending on the shot, in both', async () => {
    const f = join(dir, 'mb.yaml');
    expect((await run(['new', 'morskoy-boy', '--players', 'Оля,Коля', '-o', f])).code).toBe(0);
    const r = await run(['record', f, 'Оля', 'а1']);
    expect(r.stdout).toContain('следующий ход: «Второй игрок» (Коля), 1 выстрел (или «Первый игрок», смотря по ответу на выстрел 1)\n');
    const next = await checkNext(f);
    expect(next.alternative).not.toBeNull();
    expect(next.alternative).not.toBe(next.side);
    expect((await run(['check', f])).stdout).toContain('(или «Первый игрок», смотря по ответу на выстрел 1)');
  });
});
