/**
 * `--json` for scripts: the same input gives the same bytes, run after run, so that a bot can
 * cache, diff or hash what salvo printed. `infer --json` and `count --json` carried the wall-clock
 * time (`seconds`), different on every run; the text output still says it.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

describe('--json gives the same bytes for the same input', () => {
  it('infer --json, exact and sampled', async () => {
    for (const extra of [[], ['--budget', '1']]) {
      const args = ['infer', 'examples/jutland.yaml', '--target', 'red', '--after', '5', '--json', ...extra];
      const a = await runSalvo(root, args);
      const b = await runSalvo(root, args);
      expect(a.code).toBe(0);
      expect(b.stdout).toBe(a.stdout);
      // No time taken: it differs from run to run.
      expect(Object.keys(JSON.parse(a.stdout) as object)).not.toContain('seconds');
    }
  });
  it('count --json, exact and sampled; the text still gives the time', async () => {
    for (const extra of [[], ['--budget', '1']]) {
      const args = ['count', 'jutland', '--json', ...extra];
      const a = await runSalvo(root, args);
      const b = await runSalvo(root, args);
      expect(a.code).toBe(0);
      expect(b.stdout).toBe(a.stdout);
      expect(Object.keys(JSON.parse(a.stdout) as object)).not.toContain('seconds');
    }
    const t = await runSalvo(root, ['count', 'jutland']);
    expect(t.stdout).toMatch(/\(exact, \d+\.\d\d s\)\n/u);
  });
});
