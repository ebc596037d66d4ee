/**
 * Where `salvo play` tells a Russian or Polish player how to give an announcement left for now, or
 * lists the commands in its help, it names the game's own word for the result command (ответ,
 * wynik, as the result prompt is named), which play takes, beside result: not `наберите result`
 * alone. The word said is the word that works.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-result-word-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('the result command named in the game language', () => {
  it('in Russian: skip says «ответ», and ответ then asks for it', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'm.yaml']);
    await run(['play', 'm.yaml', '--no-charts'], 'А1\nquit\n');
    const r = await run(['play', 'm.yaml', '--no-charts'], ['skip', 'ответ', 'мимо', 'help', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('ответ> skip\nвыстрел 1 оставлен без ответа: наберите «ответ» (или result), чтобы дать его, пока это последний выстрел\n');
    expect(r.stdout).toContain('записан выстрел 1: Петя: А1 -> мимо');
    expect(r.stdout).toContain('turn (чей ход и почему), ответ или result (ответ на последний выстрел, если пропущен), help, quit.');
  });

  it('in Polish: skip says „wynik”, and the help lists it', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    await run(['play', 's.yaml', '--no-charts'], 'A1\nquit\n');
    const r = await run(['play', 's.yaml', '--no-charts'], ['skip', 'help', 'wynik', 'pudło', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('wynik> skip\nstrzał 1 zostaje bez wyniku: wpisz „wynik” (albo result), by go podać, dopóki to ostatni strzał\n');
    expect(r.stdout).toContain('turn (czyja kolej i dlaczego), wynik albo result (wynik ostatniego strzału, jeśli pominięty), help, quit.');
    expect(r.stdout).toContain('zapisano strzał 1: Ala: A1 -> pudło');
  });
});
