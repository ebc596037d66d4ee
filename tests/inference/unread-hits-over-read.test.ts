/**
 * A whole salvo's report with a cell that could not be read, naming more hits than the cells read
 * (`C2 C? -> boat 1, raft 1`): the unread shot was fired, and may have hit, so two hits fit a salvo
 * of two shots. The replay that decides what the record leaves unjudged (`unjudgedSalvos`, as
 * `check`'s announcements-impossible uses it) counts it as a shot that may be new, as the referee
 * does, and keeps the salvo's own report (read exactly by the inference), where it found the report
 * inconsistent ("2 hits announced for 1 new shot") and dropped it.
 */
import { describe, expect, it } from 'vitest';
import { unjudgedSalvos } from '../../src/inference/record-check.js';
import { refereeRecord } from '../../src/record/referee.js';
import { replayRecord } from '../../src/record/game.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { garbledRecord, readingsFit } from './unread-readings.js';

const small = makeVariant({ rows: 5, columns: 5, fleet: [shipClass('boat', 2), shipClass('raft', 1)], turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: 2 } }, report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false } });
const LINES = ['red: C2 C? -> boat 1, raft 1', 'blue: B4 B5 -> no hits', 'red: B3 E1 -> no hits'];

describe('an unread cell in a whole salvo\'s report naming two hits for one cell read', () => {
  it('some reading fits; the referee finds no inconsistent announcement', () => {
    const { parsed } = garbledRecord(small, LINES);
    expect(readingsFit(small, LINES).length).toBeGreaterThan(0);
    expect(refereeRecord(parsed, small).breaches.map((b) => b.code)).toEqual(['cell-unreadable']);
    // As written, the unread cell left out, the salvo has one shot: two hits do not fit it.
    expect(replayRecord(parsed.record, small).violations.map((v) => v.code)).toContain('announcement-inconsistent');
  });

  it('unjudgedSalvos keeps the salvo\'s own report (its announcement not dropped as inconsistent)', () => {
    const { parsed } = garbledRecord(small, LINES);
    const u = unjudgedSalvos(parsed.record, small, parsed.sources, new Set(), { inconsistent: true });
    expect(u.ownReports).toEqual(new Set([1]));
    expect(u.unreadHits).toEqual(new Map([[1, 1]]));
  });
});
