/**
 * play, as record (tests/cli/record-announcement-unjudged.test.ts): after blue's salvo fired when
 * it was red's turn, a salvo of red may be left out before red's next (fixture
 * referee-gap/g09-salvo-missing.yaml's first four salvos). Red's "sunk cruiser" after one hit
 * beside E10 fits no fleet as written, but does where the salvo left out hit the cruiser: check
 * finds no breach of it, so play takes it; before, play refused it as announcement-inconsistent.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const FIXTURE = readFileSync(join(import.meta.dirname, 'fixtures', 'referee-gap', 'g09-salvo-missing.yaml'), 'utf8');
const BEFORE = FIXTURE.split('\n').slice(0, 7).join('\n') + '\n';

async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-ann-unjudged-'));
  await writeFile(join(dir, 'g.yaml'), BEFORE);
  return dir;
}

describe('play: an announcement check does not judge after a salvo that may be left out', () => {
  it('is taken and saved, as record takes it and check finds no breach of it', async () => {
    const dir = await folder();
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['F9 E8 D9 E10', 'miss, hit, miss, sunk cruiser', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).not.toContain('announcement-inconsistent');
    expect(r.stdout).toContain('saved salvo 5: red: F9 E8 D9 E10 -> miss, hit, miss, sunk cruiser');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toContain('- red: F9 E8 D9 E10 -> miss, hit, miss, sunk cruiser\n');
    const checked = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as { violations: { code: string; salvo?: number }[] };
    expect(checked.violations.filter((v) => v.salvo === 5)).toEqual([]);
  });

  it('one no salvo left out could explain (the cruiser sunk twice) is still refused', async () => {
    const dir = await folder();
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['F9 E8 D9 E10', 'miss, hit, sunk cruiser, sunk cruiser', 'quit'].join('\n'));
    expect(r.stdout + r.stderr).toContain('announcement-inconsistent: salvo 5:');
    expect(r.stdout).toContain('"miss, hit, sunk cruiser, sunk cruiser" is not taken: type the announcement again, or undo');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).not.toContain('sunk cruiser, sunk cruiser\n');
  });
});
