/**
 * A salvo line whose one ship-numbered result is quoted (`lion 3, "light cruiser #1 1", collier
 * 1`) in a variant whose hits are told ship by ship: YAML cuts the line at ` #1`, and the quote
 * opened before it closes in the cut-off part. That is one slip, said once as salvo-comment, not
 * also as an unknown word `"light cruiser` (check, record --json, play).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';
import { BRITISH_BY_SHIP as VARIANT } from '../helpers/british-by-ship.js';


const RECORD = 'variant: ./v.yaml\nsalvos:\n  - british: D2 E2 F2 -> lion 1, "light cruiser #1 1", collier 1\n';

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-quoted-comment-'));
  writeFileSync(join(dir, 'v.yaml'), VARIANT);
  writeFileSync(join(dir, 'g.yaml'), RECORD);
  return dir;
}

describe('a quoted ship-numbered result cut off as a YAML comment', () => {
  it('parses to the one salvo-comment error, at the #', async () => {
    const dir = folder();
    const variant = await loadVariant(join(dir, 'v.yaml'), { cwd: dir });
    const r = parseRecord(RECORD, variant);
    const at = RECORD.split('\n')[2]!.indexOf('#1') + 1;
    expect(r.diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([['salvo-comment', 'error', 3, at]]);
    // The comment is said without the quote that closed in it; the advice keeps every word.
    expect(r.diagnostics[0]!.message).toBe('"#1 1, collier 1" is a YAML comment here: the ship number after the announcement is not read');
    expect(r.diagnostics[0]!.suggestion).toBe('put the salvo in quotes: - british: "D2 E2 F2 -> lion 1, light cruiser #1 1, collier 1"');
  });

  it('check, record --json and play each say that one error', async () => {
    const dir = folder();
    const check = await runSalvo(dir, ['check', 'g.yaml']);
    expect(check.code).toBe(1);
    expect(check.stdout + check.stderr).toContain('error salvo-comment');
    expect(check.stdout + check.stderr).not.toContain('announcement-unknown-word');
    const record = await runSalvo(dir, ['record', 'g.yaml', 'german', 'A1', 'A2', 'A3', '-r', 'no hits', '--json']);
    const json = JSON.parse(record.stdout) as { ok: boolean; violations: { code: string }[] };
    expect(json.ok).toBe(false);
    expect(json.violations.map((v) => v.code)).toEqual(['salvo-comment']);
    const play = await runSalvo(dir, ['play', 'g.yaml'], 'q\n');
    expect(play.stderr).toContain('error salvo-comment');
    expect(play.stderr).not.toContain('announcement-unknown-word');
    expect(readFileSync(join(dir, 'g.yaml'), 'utf8')).toBe(RECORD);
  });
});
