/**
 * A line read with a guess (no "->" before the announcement, no ": " after the side, a player
 * named for a side) is said by show, infer, analyze, suggest, record and play (at its start, and
 * when a hand edit during play writes one) on standard error, at file:line:column, as check says it; what they print on standard output is the same as for the record written out in full.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { formatDiagnostic, type Diagnostic } from '../../src/core/diagnostics.js';
import { shotsNamed } from '../../src/record/shots-named.js';
import { runSalvo } from '../helpers/cli.js';

const HEAD = 'variant: classic-1967\nsides:\n  blue: Ann\n  red: Bob\nsalvos:\n';
const GUESSED = `${HEAD}  - blue: A1 no hits\n  - red B4 -> miss\n  - Ann: A2 -> miss\n`;
const WRITTEN = `${HEAD}  - blue: A1 -> no hits\n  - red: B4 -> miss\n  - blue: A2 -> miss\n`;

async function records(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-guess-'));
  await writeFile(join(dir, 'g.yaml'), GUESSED);
  await writeFile(join(dir, 'w.yaml'), WRITTEN);
  return dir;
}

/** The warning lines check prints for the guessed record. */
async function checkWarnings(dir: string): Promise<string[]> {
  const c = await runSalvo(dir, ['check', 'g.yaml']);
  const lines = c.stdout.split('\n').filter((l) => l.includes(': warning '));
  expect(lines.map((l) => /warning ([a-z-]+)/u.exec(l)?.[1])).toEqual(['salvo-arrow-missing', 'salvo-colon-missing', 'salvo-side-player']);
  return lines;
}

describe('reading warnings', () => {
  it('show says them on stderr, as check does, and draws the same charts', async () => {
    const dir = await records();
    const expected = await checkWarnings(dir);
    const r = await runSalvo(dir, ['show', 'g.yaml']);
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l !== '')).toEqual(expected);
    expect(expected[0]).toMatch(/^g\.yaml:6:\d+: /u);
    const w = await runSalvo(dir, ['show', 'w.yaml']);
    expect(w.stderr).toBe('');
    expect(r.stdout).toBe(w.stdout);
  });

  it('infer says them on stderr, as check does, and in its JSON\'s warnings, the rest unchanged', async () => {
    const dir = await records();
    const expected = await checkWarnings(dir);
    const r = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--json', '--budget', '1000']);
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l.includes('warning '))).toEqual(expected);
    const w = await runSalvo(dir, ['infer', 'w.yaml', '--target', 'red', '--json', '--budget', '1000']);
    const strip = (s: string): unknown => {
      const j = JSON.parse(s) as Record<string, unknown>;
      delete j.warnings;
      delete j.file; // each names its own record
      return j;
    };
    expect(strip(r.stdout)).toEqual(strip(w.stdout));
    // The JSON gives the warnings standard error says, for scripts (its messages name salvos, as
    // check --json's do; standard error names each a shot in this game of single shots).
    expect((JSON.parse(r.stdout) as { warnings: Diagnostic[] }).warnings.map(formatDiagnostic).map(shotsNamed)).toEqual(expected);
    expect((JSON.parse(w.stdout) as { warnings: Diagnostic[] }).warnings).toEqual([]);
  });

  it('analyze says them on stderr, as check does, and in its JSON\'s warnings, the rest unchanged', async () => {
    const dir = await records();
    const expected = await checkWarnings(dir);
    const r = await runSalvo(dir, ['analyze', 'g.yaml', '--json', '--budget', '1000', '--workers', '1']);
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l.includes('warning '))).toEqual(expected);
    const w = await runSalvo(dir, ['analyze', 'w.yaml', '--json', '--budget', '1000', '--workers', '1']);
    expect(w.stderr.split('\n').filter((l) => l.includes('warning '))).toEqual([]);
    // The same analysis, but for the file's name and the warnings.
    const { warnings, ...rest } = JSON.parse(r.stdout.replace('"file": "g.yaml"', '"file": "w.yaml"')) as { warnings: Diagnostic[] };
    const { warnings: none, ...same } = JSON.parse(w.stdout) as { warnings: Diagnostic[] };
    expect(rest).toEqual(same);
    expect(none).toEqual([]);
    expect(warnings.map(formatDiagnostic).map(shotsNamed)).toEqual(expected);
  });

  it('play says them on stderr at its start, as check does, and plays on', async () => {
    const dir = await records();
    const expected = await checkWarnings(dir);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'quit\n');
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l !== '')).toEqual(expected);
    const w = await runSalvo(dir, ['play', 'w.yaml', '--no-charts'], 'quit\n');
    expect(w.stderr).toBe('');
    expect(r.stdout.replaceAll('g.yaml', 'w.yaml')).toBe(w.stdout);
  });

  it('suggest says them on stderr, as check does, and suggests the same', async () => {
    const dir = await records();
    const expected = await checkWarnings(dir);
    const r = await runSalvo(dir, ['suggest', 'g.yaml', '--side', 'red', '--json', '--budget', '1000']);
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l.includes('warning '))).toEqual(expected);
    const w = await runSalvo(dir, ['suggest', 'w.yaml', '--side', 'red', '--json', '--budget', '1000']);
    expect(w.stderr.split('\n').filter((l) => l.includes('warning '))).toEqual([]);
    const { warnings, ...rest } = JSON.parse(r.stdout.replaceAll('g.yaml', 'w.yaml')) as { warnings: Diagnostic[] };
    const { warnings: none, ...same } = JSON.parse(w.stdout) as { warnings: Diagnostic[] };
    expect(rest).toEqual(same);
    expect(none).toEqual([]);
    // The JSON gives the warnings standard error says, for scripts.
    expect(warnings.map(formatDiagnostic).map(shotsNamed)).toEqual(expected.map((l) => l.replaceAll('g.yaml', 'w.yaml')));
  });
});

describe('evidence left out, in the JSON', () => {
  it('infer and suggest --json give the salvo size and the cell left out, as standard error says them', async () => {
    const root = join(import.meta.dirname, '..', '..');
    for (const args of [['infer', 'examples/breaches.yaml', '--target', 'red', '--json'], ['suggest', 'examples/breaches.yaml', '--side', 'red', '--json']]) {
      const r = await runSalvo(root, args);
      const warnings = (JSON.parse(r.stdout) as { warnings: Diagnostic[] }).warnings;
      expect(warnings.length).toBeGreaterThan(0);
      // The same lines (standard error says what was read before the sizes left out; the JSON is in the file's order);
      // standard error says what could not be read as an error, as check does, the JSON among its warnings.
      const stderr = r.stderr.split('\n').filter((l) => / (?:warning|error) [a-z-]+: /u.test(l) && !l.startsWith('salvo: '));
      expect(stderr.some((l) => l.includes(': error cell-off-board: '))).toBe(true);
      expect(warnings.map(formatDiagnostic).sort()).toEqual(stderr.map((l) => l.replace(/: error ([a-z-]+): /u, ': warning $1: ')).sort());
    }
  });

  it('record says them on stderr, as check does, and records the salvo as on the record written out in full', async () => {
    const dir = await records();
    const expected = await checkWarnings(dir);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'red', 'C3', '-r', 'miss']);
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n').filter((l) => l !== '')).toEqual(expected);
    const w = await runSalvo(dir, ['record', 'w.yaml', 'red', 'C3', '-r', 'miss']);
    expect(w.stderr).toBe('');
    expect(r.stdout).toBe(w.stdout);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(`${GUESSED}  - red: C3 -> miss\n`);
  });

  it('record says them with the errors, in the file\'s order, when it refuses a record with errors', async () => {
    const dir = await records();
    await writeFile(join(dir, 'g.yaml'), `${GUESSED}  - red: Z99 -> miss\n`);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'C3', '-r', 'miss']);
    expect(r.code).toBe(1);
    const codes = r.stderr.split('\n').map((l) => /(?:warning|error) ([a-z-]+)/u.exec(l)?.[1]).filter((c) => c !== undefined);
    expect(codes).toEqual(['salvo-arrow-missing', 'salvo-colon-missing', 'salvo-side-player', 'cell-off-board']);
  });

  it('play says a warning a hand edit writes during the session, once, and not those said at its start again', async () => {
    const dir = await records();
    const expected = await checkWarnings(dir);
    const m = memoryIO('', {}, dir);
    const waitFor = async (text: string): Promise<void> => {
      while (!m.stdout.includes(text)) await new Promise((r) => setTimeout(r, 5));
    };
    async function* typed(): AsyncGenerator<string> {
      await waitFor('cells> ');
      // Red's salvo is added by hand with no arrow before its announcement: blue is to fire now.
      await writeFile(join(dir, 'g.yaml'), `${GUESSED}  - red: B5 miss\n`);
      yield 'blue: A3\n';
      yield 'miss\n';
      await waitFor('saved shot 5');
      // Another edit that adds no guess: nothing more is said.
      await writeFile(join(dir, 'g.yaml'), `${await readFile(join(dir, 'g.yaml'), 'utf8')}# checked\n`);
      yield 'C4\n';
      yield 'miss\n';
      await waitFor('saved shot 6');
    }
    const io = { ...m.io, stdin: Readable.from(typed()) };
    expect(await main(['node', 'salvo', 'play', 'g.yaml', '--no-charts'], io)).toBe(0);
    expect(m.stdout).toContain('g.yaml was changed by someone else; reloaded it (4 shots)');
    expect(m.stdout).toContain('g.yaml was changed by someone else; reloaded it (5 shots)');
    const warnings = m.stderr.split('\n').filter((l) => l !== '');
    expect(warnings.slice(0, expected.length)).toEqual(expected);
    expect(warnings.slice(expected.length)).toHaveLength(1);
    expect(warnings[expected.length]).toMatch(/^g\.yaml:9:\d+: warning salvo-arrow-missing: shot 4: "miss" is read as the announcement/u);
  });
});
