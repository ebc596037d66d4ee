/**
 * Disputed records written by hand as a referee meets them, one per variant (fixtures/disputed/):
 * a late announcement, a side firing twice, a salvo one shot too many, a sunk claimed on a ship
 * not yet fully hit, a record edited after the fleets were shown, a wrong class named. Each line
 * holding a breach says so in a comment (`# expect: out-of-turn`); `salvo check` must report each
 * of them once, and nothing else, at that line, at the column of the part concerned (the salvo,
 * or its announcement), with the salvo's number and what to do.
 */
import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { ofSingleShots } from '../helpers/records.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'disputed');

interface Expected {
  code: string;
  salvo: number;
  line: number;
  column: number;
}

/** The breaches a fixture's comments expect, placed by its text. */
function expectedOf(text: string): Expected[] {
  const out: Expected[] = [];
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith('salvos:'));
  let salvo = 0;
  lines.forEach((l, i) => {
    if (i <= start || !l.startsWith('  - ')) return;
    salvo++;
    const m = /#\s*expect:\s*(.+)$/u.exec(l);
    if (!m) return;
    for (const code of m[1]!.trim().split(/\s+/u)) {
      const arrow = l.indexOf('->');
      // An announcement is placed at its first word, a line naming no cell where its value starts,
      // anything else at the salvo's side.
      const column = code.startsWith('announcement-') ? arrow + 2 + (l.slice(arrow + 2).length - l.slice(arrow + 2).trimStart().length) + 1 : code === 'salvo-no-cells' ? arrow + 1 : l.indexOf('- ') + 3;
      out.push({ code, salvo, line: i + 1, column });
    }
  });
  return out;
}

const names = (await readdir(FIXTURES)).filter((n) => n.endsWith('.yaml')).sort();

describe('check on disputed records', () => {
  it('has a fixture for each variant a club plays, each with breaches marked', async () => {
    expect(names).toEqual(['classic-salvo.yaml', 'jutland.yaml', 'morskoy-boy.yaml', 'perelman.yaml', 'statki.yaml']);
    for (const name of names) expect(expectedOf(await readFile(join(FIXTURES, name), 'utf8')).length).toBeGreaterThan(1);
  });

  it.each(names)('%s: every breach once, at its line, column and salvo, with what to do', async (name) => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-disputed-fixtures-'));
    await cp(join(FIXTURES, name), join(dir, name));
    const expected = expectedOf(await readFile(join(FIXTURES, name), 'utf8'));
    const json = await runSalvo(dir, ['check', name, '--json', '--lang', 'en']);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { violations: { code: string; rule: string; salvo?: number; line?: number; column?: number; severity: string; suggestion?: string }[] };
    expect(report.violations.map((v) => ({ code: v.code, salvo: v.salvo, line: v.line, column: v.column }))).toEqual(expected);
    for (const v of report.violations) {
      expect(v.severity).toBe('error');
      expect(v.suggestion ?? '').not.toBe('');
    }
    // The text report says the same, each breach on one line, once (each salvo a shot where every
    // salvo is one: Морской бой, Statki, the 1967 game).
    const text = await runSalvo(dir, ['check', name, '--lang', 'en']);
    const single = await ofSingleShots(await readFile(join(FIXTURES, name), 'utf8'));
    for (const e of expected) {
      const head = `${name}:${e.line}:${e.column}: error ${e.code}: ${single ? 'shot' : 'salvo'} ${e.salvo}: `;
      expect(text.stdout.split('\n').filter((l) => l.startsWith(head))).toHaveLength(1);
    }
    // The summary counts the reading errors (the record format's, a cell's or an announcement's
    // that cannot be read, as --json's rules name them) apart from the breaches of the rules.
    const reading = report.violations.filter((v) => ['record format', 'cells readable', 'announcement readable'].includes(v.rule)).length;
    const counted = [expected.length - reading > 0 || reading === 0 ? `${expected.length - reading} breach${expected.length - reading === 1 ? '' : 'es'}` : '', reading > 0 ? `${reading} reading error${reading === 1 ? '' : 's'}` : ''].filter((x) => x !== '').join(' and ');
    expect(text.stdout).toContain(`${name}: ${counted} in `);
  });
});
