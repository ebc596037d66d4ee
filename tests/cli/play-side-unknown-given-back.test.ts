/**
 * `salvo play`: cells typed after a name of no side of the game (`второй: д5 е6 ж7` where the sides
 * are «Синие» and «Красные») are refused, as before, and now given back with the name, to mend and
 * copy, as a salvo refused for its size is: before, the cells typed were lost (en/ru/pl).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function fresh(variant: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-side-unknown-'));
  expect((await runSalvo(dir, ['new', variant, '-o', 'g.yaml'])).code).toBe(0);
  return dir;
}

describe('play: cells after a name of no side, given back', () => {
  it('ru (Перельман)', async () => {
    const dir = await fresh('perelman');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'второй: д5 е6 ж7\nquit\n');
    expect(r.stdout).toContain('«второй» — не сторона этой игры (стороны — «Синие» и «Красные»)\nзалп «второй: д5 е6 ж7» не принят: наберите его заново\n');
  });

  it('en and pl (Statki)', async () => {
    const dir = await fresh('statki');
    const en = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], 'green: A1\nquit\n');
    expect(en.stdout).toContain('"green: A1" is not taken: type the shot again\n');
    const pl = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'zieloni: A1\nquit\n');
    expect(pl.stdout).toContain('nie przyjęto strzału „zieloni: A1”: wpisz go jeszcze raz\n');
  });
});
