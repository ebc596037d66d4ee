/**
 * `salvo suggest` where no legal fleet fits the announcements: an error that says where, as
 * `salvo check` does (file, line, column and the salvo's number), not the file alone.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('suggest on impossible announcements', () => {
  it('places the error at the salvo where no fleet fits, as check does', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-suggest-'));
    const text = await readFile(join(import.meta.dirname, '..', '..', 'examples', 'jutland.yaml'), 'utf8');
    // Blue's second salvo announced as the battleship's four hits and two of the cruiser's: no fleet fits it.
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.includes('- blue: C3 E10 C4 C9 B7 G9 -> battleship 1, cruiser 1'));
    expect(at).toBeGreaterThan(0);
    lines[at] = lines[at]!.replace('battleship 1, cruiser 1', 'battleship 4, cruiser 2');
    await writeFile(join(dir, 'game.yaml'), lines.slice(0, at + 5).join('\n') + '\n');
    const check = await runSalvo(dir, ['check', 'game.yaml']);
    const place = /game\.yaml:(\d+):(\d+): error announcement/u.exec(check.stdout);
    expect(place).not.toBeNull();
    const r = await runSalvo(dir, ['suggest', 'game.yaml', '--side', 'blue']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`game.yaml:${at + 1}:`);
    // One salvo's announcement, named once with its line, as check names it.
    expect(r.stderr).toContain(`error announcements-impossible: salvo 3: no legal fleet of red fits the announcement of salvo 3 (line ${at + 1}): it announced`);
  });
});
