/**
 * Where `salvo play` tells a Russian or Polish player how to give an announcement left for now, or
 * lists the commands in its help, it names the game's own word for the result command (ответ,
 * wynik, as the result prompt is named), which play takes, beside result: not `наберите result`
 * alone. The word said is the word that works. So for every command its help lists: the game's
 * word beside the English (отмена или undo, карты или show, «чей ход?» или turn, справка или help,
 * выход или quit; cofnij albo undo, …), as the English help names the words an English player
 * types; before, only ответ and wynik were named, the rest in English alone.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
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
    expect(r.stdout).toContain('«чей ход?» или turn (чей ход и какой по счёту выстрел), ответ или result (ответ на последний выстрел, если пропущен), справка или help, выход или quit (можно коротко: q).');
  });

  it('in Polish: skip says „wynik”, and the help lists it', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    await run(['play', 's.yaml', '--no-charts'], 'A1\nquit\n');
    const r = await run(['play', 's.yaml', '--no-charts'], ['skip', 'help', 'wynik', 'pudło', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('wynik> skip\nstrzał 1 zostaje bez wyniku: wpisz „wynik” (albo result), by go podać, dopóki to ostatni strzał\n');
    expect(r.stdout).toContain('„czyja kolej?” albo turn (czyja kolej i który strzał), wynik albo result (wynik ostatniego strzału, jeśli pominięty), pomoc albo help, koniec albo quit (można krótko: w albo q).');
    expect(r.stdout).toContain('zapisano strzał 1: Ala: A1 -> pudło');
  });

  it('every word the help names for a command is one play takes, in Russian and Polish', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'w.yaml']);
    const ru = await run(['play', 'w.yaml'], ['справка', 'карты', 'чей ход?', 'А1', 'мимо', 'отмена', 'выход'].join('\n'));
    expect(ru.code, ru.stderr).toBe(0);
    const help = /^Команды: (.*)$/mu.exec(ru.stdout)?.[1];
    expect(help).toContain('отмена или undo');
    expect(help).toContain('карты или show');
    expect(help).toContain('«чей ход?» или turn');
    expect(help).toContain('справка или help');
    expect(help).toContain('выход или quit');
    expect(ru.stdout).toContain('клетки> карты\n');
    expect(ru.stdout).toContain('Игральная карта');
    expect(ru.stdout).toMatch(/клетки> чей ход\?\nсейчас: /u);
    expect(ru.stdout).toMatch(/клетки> отмена\n[^\n]*выстрел 1/u);
    expect(await readFile(join(dir, 'w.yaml'), 'utf8')).not.toContain('А1');
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 'w-pl.yaml']);
    const pl = await run(['play', 'w-pl.yaml'], ['pomoc', 'plansze', 'czyja kolej?', 'cofnij', 'koniec'].join('\n'));
    expect(pl.code, pl.stderr).toBe(0);
    const pomoc = /^Polecenia: (.*)$/mu.exec(pl.stdout)?.[1];
    for (const named of ['cofnij albo undo', 'plansze albo show', '„czyja kolej?” albo turn', 'pomoc albo help', 'koniec albo quit']) expect(pomoc).toContain(named);
    expect(pl.stdout).toMatch(/pola> czyja kolej\?\nteraz: /u);
    expect(pl.stdout).toMatch(/pola> koniec\n/u);
  });
});
