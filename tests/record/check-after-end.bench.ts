/**
 * Speed of check's breaches (the referee and its readings of a slip, as-read.ts `breachesAsChecked`) on a long bad record: a Statki record of 2,000 lines of misses, the game
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

const statki = await loadVariant('statki', { cwd: process.cwd() });
const f = parseRecord(missesRecord(2000, 1), statki);

describe('check the breaches of a Statki record of 2,000 lines of misses', () => {
  bench('tightenings remembered', () => {
    tightenMemo.enabled = true;
    breachesAsChecked(f, statki);
  }, { iterations: 1, warmupIterations: 0 });
  bench('each tightening afresh', () => {
    tightenMemo.enabled = false;
    breachesAsChecked(f, statki);
    tightenMemo.enabled = true;
  }, { iterations: 1, warmupIterations: 0 });
});
