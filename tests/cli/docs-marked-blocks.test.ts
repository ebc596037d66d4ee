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

/** A marked block: the page, the command, the record it runs on (its name, where it comes from, the edits made to it), and the block. */
export interface Marked {
  readonly page: string;
  readonly command: string;
  readonly file?: { readonly name: string; readonly from: string; readonly edits: readonly (readonly [string, string])[] };
  readonly info: string;
  readonly text: string;
}

/** The marked blocks of a page: a `<!-- output: … -->` line right above a fenced block. */
export function markedBlocks(page: string, markdown: string): Marked[] {
  const out: Marked[] = [];
  const marker = /^<!-- output: (salvo [^;]*?)(?:; (\S+) is (\S+)((?: (?:with|and) "[^"]*" as "[^"]*")*))? -->\n```(\w*)\n([\s\S]*?)^```$/gmu;
  for (const m of markdown.matchAll(marker)) {
    const edits = [...(m[4] ?? '').matchAll(/"([^"]*)" as "([^"]*)"/gu)].map((e) => [e[1]!, e[2]!] as const);
    const file = m[2] !== undefined ? { name: m[2], from: m[3]!, edits } : undefined;
    out.push({ page, command: m[1]!, ...(file ? { file } : {}), info: m[5]!, text: m[6]! });
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
  it('read a marker with its record and edits, and the block under it', () => {
    const md = [
      '<!-- output: salvo check g.yaml --lang en; g.yaml is examples/x.yaml with "a" as "b" and "c d" as "e" -->',
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
      { page: 'p.md', command: 'salvo check g.yaml --lang en', file: { name: 'g.yaml', from: 'examples/x.yaml', edits: [['a', 'b'], ['c d', 'e']] }, info: '', text: 'g.yaml:1:1: error x\n' },
      { page: 'p.md', command: 'salvo variants', info: 'json', text: '[ ... ]\n' },
    ]);
    expect(markers(md)).toBe(2);
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
    expect(blocks.length).toBe(comments);
    expect(blocks.length).toBeGreaterThanOrEqual(5);
    const differ: string[] = [];
    for (const block of blocks) {
      const dir = await mkdtemp(join(tmpdir(), 'salvo-docs-marked-'));
      await cp(join(ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
      await cp(join(ROOT, 'templates'), join(dir, 'templates'), { recursive: true });
      if (block.file) {
        let text = await readFile(join(ROOT, block.file.from), 'utf8');
        for (const [from, to] of block.file.edits) {
          expect(text, `${block.page}: ${block.file.from} holds "${from}"`).toContain(from);
          text = text.replace(from, to);
        }
        await writeFile(join(dir, block.file.name), text);
      }
      const args = [...block.command.matchAll(/"([^"]*)"|(\S+)/gu)].map((m) => m[1] ?? m[2]!).slice(1);
      const r = await runSalvo(dir, args);
      const where = `${block.page}: ${block.command}`;
      if (block.info === 'json') {
        const diff = jsonDiffers(shownJson(block.text), JSON.parse(r.stdout));
        if (diff.length > 0) differ.push(`${where}:\n${diff.join('\n')}`);
        continue;
      }
      const printed = `${r.stdout}${r.stderr}`.split('\n');
      const shown = block.text.split('\n').filter((l) => l !== '');
      if (!holdsLines(printed, shown)) differ.push(`${where}: shown\n${shown.join('\n')}\nprinted\n${printed.join('\n')}`);
    }
    expect(differ).toEqual([]);
  });
});
