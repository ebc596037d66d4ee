/**
 * A referee called to the table: disputed records of every template, in the players' languages
 * (fixtures/referee-calls/), each with the dispute players really have (a ship touching in a
 * no-contact game, a "miss" the revealed fleet belies, a salvo too big after guns were lost, a
 * shot out of turn after a hit, a ship sunk with too few hits, the hospital and 60-shot rules,
 * a cell written with a look-alike letter, a line naming no cell, …).
 *
 * Each line holding a finding says so in a comment: `# expect: CODE` for a breach, `# warn: CODE`
 * for a warning. `CODE@TEXT` places it at TEXT in the line (`@TEXT:N` at its N-th occurrence, and,
 * in a turn line, at the shot of that cell or result); without it, an announcement's finding is
 * at the announcement's first word, a line naming no cell at its arrow, anything else at the
 * salvo's side. A finding on a fleet line has no salvo number. Where the referee can say why no
 * legal fleet fits the announcements, `# reason: CODE` gives the kind (`reason` in the JSON) and
 * `# says: TEXT` words of the sentence the text report gives, in the record's language.
 *
 * `check --json` must report exactly those findings, at that line, column and salvo, each breach
 * with what to do; the text report each once, at the same place; `show` must draw every record
 * whose lines all read.
 */
import { cp, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { runSalvo } from '../helpers/cli.js';
import { ofSingleShots } from '../helpers/records.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'referee-calls');

/** Variants where a line with one result per cell is a turn: one salvo per shot. */
const TURN_LINES = new Set(['morskoy-boy', 'statki', 'statki-15']);

interface Expected {
  severity: 'error' | 'warning';
  code: string;
  salvo: number | undefined;
  line: number;
  column: number;
}

/** Why no legal fleet fits, as a fixture's line says it: the kind, and words of the sentence. */
function reasonsOf(text: string): { line: number; reason: string; says: string }[] {
  return text.split('\n').flatMap((raw, i) => {
    const reason = /#\s*reason:\s*([^#\s]+)/u.exec(raw)?.[1];
    const says = /#\s*says:\s*([^#]+)/u.exec(raw)?.[1]?.trim();
    return reason === undefined ? [] : [{ line: i + 1, reason, says: says ?? '' }];
  });
}

/** Column (1-based) of the `nth` occurrence of `text` in `line` at or after `from`. */
function columnOf(line: string, text: string, nth: number, from: number): number {
  let at = from - 1;
  for (let k = 0; k < nth; k++) {
    at = line.indexOf(text, at + (k === 0 ? 1 : text.length));
    if (at < 0) throw new Error(`"${text}" (${nth}) is not in: ${line}`);
  }
  return at + 1;
}

/** The findings a fixture's comments expect, placed by its text. */
function expectedOf(text: string): Expected[] {
  const out: Expected[] = [];
  const lines = text.split('\n');
  const variant = /^variant:\s*(\S+)/mu.exec(text)?.[1] ?? '';
  const start = lines.findIndex((l) => l.startsWith('salvos:'));
  let salvo = 0;
  lines.forEach((raw, i) => {
    const hash = raw.search(/\s#\s*(expect|warn):/u);
    const l = hash < 0 ? raw : raw.slice(0, hash);
    const isSalvo = i > start && l.startsWith('  - ');
    const arrow = l.indexOf('->');
    const cells = isSalvo ? l.slice(l.indexOf(':') + 1, arrow < 0 ? undefined : arrow).trim().split(/\s+/u).filter((c) => c !== '') : [];
    const results = arrow < 0 ? [] : l.slice(arrow + 2).split(',').map((r) => r.trim());
    const first = salvo + 1;
    if (isSalvo) salvo += TURN_LINES.has(variant) && cells.length > 1 && results.length === cells.length ? cells.length : 1;
    if (hash < 0) return;
    for (const m of raw.slice(hash).matchAll(/#\s*(expect|warn):\s*([^#]+)/gu)) {
      for (const item of m[2]!.trim().split(/\s+/u)) {
        const [code, place] = item.split('@') as [string, string | undefined];
        let column: number;
        let shot = 0;
        if (place !== undefined) {
          const [what, n] = place.split(':') as [string, string | undefined];
          const nth = n === undefined ? 1 : Number(n);
          const afterArrow = cells.includes(what) || arrow < 0 ? 1 : arrow + 1;
          column = columnOf(l, what, nth, isSalvo ? Math.max(l.indexOf(':') + 1, afterArrow) : 1);
          shot = cells.includes(what) ? cells.indexOf(what) : results.includes(what) ? nth - 1 : 0;
        } else if (code.startsWith('announcement-')) {
          const rest = l.slice(arrow + 2);
          column = arrow + 2 + (rest.length - rest.trimStart().length) + 1;
        } else column = code === 'salvo-no-cells' ? arrow + 1 : l.indexOf('- ') + 3;
        const severity = m[1] === 'warn' ? 'warning' : 'error';
        out.push({ severity, code, salvo: isSalvo ? first + shot : undefined, line: i + 1, column });
      }
    }
  });
  return out;
}

const byPlace = (a: Expected, b: Expected): number => a.line - b.line || a.column - b.column || a.code.localeCompare(b.code);

const names = (await readdir(FIXTURES)).filter((n) => n.endsWith('.yaml')).sort();

describe('a referee at the table: check on disputed records of every template', () => {
  it('has at least 15 records, every template among them, each with its findings marked', async () => {
    expect(names.length).toBeGreaterThanOrEqual(15);
    const templates = (await readdir(join(import.meta.dirname, '..', '..', 'templates'))).filter((n) => n.endsWith('.yaml')).map((n) => n.slice(0, -5));
    const used = new Set<string>();
    for (const name of names) {
      const text = await readFile(join(FIXTURES, name), 'utf8');
      used.add(/^variant:\s*(\S+)/mu.exec(text)![1]!);
      expect(expectedOf(text).filter((e) => e.severity === 'error').length, name).toBeGreaterThan(0);
    }
    expect([...used].sort()).toEqual(templates.sort());
  });

  it.each(names)('%s: exactly the findings marked, at their line, column and salvo, with what to do', async (name) => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-referee-calls-'));
    await cp(join(FIXTURES, name), join(dir, name));
    const expected = expectedOf(await readFile(join(FIXTURES, name), 'utf8')).sort(byPlace);
    const json = await runSalvo(dir, ['check', name, '--json', '--lang', 'en']);
    expect(json.code).toBe(1);
    type Finding = { code: string; rule?: string; severity: 'error' | 'warning'; salvo?: number; line?: number; column?: number; suggestion?: string; message: string };
    const report = JSON.parse(json.stdout) as { violations: Finding[]; warnings?: Finding[] };
    expect(report.violations.every((v) => v.severity === 'error')).toBe(true);
    const found = [...report.violations, ...(report.warnings ?? [])].map((v) => ({ severity: v.severity, code: v.code, salvo: v.salvo, line: v.line ?? 0, column: v.column ?? 0 }));
    expect(found.sort(byPlace)).toEqual(expected);
    for (const v of [...report.violations, ...(report.warnings ?? [])]) {
      expect(v.message.length).toBeGreaterThan(0);
      if (v.severity === 'error') expect(v.suggestion ?? '', `${v.code} says what to do`).not.toBe('');
    }
    // The text report gives each finding once, at the same place (each salvo a shot where every
    // salvo is one: the 1967 game, Морской бой, Statki).
    const text = await runSalvo(dir, ['check', name, '--lang', 'en']);
    const single = await ofSingleShots(await readFile(join(FIXTURES, name), 'utf8'));
    for (const e of expected) {
      const head = `${name}:${e.line}:${e.column}: ${e.severity} ${e.code}: ${e.salvo !== undefined ? `${single ? 'shot' : 'salvo'} ${e.salvo}: ` : ''}`;
      expect(text.stdout.split('\n').filter((l) => l.startsWith(head)), head).toHaveLength(1);
    }
    // Why announcements no legal fleet fits cannot be: the kind in the JSON, the sentence in the
    // record's language (under the English diagnostic where that is not English).
    const reasons = reasonsOf(await readFile(join(FIXTURES, name), 'utf8'));
    const own = reasons.length > 0 ? (await runSalvo(dir, ['check', name])).stdout : '';
    for (const r of reasons) {
      const v = report.violations.find((x) => x.code === 'announcements-impossible' && x.line === r.line) as (Finding & { reason?: string }) | undefined;
      expect(v?.reason, `${name}:${r.line}`).toBe(r.reason);
      expect(r.says).not.toBe('');
      expect(own).toContain(r.says);
    }
    for (const v of report.violations.filter((x) => x.code === 'announcements-impossible')) {
      expect(reasons.map((r) => r.line), `${name}:${v.line ?? 0} says why`).toContain(v.line);
    }
    // The summary counts the reading errors (the record format's, a cell's or an announcement's
    // that cannot be read, as --json's rules name them) apart from the breaches of the rules.
    const errors = expected.filter((e) => e.severity === 'error').length;
    const reading = report.violations.filter((v) => ['record format', 'cells readable', 'announcement readable'].includes(v.rule ?? '')).length;
    const counted = [errors - reading > 0 || reading === 0 ? `${errors - reading} breach${errors - reading === 1 ? '' : 'es'}` : '', reading > 0 ? `${reading} reading error${reading === 1 ? '' : 's'}` : ''].filter((x) => x !== '').join(' and ');
    expect(text.stdout).toContain(`${name}: ${counted} in `);
    // show draws the game as recorded where every line reads; else it says where to mend it.
    const show = await runSalvo(dir, ['show', name, '--lang', 'en']);
    const unread = expected.find((e) => ['salvo-no-cells', 'cell-off-board', 'announcement-unknown-word'].includes(e.code));
    if (unread) {
      expect(show.code).toBe(1);
      expect(show.stderr).toContain(`${name}:${unread.line}:${unread.column}: error ${unread.code}`);
    } else {
      expect(show.code).toBe(0);
      expect(show.stdout.length).toBeGreaterThan(0);
      // An announcement the fleet shown belies is said under the charts, where check places it.
      const belied = expected.filter((e) => e.code === 'announcement-contradicts-fleet');
      const notes = belied.length > 0 ? (await runSalvo(dir, ['show', name, '--lang', 'en'])).stdout.split('\n').filter((l) => l.startsWith('note: ')) : [];
      expect(notes).toHaveLength(belied.length);
      belied.forEach((e, i) => {
        // Where a hit earns another shot and the next salvo is out of turn in one reading, that reading too.
        // Each salvo a shot where every salvo is one, as check's line names it (`head` above); a side
        // whose id takes no English 's said with "of" (`shot 5 of второй`, `the turn of первый`).
        const word = single ? 'shot' : 'salvo';
        expect(notes[i]).toMatch(new RegExp(`^note: ${word} ${e.salvo} \\(line ${e.line}\\): .* announced ".+" at .+, but the fleet shown gives ".+"(; if ".+" was said, (?:.+'s ${word} \\d+|${word} \\d+ of .+) \\(line \\d+\\) was fired out of turn \\(it was (?:.+'s turn|the turn of .+)\\))? \\('salvo check ${name.replace(/\./gu, '\\.')}' gives the breach\\)$`, 'u'));
      });
    }
  });
});

describe('what the referee says about a class the fleet lacks', () => {
  it('"sunk frigate" in Salvo: the suggestion names every class there is', async () => {
    const name = 'classic-salvo-no-such-class.yaml';
    const dir = await mkdtemp(join(tmpdir(), 'salvo-referee-calls-'));
    await cp(join(FIXTURES, name), join(dir, name));
    const report = JSON.parse((await runSalvo(dir, ['check', name, '--json'])).stdout) as { violations: { code: string; suggestion?: string }[] };
    const v = report.violations.find((x) => x.code === 'announcement-unknown-word')!;
    const template = parseYaml(await readFile(join(import.meta.dirname, '..', '..', 'templates', 'classic-salvo.yaml'), 'utf8')) as { fleet: { name: string }[] };
    expect(v.suggestion).toMatch(/^write miss, hit or sunk <class>; the classes are /u);
    for (const c of template.fleet) expect(v.suggestion).toContain(c.name.toLowerCase());
  });
});

describe('show under the charts of a fleet that belies an announcement', () => {
  it('names the salvo, its line and the cell in the record\'s language, and points to check', async () => {
    const name = 'morskoy-boy-miss-then-sunk.yaml';
    const dir = await mkdtemp(join(tmpdir(), 'salvo-referee-calls-'));
    await cp(join(FIXTURES, name), join(dir, name));
    const text = await readFile(join(FIXTURES, name), 'utf8');
    const e = expectedOf(text).find((x) => x.code === 'announcement-contradicts-fleet')!;
    // The cell written on that line, and the word announced for it.
    const [, cell, said] = /^\s+- \S+: (\S+) -> (\S+)/u.exec(text.split('\n')[e.line - 1]!)!;
    const show = await runSalvo(dir, ['show', name]);
    // Второй fired next, so if "попал" was said, that shot was out of turn: said too.
    expect(show.stdout).toContain(
      `внимание: выстрел ${e.salvo} (строка ${e.line}): сторона «второй» ответила «${said}» на ${cell}, но по показанному флоту — «попал»; если ответили «попал», то выстрел 1 стороны «второй» (строка ${e.line + 1}) сделан не в свою очередь (был ход стороны «первый») (нарушение: salvo check ${name})`,
    );
    // Before that salvo nothing is belied yet.
    expect((await runSalvo(dir, ['show', name, '--after', '0'])).stdout).not.toContain('внимание:');
  });
});
