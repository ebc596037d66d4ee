/**
 * The fleet not revealed, one shot at a time: a repeat at a cell announced "hit", whose ship sank
 * later at another cell, announced "sunk" again, is one slip (the sinking said again), where the
 * record shows that ship sunk: ships may not touch, so a hit beside the cell announced "sunk" was of
 * the ship sunk there; where ships may touch, a hit in a straight line from it through hits, within
 * the ship's length, may be that ship's (`mayBeSunkCells`). A hit not joined to it stays two slips.
 */
import { describe, expect, it } from 'vitest';
import { conflictAgainst } from '../../src/inference/record-check.js';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { sunkShipCells } from '../../src/rules/announce.js';
import { loadVariant } from '../../src/variant/load.js';

const game = (hit: string, sunk: string, again: string): string =>
  'variant: morskoy-boy\nlanguage: ru\nsides: { первый: Оля, второй: Дима }\nsalvos:\n' +
  `  - первый: ${hit} -> попал\n  - первый: ${sunk} -> убит\n  - первый: А10 -> мимо\n  - второй: В3 -> мимо\n` +
  `  - первый: ${again} -> убит\n  - первый: И9 -> мимо\n  - второй: З2 -> мимо\n`;

async function judged(text: string, id = 'morskoy-boy') {
  const variant = await loadVariant(id, { cwd: process.cwd() });
  const parsed = parseRecord(text, variant);
  expect(parsed.diagnostics).toEqual([]);
  return { parsed, variant, report: refereeRecord(parsed, variant) };
}

describe('a repeat at a hit of a ship sunk later at another cell, announced "sunk" again', () => {
  it('one error, the repeat, its «убит» read as «мимо»; the consistency check agrees', async () => {
    const { parsed, variant, report } = await judged(game('Г2', 'Д2', 'Г2'));
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['repeated-cell', 5]]);
    expect(report.breaches[0]!.suggestion).toContain(`the "убит" второй announced for it is read as "мимо"`);
    expect(conflictAgainst(variant, parsed.record, 'второй', { sources: parsed.sources })).toBeNull();
  });

  it('a ship of three, a repeat at its far end: read so too', async () => {
    const text =
      'variant: morskoy-boy\nlanguage: ru\nsides: { первый: Оля, второй: Дима }\nsalvos:\n' +
      '  - первый: Б5 В5 Г5 А10 -> попал, попал, убит, мимо\n  - второй: В3 -> мимо\n  - первый: Б5 -> убит\n  - первый: И9 -> мимо\n';
    const { report } = await judged(text);
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['repeated-cell', 6]]);
  });

  it('a hit not beside the cell announced "sunk" stays two errors', async () => {
    // Г2 hit, Ж7 sunk (a submarine, say): the ship at Г2 is not shown sunk.
    const { report } = await judged(game('Г2', 'Ж7', 'Г2'));
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([
      ['repeated-cell', 5],
      ['announcement-inconsistent', 5],
    ]);
  });

  it('ships that may touch: a hit in line with a sinking, within the ship\'s length, may be that ship\'s: one error', async () => {
    const text = 'variant: classic-1967\nsalvos:\n  - blue: A1 -> hit\n  - red: J1 -> miss\n  - blue: A2 -> sunk destroyer\n  - red: J2 -> miss\n  - blue: A1 -> sunk destroyer\n';
    const { report } = await judged(text, 'classic-1967');
    expect(report.breaches.map((b) => [b.code, b.salvo])).toEqual([['repeated-cell', 5]]);
  });

  it('sunkShipCells: the hits joined side by side, and corner to corner where ships may not touch at all', async () => {
    const variant = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const statki = await loadVariant('statki', { cwd: process.cwd() });
    const cols = variant.board.columns;
    const at = (r: number, c: number): number => r * cols + c;
    // A line of three, a diagonal neighbour, and a hit apart.
    const hit = new Set([at(1, 1), at(1, 2), at(1, 3), at(2, 4), at(6, 6)]);
    expect(variant.placement.spacing).toBe('no-contact');
    expect(sunkShipCells(variant, hit, at(1, 1))).toEqual([at(1, 1), at(1, 2), at(1, 3), at(2, 4)]);
    expect(sunkShipCells({ ...variant, placement: { ...variant.placement, spacing: 'no-side-contact' } }, hit, at(1, 1))).toEqual([at(1, 1), at(1, 2), at(1, 3)]);
    expect(sunkShipCells({ ...variant, placement: { ...variant.placement, spacing: 'may-touch' } }, hit, at(1, 1))).toEqual([at(1, 1)]);
    expect(sunkShipCells(statki, new Set([0]), 0)).toEqual([0]);
  });
});
