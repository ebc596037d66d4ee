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
import { makeVariant, shapeClass, shipClass } from '../helpers/make-variant.js';

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

describe('a cell fired at again', () => {
  it('tells nothing of the fleet: its result proves no reason', async () => {
    const v = await loadVariant('statki', { cwd: process.cwd() });
    // B2 hit, then B2 again announced a miss: the second shot hit nothing new, so B2 is no water.
    const ev: Evidence = { salvos: [...shots(v, ['B2'], 'hit').salvos, ...shots(v, ['B2'], 'miss').salvos] };
    expect(isConsistent(v, ev)).toBe(true);
    expect(impossibilityReason(v, ev, [0, 1])).toBeNull();
    expect(impossibilityReason(v, ev, [1])).toBeNull();
  });
});

/** One row of `columns` cells, one ship of `size`, ships may touch, per-shot results with "sunk". */
const row = (columns: number, size: number): Variant =>
  makeVariant({ rows: 1, columns, fleet: [shipClass('ship', size)], placement: { diagonal: false, spacing: 'may-touch' } });

/** One salvo of one shot per entry, answered as given. */
const fired = (v: Variant, list: readonly [string, 'hit' | 'miss'][]): Evidence => ({
  salvos: list.map(([c, result]) => ({ cells: [cell(v, c)], announcement: { kind: 'per-shot' as const, shots: [{ result }] } })),
});

describe('a hit with no room for its ship', () => {
  it('lists the misses in the order of the salvos that fired them', () => {
    // D1 missed, then A1 missed, then B1 hit: a ship of three through B1 covers A1 or D1.
    const v = row(4, 3);
    const ev = fired(v, [['D1', 'miss'], ['A1', 'miss'], ['B1', 'hit']]);
    expect(isConsistent(v, ev)).toBe(false);
    const r = impossibilityReason(v, ev, [0, 1, 2]);
    if (r?.code !== 'no-room') throw new Error(`expected no-room, got ${JSON.stringify(r)}`);
    expect(r.cell).toBe(cell(v, 'B1'));
    const misses = ev.salvos.flatMap((s, i) => (s.announcement?.kind === 'per-shot' && s.announcement.shots[0]!.result === 'miss' ? [{ salvo: i, cell: s.cells[0]! }] : []));
    expect(r.misses).toEqual(misses);
    // The cells are not in board order: the order is the salvos', not the cells'.
    expect(misses.map((m) => m.cell)).not.toEqual(misses.map((m) => m.cell).sort((a, b) => a - b));
  });

  it('is said of the latest hit where two would do', () => {
    // B1 and C1 hit, then A1 and D1 missed: every ship of three covers a miss, through either hit.
    const v = row(4, 3);
    const ev = fired(v, [['B1', 'hit'], ['C1', 'hit'], ['A1', 'miss'], ['D1', 'miss']]);
    expect(isConsistent(v, ev)).toBe(false);
    const r = impossibilityReason(v, ev, [0, 1, 2, 3]);
    if (r?.code !== 'no-room') throw new Error(`expected no-room, got ${JSON.stringify(r)}`);
    const hits = ev.salvos.flatMap((s, i) => (s.announcement?.kind === 'per-shot' && s.announcement.shots[0]!.result === 'hit' ? [i] : []));
    expect(r.salvo).toBe(Math.max(...hits));
  });
});

describe('a hit that would have sunk its ship', () => {
  it('is named where every ship through it had all its cells fired at with it', () => {
    // A ship of two on a row of two: the second hit sank it, announced a hit.
    const v = row(2, 2);
    const ev = fired(v, [['A1', 'hit'], ['B1', 'hit']]);
    expect(isConsistent(v, ev)).toBe(false);
    const last = { salvo: 1, cell: cell(v, 'B1') };
    expect(impossibilityReason(v, ev, [0, 1])).toEqual({ code: 'hits-unsunk', hits: [last], last });
  });
});

describe('a "sunk" before its ship was fired at in full', () => {
  it('names the smallest ship that could have sunk there, where no class is named', () => {
    const v = makeVariant({ rows: 1, columns: 5, fleet: [shipClass('three', 3), shipClass('two', 2)], placement: { diagonal: false, spacing: 'may-touch' } });
    const ev: Evidence = { salvos: [{ cells: [cell(v, 'A1')], announcement: { kind: 'per-shot', shots: [{ result: 'sunk' }] } }] };
    expect(isConsistent(v, ev)).toBe(false);
    expect(impossibilityReason(v, ev, [0])).toEqual({ code: 'sunk-unfired', salvo: 0, cell: cell(v, 'A1'), size: Math.min(...v.fleet.map((c) => c.size)) });
  });
});

describe('a hit on a class that cannot be there', () => {
  it('is not said to have sunk a ship: no ship of the class passes through it', () => {
    // A plus of five cells on three by three sits only in the middle: never on a corner.
    const plus = shapeClass('plus', [[0, 1], [1, 0], [1, 1], [1, 2], [2, 1]]);
    const v = makeVariant({ rows: 3, columns: 3, fleet: [plus], placement: { diagonal: false, spacing: 'may-touch' }, report: { timing: 'per-shot', sunk: 'plain', hitClass: true } });
    const ev: Evidence = { salvos: [{ cells: [cell(v, 'A1')], announcement: { kind: 'per-shot', shots: [{ result: 'hit', classId: 'plus' }] } }] };
    expect(isConsistent(v, ev)).toBe(false);
    expect(impossibilityReason(v, ev, [0])?.code).not.toBe('hits-unsunk');
  });
});

describe('a hit next to a ship announced sunk', () => {
  it('names the later hit and the sunk cell, where the sunk ship was hit twice', async () => {
    const v = await loadVariant('statki', { cwd: process.cwd() });
    const said = (c: string, result: 'hit' | 'sunk'): Evidence['salvos'][number] => ({ cells: [cell(v, c)], announcement: { kind: 'per-shot', shots: [{ result }] } });
    // E5 hit, E6 sunk (a ship of two), then E7 hit: a ship there would touch the sunk one.
    const ev: Evidence = { salvos: [said('E5', 'hit'), said('E6', 'sunk'), said('E7', 'hit')] };
    expect(isConsistent(v, ev)).toBe(false);
    expect(impossibilityReason(v, ev, [0, 1, 2])).toEqual({ code: 'touches-sunk', hit: { salvo: 2, cell: cell(v, 'E7') }, sunk: { salvo: 1, cell: cell(v, 'E6') } });
  });
});

describe('where sinking is not announced', () => {
  it('a line of hits as long as the largest ship proves nothing: no "sunk" was owed for it', async () => {
    const base = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    if (base.report.timing !== 'per-shot') throw new Error('Морской бой reports shot by shot');
    const v: Variant = { ...base, report: { ...base.report, sunk: 'none' } };
    const longest = Math.max(...v.fleet.map((c) => c.size));
    const ev = shots(v, Array.from({ length: longest }, (_, i) => `${v.board.columnLabels[2]}${i + 1}`), 'hit');
    expect(isConsistent(v, ev)).toBe(true);
    expect(impossibilityReason(v, ev, ev.salvos.map((_, i) => i))).toBeNull();
  });
});

describe('whole-salvo reports', () => {
  const rowOf = (by: 'class' | 'ship', count: number): Variant =>
    makeVariant({ rows: 1, columns: 5, fleet: [shipClass('two', 2, { count })], placement: { diagonal: false, spacing: 'may-touch' }, report: { timing: 'per-salvo', by, counts: true, sunk: false } });

  it('a cell fired at again is no water for "no hits": its second shot hit nothing new', () => {
    const v = rowOf('class', 1);
    const ev: Evidence = {
      salvos: [
        { cells: [cell(v, 'B1')], announcement: { kind: 'per-salvo', hits: [{ classId: 'two', count: 1 }] } },
        { cells: [cell(v, 'B1')], announcement: { kind: 'per-salvo', hits: [] } },
      ],
    };
    expect(isConsistent(v, ev)).toBe(true);
    expect(impossibilityReason(v, ev, [0, 1])).toBeNull();
  });

  it('one ship named hit twice by cells no ship covers together: more hits than it can take', () => {
    // Two ships of two; the first of them named hit twice by A1 and C1, which no ship of two covers.
    const v = rowOf('ship', 2);
    const ev: Evidence = { salvos: [{ cells: [cell(v, 'A1'), cell(v, 'C1')], announcement: { kind: 'per-salvo', hits: [{ classId: 'two', ship: 0, count: 2 }] } }] };
    expect(isConsistent(v, ev)).toBe(false);
    expect(impossibilityReason(v, ev, [0])).toEqual({ code: 'salvo-hits-apart', salvo: 0, classIndex: 0, count: 2, most: 1 });
  });

  it('a ship named hit as often as it has cells under the salvo: no reason', () => {
    const v = rowOf('class', 1);
    const ev: Evidence = { salvos: [{ cells: [cell(v, 'A1'), cell(v, 'B1')], announcement: { kind: 'per-salvo', hits: [{ classId: 'two', count: 2 }] } }] };
    expect(isConsistent(v, ev)).toBe(true);
    expect(impossibilityReason(v, ev, [0])).toBeNull();
  });
});

describe('a hit at a cell fired at before, and a class sunk too often', () => {
  it('a hit announced at a cell that missed before: names the shot and the one that first fired there', async () => {
    const v = await loadVariant('statki', { cwd: process.cwd() });
    const said = (c: string, result: 'miss' | 'hit' | 'sunk'): Evidence['salvos'][number] => ({ cells: [cell(v, c)], announcement: { kind: 'per-shot', shots: [{ result }] } });
    const ev: Evidence = { salvos: [said('B4', 'miss'), said('A1', 'miss'), said('B4', 'sunk')] };
    expect(isConsistent(v, ev)).toBe(false);
    expect(impossibilityReason(v, ev, [2])).toEqual({ code: 'hit-refired', hit: { salvo: 2, cell: cell(v, 'B4') }, first: { salvo: 0, cell: cell(v, 'B4') } });
    // A hit at a fresh cell is no such thing.
    const fresh: Evidence = { salvos: [said('B4', 'miss'), said('C4', 'hit')] };
    expect(impossibilityReason(v, fresh, [0, 1])?.code).not.toBe('hit-refired');
  });

  it('a class of one ship announced sunk twice: names the second sinking and the first', async () => {
    const v = await loadVariant('classic-salvo', { cwd: process.cwd() });
    const ci = v.fleet.findIndex((c) => c.id === 'cruiser');
    expect(v.fleet[ci]!.count).toBe(1);
    const salvo = (names: string[], results: ('miss' | 'hit' | 'sunk cruiser')[]): Evidence['salvos'][number] => ({
      cells: names.map((n) => cell(v, n)),
      announcement: { kind: 'per-shot', shots: results.map((r) => (r === 'sunk cruiser' ? { result: 'sunk' as const, classId: 'cruiser' } : { result: r })) },
    });
    const ev: Evidence = {
      salvos: [salvo(['E8', 'E9', 'E10', 'A1', 'A2'], ['hit', 'hit', 'sunk cruiser', 'miss', 'miss']), salvo(['G3', 'H3', 'I3', 'J1', 'J2'], ['sunk cruiser', 'hit', 'hit', 'miss', 'miss'])],
    };
    expect(isConsistent(v, ev)).toBe(false);
    expect(impossibilityReason(v, ev, [0, 1])).toEqual({ code: 'sunk-too-often', sunk: { salvo: 1, cell: cell(v, 'G3') }, classIndex: ci, before: [{ salvo: 0, cell: cell(v, 'E10') }] });
  });
});
