// Oracle for the club-night driver: reads JSON lines {rec, fleets, side, cells}, answers the true announcement text.
import { createInterface } from 'node:readline';
import { readFile } from 'node:fs/promises';
import { loadRecordVariant } from '../src/cli/commands/game-common.js';
import { readRecordFile } from '../src/record/store.js';
import { setupOf, variantSideOf } from '../src/record/game.js';
import { turnInfo } from '../src/record/session.js';
import { trueAnnouncement } from '../src/rules/announce.js';
import { formatAnnouncement } from '../src/record/announcement-text.js';
import { parseCellList } from '../src/core/coords.js';
const rl = createInterface({ input: process.stdin });
for await (const line of rl) {
  const q = JSON.parse(line) as { rec: string; fleets: string; side: string; cells: string[] };
  const f = await readRecordFile(q.rec, loadRecordVariant);
  const g = await readRecordFile(q.fleets, loadRecordVariant);
  if (!f.ok || !g.ok) { console.log(JSON.stringify({ error: 'unreadable' })); continue; }
  const record = { ...f.record, fleets: g.record.fleets };
  const setup = setupOf(record, f.variant);
  const info = turnInfo(record, f.variant);
  const cells = parseCellList(q.cells.join(' '), f.variant.board).cells;
  const a = trueAnnouncement(setup, info.state, variantSideOf(record, f.variant, q.side), cells);
  console.log(JSON.stringify({ text: a ? formatAnnouncement(a, f.variant, record.language) : null }));
}
