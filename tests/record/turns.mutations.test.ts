/**
 * Mutation round 8, turn lines (turns.ts): only a variant whose results are per shot reads a line
 * of several cells as a turn; a salvo of several cells not answered needs no `together: true`; a
 * miss ends a turn even where the same side fires again next.
 */
import { describe, expect, it } from 'vitest';
import type { ShotResult } from '../../src/rules/announcement.js';
import type { GameRecord, RecordedSalvo } from '../../src/record/model.js';
import { parseRecord } from '../../src/record/parse.js';
import { groupTurns, readsTurnLines } from '../../src/record/turns.js';
import { writeRecord } from '../../src/record/write.js';
import type { Variant } from '../../src/variant/model.js';
import { EN_WORDS, makeVariant } from '../helpers/make-variant.js';
import { shotByShot } from './variants.js';

const shot = (result: ShotResult) => ({ kind: 'per-shot' as const, shots: [{ result }] });
const s = (side: string, cells: number[], result: ShotResult | null): RecordedSalvo => ({ side, cells, announcement: result === null ? null : shot(result) });
const record = (salvos: RecordedSalvo[]): GameRecord => ({ variant: 'test', sides: [{ id: 'blue' }, { id: 'red' }], fleets: {}, salvos });
const salvoLines = (text: string): string[] => text.split('\n').filter((l) => l.startsWith('  - '));

describe('turn lines, read and written', () => {
  it('a game of one shot and another on a hit, but results told for the salvo, reads a line of two cells as one salvo', () => {
    const base = makeVariant({ report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false } });
    const perSalvo: Variant = { ...base, turns: { ...base.turns, extraShotOnHit: true } };
    expect(readsTurnLines(perSalvo)).toBe(false);
    const r = parseRecord(`variant: test\nsides: { blue: , red: }\nsalvos:\n  - blue: A1 B1 -> ${EN_WORDS.noHits}\n`, perSalvo);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.record.salvos.map((x) => x.cells.length)).toEqual([2]);
  });

  it('a salvo of two cells with no result yet is written without together: true', () => {
    const game = record([s('blue', [0, 1], null)]);
    const text = writeRecord(game, shotByShot);
    expect(text).not.toContain('together');
    expect(salvoLines(text)).toEqual(['  - blue: а1 б1']);
    expect(parseRecord(text, shotByShot).record).toEqual(game);
  });

  it('a miss ends the turn: the same side firing again after its miss starts a line of its own', () => {
    const game = record([s('blue', [0], 'hit'), s('blue', [1], 'miss'), s('blue', [2], 'miss'), s('red', [3], 'miss')]);
    expect(groupTurns(game.salvos, shotByShot).map((g) => g.length)).toEqual([2, 1, 1]);
    const text = writeRecord(game, shotByShot, { groupTurns: true });
    expect(salvoLines(text)).toEqual(['  - blue: а1 б1 -> попал, мимо', '  - blue: в1 -> мимо', '  - red: г1 -> мимо']);
    expect(parseRecord(text, shotByShot).record).toEqual(game);
  });
});
