/**
 * Property test: the layout file `salvo fleet random` writes is one `salvo fleet check` accepts,
 * read back as the layout drawn, for any variant the variant check accepts: boards of 5×5 to
 * 26×26 lettered in Latin, Russian or Polish (one letter or two), numbered, either cell order, any
 * separator (a dash, a colon, a slash, a dot), classes of straight ships or shapes, named in up
 * to three languages with what a designer may type in a name (quotes, colons, #, dashes, brackets,
 * letters of every alphabet); the ships named in every language of the variant and by id, with
 * the chart as comments or without.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fleetCheck, fleetRandom } from '../../src/cli/commands/fleet.js';
import { generatedVariantSpec, validVariant } from '../helpers/generated-variants.js';

describe('fleet random, then fleet check', () => {
  it('reads back the layout drawn, in every language of the variant and by id, with or without the chart', () => {
    let tried = 0;
    fc.assert(
      fc.property(generatedVariantSpec, fc.boolean(), ({ spec, seed }, yaml) => {
        const v = validVariant(spec);
        if (v === undefined) return;
        tried++;
        for (const lang of [undefined, ...v.languages]) {
          const { text, layout } = fleetRandom(v, seed, { ...(lang !== undefined ? { lang } : {}), ...(yaml ? { yaml } : {}) });
          const r = fleetCheck(v, text, 'f.yaml');
          expect(r.diagnostics, text).toEqual([]);
          expect(r.ok).toBe(true);
          expect(r.layout, text).toEqual(layout);
        }
      }),
      { numRuns: 30 },
    );
    expect(tried).toBeGreaterThan(15);
  });
});
