/**
 * Speed of `salvo play` late in a long game: five salvos typed after the 400th of a Statki 15×15
 * record (seed 7's random game), with the referee's replay remembered from prompt to prompt
 * (rules/engine.ts, `replayMemo`) and with every replay done afresh, as before; and with the
 * record's text and words read afresh each time (record/reading-memo.ts, `readingMemo`), as before
 * play read the text it saved once. A session's cost divided by five is about one prompt's.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bench, describe } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { formatCell } from '../../src/core/coords.js';
import { formatAnnouncement } from '../../src/record/announcement-text.js';
import { readingMemo } from '../../src/record/reading-memo.js';
import { replayMemo } from '../../src/rules/engine.js';
import { loadVariant } from '../../src/variant/load.js';
import { longRecord } from '../helpers/long-record.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const variant = await loadVariant('statki-15', { cwd: ROOT });
const KEPT = 400;
const { text, rest } = longRecord(variant, 7, KEPT);
const input = rest
  .slice(0, 5)
  .flatMap((t) => [t.cells.map((c) => formatCell(c, variant.board)).join(' '), formatAnnouncement(t.announcement!, variant, 'en')])
  .concat('quit', '')
  .join('\n');
const dir = await mkdtemp(join(tmpdir(), 'salvo-play-bench-'));

async function session(memo: boolean, readings = true): Promise<void> {
  replayMemo.enabled = memo;
  readingMemo.enabled = readings;
  await writeFile(join(dir, 'game.yaml'), text);
  const m = memoryIO(input, {}, dir);
  if ((await main(['node', 'salvo', 'play', 'game.yaml', '--lang', 'en', '--no-charts'], m.io)) !== 0) throw new Error(m.stdout + m.stderr);
  replayMemo.enabled = true;
  readingMemo.enabled = true;
}

describe(`play: 5 salvos typed after salvo ${KEPT} of a Statki 15×15 record`, () => {
  bench('replays remembered', () => session(true), { iterations: 3, time: 0 });
  bench('every replay afresh (as before)', () => session(false), { iterations: 3, time: 0 });
  bench('replays remembered, every reading afresh (as before)', () => session(true, false), { iterations: 3, time: 0 });
});
