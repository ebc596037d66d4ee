/**
 * A result typed at `salvo play`'s result prompt after a side's name, as the line said back names
 * the side (`Коля: А1 -> мимо`) or as the side answering says it (`Оля: мимо`): the result is
 * taken, not refused as a word of no announcement ("«Оля:» — не слово ответов этой игры"). A
 * name of no side nor player of the game is still not read as one: it is said as no such player.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-result-named-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);
const salvos = async (file: string): Promise<string> => (await readFile(join(dir, file), 'utf8')).split('salvos:')[1]!;

describe('a result typed after a side name', () => {
  it('is taken in Russian, named by the side answering or the side that fired, a turn too', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Коля,Оля', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['а1', 'Оля: мимо', 'б2 б3', 'Коля: попал, мимо', 'в4', 'Второй игрок: мимо', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('не слово ответов');
    expect(r.stdout).toContain('записан выстрел 1: Коля: А1 -> мимо');
    expect(r.stdout).toContain('записан выстрел 3: Оля: Б3 -> мимо');
    expect(await salvos('m.yaml')).toBe('\n  - blue: А1 -> мимо\n  - red: Б2 Б3 -> попал, мимо\n  - blue: В4 -> мимо\n');
  });

  it('is taken in Polish and in English', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const pl = await run(['play', 's.yaml', '--no-charts'], ['a1', 'Tomek: pudło', 'quit'].join('\n'));
    expect(pl.stdout).toContain('zapisano strzał 1: Ala: A1 -> pudło');
    expect(await salvos('s.yaml')).toBe('\n  - blue: A1 -> pudło\n');
    await run(['new', 'jutland', '--players', 'Sam,Ann', '-o', 'j.yaml']);
    const en = await run(['play', 'j.yaml', '--no-charts'], ['A1 B2 C3 D4 E5 F6', 'red: battleship 1', 'quit'].join('\n'));
    expect(en.stdout).toContain('saved salvo 1: blue: A1 B2 C3 D4 E5 F6 -> battleship 1');
    expect(await salvos('j.yaml')).toBe('\n  - blue: A1 B2 C3 D4 E5 F6 -> battleship 1\n');
  });

  it('for an earlier salvo left without its result too', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Коля,Оля', '-o', 'm.yaml']);
    await run(['play', 'm.yaml', '--no-charts'], 'а1\n');
    const r = await run(['play', 'm.yaml', '--no-charts'], ['Оля: мимо', 'quit'].join('\n'));
    expect(r.stdout).toContain('записан выстрел 1: Коля: А1 -> мимо');
    expect(await salvos('m.yaml')).toBe('\n  - blue: А1 -> мимо\n');
  });

  it('but not after a name of no side of the game', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Коля,Оля', '-o', 'm.yaml']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['а1', 'Петя: мимо', 'quit'].join('\n'));
    expect(r.stdout).toContain('в этой игре нет игрока «Петя» (игроки — Коля и Оля)\nответ «Петя: мимо» не принят: наберите его заново или «отмена»');
    expect(r.stdout).not.toContain('не слово ответов');
    expect(r.stdout).not.toContain('записан выстрел 1: Коля: А1 -> мимо');
  });

  it('after a known name, what follows it is said as typed, without the name: cells, a word mistyped', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const pl = await run(['play', 's.yaml', '--no-charts'], ['a1', 'Tomek: B1', 'quit'].join('\n'));
    expect(pl.stdout).toContain('„B1” to pole, nie wynik: wpisz, co odpowiedziano na A1');
    expect(pl.stdout).not.toContain('„Tomek: B1”');
    await run(['new', 'morskoy-boy', '--players', 'Петя,Коля', '-o', 'm.yaml']);
    const ru = await run(['play', 'm.yaml', '--no-charts'], ['а1', 'Петя: попол', 'quit'].join('\n'));
    expect(ru.stdout).toContain('ошибка announcement-unknown-word: «попол» — не слово ответов этой игры (может быть, попал?)');
    expect(ru.stdout).not.toContain('«Петя:»');
  });
});
