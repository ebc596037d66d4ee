/**
 * `copyingSlips` and `readAsMeant` (src/record/as-read.ts): the record as `record` and `play` read
 * it while they add salvos to it is the record with its slips mended, every salvo in it, and stays
 * so with salvos added after it or taken off its end.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyingSlips, readAsMeant } from '../../src/record/as-read.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import type { GameRecord } from '../../src/record/model.js';

let variant: Variant;
let lines: string[];
beforeAll(async () => {
  variant = await loadVariant('classic-salvo', { cwd: process.cwd() });
  lines = (await readFile(join(process.cwd(), 'examples', 'classic-salvo.yaml'), 'utf8')).split('\n');
});

/** The example's first `keep` lines, with `edit` done to them, read. */
function read(keep: number, edit: (ls: string[]) => void = () => {}): ReturnType<typeof parseRecord> {
  const ls = lines.slice(0, keep);
  edit(ls);
  const parsed = parseRecord(ls.join('\n') + '\n', variant);
  expect(parsed.diagnostics).toEqual([]);
  return parsed;
}

const upTo = (r: GameRecord, n: number): GameRecord => ({ ...r, salvos: r.salvos.slice(0, n) });

describe('the record read as meant', () => {
  it('a line under the wrong side: read as the side that fired it, with salvos added after it or taken off the end', () => {
    const slip = read(36, (ls) => (ls[29] = ls[29]!.replace('- blue: A2', '- red: A2')));
    const mended = read(36);
    const slips = copyingSlips(slip, variant);
    expect(slips.findings.map((b) => [b.code, b.salvo])).toEqual([['wrong-side', 7]]);
    expect([...slips.reading.sides]).toEqual([[6, 'blue']]);
    // Found in the first 10 salvos (line 33), read so in every record from 7 salvos to the whole.
    const found = copyingSlips(read(33, (ls) => (ls[29] = ls[29]!.replace('- blue: A2', '- red: A2'))), variant).reading;
    for (let n = 0; n <= slip.record.salvos.length; n++) expect(readAsMeant(upTo(slip.record, n), found).salvos).toEqual(upTo(mended.record, n).salvos);
  });

  it('two lines swapped: read in the order fired where both are there; as written where the second is not', () => {
    const slip = read(36, (ls) => ([ls[30], ls[31]] = [ls[31]!, ls[30]!]));
    const mended = read(36);
    const slips = copyingSlips(slip, variant);
    expect(slips.findings.map((b) => [b.code, b.salvo, b.swappedWith?.salvo])).toEqual([['out-of-turn', 8, 9]]);
    expect(readAsMeant(slip.record, slips.reading).salvos).toEqual(mended.record.salvos);
    expect(readAsMeant(upTo(slip.record, 8), slips.reading).salvos).toEqual(upTo(slip.record, 8).salvos);
  });

  it('a record with no slip is read as written, the same record', () => {
    const plain = read(40);
    const slips = copyingSlips(plain, variant);
    expect(slips.findings).toEqual([]);
    expect(readAsMeant(plain.record, slips.reading)).toBe(plain.record);
  });
});
