/**
 * `salvo record` given a salvo after the game's end refuses it, as every breach is refused, and
 * then says where the next game goes, as `play` says it at its prompt after the end: a record of
 * its own, with the command that starts it (in the record's language, the file quoted as a shell
 * reads it back). Before, a player starting the next game in the same file was told only that a
 * referee may record the salvo anyway with --force.
 */
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-record-after-end-'));
  await copyFile(join(ROOT, 'examples', 'jutland.yaml'), join(dir, 'g.yaml'));
  await copyFile(join(ROOT, 'examples', 'morskoy-boy.yaml'), join(dir, 'my game.yaml'));
});

describe('record, a salvo after the game has ended', () => {
  it('is refused, then the command that starts the next game in a record of its own is said', async () => {
    const before = await readFile(join(dir, 'g.yaml'), 'utf8');
    const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'J10']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error after-game-end: salvo 30: blue fired salvo 16 after the game had ended');
    expect(r.stderr.trimEnd().split('\n').slice(-2)).toEqual([
      'salvo: salvo 30 not recorded; g.yaml is unchanged (a referee may record it anyway with --force)',
      'salvo: the game is over; to play another, start a record of its own: salvo new jutland -o g-2.yaml',
    ]);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(before);
  });

  it("in the record's language, the file's name quoted where it must be", async () => {
    const r = await runSalvo(dir, ['record', 'my game.yaml', 'первый', 'К10', '-r', 'мимо']);
    expect(r.code).toBe(1);
    expect(r.stderr.trimEnd().split('\n').at(-1)).toBe('salvo: игра окончена; следующую начните в новой записи: salvo new morskoy-boy -o "my game-2.yaml"');
  });

  it('a breach in a game that goes on is refused as before, with no word of another game', async () => {
    expect((await runSalvo(dir, ['new', 'jutland', '-o', 'n.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['record', 'n.yaml', 'red', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error out-of-turn');
    expect(r.stderr.trimEnd().split('\n').at(-2)).toBe('salvo: salvo 1 not recorded; n.yaml is unchanged (a referee may record it anyway with --force)');
    // Then the command for the side whose turn it was (record-other-side-fired.test.ts), no other game.
    expect(r.stderr.trimEnd().split('\n').at(-1)).toBe('salvo: if blue fired it: salvo record n.yaml blue A1 A2 A3 A4 A5 A6');
    expect(r.stderr).not.toContain('another');
  });
});
