/**
 * A fleet that does not fit is advised a looser spacing rule only where there is one and it could
 * help (the board has a cell for every ship's cell), wherever it is said: the validator's fit check
 * (tests/variant/fit-advice.test.ts), the exact count's settling of an undecided fit (variant check,
 * count, pad, fleet random) and the random layout's own search.
 */
import { describe, expect, it } from 'vitest';
import { noLayoutError } from '../../src/cli/commands/fleet-fit.js';
import { findAnyLayout, randomLayout } from '../../src/core/random-layout.js';
import { SalvoError, type Diagnostic } from '../../src/core/diagnostics.js';
import { designSaid } from '../../src/variant/design-text.js';
import { fleetFitProblem } from '../../src/variant/fit.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const LOOSER = 'use fewer or smaller ships, a bigger board, or a looser spacing rule';
const PLAIN = 'use fewer or smaller ships, or a bigger board';

function fleet(rows: number, size: number, count: number, spacing: Variant['placement']['spacing']): Variant {
  return makeVariant({ rows, columns: rows, source: 'tight.yaml', placement: { diagonal: false, spacing }, fleet: [shipClass('long', size, { count })] });
}

function thrown(f: () => unknown): Diagnostic {
  try {
    f();
  } catch (e) {
    if (e instanceof SalvoError) return e.diagnostics[0]!;
    throw e;
  }
  throw new Error('nothing thrown');
}

describe('the exact count finds no layout (noLayoutError)', () => {
  const unknown = (v: Variant): Diagnostic => ({
    severity: 'warning',
    code: 'fleet-fit-unknown',
    message: 'fleet: could not decide',
    file: 'tight.yaml',
    line: 6,
    column: 3,
    parts: { kind: 'design', where: 'fleet', rows: v.board.rows, columns: v.board.columns, spacing: v.placement.spacing, steps: 200000 },
  });

  it('ships that may touch already are not told of a looser rule (en/ru/pl)', () => {
    // Nine ships of 4 on 6×6, touching as they like: 36 cells, yet no layout.
    const v = fleet(6, 4, 9, 'may-touch');
    expect(findAnyLayout(v)).toEqual({ impossible: true });
    const d = noLayoutError(unknown(v), v);
    expect(d.suggestion).toBe(PLAIN);
    expect(designSaid(d.code, d.parts, 'ru')?.suggestion).toBe('возьмите меньше кораблей или меньшие корабли либо поле побольше');
    expect(designSaid(d.code, d.parts, 'pl')?.suggestion).toBe('użyj mniej albo mniejszych statków albo większej planszy');
  });

  it('ships kept apart are, where the board has room for every ship cell; where it has not, no rule helps', () => {
    // Four ships of 4 kept apart on 5×5: 16 cells; touching, they fit.
    const apart = fleet(5, 4, 4, 'no-contact');
    expect(findAnyLayout(apart)).toEqual({ impossible: true });
    expect('layout' in findAnyLayout(fleet(5, 4, 4, 'may-touch'))).toBe(true);
    const d = noLayoutError(unknown(apart), apart);
    expect(d.suggestion).toBe(LOOSER);
    expect(designSaid(d.code, d.parts, 'ru')?.suggestion).toBe('возьмите меньше кораблей или меньшие корабли, поле побольше или более свободное правило расстановки');
    expect(designSaid(d.code, d.parts, 'pl')?.suggestion).toBe('użyj mniej albo mniejszych statków, większej planszy albo luźniejszej reguły rozstawiania');
    // Ten ships of 4, 40 cells on a board of 36.
    const over = fleet(6, 4, 10, 'no-side-contact');
    expect(noLayoutError(unknown(over), over).suggestion).toBe(PLAIN);
  });
});

describe('randomLayout finds no layout', () => {
  it('proved none: the looser rule only where it could help', () => {
    expect(thrown(() => randomLayout(fleet(5, 4, 7, 'may-touch'), 1)).suggestion).toBe(PLAIN);
    expect(thrown(() => randomLayout(fleet(5, 4, 7, 'no-contact'), 1)).suggestion).toBe(PLAIN);
    const apart = thrown(() => randomLayout(fleet(5, 4, 4, 'no-contact'), 1));
    expect(apart.code).toBe('fleet-does-not-fit');
    expect(apart.suggestion).toBe(LOOSER);
  });

  it('gave up: the same advice after the command that decides', () => {
    const d = thrown(() => randomLayout(fleet(6, 4, 9, 'may-touch'), 1, { searchBudget: 1000 }));
    expect(d.code).toBe('fleet-search-exhausted');
    expect(d.suggestion).toBe(`the fleet is probably too tight for the board: 'salvo count tight.yaml' decides whether any layout exists; else ${PLAIN}`);
  });
});

describe('the fit check gives up (fleet-fit-unknown)', () => {
  it('ships that may touch already are not told to consider a looser rule (en/ru/pl); ships kept apart are', () => {
    const touch = fleetFitProblem(fleet(6, 4, 9, 'may-touch'), 10)!;
    expect(touch.code).toBe('fleet-fit-unknown');
    expect(touch.suggestion).toBe('a tight fleet may make random layouts slow; consider fewer or smaller ships, or a bigger board');
    expect(designSaid(touch.code, touch.parts, 'ru')?.suggestion).toBe('тесный флот может замедлить случайные расстановки; подумайте о том, чтобы взять меньше кораблей или меньшие корабли либо поле побольше');
    expect(designSaid(touch.code, touch.parts, 'pl')?.suggestion).toBe('ciasna flota może spowolnić losowe rozstawienia; rozważ mniej albo mniejsze statki albo większą planszę');
    const apart = fleetFitProblem(fleet(5, 4, 4, 'no-contact'), 10)!;
    expect(apart.code).toBe('fleet-fit-unknown');
    expect(apart.suggestion).toBe('a tight fleet may make random layouts slow; consider a looser spacing rule');
    expect(designSaid(apart.code, apart.parts, 'ru')?.suggestion).toBe('тесный флот может замедлить случайные расстановки; подумайте о более свободном правиле расстановки');
  });
});
