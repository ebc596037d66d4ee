/**
 * `salvo record … -r 'Коля: мимо'`: a result typed after a side's name, as play says a salvo back
 * or as the side answering says it, is taken as play takes it, not refused as "«Коля:» — не слово
 * ответов"; a name of no side nor player of the game is refused, the file left as it was.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-record-result-named-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);
const salvos = async (file: string): Promise<string> => (await readFile(join(dir, file), 'utf8')).split('salvos:')[1]!;

describe('record: a result typed after a side name', () => {
  it('is taken, named by the side that fired or the side fired at, a turn too', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Коля,Оля', '-o', 'm.yaml']);
    const one = await run(['record', 'm.yaml', 'Коля', 'а1', '-r', 'Коля: мимо']);
    expect(one.code, one.stderr).toBe(0);
    expect(one.stderr).not.toContain('не слово ответов');
    const two = await run(['record', 'm.yaml', 'Оля', 'б2', 'б3', '-r', 'Коля: попал, мимо']);
    expect(two.code, two.stderr).toBe(0);
    const three = await run(['record', 'm.yaml', 'Коля', 'в4', '-r', 'Второй игрок: мимо']);
    expect(three.code, three.stderr).toBe(0);
    expect(await salvos('m.yaml')).toBe('\n  - blue: А1 -> мимо\n  - red: Б2 Б3 -> попал, мимо\n  - blue: В4 -> мимо\n');
  });

  it('is refused after a name of no side nor player of the game, in the language asked', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const before = await readFile(join(dir, 's.yaml'), 'utf8');
    const r = await run(['record', 's.yaml', 'Ala', 'a1', '-r', 'Piotr: pudło']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--result „Piotr” to nie strona tej gry');
    expect(r.stderr).not.toContain('nie jest słowem');
    const en = await run(['record', 's.yaml', 'Ala', 'a1', '-r', 'Piotr: pudło', '--json']);
    expect(en.code).toBe(2);
    expect(en.stderr).toContain('--result "Piotr" is not a side of this game');
    expect(await readFile(join(dir, 's.yaml'), 'utf8')).toBe(before);
  });

  it('a word mistyped after a known name is said alone', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Коля,Оля', '-o', 'm.yaml']);
    const r = await run(['record', 'm.yaml', 'Коля', 'а1', '-r', 'Оля: попол']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('«попол» — не слово ответов');
    expect(r.stderr).not.toContain('«Оля:»');
  });
});
