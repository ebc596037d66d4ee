/**
 * `count --json` past its budget named the count's standard error `stdError`, a number, where
 * `infer --json` names the same thing `countStdError` (its `stdError` is a grid, one per cell): a
 * script reading both commands had one name for two types. count now gives `countStdError` too,
 * the same number, `stdError` kept as it was (a field added, none renamed); checked against the
 * count the text prints with its standard error, and against the exact count where one is known.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

interface Counted {
  variant: string;
  exact: boolean;
  count: string;
  stdError?: number;
  countStdError?: number;
  samples?: number;
}

describe('count --json: the standard error named as infer names it', () => {
  it('an estimate gives countStdError, a number, the same as its stdError', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-count-se-'));
    const r = await runSalvo(dir, ['count', 'jutland', '--budget', '1', '--json']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as Counted;
    expect(doc.exact).toBe(false);
    expect(typeof doc.countStdError).toBe('number');
    expect(doc.countStdError).toBe(doc.stdError);
    expect(doc.countStdError).toBeGreaterThan(0);
    // jutland's exact count (`salvo count jutland`) within four standard errors of the estimate.
    const exact = JSON.parse((await runSalvo(dir, ['count', 'jutland', '--json'])).stdout) as Counted;
    expect(exact.exact).toBe(true);
    expect(exact.countStdError).toBeUndefined();
    expect(Math.abs(Number(doc.count) - Number(exact.count))).toBeLessThan(4 * doc.countStdError!);
  });
});
