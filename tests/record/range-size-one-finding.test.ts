/**
 * A cell written as a range in a salvo whose size counts (Jutland's `G1-G2`) is one finding, the
 * range's error at the cell: where one of its readings (the two ends, or every cell between them)
 * makes the salvo the size owed, no `size-unjudged` warning stands beside it. Where no reading
 * does, the size is still said not judged.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

const root = new URL('../..', import.meta.url).pathname;
const example = readFileSync(`${root}examples/jutland.yaml`, 'utf8');
let jutland: Variant;

beforeAll(async () => {
  jutland = await loadVariant('jutland', { cwd: root });
});

/** The Jutland example with blue's first salvo (owed 6 shots) written as `cells`: every finding's code at salvo 1. */
function atFirst(cells: string): string[] {
  const text = example.replace('  - blue: C7 B3 J2 D10 G2 B1 -> no hits', `  - blue: ${cells} -> no hits`);
  expect(text).not.toBe(example);
  const parsed = parseRecord(text, jutland);
  const report = refereeRecord(parsed, jutland);
  return [...parsed.diagnostics, ...report.warnings].filter((d) => d.salvo === 1).map((d) => d.code);
}

describe('a range cell in a salvo of a size owed', () => {
  it('is one finding where a reading makes the size owed', () => {
    // Its two ends: six shots.
    expect(atFirst('C7 B3 J2 D10 G1-G2')).toEqual(['cell-unreadable']);
    // Every cell between: six shots.
    expect(atFirst('C7 B3 J2 A1-A3')).toEqual(['cell-unreadable']);
  });

  it('still says the size not judged where no reading makes it', () => {
    // Seven written, the range one of them; two or four cells for it, eight or ten shots: none is six.
    expect(atFirst('C7 B3 J2 D10 G2 B1 A1-A4').sort()).toEqual(['cell-unreadable', 'size-unjudged']);
  });
});
