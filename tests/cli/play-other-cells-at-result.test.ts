/**
 * `salvo play`: other cells with their result typed at the result prompt (`B1 miss` where A1 is
 * asked about: the player changed their mind about the cell) are said to be cells, with the way to
 * take A1 back, as cells alone typed there are: before, the cell was read as a word of the
 * announcement (`"B1" is not a word of this game's announcements (did you mean bb?)`) (en/pl).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function fresh(variant: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-other-cells-'));
  expect((await runSalvo(dir, ['new', variant, '-o', 'g.yaml'])).code).toBe(0);
  return dir;
}

describe('play: other cells and a result typed at the result prompt', () => {
  it('en (1967): said as a cell, with undo; the same cells with their result still taken', async () => {
    const dir = await fresh('classic-1967');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'A1\nB1 miss\nA1 miss\nquit\n');
    expect(r.stdout).toContain('result> B1 miss\n"B1" is a cell, not an announcement: type what was announced for A1 (');
    expect(r.stdout).toContain('or undo to take back A1\nresult> A1 miss\nsaved shot 1: blue: A1 -> miss\n');
    expect(r.stdout).not.toContain('did you mean bb');
  });

  it('pl (Statki)', async () => {
    const dir = await fresh('statki');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'A1\nB1 pudło\nundo\nquit\n');
    expect(r.stdout).toContain('wynik> B1 pudło\n„B1” to pole, nie wynik: wpisz, co odpowiedziano na A1 (pudło, trafiony albo zatopiony), albo „cofnij”, by cofnąć A1\n');
  });
});
