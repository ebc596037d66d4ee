/**
 * Reproducible output: the same variant and options give the same bytes, pinned by a hash (a
 * change to the pad's look changes the hash: update it knowingly). The date comes from
 * SOURCE_DATE_EPOCH when set, never from the clock.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderPadPdf } from '../../src/render/pad.js';
import { documentDate, FIXED_DOCUMENT_DATE } from '../../src/render/pdf.js';
import { jutlandLike, perelmanLike } from './fixtures.js';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

// Both changed with the 6 pt floor on type (and the Jutland-like one falls back to one sheet a page on A5),
// and again when the log's pieces came to be numbered column by column (the piece under the roster first,
// its caption in the space above it). The cover's again when a class's count and size ('1 × 4 кл.')
// came to be kept on one line, and when Russian short words ('на', 'по', 'не') came to go down with the
// word after them. The Jutland-like one's again when its gun circles grew to what a pencil can strike out.
// The cover's again when the rules' long words came to be hyphenated rather than leave a line short;
// the Jutland-like one's when its gun circles on A5 grew to 2.5 mm, its tally boxes a little smaller.
// The Perelman-like one's (Russian) when the roster's heading came to agree (Потоплено у противника)
// and the legend came to call a hatched ship неприкосновенный; again when the cover's fold lines came
// to say согнуть (an instruction, as отрезать on the cut line), not сгиб: only the Russian pads change.
// Its sheets' again when the legend came to leave no short word alone on an entry's last line
// (`пропускает ход`, not `ход` alone). Both again when the pieces of a sheet's log came to end level
// (a piece ending less than a row above the others set down to them).
// The Perelman-like one's again when the cover's shot limit came to stand apart from the fleet's entries,
// and again when a fleet entry wrapped on the cover came to have its later lines set in; again when the
// cover's entry for the protected class came to say so (`Г Госпиталь: 1 × 4 кл. ·` / `неприкосновенный`); again
// when that note came to agree with any class name (`под защитой`). Both again when the roster's
// longest ship picture came to stand a cell clear of its name (the pictures' cells a little smaller).
// The Jutland-like one's again when its gun circles came to stand 1 mm apart (they stood 0.43 mm apart).
// The Perelman-like one's cover again when its fleet entries came to say `1 корабль из 4 кл.`, not `1 × 4 кл.`
// (read as a ship 1 cell by 4).
// The Perelman-like one's again when the roster's rules came to reach past its last box's stroke (row V's
// five boxes set the last column's width, and the box stood 0.1 mm past the rules); the Jutland-like one's
// roster ends in a heading wider than its boxes and circles, its rules where they were.
// The Perelman-like one's cover again when its rules, in panel 1 alone (31 lines) with panel 2 blank before
// the name's, came to be balanced over panels 1 and 2 (16 and 15 lines); the Jutland-like one has no cover.
const GOLDEN = {
  perelmanA4Cover: 'e0e7fe674b85a2e5ed04f7d30beb817878a8a84cd934eb0d8a0e2c3e42c23dc6',
  jutlandHalfA5: '9cd4816f811616175b99fe05587dd7e1876919a916d42e7109611af7c2560132',
};

describe('reproducible PDF bytes', () => {
  it('Perelman-like, A4, cover, 2 sheets: pinned hash', async () => {
    const a = await renderPadPdf(perelmanLike, { paper: 'A4', perPage: 1, sheets: 2, lang: 'ru', cover: true, date: FIXED_DOCUMENT_DATE });
    const b = await renderPadPdf(perelmanLike, { paper: 'A4', perPage: 1, sheets: 2, lang: 'ru', cover: true, date: FIXED_DOCUMENT_DATE });
    expect(sha256(a.bytes)).toBe(sha256(b.bytes));
    expect(sha256(a.bytes)).toBe(GOLDEN.perelmanA4Cover);
  });

  it('Jutland-like, A5, two per page, 4 sheets: pinned hash', async () => {
    const a = await renderPadPdf(jutlandLike, { paper: 'A5', perPage: 2, sheets: 4, lang: 'en', cover: false, date: FIXED_DOCUMENT_DATE });
    expect(sha256(a.bytes)).toBe(GOLDEN.jutlandHalfA5);
  });

  it('SOURCE_DATE_EPOCH sets the document dates; without it the fixed date is used', async () => {
    expect(documentDate({})).toEqual(FIXED_DOCUMENT_DATE);
    expect(documentDate({ SOURCE_DATE_EPOCH: '1700000000' }).toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(documentDate({ SOURCE_DATE_EPOCH: 'yesterday' })).toEqual(FIXED_DOCUMENT_DATE);
    const opts = { paper: 'A4', perPage: 1, sheets: 1, lang: 'en', cover: false } as const;
    const fixed = await renderPadPdf(jutlandLike, { ...opts, date: FIXED_DOCUMENT_DATE });
    const epoch = await renderPadPdf(jutlandLike, { ...opts, date: documentDate({ SOURCE_DATE_EPOCH: '1700000000' }) });
    const again = await renderPadPdf(jutlandLike, { ...opts, date: documentDate({ SOURCE_DATE_EPOCH: '1700000000' }) });
    expect(sha256(epoch.bytes)).not.toBe(sha256(fixed.bytes));
    expect(sha256(epoch.bytes)).toBe(sha256(again.bytes));
    const text = Buffer.from(epoch.bytes).toString('latin1');
    expect(text).toContain('(D:20231114221320Z)');
    expect(Buffer.from(fixed.bytes).toString('latin1')).toContain('(D:20000101000000Z)');
    expect(text).not.toContain('(D:20000101000000Z)');
  });
});
