/**
 * Speed of check's breaches (the referee and its readings of a slip, as-read.ts `breachesAsChecked`) on a long bad record: a Statki record of 1,200 lines of misses, the game
 * over (no cell left to either side) at line 1,085 and written on after it, turn-order breaches
 * before the end (`missesRecord`). Its hidden fleets' tightenings remembered (`tightenMemo`) and
 * each worked out afresh.
 */
import { bench, describe } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { breachesAsChecked } from '../../src/record/as-read.js';
import { tightenMemo } from '../../src/rules/fleet-status.js';
import { loadVariant } from '../../src/variant/load.js';
import { missesRecord } from '../helpers/after-end-record.js';

const text = missesRecord(1200, 1);

/**
 * The breaches of the record read afresh, its variant loaded afresh from its file: nothing
 * remembered from the run before (the tightenings are remembered per variant, the engine's turns
 * per state; a template named, not a file, is loaded once and kept). No warm-up run, for the same
 * reason.
 */
async function checkAfresh(): Promise<void> {
  const statki = await loadVariant('templates/statki.yaml', { cwd: process.cwd() });
  breachesAsChecked(parseRecord(text, statki), statki);
}

describe('check the breaches of a Statki record of 1,200 lines of misses', () => {
  bench('tightenings remembered', async () => {
    tightenMemo.enabled = true;
    await checkAfresh();
  }, { iterations: 1, warmupIterations: 0, warmupTime: 0, time: 0 });
  bench('each tightening afresh', async () => {
    tightenMemo.enabled = false;
    try {
      await checkAfresh();
    } finally {
      tightenMemo.enabled = true;
    }
  }, { iterations: 1, warmupIterations: 0, warmupTime: 0, time: 0 });
});
