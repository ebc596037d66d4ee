/**
 * Announcements no legal fleet could give (`announcements-impossible`): what to do names the
 * shots listed as shots in a game of single shots (Statki, Морской бой), not salvos; so does a
 * shot after the game's end say that none was owed.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-impossible-'));
  // A hit beside a ship announced sunk on a cell of its own: no fleet gives both.
  await writeFile(join(dir, 'statki.yaml'), 'variant: statki\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: A9 -> zatopiony\n  - ala: A8 -> trafiony\n');
  await writeFile(join(dir, 'boy.yaml'), 'variant: morskoy-boy\nsides:\n  blue: Коля\n  red: Маша\nsalvos:\n  - blue: А9 -> убит\n  - blue: А8 -> попал\n');
});

describe('announcements no fleet gives: check them, shots named as shots', () => {
  it('Polish', async () => {
    const r = await runSalvo(dir, ['check', 'statki.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('błąd announcements-impossible: strzał 2:');
    expect(r.stdout).toContain('(sprawdź odpowiedzi na wymienione strzały)');
    expect(r.stdout).not.toContain('wymienione salwy');
  });

  it('Russian', async () => {
    const r = await runSalvo(dir, ['check', 'boy.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('ошибка announcements-impossible: выстрел 2:');
    expect(r.stdout).toContain('(проверьте ответы на перечисленные выстрелы)');
    expect(r.stdout).not.toContain('перечисленные залпы');
  });

  it('a shot after the end: none was owed, said as a shot', async () => {
    // The first side sinks the whole fleet, hit after hit (each hit fires again), then fires once more.
    const ships = [['А5', 'А6', 'А7', 'А8'], ['Г1', 'Г2', 'Г3'], ['Е2', 'Ж2', 'З2'], ['Е4', 'Ж4'], ['Д6', 'Е6'], ['З10', 'И10'], ['И4'], ['К6'], ['Г9'], ['Б10']];
    const latin: Record<string, string> = { А: 'A', Б: 'B', В: 'C', Г: 'D', Д: 'E', Е: 'F', Ж: 'G', З: 'H', И: 'I', К: 'J' };
    const game = (hit: string, sunk: string, miss: string, cell: (c: string) => string): string =>
      [...ships.flatMap((ship) => ship.map((c, i) => `  - blue: ${cell(c)} -> ${i === ship.length - 1 ? sunk : hit}`)), `  - blue: ${cell('В10')} -> ${miss}`].join('\n');
    await writeFile(join(dir, 'boy-end.yaml'), `variant: morskoy-boy\nsalvos:\n${game('попал', 'убит', 'мимо', (c) => c)}\n`);
    await writeFile(join(dir, 'statki-end.yaml'), `variant: statki\nsalvos:\n${game('trafiony', 'zatopiony', 'pudło', (c) => latin[c[0]!]! + c.slice(1))}\n`);
    const ru = await runSalvo(dir, ['check', 'boy-end.yaml']);
    expect(ru.code).toBe(1);
    expect(ru.stdout).toContain('ошибка after-game-end: выстрел 21:');
    expect(ru.stdout).toContain('ожидалось: ни одного выстрела; записано: 1 выстрел]');
    const pl = await runSalvo(dir, ['check', 'statki-end.yaml']);
    expect(pl.code).toBe(1);
    expect(pl.stdout).toContain('błąd after-game-end: strzał 21:');
    expect(pl.stdout).toContain('oczekiwano: żadnego strzału; zapisano: 1 strzał]');
  });
});

