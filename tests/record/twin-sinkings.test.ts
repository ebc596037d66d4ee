/**
 * Per-salvo reports by class that say how many ships of a class the salvo sank (`destroyer 4 sunk
 * 2`), in a variant that reports so (tests/record/fixtures/twin-sinkings.yaml): reading and
 * writing, the referee with the fleet known and without it, and inference. A "sunk" without its
 * number keeps the meaning records gave it before: at least one.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatAnnouncement, parseAnnouncement } from '../../src/record/announcement-text.js';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { evidenceFromRecord } from '../../src/inference/from-record.js';
import { infer } from '../../src/inference/engine.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'twin-sinkings.yaml');
let v: Variant;
beforeAll(async () => {
  v = await loadVariant(FIXTURE, { cwd: process.cwd() });
});

const read = (text: string) => parseAnnouncement(text, v, 4, 'en');
const codes = (text: string): string[] => read(text).issues.map((x) => x.diagnostic.code);

describe('reading and writing the number sunk', () => {
  it('reads the number after the sunk word, the hits counted before it', () => {
    expect(read('destroyer 4 sunk 2').announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'destroyer', count: 4, sunk: true, sunkShips: 2 }] });
    expect(parseAnnouncement('эсминец 4 потоплен 2', v, 4).announcement).toEqual(read('destroyer 4 sunk 2').announcement);
  });
  it('keeps the meaning of what records wrote before: "sunk" alone, and a number after it with no count before', () => {
    expect(read('destroyer 4 sunk').announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'destroyer', count: 4, sunk: true }] });
    expect(read('destroyer sunk 2').announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'destroyer', count: 2, sunk: true }] });
  });
  it('drops a number that tells nothing more: one hit sinks one ship', () => {
    expect(read('destroyer 1 sunk 1').announcement).toEqual(read('destroyer 1 sunk').announcement);
    expect(read('cruiser 3 sunk 1').announcement).toEqual(read('cruiser 3 sunk').announcement);
  });
  it('refuses a number no salvo can sink, saying what to write', () => {
    for (const [text, suggestion] of [
      ['destroyer 4 sunk 3', 'write at most "destroyer 4 sunk 2"'],
      ['destroyer 1 sunk 2', 'write "destroyer 1 sunk"'],
      ['destroyer 2 sunk 0', 'write "destroyer 2"'],
    ] as const) {
      const r = read(text);
      expect(r.announcement, text).toBeNull();
      expect(codes(text), text).toEqual(['announcement-sunk-count']);
      expect(r.issues[0]!.diagnostic.suggestion, text).toBe(suggestion);
    }
  });
  it('writes the number where it was said, and reads it back', () => {
    for (const text of ['destroyer 4 sunk 2', 'destroyer 2 sunk 1, boat 2 sunk 2', 'cruiser 1, destroyer 3 sunk']) {
      const a = read(text).announcement!;
      expect(formatAnnouncement(a, v, 'en')).toBe(text);
      expect(parseAnnouncement(formatAnnouncement(a, v, 'ru'), v, 4).announcement).toEqual(a);
    }
  });
});

const RECORD = (result: string, more = '', fleets = true): string =>
  `variant: ./twin-sinkings.yaml
sides: { blue: A, red: B }
${fleets ? 'fleets:\n  red: { cruiser: A1-C1, destroyer: [A3-A4, C3-C4], boat: [E1, F6] }\n' : ''}salvos:
  - blue: A3 A4 C3 C4 -> ${result}
  - red: A1 A2 A3 A4 -> no hits
${more}`;

function check(text: string) {
  const parsed = parseRecord(text, v, { file: 'g.yaml' });
  return refereeRecord(parsed, v);
}

describe('the referee, the fleet known', () => {
  it('takes the true number, and "sunk" alone as at least one', () => {
    expect(check(RECORD('destroyer 4 sunk 2')).breaches).toEqual([]);
    expect(check(RECORD('destroyer 4 sunk')).breaches).toEqual([]);
  });
  it('says the true number where a wrong one was announced', () => {
    const [b, ...rest] = check(RECORD('destroyer 4 sunk 1')).breaches;
    expect(rest).toEqual([]);
    expect(b!.code).toBe('announcement-contradicts-fleet');
    expect(b!.suggestion).toContain('write -> destroyer 4 sunk 2');
  });
});

describe('the referee, the fleet not revealed', () => {
  it('holds a later hit on the class to the number sunk', () => {
    const later = '  - blue: E1 E3 E5 F2 -> destroyer 1\n';
    const two = check(RECORD('destroyer 4 sunk 2', later, false)).breaches;
    expect(two.map((b) => b.code)).toEqual(['announcement-inconsistent']);
    expect(two[0]!.message).toContain('hit after all of them were sunk');
  });
  it('finds no fleet for a number the hits cannot give, and none wrong with "sunk" alone', () => {
    // Four hits on the two destroyers of two cells sink both.
    const one = check(RECORD('destroyer 4 sunk 1', '', false)).breaches;
    expect(one.map((b) => b.code)).toEqual(['announcement-inconsistent']);
    expect(one[0]!.salvo).toBe(1);
    expect(check(RECORD('destroyer 4 sunk', '', false)).breaches).toEqual([]);
  });
});

describe('inference', () => {
  const layouts = (result: string): bigint => {
    const parsed = parseRecord(RECORD(result, '', false), v, { file: 'g.yaml' });
    return infer(v, evidenceFromRecord(v, parsed.record, 'red')).count;
  };
  it('four hits on two destroyers of two cells sink both: "sunk 2" and "sunk" fit, "sunk 1" does not', () => {
    expect(layouts('destroyer 4 sunk 2')).toBeGreaterThan(0n);
    expect(layouts('destroyer 4 sunk')).toBe(layouts('destroyer 4 sunk 2'));
    expect(layouts('destroyer 4 sunk 1')).toBe(0n);
  });
});
