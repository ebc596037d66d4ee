/**
 * The kinds of impossibility the referee names (impossibility-reason.ts) where a record of the
 * templates rarely reaches them first: each reason is a proof by the announcements given alone.
 */
import { describe, expect, it } from 'vitest';
import { impossibilityReason } from '../../src/inference/impossibility-reason.js';
import { isConsistent } from '../../src/inference/consistency.js';
import type { Evidence } from '../../src/inference/evidence.js';
import { loadVariant } from '../../src/variant/load.js';
import { parseCell } from '../../src/core/coords.js';
import type { Variant } from '../../src/variant/model.js';

const cell = (v: Variant, name: string): number => {
  const p = parseCell(name, v.board);
  if (!p.ok) throw new Error(name);
  return p.cell;
};

/** One salvo per shot, each answered `result`. */
function shots(v: Variant, cells: readonly string[], result: 'hit' | 'miss'): Evidence {
  return { salvos: cells.map((c) => ({ cells: [cell(v, c)], announcement: { kind: 'per-shot' as const, shots: [{ result }] } })) };
}

describe('hits that touch where ships may not', () => {
  it('a line of hits longer than the largest ship, where sinking is not announced', async () => {
    const base = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    if (base.report.timing !== 'per-shot') throw new Error('Морской бой reports shot by shot');
    const v: Variant = { ...base, report: { ...base.report, sunk: 'none' } };
    const longest = Math.max(...v.fleet.map((c) => c.size));
    const names = Array.from({ length: longest + 1 }, (_, i) => `${v.board.columnLabels[2]}${i + 1}`);
    const ev = shots(v, names, 'hit');
    expect(isConsistent(v, ev)).toBe(false);
    const r = impossibilityReason(v, ev, ev.salvos.map((_, i) => i));
    expect(r).toEqual({ code: 'hits-too-long', hits: names.map((n, i) => ({ salvo: i, cell: cell(v, n) })).sort((a, b) => a.cell - b.cell), longest });
  });

  it('two hits corner to corner: names the pair no ship covers', async () => {
    const v = await loadVariant('statki', { cwd: process.cwd() });
    const ev = shots(v, ['B2', 'C3'], 'hit');
    expect(isConsistent(v, ev)).toBe(false);
    expect(impossibilityReason(v, ev, [0, 1])).toEqual({ code: 'hits-touch', hits: [{ salvo: 0, cell: cell(v, 'B2') }, { salvo: 1, cell: cell(v, 'C3') }] });
  });

  it('says nothing where the announcements given prove nothing of the kind', async () => {
    const v = await loadVariant('statki', { cwd: process.cwd() });
    const ev = shots(v, ['B2', 'B3'], 'hit');
    expect(isConsistent(v, ev)).toBe(true);
    expect(impossibilityReason(v, ev, [0, 1])).toBeNull();
  });
});
