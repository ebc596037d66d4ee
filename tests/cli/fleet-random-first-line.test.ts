/**
 * `salvo fleet random`'s first line names the command that re-runs the same draw: its `--lang`
 * and `--yaml` as typed (before, `--lang en` was left out, and the line re-run wrote a Russian
 * chart and Russian class names for Морской бой); without them, none.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('fleet random’s first line', () => {
  it.each([
    [['morskoy-boy', '--lang', 'en', '--seed', '3'], '# salvo fleet random morskoy-boy --seed 3 --lang en'],
    [['statki', '--seed', '5', '--yaml', '--lang', 'pl'], '# salvo fleet random statki --seed 5 --lang pl --yaml'],
    [['statki', '--seed', '5'], '# salvo fleet random statki --seed 5'],
  ])('for %j re-runs the same draw', async (args, first) => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-fleet-line-'));
    const drawn = await runSalvo(dir, ['fleet', 'random', ...args]);
    expect(drawn.code, drawn.stderr).toBe(0);
    const line = drawn.stdout.split('\n')[0]!;
    expect(line).toBe(first);
    const again = await runSalvo(dir, line.replace(/^# salvo /u, '').split(' '));
    expect(again.stdout).toBe(drawn.stdout);
  });
});
