/**
 * `salvo play` says where the earlier salvos of a conflict are written (play.ts, earlierConflict),
 * and writes an earlier salvo's announcement on its line (withSalvoAt), from the reading of the
 * record's text it has: under the file's name, remembered (record/parse.ts, parseRecord), not the
 * whole text read again under no name. The text with the announcement written is read back under
 * the file's name too, so that the next salvo saved is read as one line added to it
 * (parseRecordAppended), not the whole text again. Counted here; what the session says and saves
 * is the same (play-earlier-results, play-earlier-typed, every play test).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { formatCell } from '../../src/core/coords.js';
import { formatAnnouncement } from '../../src/record/announcement-text.js';
import { wholeReadings } from '../../src/record/parse.js';
import { writeRecord } from '../../src/record/write.js';
import { playRandomGame } from '../../src/rules/generate.js';
import { loadVariant } from '../../src/variant/load.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** A session on `text` typing `lines`: the records read whole, what it said, the file saved. */
async function session(text: string, lines: readonly string[]): Promise<{ whole: number; out: string; saved: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-conflict-reads-'));
  await writeFile(join(dir, 'game.yaml'), text);
  const m = memoryIO([...lines, 'quit', ''].join('\n'), {}, dir);
  const before = wholeReadings.count;
  expect(await main(['node', 'salvo', 'play', 'game.yaml', '--lang', 'en', '--no-charts'], m.io), m.stderr).toBe(0);
  return { whole: wholeReadings.count - before, out: m.stdout, saved: await readFile(join(dir, 'game.yaml'), 'utf8') };
}

describe('play reading the record it has', () => {
  it('says where a conflict’s earlier salvos are written from the reading it has: the text read whole once, as opened', async () => {
    const variant = await loadVariant('jutland', { cwd: ROOT });
    const game = playRandomGame(variant, 3);
    const kept = 20;
    const text = writeRecord(
      { variant: variant.id, sides: [{ id: variant.turns.sides[0].id, player: 'Ann' }, { id: variant.turns.sides[1].id, player: 'Bob' }], fleets: {}, salvos: game.turns.slice(0, kept).map((t) => ({ side: t.side, cells: t.cells, announcement: t.announcement })) },
      variant,
    );
    const next = game.turns[kept]!;
    // "cruiser 1" for blue's next salvo: no fleet of red fits it with salvos 3 and 4.
    const s = await session(text, [next.cells.map((c) => formatCell(c, variant.board)).join(' '), 'cruiser 1', formatAnnouncement(next.announcement!, variant, 'en')]);
    expect(s.out).toContain('these conflict: salvos 3, 4, 21');
    expect(s.out).toContain('if one of salvos 3 (game.yaml line 8: blue: E6 E9 C10 J7 F4 B1 -> cruiser 1), 4 (game.yaml line 9: red: D1 B7 I4 G1 E9 -> destroyer 1) was recorded wrong');
    expect(s.out).toContain('saved salvo 21');
    // As opened; the salvo saved is read as a line added.
    expect(s.whole).toBe(1);
  }, 120_000);

  it('writes an earlier salvo’s announcement from the reading it has, and reads the next salvo saved as a line added', async () => {
    const variant = await loadVariant('jutland', { cwd: ROOT });
    const game = playRandomGame(variant, 3);
    const kept = 22;
    // The salvo before the last written without its announcement.
    const salvos = game.turns.slice(0, kept).map((t, i) => ({ side: t.side, cells: t.cells, announcement: i === kept - 2 ? null : t.announcement }));
    const text = writeRecord({ variant: variant.id, sides: [{ id: variant.turns.sides[0].id, player: 'Ann' }, { id: variant.turns.sides[1].id, player: 'Bob' }], fleets: {}, salvos }, variant);
    const cells = (t: (typeof game.turns)[number]): string => t.cells.map((c) => formatCell(c, variant.board)).join(' ');
    const said = (t: (typeof game.turns)[number]): string => formatAnnouncement(t.announcement!, variant, 'en');
    const earlier = game.turns[kept - 2]!;
    const next = game.turns[kept]!;
    const s = await session(text, [said(earlier), cells(next), said(next)]);
    const line = `${cells(earlier)} -> ${said(earlier)}`;
    expect(s.out).toContain(`saved salvo ${kept - 1}: ${earlier.side}: ${line}`);
    expect(s.out).toContain(`saved salvo ${kept + 1}`);
    expect(s.saved.split('\n').filter((l) => l.includes(line))).toHaveLength(1);
    // As opened, and the text with the announcement written on its line (read back to be sure of
    // it); the next salvo is read as a line added to that.
    expect(s.whole).toBe(2);
  }, 120_000);
});
