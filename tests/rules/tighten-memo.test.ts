/**
 * The hidden fleet's constraints tightened once (rules/fleet-status.ts, `tightenMemo`): a long
 * record of misses tightens the same few constraints at every salvo, in every replay the
 * referee's readings of a slip run. Counted here by the class outlooks worked out; what the referee
 * says is the same with the tightenings remembered as with each worked out afresh.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { missesRecord } from '../helpers/after-end-record.js';

const counted = { outlooks: 0 };
vi.mock('../../src/rules/class-outlook.js', async (original) => {
  const real = await original<typeof import('../../src/rules/class-outlook.js')>();
  return {
    ...real,
    classOutlook: (...args: Parameters<typeof real.classOutlook>) => {
      counted.outlooks++;
      return real.classOutlook(...args);
    },
  };
});

const { loadVariant } = await import('../../src/variant/load.js');
const { parseRecord } = await import('../../src/record/parse.js');
const { refereeRecord } = await import('../../src/record/referee.js');
const { replay, replayMemo } = await import('../../src/rules/engine.js');
const { playRandomGame } = await import('../../src/rules/generate.js');
const { tightenMemo } = await import('../../src/rules/fleet-status.js');

afterEach(() => {
  tightenMemo.enabled = true;
  replayMemo.enabled = true;
});

describe('tightenings remembered', () => {
  it('a record of 400 misses: the same findings, a few class outlooks, not some at every salvo of every replay', async () => {
    const statki = await loadVariant('statki', { cwd: process.cwd() });
    const f = parseRecord(missesRecord(400, 1), statki);
    // Each run afresh: the replays remembered by neither.
    const run = (memo: boolean): { said: string; outlooks: number } => {
      tightenMemo.enabled = memo;
      replayMemo.enabled = false;
      counted.outlooks = 0;
      const report = refereeRecord(f, statki);
      return { said: JSON.stringify(report), outlooks: counted.outlooks };
    };
    const fresh = run(false);
    const now = run(true);
    expect(JSON.parse(fresh.said).breaches.some((b: { code: string }) => b.code === 'repeated-cell')).toBe(true);
    expect(now.said).toBe(fresh.said);
    // Statki has four classes: one outlook each per round of a tightening worked out.
    expect(fresh.outlooks).toBeGreaterThan(400 * 4);
    expect(now.outlooks).toBeLessThan(fresh.outlooks / 20);
  });

  it('gives what a tightening afresh gives, every state of random games with the fleets hidden', async () => {
    for (const id of ['statki', 'morskoy-boy', 'classic-salvo', 'perelman', 'jutland']) {
      const variant = await loadVariant(id, { cwd: process.cwd() });
      for (const seed of [1, 2]) {
        const game = playRandomGame(variant, seed, { maxTurns: 60 });
        replayMemo.enabled = false;
        tightenMemo.enabled = false;
        const fresh = replay({ variant, fleets: {} }, game.turns);
        tightenMemo.enabled = true;
        expect(replay({ variant, fleets: {} }, game.turns)).toEqual(fresh);
        expect(replay({ variant, fleets: {} }, game.turns)).toEqual(fresh);
      }
    }
  });
});
