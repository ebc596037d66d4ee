/**
 * A cell that cannot be read was a shot fired all the same: Perelman's 60-shot limit counts it.
 * One garbled cell does not leave its side a shot more at the end of the game (which then cascades
 * into every later salvo of the other side being called out of turn).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let perelman: Variant;
beforeAll(async () => {
  perelman = await loadVariant('perelman', { cwd: process.cwd() });
});

const COLUMNS = 'абвгдежзик';
const CELLS = Array.from({ length: 100 }, (_, i) => `${COLUMNS[i % 10]}${Math.floor(i / 10) + 1}`);

/** Twenty salvos of each side, three fresh cells each, no hits (each side's 60 shots); blue's salvo `garbled` (1-based) with its last cell written `ж`. */
function record(garbled: number | undefined, redLast: boolean): string {
  const lines: string[] = [];
  for (let i = 0; i < 20; i++) {
    const blue = CELLS.slice(3 * i, 3 * i + 3);
    if (garbled === i + 1) blue[2] = 'ж';
    lines.push(`  - blue: ${blue.join(' ')} -> попаданий нет`);
    if (i < 19 || redLast) lines.push(`  - red: ${CELLS.slice(3 * i, 3 * i + 3).join(' ')} -> попаданий нет`);
  }
  return `variant: perelman\nsides: { blue: Петя, red: Вася }\nsalvos:\n${lines.join('\n')}\n`;
}

describe('a cell that cannot be read, under a shot limit', () => {
  it('counts towards the limit: blue has no shot left after its 60 shots, one of them unreadable', () => {
    const parsed = parseRecord(record(10, false), perelman);
    expect(parsed.diagnostics.map((d) => d.code)).toEqual(['cell-unreadable']);
    const report = refereeRecord(parsed, perelman);
    const blue = report.state.sides.find((s) => s.side === 'blue')!;
    expect(blue.shotsFired).toBe(60);
    expect(blue.shotsLeft).toBe(0);
    // Red fires its last salvo next, as it would with every cell readable.
    expect(report.state.next).toBe('red');
  });

  it('both sides out of shots: the game is over, as with every cell readable', () => {
    const clean = refereeRecord(parseRecord(record(undefined, true), perelman), perelman);
    expect(clean.state.over).toBe(true);
    const parsed = parseRecord(record(10, true), perelman);
    const report = refereeRecord(parsed, perelman);
    expect(report.state.over).toBe(true);
    expect(report.state.result).toEqual(clean.state.result);
    // The one slip, the unreadable cell: nothing of the turn order or the limit besides it.
    expect(report.breaches.map((b) => b.code)).toEqual(['cell-unreadable']);
  });
});
