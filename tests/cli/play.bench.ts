/**
 * Speed of `salvo play` late in a long game: five salvos typed after the 400th of a Statki 15×15
 * record (seed 7's random game), with the referee's replay remembered from prompt to prompt
 * (rules/engine.ts, `replayMemo`) and with every replay done afresh, as before. A session's cost
 * divided by five is about one prompt's.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bench, describe } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { formatCell } from '../../src/core/coords.js';
import { formatAnnouncement } from '../../src/record/announcement-text.js';
import { writeRecord } from '../../src/record/write.js';
import { replayMemo } from '../../src/rules/engine.js';
import { playRandomGame } from '../../src/rules/generate.js';
import { loadVariant } from '../../src/variant/load.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const variant = await loadVariant('statki-15', { cwd: ROOT });
const game = playRandomGame(variant, 7);
const KEPT = 400;
const text = writeRecord(
  {
    variant: 'statki-15',
    sides: [
      { id: variant.turns.sides[0].id, player: 'Ann' },
      { id: variant.turns.sides[1].id, player: 'Bob' },
    ],
    fleets: {},
    salvos: game.turns.slice(0, KEPT).map((t) => ({ side: t.side, cells: t.cells, announcement: t.announcement })),
  },
  variant,
);
const input = game.turns
  .slice(KEPT, KEPT + 5)
  .flatMap((t) => [t.cells.map((c) => formatCell(c, variant.board)).join(' '), formatAnnouncement(t.announcement!, variant, 'en')])
  .concat('quit', '')
  .join('\n');
const dir = await mkdtemp(join(tmpdir(), 'salvo-play-bench-'));

async function session(memo: boolean): Promise<void> {
  replayMemo.enabled = memo;
  await writeFile(join(dir, 'game.yaml'), text);
  const m = memoryIO(input, {}, dir);
  if ((await main(['node', 'salvo', 'play', 'game.yaml', '--lang', 'en', '--no-charts'], m.io)) !== 0) throw new Error(m.stdout + m.stderr);
  replayMemo.enabled = true;
}

describe(`play: 5 salvos typed after salvo ${KEPT} of a Statki 15×15 record`, () => {
  bench('replays remembered', () => session(true), { iterations: 3, time: 0 });
  bench('every replay afresh (as before)', () => session(false), { iterations: 3, time: 0 });
});
