/**
 * `salvo play` offers `force` at the cells prompt where `record --force` takes cells the rules
 * refuse: a shot out of turn, a cell fired at again, a salvo of the wrong size. The refusal says
 * what `force` does; `force` then takes the cells typed (nothing typed again), asks their result,
 * and writes the line record --force writes (marked `forced: true`), en/ru/pl; asking whose turn it
 * is, for help or the charts in between keeps the offer (as at the result prompt). Before, play only
 * refused them ("type the salvo again"), and `force` there said "nothing to force".
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

/** A new record of `variant` as a.yaml and b.yaml of a folder of its own. */
async function fresh(variant: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-force-cells-'));
  expect((await runSalvo(dir, ['new', variant, '-o', 'a.yaml'])).code).toBe(0);
  await writeFile(join(dir, 'b.yaml'), await readFile(join(dir, 'a.yaml'), 'utf8'));
  return dir;
}

describe('play offers force for cells record --force takes', () => {
  it('pl: a shot out of turn (nie: the miss before it was one): offered, wymuś takes it, its result asked, written as record --force writes it', async () => {
    const dir = await fresh('statki');
    expect((await runSalvo(dir, ['record', 'a.yaml', 'blue', 'A1', '-r', 'pudło'])).code).toBe(0);
    expect((await runSalvo(dir, ['record', 'a.yaml', 'blue', 'A2', '-r', 'pudło'])).code).toBe(1);
    expect((await runSalvo(dir, ['record', 'a.yaml', 'blue', 'A2', '-r', 'pudło', '--force'])).code).toBe(0);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts'], 'blue: A1\npudło\nblue: A2\nnie\nwymuś\npudło\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('błąd out-of-turn: strzał 2:');
    expect(play.stdout).toContain(
      '\njeśli strzał naprawdę tak oddano, wpisz „wymuś”: zostanie przyjęty tak, jak go oddano, z oznaczeniem forced, jak przy record --force; check będzie go zgłaszać, dopóki się go nie poprawi\n',
    );
    expect(play.stdout).toContain('pola> wymuś\nwynik> pudło\nzapisano strzał 2 (z wymuszeniem): Gracz 1: A2 -> pudło\n');
    expect(play.stdout).not.toContain('nie ma czego wymusić');
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(await readFile(join(dir, 'a.yaml'), 'utf8'));
  });

  it('en: a salvo of the wrong size: offered, force takes it with the result typed with the cells', async () => {
    const dir = await fresh('classic-salvo');
    expect((await runSalvo(dir, ['record', 'a.yaml', 'blue', 'A1', 'B1', 'C1', 'D1', 'E1', '-r', 'miss, miss, miss, miss, miss'])).code).toBe(0);
    expect((await runSalvo(dir, ['record', 'a.yaml', 'red', 'A2', 'B2', '-r', 'miss, hit'])).code).toBe(1);
    expect((await runSalvo(dir, ['record', 'a.yaml', 'red', 'A2', 'B2', '-r', 'miss, hit', '--force'])).code).toBe(0);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts', '--lang', 'en'], 'A1 B1 C1 D1 E1\nmiss, miss, miss, miss, miss\nA2 B2 -> miss, hit\nforce\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('error wrong-salvo-size: salvo 2:');
    expect(play.stdout).toContain(
      '"A2 B2" is not taken: type the salvo again\nif the salvo was fired so, type force to take it as fired, marked forced, as record --force does; check goes on reporting it until it is mended\n',
    );
    expect(play.stdout).toContain('cells> force\nresult> miss, hit\nsaved salvo 2 (forced): red: A2 B2 -> miss, hit\n');
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(await readFile(join(dir, 'a.yaml'), 'utf8'));
  });

  it('ru: a cell fired at again: offered, принудительно takes it; left for later (потом) it is kept marked forced', async () => {
    const dir = await fresh('morskoy-boy');
    expect((await runSalvo(dir, ['record', 'a.yaml', 'blue', 'А1', '-r', 'мимо'])).code).toBe(0);
    expect((await runSalvo(dir, ['record', 'a.yaml', 'red', 'К10', '-r', 'мимо'])).code).toBe(0);
    expect((await runSalvo(dir, ['record', 'a.yaml', 'blue', 'А1'])).code).toBe(1);
    expect((await runSalvo(dir, ['record', 'a.yaml', 'blue', 'А1', '--force'])).code).toBe(0);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts'], 'А1 -> мимо\nК10 -> мимо\nА1\nпринудительно\nпотом\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain(
      '\nесли выстрел и правда был сделан так, наберите «принудительно»: он будет принят как есть, с пометкой forced, как при record --force; check будет сообщать о нём, пока его не исправят\n',
    );
    expect(play.stdout).toContain('клетки> принудительно\n');
    expect(play.stdout).not.toContain('нечего записывать: «принудительно»');
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(await readFile(join(dir, 'a.yaml'), 'utf8'));
  });

  it('force after another shot typed: nothing to force, as before (the refusal is forgotten)', async () => {
    const dir = await fresh('statki');
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts', '--lang', 'en'], 'blue: A1\npudło\nblue: A2\nno\nJ10\npudło\nforce\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('if the shot was fired so, type force');
    expect(play.stdout).toContain('cells> force\nnothing to force');
    expect(play.stdout).not.toContain('(forced)');
  });

  it('force after asking whose turn it is, for help or the charts: the offer still stands, the cells taken (en/ru)', async () => {
    const dir = await fresh('statki');
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts', '--lang', 'en'], 'blue: A1\npudło\nblue: A2\nno\nwhose turn?\nhelp\nshow\nforce\npudło\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('cells> whose turn?\nnow: shot 2: red, its shot 1\n');
    expect(play.stdout).toContain('cells> force\nresult> pudło\nsaved shot 2 (forced): blue: A2 -> pudło\n');
    expect(play.stdout).not.toContain('nothing to force');
    const ru = await fresh('morskoy-boy');
    const played = await runSalvo(ru, ['play', 'b.yaml', '--no-charts'], 'А1 -> мимо\nК10 -> мимо\nА1\nчей ход\nпринудительно\nпотом\nquit\n');
    expect(played.code, played.stderr).toBe(0);
    expect(played.stdout).toContain('клетки> чей ход\nсейчас: выстрел 3: сторона «Первый игрок», её выстрел № 2\n');
    expect(played.stdout).not.toContain('нечего записывать: «принудительно»');
    expect(await readFile(join(ru, 'b.yaml'), 'utf8')).toMatch(/\n {2}- red: К10 -> мимо\n {2}- blue: А1\n {4}forced: true\n$/u);
  });
});
