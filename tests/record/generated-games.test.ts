/**
 * Generated games at the record level: random legal games (random fleets, random legal salvos,
 * true announcements) written as record text, read back and refereed must check clean; any single
 * corruption of such a game must be reported at the salvo corrupted (and nowhere before it).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Announcement } from '../../src/rules/announcement.js';
import { playRandomGame } from '../../src/rules/generate.js';
import type { GameRecord, RecordedSalvo } from '../../src/record/model.js';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { writeRecord } from '../../src/record/write.js';
import { loadVariant, templateIds } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let templates: Variant[] = [];
beforeAll(async () => {
  templates = await Promise.all((await templateIds()).map((id) => loadVariant(id, { cwd: process.cwd() })));
});

/** A generated game as a record of the template. */
function generatedRecord(variant: Variant, seed: number, revealed: boolean, maxTurns = 40): GameRecord {
  const game = playRandomGame(variant, seed, { maxTurns });
  const [a, b] = variant.turns.sides;
  return {
    variant: variant.id,
    sides: [{ id: a.id, player: 'Ann' }, { id: b.id, player: 'Bob' }],
    fleets: revealed ? { [a.id]: game.setup.fleets[a.id]!, [b.id]: game.setup.fleets[b.id]! } : {},
    salvos: game.turns.map((t): RecordedSalvo => ({ side: t.side, cells: t.cells, announcement: t.announcement })),
  };
}

function referee(record: GameRecord, variant: Variant) {
  const parsed = parseRecord(writeRecord(record, variant), variant, { file: 'game.yaml' });
  return refereeRecord(parsed, variant);
}

/** A different announcement for the same salvo, in the variant's report model. */
function otherAnnouncement(a: Announcement, variant: Variant): Announcement {
  if (a.kind === 'per-shot') {
    const first = a.shots[0]!;
    const flipped = first.result === 'miss' ? (variant.report.timing === 'per-shot' && variant.report.hitClass ? { result: 'hit' as const, classId: variant.fleet[0]!.id } : { result: 'hit' as const }) : { result: 'miss' as const };
    return { kind: 'per-shot', shots: [flipped, ...a.shots.slice(1)] };
  }
  if (a.hits.length > 0) return { kind: 'per-salvo', hits: [] };
  const report = variant.report;
  const cls = variant.fleet[0]!;
  return {
    kind: 'per-salvo',
    hits: [{ classId: cls.id, ...(report.timing === 'per-salvo' && report.by === 'ship' ? { ship: 0 } : {}), ...(report.timing === 'per-salvo' && report.counts ? { count: 1 } : {}) }],
  };
}

type Corruption = 'repeat' | 'announcement' | 'side' | 'longer' | 'shorter';

/** Apply one corruption at salvo `k` (0-based); undefined when it does not apply there. */
function corrupt(record: GameRecord, variant: Variant, k: number, kind: Corruption): GameRecord | undefined {
  const salvos = [...record.salvos];
  const s = salvos[k]!;
  const earlier = salvos.slice(0, k).filter((x) => x.side === s.side).flatMap((x) => x.cells);
  const total = variant.board.rows * variant.board.columns;
  let changed: RecordedSalvo;
  switch (kind) {
    case 'repeat': {
      const repeat = earlier[0] ?? (s.cells.length > 1 ? s.cells[0] : undefined);
      if (repeat === undefined) return undefined;
      const at = s.cells.length > 1 && earlier.length === 0 ? 1 : 0;
      changed = { ...s, cells: s.cells.map((c, i) => (i === at ? repeat : c)) };
      break;
    }
    case 'announcement':
      if (!s.announcement) return undefined;
      changed = { ...s, announcement: otherAnnouncement(s.announcement, variant) };
      break;
    case 'side': {
      const other = record.sides[0].id === s.side ? record.sides[1].id : record.sides[0].id;
      changed = { ...s, side: other };
      break;
    }
    case 'longer': {
      const used = new Set([...earlier, ...s.cells]);
      let fresh = -1;
      for (let c = 0; c < total && fresh < 0; c++) if (!used.has(c)) fresh = c;
      if (fresh < 0) return undefined;
      const a = s.announcement;
      const announcement = a && a.kind === 'per-shot' ? { ...a, shots: [...a.shots, { result: 'miss' as const }] } : a;
      changed = { ...s, cells: [...s.cells, fresh], announcement };
      break;
    }
    case 'shorter': {
      if (s.cells.length < 2) return undefined;
      const a = s.announcement;
      const announcement = a && a.kind === 'per-shot' ? { ...a, shots: a.shots.slice(0, -1) } : a;
      changed = { ...s, cells: s.cells.slice(0, -1), announcement };
      break;
    }
  }
  salvos[k] = changed;
  return { ...record, salvos };
}

describe('generated games check clean at the record level', () => {
  it('with both fleets revealed and with none', () => {
    for (const variant of templates) {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), (seed, revealed) => {
          const record = generatedRecord(variant, seed, revealed);
          const report = referee(record, variant);
          expect(report.breaches, `${variant.id} seed ${seed}`).toEqual([]);
        }),
        { numRuns: 6 },
      );
    }
  });
});

describe('a single corruption is reported at the salvo corrupted', () => {
  for (const kind of ['repeat', 'announcement', 'side', 'longer', 'shorter'] as const) {
    it(kind, () => {
      let tried = 0;
      for (const variant of templates) {
        fc.assert(
          fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.nat(), (seed, pick) => {
            const record = generatedRecord(variant, seed, true, 30);
            if (record.salvos.length === 0) return;
            const k = pick % record.salvos.length;
            const bad = corrupt(record, variant, k, kind);
            if (!bad) return;
            tried++;
            const report = referee(bad, variant);
            const salvos = report.breaches.map((b) => b.salvo ?? 0);
            expect(salvos.length, `${variant.id} seed ${seed} salvo ${k + 1}`).toBeGreaterThan(0);
            expect(Math.min(...salvos), `${variant.id} seed ${seed}: ${JSON.stringify(report.breaches[0])}`).toBe(k + 1);
            if (kind === 'repeat') {
              // A salvo that is now the line before it again (a single shot repeating the shot
              // before) is one slip, said as the line written twice; any other, as the cell repeated.
              const before = bad.salvos[k - 1];
              const copy = before !== undefined && before.side === bad.salvos[k]!.side && JSON.stringify([before.cells, before.announcement]) === JSON.stringify([bad.salvos[k]!.cells, bad.salvos[k]!.announcement]);
              const code = copy ? 'repeated-salvo' : 'repeated-cell';
              expect(report.breaches.some((b) => b.salvo === k + 1 && b.code === code), `${variant.id} seed ${seed} salvo ${k + 1}: ${code}`).toBe(true);
            }
          }),
          { numRuns: 8 },
        );
      }
      expect(tried).toBeGreaterThan(10);
    });
  }
});
