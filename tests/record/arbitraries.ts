/**
 * fast-check generators for game records: records of a given variant whose announcements fit
 * the variant's report policy, so that writing and reading them back must give them again.
 */
import fc from 'fast-check';
import { randomLayout } from '../../src/core/random-layout.js';
import { canonicalHit, mostSunkBy, type Announcement, type SalvoHit, type ShotReport } from '../../src/rules/announcement.js';
import type { GameRecord, RecordedSalvo } from '../../src/record/model.js';
import type { Variant } from '../../src/variant/model.js';

/** An announcement in the variant's report model for a salvo of `shots` cells. */
export function arbAnnouncement(variant: Variant, shots: number): fc.Arbitrary<Announcement> {
  const report = variant.report;
  const classIds = variant.fleet.map((c) => c.id);
  if (report.timing === 'per-shot') {
    const shot: fc.Arbitrary<ShotReport> = fc.oneof(
      fc.constant({ result: 'miss' } as ShotReport),
      report.hitClass ? fc.constantFrom(...classIds).map((classId): ShotReport => ({ result: 'hit', classId })) : fc.constant({ result: 'hit' } as ShotReport),
      report.sunk === 'with-class'
        ? fc.constantFrom(...classIds).map((classId): ShotReport => ({ result: 'sunk', classId }))
        : fc.constant({ result: 'sunk' } as ShotReport),
    );
    return fc.array(shot, { minLength: shots, maxLength: shots }).map((s) => ({ kind: 'per-shot', shots: s }));
  }
  const ships: { classId: string; ship: number; classIndex: number }[] = [];
  variant.fleet.forEach((c, classIndex) => {
    const n = report.by === 'ship' ? c.count : 1;
    for (let ship = 0; ship < n; ship++) ships.push({ classId: c.id, ship, classIndex });
  });
  const entry = (s: (typeof ships)[number]): fc.Arbitrary<SalvoHit> =>
    fc.record({ count: fc.integer({ min: 1, max: 3 }), sunk: fc.boolean(), sunkShips: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }) }).map(({ count, sunk, sunkShips }) => {
      // By class, how many ships sank, where more than one could have (`destroyer 2 sunk 2`).
      const hit: SalvoHit = { classId: s.classId, ...(report.by === 'ship' ? { ship: s.ship } : {}), ...(report.counts ? { count } : {}), ...(report.sunk && sunk ? { sunk: true } : {}) };
      const most = mostSunkBy(hit, variant.fleet[s.classIndex]!.count);
      return canonicalHit(hit.sunk === true && report.by === 'class' && sunkShips !== undefined ? { ...hit, sunkShips: Math.min(sunkShips, most) } : hit, variant.fleet[s.classIndex]!.count);
    });
  return fc
    .subarray(ships)
    .chain((chosen) => (chosen.length === 0 ? fc.constant([] as SalvoHit[]) : fc.tuple(...chosen.map(entry))))
    .map((hits) => ({ kind: 'per-salvo', hits }));
}

const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 });
/** A note: one line, or several (a note typed with line breaks must survive too). */
const note = fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 3 }).map((lines) => lines.join('\n')));

export function arbSalvo(variant: Variant, sides: readonly [string, string]): fc.Arbitrary<RecordedSalvo> {
  const cellCount = variant.board.rows * variant.board.columns;
  return fc
    .record({
      side: fc.constantFrom(...sides),
      cells: fc.array(fc.integer({ min: 0, max: cellCount - 1 }), { minLength: 1, maxLength: 6 }),
      withAnnouncement: fc.boolean(),
      note: fc.option(note, { nil: undefined }),
      forced: fc.boolean(),
    })
    .chain((s) =>
      (s.withAnnouncement ? arbAnnouncement(variant, s.cells.length) : fc.constant(null)).map((announcement) => ({
        side: s.side,
        cells: s.cells,
        announcement,
        ...(s.note !== undefined ? { note: s.note } : {}),
        ...(s.forced ? { forced: true } : {}),
      })),
    );
}

export function arbRecord(variant: Variant): fc.Arbitrary<GameRecord> {
  const sides = [variant.turns.sides[0].id, variant.turns.sides[1].id] as const;
  return fc
    .record({
      players: fc.tuple(fc.option(text, { nil: undefined }), fc.option(text, { nil: undefined })),
      language: fc.option(fc.constantFrom(...variant.languages), { nil: undefined }),
      date: fc.option(text, { nil: undefined }),
      place: fc.option(text, { nil: undefined }),
      notes: fc.option(fc.string({ unit: 'grapheme', maxLength: 60 }), { nil: undefined }),
      fleetSeeds: fc.tuple(fc.option(fc.integer(), { nil: undefined }), fc.option(fc.integer(), { nil: undefined })),
      salvos: fc.array(arbSalvo(variant, sides), { maxLength: 12 }),
    })
    .map((r) => {
      const fleets: Record<string, ReturnType<typeof randomLayout>> = {};
      r.fleetSeeds.forEach((seed, i) => {
        if (seed !== undefined) fleets[sides[i]!] = randomLayout(variant, seed);
      });
      const side = (i: 0 | 1) => (r.players[i] !== undefined ? { id: sides[i], player: r.players[i]! } : { id: sides[i] });
      return {
        variant: variant.id,
        ...(r.language !== undefined ? { language: r.language } : {}),
        sides: [side(0), side(1)] as const,
        ...(r.date !== undefined ? { date: r.date } : {}),
        ...(r.place !== undefined ? { place: r.place } : {}),
        ...(r.notes !== undefined ? { notes: r.notes } : {}),
        fleets,
        salvos: r.salvos,
      };
    });
}
