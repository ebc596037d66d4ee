/**
 * A session of `salvo play` that wrote nothing to the record (quit right after opening it, the end
 * of input at the first prompt) does not end saying the file was saved: it says nothing was
 * recorded and the file is unchanged, as `salvo record` says it; en/ru/pl. A session that wrote a
 * salvo still says it saved the file.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-play-unchanged-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('play that recorded nothing', () => {
  it('says the record is unchanged, not saved, after quit at once (English)', async () => {
    await run(['new', 'classic-salvo', '-o', 'c.yaml']);
    const before = await readFile(join(dir, 'c.yaml'), 'utf8');
    const r = await run(['play', 'c.yaml', '--no-charts'], 'quit\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('cells> quit\nnothing recorded; c.yaml is unchanged.\n');
    expect(r.stdout).not.toContain('c.yaml saved.');
    expect(await readFile(join(dir, 'c.yaml'), 'utf8')).toBe(before);
  });

  it('in Russian and Polish, at the end of input too', async () => {
    await run(['new', 'morskoy-boy', '-o', 'm.yaml']);
    const m = await run(['play', 'm.yaml', '--no-charts'], '');
    expect(m.code, m.stderr).toBe(0);
    expect(m.stdout.endsWith('ничего не записано; m.yaml не изменён.\n')).toBe(true);
    await run(['new', 'statki', '-o', 's.yaml']);
    const s = await run(['play', 's.yaml', '--no-charts'], 'quit\n');
    expect(s.stdout.endsWith('pola> quit\nnic nie zapisano; s.yaml bez zmian.\n')).toBe(true);
  });

  it('still says saved where a salvo was recorded', async () => {
    await run(['new', 'classic-salvo', '-o', 'c.yaml']);
    const r = await run(['play', 'c.yaml', '--no-charts'], 'A1 A2 A3 A4 A5\nno hits\nquit\n');
    expect(r.stdout.endsWith('cells> quit\nc.yaml saved.\n')).toBe(true);
  });
});
