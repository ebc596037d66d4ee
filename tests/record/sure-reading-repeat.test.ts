/**
 * A cell written in another form (`10B`, `2J`, `8Д`) whose error names one sure reading (did you
 * mean B10?) is the one finding: no `repeat-unjudged` follows it at the side's next salvo where no
 * later salvo of that side fires at that reading. Where one does (`A-3`, then A3 again), or the
 * cell has more than one reading (a range), the warning stands as before.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { MORSKOY_HEAD } from '../helpers/records.js';

const root = new URL('../..', import.meta.url).pathname;
const variants = new Map<string, Variant>();

beforeAll(async () => {
  for (const name of ['classic-salvo', 'classic-1967', 'morskoy-boy']) variants.set(name, await loadVariant(name, { cwd: root }));
});

/** The example `name` with `from` written as `to`: the codes of its cell errors and repeat warnings, with their salvo numbers. */
function found(name: string, from: string, to: string): string[] {
  const example = readFileSync(`${root}examples/${name}.yaml`, 'utf8');
  const text = example.replace(from, to);
  expect(text).not.toBe(example);
  return foundIn(text, name);
}

/** The codes of the cell errors and repeat warnings of the record `text` of the variant `name`, with their salvo numbers. */
function foundIn(text: string, name: string): string[] {
  const variant = variants.get(name)!;
  const parsed = parseRecord(text, variant);
  const report = refereeRecord(parsed, variant);
  return [...parsed.diagnostics, ...report.warnings].filter((d) => d.code.startsWith('cell-') || d.code === 'repeat-unjudged').map((d) => `${d.code} ${d.salvo ?? '?'}`);
}

describe('a cell with one sure reading', () => {
  it('is one finding where the side does not fire at that reading again', () => {
    expect(found('classic-salvo', '- blue: D9 E10 C10 B10 A4 ->', '- blue: D9 E10 C10 10B A4 ->')).toEqual(['cell-unreadable 3']);
    expect(found('classic-1967', '- blue: J2 -> miss', '- blue: 2J -> miss')).toEqual(['cell-unreadable 3']);
    expect(found('morskoy-boy', '- первый: Е8 Д8 Г8 А4 ->', '- первый: Е8 8Д Г8 А4 ->')).toEqual(['cell-unreadable 9']);
  });

  it('still leaves the repeats unjudged where a later salvo of the side fires at that reading', () => {
    // Blue's salvo 5 fires at A3.
    expect(found('classic-salvo', '- blue: D9 E10 C10 B10 A4 ->', '- blue: D9 E10 C10 A-3 A4 ->')).toEqual(['cell-unreadable 3', 'repeat-unjudged 5']);
  });

  it('a range whose results are as many as one of its readings is one finding too', () => {
    const range = `${MORSKOY_HEAD}  - первый: А1-А4 -> мимо, мимо, мимо, мимо\n  - второй: Б1 -> мимо\n`;
    expect(foundIn(`${range}  - первый: В1 -> мимо\n`, 'morskoy-boy')).toEqual(['cell-unreadable 1']);
    // А3 is of that reading.
    expect(foundIn(`${range}  - первый: А3 -> мимо\n`, 'morskoy-boy')).toEqual(['cell-unreadable 1', 'repeat-unjudged 3']);
  });

  it('a cell of two readings still leaves them unjudged', () => {
    expect(found('classic-salvo', '- blue: D9 E10 C10 B10 A4 ->', '- blue: D9 E10 C10 B9-B10 A4 ->')).toEqual(['cell-unreadable 3', 'repeat-unjudged 5']);
  });
});
