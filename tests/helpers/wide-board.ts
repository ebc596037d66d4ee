/**
 * A template on a designer's wide board (10 rows × 20 columns, say), for the pad's layout tests:
 * Statki with Latin column letters, Морской бой lettered as the Russian alphabet goes on (А–Ф, no Й).
 */
import type { Variant } from '../../src/variant/model.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** `v` on a board of `rows` × `columns` (Latin column letters, or `columnLabels`; numbered rows). */
export function wide(v: Variant, rows: number, columns: number, columnLabels: readonly string[] = LETTERS.slice(0, columns)): Variant {
  return {
    ...v,
    id: `${v.id}-${rows}x${columns}`,
    board: {
      ...v.board,
      rows,
      columns,
      columnLabels: [...columnLabels],
      rowLabels: Array.from({ length: rows }, (_, i) => String(i + 1)),
    },
  };
}

/** The Russian column letters of a 20-column board: А–Ф without Й. */
export const RUSSIAN_TWENTY = 'АБВГДЕЖЗИКЛМНОПРСТУФ'.split('');
