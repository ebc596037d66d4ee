/**
 * `salvo record` given several cells without their results in a game of single shots (Statki,
 * Морской бой): refused as before (whether the turn went on to the next cell hangs on each
 * result), and told the two commands that record it: the cells with a result for each, or the
 * first shot alone, in the record's language (--lang picks another). With the results, the
 * command it gives is taken.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-turn-no-results-'));
});
const run = (args: string[]) => runSalvo(dir, args);
const lastLine = (text: string): string => text.trim().split('\n').at(-1)!;

describe('record: several shots without their results', () => {
  it('pl and en (Statki): the command with a result for each, or one shot at a time; the file unchanged', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const before = await readFile(join(dir, 's.yaml'), 'utf8');
    const pl = await run(['record', 's.yaml', 'Ala', 'C1', 'C2']);
    expect(pl.code).toBe(1);
    expect(lastLine(pl.stderr)).toBe('salvo: kilka strzałów zapisuje się z wynikiem każdego, po kolei: salvo record s.yaml Ala C1 C2 -r "<wynik>, <wynik>"; albo po jednym: salvo record s.yaml Ala C1');
    const en = await run(['record', 's.yaml', 'blue', 'C1', 'C2', 'C3', '--lang', 'en']);
    expect(lastLine(en.stderr)).toBe('salvo: several shots are recorded with a result for each, in the order fired: salvo record s.yaml blue C1 C2 C3 -r "<result>, <result>, <result>" --lang en; or one shot at a time: salvo record s.yaml blue C1 --lang en');
    expect(await readFile(join(dir, 's.yaml'), 'utf8')).toBe(before);
    // The commands given are taken, the results written in.
    expect((await run(['record', 's.yaml', 'Ala', 'C1', 'C2', '-r', 'trafiony, pudło'])).code).toBe(0);
    expect((await run(['record', 's.yaml', 'Tomek', 'A1'])).code).toBe(0);
  });

  it('ru (Морской бой); not said for one cell, nor where the cells carry results', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Оля,Дима', '-o', 'm.yaml']);
    const ru = await run(['record', 'm.yaml', 'blue', 'Е5', 'Е6']);
    expect(lastLine(ru.stderr)).toBe('salvo: несколько выстрелов записываются с ответом на каждый, по порядку: salvo record m.yaml Оля Е5 Е6 -r "<ответ>, <ответ>"; или по одному: salvo record m.yaml Оля Е5');
    const taken = await run(['record', 'm.yaml', 'blue', 'Е5', 'Е6', '-r', 'попал, мимо']);
    expect(taken.code, taken.stderr).toBe(0);
    expect(taken.stderr).not.toContain('по одному');
    const out = await run(['record', 'm.yaml', 'blue', 'А1']);
    expect(out.stderr).not.toContain('по одному');
  });

  it('not said in a game of salvos, where several cells are one salvo', async () => {
    await run(['new', 'jutland', '-o', 'j.yaml']);
    const r = await run(['record', 'j.yaml', 'blue', 'A1', 'A2']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('wrong-salvo-size');
    expect(r.stderr).not.toContain('one shot at a time');
  });
});
