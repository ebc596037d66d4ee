/**
 * Property test: records of any variant the variant check accepts (tests/helpers/generated-variants.ts:
 * boards lettered in any alphabet, a separator, either cell order, class names and announcement
 * words holding quotes, colons, #, brackets and letters of every alphabet, in up to three
 * languages, every report model) read back as written, in each of the variant's languages, one
 * shot a line or a turn a line, and the text written is a fixed point.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/record/model.js';
import { parseRecord } from '../../src/record/parse.js';
import { writeRecord } from '../../src/record/write.js';
import type { Variant } from '../../src/variant/model.js';
import { generatedVariantSpec, validVariant } from '../helpers/generated-variants.js';
import { arbRecord } from './arbitraries.js';

/** A valid generated variant and a record of it, in one of its languages. */
const recordArb: fc.Arbitrary<{ variant: Variant; record: GameRecord } | undefined> = generatedVariantSpec.chain(({ spec }) => {
  const variant = validVariant(spec);
  if (variant === undefined) return fc.constant(undefined);
  return fc.tuple(arbRecord(variant), fc.constantFrom(...variant.languages)).map(([r, language]) => {
    const { language: _l, ...rest } = r;
    return { variant, record: { ...rest, language } };
  });
});

describe('records of generated variants', () => {
  it('read back as written, one shot a line or a turn a line; written again, the same text', () => {
    let tried = 0;
    fc.assert(
      fc.property(recordArb, fc.boolean(), (drawn, groupTurns) => {
        if (drawn === undefined) return;
        tried++;
        const { variant, record } = drawn;
        const text = writeRecord(record, variant, { groupTurns });
        const back = parseRecord(text, variant, { file: 'g.yaml' });
        expect(back.diagnostics.filter((d) => d.severity === 'error'), text).toEqual([]);
        expect(back.record, text).toEqual(record);
        expect(writeRecord(back.record, variant, { groupTurns })).toBe(text);
      }),
      { numRuns: 30 },
    );
    expect(tried).toBeGreaterThan(12);
  });
});
