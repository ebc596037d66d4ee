/**
 * A class cut short in a game whose per-shot announcements name it (the 1967 game's "sunk
 * submarine", Salvo's): the class meant is said (`sunk sub`: did you mean submarine?), at play's
 * result prompt and by `salvo record`, as it is in Perelman's salvos (`госп`); before, only that
 * "sub" is no word. Nothing cut short is read: the word is written in full.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

const suggestionOf = (read: ReturnType<typeof parseAnnouncement>): string | undefined => read.issues.find((x) => x.diagnostic.code === 'announcement-unknown-word')?.diagnostic.suggestion;

describe('a class cut short where a shot’s announcement names it', () => {
  it('is said in the 1967 game and in Salvo, and not read', async () => {
    const classic = await loadVariant('classic-1967', { cwd: process.cwd() });
    const cut = parseAnnouncement('sunk sub', classic, 1, 'en');
    expect(cut.announcement).toBeNull();
    expect(suggestionOf(cut)).toBe('did you mean submarine? Write the word in full');
    const salvo = await loadVariant('classic-salvo', { cwd: process.cwd() });
    expect(suggestionOf(parseAnnouncement('miss, sunk dest, miss, miss, miss', salvo, 5, 'en'))).toBe('did you mean destroyer? Write the word in full');
  });

  it('in Russian words where the sinking names the class', async () => {
    const morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const report = morskoy.report;
    if (report.timing !== 'per-shot') throw new Error('morskoy-boy is announced per shot');
    const named = { ...morskoy, report: { ...report, sunk: 'with-class' as const } };
    expect(suggestionOf(parseAnnouncement('убит броне', named, 1, 'ru'))).toBe('did you mean броненосец? Write the word in full');
  });

  it('at play’s result prompt and by salvo record, the file unchanged', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-class-cut-'));
    await runSalvo(dir, ['new', 'classic-1967', '--players', 'Sam,Ann', '-o', 'g.yaml']);
    const before = await readFile(join(dir, 'g.yaml'), 'utf8');
    const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['A1', 'sunk sub', 'undo', 'quit'].join('\n'));
    expect(play.stdout).toContain('error announcement-unknown-word: "sub" is not a word of this game\'s announcements (did you mean submarine?): type the announcement');
    const record = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'A1', '-r', 'sunk sub']);
    expect(record.code).toBe(1);
    expect(record.stderr).toContain('"sub" is not a word of this variant\'s announcements (did you mean submarine? Write the word in full)');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(before);
  });
});
