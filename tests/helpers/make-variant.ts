/**
 * Hand-built variants for tests that must not depend on the YAML parser: `makeVariant` fills in
 * every field of a `Variant` with plain defaults (10×10, A–J × 1–10, one straight ship class of
 * each given size, no contact, one shot a salvo, per-shot miss/hit/sunk, English words), and
 * `shipClass` makes a class.
 */
import type { ShipClass, Variant, Words } from '../../src/variant/model.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function shipClass(id: string, size: number, extra: Partial<ShipClass> = {}): ShipClass {
  return {
    id,
    name: { en: id },
    mark: id.slice(0, 2).toUpperCase(),
    size,
    kind: 'straight',
    shape: Array.from({ length: size }, (_, i) => [0, i] as const),
    count: 1,
    guns: 0,
    gunsLostAt: [],
    protected: false,
    mustSink: true,
    hatched: false,
    ...extra,
  };
}

/** A polyomino class from [row, column] cells (normalised by the caller). */
export function shapeClass(id: string, cells: readonly (readonly [number, number])[], extra: Partial<ShipClass> = {}): ShipClass {
  return shipClass(id, cells.length, { kind: 'shape', shape: cells, ...extra });
}

export const EN_WORDS: Words = {
  miss: 'miss',
  hit: 'hit',
  sunk: 'sunk',
  noHits: 'no hits',
  ownChart: 'My fleet',
  enemyChart: 'Enemy waters',
};

export function makeVariant(
  opts: Partial<Omit<Variant, 'board'>> & { rows?: number; columns?: number; board?: Partial<Variant['board']> } = {},
): Variant {
  const rows = opts.rows ?? opts.board?.rows ?? 10;
  const columns = opts.columns ?? opts.board?.columns ?? 10;
  const { rows: _r, columns: _c, board, ...rest } = opts;
  return {
    id: 'test',
    name: { en: 'Test' },
    summary: { en: 'A test variant' },
    languages: ['en'],
    fleet: [shipClass('four', 4), shipClass('three', 3), shipClass('two', 2, { count: 2 })],
    placement: { diagonal: false, spacing: 'no-contact' },
    turns: {
      sides: [
        { id: 'blue', name: { en: 'Blue' } },
        { id: 'red', name: { en: 'Red' } },
      ],
      first: 'blue',
      salvo: { kind: 'constant', shots: 1 },
      extraShotOnHit: false,
      protectedHitPenalty: 'none',
      shotLimit: null,
      onShotsExhausted: 'draw',
    },
    report: { timing: 'per-shot', sunk: 'plain', hitClass: false },
    words: { en: EN_WORDS },
    rules: { en: '' },
    source: 'test',
    ...rest,
    board: {
      rows,
      columns,
      columnLabels: Array.from({ length: columns }, (_, i) => LETTERS[i]!),
      rowLabels: Array.from({ length: rows }, (_, i) => String(i + 1)),
      cellOrder: 'column-row',
      separator: '',
      ...board,
    },
  };
}
