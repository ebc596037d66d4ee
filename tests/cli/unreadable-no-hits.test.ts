/**
 * A whole-salvo "no hits" with a cell that could not be read: the unreadable cell may have been
 * any cell, but nothing hit, so every readable cell of the salvo is water. (A class announced,
 * "battleship 2", stays unjudged: the unreadable cell may be the one that hit.)
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const FLEETS = 'fleets:\n  red: { battleship: C4-F7, cruiser: B7-D9, destroyer: [C1-D1, J5-I6] }\n';

describe('"no hits" with an unreadable cell', () => {
  it('leaves the readable cells water for infer, and analyze does not call it left out', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-nohits-'));
    await writeFile(join(dir, 'g.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 Z6 -> no hits\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n');
    const r = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as { marginal: number[][] };
    // A1 B2 C3 D4 E5: the diagonal's first five cells.
    for (let i = 0; i < 5; i++) expect(j.marginal[i]![i]).toBe(0);
    const a = JSON.parse((await runSalvo(dir, ['analyze', 'g.yaml', '--budget', '1', '--json', '--workers', '1'])).stdout) as { leftOut: { announcements: number[] } };
    expect(a.leftOut.announcements).toEqual([]);
  });

  it('is judged against the revealed fleet: a readable cell on a ship contradicts it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-nohits-'));
    await writeFile(join(dir, 'g.yaml'), `variant: jutland\n${FLEETS}salvos:\n  - blue: C4 K5 A1 A2 A3 A10 -> no hits\n`);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain('cell-off-board');
    expect(r.stdout).toContain('announcement-contradicts-fleet');
  });

  it('a class announced stays unjudged', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-nohits-'));
    await writeFile(join(dir, 'g.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 Z6 -> destroyer 1\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n');
    const a = JSON.parse((await runSalvo(dir, ['analyze', 'g.yaml', '--budget', '1', '--json', '--workers', '1'])).stdout) as { leftOut: { announcements: number[] } };
    expect(a.leftOut.announcements).toEqual([1]);
  });
});
