/**
 * The session ended (Ctrl-D, quit) at play's question whether a cell typed in the keyboard's
 * other layout was meant (`f1` for А1): nothing of it is recorded, and the player leaving is told
 * so, with what was typed, in the game's language; before, only "nothing recorded" or "saved", as
 * if the shot were in the file.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-guess-unanswered-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('the session ended at the question of a cell typed in the other layout', () => {
  it('says the cell typed is not recorded, in Russian, at the end of input', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Коля,Оля', '-o', 'm.yaml']);
    const before = await readFile(join(dir, 'm.yaml'), 'utf8');
    const r = await run(['play', 'm.yaml', '--no-charts'], 'f1\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('может быть, А1?');
    expect(r.stdout).toContain('«f1» не записано (вопрос остался без ответа): в следующий раз наберите выстрел заново\n');
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toBe(before);
  });

  it('in Polish and in English, quit typed there', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const pl = await run(['play', 's.yaml', '--no-charts'], ['ф1', 'quit'].join('\n'));
    expect(pl.stdout).toContain('„ф1” nie zapisano (pytanie zostało bez odpowiedzi): następnym razem wpisz strzał jeszcze raz\n');
    await run(['new', 'jutland', '--players', 'Sam,Ann', '-o', 'j.yaml']);
    const en = await run(['play', 'j.yaml', '--no-charts'], ['ф1 B2 C3 D4 E5 F6', 'quit'].join('\n'));
    expect(en.stdout).toContain('"ф1 B2 C3 D4 E5 F6" is not recorded (the question was not answered): type the salvo again next time\n');
  });
});
