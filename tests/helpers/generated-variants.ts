/**
 * fast-check generators of variant files as a designer may write them, for the round-trip
 * property tests of the files salvo writes from a variant (layouts, records): boards of 5×5 to
 * 26×26 lettered in Latin, Russian or Polish (one letter or two) or numbered, either cell order,
 * a separator; classes of straight ships or shapes, named in up to three languages with what a
 * designer may type (quotes, colons, #, dashes, brackets, letters of every alphabet); every report
 * model; announcement words of the same sort. `validVariant` reads the spec as the variant check
 * reads a file: a spec it refuses is no valid variant and is not tried.
 */
import fc from 'fast-check';
import { stringify } from 'yaml';
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

/** What a designer may type in a name or a word (not a comma, semicolon or arrow, which records put between results). */
const PIECES = ['"', "'", ': ', ':', ' #', '#', '- ', '-', '[', ']', '{', '}', '&', '*', '!', '?', '|', '>', '%', '@', '`', 'ё', 'ż', 'Ł', 'линкор', 'okręt', 'U-boat', '🚢', 'null', 'true', '12', ' '];
/** A name or word beginning with `first` (a prefix of its own, so that no two read alike). */
const named = (first: string) => fc.array(fc.constantFrom(...PIECES), { maxLength: 5 }).map((ps) => `${first}${ps.join('')}`.trim());

const SHAPES = [
  [[0, 0], [1, 0], [1, 1]],
  [[0, 1], [1, 0], [1, 1]],
  [[0, 0], [0, 1], [1, 0], [1, 1]],
];

const REPORTS = [
  { timing: 'per-shot', sunk: 'plain', hitClass: false },
  { timing: 'per-shot', sunk: 'with-class', hitClass: true },
  { timing: 'per-shot', sunk: 'none', hitClass: false },
  { timing: 'per-salvo', by: 'class', counts: true, sunk: true },
  { timing: 'per-salvo', by: 'class', counts: false, sunk: true },
  { timing: 'per-salvo', by: 'ship', counts: true, sunk: false },
] as const;

export interface GeneratedVariant {
  /** The spec, as a variant file holds it (plain data). */
  readonly spec: Record<string, unknown>;
  /** A seed for what is drawn for the variant (a layout). */
  readonly seed: number;
}

export const generatedVariantSpec: fc.Arbitrary<GeneratedVariant> = fc
  .record({
    rows: fc.integer({ min: 5, max: 26 }),
    columns: fc.integer({ min: 5, max: 26 }),
    langs: fc.shuffledSubarray([...LANGS], { minLength: 1 }),
    cellOrder: fc.constantFrom('column-row', 'row-column'),
    separator: fc.constantFrom('', '', '-', ':', '/', '.'),
    spacing: fc.constantFrom('may-touch', 'no-side-contact', 'no-contact'),
    diagonal: fc.boolean(),
    classes: fc.array(fc.record({ size: fc.integer({ min: 1, max: 4 }), shape: fc.option(fc.constantFrom(...SHAPES), { nil: undefined }), count: fc.integer({ min: 1, max: 2 }) }), { minLength: 1, maxLength: 3 }),
    report: fc.constantFrom(...REPORTS),
    extraShotOnHit: fc.boolean(),
  })
  .chain((g) =>
    fc.record({
      g: fc.constant(g),
      columnLabels: labelsFor(g.columns),
      rowLabels: labelsFor(g.rows),
      names: fc.tuple(...g.classes.map((_, i) => fc.tuple(...g.langs.map((l) => named(`${'КLŻ'[i]}${l}`))))),
      words: fc.tuple(...g.langs.map((l) => fc.tuple(named(`m${l}`), named(`h${l}`), named(`s${l}`), named(`n${l}`)))),
      seed: fc.nat(),
    }),
  )
  .map(({ g, columnLabels, rowLabels, names, words, seed }) => ({
    seed,
    spec: {
      id: 'generated',
      name: 'Generated',
      languages: g.langs,
      board: { rows: g.rows, columns: g.columns, columnLabels, rowLabels, cellOrder: g.cellOrder, separator: g.separator },
      fleet: g.classes.map((c, i) => ({
        id: `class-${i}`,
        name: Object.fromEntries(g.langs.map((l, j) => [l, names[i]![j]!])),
        ...(c.shape !== undefined ? { shape: c.shape } : { size: c.size }),
        count: c.count,
      })),
      placement: { spacing: g.spacing, diagonal: g.diagonal },
      // One shot a salvo, another on a hit (Морской бой, Statki) where results are said shot by shot.
      ...(g.extraShotOnHit && g.report.timing === 'per-shot' ? { turns: { salvo: { kind: 'constant', shots: 1 }, extraShotOnHit: true } } : {}),
      report: g.report,
      words: Object.fromEntries(
        g.langs.map((l, i) => {
          const [miss, hit, sunk, noHits] = words[i]!;
          return [l, { miss, hit, sunk, noHits, ownChart: 'Mine', enemyChart: 'Theirs' }];
        }),
      ),
    },
  }));

/** The variant as the variant check reads the spec written as a file, or undefined where it refuses it. */
export function validVariant(spec: unknown): Variant | undefined {
  const r = readVariantText(stringify(spec), 'generated.yaml');
  return r.ok ? r.value : undefined;
}
