/**
 * A block of output a page shows for a record no example is (an example with one line copied
 * wrong, a test's fixture) is marked, in the Markdown, by a comment right above it naming the
 * command and the record it was printed for:
 *
 *     <!-- output: salvo check game.yaml --lang en; game.yaml is examples/morskoy-boy.yaml with "- первый: Б4 Б5 -> попал, мимо" as "- первый: Б4 Б5 -> мимо, попал" -->
 *
 * Each marked block of README.md and docs/*.md is checked against what the command prints on
 * that record: a plain block's lines are lines it prints (both streams), in order, a `…` standing
 * for any words of a line; a `json` block is its standard output's document, where `...` stands
 * for the fields or items left out (an object or list without it is whole). The console blocks,
 * run on the examples as they are, are docs-console.test.ts's. The JSON of `check` in
 * scripting.md drifted before: `next` without the `owedAsAnnounced` breaches.yaml gives.
 */
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** A command of a marker and the record it runs on: its name, where it comes from, the edits made to it (each text as the first of its kind). */
export interface Run {
  readonly command: string;
  readonly file?: { readonly name: string; readonly from: string; readonly edits: readonly (readonly [string, string])[] };
}

/** A marked block: the page, the commands of the markers above it (their outputs read one after the other), and the block. */
export interface Marked {
  readonly page: string;
  readonly runs: readonly Run[];
  readonly info: string;
  readonly text: string;
}

/** A quoted text of a marker, `\n` and `\"` read as in JSON. */
const unquoted = (text: string): string => JSON.parse(`"${text}"`) as string;

/** One marker's command and record: `<!-- output: salvo … [; g.yaml is <file> [with "a" as "b" [and "c" as "d"]…]] -->`; undefined where it does not read so. */
function runOf(marker: string): Run | undefined {
  const q = '"((?:[^"\\\\]|\\\\.)*)"';
  const m = new RegExp(`^<!-- output: (salvo [^;]*?)(?:; (\\S+) is (\\S+)((?: (?:with|and) ${q} as ${q})*))? -->$`, 'u').exec(marker);
  if (m === null) return undefined;
  const edits = [...(m[4] ?? '').matchAll(new RegExp(`${q} as ${q}`, 'gu'))].map((e) => [unquoted(e[1]!), unquoted(e[2]!)] as const);
  return { command: m[1]!, ...(m[2] !== undefined ? { file: { name: m[2], from: m[3]!, edits } } : {}) };
}

/** The marked blocks of a page: one `<!-- output: … -->` line or more right above a fenced block. */
export function markedBlocks(page: string, markdown: string): Marked[] {
  const out: Marked[] = [];
  for (const m of markdown.matchAll(/((?:^<!-- output: .*-->\n)+)```(\w*)\n([\s\S]*?)^```$/gmu)) {
    const runs = m[1]!.trimEnd().split('\n').map(runOf);
    if (runs.every((r): r is Run => r !== undefined)) out.push({ page, runs, info: m[2]!, text: m[3]! });
  }
  return out;
}

/** Every `<!-- output:` comment of a page, marked blocks or not: a marker that reads as none is a slip. */
const markers = (markdown: string): number => [...markdown.matchAll(/^<!-- output:/gmu)].length;

/** Do the printed lines hold the shown ones, in order, each word for word but for a `…` standing for any words of one line? */
export function holdsLines(printed: readonly string[], shown: readonly string[]): boolean {
  let at = 0;
  for (const line of shown) {
    const pattern = new RegExp(`^${line.split('…').map((p) => p.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('.*?')}$`, 'u');
    while (at < printed.length && !pattern.test(printed[at]!)) at++;
    if (at === printed.length) return false;
    at++;
  }
  return true;
}

/** The JSON a page shows, `...` read as "and the rest" (an object's key `…`, a list's last item `…`). */
export function shownJson(text: string): unknown {
  const marked = text
    .replace(/,?\s*\.\.\.(\s*)\}/gu, (_, s: string) => `, "…": true${s}}`)
    .replace(/,?\s*\.\.\.(\s*)\]/gu, (_, s: string) => `, "…"${s}]`)
    .replace(/\{\s*,/gu, '{')
    .replace(/\[\s*,/gu, '[');
  return JSON.parse(marked);
}

/** Where `actual` differs from the `shown` JSON (`…` as shownJson reads it), as paths; none where it is the same. */
export function jsonDiffers(shown: unknown, actual: unknown, path = '$'): string[] {
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual)) return [`${path}: not a list`];
    const open = shown.at(-1) === '…';
    const items = open ? shown.slice(0, -1) : shown;
    if (open ? actual.length < items.length : actual.length !== items.length) return [`${path}: ${actual.length} items, shown ${items.length}${open ? ' or more' : ''}`];
    return items.flatMap((s, i) => jsonDiffers(s, actual[i], `${path}[${i}]`));
  }
  if (shown !== null && typeof shown === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return [`${path}: not an object`];
    const want = shown as Record<string, unknown>;
    const got = actual as Record<string, unknown>;
    const open = '…' in want;
    const keys = Object.keys(want).filter((k) => k !== '…');
    const missing = keys.filter((k) => !(k in got)).map((k) => `${path}.${k}: not printed`);
    const extra = open ? [] : Object.keys(got).filter((k) => !(k in want)).map((k) => `${path}.${k}: printed, not shown`);
    return [...missing, ...extra, ...keys.filter((k) => k in got).flatMap((k) => jsonDiffers(want[k], got[k], `${path}.${k}`))];
  }
  return Object.is(shown, actual) ? [] : [`${path}: ${JSON.stringify(actual)}, shown ${JSON.stringify(shown)}`];
}

describe('markedBlocks, holdsLines and jsonDiffers', () => {
  it('read the markers above a block, each with its record and edits, and the block under them', () => {
    const md = [
      '<!-- output: salvo check g.yaml --lang en; g.yaml is examples/x.yaml with "a" as "b" and "c\\nd" as "e \\"f\\"" -->',
      '<!-- output: salvo show h.yaml; h.yaml is examples/y.yaml -->',
      '```',
      'g.yaml:1:1: error x',
      '```',
      '',
      '<!-- output: salvo variants -->',
      '```json',
      '[ ... ]',
      '```',
      '',
      '```',
      'not marked',
      '```',
      '',
    ].join('\n');
    expect(markedBlocks('p.md', md)).toEqual([
      {
        page: 'p.md',
        runs: [
          { command: 'salvo check g.yaml --lang en', file: { name: 'g.yaml', from: 'examples/x.yaml', edits: [['a', 'b'], ['c\nd', 'e "f"']] } },
          { command: 'salvo show h.yaml', file: { name: 'h.yaml', from: 'examples/y.yaml', edits: [] } },
        ],
        info: '',
        text: 'g.yaml:1:1: error x\n',
      },
      { page: 'p.md', runs: [{ command: 'salvo variants' }], info: 'json', text: '[ ... ]\n' },
    ]);
    expect(markers(md)).toBe(3);
    // A marker that does not read as one marks nothing, and the count of markers shows it.
    expect(markedBlocks('p.md', '<!-- output: check g.yaml -->\n```\nx\n```\n')).toEqual([]);
  });

  it('hold shown lines in order, … for any words of one line', () => {
    expect(holdsLines(['a', 'x (1)', 'b'], ['x (…)', 'b'])).toBe(true);
    expect(holdsLines(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(holdsLines(['a (1)'], ['a (2)'])).toBe(false);
    expect(holdsLines(['a', 'b'], ['a…'])).toBe(true);
  });

  it('compare JSON whole where no ... is shown, and as much as is shown where one is', () => {
    const shown = shownJson('{ "a": 1, "b": { "c": null }, "d": [ { "e": 2, ... } ], ... }');
    expect(jsonDiffers(shown, { a: 1, b: { c: null }, d: [{ e: 2, f: 3 }], g: 4 })).toEqual([]);
    expect(jsonDiffers(shown, { a: 1, b: { c: null, x: 1 }, d: [{ e: 2 }] })).toEqual(['$.b.x: printed, not shown']);
    expect(jsonDiffers(shown, { a: 2, b: { c: null }, d: [] })).toEqual(['$.a: 2, shown 1', '$.d: 0 items, shown 1']);
    expect(jsonDiffers(shownJson('[ 1, ... ]'), [1, 2, 3])).toEqual([]);
    expect(jsonDiffers(shownJson('[ 1 ]'), [1, 2])).toEqual(['$: 2 items, shown 1']);
  });
});

describe('the marked blocks of README.md and docs/*.md', () => {
  it('are what the command marked prints on the record marked', { timeout: 300_000 }, async () => {
    const pages = ['README.md', ...(await readdir(join(ROOT, 'docs'))).filter((n) => n.endsWith('.md')).sort().map((n) => `docs/${n}`)];
    const blocks: Marked[] = [];
    let comments = 0;
    for (const page of pages) {
      const text = await readFile(join(ROOT, page), 'utf8');
      blocks.push(...markedBlocks(page, text));
      comments += markers(text);
    }
    // Every marker reads as one, and the blocks marked are still there.
    expect(blocks.reduce((n, b) => n + b.runs.length, 0)).toBe(comments);
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    const differ: string[] = [];
    for (const block of blocks) {
      const where = `${block.page}: ${block.runs.map((r) => r.command).join(', ')}`;
      const printed: string[] = [];
      let stdout = '';
      for (const run of block.runs) {
        const dir = await mkdtemp(join(tmpdir(), 'salvo-docs-marked-'));
        await cp(join(ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
        await cp(join(ROOT, 'templates'), join(dir, 'templates'), { recursive: true });
        if (run.file) {
          let text = await readFile(join(ROOT, run.file.from), 'utf8');
          for (const [from, to] of run.file.edits) {
            expect(text, `${block.page}: ${run.file.from} holds "${from}"`).toContain(from);
            text = text.replace(from, to);
          }
          await writeFile(join(dir, run.file.name), text);
        }
        const args = [...run.command.matchAll(/"([^"]*)"|(\S+)/gu)].map((m) => m[1] ?? m[2]!).slice(1);
        const r = await runSalvo(dir, args);
        stdout = r.stdout;
        printed.push(...`${r.stdout}${r.stderr}`.split('\n'));
      }
      if (block.info === 'json') {
        expect(block.runs.length, `${where}: a JSON block is one command's`).toBe(1);
        const diff = jsonDiffers(shownJson(block.text), JSON.parse(stdout));
        if (diff.length > 0) differ.push(`${where}:\n${diff.join('\n')}`);
        continue;
      }
      const shown = block.text.split('\n').filter((l) => l !== '');
      if (!holdsLines(printed, shown)) differ.push(`${where}: shown\n${shown.join('\n')}\nprinted\n${printed.join('\n')}`);
    }
    expect(differ).toEqual([]);
  });
});
