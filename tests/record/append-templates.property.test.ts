/**
 * Property test: a salvo appended to a record of any built-in template (as `record` and `play`
 * add it: one item more at the end of the text) reads back as the record with that salvo, its
 * note as typed (quotes, colons, #, line breaks, any letters), the text before it kept byte for
 * byte, comments and CRLF line ends included; and undoing it gives the text back. A turn of single
 * shots (Морской бой, Statki) appended as one line reads back as its shots.
 */
import { resolve } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { appendSalvo, appendTurn, removeLastSalvo } from '../../src/record/session.js';
import type { RecordedSalvo } from '../../src/record/model.js';
import { writeRecord } from '../../src/record/write.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { arbRecord, arbSalvo } from './arbitraries.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TEMPLATES = ['classic-1967', 'classic-salvo', 'jutland', 'morskoy-boy', 'perelman', 'statki', 'statki-15'] as const;
const templates = new Map<string, Variant>();
beforeAll(async () => {
  for (const id of TEMPLATES) templates.set(id, await loadVariant(id, { cwd: ROOT }));
});

const PIECES = ['"', "'", ': ', ' #', '#', '- ', '->', '{', '[', ',', '&a', '!', '|', '>', ' ', '\n', 'ё', 'Ząb', 'убит', '🚢'];
const note = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 6 }).map((ps) => ps.join(''));
const COMMENTS = ['', '   # typed at the table', '  # Ben\'s turn: "hit"?', ' # убит #2'];

describe('a salvo appended to a record of every template', () => {
  for (const id of TEMPLATES) {
    it(`${id}: reads back as the record with it, the text before kept, LF or CRLF; undone, the text again`, () => {
      const v = templates.get(id)!;
      const sides = [v.turns.sides[0].id, v.turns.sides[1].id] as const;
      fc.assert(
        fc.property(arbRecord(v), arbSalvo(v, sides), fc.option(note, { nil: undefined }), fc.constantFrom(...COMMENTS), fc.boolean(), (record, drawn, typed, comment, crlf) => {
          const { note: _n, ...bare } = drawn;
          const salvo = typed !== undefined ? { ...bare, note: typed } : bare;
          // A comment after the last line, as a hand leaves one.
          const lf = writeRecord(record, v).replace(/\n$/u, `${comment}\n`);
          const original = crlf ? lf.replace(/\n/gu, '\r\n') : lf;
          const added = appendSalvo(original, record, v, salvo);
          expect(added.rewritten, added.text).toBe(false);
          // (An empty list, `salvos: []`, becomes the list's first item.)
          if (record.salvos.length > 0) expect(added.text.startsWith(original.replace(/\r?\n$/u, '')), added.text).toBe(true);
          if (crlf) expect(added.text.replace(/\r\n/gu, '')).not.toContain('\n');
          const back = parseRecord(added.text, v);
          expect(back.diagnostics.filter((d) => d.severity === 'error'), added.text).toEqual([]);
          expect(back.record, added.text).toEqual({ ...record, salvos: [...record.salvos, salvo] });
          const removed = removeLastSalvo(added.text, added.record, v);
          expect(removed.text).toBe(original);
        }),
        { numRuns: 20 },
      );
    });
  }
});

describe('a turn appended to a record of a shot-by-shot template (Морской бой, Statki)', () => {
  for (const id of ['morskoy-boy', 'statki', 'statki-15'] as const) {
    it(`${id}: reads back as the record with its shots, LF or CRLF`, () => {
      const v = templates.get(id)!;
      const cells = v.board.rows * v.board.columns;
      const turn = fc
        .record({
          side: fc.constantFrom(v.turns.sides[0].id, v.turns.sides[1].id),
          cells: fc.array(fc.integer({ min: 0, max: cells - 1 }), { minLength: 1, maxLength: 4 }),
          hits: fc.array(fc.constantFrom('hit' as const, 'sunk' as const), { minLength: 4, maxLength: 4 }),
          endsInMiss: fc.boolean(),
        })
        .map(({ side, cells: cs, hits, endsInMiss }): RecordedSalvo[] =>
          cs.map((cell, i) => ({ side, cells: [cell], announcement: { kind: 'per-shot', shots: [{ result: endsInMiss && i === cs.length - 1 ? 'miss' : hits[i]! }] } })),
        );
      fc.assert(
        fc.property(arbRecord(v), turn, fc.boolean(), (record, shots, crlf) => {
          const lf = writeRecord(record, v);
          const original = crlf ? lf.replace(/\n/gu, '\r\n') : lf;
          const added = appendTurn(original, record, v, shots);
          expect(added.rewritten, added.text).toBe(false);
          if (crlf) expect(added.text.replace(/\r\n/gu, '')).not.toContain('\n');
          const back = parseRecord(added.text, v);
          expect(back.diagnostics.filter((d) => d.severity === 'error'), added.text).toEqual([]);
          expect(back.record, added.text).toEqual({ ...record, salvos: [...record.salvos, ...shots] });
        }),
        { numRuns: 20 },
      );
    });
  }
});
