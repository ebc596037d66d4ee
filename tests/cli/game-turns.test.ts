/**
 * `salvo record` with a whole turn of a shot-by-shot game (Морской бой, Statki): several cells
 * and one result each are recorded as one-shot salvos on one turn line, each shot judged in turn;
 * a turn with any shot against the rules is refused as a whole and the file is left untouched.
 * `salvo play` takes a turn typed at once, shot by shot or with all the results in one line.
 * Multi-shot variants take several cells as one salvo, as before.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { MORSKOY_HEAD } from '../helpers/records.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-turns-'));
});

const run = (args: string[], input = '') => runSalvo(dir, args, input);

const read = (name: string) => readFile(join(dir, name), 'utf8');

/** The Морской бой example's opening, fleets revealed, with a comment to keep. */
const MORSKOY = `# our game
${MORSKOY_HEAD}  - первый: В7 -> мимо   # first shot
  - второй: В3 -> мимо
`;

const STATKI = `variant: statki
sides: { ala: Ala, tomek: Tomek }
fleets:
  ala: { pancernik: D1-D4, krążownik: [G3-I3, F8-F10], ścigacz: [A2-A3, C9-D9, I10-J10], łódź podwodna: [H1, B5, J5, A9] }
  tomek: { pancernik: B4-E4, krążownik: [B6-B8, D8-F8], ścigacz: [D2-E2, H9-H10, E10-F10], łódź podwodna: [B2, J2, J4, J8] }
salvos: []
`;

describe('salvo record with a turn of single shots', () => {
  it('Russian: records each shot, on one turn line, keeping the rest of the file', async () => {
    await writeFile(join(dir, 'g.yaml'), MORSKOY);
    const r = await run(['record', 'g.yaml', '--lang', 'en', 'первый', 'Е8', 'Д8', 'Г8', 'А4', '--result', 'попал, попал, убит, мимо']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('shots 3–6 recorded: первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо; next: второй, 1 shot\n');
    expect(await read('g.yaml')).toBe(`${MORSKOY}  - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо\n`);
    const check = await run(['check', 'g.yaml', '--lang', 'en']);
    expect(check.code).toBe(0);
    expect(check.stdout).toContain('no breaches in 6 shots');
  });

  it('Polish: a turn ending on a hit leaves the same side to fire', async () => {
    await writeFile(join(dir, 'g.yaml'), STATKI);
    const r = await run(['record', 'g.yaml', '--lang', 'en', 'ala', 'J2', 'B2', 'B4', '--result', 'zatopiony, zatopiony, trafiony']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('shots 1–3 recorded');
    expect(r.stdout).toContain('next: ala, 1 shot');
    expect(await read('g.yaml')).toContain('salvos:\n  - ala: J2 B2 B4 -> zatopiony, zatopiony, trafiony\n');
  });

  it('refuses the whole turn when any shot breaks the rules; the file is untouched', async () => {
    await writeFile(join(dir, 'g.yaml'), MORSKOY);
    // К2 sinks a submarine, Г10 misses: the third shot is out of turn.
    const r = await run(['record', 'g.yaml', '--lang', 'en', 'первый', 'К2', 'Г10', 'Б1', '--result', 'убит, мимо, мимо']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error out-of-turn: shot 5:');
    expect(r.stderr).toContain('shot 3 of 3 on its line');
    expect(r.stderr).toContain('shots 3–5 not recorded');
    expect(await read('g.yaml')).toBe(MORSKOY);
    // A result the fleet contradicts, in the middle of the turn.
    const wrong = await run(['record', 'g.yaml', '--lang', 'en', 'первый', 'К2', 'Г10', '--result', 'убит, попал']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('error announcement-contradicts-fleet: shot 4:');
    expect(await read('g.yaml')).toBe(MORSKOY);
  });

  it('with --force a referee records the turn, every shot marked forced', async () => {
    await writeFile(join(dir, 'g.yaml'), MORSKOY);
    const r = await run(['record', 'g.yaml', '--lang', 'en', 'первый', 'К2', 'Г10', 'Б1', '--result', 'убит, мимо, мимо', '--force']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('shots 3–5 recorded (forced)');
    expect(await read('g.yaml')).toBe(`${MORSKOY}  - первый: К2 Г10 Б1 -> убит, мимо, мимо\n    forced: true\n`);
  });

  it('as many results as cells, or nothing is written', async () => {
    await writeFile(join(dir, 'g.yaml'), MORSKOY);
    const r = await run(['record', 'g.yaml', '--lang', 'en', 'первый', 'К2', 'Г10', '--result', 'убит']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('announcement-length');
    expect(r.stderr).toContain('2 shots fired but 1 result announced');
    expect(await read('g.yaml')).toBe(MORSKOY);
  });
});

describe('multi-shot variants are unaffected', () => {
  it('Jutland takes the cells as one salvo', async () => {
    await writeFile(join(dir, 'j.yaml'), 'variant: jutland\nsalvos: []\n');
    const r = await run(['record', 'j.yaml', '--lang', 'en', 'blue', 'A1', 'B1', 'C1', 'D1', 'E1', 'F1', '--result', 'no hits']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('salvo 1 recorded: blue: A1 B1 C1 D1 E1 F1 -> no hits; next: red, 6 shots');
    expect(await read('j.yaml')).toBe('variant: jutland\nsalvos:\n  - blue: A1 B1 C1 D1 E1 F1 -> no hits\n');
  });
});

describe('salvo play with a turn typed at once', () => {
  it('asks each shot its result or takes the results left in one line; saves the turn as one line, as record does', async () => {
    await writeFile(join(dir, 'g.yaml'), MORSKOY);
    const input = ['Е8 Д8 Г8 А4', 'попал', 'попал, мимо', 'попал, убит, мимо', ''].join('\n');
    const r = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], input);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('result for Е8 (or all 4) [Enter: попал]> ');
    // Two results for three shots left: neither reading, nothing saved for them.
    expect(r.stdout).toContain('3 shots fired but 2 results announced');
    expect(r.stdout).toContain('saved shot 6: первый: А4 -> мимо');
    expect(r.stdout).toContain('shot 7: второй (Дима), its shot 2');
    expect(await read('g.yaml')).toBe(`${MORSKOY}  - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо\n`);
  });

  it("the last shot of a turn typed at once says its cell, as the others do", async () => {
    await writeFile(join(dir, 'g.yaml'), MORSKOY);
    const r = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], ['Е8 Д8', 'попал', '', 'quit'].join('\n'));
    expect(r.stdout).toContain('result for Е8 (or all 2) [Enter: попал]> ');
    expect(r.stdout).toContain('result for Д8 [Enter: попал]> ');
  });

  it('a miss ends the turn: the cells called after it are not taken', async () => {
    await writeFile(join(dir, 'g.yaml'), MORSKOY);
    const r = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], ['К2 Г10 Б1', '', '', ''].join('\n'));
    expect(r.stdout).toContain('saved shot 4: первый: Г10 -> мимо');
    // The turn passing on is said once, plainly, not as a breach.
    expect(r.stdout).not.toContain('out-of-turn');
    expect(r.stdout).toContain('the turn is over, второй to fire: Б1 not taken');
    // Every shot of a turn typed at once says which cell it asks about, the last one too.
    expect(r.stdout).toContain('result for Г10 (or all 2) [Enter: мимо]> ');
    expect(await read('g.yaml')).toBe(`${MORSKOY}  - первый: К2 Г10 -> убит, мимо\n`);
  });

  it('results for every cell typed at once take the shots up to the miss that ends the turn', async () => {
    await writeFile(join(dir, 'g.yaml'), MORSKOY);
    const r = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], ['Г10 Б1', 'мимо, мимо', ''].join('\n'));
    expect(r.stdout).toContain('saved shot 3: первый: Г10 -> мимо');
    expect(r.stdout).toContain('the turn is over, второй to fire: Б1 not taken');
    expect(await read('g.yaml')).toBe(`${MORSKOY}  - первый: Г10 -> мимо\n`);
  });

  it('a turn with a repeated cell is refused before any result is asked', async () => {
    await writeFile(join(dir, 'g.yaml'), MORSKOY);
    const r = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], ['Е8 В7', 'quit'].join('\n'));
    // Each salvo a shot, as check's English line says it where every salvo is one shot.
    expect(r.stdout).toMatch(/error repeated-cell: shot 4: shot \d+ of первый fires again at В7, already fired at in shot \d+ of первый/u);
    expect(r.stdout).not.toMatch(/\bsalvo \d/u);
    expect(r.stdout).toContain('"Е8 В7" is not taken (В7 fired at before): type the shots again');
    expect(await read('g.yaml')).toBe(MORSKOY);
  });

  it('when input ends inside a turn, the shot is saved without a result and the cells called after it in its note', async () => {
    await writeFile(join(dir, 'g.yaml'), MORSKOY);
    const first = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], ['Е8 Д8 Г8', 'попал'].join('\n'));
    expect(first.stdout).toContain('result for Д8 (or all 2) [Enter: попал]> ');
    expect(await read('g.yaml')).toBe(`${MORSKOY}  - первый: Е8 -> попал\n  - первый: Д8\n    note: "ответ не записан (игра прервана); следующие клетки: Г8"\n`);
    // The next session asks for that result first, and shows the cells called next.
    const again = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], ['попал', 'Г8', 'убит', ''].join('\n'));
    expect(again.stdout).toContain('has no announcement yet (called next: Г8)');
    // The turn resumed is written on one line, as a turn answered without a stop is (play.ts resumeTurn).
    expect(await read('g.yaml')).toBe(`${MORSKOY}  - первый: Е8 Д8 Г8 -> попал, попал, убит\n`);
  });

  it('in Jutland several cells are one salvo, as before', async () => {
    await writeFile(join(dir, 'j.yaml'), 'variant: jutland\nsalvos: []\n');
    const r = await run(['play', 'j.yaml', '--lang', 'en', '--no-charts'], ['A1 B1 C1 D1 E1 F1', 'no hits', ''].join('\n'));
    expect(r.stdout).toContain('saved salvo 1: blue: A1 B1 C1 D1 E1 F1 -> no hits');
    expect(await read('j.yaml')).toBe('variant: jutland\nsalvos:\n  - blue: A1 B1 C1 D1 E1 F1 -> no hits\n');
  });
});

describe('salvo play when the file is edited by hand inside a turn', () => {
  it('saves none of the results typed for the turn, not the later shots without the first; at the end of input, the turn is kept unjudged', async () => {
    await writeFile(join(dir, 'g.yaml'), MORSKOY);
    const m = memoryIO('', {}, dir);
    // The cells, then (once the result is asked for) a hand edit of the file, then the results.
    async function* typed(): AsyncGenerator<string> {
      yield 'Е8 Д8\n';
      while (!m.stdout.includes('(or all 2)')) await new Promise((r) => setTimeout(r, 5));
      await writeFile(join(dir, 'g.yaml'), `${MORSKOY}# a note by hand\n`);
      yield 'попал, попал\n';
    }
    const io = { ...m.io, stdin: Readable.from(typed()) };
    expect(await main(['node', 'salvo', 'play', 'g.yaml', '--lang', 'en', '--no-charts'], io)).toBe(0);
    expect(m.stdout).toContain('was changed by someone else');
    // Д8 alone would be a shot with Е8, its turn's first hit, lost: no result is saved.
    expect(m.stdout).toContain('not saved: первый: Е8 Д8 -> попал, попал. Type the shot again.');
    // Input ended before it was typed again: the turn is kept as the end of input keeps one,
    // the first shot without its result, what was typed in its note.
    expect(await read('g.yaml')).toBe(`${MORSKOY}  - первый: Е8\n    note: "ответ не записан (игра прервана); набран, когда файл меняли вручную; набранный ответ: попал, попал; следующие клетки: Д8"\n# a note by hand\n`);
  });
});

describe('salvo play when a hand edit leaves the file with an error', () => {
  it('keeps the session, says what was not saved and where the error is; saves once the file is fixed', async () => {
    await writeFile(join(dir, 'g.yaml'), MORSKOY);
    const m = memoryIO('', {}, dir);
    async function* typed(): AsyncGenerator<string> {
      yield 'Е8\n';
      while (!m.stdout.includes('[Enter: попал]>')) await new Promise((r) => setTimeout(r, 5));
      // Someone adds a salvo by hand with a cell off the board (Й is no column).
      await writeFile(join(dir, 'g.yaml'), `${MORSKOY}  - второй: Й9 -> мимо\n`);
      yield 'попал\n';
      while (!m.stdout.includes('type it again')) await new Promise((r) => setTimeout(r, 5));
      await writeFile(join(dir, 'g.yaml'), MORSKOY);
      yield 'Е8\nпопал\n';
    }
    const io = { ...m.io, stdin: Readable.from(typed()) };
    expect(await main(['node', 'salvo', 'play', 'g.yaml', '--lang', 'en', '--no-charts'], io)).toBe(0);
    expect(m.stdout).toContain(`g.yaml:${MORSKOY.split('\n').length}:13: error cell-off-board: shot 3:`);
    expect(m.stdout).toContain('not saved: первый: Е8 -> попал');
    expect(await read('g.yaml')).toBe(`${MORSKOY}  - первый: Е8 -> попал\n`);
  });
});
