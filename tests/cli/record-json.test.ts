/**
 * `salvo record --json`: a bot adding salvos had "error: unknown option '--json'" and had to
 * parse 'salvo 1 recorded: …; next: red, 3 shots' or the breaches on standard error. It now
 * prints what was recorded (each salvo numbered as check numbers it, its cells and announcement
 * as written), whose turn it is (check --json's next), or, refused, the breaches as check --json
 * gives them; the file is written, or left untouched, as without --json.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

interface Recorded {
  ok: boolean;
  recorded: { salvo: number; side: string; sideSalvo: number; cells: string[]; announcement: string | null; forced?: boolean }[];
  next: unknown;
  result: unknown;
  violations?: { severity: string; code: string; salvo: number }[];
  warnings: { severity: string; code: string }[];
}

const START = 'variant: morskoy-boy\nsides:\n  первый:\n  второй:\nsalvos: []\n';

describe('record --json', () => {
  it('gives the salvos recorded and whose turn it is, as check --json does', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-record-json-'));
    await writeFile(join(dir, 'j.yaml'), START);
    await writeFile(join(dir, 't.yaml'), START);
    const args = ['первый', 'Е8', 'Д8', 'Г8', '-r', 'попал, попал, мимо'];
    const r = await runSalvo(dir, ['record', 'j.yaml', ...args, '--json']);
    const t = await runSalvo(dir, ['record', 't.yaml', ...args]);
    expect(r.code).toBe(0);
    expect(t.code).toBe(0);
    // The same file either way.
    expect(await readFile(join(dir, 'j.yaml'), 'utf8')).toBe(await readFile(join(dir, 't.yaml'), 'utf8'));
    const json = JSON.parse(r.stdout) as Recorded;
    expect(json.ok).toBe(true);
    expect(json.recorded).toEqual([
      { salvo: 1, side: 'первый', sideSalvo: 1, cells: ['Е8'], announcement: 'попал' },
      { salvo: 2, side: 'первый', sideSalvo: 2, cells: ['Д8'], announcement: 'попал' },
      { salvo: 3, side: 'первый', sideSalvo: 3, cells: ['Г8'], announcement: 'мимо' },
    ]);
    // The text (in the record's language) names the same salvos and the line written holds the same words.
    expect(t.stdout).toContain('выстрелы 1–3 записаны: первый: Е8 Д8 Г8 -> попал, попал, мимо');
    const check = JSON.parse((await runSalvo(dir, ['check', 'j.yaml', '--json'])).stdout) as { next: unknown; result: unknown };
    expect(json.next).toEqual(check.next);
    expect(json.result).toEqual(check.result);
    expect(json.next).toMatchObject({ side: 'второй' });
  });
  it('gives a refused salvo\'s breaches, the file untouched, exit 1; with --force, as warnings', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-record-json-'));
    await writeFile(join(dir, 'j.yaml'), START);
    expect((await runSalvo(dir, ['record', 'j.yaml', 'первый', 'А1', '-r', 'мимо'])).code).toBe(0);
    const before = await readFile(join(dir, 'j.yaml'), 'utf8');
    const r = await runSalvo(dir, ['record', 'j.yaml', 'первый', 'А2', '-r', 'мимо', '--json']);
    expect(r.code).toBe(1);
    expect(await readFile(join(dir, 'j.yaml'), 'utf8')).toBe(before);
    const json = JSON.parse(r.stdout) as Recorded;
    expect(json.ok).toBe(false);
    expect(json.violations!.map((v) => [v.severity, v.code, v.salvo])).toEqual([['error', 'out-of-turn', 2]]);
    // The text on standard error says the same breach.
    expect(r.stderr).toContain('error out-of-turn: shot 2');
    const forced = await runSalvo(dir, ['record', 'j.yaml', 'первый', 'А2', '-r', 'мимо', '--force', '--json']);
    expect(forced.code).toBe(0);
    const f = JSON.parse(forced.stdout) as Recorded;
    expect(f.ok).toBe(true);
    expect(f.recorded).toEqual([{ salvo: 2, side: 'первый', sideSalvo: 2, cells: ['А2'], announcement: 'мимо', forced: true }]);
    expect(f.warnings.map((w) => [w.severity, w.code])).toEqual([['warning', 'out-of-turn']]);
  });
  it('gives a salvo that cannot be read as JSON too', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-record-json-'));
    await writeFile(join(dir, 'j.yaml'), START);
    const r = await runSalvo(dir, ['record', 'j.yaml', 'первый', 'ZZ', '-r', 'мимо', '--json']);
    expect(r.code).toBe(1);
    expect((JSON.parse(r.stdout) as Recorded).violations!.map((v) => v.code)).toEqual(['cell-unreadable']);
    expect(await readFile(join(dir, 'j.yaml'), 'utf8')).toBe(START);
    // With the keys of record's other refusals (a breach: ok, file, variant, violations, warnings).
    const off = await runSalvo(dir, ['record', 'j.yaml', 'первый', 'А1', 'Z9', '-r', 'мимо, мимо', '--json']);
    expect(off.code).toBe(1);
    const breach = await runSalvo(dir, ['record', 'j.yaml', 'второй', 'А1', '-r', 'мимо', '--json']);
    expect(breach.code).toBe(1);
    const keys = Object.keys(JSON.parse(breach.stdout) as object);
    expect(keys).toEqual(['ok', 'file', 'variant', 'violations', 'warnings']);
    expect(Object.keys(JSON.parse(off.stdout) as object)).toEqual(keys);
    expect((JSON.parse(off.stdout) as { file: string }).file).toBe('j.yaml');
    expect(off.stderr).toContain('salvo: nothing recorded; j.yaml is unchanged');
    expect(await readFile(join(dir, 'j.yaml'), 'utf8')).toBe(START);
  });

  it("refuses a record with a line naming no cell, whose side's numbers its sideSalvo would have to count", async () => {
    // sideSalvo counts such a line (sideSalvos, as check does); record only ever sees records without one.
    const dir = await mkdtemp(join(tmpdir(), 'salvo-record-json-'));
    const text = START.replace('salvos: []\n', 'salvos:\n  - первый: А1 -> мимо\n  - второй: -> мимо\n');
    await writeFile(join(dir, 'n.yaml'), text);
    const r = await runSalvo(dir, ['record', 'n.yaml', 'первый', 'Б2', '-r', 'мимо', '--json']);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as Recorded;
    expect(json.ok).toBe(false);
    expect(json.violations?.map((v) => [v.code, v.salvo])).toEqual([['salvo-no-cells', 2]]);
    expect(await readFile(join(dir, 'n.yaml'), 'utf8')).toBe(text);
  });
});
