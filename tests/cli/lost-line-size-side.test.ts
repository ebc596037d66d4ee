/**
 * A line left out of the replay may have hit and so cost the side fired at shots: that side's
 * later salvo sizes short of what the replay owes are not judged (`size-unjudged`). A side's own
 * salvo costs it no shots: where the line's side was read, the side that fired it keeps its
 * sizes judged.
 *
 * The record is examples/classic-salvo.yaml with lines changed.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

interface Entry {
  code: string;
  salvo?: number;
  message: string;
}

let dir: string;
let classic: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-lost-size-'));
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

describe('a line naming no cell, its side read', () => {
  it('leaves the sizes of the side fired at unjudged, not its own side\'s', async () => {
    // Blue's salvo 3 names no cell, two hits announced; blue's salvo 9 is one shot short.
    const text = changed(
      classic,
      ['  - blue: D9 E10 C10 B10 A4 -> miss, miss, hit, hit, hit', '  - blue: -> miss, miss, hit, hit, miss'],
      ['  - blue: H5 C1 E7 I6 -> miss, miss, miss, miss', '  - blue: H5 C1 E7 -> miss, miss, miss'],
    );
    await writeFile(join(dir, 'short.yaml'), text);
    const doc = JSON.parse((await runSalvo(dir, ['check', 'short.yaml', '--json', '--lang', 'en'])).stdout) as { violations: Entry[]; warnings: Entry[] };
    const size = doc.violations.filter((v) => v.code === 'wrong-salvo-size');
    expect(size.map((v) => v.salvo)).toEqual([9]);
    expect(size[0]!.message).toContain("blue's salvo 5 has 3 shots; blue was owed 4");
    const unjudged = doc.warnings.filter((w) => w.code === 'size-unjudged');
    expect(unjudged.map((w) => w.salvo)).toEqual([6]);
    expect(unjudged[0]!.message).toMatch(/^red's 4 shots are not judged: salvo 3 before it names no cell/);
  });
});
