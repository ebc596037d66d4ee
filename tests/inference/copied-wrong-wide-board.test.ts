/**
 * A ship copied wrong on a large board (Statki's fleet on 26×26), hit once where it was played
 * and written a cell or two over (its cells as written shot and answered misses): the places of
 * it that fit every announcement are the few that keep that hit, found among more legal places
 * of it than the referee is replayed for at most (`copiedWrongShip`'s cap), so the finding names
 * the ship (`fleet-copied-wrong`) where it fell back to `fleet-belied`. The places found are those
 * the brute force finds: every legal place of the ship, tried with the referee.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { placementsOf } from '../../src/core/placements.js';
import { formatShip, isLegalLayout } from '../../src/core/layout.js';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { beliedFleets } from '../../src/inference/record-check.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { wide } from '../helpers/wide-board.js';

const root = new URL('../..', import.meta.url).pathname;
let variant: Variant;

beforeAll(async () => {
  variant = wide(await loadVariant('statki', { cwd: root }), 26, 26);
});

/** Statki's example fleets, tomek's battleship written as `battleship`; ala hits C4, then shoots E4 and F4, answered misses. */
function record(battleship: string): string {
  return [
    'variant: statki',
    'language: pl',
    'sides: { ala: Ala, tomek: Tomek }',
    'fleets:',
    '  ala:',
    '    pancernik: D1-D4',
    '    krążownik: [G3-I3, F8-F10]',
    '    ścigacz: [A2-A3, C9-D9, I10-J10]',
    '    łódź podwodna: [H1, B5, J5, A9]',
    '  tomek:',
    `    pancernik: ${battleship}`,
    '    krążownik: [B6-B8, D8-F8]',
    '    ścigacz: [D2-E2, H9-H10, E10-F10]',
    '    łódź podwodna: [B2, J2, J4, J8]',
    'salvos:',
    '  - ala: C4 -> trafiony',
    '  - ala: E4 -> pudło',
    '  - tomek: Z26 -> pudło',
    '  - ala: F4 -> pudło',
    '  - tomek: Z25 -> pudło',
    '',
  ].join('\n');
}

describe('a ship copied wrong on a 26×26 board, hit once', () => {
  it('is named, at the places the brute force finds', () => {
    const f = { ...parseRecord(record('C4-F4'), variant, { file: 'g.yaml' }), variant };
    expect(f.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const breaches = refereeRecord(f, variant).breaches;
    expect(breaches.filter((b) => b.code === 'announcement-contradicts-fleet').map((b) => b.salvo)).toEqual([2, 4]);
    // More legal places of a four-cell ship than the referee is replayed for at most (600).
    const ship = f.record.fleets['tomek']!.findIndex((s) => s.cells.length === 4);
    const layout = f.record.fleets['tomek']!;
    const legal = placementsOf(variant, layout[ship]!.classIndex).filter((p) => isLegalLayout(layout.map((s, k) => (k === ship ? { ...s, cells: p.cells } : s)), variant));
    expect(legal.length).toBeGreaterThan(600);
    // The brute force: each legal place, the rest as written, at which the referee finds no breach.
    const fits = legal
      .filter((p) => refereeRecord({ ...f, record: { ...f.record, fleets: { ...f.record.fleets, tomek: layout.map((s, k) => (k === ship ? { ...s, cells: p.cells } : s)) } } }, variant).breaches.length === 0)
      .map((p) => formatShip(p.cells, variant.fleet[layout[ship]!.classIndex], variant.board));
    expect(fits).toContain('A4-D4');
    const [belied] = beliedFleets(f, breaches);
    expect(belied?.side).toBe('tomek');
    const c = belied!.copiedWrong;
    expect(c?.ship).toBe(ship);
    expect(c!.places.length + c!.more).toBe(fits.length);
    for (const p of c!.places) expect(fits).toContain(formatShip(p, variant.fleet[layout[ship]!.classIndex], variant.board));
  });
});
