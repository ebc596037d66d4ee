/**
 * Whose turn it is, asked as players ask it at the table, slips and all (`who's turn`, `whos
 * turn?`, `who’s turn` with a typographic apostrophe, `чья очередь?`, `czyja tura?`): answered
 * with the turn line, not read as cells that are not on the board.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-turn-asked-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('play: whose turn, asked in the words of the table', () => {
  it('en: who\'s turn, whos turn?, who’s turn, whos next: the turn line each time, nothing refused', async () => {
    await run(['new', 'classic-1967', '--players', 'Sam,Ann', '-o', 'c.yaml']);
    const asked = ["who's turn", 'whos turn?', 'who’s turn is it?', 'whos next'];
    const r = await run(['play', 'c.yaml', '--no-charts'], [...asked, 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    for (const q of asked) expect(r.stdout).toContain(`cells> ${q}\nnow: shot 1: blue (Sam), its shot 1\n`);
    expect(r.stdout).not.toContain('cell-unreadable');
  });

  it('ru and pl: чья очередь?, czyja tura?', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Оля,Дима', '-o', 'm.yaml']);
    const ru = await run(['play', 'm.yaml', '--no-charts'], ['чья очередь?', 'quit'].join('\n'));
    expect(ru.stdout).toContain('клетки> чья очередь?\nсейчас: выстрел 1: сторона «Первый игрок» (Оля), её выстрел № 1\n');
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const pl = await run(['play', 's.yaml', '--no-charts'], ['a1', 'czyja tura?', 'quit'].join('\n'));
    // At the result prompt too: whose answer it is.
    expect(pl.stdout).toContain('wynik> czyja tura?\nteraz: wpisz odpowiedź strony „Gracz 2”\n');
  });
});
