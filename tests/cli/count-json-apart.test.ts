/**
 * `count --json` gives the count with the ships of each class told apart (`countApart`), the figure
 * the text gives after "told apart" (`… = count × 2! × 3!`): checked against the text and against a
 * brute force that places every ship one by one, in order, on a small board.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvoApart } from '../helpers/cli.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { bruteLayouts, brutePositions } from '../inference/brute.js';

/** A 4×4 board, a boat of 3, two rafts of 2 and three buoys of 1, which may touch. */
const TINY = `id: tiny
languages: [en]
name: Tiny
board: { rows: 4, columns: 4, columnLabels: ABCD }
fleet:
  - { id: boat, name: Boat, size: 3 }
  - { id: raft, name: Raft, size: 2, count: 2 }
  - { id: buoy, name: Buoy, size: 1, count: 3 }
placement: { diagonal: false, spacing: may-touch }
turns: { salvo: { kind: constant, shots: 1 } }
report: { timing: per-shot, sunk: plain, hitClass: false }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }
`;

const ONE_EACH = TINY.replace('size: 2, count: 2', 'size: 2').replace('size: 1, count: 3', 'size: 1');

describe('count --json: countApart', () => {
  it('is the layouts with every ship told apart, as a brute force placing them in order counts, and as the text says', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-count-apart-'));
    writeFileSync(join(dir, 'tiny.yaml'), TINY);
    const json = JSON.parse((await runSalvoApart(dir, ['count', 'tiny.yaml', '--json'])).stdout) as { exact: boolean; count: string; countApart: string };
    // Told apart: the boat, the first raft, the second, the three buoys in turn, none overlapping.
    const classes = [shipClass('boat', 3), shipClass('raft', 2), shipClass('buoy', 1)];
    const positions = brutePositions(makeVariant({ rows: 4, columns: 4, fleet: classes, placement: { diagonal: false, spacing: 'may-touch' } }));
    const order = [0, 1, 1, 2, 2, 2];
    const ordered = (i: number, used: ReadonlySet<number>): number => {
      if (i === order.length) return 1;
      let n = 0;
      for (const p of positions[order[i]!]!) if (p.cells.every((c) => !used.has(c))) n += ordered(i + 1, new Set([...used, ...p.cells]));
      return n;
    };
    const apart = ordered(0, new Set());
    const alike = bruteLayouts(makeVariant({ rows: 4, columns: 4, fleet: [shipClass('boat', 3), shipClass('raft', 2, { count: 2 }), shipClass('buoy', 1, { count: 3 })], placement: { diagonal: false, spacing: 'may-touch' } })).length;
    expect(apart).toBe(alike * 2 * 6);
    expect(json).toMatchObject({ exact: true, count: String(alike), countApart: String(apart) });
    const text = await runSalvoApart(dir, ['count', 'tiny.yaml']);
    expect(text.stdout).toContain(`(told apart, raft ×2 and buoy ×3: ${apart.toLocaleString('en-US')} = ${alike.toLocaleString('en-US')} × 2! × 3!).`);
  });

  it('is the count itself where every class has one ship', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-count-apart-'));
    writeFileSync(join(dir, 'one.yaml'), ONE_EACH);
    const json = JSON.parse((await runSalvoApart(dir, ['count', 'one.yaml', '--json'])).stdout) as { count: string; countApart: string };
    const alike = bruteLayouts(makeVariant({ rows: 4, columns: 4, fleet: [shipClass('boat', 3), shipClass('raft', 2), shipClass('buoy', 1)], placement: { diagonal: false, spacing: 'may-touch' } })).length;
    expect(json.count).toBe(String(alike));
    expect(json.countApart).toBe(json.count);
  });
});
