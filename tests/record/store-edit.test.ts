/**
 * Keeping records safe: atomic writes leave either the old or the new file and no temporary
 * files; in-place edits keep what was written by hand; reading never throws on any text.
 */
import fc from 'fast-check';
import { chmod, lstat, mkdir, mkdtemp, readFile, readdir, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { appendSalvoText, removeLastSalvoText } from '../../src/record/edit.js';
import { parseRecord } from '../../src/record/parse.js';
import { appendSalvo, removeLastSalvo } from '../../src/record/session.js';
import { writeFileAtomic } from '../../src/record/store.js';
import { writeRecord } from '../../src/record/write.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import { loadVariant } from '../../src/variant/load.js';
import { SalvoError } from '../../src/core/diagnostics.js';
import { arbRecord, arbSalvo } from './arbitraries.js';
import { variants } from './variants.js';

const variant = makeVariant();

describe('writeFileAtomic', () => {
  it('replaces the file and leaves no temporary file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-store-'));
    const path = join(dir, 'game.yaml');
    await writeFile(path, 'old\n');
    await writeFileAtomic(path, 'new\n');
    expect(await readFile(path, 'utf8')).toBe('new\n');
    expect(await readdir(dir)).toEqual(['game.yaml']);
  });

  it('on failure leaves the old file whole and removes its temporary file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-store-'));
    const target = join(dir, 'game.yaml');
    await mkdir(target); // a folder where the record should go: the rename must fail
    await writeFile(join(target, 'keep'), 'x');
    await expect(writeFileAtomic(target, 'new\n')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['game.yaml']);
    expect(await readFile(join(target, 'keep'), 'utf8')).toBe('x');
  });
});

describe('writeFileAtomic on links and permissions', () => {
  it('writes through a symbolic link to the record, which stays a link', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-store-'));
    await mkdir(join(dir, 'store'));
    const real = join(dir, 'store', 'game.yaml');
    await writeFile(real, 'old\n');
    const link = join(dir, 'game.yaml');
    await symlink(join('store', 'game.yaml'), link);
    await writeFileAtomic(link, 'new\n');
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect(await readFile(real, 'utf8')).toBe('new\n');
    expect(await readdir(join(dir, 'store'))).toEqual(['game.yaml']);
  });

  it('keeps the permissions of the record it replaces', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-store-'));
    const path = join(dir, 'game.yaml');
    await writeFile(path, 'old\n');
    await chmod(path, 0o600);
    await writeFileAtomic(path, 'new\n');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    await chmod(path, 0o640);
    await writeFileAtomic(path, 'newer\n');
    expect((await stat(path)).mode & 0o777).toBe(0o640);
  });
});

describe('in-place edits', () => {
  const text = '# kept by hand\nvariant: test\nsalvos:\n  # the opening\n  - blue: A1 -> miss   # first!\n  - { side: red, cells: [B2], result: hit }\nplace: Kraków   # after the list\n';

  it('appending then removing a salvo gives the text back, comments and all', () => {
    fc.assert(
      fc.property(arbSalvo(variant, ['blue', 'red']), (salvo) => {
        const added = appendSalvoText(text, salvo, variant);
        expect(added).toBeDefined();
        expect(added!.startsWith(text.slice(0, text.indexOf('place:')))).toBe(true);
        expect(added).toContain('# first!');
        expect(added).toContain('place: Kraków   # after the list');
        expect(parseRecord(added!, variant).record.salvos.at(-1)).toEqual(salvo);
        expect(removeLastSalvoText(added!)).toBe(text);
      }),
      { numRuns: 50 },
    );
  });

  it('a file with CRLF line ends keeps them', () => {
    const crlf = 'variant: test\r\nsalvos:\r\n  - blue: A1 -> miss\r\n';
    const added = appendSalvoText(crlf, { side: 'red', cells: [1], announcement: null, note: 'n' }, variant)!;
    expect(added).toBe('variant: test\r\nsalvos:\r\n  - blue: A1 -> miss\r\n  - red: B1\r\n    note: n\r\n');
    expect(removeLastSalvoText(added)).toBe(crlf);
  });

  it('a file whose lines end with a carriage return alone keeps them, and its text', () => {
    const cr = '# old Mac\rvariant: test\rsalvos:\r  - blue: A1 -> miss   # first\r';
    const added = appendSalvoText(cr, { side: 'red', cells: [1], announcement: null, note: 'n' }, variant)!;
    expect(added).toBe('# old Mac\rvariant: test\rsalvos:\r  - blue: A1 -> miss   # first\r  - red: B1\r    note: n\r');
    expect(removeLastSalvoText(added)).toBe(cr);
  });

  it('a hand-written empty "salvos:" gets its first item below the key', () => {
    const salvo = { side: 'blue', cells: [0], announcement: null };
    expect(appendSalvoText('variant: test\nsalvos:   # none yet\nplace: here\n', salvo, variant)).toBe('variant: test\nsalvos:   # none yet\n  - blue: A1\nplace: here\n');
    expect(appendSalvoText('variant: test\nsalvos:', salvo, variant)).toBe('variant: test\nsalvos:\n  - blue: A1\n');
  });

  it('a note of several lines is appended as one quoted line, the comments kept', () => {
    const text = '# club game\nvariant: test\nsalvos:\n  - blue: A1 -> miss   # first!\n';
    const record = parseRecord(text, variant).record;
    const salvo = { side: 'red', cells: [1], announcement: null, note: 'first line\nsecond line' };
    const added = appendSalvo(text, record, variant, salvo);
    expect(added.rewritten).toBe(false);
    expect(added.text).toBe(`${text}  - red: B1\n    note: "first line\\nsecond line"\n`);
    expect(parseRecord(added.text, variant).record.salvos.at(-1)).toEqual(salvo);
  });

  it('never writes a record that would not read back (a class name holding a comma)', () => {
    const v = makeVariant({ fleet: [shipClass('sub', 2, { name: { en: 'Submarine, large' } })], report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false } });
    const text = 'variant: test\nsalvos: []\n';
    const record = parseRecord(text, v).record;
    const salvo = { side: 'blue', cells: [0, 1], announcement: { kind: 'per-salvo' as const, hits: [{ classId: 'sub', count: 1 }] } };
    let thrown: unknown;
    try {
      appendSalvo(text, record, v, salvo);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(SalvoError);
    expect((thrown as SalvoError).diagnostics[0]!.code).toBe('record-unwritable');
  });

  it("undo on a turn line keeps the line's comment", async () => {
    const morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const text = 'variant: morskoy-boy\nlanguage: ru\nsalvos:\n  - blue: А1 -> мимо   # first shot\n  - red: Б1 Б2 Б3 В5 -> попал, попал, убит, мимо   # a good turn\n';
    const record = parseRecord(text, morskoy).record;
    expect(record.salvos).toHaveLength(5);
    const removed = removeLastSalvo(text, record, morskoy);
    expect(removed.rewritten).toBe(false);
    expect(removed.text).toBe('variant: morskoy-boy\nlanguage: ru\nsalvos:\n  - blue: А1 -> мимо   # first shot\n  - red: Б1 Б2 Б3 -> попал, попал, убит   # a good turn\n');
    expect(parseRecord(removed.text, morskoy).record.salvos).toEqual(record.salvos.slice(0, 4));
  });

  it('session edits always read back as the record plus or minus one salvo', () => {
    for (const v of Object.values(variants)) {
      fc.assert(
        fc.property(arbRecord(v), arbSalvo(v, [v.turns.sides[0].id, v.turns.sides[1].id]), (record, salvo) => {
          const original = writeRecord(record, v);
          const added = appendSalvo(original, record, v, salvo);
          expect(parseRecord(added.text, v).record).toEqual({ ...record, salvos: [...record.salvos, salvo] });
          const removed = removeLastSalvo(added.text, added.record, v);
          expect(removed.text).toBe(original);
          expect(removed.rewritten).toBe(false);
        }),
        { numRuns: 25 },
      );
    }
  });
});

/**
 * Junk for an announcement: random graphemes, alone or as words among the variants' own words,
 * so that issues arise past the first word too.
 */
const announcementJunk = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc
    .array(fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }), fc.constantFrom('miss', 'hit', 'sunk', 'and', 'twice', ',', 'мимо', 'ранен', 'убит', 'x2')), { minLength: 2, maxLength: 6 })
    .map((words) => words.join(' ')),
);

describe('reading never throws', () => {
  it('any text as a record gives a record and diagnostics', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (junk) => {
        const r = parseRecord(`variant: test\nsalvos:\n  - blue: ${junk}\n`, variant);
        expect(Array.isArray(r.record.salvos)).toBe(true);
        const s = parseRecord(junk, variant);
        expect(Array.isArray(s.diagnostics)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('any text as an announcement gives an announcement or positioned issues', () => {
    let placed = 0;
    for (const v of Object.values(variants)) {
      fc.assert(
        fc.property(announcementJunk, fc.integer({ min: 1, max: 4 }), (junk, n) => {
          const a = parseAnnouncement(junk, v, n);
          if (a.announcement === null) expect(a.issues.length).toBeGreaterThan(0);
          // Each issue is placed within the text typed (at its end at the latest, for a word missing there).
          for (const i of a.issues) {
            expect(Number.isInteger(i.offset)).toBe(true);
            expect(i.offset).toBeGreaterThanOrEqual(0);
            expect(i.offset).toBeLessThanOrEqual(junk.length);
            if (i.offset > 0) placed++;
          }
        }),
        { numRuns: 100 },
      );
    }
    // The junk does reach words past the first: the offsets are tested, not only zeros.
    expect(placed).toBeGreaterThan(20);
  });
});
