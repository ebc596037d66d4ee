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
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { fleetCheck, fleetRandom } from '../../src/cli/commands/fleet.js';
import { readVariantText } from '../../src/variant/parse.js';
import type { Variant } from '../../src/variant/model.js';

const LATIN = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const RUSSIAN = Array.from('абвгдежзиклмнопрстуфхцчшщэюя');
const POLISH = Array.from('aąbcćdeęfghijklłmnńoóprsśtuwyzźż');
const LANGS = ['en', 'ru', 'pl'] as const;

const labelsFor = (n: number) =>
  fc.oneof(
    fc.constantFrom<string | string[]>('letters', 'numbers'),
    fc.constantFrom(LATIN, RUSSIAN, POLISH).filter((a) => a.length >= n).map((a) => a.slice(0, n)),
    fc.constant(LATIN.flatMap((x) => LATIN.map((y) => x + y)).slice(0, n)),
  );

/** What a designer may type in a class name (not a comma or an arrow, which records put between results). */
const PIECES = ['"', "'", ': ', ':', ' #', '#', '- ', '-', '[', ']', '{', '}', '&', '*', '!', '?', '|', '>', '%', '@', '`', 'ё', 'ż', 'Ł', 'линкор', 'okręt', 'U-boat', '🚢', 'null', 'true', '12', ' '];
const name = (first: string) => fc.array(fc.constantFrom(...PIECES), { maxLength: 5 }).map((ps) => `${first}${ps.join('')}`.trim());

const SHAPES = [
  [[0, 0], [1, 0], [1, 1]],
  [[0, 1], [1, 0], [1, 1]],
  [[0, 0], [0, 1], [1, 0], [1, 1]],
];

const specArb = fc
  .record({
    rows: fc.integer({ min: 5, max: 26 }),
    columns: fc.integer({ min: 5, max: 26 }),
    langs: fc.shuffledSubarray([...LANGS], { minLength: 1 }),
    cellOrder: fc.constantFrom('column-row', 'row-column'),
    separator: fc.constantFrom('', '', '-', ':', '/', '.'),
    spacing: fc.constantFrom('may-touch', 'no-side-contact', 'no-contact'),
    diagonal: fc.boolean(),
    classes: fc.array(fc.record({ size: fc.integer({ min: 1, max: 4 }), shape: fc.option(fc.constantFrom(...SHAPES), { nil: undefined }), count: fc.integer({ min: 1, max: 2 }) }), { minLength: 1, maxLength: 3 }),
  })
  .chain((g) =>
    fc.record({
      g: fc.constant(g),
      columnLabels: labelsFor(g.columns),
      rowLabels: labelsFor(g.rows),
      // A first letter of its own for each class, so that no two names read alike.
      names: fc.tuple(...g.classes.map((_, i) => fc.tuple(...g.langs.map((l) => name(`${'КLŻ'[i]}${l}`))))),
      seed: fc.nat(),
    }),
  )
  .map(({ g, columnLabels, rowLabels, names, seed }) => ({
    seed,
    spec: {
      id: 'fleets',
      name: 'Fleets',
      languages: g.langs,
      board: { rows: g.rows, columns: g.columns, columnLabels, rowLabels, cellOrder: g.cellOrder, separator: g.separator },
      fleet: g.classes.map((c, i) => ({
        id: `class-${i}`,
        name: Object.fromEntries(g.langs.map((l, j) => [l, names[i]![j]!])),
        ...(c.shape !== undefined ? { shape: c.shape } : { size: c.size }),
        count: c.count,
      })),
      placement: { spacing: g.spacing, diagonal: g.diagonal },
      words: Object.fromEntries(g.langs.map((l) => [l, { miss: 'miss', hit: 'hit', sunk: 'sunk', noHits: 'no hits', ownChart: 'Mine', enemyChart: 'Theirs' }])),
    },
  }));

/** The variant as the variant check reads it from a file, or undefined where it refuses it. */
function validVariant(spec: unknown): Variant | undefined {
  const r = readVariantText(stringify(spec), 'fleets.yaml');
  return r.ok ? r.value : undefined;
}

describe('fleet random, then fleet check', () => {
  it('reads back the layout drawn, in every language of the variant and by id, with or without the chart', () => {
    let tried = 0;
    fc.assert(
      fc.property(specArb, fc.boolean(), ({ spec, seed }, yaml) => {
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
