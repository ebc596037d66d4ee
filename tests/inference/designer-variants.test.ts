/**
 * Unusual variants a designer might write (polyominoes, diagonal ships, every spacing rule, tiny
 * boards), counted by the engine and by a brute-force enumerator of this file's own: every
 * placement of every ship tried, ships of one class taken in increasing order so each layout is
 * counted once. Then a game record on the smallest of them: `salvo infer`'s count of the layouts
 * consistent with its announcements against the enumerator replaying the same shots.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { countLayouts } from '../../src/inference/engine.js';
import type { Variant } from '../../src/variant/model.js';
import { readVariantText } from '../../src/variant/parse.js';

type Cell = readonly [number, number];

const WORDS = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';

function variantOf(text: string): Variant {
  const r = readVariantText(text + WORDS, 'designer.yaml');
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return r.value;
}

/** Every orientation of a shape (rotations and reflections), each shifted to row and column 0. */
function orientations(shape: readonly Cell[]): Cell[][] {
  const seen = new Map<string, Cell[]>();
  for (const mirror of [false, true]) {
    let cells: Cell[] = shape.map(([r, c]) => [r, mirror ? -c : c]);
    for (let turn = 0; turn < 4; turn++) {
      const r0 = Math.min(...cells.map(([r]) => r));
      const c0 = Math.min(...cells.map(([, c]) => c));
      const norm = cells.map(([r, c]) => [r - r0, c - c0] as Cell).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      seen.set(JSON.stringify(norm), norm);
      cells = cells.map(([r, c]) => [c, -r]);
    }
  }
  return [...seen.values()];
}

/** Every placement of a class's ship on the board, as sorted cell indices. */
function placements(v: Variant, classIndex: number): number[][] {
  const cls = v.fleet[classIndex]!;
  const { rows, columns } = v.board;
  const out = new Map<string, number[]>();
  const add = (cells: readonly Cell[]): void => {
    if (cells.some(([r, c]) => r < 0 || c < 0 || r >= rows || c >= columns)) return;
    const idx = cells.map(([r, c]) => r * columns + c).sort((a, b) => a - b);
    out.set(idx.join(','), idx);
  };
  const shapes = orientations(cls.shape);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      for (const s of shapes) add(s.map(([dr, dc]) => [r + dr, c + dc]));
      if (cls.kind === 'straight' && v.placement.diagonal && cls.size > 1) {
        for (const dc of [1, -1]) add(Array.from({ length: cls.size }, (_, i) => [r + i, c + dc * i] as Cell));
      }
    }
  }
  return [...out.values()];
}

/** The cells a ship forbids to the others under the spacing rule (its own cells included). */
function forbidden(v: Variant, cells: readonly number[]): Set<number> {
  const { rows, columns } = v.board;
  const out = new Set<number>(cells);
  if (v.placement.spacing === 'may-touch') return out;
  for (const cell of cells) {
    const r = Math.floor(cell / columns);
    const c = cell % columns;
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        if (dr !== 0 && dc !== 0 && v.placement.spacing === 'no-side-contact') continue;
        const rr = r + dr;
        const cc = c + dc;
        if (rr >= 0 && cc >= 0 && rr < rows && cc < columns) out.add(rr * columns + cc);
      }
    }
  }
  return out;
}

interface Ship {
  readonly classIndex: number;
  readonly cells: readonly number[];
}

/** Every legal layout, handed to `visit`: ships of one class in increasing placement order. */
function enumerate(v: Variant, visit: (ships: readonly Ship[]) => void): void {
  const slots = v.fleet.flatMap((cls, classIndex) => Array.from({ length: cls.count }, (_, k) => ({ classIndex, first: k === 0 })));
  const options = v.fleet.map((_, i) => placements(v, i));
  const placed: Ship[] = [];
  const blocked: Set<number>[] = [];
  const go = (slot: number, from: number): void => {
    if (slot === slots.length) {
      visit(placed);
      return;
    }
    const { classIndex } = slots[slot]!;
    const list = options[classIndex]!;
    for (let p = from; p < list.length; p++) {
      const cells = list[p]!;
      // Spacing is symmetric here: a ship's cells may not lie where an earlier ship forbids.
      if (blocked.some((b) => cells.some((x) => b.has(x)))) continue;
      placed.push({ classIndex, cells });
      blocked.push(forbidden(v, cells));
      const next = slot + 1 < slots.length && !slots[slot + 1]!.first ? p + 1 : 0;
      go(slot + 1, next);
      placed.pop();
      blocked.pop();
    }
  };
  go(0, 0);
}

function bruteCount(v: Variant): number {
  let n = 0;
  enumerate(v, () => n++);
  return n;
}

const SHAPES = `  - { id: ell, name: Ell, shape: [[0,0],[1,0],[2,0],[2,1]] }
  - { id: tee, name: Tee, shape: [[0,0],[0,1],[0,2],[1,1]] }
  - { id: square, name: Square, shape: [[0,0],[0,1],[1,0],[1,1]] }
`;

const designs: { name: string; text: string }[] = [];
for (const spacing of ['may-touch', 'no-side-contact', 'no-contact']) {
  designs.push({ name: `6×6 L, T and square, ${spacing}`, text: `id: d\nlanguages: [en]\nname: D\nboard: { rows: 6, columns: 6 }\nfleet:\n${SHAPES}placement: { spacing: ${spacing} }\n` });
  for (const diagonal of [false, true]) {
    designs.push({
      name: `5×5 3 + 2×2, ${spacing}${diagonal ? ', diagonal' : ''}`,
      text: `id: d\nlanguages: [en]\nname: D\nboard: { rows: 5, columns: 5 }\nfleet:\n  - { id: three, name: Three, size: 3 }\n  - { id: two, name: Two, size: 2, count: 2 }\nplacement: { spacing: ${spacing}, diagonal: ${diagonal} }\n`,
    });
  }
  designs.push({
    name: `5×6 two L-trominoes, a single and a diagonal pair, ${spacing}`,
    text: `id: d\nlanguages: [en]\nname: D\nboard: { rows: 5, columns: 6, columnLabels: [0, 1, 2, 3, 4, 5], rowLabels: "а б в г д", cellOrder: row-column }\nfleet:\n  - { id: corner, name: Corner, shape: [[0,0],[1,0],[1,1]], count: 2 }\n  - { id: one, name: One, size: 1 }\n  - { id: pair, name: Pair, size: 2 }\nplacement: { spacing: ${spacing}, diagonal: true }\n`,
  });
  // The 20×20 designer's fleet in small (a line of diagonal ships, two skew tetrominoes, guns).
  designs.push({
    name: `6×6 a three and two skew tetrominoes, diagonal, ${spacing}`,
    text: `id: d\nlanguages: [en]\nname: D\nboard: { rows: 6, columns: 6 }\nfleet:\n  - { id: three, name: Three, size: 3, guns: 2, gunsLostAt: [2] }\n  - { id: sub, name: Sub, shape: [[0,0],[0,1],[1,1],[1,2]], count: 2, guns: 1 }\nplacement: { spacing: ${spacing}, diagonal: true }\nturns:\n  salvo: { kind: guns }\n`,
  });
}

// A lesson's boards, smaller than the seeds' (a class counting layouts by hand): 4×4, 3×3, 2×3.
for (const spacing of ['may-touch', 'no-side-contact', 'no-contact']) {
  designs.push({
    name: `4×4 3 + 2, ${spacing}`,
    text: `id: d\nlanguages: [en]\nname: D\nboard: { rows: 4, columns: 4 }\nfleet:\n  - { id: three, name: Three, size: 3 }\n  - { id: two, name: Two, size: 2 }\nplacement: { spacing: ${spacing} }\n`,
  });
  designs.push({
    name: `4×4 L-tetromino + 1, ${spacing}`,
    text: `id: d\nlanguages: [en]\nname: D\nboard: { rows: 4, columns: 4 }\nfleet:\n  - { id: ell, name: Ell, shape: [[0,0],[1,0],[2,0],[2,1]] }\n  - { id: one, name: One, size: 1 }\nplacement: { spacing: ${spacing} }\n`,
  });
  designs.push({
    name: `3×3 2 + 1×2, ${spacing}`,
    text: `id: d\nlanguages: [en]\nname: D\nboard: { rows: 3, columns: 3 }\nfleet:\n  - { id: two, name: Two, size: 2 }\n  - { id: one, name: One, size: 1, count: 2 }\nplacement: { spacing: ${spacing} }\n`,
  });
}
designs.push({
  name: '2×3 2 + 1, may-touch',
  text: `id: d\nlanguages: [en]\nname: D\nboard: { rows: 2, columns: 3 }\nfleet:\n  - { id: two, name: Two, size: 2 }\n  - { id: one, name: One, size: 1 }\nplacement: { spacing: may-touch }\n`,
});

describe('designer variants: the engine counts as the brute force does', () => {
  it.each(designs)('$name', ({ text }) => {
    const v = variantOf(text);
    const n = bruteCount(v);
    expect(n).toBeGreaterThan(0);
    expect(countLayouts(v)).toBe(BigInt(n));
  });
});

describe('a 4×4 lesson variant from the command line', () => {
  const VARIANT = `id: lesson\nlanguages: [en]\nname: Lesson\nboard: { rows: 4, columns: 4 }\nfleet:\n  - { id: three, name: Three, size: 3 }\n  - { id: two, name: Two, size: 2 }\nplacement: { spacing: may-touch }\n`;

  it('is checked, counted as the brute force counts, and printed on A4 and A5', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-lesson-'));
    writeFileSync(join(dir, 'v.yaml'), VARIANT + WORDS);
    const run = async (args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
      const m = memoryIO('', {}, dir);
      const code = await main(['node', 'salvo', ...args], m.io);
      return { code, stdout: m.stdout, stderr: m.stderr };
    };
    const checked = await run(['variant', 'check', 'v.yaml']);
    expect(checked.stderr).toBe('');
    expect(checked.code).toBe(0);
    const counted = await run(['count', 'v.yaml', '--json']);
    expect(counted.code).toBe(0);
    expect((JSON.parse(counted.stdout) as { count: string }).count).toBe(String(bruteCount(variantOf(VARIANT))));
    for (const paper of ['A4', 'A5']) {
      const pad = await run(['pad', 'v.yaml', '--paper', paper, '-o', `pad-${paper}.pdf`]);
      expect(pad.stderr).toBe('');
      expect(pad.code).toBe(0);
      expect(readFileSync(join(dir, `pad-${paper}.pdf`)).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('a game on the 6×6 L, T and square (per-shot reports naming the class)', () => {
  const VARIANT = `id: tiny-poly\nlanguages: [en]\nname: Tiny polyominoes\nboard: { rows: 6, columns: 6 }\nfleet:\n${SHAPES}placement: { spacing: may-touch }\nturns:\n  salvo: { kind: constant, shots: 2 }\nreport: { timing: per-shot, sunk: with-class, hitClass: true }\n`;
  // Blue's shots at red, with red's answers: [cell, result, class].
  const SHOTS: readonly (readonly [string, 'miss' | 'hit' | 'sunk', string?])[] = [
    ['A1', 'miss'],
    ['C4', 'hit', 'ell'],
    ['B4', 'hit', 'ell'],
    ['B5', 'hit', 'ell'],
    ['B6', 'sunk', 'ell'],
    ['D4', 'hit', 'tee'],
  ];
  const said = ([, result, cls]: readonly [string, string, string?]): string => (result === 'miss' ? 'miss' : `${result} ${cls}`);
  const RECORD = `variant: ./v.yaml\nsalvos:\n  - blue: ${SHOTS[0]![0]} ${SHOTS[1]![0]} -> ${said(SHOTS[0]!)}, ${said(SHOTS[1]!)}\n  - red: A1 B2 -> miss, miss\n  - blue: ${SHOTS[2]![0]} ${SHOTS[3]![0]} -> ${said(SHOTS[2]!)}, ${said(SHOTS[3]!)}\n  - red: D4 E4 -> miss, miss\n  - blue: ${SHOTS[4]![0]} ${SHOTS[5]![0]} -> ${said(SHOTS[4]!)}, ${said(SHOTS[5]!)}\n`;

  it("infer's count of red's layouts is the brute force's, replaying the announcements", async () => {
    const v = variantOf(VARIANT);
    const cellOf = (name: string): number => (Number(name.slice(1)) - 1) * v.board.columns + (name.charCodeAt(0) - 65);
    let consistent = 0;
    enumerate(v, (ships) => {
      const hits = ships.map(() => 0);
      const ok = SHOTS.every(([name, result, cls]) => {
        const k = ships.findIndex((s) => s.cells.includes(cellOf(name)));
        if (k < 0) return result === 'miss';
        hits[k]!++;
        const sunk = hits[k] === ships[k]!.cells.length;
        return result === (sunk ? 'sunk' : 'hit') && v.fleet[ships[k]!.classIndex]!.id === cls;
      });
      if (ok) consistent++;
    });
    expect(consistent).toBeGreaterThan(0);

    const dir = mkdtempSync(join(tmpdir(), 'salvo-designer-'));
    writeFileSync(join(dir, 'v.yaml'), VARIANT + WORDS);
    writeFileSync(join(dir, 'g.yaml'), RECORD);
    const m = memoryIO('', {}, dir);
    const code = await main(['node', 'salvo', 'infer', 'g.yaml', '--target', 'red', '--json'], m.io);
    expect(code).toBe(0);
    const out = JSON.parse(m.stdout) as { exact: boolean; count: string };
    expect(out.exact).toBe(true);
    expect(out.count).toBe(String(consistent));
  });
});
