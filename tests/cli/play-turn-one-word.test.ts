/**
 * `salvo play`: whose turn it is, asked in one word at the table, as `turn` and `who` are in
 * English: `ход?`, `очередь?`, `чей?`; `kolej?`, `tura?`, `czyja?`. They were read as cells and
 * refused (`«ход?» — не клетка этого поля`, `„kolej?” to nie pole tej planszy`); only the
 * phrases (`чей ход?`, `czyja kolej?`) were taken.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('play: whose turn, asked in one word', () => {
  it('Russian: ход?, очередь?, чей? say whose turn it is', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-turn-word-'));
    await runSalvo(dir, ['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'g.yaml']);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['ход?', 'Очередь', 'чей?', 'выход'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    for (const typed of ['ход?', 'Очередь', 'чей?']) expect(r.stdout).toContain(`клетки> ${typed}\nсейчас: выстрел 1: сторона «Первый игрок» (Петя), её выстрел № 1\n`);
    expect(r.stdout).not.toContain('ошибка');
  });

  it('Polish: kolej?, tura?, czyja? say whose turn it is', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-turn-word-'));
    await runSalvo(dir, ['new', 'statki', '--players', 'Ala,Tomek', '-o', 'g.yaml']);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['kolej?', 'Tura', 'czyja?', 'koniec'].join('\n') + '\n');
    expect(r.code, r.stderr).toBe(0);
    for (const typed of ['kolej?', 'Tura', 'czyja?']) expect(r.stdout).toMatch(new RegExp(`pola> ${typed.replace('?', '\\?')}\\nteraz: strzał 1: strona „Gracz 1” \\(Ala\\), jej strzał nr 1\\n`, 'u'));
    expect(r.stdout).not.toContain('błąd');
  });
});
