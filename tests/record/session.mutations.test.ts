/** `turnInfo`: whose turn it is and the number of the salvo that side fires next (from 1). */
import { describe, expect, it } from 'vitest';
import type { GameRecord, RecordedSalvo } from '../../src/record/model.js';
import { turnInfo } from '../../src/record/session.js';
import { makeVariant } from '../helpers/make-variant.js';

const variant = makeVariant();
const miss = (side: string, cell: number): RecordedSalvo => ({ side, cells: [cell], announcement: { kind: 'per-shot', shots: [{ result: 'miss' }] } });
const recordOf = (salvos: RecordedSalvo[]): GameRecord => ({ variant: 'test', sides: [{ id: 'blue' }, { id: 'red' }], fleets: {}, salvos });

describe('turnInfo', () => {
  it("numbers the next salvo of the side to fire from 1, counting that side's salvos", () => {
    const salvos = [miss('blue', 0), miss('red', 0), miss('blue', 1), miss('red', 1), miss('blue', 2)];
    for (let n = 0; n <= salvos.length; n++) {
      const info = turnInfo(recordOf(salvos.slice(0, n)), variant);
      const next = n % 2 === 0 ? 'blue' : 'red';
      expect(info.next).toBe(next);
      expect(info.salvoNumber).toBe(salvos.slice(0, n).filter((s) => s.side === next).length + 1);
      expect(info.over).toBe(false);
    }
  });
});
