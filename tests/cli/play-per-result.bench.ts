/**
 * Speed of `salvo play`'s path for each result typed, late in a game, as a player at the table
 * types them: five shots and their results after the 150th of a Морской бой record (seed 5's
 * random game) and after the 400th of a Statki 15×15 one (seed 7's), and five salvos after the
 * 20th of a Jutland one (seed 3's: a game of salvos, whose announcements are checked against
 * every legal fleet as each is typed, saved and prompted after), with --hints and without.
 * Each shot is checked (the referee's replay, the check that some legal fleet still fits), saved
 * and read back; with --hints the chances are worked out after it. A session's cost, less that of
 * one that opens the record and quits (the first bench of each), divided by five is about one
 * result's.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bench, describe } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { formatCell } from '../../src/core/coords.js';
import { formatAnnouncement } from '../../src/record/announcement-text.js';
import { loadVariant } from '../../src/variant/load.js';
import { longRecord } from '../helpers/long-record.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const RESULTS = 5;

for (const [id, seed, kept] of [
  ['morskoy-boy', 5, 150],
  ['statki-15', 7, 400],
  ['jutland', 3, 20],
] as const) {
  const variant = await loadVariant(id, { cwd: ROOT });
  const { text, rest } = longRecord(variant, seed, kept);
  const lang = variant.languages[0]!;
  const typed = rest
    .slice(0, RESULTS)
    .flatMap((t) => [t.cells.map((c) => formatCell(c, variant.board)).join(' '), formatAnnouncement(t.announcement!, variant, lang)]);
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-result-bench-'));
  const session = async (lines: readonly string[], hints: boolean): Promise<void> => {
    await writeFile(join(dir, 'game.yaml'), text);
    const m = memoryIO([...lines, 'quit', ''].join('\n'), {}, dir);
    const code = await main(['node', 'salvo', 'play', 'game.yaml', '--no-charts', ...(hints ? ['--hints'] : [])], m.io);
    if (code !== 0) throw new Error(m.stdout + m.stderr);
  };
  describe(`play: ${RESULTS} results typed after ${id === 'jutland' ? 'salvo' : 'shot'} ${kept} of a ${id} record`, () => {
    bench('opened and quit at once', () => session([], false), { iterations: 3, time: 0 });
    bench(`${RESULTS} results`, () => session(typed, false), { iterations: 3, time: 0 });
    bench(`${RESULTS} results, --hints`, () => session(typed, true), { iterations: 3, time: 0 });
  });
}
