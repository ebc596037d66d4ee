/**
 * The cells and their result typed on one line at play's cells prompt (`Б2 -> попал`, `a1 pudło`,
 * `β2 -> sunk tee`), as a record line writes them, are taken: the cells read, the result as if
 * typed at the result prompt (said there after it, judged as it would be), where play refused the
 * line and asked for the cells alone; typed at the "did you mean" y/n prompt, the same.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** A new record of `variant` as g.yaml in a folder of its own. */
async function fresh(variant: string, ...options: string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-result-with-cells-'));
  const r = await runSalvo(dir, ['new', variant, '-o', 'g.yaml', ...options]);
  expect(r.code, r.stderr).toBe(0);
  return dir;
}

describe('cells and their result on one line at the cells prompt', () => {
  it('Морской бой: taken, with the arrow or without, the file record writes', async () => {
    const byPlay = await fresh('morskoy-boy');
    const r = await runSalvo(byPlay, ['play', 'g.yaml', '--no-charts'], ['Б2 -> попал', 'Б3 убит', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('клетки> Б2 -> попал\nответ> попал\nзаписан выстрел 1: Первый игрок: Б2 -> попал\n');
    expect(r.stdout).toContain('ответ> убит\nзаписан выстрел 2: Первый игрок: Б3 -> убит\n');
    const byRecord = await fresh('morskoy-boy');
    for (const [cell, result] of [['Б2', 'попал'], ['Б3', 'убит']] as const) expect((await runSalvo(byRecord, ['record', 'g.yaml', 'blue', cell, '-r', result])).code).toBe(0);
    expect(await readFile(join(byPlay, 'g.yaml'), 'utf8')).toBe(await readFile(join(byRecord, 'g.yaml'), 'utf8'));
  });

  it('a turn typed at once with its results: one turn line, as record writes it', async () => {
    const dir = await fresh('morskoy-boy');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['Б4 К4 -> убит, попал', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toMatch(/\n {2}- blue: Б4 К4 -> убит, попал\n$/u);
  });

  it('typed at the "did you mean" prompt: taken as typed at the cells prompt', async () => {
    const dir = await fresh('morskoy-boy');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['f1', 'Б4 -> мимо', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('записан выстрел 1: Первый игрок: Б4 -> мимо\n');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toMatch(/\n {2}- blue: Б4 -> мимо\n$/u);
  });

  it('Statki (Polish) and a sinking naming its class (Greek Tetris): the result judged as at the result prompt', async () => {
    const pl = await fresh('statki');
    const p = await runSalvo(pl, ['play', 'g.yaml', '--no-charts'], ['a1 -> pudło', 'quit'].join('\n'));
    expect(p.stdout).toContain('wynik> pudło\nzapisano strzał 1: Gracz 1: A1 -> pudło\n');
    const gr = await fresh(join(root, 'examples', 'variants', 'greek-tetris.yaml'), '--lang', 'en');
    // A tee sunk after one hit cannot be: refused at the result prompt as typed, asked again; the cells stand.
    const g = await runSalvo(gr, ['play', 'g.yaml', '--no-charts'], ['β2 -> sunk tee', 'hit', 'α2 -> hit', 'quit'].join('\n'));
    expect(g.code, g.stderr).toBe(0);
    expect(g.stdout).toContain('cells> β2 -> sunk tee\nresult> sunk tee\nerror announcement-inconsistent: shot 1:');
    // As record --force would take it, force is offered (play-force-any-refusal.test.ts).
    expect(g.stdout).toContain('"sunk tee" is not taken: type the announcement again, or undo\nif south stands by it, type force to save it as announced, marked forced, as record --force does; check goes on reporting it until it is mended\nresult> hit\nsaved shot 1: north: β2 -> hit\n');
    expect(g.stdout).toContain('saved shot 2: north: α2 -> hit\n');
    expect(g.stdout).not.toContain('is an announcement');
  });

  it('Jutland: after an arrow, words that are no result of the game are said at the result prompt, not as cells', async () => {
    const dir = await fresh('jutland', '--lang', 'en');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], ['A1 A2 A3 A4 A5 A6 -> hit, miss', 'no hits', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('cells> A1 A2 A3 A4 A5 A6 -> hit, miss\nresult> hit, miss\nerror announcement-unknown-word:');
    expect(r.stdout).not.toContain('is not a cell');
    expect(r.stdout).toContain('result> no hits\nsaved salvo 1: blue: A1 A2 A3 A4 A5 A6 -> no hits\n');
  });

  it('at the result prompt, the cells asked about typed again before their result: the result read', async () => {
    const dir = await fresh(join(root, 'examples', 'variants', 'greek-tetris.yaml'), '--lang', 'en');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['β2', 'β2 -> hit', 'α2 α3', 'α2 α3 -> hit, miss', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('result> β2 -> hit\nsaved shot 1: north: β2 -> hit\n');
    expect(r.stdout).toContain('saved shot 2: north: α2 -> hit\nsaved shot 3: north: α3 -> miss\n');
    expect(r.stdout).not.toContain('announcement-unknown-word');
  });
});
