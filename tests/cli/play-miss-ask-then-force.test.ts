/**
 * `salvo play`: cells refused as out of turn right after the same side's miss, where a hit earns
 * another shot, bring two questions: was that miss a hit (play-miss-then-again), and, if not,
 * force the cells as fired? One thing at a time: the question first, alone; no keeps the miss
 * and only then offers force; force (or yes) typed before the answer puts the question again,
 * takes nothing; undo takes the question with the miss. Before, the force offer was printed after the question and both were taken at
 * the one prompt (en/ru/pl).
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function fresh(variant: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-miss-ask-force-'));
  expect((await runSalvo(dir, ['new', variant, '-o', 'g.yaml'])).code).toBe(0);
  return dir;
}

describe('play asks whether the miss was a hit first, and offers force only once it was not', () => {
  it('en (Statki): question alone; force before the answer asks again; no, then force takes the shot', async () => {
    const dir = await fresh('statki');
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], 'blue: A1\npudło\nblue: B1\nforce\nno\nforce\npudło\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain(
      'if it was a hit, type trafiony (or zatopiony): shot 1 is corrected and blue: B1 taken; if not, type no\nshot 2: red, its shot 1\ncells> force\n' +
        'first: was shot 1 a hit? type trafiony (or zatopiony) if it was, no if not\nshot 2: red, its shot 1\ncells> no\n' +
        'shot 1 stays saved as "pudło"\nif the shot was fired so, type force to take it as fired, marked forced, as record --force does; check goes on reporting it until it is mended\n' +
        'shot 2: red, its shot 1\ncells> force\nresult> pudło\nsaved shot 2 (forced): blue: B1 -> pudło\n',
    );
    expect(play.stdout).not.toContain('nothing to force');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toMatch(/\n {2}- blue: A1 -> pudło\n {2}- blue: B1 -> pudło\n {4}forced: true\n$/u);
  });

  it('ru (Морской бой): да asks again; нет keeps the miss and offers force; the other side’s shot forgets the offer', async () => {
    const dir = await fresh('morskoy-boy');
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'А1 -> мимо\nblue: Б1\nда\nнет\nК10\nмимо\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('если было попадание, наберите попал (или убит): выстрел 1 будет исправлен, а blue: Б1 принят; если нет, наберите нет\n');
    expect(play.stdout).not.toMatch(/если нет, наберите нет\nесли выстрел и правда/u);
    expect(play.stdout).toContain('клетки> да\nсначала ответьте: был ли выстрел 1 попаданием? если да, наберите попал (или убит), если нет — нет\n');
    expect(play.stdout).toContain(
      'клетки> нет\nвыстрел 1 остаётся записанным как «мимо»\nесли выстрел и правда был сделан так, наберите «принудительно»: он будет принят как есть, с пометкой forced, как при record --force; check будет сообщать о нём, пока его не исправят\n',
    );
    expect(play.stdout).toContain('записан выстрел 2: Второй игрок: К10 -> мимо\n');
    const text = await readFile(join(dir, 'g.yaml'), 'utf8');
    expect(text).toContain('  - blue: А1 -> мимо\n');
    expect(text).not.toContain('forced');
  });

  it('en: undo while the question waits takes the question with the miss: a hit typed next is said to be no cells, not swallowed', async () => {
    const dir = await fresh('statki');
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], 'blue: A1\npudło\nblue: B1\nundo\ntrafiony\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('cells> undo\nremoved shot 1: blue: A1 -> pudło\nshot 1: blue, its shot 1\ncells> trafiony\n"trafiony" is an announcement, not cells:');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toMatch(/salvos: \[\]\n$/u);
  });

  it('pl (Statki): the question alone; trafiony after it still corrects the miss and takes the shot', async () => {
    const dir = await fresh('statki');
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'blue: A1\npudło\nblue: B1\nwymuś\ntrafiony\ntrafiony\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('jeśli nie, wpisz nie\nstrzał 2: strona „Gracz 2”, jej strzał nr 1\npola> wymuś\n');
    expect(play.stdout).toContain('najpierw odpowiedz: czy strzał 1 był trafieniem? jeśli tak, wpisz trafiony (albo zatopiony), jeśli nie — nie\n');
    expect(play.stdout).not.toContain('jeśli strzał naprawdę tak oddano');
    expect(play.stdout).toContain('pola> trafiony\nzapisano strzał 1: Gracz 1: A1 -> trafiony\nstrzał 2: strona „Gracz 1”, jej strzał nr 2 — jeszcze raz, po trafieniu\npola> blue: B1\nwynik> trafiony\nzapisano strzał 2: Gracz 1: B1 -> trafiony\n');
  });
});
