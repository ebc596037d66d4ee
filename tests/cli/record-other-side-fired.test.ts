/**
 * `salvo record` with the wrong side named (a player keeping the log alone): where the salvo is
 * refused only as out of turn and the side whose turn it was would have it recorded, the line
 * under the refusal gives the command that records it so, to copy (its result and note too), in
 * the record's language; where the other side firing it would be refused as well, no such line.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-record-other-side-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('a salvo recorded under the side whose turn it was not', () => {
  it('is given the command for the side whose turn it was, in Russian, and that command records it', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Коля,Оля', '-o', 'm.yaml']);
    const before = await readFile(join(dir, 'm.yaml'), 'utf8');
    const r = await run(['record', 'm.yaml', 'Оля', 'а1', '-r', 'мимо', '--note', 'громко']);
    expect(r.code).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines.at(-1)).toBe('salvo: если стреляла сторона «Первый игрок» (Коля): salvo record m.yaml Коля А1 -r "мимо" --note "громко"');
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toBe(before);
    // The command given, as it is, records the shot.
    const again = await run(['record', 'm.yaml', 'Коля', 'А1', '-r', 'мимо', '--note', 'громко']);
    expect(again.code, again.stderr).toBe(0);
    expect(await readFile(join(dir, 'm.yaml'), 'utf8')).toContain('- blue: А1 -> мимо');
  });

  it('in Polish after a hit (the side that hit fires again), and in English', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    await run(['record', 's.yaml', 'Ala', 'A1', '-r', 'trafiony']);
    const pl = await run(['record', 's.yaml', 'Tomek', 'B1', '-r', 'pudło']);
    expect(pl.stderr.trim().split('\n').at(-1)).toBe('salvo: jeśli strzelała strona „Gracz 1” (Ala): salvo record s.yaml Ala B1 -r "pudło"');
    await run(['new', 'classic-1967', '--players', 'Sam,Ann', '-o', 'c.yaml']);
    const en = await run(['record', 'c.yaml', 'Ann', 'C3', '-r', 'miss', '--lang', 'en']);
    expect(en.stderr.trim().split('\n').at(-1)).toBe('salvo: if blue (Sam) fired it: salvo record c.yaml blue C3 -r "miss" --lang en');
  });

  it('says nothing of the other side where it too would be refused', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    // Two misses: the second would be out of turn for Ala too.
    const r = await run(['record', 's.yaml', 'Tomek', 'A1', 'B1', '-r', 'pudło, pudło']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('out-of-turn');
    expect(r.stderr).not.toContain('jeśli strzelała');
  });
});
