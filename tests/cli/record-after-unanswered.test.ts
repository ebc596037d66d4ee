/**
 * `salvo record` without --result says that `salvo play` asks for the result first. Once another
 * salvo is recorded after it, `record` says which salvo is left without its result and the two ways
 * to give it (play asks for it first, or in the file), in the record's language.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function fresh(variant: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-unanswered-'));
  expect((await runSalvo(dir, ['new', variant, '-o', 'game.yaml'])).code).toBe(0);
  return dir;
}

describe('salvo record after a salvo recorded without its result', () => {
  it('says that salvo is left without it, and that play asks for it first', async () => {
    const dir = await fresh('jutland');
    const first = await runSalvo(dir, ['record', 'game.yaml', 'blue', 'A1', 'B2', 'C3', 'D4', 'E5', 'F6']);
    expect(first.stdout).toContain("'salvo play game.yaml' asks for it first");
    const second = await runSalvo(dir, ['record', 'game.yaml', 'red', 'A1', 'B2', 'C3', 'D4', 'E5', 'F6', '-r', 'no hits']);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain("salvo 1 (blue: A1 B2 C3 D4 E5 F6) has no result, and a salvo now follows it: 'salvo play game.yaml' asks for it first, or write it in game.yaml after its cells (- blue: A1 B2 C3 D4 E5 F6 -> …)");
    // What it says is so: play asks for salvo 1's result first; quit leaves it so.
    const played = await runSalvo(dir, ['play', 'game.yaml', '--no-charts'], 'quit\n');
    expect(played.stdout).toContain('salvo 1 (blue: A1 B2 C3 D4 E5 F6) has no announcement yet');
    expect(await readFile(join(dir, 'game.yaml'), 'utf8')).toContain('- blue: A1 B2 C3 D4 E5 F6\n');
    // Said once: a third salvo does not repeat it.
    const third = await runSalvo(dir, ['record', 'game.yaml', 'blue', 'A2', 'B3', 'C4', 'D5', 'E6', 'F7', '-r', 'no hits']);
    expect(third.code).toBe(0);
    expect(third.stdout).not.toContain('has no result');
  });

  it("says it in the record's language", async () => {
    const dir = await fresh('morskoy-boy');
    expect((await runSalvo(dir, ['record', 'game.yaml', 'blue', 'А1'])).code).toBe(0);
    const r = await runSalvo(dir, ['record', 'game.yaml', 'blue', 'А2', '-r', 'мимо']);
    expect(r.code).toBe(0);
    // The side named as the confirmation names it (not by the record's id), the file's line as the file writes it.
    expect(r.stdout).toContain('выстрел 2 записан: Первый игрок: А2 -> мимо;');
    expect(r.stdout).toContain("у выстрела 1 (Первый игрок: А1) нет ответа, а после него записан ещё один: 'salvo play game.yaml' сначала спросит о нём, или впишите ответ в game.yaml после его клеток (- blue: А1 -> …)");
  });

  it('counts shots in English where every salvo is one shot', async () => {
    const dir = await fresh('morskoy-boy');
    expect((await runSalvo(dir, ['record', 'game.yaml', '--lang', 'en', 'blue', 'А1'])).code).toBe(0);
    const r = await runSalvo(dir, ['record', 'game.yaml', '--lang', 'en', 'blue', 'А2', '-r', 'мимо']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('shot 2 recorded: blue: А2 -> мимо;');
    expect(r.stdout).toContain("shot 1 (blue: А1) has no result, and a shot now follows it: 'salvo play game.yaml' asks for it first, or write it in game.yaml after its cells (- blue: А1 -> …)");
  });

  it('names the side by its player, as the confirmation does, in Polish', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-unanswered-'));
    expect((await runSalvo(dir, ['new', 'statki', '--players', 'Ala,Tomek', '-o', 'game.yaml'])).code).toBe(0);
    expect((await runSalvo(dir, ['record', 'game.yaml', 'Ala', 'A1'])).code).toBe(0);
    const r = await runSalvo(dir, ['record', 'game.yaml', 'Tomek', 'B2', '-r', 'pudło']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('zapisano strzał 2: Tomek: B2 -> pudło;');
    expect(r.stdout).toContain("strzał 1 (Ala: A1) nie ma wyniku, a po nim zapisano następny: 'salvo play game.yaml' najpierw o niego zapyta, albo wpisz wynik w game.yaml po polach (- blue: A1 -> …)");
  });
});
