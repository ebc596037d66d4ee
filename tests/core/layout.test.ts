import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkLayout, formatLayout, layoutBreaches, parseLayout, parseLayoutDetailed, parseShip } from '../../src/core/layout.js';
import { formatCell, parseCell } from '../../src/core/coords.js';
import type { FleetLayout } from '../../src/core/layout-types.js';
import { fleetSaid } from '../../src/record/fleet-text.js';
import { layoutReadSaid, namingOfVariant } from '../../src/record/layout-read-text.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant } from '../helpers/make-variant.js';
import { bent, jutland, morskoy, perelman, statki } from './seed-boards.js';

function parsed(input: unknown, variant: Variant): FleetLayout {
  const r = parseLayout(input, variant);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.code}: ${d.message}`).join('\n'));
  return r.value;
}

function codes(input: unknown, variant: Variant): string[] {
  return checkLayout(parsed(input, variant), variant).map((d) => d.code);
}

function names(cells: readonly number[], v: Variant): string[] {
  return cells.map((c) => formatCell(c, v.board));
}

const LEGAL_JUTLAND = { battleship: 'B2-B5', cruiser: 'D7-F9', destroyer: ['J1-J2', 'A9-B9'] };

describe('parseLayout', () => {
  it('reads ends, lists, diagonals and orders ships by class', () => {
    const layout = parsed({ destroyer: ['J1-J2', 'A9-B9'], cruiser: 'F9-D7', battleship: 'B2-B5' }, jutland);
    expect(layout.map((s) => [s.classId, s.ordinal])).toEqual([
      ['battleship', 0],
      ['cruiser', 0],
      ['destroyer', 0],
      ['destroyer', 1],
    ]);
    expect(names(layout[0]!.cells, jutland)).toEqual(['B2', 'B3', 'B4', 'B5']);
    expect(names(layout[1]!.cells, jutland)).toEqual(['D7', 'E8', 'F9']);
    expect(names(layout[3]!.cells, jutland)).toEqual(['A9', 'B9']);
    expect(checkLayout(layout, jutland)).toEqual([]);
  });

  it('reads the Perelman hospital ship and cells in the variant letters, Latin look-alikes too', () => {
    const layout = parsed({ two: 'а1-а2', three: 'в1 в2 в3', four: 'K1-K4', five: 'е10-к10', hospital: 'д3-д6' }, perelman);
    expect(names(layout[4]!.cells, perelman)).toEqual(['д3', 'д4', 'д5', 'д6']);
    expect(names(layout[2]!.cells, perelman)).toEqual(['к1', 'к2', 'к3', 'к4']);
    expect(checkLayout(layout, perelman)).toEqual([]);
  });

  it('accepts class names in any language, case-insensitively, and a { fleet: … } wrapper', () => {
    const layout = parsed(
      { fleet: { ЛИНКОР: 'А1-Г1', Крейсер: ['А3-В3', 'Е3-З3'], destroyer: ['А5-Б5', 'Г5-Д5', 'Ж5-З5'], подлодка: ['А7', 'В7', 'Д7', 'Ж7'] } },
      morskoy,
    );
    expect(layout.map((s) => s.classId)).toEqual(['battleship', 'cruiser', 'cruiser', 'destroyer', 'destroyer', 'destroyer', 'submarine', 'submarine', 'submarine', 'submarine']);
    expect(checkLayout(layout, morskoy)).toEqual([]);
  });

  it('splits a plain string at commas for a class of several ships; accepts lists of cells', () => {
    const layout = parsed({ battleship: 'B2-B5', cruiser: 'D7-F9', destroyer: 'J1-J2, A9-B9' }, jutland);
    expect(layout.filter((s) => s.classId === 'destroyer')).toHaveLength(2);
    const cells = parsed({ ell: [['A1', 'A2', 'A3', 'B3']] }, bent);
    expect(names(cells[0]!.cells, bent)).toEqual(['A1', 'A2', 'A3', 'B3']);
  });

  it('a misprinted cell is read with a warning', () => {
    const r = parseLayout({ two: 'зЗ-з4', three: 'а1-а3', four: 'б1-б4', five: 'в1-в5', hospital: 'г1-г4' }, perelman);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.warnings.map((w) => w.code)).toEqual(['cell-lookalike']);
    expect(names(r.value[0]!.cells, perelman)).toEqual(['з3', 'з4']);
  });

  it('reports every error with a code, a path and a position', () => {
    const positions: Record<string, { line: number; column: number }> = { cruiser: { line: 3, column: 10 }, 'destroyer,1': { line: 5, column: 7 } };
    const r = parseLayout({ battleship: 'B2-B5', cruiser: 'B2-C5', destroyer: ['J1-J2', 'A9-A12'], frigate: 'A1' }, jutland, {
      file: 'fleet.yaml',
      positionOf: (path) => positions[path.join(',')],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics.map((d) => d.code)).toEqual(['ship-ends', 'ship-off-board', 'unknown-class']);
    const [ends, off, unknown] = r.diagnostics;
    expect(ends).toMatchObject({ file: 'fleet.yaml', line: 3, column: 10, path: 'cruiser' });
    expect(ends!.message).toContain('B2-C5');
    expect(off).toMatchObject({ line: 5, column: 7, path: 'destroyer[1]' });
    expect(off!.message).toContain('A12');
    expect(unknown!.message).toContain('frigate');
    expect(unknown!.suggestion).toContain('battleship');
  });

  it('refuses what is not a layout', () => {
    for (const input of [null, 'B2-B5', 42, ['B2-B5']]) {
      const r = parseLayout(input, jutland);
      expect(r.ok).toBe(false);
    }
    const r = parseLayout({ battleship: { from: 'B2' } }, jutland);
    expect(!r.ok && r.diagnostics[0]!.code).toBe('layout-type');
    const dup = parseLayout({ battleship: 'B2-B5', Battleship: 'D2-D5' }, jutland);
    expect(!dup.ok && dup.diagnostics[0]!.code).toBe('layout-duplicate-class');
  });

  it('refuses a class listing far more ships than it has, unread', () => {
    const r = parseLayout({ battleship: 'B2-B5', cruiser: 'D7-F9', destroyer: Array.from({ length: 1000 }, () => 'J1-J2') }, jutland);
    expect(!r.ok && r.diagnostics.map((d) => d.code)).toEqual(['fleet-count']);
  });

  it('keeps where each ship was written', () => {
    const r = parseLayoutDetailed({ fleet: LEGAL_JUTLAND }, jutland);
    expect(r.ok && r.value.sources).toEqual([['fleet', 'battleship'], ['fleet', 'cruiser'], ['fleet', 'destroyer', 0], ['fleet', 'destroyer', 1]]);
  });

  it('reads ends with a board separator that is itself a dash', () => {
    const v = makeVariant({ board: { separator: '-' } });
    const r = parseShip('A-1-A-4', v.board);
    expect(r.ok && names(r.cells, v)).toEqual(['A-1', 'A-2', 'A-3', 'A-4']);
  });
});

describe('checkLayout names every breach', () => {
  it('a legal layout has none', () => {
    expect(codes(LEGAL_JUTLAND, jutland)).toEqual([]);
  });

  it('ship-overlap', () => {
    const d = checkLayout(parsed({ ...LEGAL_JUTLAND, cruiser: 'A4-C4' }, jutland), jutland);
    expect(d.map((x) => x.code)).toEqual(['ship-overlap']);
    expect(d[0]!.message).toContain('Battleship B2-B5');
    expect(d[0]!.message).toContain('Cruiser A4-C4');
    expect(d[0]!.message).toContain('B4');
  });

  it('ship-touching: corners count under no-contact, not under no-side-contact', () => {
    const d = checkLayout(parsed({ ...LEGAL_JUTLAND, cruiser: 'C6-E6' }, jutland), jutland);
    expect(d.map((x) => x.code)).toEqual(['ship-touching']);
    expect(d[0]!.message).toContain('B5 touches C6 at a corner');
    const side = makeVariant({ ...jutland, placement: { diagonal: true, spacing: 'no-side-contact' } });
    expect(codes({ ...LEGAL_JUTLAND, cruiser: 'C6-E6' }, side)).toEqual([]);
    expect(codes({ ...LEGAL_JUTLAND, cruiser: 'C5-E5' }, side)).toEqual(['ship-touching']);
    const touch = makeVariant({ ...jutland, placement: { diagonal: true, spacing: 'may-touch' } });
    expect(codes({ ...LEGAL_JUTLAND, cruiser: 'C5-E5' }, touch)).toEqual([]);
  });

  it("fleet-count: a ship's cells written as a list of single cells is told to be one string", () => {
    // The Jutland cruiser (3 cells) as three items: three ships of one cell, as YAML reads it.
    const cruiser = makeVariant(jutland).fleet.find((c) => c.id === 'cruiser')!;
    const cells = ['D7', 'E8', 'F9'];
    expect(cells).toHaveLength(cruiser.size);
    const d = checkLayout(parsed({ ...LEGAL_JUTLAND, cruiser: cells }, jutland), jutland).filter((x) => x.code === 'fleet-count');
    expect(d).toHaveLength(1);
    expect(d[0]!.suggestion).toContain(`cruiser: ${cells.join(' ')}`);
    // And the ships so written are legal: one ship of those cells.
    expect(checkLayout(parsed({ ...LEGAL_JUTLAND, cruiser: cells.join(' ') }, jutland), jutland)).toEqual([]);
    // Extra ships of their full size are still to be removed.
    const extra = checkLayout(parsed({ ...LEGAL_JUTLAND, destroyer: ['J1-J2', 'A9-B9', 'H5-H6'] }, jutland), jutland).filter((x) => x.code === 'fleet-count');
    expect(extra[0]!.suggestion).toBe('remove 1 ship of this class');
  });

  it('fleet-count: too few and too many', () => {
    const few = checkLayout(parsed({ battleship: 'B2-B5', cruiser: 'D7-F9', destroyer: ['J1-J2'] }, jutland), jutland);
    expect(few.map((x) => x.code)).toEqual(['fleet-count']);
    expect(few[0]!.message).toContain('Destroyer');
    // What to do is a sentence, whatever language the class's name is in: not "add 1 Destroyer", "add 2 крейсер".
    expect(few[0]!.suggestion).toBe('add 1 ship of this class');
    const none = checkLayout(parsed({ battleship: 'B2-B5', cruiser: 'D7-F9' }, jutland), jutland);
    expect(none.map((x) => [x.message, x.suggestion])).toEqual([['Destroyer: no ship in the layout; the fleet has 2', 'add 2 ships of this class']]);
    expect(few[0]!.message).toContain('2');
    expect(codes({ battleship: 'B2-B5', destroyer: ['J1-J2', 'A9-B9', 'H5-H6'], cruiser: 'D7-F9' }, jutland)).toEqual(['fleet-count']);
    expect(codes({ battleship: 'B2-B5', destroyer: ['J1-J2', 'A9-B9'] }, jutland)).toEqual(['fleet-count']);
  });

  it('ship-bent: bent where straight is required', () => {
    const d = checkLayout(parsed({ ...LEGAL_JUTLAND, battleship: 'B2 B3 B4 C4' }, jutland), jutland);
    expect(d.map((x) => x.code)).toEqual(['ship-bent']);
    expect(d[0]!.message).toContain('B2 B3 B4 C4');
  });

  it('ship-shape: wrong size, gaps, not the class shape', () => {
    expect(codes({ ...LEGAL_JUTLAND, battleship: 'B2-B4' }, jutland)).toEqual(['ship-shape']);
    expect(codes({ ...LEGAL_JUTLAND, battleship: 'B2 B3 B4 B6' }, jutland)).toEqual(['ship-shape']);
    const legalBent = { ell: 'A1 A2 A3 B3', tee: 'D1 E1 F1 E2', ess: 'H2 I2 I1 J1', two: ['A6-A7', 'C6-D6'] };
    expect(codes(legalBent, bent)).toEqual([]);
    expect(codes({ ...legalBent, tee: 'D1 E1 F1 F2' }, bent)).toEqual(['ship-shape']);
    expect(codes({ ...legalBent, ell: 'A1-A4' }, bent)).toEqual(['ship-shape']);
  });

  it('ship-shape: a ship of the wrong size, with a gap or a cell named twice says what to do, in English, Russian and Polish', () => {
    const legalBent = { ell: 'A1 A2 A3 B3', tee: 'D1 E1 F1 E2', ess: 'H2 I2 I1 J1', two: ['A6-A7', 'C6-D6'] };
    const told = (input: object, variant: Variant) => layoutBreaches(parsed(input, variant), variant).filter((b) => b.diagnostic.code === 'ship-shape');
    const [short] = told({ ...legalBent, tee: 'D1 E1 F1' }, bent);
    expect([short!.diagnostic.message, short!.diagnostic.suggestion]).toEqual(['tee D1 E1 F1 has 3 cells; a tee has 4', 'give it 4 cells, or check that it is the class meant']);
    expect(fleetSaid('ru', short!.parts!)?.suggestion).toBe('дайте ему 4 клетки или проверьте, тот ли это класс');
    expect(fleetSaid('pl', short!.parts!)?.suggestion).toBe('daj mu 4 pola albo sprawdź, czy to ta klasa');
    const [gap] = told({ ...LEGAL_JUTLAND, battleship: 'B2 B3 B4 B6' }, jutland);
    expect(gap!.diagnostic.suggestion).toBe('place its 4 cells one after another in a line, with no gap');
    expect(fleetSaid('ru', gap!.parts!)?.suggestion).toBe('поставьте его 4 клетки подряд в одну линию, без промежутков');
    expect(fleetSaid('pl', gap!.parts!)?.suggestion).toBe('ustaw 4 pola statku jedno za drugim w jednej linii, bez przerw');
    const twice = checkLayout([{ classId: 'destroyer', classIndex: 2, ordinal: 0, cells: [0, 0] }], jutland).find((d) => d.code === 'ship-shape');
    expect(twice?.suggestion).toBe('list each of its cells once');
    const twiceParts = layoutBreaches([{ classId: 'destroyer', classIndex: 2, ordinal: 0, cells: [0, 0] }], jutland).find((b) => b.diagnostic.code === 'ship-shape')!.parts!;
    expect(fleetSaid('ru', twiceParts)?.suggestion).toBe('назовите каждую его клетку один раз');
    expect(fleetSaid('pl', twiceParts)?.suggestion).toBe('podaj każde jego pole raz');
  });

  it('ship-shape: the class is named with its article, "an" before a vowel', () => {
    const legalBent = { ell: 'A1 A2 A3 B3', tee: 'D1 E1 F1 E2', ess: 'H2 I2 I1 J1', two: ['A6-A7', 'C6-D6'] };
    const said = (input: object): string[] => checkLayout(parsed(input, bent), bent).map((d) => d.message);
    expect(said({ ...legalBent, ell: 'A1-A4' })).toEqual(['ell A1 A2 A3 A4 is not the shape of an ell']);
    expect(said({ ...legalBent, tee: 'D1 E1 F1 F2' })).toEqual(['tee D1 E1 F1 F2 is not the shape of a tee']);
    expect(said({ ...legalBent, ell: 'A1 A2 A3' })[0]).toMatch(/ has 3 cells; an ell has 4$/);
    expect(checkLayout(parsed({ ...LEGAL_JUTLAND, battleship: 'B2 B3 B4 C4' }, jutland), jutland)[0]!.message).toMatch(/is bent; a Battleship must be straight$/);
    // A capital letter standing alone is said by its name: an L-ship (el), an S-boat, a U-boat (you), a T-ship.
    const lettered: Variant = { ...bent, fleet: bent.fleet.map((c) => ({ ...c, name: { en: ({ ell: 'L-ship', tee: 'U-boat', ess: 'S-boat', two: 'T-ship' } as Record<string, string>)[c.id] ?? c.id } })) };
    const saidOf = (input: object): string[] => checkLayout(parsed(input, lettered), lettered).map((d) => d.message);
    expect(saidOf({ ...legalBent, ell: 'A1-A4' })).toEqual(['L-ship A1 A2 A3 A4 is not the shape of an L-ship']);
    expect(saidOf({ ...legalBent, tee: 'D1 E1 F1 F2' })).toEqual(['U-boat D1 E1 F1 F2 is not the shape of a U-boat']);
    expect(saidOf({ ...legalBent, ess: 'H2 I2 J2 J1' })).toEqual(['S-boat J1 H2 I2 J2 is not the shape of an S-boat']);
    expect(saidOf({ ...legalBent, two: ['A6-A8', 'C6-D6'] })[0]).toMatch(/ has 3 cells; a T-ship has 2$/);
  });

  it('ship-diagonal: diagonal where not allowed', () => {
    const d = checkLayout(parsed({ battleship: 'A1-Г4', cruiser: ['А6-А8', 'Е6-З6'], destroyer: ['К1-К2', 'А10-Б10', 'Г10-Д10'], submarine: ['К10', 'К8', 'З10', 'Е1'] }, morskoy), morskoy);
    expect(d.map((x) => x.code)).toEqual(['ship-diagonal']);
    expect(d[0]!.message).toContain('А1-Г4');
  });

  it('ship-off-board and unknown-class for layouts built in code', () => {
    const layout: FleetLayout = [
      { classId: 'battleship', classIndex: 0, ordinal: 0, cells: [9, 10, 11, 12] }, // wraps? no: 9 is J1, 10 is A2
      { classId: 'cruiser', classIndex: 1, ordinal: 0, cells: [98, 99, 100] },
      { classId: 'destroyer', classIndex: 2, ordinal: 0, cells: [40, 41] },
      { classId: 'destroyer', classIndex: 2, ordinal: 1, cells: [60, 61] },
      { classId: 'frigate', classIndex: 7, ordinal: 0, cells: [80] },
    ];
    const d = checkLayout(layout, jutland).map((x) => x.code);
    expect(d).toContain('ship-off-board');
    expect(d).toContain('unknown-class');
    expect(d).toContain('ship-shape'); // J1 A2 B2 C2 is not a line
  });

  it('several breaches at once, each naming its ships', () => {
    const breaches = layoutBreaches(parsed({ battleship: 'B2-B5', cruiser: 'A4-C4', destroyer: ['C6-D6', 'J1 J3'] }, jutland), jutland);
    expect(breaches.map((b) => b.diagnostic.code).sort()).toEqual(['ship-overlap', 'ship-shape', 'ship-touching']);
    const overlap = breaches.find((b) => b.diagnostic.code === 'ship-overlap')!;
    expect(overlap.ships).toEqual([0, 1]);
  });
});

describe('formatLayout', () => {
  it('writes the canonical notation', () => {
    expect(formatLayout(parsed({ destroyer: ['J2-J1', 'B9-A9'], cruiser: 'F9-D7', battleship: 'B5-B2' }, jutland), jutland)).toEqual({
      battleship: 'B2-B5',
      cruiser: 'D7-F9',
      destroyer: ['J1-J2', 'A9-B9'],
    });
    expect(formatLayout(parsed({ ell: 'B3 A1 A2 A3' }, bent), bent)).toEqual({ ell: 'A1 A2 A3 B3' });
    expect(formatLayout(parsed({ submarine: ['А7', 'В7'] }, morskoy), morskoy)).toEqual({ submarine: ['А7', 'В7'] });
  });

  it('round-trips with parseLayout (property)', () => {
    const variants = [jutland, perelman, morskoy, bent, makeVariant({ board: { separator: '-', cellOrder: 'row-column' } })];
    const arb = fc.integer({ min: 0, max: variants.length - 1 }).chain((vi) => {
      const v = variants[vi]!;
      const total = v.board.rows * v.board.columns;
      const ship = (classIndex: number) =>
        fc.oneof(
          // a straight line from a random cell in a random direction
          fc.record({ start: fc.nat(total - 1), dir: fc.constantFrom([0, 1], [1, 0], [1, 1], [1, -1]) }).map(({ start, dir }) => {
            const size = v.fleet[classIndex]!.size;
            const r0 = Math.floor(start / v.board.columns);
            const c0 = start % v.board.columns;
            const cells: number[] = [];
            for (let i = 0; i < size; i++) {
              const r = r0 + dir[0]! * i;
              const c = c0 + dir[1]! * i;
              if (r < 0 || r >= v.board.rows || c < 0 || c >= v.board.columns) break;
              cells.push(r * v.board.columns + c);
            }
            return cells.sort((a, b) => a - b);
          }),
          // any cells at all
          fc.uniqueArray(fc.nat(total - 1), { minLength: 1, maxLength: 5 }).map((cs) => cs.sort((a, b) => a - b)),
        );
      const classes = v.fleet.map((cls, classIndex) => fc.array(ship(classIndex), { minLength: 0, maxLength: cls.count + 1 }));
      return fc.tuple(fc.constant(v), fc.tuple(...classes));
    });
    fc.assert(
      fc.property(arb, ([v, perClass]) => {
        const layout: FleetLayout = perClass.flatMap((ships, classIndex) =>
          ships.map((cells, ordinal) => ({ classId: v.fleet[classIndex]!.id, classIndex, ordinal, cells })),
        );
        const text = formatLayout(layout, v);
        const back = parseLayout(text, v);
        expect(back.ok).toBe(true);
        if (back.ok) expect(back.value).toEqual(layout);
      }),
      { numRuns: 500 },
    );
  });

  it('where a cell name holds a dash (separator "-"), writes the two ends apart with "..", not another dash', () => {
    const v = makeVariant({ board: { separator: '-', cellOrder: 'row-column', rowLabels: Array.from({ length: 10 }, (_, i) => String(i + 1)), columnLabels: Array.from({ length: 10 }, (_, i) => String(i)) } });
    const layout = parsed({ four: '2-1..5-1', three: '10-3 10-4 10-5', two: ['1-8..1-9', '7-7..8-8'] }, v);
    const f = formatLayout(layout, v);
    expect(f).toEqual({ four: '2-1..5-1', three: '10-3..10-5', two: ['1-8..1-9', '7-7..8-8'] });
    expect(parsed(f, v)).toEqual(layout);
    // Without a dash in the names the dash stays.
    expect(formatLayout(parsed(LEGAL_JUTLAND, jutland), jutland)).toEqual(LEGAL_JUTLAND);
  });

  it('writes cells that parse in their variant', () => {
    const f = formatLayout(parsed({ two: 'а1-а2', three: 'в1 в2 в3', four: 'K1-K4', five: 'е10-к10', hospital: 'д3-д6' }, perelman), perelman);
    expect(f.hospital).toBe('д3-д6');
    expect(f.four).toBe('к1-к4');
    expect(parseCell('д3', perelman.board).ok).toBe(true);
  });
});

describe('statki', () => {
  it('the classic layout is legal; one submarine at a corner of the battleship is not', () => {
    const legal = { four: 'A1-D1', three: ['F1-H1', 'J1-J3'], two: ['A3-B3', 'D3-E3', 'G3-H3'], one: ['A5', 'C5', 'E5', 'G5'] };
    expect(codes(legal, statki)).toEqual([]);
    // E2 touches the four-ship and a cruiser at corners and a destroyer at its side: the side is named, not a corner of it.
    const d = checkLayout(parsed({ ...legal, one: ['E2', 'C5', 'E5', 'G5'] }, statki), statki);
    expect(d.map((x) => x.code)).toEqual(['ship-touching', 'ship-touching', 'ship-touching']);
    expect(d.map((x) => x.message.split(' touch: ')[1])).toEqual(['D1 touches E2 at a corner', 'F1 touches E2 at a corner', 'E3 is next to E2']);
  });

  it('messages use the variant language when asked', () => {
    const d = checkLayout(parsed({ two: 'а1-а2', three: 'а1-а3', four: 'б1-б4', five: 'в1-в5', hospital: 'г1-г4' }, perelman), perelman, { lang: 'en' });
    expect(d[0]!.message).toContain('two-cell ship а1-а2');
    const ru = checkLayout(parsed({ two: 'а1-а2', three: 'а1-а3', four: 'б1-б4', five: 'в1-в5', hospital: 'г1-г4' }, perelman), perelman);
    expect(ru[0]!.message).toContain('двухклеточный а1-а2');
  });
});

describe('an empty ship', () => {
  it("is shown an example of its own class's size, which read as the ship is one of that many cells", () => {
    for (const variant of [morskoy, jutland]) {
      for (const cls of variant.fleet.filter((c) => c.kind !== 'shape' && c.size > 1)) {
        const r = parseLayoutDetailed({ [cls.id]: [''] }, variant);
        const empty = r.ok ? undefined : r.diagnostics.find((d) => d.code === 'ship-empty');
        const example = empty?.parts?.example;
        expect(typeof example).toBe('string');
        expect(empty!.suggestion).toBe(`write its two ends, e.g. ${String(example)}, or its cells`);
        const read = parseShip(String(example), variant.board);
        expect(read.ok && read.cells.length).toBe(cls.size);
      }
    }
  });

  it('of one cell is told to write its cell, of a shape its cells, not two ends; in Russian and Polish too', () => {
    const told = (variant: Variant, id: string) => {
      const r = parseLayoutDetailed({ [id]: [''] }, variant);
      const empty = r.ok ? undefined : r.diagnostics.find((d) => d.code === 'ship-empty');
      return { suggestion: empty?.suggestion, example: String(empty?.parts?.example), ru: layoutReadSaid('ru', empty!, namingOfVariant(variant, 'ru'), () => undefined)?.suggestion, pl: layoutReadSaid('pl', empty!, namingOfVariant(variant, 'pl'), () => undefined)?.suggestion };
    };
    const sub = told(morskoy, morskoy.fleet.find((c) => c.size === 1)!.id);
    expect(sub).toEqual({ suggestion: 'write its cell, e.g. А1', example: 'А1', ru: 'напишите его клетку, например А1', pl: 'napisz jego pole, na przykład А1' });
    for (const cls of bent.fleet.filter((c) => c.kind === 'shape')) {
      const shaped = told(bent, cls.id);
      expect(shaped.suggestion).toBe(`write its cells, e.g. ${shaped.example}`);
      expect(shaped.ru).toBe(`напишите его клетки, например ${shaped.example}`);
      expect(shaped.pl).toBe(`napisz jego pola, na przykład ${shaped.example}`);
      // The example is a ship of the class: its cells, as many as the shape has, read back.
      const read = parseShip(shaped.example, bent.board);
      expect(read.ok && read.cells.length).toBe(cls.shape.length);
    }
    expect(told(bent, 'ell').example).toBe('A1 A2 A3 B3');
  });
});
