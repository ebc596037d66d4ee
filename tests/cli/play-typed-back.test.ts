/**
 * What play says back to a player whose line it does not take, in English, Russian and Polish:
 * a name before a result that is no player's nor side's (`Вася: мимо`) is said so, with the
 * players there are; a refused line of several words or cells is given back as typed, to copy
 * or mend (`набрано: попал попал`); the prompt for a result left without names the word that
 * leaves it so in the game's language (`«потом»`, `„później”`), not the English `skip`.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-typed-back-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('a name before a result that is no player of the game', () => {
  it('is said as no such player, naming the players, in Russian; the salvo waits for its result', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Коля', '-o', 'g.yaml']);
    const r = await run(['play', 'g.yaml', '--no-charts'], ['а1', 'Вася: мимо', 'вася: попал попал', 'Петя: мимо', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('ответ> Вася: мимо\nв этой игре нет игрока «Вася» (игроки — Петя и Коля)\nответ «Вася: мимо» не принят: наберите его заново или «отмена»\nответ> ');
    // Results as many as the shots or not, the name is what is wrong.
    expect(r.stdout).toContain('ответ> вася: попал попал\nв этой игре нет игрока «вася» (игроки — Петя и Коля)\n');
    expect(r.stdout).not.toContain('не слово ответов');
    expect(r.stdout).toContain('записан выстрел 1: Петя: А1 -> мимо');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toContain('- blue: А1 -> мимо\n');
  });

  it('in English names the players; in Polish, a game without players names the sides by the game\'s names', async () => {
    await run(['new', 'classic-salvo', '--players', 'Ann,Ben', '-o', 'e.yaml']);
    const en = await run(['play', 'e.yaml', '--no-charts'], ['A1 B1 C1 D1 E1', 'Zed: no hits', 'quit'].join('\n'));
    expect(en.stdout).toContain('result> Zed: no hits\nno player of this game is called "Zed" (the players are Ann and Ben)\n"Zed: no hits" is not taken: type the announcement again, or undo\n');
    await run(['new', 'statki', '-o', 's.yaml']);
    const pl = await run(['play', 's.yaml', '--no-charts'], ['A1', 'Zenek: pudło', 'quit'].join('\n'));
    expect(pl.stdout).toContain('wynik> Zenek: pudło\n„Zenek” to nie strona tej gry (strony to „Gracz 1” i „Gracz 2”; ');
    expect(pl.stdout).toContain('nie przyjęto wyniku „Zenek: pudło”: wpisz go jeszcze raz albo „cofnij”\n');
  });
});

describe('a refused line of several cells is given back as typed', () => {
  it('out of turn, and after "no" to cells read in the other layout', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['Вася: а1 а2 а3', 'f1 б2 в3', 'нет', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('залп «а1 а2 а3» не принят (сейчас стреляет Петя, сторона «Синие»): наберите его заново\n');
    expect(r.stdout).toContain('да/нет> нет\nзалп «f1 б2 в3» не принят: наберите его заново\n');
  });
});

describe('the prompt for a result left without', () => {
  it('names the word that leaves it so in Russian and Polish, and that word does', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Коля', '-o', 'g.yaml']);
    await run(['record', 'g.yaml', 'Петя', 'А1']);
    const ru = await run(['play', 'g.yaml', '--no-charts'], ['потом', 'quit'].join('\n'));
    expect(ru.stdout).toContain('наберите его, или «потом» — оставить так, или «отмена» — убрать выстрел\nответ> потом\n');
    expect(ru.stdout).not.toContain('skip');
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    await run(['record', 's.yaml', 'Ala', 'A1']);
    const pl = await run(['play', 's.yaml', '--no-charts'], ['później', 'quit'].join('\n'));
    expect(pl.stdout).toContain('wpisz go, albo „później” — zostawić tak, albo „cofnij” — usunąć strzał\nwynik> później\nstrzał 1 zostaje bez wyniku');
    expect(pl.stdout).not.toContain('skip');
  });
});
