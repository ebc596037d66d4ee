/**
 * Problems found by using salvo as its users do (a player, a referee, a designer), each pinned by
 * a test: where a message pointed at the wrong place, named the wrong file, or said too much.
 * Each test works in its own temporary folder.
 */
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-usage-'));
});

async function run(args: string[], input = '') {
  const m = memoryIO(input, {}, dir);
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

describe('writing into a folder that does not exist', () => {
  it('names the missing folder and the file asked for, not a temporary file or the templates', async () => {
    const r = await run(['new', 'jutland', '-o', 'games/g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`no such folder: ${join(dir, 'games')}`);
    expect(r.stderr).toContain(join(dir, 'games', 'g.yaml'));
    expect(r.stderr).not.toContain('.tmp');
    expect(r.stderr).not.toContain('salvo variants');
  });

  it('says the same for a pad written into a missing folder', async () => {
    const r = await run(['pad', 'jutland', '-o', 'out/pad.pdf']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`no such folder: ${join(dir, 'out')}`);
    expect(await readdir(dir)).toEqual([]);
  });

  it('still calls a missing input file a missing file', async () => {
    const r = await run(['check', 'nothere.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no such file');
  });
});

describe('a record whose variant cannot be loaded', () => {
  it('places an unknown template at the record\'s variant line', async () => {
    await writeFile(join(dir, 'g.yaml'), 'date: today\nvariant: jutlandd\nsalvos: []\n');
    const r = await run(['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('g.yaml:2:10: error unknown-variant: "jutlandd"');
    expect(r.stderr).toContain('did you mean jutland?');
  });

  it('places a variant file that is not there at the record\'s variant line', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: ./mine.yaml\nsalvos: []\n');
    const r = await run(['show', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('g.yaml:1:10: error unknown-variant: there is no variant file "./mine.yaml"');
    expect(r.stderr).not.toContain('no such file');
  });

  it("names a broken variant file by its path from where the user is, not from the record's folder", async () => {
    await mkdir(join(dir, 'games'));
    await writeFile(join(dir, 'games', 'mine.yaml'), 'id: mine\nlanguages: [en]\nname: Mine\nboard: { rows: 30 }\nfleet: [{ id: a, name: A, size: 2 }]\nwords: { en: { miss: m, hit: h, sunk: s, noHits: n, ownChart: o, enemyChart: e } }\n');
    await writeFile(join(dir, 'games', 'g.yaml'), 'variant: ./mine.yaml\nsalvos: []\n');
    const r = await run(['check', 'games/g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${join('games', 'mine.yaml')}:4:16: error board-size`);
  });
});
