/**
 * `salvo play`: at the cells prompt's force offer (cells refused by the rules, e.g. out of turn), a
 * no (`нет`, `nie`, `no`, `n`) declines it: nothing saved, the salvo to type again; a yes (`да`,
 * `tak`, `y`) takes it as force does, en/ru/pl. Before, both were read as cells ("«нет» — не
 * клетка этого поля").
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function fresh(variant: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-force-yes-no-'));
  expect((await runSalvo(dir, ['new', variant, '-o', 'g.yaml'])).code).toBe(0);
  return dir;
}

describe('play reads yes and no at the force offer for cells', () => {
  it('ru (Морской бой): нет declines, да takes the shot out of turn, marked forced', async () => {
    const dir = await fresh('morskoy-boy');
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'red: К10\nнет\nred: К10\nда\nмимо\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).not.toContain('cell-unreadable');
    expect(play.stdout).toContain('клетки> нет\nничего не записано: наберите выстрел заново\nвыстрел 1: сторона «Первый игрок», её выстрел № 1\nклетки> red: К10\n');
    expect(play.stdout).toContain('клетки> да\nответ> мимо\nзаписан выстрел 1 (принудительно): Второй игрок: К10 -> мимо\n');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toMatch(/\n {2}- red: К10 -> мимо\n {4}forced: true\n$/u);
  });

  it('pl (Statki): nie declines, tak takes it', async () => {
    const dir = await fresh('statki');
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'red: J10\nnie\nred: J10\ntak\npudło\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).not.toContain('cell-unreadable');
    expect(play.stdout).toContain('pola> nie\nnic nie zapisano: wpisz strzał jeszcze raz\n');
    expect(play.stdout).toContain('pola> tak\nwynik> pudło\nzapisano strzał 1 (z wymuszeniem): Gracz 2: J10 -> pudło\n');
  });

  it('en (Salvo): n declines (the cells typed next are judged as typed), y takes them', async () => {
    const dir = await fresh('classic-salvo');
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], 'A1 B1\nno\nA1 B1\nn\nA1 B1\ny\nmiss, miss\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).not.toContain('cell-unreadable');
    expect(play.stdout.match(/cells> no?\nnothing saved: type the salvo again\n/gu)).toHaveLength(2);
    expect(play.stdout).toContain('cells> y\nresult> miss, miss\nsaved salvo 1 (forced): blue: A1 B1 -> miss, miss\n');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toContain('forced: true');
  });
});
