/**
 * A line that cannot be read (its side not read) may have held hits toward a later "sunk"
 * (tests/cli/lost-line-hits.test.ts). Read leniently, it counts toward either side; but where
 * the turn order leaves only one side to fire at that point (the line right after one read, in a
 * game of alternate salvos), it counts toward that side only: the other side's "sunk" it cannot
 * explain stays a breach.
 *
 * The records are examples/classic-salvo.yaml with lines changed.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

interface Report {
  violations: { code: string; salvo?: number; message: string }[];
  warnings: { code: string; salvo?: number; message: string }[];
}

let dir: string;
let classic: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-lost-turn-'));
  classic = await readFile(new URL('../../examples/classic-salvo.yaml', import.meta.url), 'utf8');
});

function changed(text: string, ...pairs: [string, string][]): string {
  let out = text;
  for (const [from, to] of pairs) {
    expect(out).toContain(`\n${from}\n`);
    out = out.replace(`\n${from}\n`, `\n${to}\n`);
  }
  return out;
}

async function check(name: string, text: string): Promise<Report> {
  await writeFile(join(dir, name), text);
  return JSON.parse((await runSalvo(dir, ['check', name, '--json', '--lang', 'en'])).stdout) as Report;
}

const codesAt = (r: Report, code: string): number[] => [...r.violations, ...r.warnings].filter((v) => v.code === code).map((v) => v.salvo ?? 0);

describe('a line of unknown side, where the turn order gives it to one side', () => {
  it('does not explain the other side\'s "sunk"', async () => {
    // Red never fires at E9; its salvo 6 says "sunk cruiser" at E10 (the cruiser is E8-E10). The
    // line before it cannot be read, but it follows red's salvo 4: it was blue's turn.
    const doc = await check(
      'red-sunk.yaml',
      changed(
        classic,
        ['  - red: E9 A7 I9 I8 H1 -> hit, miss, miss, miss, miss', '  - red: A6 A7 I9 I8 H1 -> miss, miss, miss, miss, miss'],
        ['  - blue: A10 A5 A3 B4 J10 -> sunk battleship, miss, hit, miss, miss', '  - ~~~~~~~~'],
      ),
    );
    const breach = doc.violations.filter((v) => v.code === 'announcement-contradicts-fleet');
    expect(breach.map((v) => v.salvo)).toEqual([6]);
    expect(breach[0]!.message).toContain('E10 is "hit", not "sunk cruiser"');
    // Blue's own "sunk cruiser" after it (A2, with A3 in the line lost) is still not judged.
    expect(codesAt(doc, 'announcement-unjudged')).toEqual([7]);
  });

  it('still explains its own side\'s "sunk"', async () => {
    // Line 3 cannot be read; it follows red's salvo 2: blue's. Blue's "sunk" at 5 and 7 stay unjudged.
    const doc = await check('blue-sunk.yaml', changed(classic, ['  - blue: D9 E10 C10 B10 A4 -> miss, miss, hit, hit, hit', '  - ~~~~~~~~']));
    expect(codesAt(doc, 'announcement-contradicts-fleet')).toEqual([]);
    expect(codesAt(doc, 'announcement-unjudged')).toEqual([5, 7]);
  });

  it('is read as either side\'s where the turn is not known there', async () => {
    // Two lines lost in a row: the second's side depends on the first's; red's "sunk" at 6 is not judged.
    const doc = await check(
      'two-lost.yaml',
      changed(
        classic,
        ['  - red: E9 A7 I9 I8 H1 -> hit, miss, miss, miss, miss', '  - ~~~~~~~~'],
        ['  - blue: A10 A5 A3 B4 J10 -> sunk battleship, miss, hit, miss, miss', '  - ~~~~~~~~'],
      ),
    );
    expect(codesAt(doc, 'announcement-contradicts-fleet')).toEqual([]);
    expect(codesAt(doc, 'announcement-unjudged')).toContain(6);
  });
});
