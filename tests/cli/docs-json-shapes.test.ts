/**
 * Where docs/commands.md's `--json` row, or a command's `--help`, writes out a JSON document's
 * shape whole (`{ ok, file, variant, exact, count }`, no `…` at its top level), the command prints
 * exactly those fields at the top: a field added to the document (count's countApart) and not to
 * its shape there left the reference saying a script gets less than it does. (The fields' meanings
 * are docs/scripting.md's, checked by scripting-doc.test.ts.)
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** The top-level fields of a shape as the docs write it (`{ ok, files: [{ file, ok }] }` → ok, files); undefined where it is not whole (`…` or `...` among them). */
export function topFields(shape: string): string[] | undefined {
  const inner = shape.trim().replace(/^\{/u, '').replace(/\}$/u, '');
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const ch of inner) {
    if ('[{'.includes(ch)) depth++;
    if (']}'.includes(ch)) depth--;
    if (ch === ',' && depth === 0) {
      parts.push(part);
      part = '';
    } else part += ch;
  }
  parts.push(part);
  const names = parts.map((p) => p.split(':')[0]!.trim());
  return names.some((n) => n === '…' || n === '...' || !/^\w+$/u.test(n)) ? undefined : names;
}

/** The first `{ … }` shape in a text, its braces balanced. */
function firstShape(text: string): string | undefined {
  const start = text.indexOf('{ ok');
  if (start < 0) return undefined;
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}

/** The `--json` row of a command's section in docs/commands.md. */
function jsonRow(doc: string, command: string): string {
  const at = doc.indexOf(`### \`salvo ${command}\``);
  expect(at, `a section for salvo ${command}`).toBeGreaterThanOrEqual(0);
  const end = doc.indexOf('\n#', at + 1);
  const row = doc.slice(at, end < 0 ? undefined : end).split('\n').find((l) => l.startsWith('| `--json'));
  expect(row, `salvo ${command}'s --json row`).toBeDefined();
  return row!;
}

/** Each command whose document's shape is written whole, with a run that prints that document. */
const RUNS: readonly { readonly command: string; readonly args: readonly string[] }[] = [
  { command: 'variant check', args: ['variant', 'check', 'jutland', '--json'] },
  { command: 'fleet check', args: ['fleet', 'check', 'jutland', 'examples/fleets/jutland.yaml', '--json'] },
  { command: 'fleet random', args: ['fleet', 'random', 'jutland', '--seed', '7', '--json'] },
  { command: 'check', args: ['check', 'examples/breaches.yaml', '--json'] },
  { command: 'count', args: ['count', 'jutland', '--json'] },
];

describe('topFields', () => {
  it('reads the fields at the top of a shape, and none of one not whole', () => {
    expect(topFields('{ ok, files: [{ file, ok, violations }] }')).toEqual(['ok', 'files']);
    expect(topFields('{ ok, file, violations: [...], warnings: [...] }')).toEqual(['ok', 'file', 'violations', 'warnings']);
    expect(topFields('{ ok, file, variant, side, … }')).toBeUndefined();
    expect(topFields('{ ok, reports: [...] }')).toEqual(['ok', 'reports']);
  });
});

describe("the JSON shapes commands.md's --json rows and the --help give whole", () => {
  for (const { command, args } of RUNS) {
    it(`are the fields salvo ${command} --json prints`, { timeout: 120_000 }, async () => {
      const run = await runSalvo(ROOT, [...args]);
      const printed = Object.keys(JSON.parse(run.stdout) as Record<string, unknown>);
      const doc = await readFile(join(ROOT, 'docs', 'commands.md'), 'utf8');
      const docShape = firstShape(jsonRow(doc, command));
      expect(docShape, `a shape in salvo ${command}'s --json row`).toBeDefined();
      expect(topFields(docShape!), `commands.md's ${docShape}`).toEqual(printed);
      const help = (await runSalvo(ROOT, [...command.split(' '), '--help'])).stdout.replace(/\s+/gu, ' ');
      const helpShape = firstShape(help);
      if (helpShape !== undefined) expect(topFields(helpShape), `--help's ${helpShape}`).toEqual(printed);
    });
  }
});
