/**
 * `salvo play`: once a hit (or a sinking) typed at the "fires again after a miss" question corrects
 * the miss, the shot given back is taken under its prompt's status line, as at every other prompt
 * (whose shot it is, "again, after a hit"), en/pl. Before, Statki's `zatopiony` correcting shot 3
 * left the next prompt bare (`pola> blue: C5` straight after "zapisano strzał 3").
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const INPUT = 'blue: A1\npudło\nred: J10\npudło\nblue: A3\npudło\nblue: C5\nzatopiony\npudło\nquit\n';

describe('play says the status line after a miss corrected to a hit', () => {
  it('pl (Statki): zatopiony corrects shot 3; the shot typed is taken under its status line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-miss-corrected-'));
    expect((await runSalvo(dir, ['new', 'statki', '-o', 'g.yaml'])).code).toBe(0);
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], INPUT);
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('pola> zatopiony\nzapisano strzał 3: Gracz 1: A3 -> zatopiony\nstrzał 4: strona „Gracz 1”, jej strzał nr 3 — jeszcze raz, po trafieniu\npola> blue: C5\nwynik> pudło\n');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toMatch(/- blue: A3 -> zatopiony\n {2}- blue: C5 -> pudło\n$/u);
  });

  it('en (Statki): the same, in English', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-miss-corrected-'));
    expect((await runSalvo(dir, ['new', 'statki', '-o', 'g.yaml'])).code).toBe(0);
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], INPUT);
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toMatch(/cells> zatopiony\nsaved shot 3: blue: A3 -> zatopiony\nshot 4: blue, its shot 3[^\n]*\ncells> blue: C5\n/u);
  });
});
