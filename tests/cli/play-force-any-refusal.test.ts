/**
 * `salvo play` offers `force` wherever `record --force` would take what play refuses at the result
 * prompt, not only where the fleet written under fleets: gives another result: a result no legal
 * fleet gives (`announcements-impossible`, as after a ship announced sunk beside it), a turn of
 * results so, and two results of a turn typed the other way round (`results-swapped`). The refusal
 * says what `force` writes; `force` then writes the lines record --force writes (marked
 * `forced: true`), and says so (en/ru/pl). Before, `force` there said "nothing to force".
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** A new record of `variant` as a.yaml and b.yaml of a folder of its own. */
async function fresh(variant: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-force-any-'));
  expect((await runSalvo(dir, ['new', variant, '-o', 'a.yaml'])).code).toBe(0);
  await writeFile(join(dir, 'b.yaml'), await readFile(join(dir, 'a.yaml'), 'utf8'));
  return dir;
}

describe('play offers force where record --force takes the result', () => {
  it('pl: a hit beside a ship announced sunk (no legal fleet gives it): offered, then wymuś writes what record --force writes', async () => {
    const dir = await fresh('statki');
    expect((await runSalvo(dir, ['record', 'a.yaml', 'blue', 'A1', '-r', 'zatopiony'])).code).toBe(0);
    expect((await runSalvo(dir, ['record', 'a.yaml', 'blue', 'A2', '-r', 'trafiony'])).code).toBe(1);
    expect((await runSalvo(dir, ['record', 'a.yaml', 'blue', 'A2', '-r', 'trafiony', '--force'])).code).toBe(0);
    expect((await runSalvo(dir, ['record', 'a.yaml', 'blue', 'A3', '-r', 'pudło'])).code).toBe(0);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts'], 'blue: A1\nzatopiony\nblue: A2\ntrafiony\nwymuś\nA3\npudło\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('błąd announcements-impossible: strzał 2:');
    expect(play.stdout).toContain(
      '\njeśli strona „Gracz 2” obstaje przy swoim wyniku, wpisz „wymuś”: zostanie zapisany tak, jak go podano, z oznaczeniem forced, jak przy record --force; check będzie go zgłaszać, dopóki się go nie poprawi\nwynik> ',
    );
    expect(play.stdout).toContain('zapisano strzał 2 (z wymuszeniem): Gracz 1: A2 -> trafiony\nwynik zapisano tak, jak go podano, z oznaczeniem forced: true w b.yaml; check będzie go zgłaszać, dopóki się go tam nie poprawi\n');
    expect(play.stdout).not.toContain('nie ma czego wymusić');
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(await readFile(join(dir, 'a.yaml'), 'utf8'));
  });

  it('en: a turn typed at once that no legal fleet gives: offered for the results, force writes the turn as record --force does', async () => {
    const dir = await fresh('morskoy-boy');
    expect((await runSalvo(dir, ['record', 'a.yaml', 'blue', 'А1', 'А2', 'А3', '-r', 'убит, попал, мимо', '--force'])).code).toBe(0);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts', '--lang', 'en'], 'А1 А2 А3 -> убит, попал, мимо\nforce\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('"убит, попал, мимо" is not taken: type the results again, or undo\nif red stands by them, type force to save them as announced, marked forced, as record --force does; check goes on reporting them until they are mended\n');
    expect(play.stdout).toContain('saved shot 3 (forced): blue: А3 -> мимо\nthe results are saved as announced, marked forced: true in b.yaml; check reports them until they are mended there\n');
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(await readFile(join(dir, 'a.yaml'), 'utf8'));
  });

  it('ru: two results of a turn typed the other way round (results-swapped): offered, and принудительно writes them as typed, as record --force does', async () => {
    const lines = (await readFile(join(root, 'examples', 'morskoy-boy.yaml'), 'utf8')).split('\n');
    const at = lines.indexOf('  - первый: Б4 Б5 -> попал, мимо');
    expect(at).toBeGreaterThan(0);
    const text = lines.slice(0, at).join('\n') + '\n';
    const dir = await mkdtemp(join(tmpdir(), 'salvo-play-force-any-'));
    await writeFile(join(dir, 'a.yaml'), text);
    await writeFile(join(dir, 'b.yaml'), text);
    expect((await runSalvo(dir, ['record', 'a.yaml', 'первый', 'Б4', 'Б5', '-r', 'мимо, попал', '--force'])).code).toBe(0);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts'], 'Б4 Б5 -> мимо, попал\nпринудительно\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('results-swapped: выстрел 15:');
    expect(play.stdout).toContain('\nесли сторона «второй» стоит на своих ответах, наберите «принудительно»: они будут записаны так, как сказаны, с пометкой forced, как при record --force; check будет сообщать о них, пока их не исправят\n');
    expect(play.stdout).toContain('ответы записаны так, как сказаны, с пометкой forced: true в b.yaml; check будет сообщать о них, пока их там не исправят\n');
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(await readFile(join(dir, 'a.yaml'), 'utf8'));
  });
});
