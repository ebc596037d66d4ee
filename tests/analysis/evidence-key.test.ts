/**
 * The incremental evidence key (EvidenceKeyBuilder) against `evidenceKey` of the whole evidence,
 * after every step of generated sequences of salvos and own salvo sizes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EvidenceKeyBuilder, evidenceKey, keyBeforeLastSalvo, type OwnSalvoSize, type SalvoEvidence } from '../../src/analysis/posterior.js';

const result = fc.constantFrom('miss', 'hit', 'sunk');
const perShot: fc.Arbitrary<SalvoEvidence> = fc
  .array(fc.tuple(fc.nat(99), result, fc.option(fc.constantFrom('sub', 'battleship'), { nil: undefined })), { minLength: 1, maxLength: 3 })
  .map((shots) => ({
    cells: shots.map(([c]) => c),
    announcement: { kind: 'per-shot', shots: shots.map(([, r, k]) => (k === undefined ? { result: r } : { result: r, classId: k })) },
  }));
const unused: fc.Arbitrary<SalvoEvidence> = fc.array(fc.nat(99), { minLength: 1, maxLength: 3 }).map((cells) => ({ cells, announcement: null }));
const size: fc.Arbitrary<OwnSalvoSize> = fc
  .tuple(fc.nat(20), fc.integer({ min: 1, max: 6 }), fc.boolean())
  .map(([afterSalvo, shots, limited]) => (limited ? { afterSalvo, shots, limited } : { afterSalvo, shots }));
const step = fc.oneof(
  perShot.map((s) => ({ salvo: s })),
  unused.map((s) => ({ salvo: s })),
  size.map((s) => ({ size: s })),
);

describe('EvidenceKeyBuilder', () => {
  it('keeps the key evidenceKey writes, after every appended salvo or size', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const salvos: SalvoEvidence[] = [];
        const sizes: OwnSalvoSize[] = [];
        const keys = new EvidenceKeyBuilder();
        expect(keys.key()).toBe(evidenceKey({ salvos, ownSalvoSizes: sizes }));
        for (const s of steps) {
          if ('salvo' in s) {
            salvos.push(s.salvo);
            keys.addSalvo(s.salvo);
          } else {
            sizes.push(s.size);
            keys.addOwnSalvoSize(s.size);
          }
          expect(keys.key()).toBe(evidenceKey({ salvos, ownSalvoSizes: sizes }));
          expect(keys.key()).toBe(evidenceKey({ salvos, ownSalvoSizes: sizes }));
        }
      }),
      { seed: 6, numRuns: 300 },
    );
  });

  it('tells apart salvos with a cell that could not be read whose reports differ (they cap the cells read apart)', () => {
    const capped = (classId: string): SalvoEvidence => ({ cells: [6], announcement: null, unreadOwnReport: { kind: 'per-salvo', hits: [{ classId, count: 1 }] } });
    const keys = [capped('boat'), capped('raft'), { cells: [6], announcement: null }].map((s) => evidenceKey({ salvos: [s] }));
    expect(new Set(keys).size).toBe(3);
    const b = new EvidenceKeyBuilder();
    b.addSalvo(capped('raft'));
    expect(b.key()).toBe(keys[1]);
  });

  it('tells apart salvos whose report is the same but not the number of cells that could not be read (one is read exactly)', () => {
    const report = { kind: 'per-salvo', hits: [{ classId: 'boat', count: 1 }] } as const;
    const keys = [1, 2, undefined].map((n) => evidenceKey({ salvos: [{ cells: [6], announcement: null, unreadOwnReport: report, ...(n !== undefined ? { unreadOwnCells: n } : {}) }] }));
    expect(new Set(keys).size).toBe(3);
    const b = new EvidenceKeyBuilder();
    b.addSalvo({ cells: [6], announcement: null, unreadOwnReport: report, unreadOwnCells: 2 });
    expect(b.key()).toBe(keys[1]);
  });

  it('tells apart evidence that differs only in the own salvo sizes', () => {
    const a = new EvidenceKeyBuilder();
    const b = new EvidenceKeyBuilder();
    a.addOwnSalvoSize({ afterSalvo: 0, shots: 1 });
    b.addOwnSalvoSize({ afterSalvo: 0, shots: 2 });
    expect(a.key()).not.toBe(b.key());
  });
});

describe('keyBeforeLastSalvo', () => {
  it('cuts the key of the evidence without its last salvo from the whole key', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(perShot, unused), { minLength: 1, maxLength: 12 }), (salvos) => {
        expect(keyBeforeLastSalvo({ salvos }, evidenceKey({ salvos }))).toBe(evidenceKey({ salvos: salvos.slice(0, -1) }));
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  it("gives null with no salvo, with own salvo sizes, or for a key that is not the evidence's", () => {
    expect(keyBeforeLastSalvo({ salvos: [] }, '')).toBeNull();
    const salvos: SalvoEvidence[] = [{ cells: [3], announcement: null }];
    expect(keyBeforeLastSalvo({ salvos, ownSalvoSizes: [{ afterSalvo: 0, shots: 1 }] }, evidenceKey({ salvos, ownSalvoSizes: [{ afterSalvo: 0, shots: 1 }] }))).toBeNull();
    expect(keyBeforeLastSalvo({ salvos }, '4=null')).toBeNull();
  });
});
