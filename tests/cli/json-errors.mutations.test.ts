/** `--json` after `--` is an argument (a file so named), not the option: a problem is then told as text only. */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe("'--json' after '--'", () => {
  it('names a file: its absence is said on standard error, with no JSON on standard output', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-dashdash-'));
    const r = await runSalvo(dir, ['infer', '--target', 'red', '--', '--json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no such file');
    expect(r.stderr).toContain('--json');
    expect(r.stdout).toBe('');
    // Before '--' it is the option: the same problem as JSON too.
    const asked = await runSalvo(dir, ['infer', 'missing.yaml', '--target', 'red', '--json']);
    expect(asked.code).toBe(1);
    expect(JSON.parse(asked.stdout).ok).toBe(false);
  });
});
