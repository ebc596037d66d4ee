/**
 * `salvo play`: a shot typed right after the same side's miss, where a hit earns another shot
 * (Statki, Морской бой), is refused as out of turn, as before, and asked about on the spot, as
 * check would find it once written (`miss-fired-again`): was that miss a hit? A hit (or a sinking)
 * typed next corrects the miss in the file and takes the shot typed, as typed (nothing typed is
 * lost); anything else goes on as typed. Before, only the out-of-turn refusal was said (en/ru/pl).
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

/** A new record of `variant` as g.yaml in a folder of its own. */
async function fresh(variant: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-miss-then-again-'));
  expect((await runSalvo(dir, ['new', variant, '-o', 'g.yaml'])).code).toBe(0);
  return dir;
}

describe('play: a shot right after its side’s miss, where a hit earns another shot', () => {
  it('pl (Statki): asked; turn asked between; trafiony corrects the miss and takes the shot typed', async () => {
    const dir = await fresh('statki');
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'blue: A1\npudło\nblue: B1\nturn\ntrafiony\ntrafiony\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('błąd out-of-turn: strzał 2:');
    expect(play.stdout).toContain(
      'strona „Gracz 1” strzela znowu zaraz po strzale 1 (A1), zapisanym jako „pudło”, a tak jest tylko po trafieniu: jeśli było trafienie, wpisz trafiony (albo zatopiony): strzał 1 zostanie poprawiony, a blue: B1 przyjęty; jeśli nie, wpisz nie\nstrzał 2: strona „Gracz 2”, jej strzał nr 1\n',
    );
    expect(play.stdout).toContain('pola> trafiony\nzapisano strzał 1: Gracz 1: A1 -> trafiony\nstrzał 2: strona „Gracz 1”, jej strzał nr 2 — jeszcze raz, po trafieniu\npola> blue: B1\nwynik> trafiony\nzapisano strzał 2: Gracz 1: B1 -> trafiony\n');
    const text = await readFile(join(dir, 'g.yaml'), 'utf8');
    expect(text).toMatch(/\n {2}- blue: A1 -> trafiony\n {2}- blue: B1 -> trafiony\n$/u);
    const check = await runSalvo(dir, ['check', 'g.yaml']);
    expect(check.code, check.stdout).toBe(0);
  });

  it('en (Морской бой, the miss the last of a turn line): попал corrects it; the shot typed with its result taken', async () => {
    const dir = await fresh('morskoy-boy');
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], 'А1 А2 -> попал, мимо\nblue: Б1 -> мимо\nпопал\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('blue fires again right after shot 2 (А2), saved as "мимо", as a side does only after a hit: if it was a hit, type попал (or убит): shot 2 is corrected and blue: Б1 -> мимо taken;');
    expect(play.stdout).toContain('saved shot 2: blue: А2 -> попал\nshot 3: blue, its shot 3 — again, after a hit\ncells> blue: Б1 -> мимо\n');
    expect(play.stdout).toContain('saved shot 3: blue: Б1 -> мимо\n');
    const check = await runSalvo(dir, ['check', 'g.yaml']);
    expect(check.code, check.stdout).toBe(0);
  });

  it('ru: the shot of the side whose turn it is typed instead: the question forgotten, the miss kept', async () => {
    const dir = await fresh('morskoy-boy');
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'А1 -> мимо\nblue: Б1\nК10\nмимо\nпопал\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('сторона «Первый игрок» стреляет снова сразу после выстрела 1 (А1), записанного как «мимо», а так бывает только после попадания: если было попадание, наберите попал (или убит):');
    expect(play.stdout).toContain('записан выстрел 2: Второй игрок: К10 -> мимо\n');
    const text = await readFile(join(dir, 'g.yaml'), 'utf8');
    expect(text).toContain('  - blue: А1 -> мимо\n');
    expect(text).not.toContain('А1 -> попал');
  });
});
