/**
 * Results on standard output, messages on standard error, and the exit codes docs/scripting.md
 * gives, alike across commands: the three checking commands print their report (every breach,
 * then the summary) on standard output and exit 1 with a breach (fleet check printed its breaches
 * on standard error, check and variant check on standard output); `new -o -` prints the record,
 * as `init -o -` prints its copy (it wrote a file named "-").
 */
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-streams-'));
  await writeFile(join(dir, 'fleet.yaml'), 'battleship: A1-A4\ncruiser: A1-A3\n');
  await writeFile(join(dir, 'variant.yaml'), 'id: bad\n');
});

describe('the checking commands print their report on standard output, exit 1 on a breach', () => {
  const cases: [string, string[], RegExp][] = [
    ['check', ['check', join(root, 'examples', 'breaches.yaml')], /breaches\.yaml:14:5: error wrong-salvo-size: salvo 3: /u],
    ['fleet check', ['fleet', 'check', 'jutland', 'fleet.yaml'], /^fleet\.yaml:2:10: error ship-overlap: /mu],
    ['variant check', ['variant', 'check', 'variant.yaml'], /^variant\.yaml:1:1: error missing-key: /mu],
  ];
  for (const [name, args, line] of cases) {
    it(name, async () => {
      const r = await runSalvo(dir, args);
      expect(r.code).toBe(1);
      expect(r.stdout).toMatch(line);
      expect(r.stderr).toBe('');
    });
  }

  it('fleet check: the summary after the breaches, on standard output, as when the layout is legal', async () => {
    const bad = await runSalvo(dir, ['fleet', 'check', 'jutland', 'fleet.yaml']);
    expect(bad.stdout.trimEnd().split('\n').at(-1)).toMatch(/^fleet\.yaml: \d+ breaches of the jutland rules$/u);
    const good = await runSalvo(dir, ['fleet', 'check', 'jutland', '-'], 'battleship: B2-B5\ncruiser: D7-F9\ndestroyer: [J1-J2, A9-B9]\n');
    expect(good.code).toBe(0);
    expect(good.stdout).toBe('<stdin>: ok, a legal layout for jutland (4 ships)\n');
    expect(good.stderr).toBe('');
  });
});

describe('new -o -', () => {
  it('prints the record on standard output and writes no file', async () => {
    const sub = await mkdtemp(join(dir, 'new-'));
    const r = await runSalvo(sub, ['new', 'jutland', '--players', 'Ann,Bob', '-o', '-']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(await readdir(sub)).toEqual([]);
    // The same record as without -o.
    const plain = await runSalvo(sub, ['new', 'jutland', '--players', 'Ann,Bob']);
    expect(r.stdout).toBe(plain.stdout);
    expect((parseYaml(r.stdout) as { variant: string }).variant).toBe('jutland');
    // A record it prints is one check reads.
    await writeFile(join(sub, 'g.yaml'), r.stdout);
    expect((await runSalvo(sub, ['check', 'g.yaml'])).code).toBe(0);
    expect(await readFile(join(sub, 'g.yaml'), 'utf8')).toBe(r.stdout);
  });
});

describe('suggest on a finished game whose announcements no fleet fits', () => {
  it('answers alike with and without --json: the game is over, nothing owed, exit 0 (--json ended in announcements-impossible, exit 1)', async () => {
    const text = await readFile(join(root, 'examples', 'jutland.yaml'), 'utf8');
    const wrong = text.replace('- blue: C3 E10 C4 C9 B7 G9 -> battleship 1, cruiser 1', '- blue: C3 E10 C4 C9 B7 G9 -> battleship 4, cruiser 2');
    expect(wrong).not.toBe(text);
    await writeFile(join(dir, 'over.yaml'), wrong);
    // The record is wrong (check says so, exit 1), and the game is over.
    expect((await runSalvo(dir, ['check', 'over.yaml'])).code).toBe(1);
    const plain = await runSalvo(dir, ['suggest', 'over.yaml', '--side', 'blue']);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/^the game is over: .*; blue is owed no shots\n$/u);
    const json = await runSalvo(dir, ['suggest', 'over.yaml', '--side', 'blue', '--json']);
    expect(json.code).toBe(0);
    const doc = JSON.parse(json.stdout) as { owed: unknown; cells: unknown; notes: string[] };
    expect(doc.owed).toEqual({ min: 0, max: 0 });
    expect(doc.cells).toEqual([]);
    expect(doc.notes[0]).toBe('the game is over');
  });
});

describe('suggest says what could not be read, as infer does', () => {
  it('on standard error, and among --json warnings (it said nothing)', async () => {
    const text = await readFile(join(root, 'examples', 'jutland.yaml'), 'utf8');
    const [head, body] = text.split('\nsalvos:\n') as [string, string];
    const lines = body.split('\n').filter((l) => l.startsWith('  - ')).slice(0, 6);
    lines[1] = lines[1]!.replace(' A4 ', ' Z99 ');
    await writeFile(join(dir, 'unread.yaml'), `${head}\nsalvos:\n${lines.join('\n')}\n`);
    // Progress lines aside (they depend on the work), what standard error says of the record.
    const said = (stderr: string): string[] => stderr.split('\n').filter((l) => l.startsWith('unread.yaml:') || l.startsWith('salvo: '));
    const infer = await runSalvo(dir, ['infer', 'unread.yaml', '--target', 'blue']);
    expect(infer.code).toBe(0);
    expect(said(infer.stderr)[0]).toMatch(/^unread\.yaml:\d+:\d+: error cell-off-board: salvo 2: /u);
    expect(said(infer.stderr)[1]).toBe("salvo: unread.yaml: 1 reading error: what could not be read is left out of the evidence ('salvo check' lists every breach)");
    const suggest = await runSalvo(dir, ['suggest', 'unread.yaml', '--side', 'red']);
    expect(suggest.code).toBe(0);
    expect(said(suggest.stderr)).toEqual(said(infer.stderr));
    const json = await runSalvo(dir, ['suggest', 'unread.yaml', '--side', 'red', '--json']);
    expect(json.code).toBe(0);
    const doc = JSON.parse(json.stdout) as { warnings: { code: string; severity: string; salvo: number }[] };
    const inferDoc = JSON.parse((await runSalvo(dir, ['infer', 'unread.yaml', '--target', 'blue', '--json'])).stdout) as { warnings: unknown[] };
    expect(doc.warnings).toEqual(inferDoc.warnings);
    expect(doc.warnings.map((w) => [w.code, w.severity, w.salvo])).toContainEqual(['cell-off-board', 'warning', 2]);
  });
});
