/**
 * `conflictAgainst` (what `salvo check` reports as announcements no legal fleet could have
 * produced) against brute force, from records built of generated positions: blue's salvos at red
 * with their announcements, red's replies of the sizes its fleet owes (one sometimes a shot off),
 * and sometimes an announcement of blue's the referee cannot judge (a cell of the salvo could not
 * be read). The salvos listed conflict, dropping any one of them lets some legal fleet fit again,
 * and a size that breaks the fit is listed with the announcements it conflicts with. An
 * announcement that cannot be judged still leaves its shots fired: they may have hit.
 */
import fc from 'fast-check';
import { breathe } from '../helpers/breathe.js';
import { describe, expect, it } from 'vitest';
import type { Evidence, OwnSalvoSize } from '../../src/inference/evidence.js';
import { conflictAgainst } from '../../src/inference/record-check.js';
import type { RecordedSalvo } from '../../src/record/model.js';
import type { Announcement } from '../../src/rules/announcement.js';
import { bruteInfer } from './brute.js';
import { positionArb } from './positions.js';

describe('conflictAgainst from a record (brute force)', () => {
  it('lists a set of salvos that conflicts, each needed, a size with what it conflicts with', async () => {
    let conflicts = 0;
    let sizeConflicts = 0;
    let unjudgedShots = 0;
    await fc.assert(
      fc.asyncProperty(positionArb, fc.nat(), fc.integer({ min: -1, max: 1 }), fc.option(fc.nat(), { freq: 2 }), async (pos, which, delta, hidden) => {
        await breathe();
        if (pos === null) return;
        const { variant, layouts } = pos;
        const N = variant.board.rows * variant.board.columns;
        // Sizes a shot limit or the board cut short are left out (the record cannot say so), and
        // where every salvo is the same size, a size tells nothing (nor is it evidence).
        const told = variant.turns.salvo.kind !== 'constant';
        const sizes: OwnSalvoSize[] = (told ? (pos.evidence.ownSalvoSizes ?? []) : []).filter((o) => !o.limited && o.shots > 0 && o.shots < N / 2);
        const off = sizes.length > 0 ? which % sizes.length : -1;
        const own = sizes.map((o, i) => (i === off && o.shots + delta > 0 ? { ...o, shots: o.shots + delta } : o));
        // A withheld announcement, and sometimes one more, is one the referee cannot judge: the
        // record has some announcement there (any: it is not taken at its word).
        const shots = pos.evidence.salvos;
        const unjudgedAt = new Set(shots.flatMap((s, j) => (s.announcement === null ? [j] : [])));
        if (hidden !== null && shots.length > 0) unjudgedAt.add(hidden % shots.length);
        const anything: Announcement =
          variant.report.timing === 'per-shot' ? { kind: 'per-shot', shots: [{ result: 'miss' }] } : { kind: 'per-salvo', hits: [] };
        const salvos: RecordedSalvo[] = [];
        const placeOf: number[] = [];
        const ownPlace: number[] = [];
        const ownInOrder: OwnSalvoSize[] = [];
        const addOwn = (o: OwnSalvoSize): void => {
          ownInOrder.push(o);
          ownPlace.push(salvos.length);
          salvos.push({ side: 'red', cells: Array.from({ length: o.shots }, (_, c) => c), announcement: { kind: 'per-salvo', hits: [] } });
        };
        shots.forEach((s, j) => {
          own.filter((o) => o.afterSalvo === j).forEach(addOwn);
          placeOf.push(salvos.length);
          salvos.push({ side: 'blue', cells: s.cells, announcement: s.announcement ?? anything });
        });
        own.filter((o) => o.afterSalvo >= shots.length).forEach(addOwn);
        const record = { sides: [{ id: 'blue' }, { id: 'red' }] as const, salvos };
        const unjudged = { announcements: new Set([...unjudgedAt].map((j) => placeOf[j]!)) };
        // The truth: the unjudged salvo fired, with nothing announced.
        const evidenceOf = (listed: ReadonlySet<number> | null): Evidence => ({
          salvos: ruled.map((s, j) => (unjudgedAt.has(j) || (listed !== null && !listed.has(placeOf[j]! + 1)) ? { cells: s.cells, announcement: null } : s)),
          ownSalvoSizes: ownInOrder
            .map((o) => ({ ...o, afterSalvo: Math.min(o.afterSalvo, shots.length) }))
            .filter((_, i) => listed === null || listed.has(ownPlace[i]! + 1)),
        });
        // As the rules read a record: a repeat at a cell that hit before (as announced, in a salvo
        // taken at its word), announced as a hit again, hits nothing new: a miss; so too one at a
        // cell announced "sunk" before (or a hit the record shows in the ship sunk there), "sunk"
        // again, naming no other class. A whole-salvo report
        // of a salvo at no new cell, naming only ships the salvos that first fired at its cells
        // named (no more hits on one than such cells): those ships named again, read as no hits.
        const hitCells = new Set<number>();
        const sunkCells = new Map<number, string | undefined>();
        const firedCells = new Set<number>();
        const namedAt = new Map<number, Set<string>>();
        const key = (h: { classId: string; ship?: number }): string => `${h.classId}/${h.ship ?? '-'}`;
        const ruled = shots.map((s, j) => {
          const a = unjudgedAt.has(j) ? null : s.announcement;
          if (a?.kind === 'per-salvo') {
            const allRepeats = s.cells.length > 0 && s.cells.every((c) => firedCells.has(c));
            const again = allRepeats && a.hits.length > 0 && a.hits.every((h) => {
              const at = new Set(s.cells.filter((c) => namedAt.get(c)?.has(key(h)) === true)).size;
              return at > 0 && (h.count === undefined || h.count <= at);
            });
            const read = again ? { kind: 'per-salvo' as const, hits: [] } : a;
            const fresh = [...new Set(s.cells.filter((c) => !firedCells.has(c)))];
            fresh.forEach((c) => firedCells.add(c));
            if (read.hits.length > 0) fresh.forEach((c) => namedAt.set(c, new Set(read.hits.map(key))));
            return { ...s, announcement: read };
          }
          const read = s.cells.map((c, k) => {
            const r = a?.kind === 'per-shot' ? a.shots[k] : undefined;
            if (firedCells.has(c)) {
              if (r?.result === 'hit' && hitCells.has(c)) return { result: 'miss' as const };
              const sunk = sunkCells.has(c) ? sunkCells.get(c) : null;
              if (r?.result === 'sunk' && sunk !== null && (sunk === undefined || r.classId === undefined || r.classId === sunk)) return { result: 'miss' as const };
              return r;
            }
            firedCells.add(c);
            if (r !== undefined && r.result !== 'miss') hitCells.add(c);
            // The ship sunk there, as the record shows it: where ships may not touch, the hits
            // joined to the cell (side by side; corner to corner too where they may not touch at all).
            if (r?.result === 'sunk') {
              const joined = [c];
              const cols = variant.board.columns;
              const corners = variant.placement.spacing === 'no-contact';
              for (let k = 0; k < joined.length && variant.placement.spacing !== 'may-touch'; k++) {
                const x = joined[k]!;
                for (const y of hitCells) {
                  const dr = Math.abs(Math.floor(y / cols) - Math.floor(x / cols));
                  const dc = Math.abs((y % cols) - (x % cols));
                  if (!joined.includes(y) && dr <= 1 && dc <= 1 && (corners || dr + dc === 1)) joined.push(y);
                }
              }
              for (const y of joined) sunkCells.set(y, r.classId);
            }
            return r;
          });
          if (a === null) s.cells.forEach((c) => firedCells.add(c));
          return a?.kind === 'per-shot' ? { ...s, announcement: { kind: 'per-shot' as const, shots: a.shots.map((r, k) => read[k] ?? r) } } : s;
        });
        const fits = (ev: Evidence): boolean => bruteInfer(variant, ev, layouts).count > 0n;
        const c = conflictAgainst(variant, record, 'red', { unjudged });
        expect(c === null).toBe(fits(evidenceOf(null)));
        if (unjudgedAt.size > 0) unjudgedShots++;
        if (c === null) return;
        conflicts++;
        const listed = new Set(c.salvos);
        expect(fits(evidenceOf(listed))).toBe(false);
        for (const n of listed) expect(fits(evidenceOf(new Set([...listed].filter((x) => x !== n))))).toBe(true);
        for (const j of unjudgedAt) expect(listed.has(placeOf[j]! + 1)).toBe(false);
        if (c.shots !== undefined) {
          sizeConflicts++;
          expect(salvos[c.at]!.side).toBe('red');
          expect(listed.has(c.after)).toBe(true);
          // Where the size alone fits some legal fleet, what it conflicts with is listed beside it
          // (announcements, or other sizes of red's).
          if (fits(evidenceOf(new Set([c.after])))) expect(listed.size).toBeGreaterThan(1);
        }
      }),
      { seed: 4242, numRuns: 300 },
    );
    expect(conflicts).toBeGreaterThan(20);
    expect(sizeConflicts).toBeGreaterThan(5);
    expect(unjudgedShots).toBeGreaterThan(20);
  });
});
