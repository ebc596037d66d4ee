/**
 * `undo` in play takes the last salvo out of the record, and with it whatever was written beside
 * it; the lines are said on the screen, so nothing typed is lost with them.
 */
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
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
    expect(first.stdout).toContain('removed salvo');
  });
});
