/**
 * `play` says in the game's language what it reads with a guess or cannot read, as `check` says
 * it: a line of the record read with a guess (no "->"), said at the start on standard error; the
 * results typed for a turn of several shots, not as many as the shots (mutation round 4: Y04, Y06).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-play-reading-'));
  await writeFile(join(dir, 'guess.yaml'), 'variant: perelman\nsides:\n  синие: Петя\n  красные: Вася\nsalvos:\n  - синие: а1 б2 в3 попаданий нет\n');
  await writeFile(join(dir, 'turn.yaml'), 'variant: morskoy-boy\nsides:\n  blue:\n  red:\nsalvos: []\n');
});

describe('play in Russian', () => {
  it('says a line read with a guess as check says it, in Russian; in English with --lang en', async () => {
    const c = await runSalvo(dir, ['check', 'guess.yaml']);
    const checked = c.stdout.split('\n').filter((l) => l.includes(' salvo-arrow-missing: '));
    expect(checked).toEqual(['guess.yaml:6:21: предупреждение salvo-arrow-missing: залп 1: «попаданий нет» прочитано как ответ: перед ним нет «->» (напишите - синие: а1 б2 в3 -> попаданий нет)']);
    const r = await runSalvo(dir, ['play', 'guess.yaml', '--no-charts'], 'quit\n');
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l !== '')).toEqual(checked);
    const en = await runSalvo(dir, ['play', 'guess.yaml', '--no-charts', '--lang', 'en'], 'quit\n');
    expect(en.stderr).toMatch(/^guess\.yaml:6:21: warning salvo-arrow-missing: salvo 1: "попаданий нет" /u);
  });

  it('says results not as many as the shots of a turn in Russian, and asks again', async () => {
    const r = await runSalvo(dir, ['play', 'turn.yaml', '--no-charts'], 'а1 а2 а3\nмимо, мимо\nquit\n');
    const lines = r.stdout.split('\n');
    const at = lines.findIndex((l) => l.includes(' announcement-length: '));
    expect(lines[at]).toBe('ошибка announcement-length: 3 выстрела, но 2 ответа (дайте по одному ответу на выстрел, в том порядке, в каком называли клетки, или «мимо», если все выстрелы мимо)');
    expect(lines[at + 1]).toBe('ответы «мимо, мимо» не приняты: наберите ответ на А1 или все 3 ответа на А1 А2 А3, или «отмена»');
  });
});
