/**
 * A second game appended to a record with the shell's `>>` (`salvo new morskoy-boy >> game.yaml`)
 * repeats the header's keys: it is said once, at the line where the second game starts, with what
 * to do, not as one duplicate-key error per key; nothing is written to the file.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-second-game-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);
const errors = (stderr: string): string[] => stderr.split('\n').filter((l) => / (?:error|ошибка) [a-z-]+: /u.test(l));

/** A game with one salvo played, then a new one appended as `>>` does; the first game's line count. */
async function appended(): Promise<{ text: string; first: number }> {
  await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'g.yaml']);
  await run(['play', 'g.yaml', '--no-charts'], 'А1\nмимо\nquit\n');
  const one = await readFile(join(dir, 'g.yaml'), 'utf8');
  const two = await run(['new', 'morskoy-boy', '--players', 'Оля,Дима']);
  expect(two.code).toBe(0);
  const text = one + two.stdout;
  await writeFile(join(dir, 'g.yaml'), text);
  return { text, first: one.split('\n').length - 1 };
}

describe('a second game appended to a record', () => {
  it('check says it once, where the second game starts, with the lines to move', async () => {
    const { text, first } = await appended();
    const last = text.trimEnd().split('\n').length;
    const r = await run(['check', 'g.yaml', '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(errors(r.stderr)).toHaveLength(1);
    expect(r.stderr).not.toContain('duplicate-key');
    const variantLine = text.split('\n').lastIndexOf('variant: morskoy-boy') + 1;
    expect(variantLine).toBeGreaterThan(first + 1);
    expect(errors(r.stderr)[0]).toBe(
      `g.yaml:${first + 1}:1: error record-second-game: a second game starts here (its "variant:" on line ${variantLine}), added after the first as "salvo new … >> g.yaml" adds one: a record holds one game ` +
        `(move lines ${first + 1}–${last} into a record of their own, or remove them; "salvo new <variant> -o <new file>" starts a game in a new file)`,
    );
    // Without --lang, in the language of the record's variant (Морской бой's first, Russian), as a record read whole is said.
    const ru = await run(['check', 'g.yaml']);
    expect(errors(ru.stderr)).toEqual([
      `g.yaml:${first + 1}:1: ошибка record-second-game: здесь начинается вторая партия (её «variant:» в строке ${variantLine}), дописанная после первой, как её дописывает 'salvo new … >> g.yaml': в записи одна партия ` +
        `(перенесите строки ${first + 1}–${last} в отдельную запись или удалите их; 'salvo new <вариант> -o <новый файл>' начинает партию в новом файле)`,
    ]);
  });

  it('play and check --json say the same one error, and play leaves the file as it was', async () => {
    const { text, first } = await appended();
    const p = await run(['play', 'g.yaml', '--no-charts'], 'Б2\nмимо\nquit\n');
    expect(p.code).toBe(1);
    expect(errors(p.stderr).map((l) => l.replace(/:.*/u, ''))).toEqual(['g.yaml']);
    expect(p.stderr).toContain(`g.yaml:${first + 1}:1: ошибка record-second-game`);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(text);
    const j = await run(['check', 'g.yaml', '--json']);
    const codes = (JSON.parse(j.stdout) as { violations: { code: string; line: number }[] }).violations.map((d) => [d.code, d.line]);
    expect(codes).toEqual([['record-second-game', first + 1]]);
  });

  it('a header key written twice in one game is still a duplicate key', async () => {
    await writeFile(join(dir, 'h.yaml'), 'variant: morskoy-boy\nvariant: morskoy-boy\nsalvos: []\n');
    const r = await run(['check', 'h.yaml', '--lang', 'en']);
    expect(r.stderr).toContain('h.yaml:2:1: error duplicate-key');
    expect(r.stderr).not.toContain('record-second-game');
  });
});
