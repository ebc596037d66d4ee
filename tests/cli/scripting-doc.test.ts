/**
 * docs/scripting.md documents every JSON document's fields: each field the commands print with
 * --json is named there, so a field added without a word for scripts fails here. The JSON of
 * the commands and their exit codes were documented nowhere but check's, in a line. Each field
 * is named where its command's document is described (its section, "Common shapes", or a
 * section it refers to: record's `next` is check's), not only somewhere in the doc.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { buildProgram } from '../../src/cli/main.js';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** Field names, at every depth; not the keys that are data (class ids, side ids). */
function fields(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) fields(v, into);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      if (k !== 'classMarginal' && k !== 'classStdError' && k !== 'wins') fields(v, into);
    }
  }
  return into;
}

/**
 * The text that documents `command`'s JSON: its section under "The documents" (`### \`salvo
 * fleet check …`), "Common shapes", and the sections of the commands it refers to for a part
 * (`as \`check --json\` gives them`).
 */
function documentedFor(doc: string, command: string): string {
  // A section from its heading line to the next heading; a command's is the heading that names it.
  const section = (heading: RegExp): string => {
    const at = doc.search(heading);
    if (at < 0) return '';
    const end = doc.indexOf('\n##', at + 1);
    return doc.slice(at, end < 0 ? undefined : end);
  };
  const of = (c: string): string => section(new RegExp(`^### .*\`salvo ${c}[ \`]`, 'mu'));
  const own = of(command);
  const referred = [...own.matchAll(/`([a-z]+) --json`/gu)].map((m) => m[1]!).filter((c) => c !== command);
  return [own, section(/^## Common shapes$/mu), ...referred.map(of)].join('\n');
}

describe('docs/scripting.md', () => {
  it('names every field of every --json document', async () => {
    const doc = await readFile(join(root, 'docs', 'scripting.md'), 'utf8');
    const dir = await mkdtemp(join(tmpdir(), 'salvo-doc-'));
    await writeFile(join(dir, 'f.yaml'), 'battleship: A1-A4\ncruiser: A1-A3\n');
    // A game in progress, with a breach, and one whose announcements no fleet fits.
    const text = await readFile(join(root, 'examples', 'jutland.yaml'), 'utf8');
    await writeFile(join(dir, 'j.yaml'), text.replace('- blue: C3 E10 C4 C9 B7 G9 -> battleship 1, cruiser 1', '- blue: C3 E10 C4 C9 B7 G9 -> battleship 4, cruiser 2'));
    const b = join(root, 'examples', 'breaches.yaml');
    await writeFile(join(dir, 'r.yaml'), 'variant: jutland\nsalvos: []\n');
    const runs: string[][] = [
      ['check', b, '--json'],
      ['check', join(dir, 'nothere.yaml'), '--json'],
      ['infer', b, '--target', 'red', '--json'],
      ['infer', b, '--target', 'red', '--after', '2', '--budget', '1', '--json'],
      ['infer', 'j.yaml', '--target', 'red', '--after', '4', '--json'],
      ['suggest', b, '--side', 'red', '--json'],
      ['suggest', b, '--side', 'red', '--goal', 'information', '--json'],
      ['suggest', join(root, 'examples', 'perelman.yaml'), '--side', 'синие', '--json'],
      ['count', 'jutland', '--json'],
      ['count', 'jutland', '--budget', '1', '--json'],
      ['variants', '--json'],
      ['fleet', 'check', 'jutland', 'f.yaml', '--json'],
      ['variant', 'check', 'jutland', 'f.yaml', '--json'],
      ['variant', 'show', 'jutland', '--json'],
      ['variant', 'show', join(root, 'examples', 'variants', 'greek-tetris.yaml'), '--json'],
      // simulate and analyze in this thread (--workers 1: the same JSON, byte for byte, as on two
      // worker threads, which would load the sources again for each run).
      ['simulate', 'jutland', '--games', '2', '--strategy', 'hunt', '--json', '--workers', '1'],
      ['simulate', 'jutland', 'statki', '--games', '2', '--strategy', 'hunt', '--json', '--workers', '1'],
      ['analyze', b, '--budget', '100', '--json', '--workers', '1'],
      ['record', 'r.yaml', 'blue', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', '-r', 'no hits', '--json'],
      ['record', 'r.yaml', 'blue', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', '-r', 'no hits', '--force', '--json'],
      ['record', 'r.yaml', 'blue', 'C1', '-r', 'no hits', '--json'],
      ['show', join(root, 'examples', 'statki.yaml'), '--json'],
      ['show', join(root, 'examples', 'jutland.yaml'), '--after', '6', '--json'],
      ['show', b, '--json'],
    ];
    // The commands the doc says print their JSON pretty (2 spaces), and those on one line.
    const layout = /- Pretty-printed \(2 spaces\) for ([^;]+); one line for ([^.]+)\./u.exec(doc.replace(/\n\s*/gu, ' '));
    expect(layout).not.toBeNull();
    const named = (text: string): string[] => [...text.matchAll(/`([a-z ]+)`/gu)].map((m) => m[1]!);
    const pretty = named(layout![1]!);
    const oneLine = named(layout![2]!);
    const missing: string[] = [];
    for (const args of runs) {
      const r = await runSalvo(dir, args);
      const command = args[0] === 'fleet' || args[0] === 'variant' ? `${args[0]} ${args[1]}` : args[0]!;
      // Each field is named where the command's document is described, not only somewhere else
      // in the doc (check's `salvos`, a count, does not say what analyze's `salvos` are). A
      // problem that stops a command before its document is shaped as check's report.
      const ok = (JSON.parse(r.stdout) as { ok?: unknown }).ok;
      const shaped = documentedFor(doc, command) + (ok === false ? documentedFor(doc, 'check') : '');
      expect(shaped.length, command).toBeGreaterThan(1000);
      for (const f of fields(JSON.parse(r.stdout))) if (!new RegExp(`\\b${f}\\b`, 'u').test(shaped)) missing.push(`${command}: ${f}`);
      const printed = r.stdout.trimEnd().includes('\n') ? pretty : oneLine;
      if (!printed.includes(command)) missing.push(`${command}: printed ${printed === pretty ? 'pretty' : 'on one line'}, not as the doc says`);
    }
    expect(missing).toEqual([]);
  }, 300_000); // twenty-one runs of the CLI, one after another: over a minute on a loaded machine
});

describe("docs/scripting.md's table of streams and exit codes", () => {
  it('has a row for every command (a command group, `fleet`, `variant`, by its subcommands)', async () => {
    const doc = await readFile(join(root, 'docs', 'scripting.md'), 'utf8');
    const table = doc.slice(doc.indexOf('### Each command'), doc.indexOf('## Exit codes'));
    // A row names its commands in its first cell: `| `variant show`, `fleet random` | …`.
    const named = new Set<string>();
    for (const line of table.split('\n')) {
      const first = /^\| ([^|]+) \|/u.exec(line)?.[1];
      if (first !== undefined) for (const m of first.matchAll(/`([a-z ]+)`/gu)) named.add(m[1]!);
    }
    const commands: string[] = [];
    for (const cmd of buildProgram(memoryIO().io).commands) {
      if (cmd.name() === 'help') continue;
      if (cmd.commands.length === 0) commands.push(cmd.name());
      for (const sub of cmd.commands) if (sub.name() !== 'help') commands.push(`${cmd.name()} ${sub.name()}`);
    }
    expect(commands.length).toBeGreaterThan(15);
    expect(commands.filter((c) => !named.has(c))).toEqual([]);
  });
});
