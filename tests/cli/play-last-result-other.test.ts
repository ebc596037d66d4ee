/**
 * `salvo play`: a result typed at the cells prompt other than the one just saved (the player
 * changing their mind: `zatopiony` saved, `trafiony` typed next) is said to be no cells, as
 * before, and then how to change the last salvo's result: undo, then its cells again with the
 * result. The same result as saved, or none saved, adds nothing (en/ru/pl). Before, only "is an
 * announcement, not cells" was said.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function fresh(variant: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-last-result-'));
  expect((await runSalvo(dir, ['new', variant, '-o', join(dir, 'g.yaml')])).code).toBe(0);
  return dir;
}

describe('play: another result than the last typed at the cells prompt says how to change it', () => {
  it('en and pl (Statki): zatopiony saved, trafiony typed: undo, then J10 again; zatopiony again adds nothing', async () => {
    const dir = await fresh('statki');
    const en = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], 'J10\nzatopiony\nzatopiony\ntrafiony\nundo\nJ10\ntrafiony\nquit\n');
    expect(en.code, en.stderr).toBe(0);
    expect(en.stdout).toContain('cells> zatopiony\n"zatopiony" is an announcement, not cells: type the cells fired first (e.g. A1), then the announcement at the result prompt\nshot 2:');
    expect(en.stdout).toContain(
      'cells> trafiony\n"trafiony" is an announcement, not cells: type the cells fired first (e.g. A1), then the announcement at the result prompt\nif it is the result of shot 1 (J10), saved as "zatopiony": type undo, then J10 again and trafiony\n',
    );
    expect(en.stdout).toContain('saved shot 1: blue: J10 -> trafiony\n');
    const pl = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'pudło\nquit\n');
    expect(pl.stdout).toContain('\njeśli to wynik strzału 1 (J10), zapisanego jako „trafiony”: wpisz „cofnij”, potem znowu J10 i wynik „pudło”\n');
  });

  it('ru (Морской бой) and a salvo game (Jutland): said in the words of each', async () => {
    const dir = await fresh('morskoy-boy');
    const ru = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'К10\nубит\nпопал\nquit\n');
    expect(ru.stdout).toContain('\nесли это ответ на выстрел 1 (К10), записанный как «убит»: наберите «отмена», затем снова К10 и ответ «попал»\n');
    const j = await fresh('jutland');
    const en = await runSalvo(j, ['play', 'g.yaml', '--no-charts'], 'A1 A2 A3 A4 A5 A6\nno hits\nbattleship 1\nquit\n');
    expect(en.stdout).toContain('\nif it is the result of salvo 1 (A1 A2 A3 A4 A5 A6), saved as "no hits": type undo, then A1 A2 A3 A4 A5 A6 again and battleship 1\n');
  });
});
