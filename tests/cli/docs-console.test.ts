/**
 * What the `console` blocks of docs/*.md show a command printing is what it prints: each
 * `$ salvo …` line is run, in the order written, in one folder holding a copy of the repository's
 * examples/ and templates/ and every variant file a page shows whole (a `yaml` block starting
 * `id: crowded` is crowded.yaml), and its standard output and standard error, together, are the
 * lines shown under it, a line `…` standing for any lines. (The README's and commands.md's
 * examples are run by readme-commands.test.ts and docs-examples.test.ts.) A page showed a
 * command on a file no reader had before: crowded.yaml is now on the page.
 */
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** A `$ salvo …` command of a console block and the lines shown under it. */
interface Shown {
  readonly page: string;
  readonly line: string;
  readonly shown: readonly string[];
}

/** The commands of a page's console blocks with what is shown under each, and the variant files it shows whole (name → text). */
export function consoleExamples(page: string, markdown: string): { examples: Shown[]; files: Map<string, string> } {
  const examples: Shown[] = [];
  const files = new Map<string, string>();
  for (const m of markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gmu)) {
    const [info, text] = [m[1]!, m[2]!];
    const id = /^id: ([a-z0-9-]+)\n/u.exec(text);
    if (info === 'yaml' && id) files.set(`${id[1]}.yaml`, text);
    if (info !== 'console') continue;
    const lines = text.split('\n');
    if (lines.at(-1) === '') lines.pop();
    for (let i = 0; i < lines.length; i++) {
      if (!lines[i]!.startsWith('$ salvo ')) continue;
      let j = i + 1;
      while (j < lines.length && !lines[j]!.startsWith('$ ')) j++;
      examples.push({ page, line: lines[i]!.slice(2), shown: lines.slice(i + 1, j) });
      i = j - 1;
    }
  }
  return { examples, files };
}

/** Do the printed lines read as the shown ones, a shown `…` line standing for any lines (none included)? */
export function matchesShown(printed: readonly string[], shown: readonly string[]): boolean {
  const pattern = shown.map((l) => (l === '…' ? '(?:[^\\n]*\\n)*?' : `${l.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\n`)).join('');
  return new RegExp(`^${pattern}$`, 'u').test(printed.map((l) => `${l}\n`).join(''));
}

describe('consoleExamples and matchesShown', () => {
  it('read a console block as commands and the lines under them, and a page\'s variant file whole', () => {
    const md = '```yaml\nid: tiny\nname: T\n```\n\n```console\n$ salvo a\none\n…\n$ salvo b\n```\n';
    const { examples, files } = consoleExamples('p.md', md);
    expect(examples).toEqual([
      { page: 'p.md', line: 'salvo a', shown: ['one', '…'] },
      { page: 'p.md', line: 'salvo b', shown: [] },
    ]);
    expect([...files]).toEqual([['tiny.yaml', 'id: tiny\nname: T\n']]);
  });

  it('take … for any lines, and every other line word for word', () => {
    expect(matchesShown(['a', 'x', 'y', 'b'], ['a', '…', 'b'])).toBe(true);
    expect(matchesShown(['a', 'b'], ['a', '…', 'b'])).toBe(true);
    expect(matchesShown(['a', 'x', 'c'], ['a', '…', 'b'])).toBe(false);
    expect(matchesShown(['a (1)'], ['a (2)'])).toBe(false);
    expect(matchesShown(['a', 'b'], ['a'])).toBe(false);
  });
});

describe('the console blocks of docs/*.md', () => {
  it('show what each command prints', { timeout: 120_000 }, async () => {
    const pages = (await readdir(join(ROOT, 'docs'))).filter((n) => n.endsWith('.md')).sort();
    const dir = await mkdtemp(join(tmpdir(), 'salvo-docs-console-'));
    await cp(join(ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
    await cp(join(ROOT, 'templates'), join(dir, 'templates'), { recursive: true });
    const all: Shown[] = [];
    for (const page of pages) {
      const { examples, files } = consoleExamples(page, await readFile(join(ROOT, 'docs', page), 'utf8'));
      for (const [name, text] of files) await writeFile(join(dir, name), text);
      all.push(...examples);
    }
    expect(all.map((e) => e.line)).toEqual(expect.arrayContaining(['salvo fleet random crowded.yaml', 'salvo fleet random jutland --seed 7']));
    const differ: string[] = [];
    for (const { page, line, shown } of all) {
      const args = [...line.matchAll(/"([^"]*)"|(\S+)/gu)].map((m) => m[1] ?? m[2]!).slice(1);
      const r = await runSalvo(dir, args);
      const printed = `${r.stdout}${r.stderr}`.split('\n');
      if (printed.at(-1) === '') printed.pop();
      if (!matchesShown(printed, shown)) differ.push(`${page}: ${line}: shown\n${shown.join('\n')}\nprinted\n${printed.join('\n')}`);
    }
    expect(differ).toEqual([]);
  });
});
