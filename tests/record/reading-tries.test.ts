/**
 * Check's readings of a copying slip (a salvo left out, a line under the wrong side, two lines the
 * other way round) each replay the whole record once per turn-order breach they try; a record with
 * dozens of them (salvos written on long after the game ended) cost minutes, the readings nested.
 * Each kind tries at most READING_TRIES: counted here by the replays it runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const counted = { replays: 0 };
vi.mock('../../src/record/game.js', async (original) => {
  const real = await original<typeof import('../../src/record/game.js')>();
  return {
    ...real,
    replayRecord: (...args: Parameters<typeof real.replayRecord>) => {
      counted.replays++;
      return real.replayRecord(...args);
    },
  };
});

const { loadVariant } = await import('../../src/variant/load.js');
const { parseRecord } = await import('../../src/record/parse.js');
const { wrongSideSlips } = await import('../../src/record/wrong-side.js');
const { missingSalvos } = await import('../../src/record/missing-salvo.js');
const { refereeRecord } = await import('../../src/record/referee.js');
const { READING_TRIES } = await import('../../src/record/try-reading.js');
type Variant = Awaited<ReturnType<typeof loadVariant>>;

let classic: Variant;
let text: string;
const LEFT_OUT = READING_TRIES + 6;
beforeAll(async () => {
  classic = await loadVariant('classic-1967', { cwd: process.cwd() });
  // The example with every fourth salvo line from the third left out: a turn-order breach each.
  const lines = readFileSync(join(process.cwd(), 'examples', 'classic-1967.yaml'), 'utf8').split('\n');
  const items = lines.flatMap((l, i) => (l.startsWith('  - ') ? [i] : []));
  const drop = new Set(items.slice(2, 2 + 4 * LEFT_OUT).filter((_, k) => k % 4 === 0));
  expect(drop.size).toBe(LEFT_OUT);
  text = lines.filter((_, i) => !drop.has(i)).join('\n');
});

describe('readings of a slip tried at most READING_TRIES of each kind', () => {
  it('the record has more turn-order breaches than that', () => {
    const report = refereeRecord(parseRecord(text, classic), classic);
    expect(report.breaches.filter((b) => b.code === 'out-of-turn').length).toBeGreaterThan(READING_TRIES);
  });

  it('a line under the wrong side: one replay of the record as written, then one per reading tried', () => {
    const f = parseRecord(text, classic);
    counted.replays = 0;
    wrongSideSlips(f.record, f.sources, classic, {});
    expect(counted.replays).toBeGreaterThan(1);
    expect(counted.replays).toBeLessThanOrEqual(1 + READING_TRIES);
  });

  it('a salvo left out: the same', () => {
    const f = parseRecord(text, classic);
    counted.replays = 0;
    missingSalvos(f.record, f.sources, classic, {});
    expect(counted.replays).toBeGreaterThan(1);
    // Its own readings, and those of wrong-side it asks once.
    expect(counted.replays).toBeLessThanOrEqual(2 * (1 + READING_TRIES));
  });
});
