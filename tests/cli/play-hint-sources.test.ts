/**
 * `play --hints` works a hint out from the record and its sources (play-hints.ts `HintRead`), on
 * play's thread or on one of its own: a cell that could not be read is left out of its salvo, and
 * only the sources say it was fired. Play gave the hint the record alone (safe only while it
 * refuses a record with such a cell); now the sources go with it, moved as the record is read as
 * meant, and the hint of a record with an unread cell says "at most", never the count of the salvo
 * read one shot short (below the readings', by the brute force: tests/inference/unread-readings.ts).
 */
import { describe, expect, it } from 'vitest';
import { hintRead, hintsApart, hintsHere } from '../../src/cli/commands/play-hints.js';
import { parseRecord } from '../../src/record/parse.js';
import { byShip, garbledRecord, LOOSE, readingsFit, recordText } from '../inference/unread-readings.js';

describe("play's hints take the record's sources with it", () => {
  it('on either thread, a record with an unread cell: "at most" the readings\' count or more, never below it called exact', async () => {
    const { parsed } = garbledRecord(byShip, LOOSE);
    const readings = readingsFit(byShip, LOOSE).length;
    const setup = { variant: byShip, lang: 'en', file: 'g.yaml' };
    const here = hintsHere(setup);
    const apart = hintsApart(setup);
    const untimed = (s: string | undefined): string | undefined => s?.replace(/\d+\.\d\d s\)/u, 'T s)');
    try {
      const read = hintRead(parsed, { sides: new Map(), swaps: [] });
      const said = untimed(await here.hint(read, 'red', false, () => undefined));
      const m = /Consistent layouts: at most ([\d,]+) \(NOT exact: the unread cell of salvo 2 \(line 4\)/u.exec(said ?? '');
      expect(m, said).not.toBeNull();
      expect(Number(m![1]!.replace(/,/g, ''))).toBeGreaterThanOrEqual(readings);
      expect(said).not.toMatch(/Consistent layouts: [\d,]+ \(exact/u);
      expect(untimed(await apart.hint(read, 'red', false, () => undefined))).toBe(said);
    } finally {
      apart.close();
    }
  });

  it('two salvos read the other way round: their sources swapped with them, each its own salvo\'s', () => {
    const parsed = parseRecord(recordText(['red: C? E5 -> raft #2 1', 'blue: B4 B5 -> no hits', 'red: C1 E4 -> no hits']), byShip, { file: 'g.yaml' });
    const read = hintRead(parsed, { sides: new Map(), swaps: [[1, 3]] });
    expect(read.record.salvos.map((s) => s.cells)).toEqual([0, 3, 2, 1].map((k) => parsed.record.salvos[k]!.cells));
    expect(read.sources?.salvos).toEqual([0, 3, 2, 1].map((k) => parsed.sources.salvos[k]));
    // The unread cell's salvo keeps its source where the record puts it.
    expect(read.sources?.salvos[3]?.unreadableCells).toBe(1);
    expect(parsed.sources.salvos[1]?.unreadableCells).toBe(1);
  });

  it('a hint asked with the record alone does not compile', () => {
    const { parsed } = garbledRecord(byShip, LOOSE);
    const here = hintsHere({ variant: byShip, lang: 'en', file: 'g.yaml' });
    // @ts-expect-error the record alone is not enough: its sources go with it
    expect(() => here.hint(parsed.record, 'red', false, () => undefined)).toThrow();
  });
});
