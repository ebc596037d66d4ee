/**
 * `salvo play` asks for the result of every salvo left without one, not only the last's: an
 * earlier salvo (a record edited by hand, kept by `salvo record` without --result, a game
 * resumed) is asked for first, earliest first, by its number, saying that `later` (`потом`,
 * `później`) leaves it so without losing anything. The result given goes on the salvo's own line,
 * the rest of the file kept byte for byte; one after which a later salvo no longer stands is refused.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-earlier-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

/** A record of `variant` whose salvos are the given lines (as a hand edit leaves them). */
async function record(file: string, head: string, salvos: readonly string[]): Promise<string> {
  const text = `${head}salvos:\n${salvos.map((l) => `  - ${l}\n`).join('')}`;
  await writeFile(join(dir, file), text);
  return text;
}

describe('an earlier salvo without its result', () => {
  it('is asked for first, earliest first, by its number; "later" leaves it so', async () => {
    const before = await record('g.yaml', '# our game\nvariant: classic-salvo\nsides:\n  blue: Ann\n  red: Ben\n', [
      'blue: A1 B2 C3 D4 E5   # first salvo',
      'red: A1 B2 C3 D4 E5 -> miss, miss, miss, miss, miss',
      'blue: A2 B3 C4 D5 E6',
      'red: A2 B3 C4 D5 E6 -> miss, miss, miss, miss, miss',
    ]);
    const r = await run(['play', 'g.yaml', '--no-charts'], ['later', 'miss, miss, miss, miss, miss', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    const asked = lines.filter((l) => / has no announcement yet, and salvos were fired after it; /u.test(l));
    expect(asked.map((l) => l.split(' (')[0])).toEqual(['salvo 1', 'salvo 3']);
    expect(asked[0]).toBe(
      'salvo 1 (blue: A1 B2 C3 D4 E5) has no announcement yet, and salvos were fired after it; type it, or "later" to leave it so for now (nothing is lost: the salvo stays in the file as it is)',
    );
    expect(r.stdout).toContain('salvo 1 left without its announcement for now: type "result" to give it\n');
    expect(r.stdout).toContain('saved salvo 3: blue: A2 B3 C4 D5 E6 -> miss, miss, miss, miss, miss\n');
    // Then the game goes on: the next salvo's prompt.
    expect(r.stdout).toContain('salvo 5: blue (Ann), its salvo 3');
    // Only salvo 3's line changed; salvo 1, its comment and the rest as they were.
    const after = await readFile(join(dir, 'g.yaml'), 'utf8');
    expect(after).toBe(before.replace('  - blue: A2 B3 C4 D5 E6\n', '  - blue: A2 B3 C4 D5 E6 -> miss, miss, miss, miss, miss\n'));
  });

  it('asks in Russian, takes "потом", and "result" asks again', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'm.yaml']);
    await run(['record', 'm.yaml', 'blue', 'А1']);
    await run(['record', 'm.yaml', 'red', 'Б1', '-r', 'мимо']);
    const r = await run(['play', 'm.yaml', '--no-charts'], ['потом', 'result', 'мимо', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      'у выстрела 1 (Петя: А1) ещё нет ответа, а после него стреляли ещё; наберите его или «потом» — оставить пока так (ничего не потеряется: выстрел останется в файле как есть)\nответ> потом\nвыстрел 1 пока оставлен без ответа: наберите «ответ» (или result), чтобы дать его\n',
    );
    expect(r.stdout).toContain('ответ> мимо\nзаписан выстрел 1: Петя: А1 -> мимо\n');
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toContain('  - blue: А1 -> мимо\n  - red: Б1 -> мимо\n');
  });

  it('refuses a result after which a later salvo no longer stands, and keeps the file but for a note of what was typed', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'm.yaml']);
    await run(['record', 'm.yaml', 'blue', 'А1']);
    await run(['record', 'm.yaml', 'red', 'Б1', '-r', 'мимо']);
    const before = await readFile(join(dir, 'm.yaml'), 'utf8');
    // A hit would have given Петя another shot: Вася's Б1 was not his turn.
    const r = await run(['play', 'm.yaml', '--no-charts'], ['попал', 'quit'].join('\n'));
    // The referee's line in Russian, as `salvo check` says it.
    expect(r.stdout).toContain('ответ> попал\nошибка out-of-turn: выстрел 2: выстрел 1 стороны «Второй игрок» сделан не в свою очередь: был ход стороны «Первый игрок» [правило: очерёдность ходов; ожидалось: «Первый игрок»; записано: «Второй игрок»]\n');
    expect(r.stdout).toContain('не принято: наберите ответ заново или «отмена»');
    // Nothing saved of it but what was typed, in the salvo's note (play-earlier-typed.test.ts).
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toBe(before.replace('  - blue: А1\n', '  - blue: А1\n    note: "ответ не записан (игра прервана); набранный ответ: попал"\n'));
  });

  it('asks in Polish and takes "później"', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    await run(['record', 's.yaml', 'blue', 'A1']);
    await run(['record', 's.yaml', 'red', 'B1', '-r', 'pudło']);
    const r = await run(['play', 's.yaml', '--no-charts'], ['później', 'quit'].join('\n'));
    expect(r.stdout).toContain('strzał 1 (Ala: A1) nie ma jeszcze wyniku, a po nim strzelano dalej; wpisz go albo „później” — zostawić na razie tak (nic nie przepadnie: strzał zostaje w pliku bez zmian)\nwynik> później\nstrzał 1 zostaje na razie bez wyniku: wpisz „wynik” (albo result), by go podać\n');
  });
});
