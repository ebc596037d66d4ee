/**
 * Disputed games of one shot a turn, both fleets revealed, as a referee is handed them
 * (fixtures/disputed-games/): a record from Windows Notepad (byte-order mark, CRLF, a tab, a
 * comment and a blank line among the shots) with a cell written the wrong way round (`10К`), a
 * sunk never called, one called too early, a hit called a miss, look-alike letters. The oracle
 * for the announcements is the brute force's defender (tests/inference/brute.ts `announce`), fed
 * the revealed fleet and each side's shots, on the record with every garbled cell mended as its
 * `# means:` comment says: `check` must call belied exactly the shots whose announcement differs
 * from it, each once at its line, plus the breaches a line's `# expect:` names, and nothing else,
 * in English and in the record's language, with what to do.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { variantSideOf } from '../../src/record/game.js';
import { loadVariant } from '../../src/variant/load.js';
import { announce } from '../inference/brute.js';
import { runSalvo } from '../helpers/cli.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'disputed-games');
const names = (await readdir(FIXTURES)).filter((n) => n.endsWith('.yaml')).sort();

interface Entry {
  code: string;
  salvo?: number;
  line?: number;
  column?: number;
  expected?: string;
  suggestion?: string;
}

/** The text with each `# means: X` line's unreadable cell (the first word of its cells that `X` is not) put right. */
function mended(text: string): string {
  return text
    .split('\n')
    .map((l) => {
      const m = /#\s*means:\s*(\S+)/u.exec(l);
      if (!m) return l;
      const meant = m[1]!;
      // The garbled cell: the word of the same characters as the one meant, in another order.
      const sorted = (w: string): string => [...w].sort().join('');
      const garbled = l.split(/[\s:]+/u).find((w) => w !== meant && sorted(w) === sorted(meant));
      return garbled === undefined ? l : l.replace(garbled, meant);
    })
    .join('\n');
}

/** The codes each salvo line's `# expect:` names, by line number (1-based). */
function expectedCodes(text: string): { code: string; line: number }[] {
  return text.split('\n').flatMap((l, i) => {
    const m = /#\s*expect:\s*([a-z-]+(?:\s+[a-z-]+)*)/u.exec(l);
    return m ? m[1]!.trim().split(/\s+/u).map((code) => ({ code, line: i + 1 })) : [];
  });
}

describe('check on disputed games, judged against the brute force\'s defender', () => {
  it('has the games', () => {
    expect(names).toEqual(['classic-1967-early.yaml', 'morskoy-boy-notepad.yaml', 'statki-sunk-uncalled.yaml']);
  });

  it.each(names)('%s: every announcement the fleet belies, and only those, each once with what to do', async (name) => {
    const text = (await readFile(join(FIXTURES, name), 'utf8')).replace(/^\uFEFF/u, '').replace(/\r\n/gu, '\n');
    const head = /^variant:\s*(\S+)/mu.exec(text)![1]!;
    const variant = await loadVariant(head, { cwd: process.cwd() });
    const { record, diagnostics } = parseRecord(mended(text), variant, { file: name });
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // The brute force's defender: each shot against the revealed fleet, its side's shots before it.
    const belied: { salvo: number; result: string }[] = [];
    const fired = new Map<string, number[][]>();
    record.salvos.forEach((s, t) => {
      const side = variantSideOf(record, variant, s.side);
      const target = record.sides.map((x) => x.id).find((id) => variantSideOf(record, variant, id) !== side)!;
      const own = fired.get(side) ?? [];
      own.push([...s.cells]);
      fired.set(side, own);
      // A fleet not revealed (the 1967 game's blue) leaves its side's announcements to the inference.
      const layout = record.fleets[target];
      if (layout === undefined) return;
      const truth = announce(variant, layout, own, own.length - 1);
      const told = s.announcement;
      if (truth.kind !== 'per-shot' || told?.kind !== 'per-shot') throw new Error('a per-shot game, every shot announced');
      const same = truth.shots.every((r, i) => r.result === told.shots[i]!.result && (r.result !== 'sunk' || variant.report.sunk !== 'with-class' || r.classId === told.shots[i]!.classId));
      if (!same) belied.push({ salvo: t + 1, result: truth.shots[0]!.result });
    });
    expect(belied.length).toBeGreaterThan(0);

    const dir = FIXTURES;
    const json = await runSalvo(dir, ['check', name, '--json', '--lang', 'en']);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as { violations: Entry[] };
    const contradicted = report.violations.filter((v) => v.code === 'announcement-contradicts-fleet');
    expect(contradicted.map((v) => ({ salvo: v.salvo, result: v.expected!.split(' ')[0] }))).toEqual(belied);
    // Every other breach is one a line's comment expects, at that line.
    const others = report.violations.filter((v) => v.code !== 'announcement-contradicts-fleet').map((v) => ({ code: v.code, line: v.line }));
    expect(others).toEqual(expectedCodes(text));
    for (const v of report.violations) {
      expect(v.line).toBeGreaterThan(0);
      expect(v.column).toBeGreaterThan(0);
      expect(v.suggestion ?? '').not.toBe('');
    }
    // The text reports, in English and in the record's language: each breach once, at its place.
    const total = report.violations.length;
    for (const lang of ['en', record.language ?? variant.languages[0]!]) {
      const out = (await runSalvo(dir, ['check', name, '--lang', lang])).stdout.split('\n');
      for (const v of report.violations) {
        const at = `${name}:${v.line}:${v.column}: `;
        expect(out.filter((l) => l.startsWith(at) && l.includes(` ${v.code}: `))).toHaveLength(1);
      }
      expect(out.filter((l) => /^\S+:\d+:\d+: \S+ [a-z-]+: /u.test(l) && !/ (warning|предупреждение|ostrzeżenie) /u.test(l))).toHaveLength(total);
    }
  });
});
