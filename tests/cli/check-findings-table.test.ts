/**
 * docs/record-format.md opens its "Errors and breaches" with a table of what `salvo check` finds on
 * replaying a game, a line each: a newcomer met `error out-of-turn` or `warning turn-unjudged` and
 * found its meaning only inside paragraphs hundreds of words long. Every code the referee gives
 * (the rules' violations, the copying slips and warnings check adds, read from the source) has a
 * row, and the table names no other; a code is in the group its severity says (breaches and
 * copying slips are errors, exit 1; warnings leave exit 0), as check gives it on records that
 * have them. `salvo check --help` sends a newcomer there, in English, Russian and Polish.
 */
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIOLATION_CODES } from '../../src/rules/violations.js';
import { runSalvo } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** The codes `code: 'x'` in a source file, comments left out. */
function codesIn(file: string): Set<string> {
  const codes = new Set<string>();
  for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
    if (/^\s*(\*|\/\/|\/\*)/u.test(line)) continue;
    for (const m of line.matchAll(/\bcode: '([a-z][a-z0-9]*(?:-[a-z0-9]+)+)'/gu)) codes.add(m[1]!);
  }
  return codes;
}

/** The referee's codes: the rules' violations and what check's replay adds, not the kinds of impossibility an announcements-impossible gives as its reason. */
function refereeCodes(): Set<string> {
  const reasons = codesIn('src/inference/impossibility-reason.ts');
  const codes = new Set<string>(VIOLATION_CODES);
  for (const file of ['src/record/referee.ts', 'src/inference/full-referee.ts', 'src/inference/record-check.ts']) {
    for (const c of codesIn(file)) if (!reasons.has(c)) codes.add(c);
  }
  return codes;
}

/** The table's groups (breaches, copying slips, warnings) and the codes of each row under them. */
function table(): Map<string, string[]> {
  const doc = readFileSync(join(ROOT, 'docs', 'record-format.md'), 'utf8');
  const start = doc.indexOf('## Errors and breaches\n');
  expect(start).toBeGreaterThan(0);
  const rows = doc.slice(start).split('\n\n').find((block) => block.startsWith('| finding |'));
  expect(rows, 'the table under Errors and breaches').toBeDefined();
  const groups = new Map<string, string[]>();
  let group = '';
  for (const row of rows!.split('\n').slice(2)) {
    const first = row.split(' | ')[0]!.replace(/^\| /u, '');
    const heading = /^\*\*(.+)\*\*$/u.exec(first);
    if (heading) {
      group = heading[1]!;
      groups.set(group, []);
      continue;
    }
    groups.get(group)!.push(...[...first.matchAll(/`([a-z0-9-]+)`/gu)].map((m) => m[1]!));
  }
  return groups;
}

describe("record-format.md's table of check's findings", () => {
  it('has a row for every code the referee gives, and for no other', () => {
    const codes = refereeCodes();
    expect(codes.size).toBeGreaterThan(25);
    expect(codes).toContain('wrong-side');
    const listed = [...table().values()].flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...codes].filter((c) => !listed.includes(c)).sort()).toEqual([]);
    expect(listed.filter((c) => !codes.has(c))).toEqual([]);
  });

  it('puts each code check gives in the group its severity says', { timeout: 180_000 }, async () => {
    const groups = table();
    expect([...groups.keys()]).toEqual(['breaches', 'copying slips', 'warnings']);
    const errors = [...groups.get('breaches')!, ...groups.get('copying slips')!];
    const dir = await mkdtemp(join(tmpdir(), 'salvo-findings-'));
    await cp(join(ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
    const salvo = await readFile(join(ROOT, 'examples', 'classic-salvo.yaml'), 'utf8');
    expect(salvo).toContain('- blue: A2 C3');
    expect(salvo).toContain('submarine: H4-J4');
    await writeFile(join(dir, 'side.yaml'), salvo.replace('- blue: A2 C3', '- red: A2 C3'));
    await writeFile(join(dir, 'fleet.yaml'), salvo.replace('submarine: H4-J4', 'submarine: H5-J5'));
    await writeFile(join(dir, 'missing.yaml'), await readFile(join(ROOT, 'tests', 'cli', 'fixtures', 'referee-missing', 'classic-salvo-missing.yaml'), 'utf8'));
    await writeFile(join(dir, 'unsaid.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n');
    const seen = new Map<string, string>();
    for (const file of ['examples/breaches.yaml', 'side.yaml', 'fleet.yaml', 'missing.yaml', 'unsaid.yaml']) {
      const r = await runSalvo(dir, ['check', file, '--json']);
      const report = JSON.parse(r.stdout) as { violations: { code: string; severity: string }[]; warnings: { code: string; severity: string }[] };
      const found = [...report.violations, ...report.warnings];
      expect(r.code, file).toBe(report.violations.length > 0 ? 1 : 0);
      for (const f of found) seen.set(f.code, f.severity);
    }
    for (const code of ['wrong-salvo-size', 'out-of-turn', 'wrong-side', 'fleet-copied-wrong', 'salvo-missing', 'announcement-missing']) expect(seen.has(code), code).toBe(true);
    for (const [code, severity] of seen) {
      if (errors.includes(code)) expect(severity, code).toBe('error');
      if (groups.get('warnings')!.includes(code)) expect(severity, code).toBe('warning');
    }
  });

  it('is where check --help sends a reader, in each language', async () => {
    const doc = readFileSync(join(ROOT, 'docs', 'record-format.md'), 'utf8');
    expect(doc).toContain('\n## Errors and breaches\n');
    for (const [lang, words] of [['en', 'What each breach and warning means'], ['ru', 'Что означает каждое нарушение и предупреждение'], ['pl', 'Co znaczy każde naruszenie i ostrzeżenie']] as const) {
      const r = await runSalvo(ROOT, ['check', '--help', '--lang', lang]);
      expect(r.code, lang).toBe(0);
      const flat = r.stdout.replace(/\n/gu, ' ');
      expect(flat, lang).toContain(words);
      expect(flat, lang).toMatch(/docs\/record-format\.md \((?:раздел |rozdział )?Errors and breaches/u);
    }
  });
});
