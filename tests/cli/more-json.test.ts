/**
 * `--json` where a bot needs it beyond check, infer, analyze, suggest, count and simulate:
 * `salvo variants` (which games there are, their sides and languages, to start a record),
 * `salvo fleet check` and `salvo variant check` (validation a script acts on). They printed text
 * only, and `--json` was "error: unknown option '--json'" (exit 2). Their reports are shaped as
 * `salvo check --json`'s: ok, violations and warnings, each entry with its severity.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from '../../src/core/diagnostics.js';
import { runSalvo } from '../helpers/cli.js';
import { loadVariant } from '../../src/variant/load.js';

interface Report {
  ok: boolean;
  file: string;
  violations: Diagnostic[];
  warnings: Diagnostic[];
}

describe('salvo variants --json', () => {
  it('lists what the text lists, with each template\'s sides and languages', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-json-'));
    const text = await runSalvo(dir, ['variants', '--lang', 'en']);
    const r = await runSalvo(dir, ['variants', '--lang', 'en', '--json']);
    expect(r.code).toBe(0);
    const list = JSON.parse(r.stdout) as { id: string; name: string; language: string; languages: string[]; board: { columns: number; rows: number }; sides: string[]; summary: string }[];
    const rows = text.stdout.trimEnd().split('\n');
    expect(list.map((t) => t.id)).toEqual(rows.map((l) => l.split(/\s+/u)[0]));
    for (const [i, t] of list.entries()) {
      expect(rows[i]).toContain(`${t.name}`);
      expect(rows[i]).toContain(`${t.board.columns}×${t.board.rows}`);
      expect(rows[i]!.endsWith(t.summary)).toBe(true);
      const v = await loadVariant(t.id, { cwd: dir });
      expect(t.sides).toEqual(v.turns.sides.map((s) => s.id));
      expect(t.languages).toEqual(v.languages);
      expect(t.language).toBe(v.languages.includes('en') ? 'en' : v.languages[0]);
    }
  });
});

describe('salvo fleet check --json', () => {
  it('reports what the text says, exit 1 on a breach', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-json-'));
    await writeFile(join(dir, 'f.yaml'), 'battleship: A1-A4\ncruiser: A1-A3\n');
    const text = await runSalvo(dir, ['fleet', 'check', 'jutland', 'f.yaml']);
    const r = await runSalvo(dir, ['fleet', 'check', 'jutland', 'f.yaml', '--json']);
    expect(r.code).toBe(1);
    expect(r.code).toBe(text.code);
    const json = JSON.parse(r.stdout) as Report & { variant: string };
    expect(json).toMatchObject({ ok: false, file: 'f.yaml', variant: 'jutland' });
    expect(json.violations.map((d) => d.code).sort()).toEqual(['fleet-count', 'ship-overlap']);
    for (const d of [...json.violations, ...json.warnings]) expect(text.stdout).toContain(formatDiagnostic(d));
    const good = await runSalvo(dir, ['fleet', 'random', 'jutland', '--seed', '7', '--yaml']);
    const ok = await runSalvo(dir, ['fleet', 'check', 'jutland', '-', '--json'], good.stdout);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toEqual({ ok: true, file: '<stdin>', variant: 'jutland', violations: [], warnings: [] });
  });
});

describe('salvo variant check --json', () => {
  it('gives every file its report, as the text does', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-json-'));
    await writeFile(join(dir, 'v.yaml'), 'id: v\nboard: { rows: 0 }\n');
    const text = await runSalvo(dir, ['variant', 'check', 'jutland', 'v.yaml', 'gone.yaml']);
    const r = await runSalvo(dir, ['variant', 'check', 'jutland', 'v.yaml', 'gone.yaml', '--json']);
    expect(r.code).toBe(1);
    expect(r.code).toBe(text.code);
    const json = JSON.parse(r.stdout) as { ok: boolean; files: Report[] };
    expect(json.ok).toBe(false);
    expect(json.files.map((f) => [f.file, f.ok])).toEqual([['jutland', true], ['v.yaml', false], ['gone.yaml', false]]);
    const said = json.files.flatMap((f) => [...f.violations, ...f.warnings]);
    expect(said.length).toBeGreaterThan(1);
    for (const d of said) expect(text.stdout).toContain(formatDiagnostic(d));
    for (const f of json.files) for (const d of f.violations) expect(d.severity).toBe('error');
  });
});
