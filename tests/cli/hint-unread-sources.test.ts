/**
 * A record read from text with a cell that could not be read leaves the cell out of its salvo:
 * only the sources say it was fired. The hint (`hintText`, as play and infer's callers give it) and
 * `refereedEvidence` take the sources as required, so that no caller can read the salvo as one
 * shot short and give a count labelled exact that has fewer layouts than the readings (the brute
 * force over every reading of the cell, tests/inference/unread-readings.ts).
 */
import { describe, expect, it } from 'vitest';
import { infer } from '../../src/inference/engine.js';
import { refereedEvidence } from '../../src/inference/record-check.js';
import { hintText } from '../../src/cli/commands/infer.js';
import { byShip, garbledRecord, LOOSE, readingsFit } from '../inference/unread-readings.js';

describe('the sources of a record with an unread cell cannot be left out', () => {
  it('without them the count is below the readings\' and said exact: the reason they are required', () => {
    const { parsed } = garbledRecord(byShip, LOOSE);
    const readings = BigInt(readingsFit(byShip, LOOSE).length);
    const blind = infer(byShip, refereedEvidence(parsed.record, byShip, 'blue', { sources: undefined }).evidence);
    expect(blind.exact).toBe(true);
    expect(blind.readings).toBeUndefined();
    expect(blind.count).toBeLessThan(readings);
    const seen = infer(byShip, refereedEvidence(parsed.record, byShip, 'blue', { sources: parsed.sources }).evidence);
    expect(seen.count).toBeGreaterThanOrEqual(readings);
    expect(seen.readings).toBe('superset');
  });

  it('the hint given the parsed record (its sources with it) says "at most", never the blind count as exact', () => {
    const { parsed } = garbledRecord(byShip, LOOSE);
    const readings = readingsFit(byShip, LOOSE).length;
    const text = hintText(byShip, parsed, 'red', 'en', undefined, false, undefined, 'g.yaml');
    const m = /Consistent layouts: at most ([\d,]+) \(NOT exact/.exec(text);
    expect(m).not.toBeNull();
    expect(Number(m![1]!.replace(/,/g, ''))).toBeGreaterThanOrEqual(readings);
    expect(text).not.toMatch(/Consistent layouts: [\d,]+ \(exact/);
  });

  it('leaving the sources out does not compile', () => {
    const { parsed } = garbledRecord(byShip, LOOSE);
    // @ts-expect-error sources are required
    expect(() => refereedEvidence(parsed.record, byShip, 'blue', {})).not.toThrow();
    // @ts-expect-error the record alone is not enough: its sources go with it
    expect(() => hintText(byShip, parsed.record, 'red', 'en', 1)).toThrow();
  });
});
