/**
 * Property tests: generated valid specs survive spec → YAML → spec unchanged and validate to the
 * same variant; an unknown key injected anywhere is reported at the exact line and column where
 * the YAML writer put it.
 */
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { foldWord } from '../../src/core/words.js';
import { VARIANT_CODES } from '../../src/variant/codes.js';
import { parseVariantText, readVariantText } from '../../src/variant/parse.js';
import type { VariantSpec } from '../../src/variant/spec-schema.js';
import { validateVariant } from '../../src/variant/validate.js';

type Plain = Record<string, unknown>;

/** Drop keys whose value is undefined (optional fields left out). */
function compact<T extends Plain>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

const LANGS = ['en', 'ru', 'pl', 'de'] as const;
const TEXT = fc.stringMatching(/^[A-Za-zА-Яа-яąęłńóśźż0-9 ,.!?'-]{1,20}$/);

const localized = (langs: readonly string[], text: fc.Arbitrary<string> = TEXT) =>
  fc.oneof(text, fc.tuple(...langs.map(() => text)).map((ts) => Object.fromEntries(langs.map((l, i) => [l, ts[i]!]))));
/**
 * Announcement words and class names: no comma or semicolon (records put them between results),
 * and a first letter per meaning, so that no two read the same unless they mean the same.
 */
const WORD = fc.stringMatching(/^[A-Za-zА-Яа-яąęłńóśźż0-9 .!?'-]{0,19}$/);
const word = (first: string) => WORD.map((w) => first + w);

const SHAPES: readonly (readonly [number, number])[][] = [
  [
    [0, 0],
    [1, 0],
    [1, 1],
  ],
  [
    [0, 1],
    [1, 0],
    [1, 1],
  ],
  [
    [2, 2],
    [2, 3],
    [3, 3],
  ],
  [[5, 5]],
];

const classArb = (i: number) =>
  fc
    .record({
      useShape: fc.boolean(),
      shape: fc.constantFrom(...SHAPES),
      size: fc.integer({ min: 1, max: 3 }),
      count: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
      guns: fc.integer({ min: 0, max: 2 }),
      lost: fc.boolean(),
      protected: fc.option(fc.boolean(), { nil: undefined }),
      hatched: fc.option(fc.boolean(), { nil: undefined }),
      mark: fc.option(fc.constant(`M${i}`), { nil: undefined }),
    })
    .map((c) => {
      const size = c.useShape ? c.shape.length : c.size;
      const gunsLostAt = c.lost && size > 1 && c.guns > 0 ? [1] : undefined;
      return { c, size, gunsLostAt };
    });

/** The generated sides (north named `first`, south named `second`) can be told apart, as the variant check asks. */
function sidesReadApart(first: string, second: string): boolean {
  const north = ['north', first].map(foldWord);
  return ['south', second].map(foldWord).every((n) => n === '' || !north.includes(n));
}

const specArb = fc
  .record({
    id: fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/),
    langs: fc.shuffledSubarray([...LANGS], { minLength: 1 }),
    rows: fc.integer({ min: 5, max: 26 }),
    columns: fc.integer({ min: 5, max: 26 }),
    columnStyle: fc.constantFrom('letters', 'list', 'string', undefined),
    rowStyle: fc.constantFrom('numbers', 'letters', undefined),
    cellOrder: fc.constantFrom('column-row', 'row-column', undefined),
    classes: fc.tuple(classArb(0), fc.option(classArb(1), { nil: undefined }), fc.option(classArb(2), { nil: undefined })),
    placement: fc.option(fc.record({ diagonal: fc.boolean(), spacing: fc.constantFrom('may-touch', 'no-side-contact', 'no-contact') }), {
      nil: undefined,
    }),
    sides: fc.boolean(),
    firstSecond: fc.boolean(),
    salvo: fc.constantFrom('constant', 'damage', 'guns', 'ships-afloat', undefined),
    extraShotOnHit: fc.option(fc.boolean(), { nil: undefined }),
    penalty: fc.constantFrom('none', 'skip-next-turn', undefined),
    // At least 30: enough to sink any generated fleet (3 classes of at most 2 ships of at most 4
    // cells), as a limit that cannot win, running out being a draw, is refused (shot-limit).
    shotLimit: fc.option(fc.oneof(fc.constant(null), fc.integer({ min: 30, max: 200 })), { nil: undefined }),
    report: fc.oneof(
      fc.constant(undefined),
      fc.record({ timing: fc.constant('per-shot'), sunk: fc.constantFrom('none', 'plain', 'with-class'), hitClass: fc.boolean() }),
      fc.record({ timing: fc.constant('per-salvo'), by: fc.constantFrom('class', 'ship'), counts: fc.boolean(), sunk: fc.boolean() }),
    ),
    texts: fc.array(TEXT, { minLength: 8, maxLength: 8 }),
    said: fc.tuple(word('m'), word('h'), word('s'), word('n')),
  })
  // Two sides whose names (or a name and the other's id) read the same are an error, duplicate-side
  // (records name a side by any of its names, compared folded: "ś" and "S" read alike): a spec
  // drawn so is no valid spec. Seed 1120645267 drew one, and "an unknown key" then found two errors.
  .filter((g) => !g.sides || sidesReadApart(g.texts[7]!, g.texts[6]!))
  .chain((g) =>
    fc.record({
      g: fc.constant(g),
      name: localized(g.langs),
      summary: fc.option(localized(g.langs), { nil: undefined }),
      classNames: fc.tuple(localized(g.langs, word('k0')), localized(g.langs, word('k1')), localized(g.langs, word('k2'))),
    }),
  )
  .map(({ g, name, summary, classNames }): VariantSpec => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const columnLabels =
      g.columnStyle === 'list'
        ? Array.from(letters.slice(0, g.columns))
        : g.columnStyle === 'string'
          ? letters.slice(0, g.columns)
          : g.columnStyle;
    const fleet = g.classes
      .filter((c): c is NonNullable<typeof c> => c !== undefined)
      .map(({ c, gunsLostAt }, i) =>
        compact({
          id: `class-${i}`,
          name: classNames[i]!,
          mark: c.mark,
          ...(c.useShape ? { shape: c.shape.map(([r, col]) => [r, col] as [number, number]) } : { size: c.size }),
          count: c.count,
          guns: c.guns,
          gunsLostAt,
          protected: c.protected,
          hatched: c.hatched,
        }),
      );
    const hasGuns = fleet.some((c) => (c.guns ?? 0) > 0);
    const salvo =
      g.salvo === 'constant'
        ? { kind: 'constant' as const, shots: 2 }
        : g.salvo === 'damage'
          ? { kind: 'damage' as const, shots: 3, steps: [{ damage: 2, shots: 2 }, { damage: 4, shots: 1 }] }
          : g.salvo === 'guns' && hasGuns
            ? { kind: 'guns' as const }
            : g.salvo === 'ships-afloat'
              ? { kind: 'ships-afloat' as const, perShip: 1 }
              : undefined;
    const words = Object.fromEntries(
      g.langs.map((l, i) => [
        l,
        { miss: g.said[0], hit: g.said[1], sunk: g.said[2], noHits: g.said[3], ownChart: g.texts[4 + (i % 2)]!, enemyChart: g.texts[6]! },
      ]),
    );
    const turns = compact({
      sides: g.sides
        ? [
            { id: 'north', name: g.texts[7]! },
            { id: 'south', name: g.texts[6]! },
          ]
        : undefined,
      first: g.firstSecond ? (g.sides ? 'south' : 'red') : undefined,
      salvo,
      extraShotOnHit: g.extraShotOnHit,
      protectedHitPenalty: g.penalty,
      shotLimit: g.shotLimit,
    });
    return compact({
      id: g.id,
      languages: g.langs,
      name,
      summary,
      board: compact({ rows: g.rows, columns: g.columns, columnLabels, rowLabels: g.rowStyle, cellOrder: g.cellOrder }),
      fleet,
      placement: g.placement,
      turns: Object.keys(turns).length > 0 ? turns : undefined,
      report: g.report,
      words,
    }) as VariantSpec;
  });

describe('variant spec round trip through YAML', () => {
  it('spec → YAML → spec is the identity, and both validate to the same variant', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const yaml = stringify(spec);
        const parsed = parseVariantText(yaml, 'gen.yaml');
        expect(parsed.diagnostics).toEqual([]);
        expect(parsed.spec).toEqual(spec);
        const direct = validateVariant(spec, { source: 'gen' });
        const fromText = readVariantText(yaml, 'gen.yaml', { source: 'gen' });
        const show = (r: typeof direct): string => (r.ok ? '' : r.diagnostics.map(formatDiagnostic).join('\n'));
        expect(direct.ok, show(direct)).toBe(true);
        expect(fromText.ok, show(fromText)).toBe(true);
        if (direct.ok && fromText.ok) {
          expect(fromText.value).toEqual(direct.value);
          // The same warnings; from text they are in the file's order, direct in the order found.
          expect(fromText.warnings.map((d) => d.code).sort()).toEqual(direct.warnings.map((d) => d.code).sort());
          // resolved invariants
          const v = direct.value;
          expect(v.board.columnLabels.length).toBe(v.board.columns);
          expect(v.board.rowLabels.length).toBe(v.board.rows);
          for (const c of v.fleet) {
            expect(c.shape.length).toBe(c.size);
            expect(Math.min(...c.shape.map((s) => s[0]))).toBe(0);
            expect(Math.min(...c.shape.map((s) => s[1]))).toBe(0);
            for (const lang of v.languages) expect(typeof c.name[lang]).toBe('string');
          }
          expect(v.turns.sides.map((s) => s.id)).toContain(v.turns.first);
        }
      }),
      { numRuns: 60, seed: 20261129 },
    );
  });

  it('an unknown key is reported at the line and column of the key in the text', () => {
    const where = fc.constantFrom<(string | number)[]>([], ['board'], ['fleet', 0], ['words', 'LANG']);
    fc.assert(
      fc.property(specArb, where, fc.stringMatching(/^[a-z]{3,6}$/), (spec, at, suffix) => {
        const key = `zq${suffix}`;
        const copy = structuredClone(spec) as Plain;
        const path = at.map((s) => (s === 'LANG' ? (copy['languages'] as string[])[0]! : s));
        let target: Plain = copy;
        for (const seg of path) {
          if (target[seg] === undefined) target[seg] = {};
          target = target[seg] as Plain;
        }
        target[key] = 1;
        const yaml = stringify(copy);
        const r = readVariantText(yaml, 'gen.yaml');
        expect(r.ok).toBe(false);
        if (r.ok) return;
        const errors = r.diagnostics.filter((d) => d.severity === 'error');
        expect(errors.map((d) => d.code)).toEqual(['unknown-key']);
        const offset = yaml.indexOf(`${key}:`);
        const before = yaml.slice(0, offset);
        expect(errors[0]!.line).toBe(before.split('\n').length);
        expect(errors[0]!.column).toBe(offset - before.lastIndexOf('\n'));
      }),
      { numRuns: 40, seed: 7 },
    );
  });

  it('an out-of-range or misspelt value anywhere is reported with its code at its own line and column', () => {
    const mutations = [
      { path: ['board', 'rows'], value: 27, code: 'board-size' },
      { path: ['fleet', 0, 'count'], value: 27, code: 'ship-count' },
      { path: ['fleet', 0, 'guns'], value: 27, code: 'guns' },
      { path: ['turns', 'shotLimit'], value: 0, code: 'shot-limit' },
      { path: ['placement', 'spacing'], value: 'no-contakt', code: 'invalid-choice' },
    ] as const;
    fc.assert(
      fc.property(specArb, fc.constantFrom(...mutations), (spec, m) => {
        const copy = structuredClone(spec) as Plain;
        let target: Plain = copy;
        for (const seg of m.path.slice(0, -1)) {
          if (target[seg] === undefined) target[seg] = {};
          target = target[seg] as Plain;
        }
        const key = m.path[m.path.length - 1]!;
        target[key] = m.value;
        const yaml = stringify(copy);
        const r = readVariantText(yaml, 'gen.yaml');
        expect(r.ok).toBe(false);
        if (r.ok) return;
        const errors = r.diagnostics.filter((d) => d.severity === 'error');
        expect(errors.map((d) => d.code)).toEqual([m.code]);
        const written = `${String(key)}: ${String(m.value)}\n`;
        expect(yaml.split(written).length).toBe(2);
        const offset = yaml.indexOf(written) + String(key).length + 2;
        const before = yaml.slice(0, offset);
        expect(errors[0]).toMatchObject({ line: before.split('\n').length, column: offset - before.lastIndexOf('\n') });
      }),
      { numRuns: 40, seed: 11 },
    );
  });

  it('random damage to the text never throws; every diagnostic is catalogued and points inside the text', () => {
    const edit = fc.record({ at: fc.nat(), cut: fc.nat({ max: 6 }), insert: fc.constantFrom('', ':', '- ', '{', ']', '"', '&a ', '*a', '\n  ', '\t', 'zz: 1\n', '0', '#') });
    fc.assert(
      fc.property(specArb, fc.array(edit, { minLength: 1, maxLength: 4 }), (spec, edits) => {
        let text = stringify(spec);
        for (const e of edits) {
          const at = e.at % (text.length + 1);
          text = text.slice(0, at) + e.insert + text.slice(at + e.cut);
        }
        const r = readVariantText(text, 'fuzz.yaml');
        const lines = text.split('\n');
        for (const d of r.ok ? r.warnings : r.diagnostics) {
          expect(Object.keys(VARIANT_CODES)).toContain(d.code);
          expect(d.message.length).toBeGreaterThan(0);
          if (d.line !== undefined) {
            expect(d.line).toBeGreaterThanOrEqual(1);
            expect(d.line).toBeLessThanOrEqual(lines.length);
            expect(d.column!).toBeGreaterThanOrEqual(1);
            expect(d.column!).toBeLessThanOrEqual(lines[d.line - 1]!.length + 1);
          }
        }
      }),
      { numRuns: 100, seed: 99 },
    );
  });
});
