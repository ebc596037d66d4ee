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
  it('names the file the command was given at its top, as its own report would (`file`)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-json-errors-'));
    await writeFile(join(dir, 'g.yaml'), 'variant: jutlnd\nsalvos: []\n');
    await writeFile(join(dir, 'r.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n');
    await writeFile(join(dir, 'f.yaml'), 'battleship: A1-A4\n');
    const runs: [string[], string | null, string | undefined][] = [
      // The record as given (the violation names the variant's line in it).
      [['infer', 'g.yaml', '--target', 'red', '--json'], 'g.yaml', undefined],
      [['analyze', 'g.yaml', '--json'], 'g.yaml', undefined],
      [['suggest', 'g.yaml', '--side', 'red', '--json'], 'g.yaml', undefined],
      [['show', 'nothere.yaml', '--json'], 'nothere.yaml', undefined],
      [['record', 'nothere.yaml', 'red', 'A1', '--json'], 'nothere.yaml', undefined],
      [['show', '-', '--json'], '<stdin>', ''],
      // A file to write that cannot be: still the record read, the PDF in the violation.
      [['infer', 'r.yaml', '--target', 'red', '--json', '--pdf', 'no/such/folder/h.pdf'], 'r.yaml', undefined],
      // fleet check's layout, its variant the one not known.
      [['fleet', 'check', 'jutlnd', 'f.yaml', '--json'], 'f.yaml', undefined],
      // Documents that name no one file.
      [['count', 'jutlnd', '--json'], null, undefined],
      [['simulate', 'jutland', 'nothere.yaml', '--games', '1', '--json'], null, undefined],
    ];
    for (const [args, file, stdin] of runs) {
      const r = await runSalvo(dir, args, stdin);
      expect(r.code, args.join(' ')).toBe(1);
      const json = JSON.parse(r.stdout) as { file: string | null };
      expect(Object.keys(json), args.join(' ')).toEqual(['ok', 'file', 'violations', 'warnings']);
      expect(json.file, args.join(' ')).toBe(file);
    }
  });
  it("show's, of a record with an error in its salvos, names the record and its variant, as its charts' document does", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-json-errors-'));
    await writeFile(join(dir, 's.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 Z2 A3 A4 A5 A6 -> no hits\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n');
    const r = await runSalvo(dir, ['show', 's.yaml', '--json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as { violations: Diagnostic[] };
    expect(Object.keys(json)).toEqual(['ok', 'file', 'variant', 'violations', 'warnings']);
    expect(json).toMatchObject({ ok: false, file: 's.yaml', variant: 'jutland' });
    expect(json.violations.map((d) => [d.code, d.line, d.column])).toEqual([['cell-off-board', 3, 14]]);
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
