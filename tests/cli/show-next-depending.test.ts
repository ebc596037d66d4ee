/**
 * `salvo show` of a record `salvo play` left with its last shot unanswered (the player quit at
 * the result prompt): whose turn it is hangs on that answer, and show says so as check does,
 * not one side as if it were known (en/ru/pl).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-show-next-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

const lastLine = (out: string): string => out.trimEnd().split('\n').at(-1) ?? '';

describe('show after a shot left without its answer', () => {
  it('names both sides in Russian, as check does (Морской бой)', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'm.yaml']);
    await run(['play', 'm.yaml', '--no-charts'], ['А1', 'попал', 'Б3', 'quit'].join('\n'));
    const shown = await run(['show', 'm.yaml']);
    expect(shown.code, shown.stderr).toBe(0);
    expect(lastLine(shown.stdout)).toBe('следующий ход: «Второй игрок» (или «Первый игрок», смотря по ответу на выстрел 2)');
    // --json names it too, as check --json's next.alternative.
    const json = JSON.parse((await run(['show', 'm.yaml', '--json'])).stdout) as { next: string | null; nextAlternative?: string };
    expect([json.next, json.nextAlternative]).toEqual(['red', 'blue']);
    const checkJson = JSON.parse((await run(['check', 'm.yaml', '--json'])).stdout) as { next: { side: string; alternative: string | null } };
    expect([checkJson.next.side, checkJson.next.alternative]).toEqual(['red', 'blue']);
    const checked = await run(['check', 'm.yaml']);
    expect(checked.stdout).toContain('стреляет сторона «Второй игрок» (или «Первый игрок», смотря по ответу на выстрел 2)');
  });

  it('in English, and in Polish (Statki)', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    await run(['play', 's.yaml', '--no-charts'], 'A1\n');
    expect(lastLine((await run(['show', 's.yaml'])).stdout)).toBe('teraz: „Gracz 2” (albo „Gracz 1”, zależnie od wyniku strzału 1)');
    expect(lastLine((await run(['show', 's.yaml', '--lang', 'en'])).stdout)).toBe('next: red (or blue, depending on shot 1\'s result)');
  });

  it('names one side where the answer cannot change the turn (classic Salvo)', async () => {
    await run(['new', 'classic-salvo', '--players', 'Ann,Bob', '-o', 'c.yaml']);
    await run(['play', 'c.yaml', '--no-charts'], 'A1 A2 A3 A4 A5\n');
    expect(lastLine((await run(['show', 'c.yaml'])).stdout)).toBe('next: red');
    expect(JSON.parse((await run(['show', 'c.yaml', '--json'])).stdout)).not.toHaveProperty('nextAlternative');
  });
});
