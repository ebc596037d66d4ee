/**
 * `undo` in play takes the last salvo out of the record, and with it whatever was written beside
 * it; the lines are said on the screen, so nothing typed is lost with them.
 */
import { copyFile, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

describe('play: undo of a salvo with a note or a comment', () => {
  it("says the salvo's own lines, note and comment included, as the file had them", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-undo-'));
    await copyFile(join(ROOT, 'examples', 'statki.yaml'), join(dir, 'game.yaml'));
    const before = await readFile(join(dir, 'game.yaml'), 'utf8');
    const lines = before.trimEnd().split('\n');
    const taken = lines.slice(-2); // `- ala: E10 -> zatopiony` and its `note: cała flota zatopiona`
    expect(taken[1]).toContain('note:');
    const r = await runSalvo(dir, ['play', 'game.yaml', '--no-charts'], 'undo\nquit\n');
    expect(r.code).toBe(0);
    // The record lost the salvo and its note ...
    expect(await readFile(join(dir, 'game.yaml'), 'utf8')).toBe(`${lines.slice(0, -2).join('\n')}\n`);
    // ... and the screen kept both, word for word, in the record's language.
    expect(r.stdout).toContain('usunięto strzał 77');
    const said = r.stdout.slice(r.stdout.indexOf('usunięte wiersze zapisu'));
    for (const line of taken) expect(said).toContain(`  ${line}\n`);
  });

  it('says nothing more for a salvo with nothing written beside it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-undo-'));
    await copyFile(join(ROOT, 'examples', 'statki.yaml'), join(dir, 'game.yaml'));
    const first = await runSalvo(dir, ['play', 'game.yaml', '--no-charts', '--lang', 'en'], 'undo\nundo\nquit\n');
    expect(first.code).toBe(0);
    // The second undo takes `- ala: F10 -> trafiony`, which has no note or comment.
    expect(first.stdout.match(/the lines taken out of the record/gu)?.length).toBe(1);
    expect(first.stdout).toContain('removed shot');
  });
});

describe('play: undo on a record with an announcement on the line under its salvo', () => {
  it('takes out the last salvo and its announcement line, keeps every other line and writes no .bak', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-undo-'));
    const lines = (await readFile(join(ROOT, 'examples', 'jutland.yaml'), 'utf8')).split('\n');
    // `  - red: I8 -> no hits` written with its announcement under it, a comment between.
    const at = lines.findIndex((l) => l === '  - red: I8 -> no hits');
    expect(at).toBeGreaterThan(0);
    const split = [...lines.slice(0, at), '  - red: I8', '    # said at the table', '    -> no hits', ...lines.slice(at + 1)];
    await writeFile(join(dir, 'game.yaml'), split.join('\n'));
    const r = await runSalvo(dir, ['play', 'game.yaml', '--no-charts'], 'undo\nundo\nquit\n');
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('canonical');
    expect(await readdir(dir)).toEqual(['game.yaml']);
    // The two undos took the last salvo (with its note) and red's split one: the comment stays.
    expect(await readFile(join(dir, 'game.yaml'), 'utf8')).toBe([...split.slice(0, at), '    # said at the table', ...split.slice(at + 5)].join('\n'));
  });
});
