/**
 * Ships written one after another with no "," between them (`destroyer: [J1-J2 A9-B9]`: valid
 * YAML, one text) are said as a "," missing, after which ship, with the text to write; not as
 * the whole text being no cell. A bent ship's cells (also with a range among them) read as before.
 */
import { describe, expect, it } from 'vitest';
import { parseLayoutDetailed, parseShip } from '../../src/core/layout.js';
import { statki } from './seed-boards.js';

describe('a "," missing between ships', () => {
  it('two ships by their ends: the gap after the first, and what to write', () => {
    const r = parseShip('J1-J2 A9-B9', statki.board);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics.map((d) => [d.code, d.message, d.suggestion])).toEqual([
      ['ship-comma-missing', '"J1-J2 A9-B9" is 2 ships with no "," between them: a "," is missing after J1-J2', 'write J1-J2, A9-B9'],
    ]);
    expect(r.diagnostics[0]!.parts).toEqual({ typed: 'J1-J2 A9-B9', after: ['J1-J2'], fixed: 'J1-J2, A9-B9', ships: 2 });
  });

  it('three ships: every gap; and the fix reads back as three ships', () => {
    const r = parseLayoutDetailed({ two: ['J1-J2  A9-B9 G9-H9'] }, statki);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const d = r.diagnostics.find((x) => x.code === 'ship-comma-missing');
    expect(d?.message).toBe('two #1: "J1-J2  A9-B9 G9-H9" is 3 ships with no "," between them: a "," is missing after J1-J2 and A9-B9');
    const fixed = String(d?.parts?.fixed);
    const again = parseLayoutDetailed({ two: fixed }, statki);
    expect(again.ok).toBe(true);
    if (again.ok) expect(again.value.layout.map((s) => s.cells.length)).toEqual([2, 2, 2]);
  });

  it('a plain string for a class of several ships too', () => {
    const r = parseLayoutDetailed({ two: 'J1-J2 A9-B9, G9-H9' }, statki);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostics.map((d) => d.code)).toEqual(['ship-comma-missing']);
  });

  it('cells apart by spaces, or a range with cells, are still one ship', () => {
    expect(parseShip('A1 A2 B2', statki.board).ok).toBe(true);
    const r = parseShip('A1-A3 B3', statki.board);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostics.map((d) => d.code)).not.toContain('ship-comma-missing');
  });
});
