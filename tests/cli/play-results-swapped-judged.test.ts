/**
 * play judges a record whose last turn line has two results written the other way round
 * (`- первый: Б4 Б5 -> мимо, попал` where the fleet revealed gives попал, мимо: check's
 * results-swapped) as check reads it, the results swapped back: the turn passed with the miss at
 * Б5, so второй fires next, as check's summary says, with no "or первый, if the last result was
 * copied wrong" (read as written, the hit at Б5 left the turn open); первый's cells are refused as
 * out of turn.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** Морской бой's example up to its 16th shot, the turn line `Б4 Б5` written `мимо, попал`, as g.yaml. */
async function endingOnSwap(): Promise<string> {
  const lines = (await readFile(join(root, 'examples', 'morskoy-boy.yaml'), 'utf8')).split('\n');
  const at = lines.indexOf('  - первый: Б4 Б5 -> попал, мимо');
  expect(at).toBeGreaterThan(0);
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-swapped-judged-'));
  await writeFile(join(dir, 'g.yaml'), [...lines.slice(0, at), '  - первый: Б4 Б5 -> мимо, попал', ''].join('\n'));
  return dir;
}

describe('play judges two results written the other way round as check reads them', () => {
  it('whose turn it is: второй, as check says, with no other side offered', async () => {
    const dir = await endingOnSwap();
    const check = await runSalvo(dir, ['check', 'g.yaml']);
    expect(check.stdout).toContain('results-swapped: выстрел 15');
    expect(check.stdout).toMatch(/стреляет сторона «второй»\n$/u);
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'quit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('выстрел 17: сторона «второй» (Дима), её выстрел № 6\n');
    expect(play.stdout).not.toContain('если последний ответ записан неверно');
  });

  it('первый firing again is refused as out of turn; второй\'s shot is taken', async () => {
    const dir = await endingOnSwap();
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['первый: А7', 'второй: А7', 'мимо', 'quit'].join('\n'));
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('ошибка out-of-turn: выстрел 17');
    expect(play.stdout).toContain('записан выстрел 17: второй: А7 -> мимо');
    expect(play.stdout).not.toContain('записан выстрел 17: первый');
  });
});
