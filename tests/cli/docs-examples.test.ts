/**
 * Every example command of docs/commands.md runs as a newcomer types it: in the order written,
 * one after the other, from a copy of the repository's root (its examples/ and templates/), as the
 * reference says they run. The records `salvo new` starts are used by the commands after it; a
 * `< file` is standard input, a `> file` standard output. Each exits 0, and what it writes to a
 * file is there (JSON that parses); `salvo check examples/breaches.yaml` reports its breaches (exit 1). The options of a command are documented by
 * docs-commands.test.ts; this runs its examples.
 */
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** The commands of the reference's `sh` blocks, in order, their comments left out. */
async function exampleLines(): Promise<string[]> {
  const text = await readFile(join(ROOT, 'docs', 'commands.md'), 'utf8');
  const lines: string[] = [];
  for (const m of text.matchAll(/```sh\n([\s\S]*?)```/gu)) {
    for (const line of m[1]!.split('\n')) {
      const bare = line.replace(/\s+#.*$/u, '').trim();
      // The file of lines typed at play's prompts is made as the page makes it (printf … > moves.txt), below.
      if (bare !== '' && !bare.startsWith('printf ')) lines.push(bare);
    }
  }
  return lines;
}

/** A command line's words as a shell splits them (double quotes kept together), a glob expanded in `dir`. */
async function words(line: string, dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const m of line.matchAll(/"([^"]*)"|(\S+)/gu)) {
    const word = m[1] ?? m[2]!;
    const glob = m[2] !== undefined ? /^(.*)\/\*(\.\w+)$/u.exec(word) : null;
    if (glob === null) {
      out.push(word);
      continue;
    }
    const names = (await readdir(join(dir, glob[1]!))).filter((n) => n.endsWith(glob[2]!)).sort();
    out.push(...names.map((n) => `${glob[1]}/${n}`));
  }
  return out;
}

describe('docs/commands.md, its examples run in order', () => {
  it('runs every example command, each exiting 0 (the report on breaches.yaml 1)', { timeout: 900_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-docs-'));
    await cp(join(ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
    await cp(join(ROOT, 'templates'), join(dir, 'templates'), { recursive: true });
    const lines = await exampleLines();
    // What the page's printf writes to moves.txt, its escapes read as printf reads them.
    const printf = /^printf '([^']*)' > moves\.txt/mu.exec(await readFile(join(ROOT, 'docs', 'commands.md'), 'utf8'));
    expect(printf, 'the page says how to make moves.txt').not.toBeNull();
    const movesTxt = printf![1]!.replace(/\\n/gu, '\n');
    expect(movesTxt).toBe('В7\nмимо\nquit\n');
    expect(lines.length).toBeGreaterThan(25);
    const failed: string[] = [];
    for (const line of lines) {
      const all = await words(line, dir);
      expect(all[0], line).toBe('salvo');
      // Redirections: `< moves.txt` (the lines typed, as the reference's comment says: В7, мимо, quit) and `> out.json`.
      let input = '';
      let output: string | undefined;
      const args: string[] = [];
      for (let i = 1; i < all.length; i++) {
        if (all[i] === '<') {
          const file = all[++i]!;
          if (file === 'moves.txt') await writeFile(join(dir, file), movesTxt);
          input = await readFile(join(dir, file), 'utf8');
        } else if (all[i] === '>') output = all[++i]!;
        else args.push(all[i]!);
      }
      const r = await runSalvo(dir, args, input);
      // examples/breaches.yaml breaks the rules on purpose: its referee's report exits 1.
      const expected = line.startsWith('salvo check examples/breaches.yaml') ? 1 : 0;
      if (r.code !== expected) {
        failed.push(`${line}: exit ${r.code}: ${r.stderr.split('\n')[0]}`);
        continue;
      }
      if (output !== undefined) {
        await writeFile(join(dir, output), r.stdout);
        expect(r.stdout, line).not.toBe('');
        if (output.endsWith('.json')) expect(() => JSON.parse(r.stdout), line).not.toThrow();
      }
    }
    expect(failed).toEqual([]);
    // What the examples say they write is there.
    const made = await readdir(dir);
    for (const f of ['variant.schema.json', 'my-salvo.yaml', 'club.yaml', 'jutland-pad.pdf', 'perelman.pdf', 'club.pdf', 'game.yaml', 'statki.yaml', 'moves.yaml', 'heat.pdf', 'analysis.json', 'sim.json']) {
      expect(made, f).toContain(f);
    }
    // The salvos recorded: two on statki.yaml, and В7 at play's prompt on moves.yaml.
    expect(await readFile(join(dir, 'statki.yaml'), 'utf8')).toMatch(/- ala: A1 -> pudło\n\s+- tomek: B2 -> trafiony\n\s+note: called loudly/u);
    expect(await readFile(join(dir, 'moves.yaml'), 'utf8')).toContain('- blue: В7 -> miss');
  });
});
