/**
 * `salvo suggest` for a side that has fired all its shots under the variant's limit (Perelman's
 * 60): it used to print "is owed 0 shots; suggested (most expected hits):" over an empty list;
 * it now says why it fires no more. The record: the Perelman example up to blue's 60th shot.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

/** The example with its fleets left out and its salvos cut after blue's shots add up to 60. */
function blueOutOfShots(): string {
  const text = readFileSync(join(__dirname, '..', '..', 'examples', 'perelman.yaml'), 'utf8');
  const [head, rest] = text.split(/^salvos:\n/m) as [string, string];
  const lines = rest.split('\n');
  const kept: string[] = [];
  let blue = 0;
  for (const line of lines) {
    const m = /^ {2}- синие: (.*?) ->/.exec(line);
    if (m) blue += m[1]!.trim().split(/\s+/).length;
    if (/^ {2}- /.test(line) || /^ {4}/.test(line)) kept.push(line);
    if (blue === 60) break;
  }
  return head.replace(/^fleets:\n(?: {2}.*\n)+/m, '') + 'salvos:\n' + kept.join('\n') + '\n';
}

describe('suggest: a side whose shots are spent', () => {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-spent-'));
  writeFileSync(join(dir, 'g.yaml'), blueOutOfShots());

  it('says it has fired all its shots and fires no more', async () => {
    const r = await runSalvo(dir, ['suggest', 'g.yaml', '--side', 'синие', '--lang', 'en']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('синие has fired all its 60 shots (the shot limit) and fires no more; красные fires on alone\n');
  });

  it('and --json says so among the notes, with nothing owed', async () => {
    const r = await runSalvo(dir, ['suggest', 'g.yaml', '--side', 'синие', '--json']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout) as { owed: { min: number; max: number }; cells: string[]; notes: string[] };
    expect(s.owed).toEqual({ min: 0, max: 0 });
    expect(s.cells).toEqual([]);
    expect(s.notes).toContain('синие has fired all its 60 shots (the shot limit) and fires no more');
  });
});
