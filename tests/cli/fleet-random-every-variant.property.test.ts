/**
 * Property test: `salvo fleet random --seed` on every template and example variant is the same
 * text for the same seed, always a legal layout by a check of its own here (every ship on the
 * board, of its class's size, straight ships in one line of consecutive cells, shaped ones of
 * their shape's size and connected; no two ships sharing a cell; none touching where the spacing
 * forbids it, by side or by corner; each class its count), and read back by `fleet check` as the
 * layout drawn, with no diagnostic.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fleetCheck, fleetRandom } from '../../src/cli/commands/fleet.js';
import type { FleetLayout } from '../../src/core/layout-types.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

const ROOT = process.cwd();
const REFS = [
  ...readdirSync(join(ROOT, 'templates')).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/u, '')),
  ...readdirSync(join(ROOT, 'examples/variants')).filter((f) => f.endsWith('.yaml')).map((f) => `examples/variants/${f}`),
];

/** Every rule the layout breaks, by a plain check of each pair of cells. */
function breaches(v: Variant, layout: FleetLayout): string[] {
  const { rows, columns } = v.board;
  const out: string[] = [];
  const rc = (c: number): [number, number] => [Math.floor(c / columns), c % columns];
  for (const cls of v.fleet) {
    const n = layout.filter((s) => s.classId === cls.id).length;
    if (n !== cls.count) out.push(`${cls.id}: ${n} ships, not ${cls.count}`);
  }
  for (const ship of layout) {
    const cls = v.fleet.find((c) => c.id === ship.classId)!;
    if (ship.cells.some((c) => c < 0 || c >= rows * columns)) out.push(`${ship.classId}: off the board`);
    if (ship.cells.length !== cls.size) out.push(`${ship.classId}: ${ship.cells.length} cells`);
    const at = ship.cells.map(rc);
    if (cls.kind === 'straight' && at.length > 1) {
      const [dr, dc] = [at[1]![0] - at[0]![0], at[1]![1] - at[0]![1]];
      const lines = Math.abs(dr) <= 1 && Math.abs(dc) <= 1 && (dr !== 0 || dc !== 0) && (v.placement.diagonal || dr === 0 || dc === 0);
      if (!lines || at.some(([r, c], i) => r !== at[0]![0] + i * dr || c !== at[0]![1] + i * dc)) out.push(`${ship.classId}: not a straight line`);
    }
    if (cls.kind === 'shape') {
      // Connected by sides.
      const seen = new Set([0]);
      for (let grew = true; grew; ) {
        grew = false;
        at.forEach(([r, c], i) => {
          if (seen.has(i)) return;
          if ([...seen].some((j) => Math.abs(at[j]![0] - r) + Math.abs(at[j]![1] - c) === 1)) (seen.add(i), (grew = true));
        });
      }
      if (seen.size !== at.length) out.push(`${ship.classId}: not connected`);
    }
  }
  const spacing = v.placement.spacing;
  for (let i = 0; i < layout.length; i++) {
    for (let j = i + 1; j < layout.length; j++) {
      for (const a of layout[i]!.cells) {
        for (const b of layout[j]!.cells) {
          const [[ar, ac], [br, bc]] = [rc(a), rc(b)];
          const [dr, dc] = [Math.abs(ar - br), Math.abs(ac - bc)];
          if (dr === 0 && dc === 0) out.push(`${layout[i]!.classId} and ${layout[j]!.classId} share a cell`);
          else if (spacing === 'no-side-contact' && dr + dc === 1) out.push(`${layout[i]!.classId} and ${layout[j]!.classId} touch by a side`);
          else if (spacing === 'no-contact' && dr <= 1 && dc <= 1) out.push(`${layout[i]!.classId} and ${layout[j]!.classId} touch`);
        }
      }
    }
  }
  return out;
}

describe('fleet random on every template and example variant', () => {
  it.each(REFS)('%s: the same seed, the same legal layout, read back by fleet check', async (ref) => {
    const v = await loadVariant(ref, { cwd: ROOT });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const first = fleetRandom(v, seed);
        expect(fleetRandom(v, seed).text).toBe(first.text);
        expect(breaches(v, first.layout), first.text).toEqual([]);
        const back = fleetCheck(v, first.text, 'f.yaml');
        expect(back.diagnostics, first.text).toEqual([]);
        expect(back.layout).toEqual(first.layout);
      }),
      { numRuns: 12 },
    );
  });

  it('the check here finds a layout broken by hand: two ships moved onto each other, and side by side', async () => {
    const v = await loadVariant('morskoy-boy', { cwd: ROOT });
    const { layout } = fleetRandom(v, 7);
    const [a, b] = [layout[0]!, layout[1]!];
    const onto = layout.map((s) => (s === b ? { ...s, cells: b.cells.map((_, i) => a.cells[i]!) } : s));
    expect(breaches(v, onto).some((m) => m.includes('share a cell'))).toBe(true);
    // A submarine put right of the battleship's last cell, where the board has room.
    const sub = layout.find((s) => s.classId === 'submarine')!;
    const last = a.cells[a.cells.length - 1]!;
    const beside = last % 10 < 9 ? last + 1 : last - a.cells.length;
    const touching = layout.map((s) => (s === sub ? { ...s, cells: [beside] } : s));
    expect(breaches(v, touching).some((m) => m.includes('touch'))).toBe(true);
  });
});
