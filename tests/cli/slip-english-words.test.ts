/**
 * A copying slip record and play say before they judge a new shot, asked in English (`--lang en`)
 * of a Russian record: said word for word as `check --lang en` says it, the record's results
 * translated (`announced "miss"`, not `"мимо"`) and each salvo of Морской бой a shot, as a warning.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** examples/morskoy-boy.yaml up to its turn `первый: Б4 Б5 -> попал, мимо` (fleets revealed), with `первый: Б4 -> мимо` after it: a miss the fleet contradicts. */
async function written(): Promise<string> {
  const lines = (await readFile(join(root, 'examples', 'morskoy-boy.yaml'), 'utf8')).split('\n');
  const at = lines.indexOf('  - первый: Б4 Б5 -> попал, мимо');
  expect(at).toBeGreaterThan(0);
  const dir = await mkdtemp(join(tmpdir(), 'salvo-slip-english-'));
  await writeFile(join(dir, 'g.yaml'), `${lines.slice(0, at).join('\n')}\n  - первый: Б4 -> мимо\n`);
  return dir;
}

/** check --lang en's line of the slip at 34:19, as a warning. */
async function checkLine(dir: string): Promise<string> {
  const c = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
  const line = c.stdout.split('\n').find((l) => l.startsWith('g.yaml:34:19: error announcement-contradicts-fleet: '));
  expect(line, c.stdout).toBeDefined();
  expect(line).toContain('второй announced "miss" for shot 10 of первый; the fleet gives "hit"');
  return line!.replace(': error ', ': warning ');
}

describe('a copying slip said in English by record and play, as check --lang en says it', () => {
  it('record', async () => {
    const dir = await written();
    const expected = await checkLine(dir);
    // A shot of второй, whose turn it is: recorded, the slip said first.
    const r = await runSalvo(dir, ['record', 'g.yaml', 'второй', 'А1', '-r', 'мимо', '--lang', 'en']);
    expect(r.stderr.split('\n')).toContain(expected);
    expect(r.stderr).not.toContain('"мимо"');
  });

  it('play', async () => {
    const dir = await written();
    const expected = await checkLine(dir);
    const p = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], 'quit\n');
    expect(p.stderr.split('\n')).toContain(expected);
    expect(p.stderr).not.toContain('"мимо"');
  });
});
