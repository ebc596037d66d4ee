/**
 * A cell whose row is typed in digits on a board whose rows are numbered in Roman numerals
 * (examples/variants/kirill-12.yaml: е-IV): not read, but the cell meant is suggested, with why,
 * in English, Russian and Polish.
 */
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { parseCell } from '../../src/core/coords.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
let kirill: Variant;
beforeAll(async () => {
  kirill = await loadVariant(join(ROOT, 'examples', 'variants', 'kirill-12.yaml'), { cwd: ROOT });
});

function problem(typed: string, board = kirill.board) {
  const r = parseCell(typed, board);
  if (r.ok) throw new Error(`${typed} was read`);
  return r.diagnostic;
}

describe('a row in digits where the rows are Roman numerals', () => {
  it('е4, е-4 and e4 (Latin e) are told е-IV, in English, Russian and Polish', () => {
    for (const typed of ['е4', 'е-4', 'e4']) expect(problem(typed).suggestion).toBe('did you mean е-IV? The board numbers its rows in Roman numerals');
    expect(formatDiagnostic(problem('ж12'))).toContain('(did you mean ж-XII? The board numbers its rows in Roman numerals)');
    const d = problem('е4');
    expect(readingSaid(d, 'ru')?.suggestion).toBe('может быть, е-IV? Строки на поле обозначены римскими цифрами');
    expect(readingSaid(d, 'pl')?.suggestion).toBe('czy chodziło o е-IV? Wiersze planszy są oznaczone cyframi rzymskimi');
  });

  it('a row past the board, or a board numbered in digits, gets no such guess', () => {
    expect(problem('е13').suggestion).not.toContain('Roman');
    const plain = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('a', 2)] });
    const d = parseCell('A9', plain.board);
    expect(d.ok).toBe(false);
    if (!d.ok) expect(d.diagnostic.suggestion ?? '').not.toContain('Roman');
  });
});
