/**
 * The record as check reads it (src/record/as-read.ts), the one reading show, analyze and infer
 * share: which salvo of the record as written each salvo read is (`from`), its side, and how many
 * of them stand for the first n salvos written (`readUpTo`).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { readUpTo, recordAsRead } from '../../src/record/as-read.js';
import { readRecordBytes } from '../../src/record/store.js';

async function parsed(edit: (text: string) => string) {
  const text = await readFile(join(process.cwd(), 'examples', 'jutland.yaml'), 'utf8');
  const changed = edit(text);
  expect(changed).not.toBe(text);
  const f = await readRecordBytes(new TextEncoder().encode(changed), 'g.yaml', loadRecordVariant);
  if (!f.ok) throw new Error('does not load');
  return f;
}

describe('recordAsRead', () => {
  it('a line under the wrong side: read as the side that fired it, in place', async () => {
    const f = await parsed((t) => t.replace('  - red: A5 A3 B3 B5 B4 D3', '  - blue: A5 A3 B3 B5 B4 D3'));
    const read = recordAsRead(f, f.variant);
    expect(read.from).toEqual(f.record.salvos.map((_, t) => t));
    expect(f.record.salvos[3]!.side).toBe('blue');
    expect(read.record.salvos[3]!.side).toBe('red');
    expect(read.wrongSide).toMatchObject([{ salvo: 4, salvos: 1, written: 'blue', reads: 'red', sideSalvo: 2 }]);
    expect(read.swapped).toEqual([]);
    expect(read.afterEnd).toBeNull();
  });

  it('two lines swapped: read in the order fired, each with its number as written', async () => {
    const f = await parsed((t) => t.replace('  - red: A5 A3 B3 B5 B4 D3 -> destroyer 1\n  - blue: C8 C6 B4 D4 A7 -> cruiser 1', '  - blue: C8 C6 B4 D4 A7 -> cruiser 1\n  - red: A5 A3 B3 B5 B4 D3 -> destroyer 1'));
    const read = recordAsRead(f, f.variant);
    expect(read.from.slice(0, 6)).toEqual([0, 1, 2, 4, 3, 5]);
    expect(read.sources.salvos.slice(2, 5).map((s) => s.item)).toEqual([3, 5, 4]);
    expect(read.record.salvos.slice(2, 5).map((s) => s.side)).toEqual(['blue', 'red', 'blue']);
    // The first 4 written stand for the first 4 fired: the pair cut, the one fired first.
    expect(readUpTo(read, 4)).toBe(4);
    expect(read.record.salvos[3]!.cells).toEqual(f.record.salvos[4]!.cells);
  });

  it('salvos after the end: left out, from the first on', async () => {
    const f = await parsed((t) => `${t.trimEnd()}\n  - red: A1 B2 -> no hits\n  - blue: A1 -> no hits\n`);
    const read = recordAsRead(f, f.variant);
    expect(f.record.salvos).toHaveLength(31);
    expect(read.record.salvos).toHaveLength(29);
    expect(read.afterEnd).toMatchObject({ salvo: 30, last: 31, later: 1 });
    expect(readUpTo(read, 31)).toBe(29);
    expect(readUpTo(read, 12)).toBe(12);
  });
});
