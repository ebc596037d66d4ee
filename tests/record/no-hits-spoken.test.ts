/**
 * "No hits" as said at the table in the variant's own language: Jutland's `no hit` (before: "did
 * you mean no hits?") and `nothing` (before: not read) are read as its "no hits", by check and
 * play alike; a near miss of the phrase is still told.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

describe('no hit and nothing read as no hits', () => {
  it('parses as the variant\'s no hits', async () => {
    const jutland = await loadVariant('jutland', { cwd: process.cwd() });
    const none = parseAnnouncement('no hits', jutland, 6).announcement;
    expect(none).not.toBeNull();
    for (const said of ['no hit', 'nothing', 'No Hit', 'NOTHING']) expect(parseAnnouncement(said, jutland, 6).announcement, said).toEqual(none);
    expect(parseAnnouncement('no hitz', jutland, 6).announcement).toBeNull();
  });

  it('check and play read them alike', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-no-hit-'));
    await writeFile(join(dir, 'g.yaml'), 'variant: jutland\nsides:\n  blue: Ola\n  red: Tomek\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hit\n  - red: A1 A2 A3 A4 A5 A6 -> nothing\n');
    const c = await runSalvo(dir, ['check', 'g.yaml']);
    expect(c.code, c.stdout).toBe(0);
    expect(c.stdout).toContain('no breaches in 2 salvos');
    const p = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'B1 B2 B3 B4 B5 B6\nnothing\nquit\n');
    expect(p.code, p.stderr).toBe(0);
    expect(p.stdout).not.toContain('announcement-unknown-word');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toMatch(/blue: B1 B2 B3 B4 B5 B6 -> (no hits|nothing)\n/u);
  });
});
