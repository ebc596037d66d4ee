/**
 * Speed of `salvo record`'s save of a turn of single shots (`appendTurn`, src/record/session.ts),
 * which reads the whole text back to check it (no reading of the text before it to start from, as
 * `appendSalvo` has), beside one shot's save and one whole reading, late in a long record: after
 * the 150th shot of a Морской бой game (seed 5's) and the 400th of a Statki 15×15 one (seed 7's).
 * Each run's text ends with a comment of its own, so that no reading is remembered from the run
 * before (parse.ts keeps the last texts read).
 */
import { bench, describe } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import type { RecordedSalvo } from '../../src/record/model.js';
import { appendSalvo, appendTurn } from '../../src/record/session.js';
import { loadVariant } from '../../src/variant/load.js';
import { longRecord } from '../helpers/long-record.js';

for (const [id, seed, kept] of [
  ['morskoy-boy', 5, 150],
  ['statki-15', 7, 400],
] as const) {
  const variant = await loadVariant(id, { cwd: process.cwd() });
  const { text, rest } = longRecord(variant, seed, kept);
  const shots: RecordedSalvo[] = rest.map((t) => ({ side: t.side, cells: t.cells, announcement: t.announcement }));
  // The first turn of two shots or more: the same side's shots, one after another.
  const at = shots.findIndex((s, k) => k + 1 < shots.length && shots[k + 1]!.side === s.side);
  let end = at + 1;
  while (end < shots.length && shots[end]!.side === shots[at]!.side) end++;
  const turn = at < 0 ? shots.slice(0, 1) : shots.slice(at, end);
  let run = 0;
  // The record as it stood before the turn, its text a new one each run.
  const before = (): { text: string; record: ReturnType<typeof parseRecord>['record'] } => {
    const head = at < 0 ? [] : shots.slice(0, at);
    const again = appendTurnless(text, head);
    const fresh = `${again}# run ${run++}\n`;
    return { text: fresh, record: parseRecord(fresh, variant).record };
  };
  function appendTurnless(t: string, head: readonly RecordedSalvo[]): string {
    let out = t;
    let record = parseRecord(out, variant).record;
    for (const s of head) {
      const e = appendSalvo(out, record, variant, s);
      out = e.text;
      record = e.record;
    }
    return out;
  }
  const start = before();
  describe(`${id}: a turn of ${turn.length} shots saved after ${kept + Math.max(0, at)} shots`, () => {
    bench('appendTurn (the turn on one line, the whole text read back)', () => {
      const b = { ...start, text: `${start.text}# ${run++}\n` };
      appendTurn(b.text, b.record, variant, turn);
    });
    bench('appendSalvo (its first shot, read back from the text before)', () => {
      const b = { ...start, text: `${start.text}# ${run++}\n` };
      appendSalvo(b.text, b.record, variant, turn[0]!);
    });
    bench('parseRecord (one whole reading)', () => {
      parseRecord(`${start.text}# ${run++}\n`, variant);
    });
  });
}
