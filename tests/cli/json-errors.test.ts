/**
 * `--json` and a file in error: only `check` printed JSON for it; `infer`, `analyze`, `suggest`,
 * `count`, `simulate` and `fleet check` printed nothing on standard output and the diagnostic as
 * text on standard error, so a script had to parse `file:line:column: error CODE: …`. They now
 * print the problems as JSON, shaped as check's report ({ ok: false, violations, warnings }),
 * the text still on standard error for a log, exit 1. Commands without --json print no JSON.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from '../../src/core/diagnostics.js';
import { runSalvo } from '../helpers/cli.js';

describe('a file in error, asked for JSON', () => {
  it('is a JSON report of its problems on standard output, and the text on standard error', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-json-errors-'));
    await writeFile(join(dir, 'g.yaml'), 'variant: jutlnd\nsalvos: []\n');
    await writeFile(join(dir, 'f.yaml'), 'battleship: A1-A4\n');
    const runs = [
      ['infer', 'g.yaml', '--target', 'red', '--json'],
      ['analyze', 'g.yaml', '--json'],
      ['suggest', 'g.yaml', '--side', 'red', '--json'],
      ['count', 'jutlnd', '--json'],
      ['simulate', 'jutlnd', '--games', '1', '--json'],
      ['fleet', 'check', 'jutlnd', 'f.yaml', '--json'],
    ];
    for (const args of runs) {
      const r = await runSalvo(dir, args);
      expect(r.code).toBe(1);
      const json = JSON.parse(r.stdout) as { ok: boolean; violations: Diagnostic[]; warnings: Diagnostic[] };
      expect(json.ok).toBe(false);
      expect(json.violations.map((d) => [d.severity, d.code])).toEqual([['error', 'unknown-variant']]);
      expect(json.warnings).toEqual([]);
      // The same problem, as the text says it.
      expect(r.stderr).toContain(formatDiagnostic(json.violations[0]!));
      // Where the record names it.
      if (args[1] === 'g.yaml') expect(json.violations[0]).toMatchObject({ file: 'g.yaml', line: 1, column: 10 });
    }
  });
  it('covers a file that is not there, which is not a record (a layout for fleet check)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-json-errors-'));
    const r = await runSalvo(dir, ['fleet', 'check', 'jutland', 'nothere.yaml', '--json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as { ok: boolean; violations: Diagnostic[] };
    expect(json.ok).toBe(false);
    expect(json.violations).toHaveLength(1);
    // Named as typed, as the layout it was to be (as check names a record that is not there).
    expect(json.violations[0]).toMatchObject({ severity: 'error', code: 'no-such-file', file: 'nothere.yaml' });
    expect(r.stderr).toBe(`nothere.yaml: error no-such-file: ${json.violations[0]!.message} (${json.violations[0]!.suggestion})\n`);
    const text = await runSalvo(dir, ['fleet', 'check', 'jutland', 'nothere.yaml']);
    expect(text.stdout).toBe('');
    expect(text.stderr).toBe(r.stderr);
  });
  it('is text only without --json, and for commands that have none', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-json-errors-'));
    await writeFile(join(dir, 'g.yaml'), 'variant: jutlnd\nsalvos: []\n');
    for (const args of [['infer', 'g.yaml', '--target', 'red'], ['show', 'g.yaml'], ['new', 'jutland', '--notes', '--json', '-o', 'no/such/folder.yaml'], ['infer', 'g.yaml', '--target', 'red', '--', '--json']]) {
      const r = await runSalvo(dir, args);
      expect(r.code).not.toBe(0);
      expect(r.stdout).toBe('');
    }
  });
});
