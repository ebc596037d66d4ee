/**
 * Property tests: game records of every built-in template (its board, its fleet, its words in
 * each of its languages) survive writing and reading back, as `salvo new`, `record` and `play`
 * write them and `check` reads them: parse(write(r)) is r, written one shot a line or a turn a
 * line, with LF or CRLF line ends; reading what was written and writing it again gives the same
 * text; and notes, players, places and dates hold what a hand types (quotes, colons, #, dashes,
 * arrows, leading and trailing spaces, line breaks, Cyrillic and Polish letters, emoji).
 */
import { resolve } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasErrors } from '../../src/core/diagnostics.js';
import { formatAnnouncement, parseAnnouncement } from '../../src/record/announcement-text.js';
import type { GameRecord } from '../../src/record/model.js';
import { parseRecord } from '../../src/record/parse.js';
import { writeRecord } from '../../src/record/write.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { arbAnnouncement, arbRecord } from './arbitraries.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TEMPLATES = ['classic-1967', 'classic-salvo', 'jutland', 'morskoy-boy', 'perelman', 'statki', 'statki-15'] as const;
const templates = new Map<string, Variant>();
beforeAll(async () => {
  for (const id of TEMPLATES) templates.set(id, await loadVariant(id, { cwd: ROOT }));
});
const template = (id: string): Variant => templates.get(id)!;

/** Pieces a hand types into a note that YAML treats specially, and letters of every alphabet. */
const PIECES = ['"', "'", ': ', ':', ' #', '#', '- ', '->', ' -> ', '{', '}', '[', ']', ',', '&a', '*a', '!', '%', '@', '`', '|', '>', '?', ' ', '  ', '\t', '\\', 'null', '~', 'true', '0x1F', '1e3', '007', 'ё', 'Ząb', 'убит', 'мимо', 'pudło', '🚢', 'é', '\u00a0', 'A1', 'blue:'];
const tricky = fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 3 })), { minLength: 1, maxLength: 8 }).map((ps) => ps.join(''));
/** A note of one line or several (typed with line breaks). */
const trickyNote = fc.oneof(tricky, fc.array(tricky, { minLength: 2, maxLength: 3 }).map((ls) => ls.join('\n')));

/** A record of the template with tricky text in every free field (the salvos as arbRecord draws them). */
function arbTrickyRecord(v: Variant): fc.Arbitrary<GameRecord> {
  return fc
    .tuple(
      arbRecord(v),
      fc.record({
        players: fc.tuple(fc.option(tricky, { nil: undefined }), fc.option(tricky, { nil: undefined })),
        date: fc.option(tricky, { nil: undefined }),
        place: fc.option(tricky, { nil: undefined }),
        notes: fc.option(trickyNote, { nil: undefined }),
        salvoNotes: fc.array(fc.option(trickyNote, { nil: undefined }), { maxLength: 12 }),
      }),
    )
    .map(([r, t]) => {
      const side = (i: 0 | 1) => (t.players[i] !== undefined ? { id: r.sides[i].id, player: t.players[i]! } : { id: r.sides[i].id });
      const { date: _d, place: _p, notes: _n, ...rest } = r;
      return {
        ...rest,
        sides: [side(0), side(1)] as const,
        ...(t.date !== undefined ? { date: t.date } : {}),
        ...(t.place !== undefined ? { place: t.place } : {}),
        ...(t.notes !== undefined ? { notes: t.notes } : {}),
        salvos: r.salvos.map((s, i) => {
          const { note: _note, ...salvo } = s;
          const note = t.salvoNotes[i];
          return note !== undefined ? { ...salvo, note } : salvo;
        }),
      };
    });
}

const errorsOf = (r: ReturnType<typeof parseRecord>) => r.diagnostics.filter((d) => d.severity === 'error');

describe('records of every template: parse(write(r)) is r', () => {
  for (const id of TEMPLATES) {
    it(`${id}: one shot a line and a turn a line, LF and CRLF`, () => {
      const v = template(id);
      fc.assert(
        fc.property(arbTrickyRecord(v), fc.boolean(), fc.boolean(), (record, grouped, crlf) => {
          const written = writeRecord(record, v, { groupTurns: grouped });
          const text = crlf ? written.replace(/\n/gu, '\r\n') : written;
          const parsed = parseRecord(text, v, { file: 'g.yaml' });
          expect(errorsOf(parsed), text).toEqual([]);
          expect(parsed.record).toEqual(record);
        }),
        { numRuns: 25 },
      );
    });
  }
});

describe('records of every template: what is read and written again reads the same', () => {
  for (const id of TEMPLATES) {
    it(`${id}: write(read(write(r))) is write(r)`, () => {
      const v = template(id);
      fc.assert(
        fc.property(arbTrickyRecord(v), (record) => {
          const text = writeRecord(record, v);
          const again = writeRecord(parseRecord(text, v).record, v);
          expect(again).toBe(text);
        }),
        { numRuns: 15 },
      );
    });
  }
});

describe('announcements of every template, in each of its languages', () => {
  for (const id of TEMPLATES) {
    it(`${id}: parse(format(a)) is a`, () => {
      const v = template(id);
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 6 }).chain((n) => fc.tuple(fc.constant(n), arbAnnouncement(v, n), fc.constantFrom(...v.languages))),
          ([n, a, lang]) => {
            const text = formatAnnouncement(a, v, lang);
            const back = parseAnnouncement(text, v, n);
            expect(hasErrors(back.issues.map((i) => i.diagnostic)), text).toBe(false);
            expect(back.announcement, text).toEqual(a);
          },
        ),
        { numRuns: 60 },
      );
    });
  }
});
