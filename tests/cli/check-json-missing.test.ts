/**
 * `salvo check --json` on a record that is not there: a script reading the report got nothing on
 * standard output (the message on standard error only, as the program's own failure), where a
 * record it cannot read is still a JSON report. A missing record is now that report too, its
 * problem coded (`no-such-file`), and every command says it at the file's name.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('a game record that is not there', () => {
  it('is a JSON report for check --json, exit 1', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-missing-'));
    const r = await runSalvo(dir, ['check', 'nothere.yaml', '--json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as { ok: boolean; file: string; violations: { severity: string; code: string; file: string; message: string }[] };
    expect(json.ok).toBe(false);
    expect(json.file).toBe('nothere.yaml');
    expect(json.violations).toHaveLength(1);
    expect(json.violations[0]).toMatchObject({ severity: 'error', code: 'no-such-file', file: 'nothere.yaml' });
    expect(json.violations[0]!.message).toContain(join(dir, 'nothere.yaml'));
  });
  it('is said at the file by every command that reads a record, with how to start one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-missing-'));
    for (const args of [['check', 'g.yaml'], ['show', 'g.yaml'], ['infer', 'g.yaml', '--target', 'red', '--json'], ['suggest', 'g.yaml', '--side', 'blue'], ['record', 'g.yaml', 'blue', 'A1']]) {
      const r = await runSalvo(dir, args);
      expect(r.code).toBe(1);
      // With --json, the problem as JSON on standard output too (tests/cli/json-errors.test.ts).
      if (args.includes('--json')) expect((JSON.parse(r.stdout) as { violations: { code: string }[] }).violations[0]!.code).toBe('no-such-file');
      else expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^g\.yaml: error no-such-file: no such file: there is no game record g\.yaml .*'salvo new <variant> -o g\.yaml'/u);
    }
  });
});
