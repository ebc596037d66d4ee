/**
 * `salvo play` reads a miss its side fired again after as check reads it (`miss-fired-again`):
 * said as a warning, and the game judged with the shot read as the hit it was, so that a game
 * check says is over is over at play's prompt too, not waiting for another shot.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

describe('play on a miss written for a shot its side fired again after', () => {
  it('says it, and is over as check reads the game: ala having sunk the whole fleet', async () => {
    const text = await readFile(join(root, 'examples', 'statki.yaml'), 'utf8');
    expect(text).toContain('  - ala: F8 -> trafiony\n');
    const out = text.replace('  - ala: F8 -> trafiony\n', '  - ala: F8 -> pudło\n').replace(/^fleets:\n(?: {2}.*\n)*/mu, '');
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-miss-fired-again-'));
    await writeFile(join(dir, 'g.yaml'), out);
    const check = await runSalvo(dir, ['check', 'g.yaml']);
    expect(check.stdout).toContain('miss-fired-again');
    expect(check.stdout).toContain('wygrywa strona „ala”, flota przeciwnika zatopiona');
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'quit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stderr).toContain('g.yaml:19:16: ostrzeżenie miss-fired-again: strzał 8:');
    expect(play.stdout).toContain('koniec gry: wygrywa strona „ala”, flota przeciwnika zatopiona');
    // Not asking for a 78th shot, as it did with the miss read as written.
    expect(play.stdout).not.toContain('strzał 78');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(out);
  });
});
