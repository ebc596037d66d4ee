/**
 * Every command line the Markdown pages show is one the program takes, and every option they name
 * beside a command is one that command has: docs-commands.test.ts holds the other way round (each
 * option of the program named in docs/commands.md). A `sh` or `console` block's `salvo …` line
 * (README.md, docs/*.md, examples' READMEs) parses as written, its actions left undone: the
 * command, its arguments, its options and their values (`--goal information`, `--per-page 2`); an
 * inline `salvo show … --after 12` or `record --force` names a command and options of it. The
 * lines that run (the README's, commands.md's, the console blocks) are run by readme-commands,
 * docs-examples and docs-console; this reads all the others too (scripting.md's `infer --target
 * red --after red:6`, analysis.md's `salvo infer --pdf`, the gallery's pads), so an option renamed
 * or taken away is not left named on a page no test runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { buildProgram } from '../../src/cli/main.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** The pages read: the README, docs/*.md and the READMEs under examples/. */
function pages(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  const examples = readdirSync(join(ROOT, 'examples'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('README.md'))
    .map((f) => `examples/${f}`);
  return ['README.md', ...docs.sort(), ...examples.sort()];
}

/** A command line's words as a shell splits them (double quotes kept together), up to a redirection. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const m of line.matchAll(/"([^"]*)"|(\S+)/gu)) {
    if (m[2] !== undefined && /^\d?[<>]/u.test(m[2])) break;
    words.push(m[1] ?? m[2]!);
  }
  return words;
}

/** The `salvo …` commands of a page's `sh` and `console` blocks (`$ ` and comments left out, each command of `a && b` and `a | b` its own); in a `console` block only the lines after `$ `, the others being output (`salvo 1: blue (Ann), …` is play's prompt). */
export function blockCommands(markdown: string): string[] {
  const out: string[] = [];
  for (const m of markdown.matchAll(/^```(sh|console)\n([\s\S]*?)^```$/gmu)) {
    for (const line of m[2]!.split('\n')) {
      if (m[1] === 'console' && !line.startsWith('$ ')) continue;
      const bare = line.replace(/^\$ /u, '').replace(/\s+#.*$/u, '').trim();
      for (const part of bare.split(/\s*(?:&&|\|)\s*/u)) if (part.startsWith('salvo ')) out.push(part);
    }
  }
  return out;
}

/** A page's inline code spans, its fenced blocks left out and its lines joined (a span may run over two). */
export function inlineSpans(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```$/gmu, '').replace(/ *\n */gu, ' ');
  return [...prose.matchAll(/`([^`]+)`/gu)].map((m) => m[1]!);
}

/** The program's commands by their full names (`show`, `fleet check`). */
function commandsByName(program: Command): Map<string, Command> {
  const byName = new Map<string, Command>();
  const walk = (cmd: Command, path: string[]): void => {
    for (const sub of cmd.commands) {
      const name = [...path, sub.name()];
      byName.set(name.join(' '), sub);
      walk(sub, name);
    }
  };
  walk(program, []);
  return byName;
}

/**
 * The options a span names that its command does not have (`--sides` in `show --sides`), or null
 * where the span names no command followed by an option (`salvo check`, `--after 12`, `npm test`).
 */
export function unknownOptions(span: string, byName: ReadonlyMap<string, Command>): string[] | null {
  // Up to a pipe (`\|` in a table): the program read after it is not salvo (`… -o - \| head -c 10`).
  const words = span.split(/\s\\?\|\s/u)[0]!.replace(/^salvo /u, '').split(/\s+/u);
  const k = [2, 1].find((n) => words.length >= n && byName.has(words.slice(0, n).join(' ')));
  if (k === undefined) return null;
  const flags = words.slice(k).filter((w) => /^--?[a-z]/u.test(w)).map((w) => w.split('=')[0]!);
  if (flags.length === 0) return null;
  const cmd = byName.get(words.slice(0, k).join(' '))!;
  const known = new Set(['--help', '-h', ...cmd.options.flatMap((o) => [o.long, o.short].filter((f): f is string => f !== undefined))]);
  return flags.filter((f) => !known.has(f));
}

/** Why commander refuses `args` (`unknown option '--sides'`), or null where it takes them; no command's action is run. */
async function refusal(args: readonly string[]): Promise<string | null> {
  const program = buildProgram(memoryIO().io);
  const stub = (cmd: Command): void => {
    for (const sub of cmd.commands) {
      if (sub.commands.length === 0) sub.action(() => undefined);
      stub(sub);
    }
  };
  stub(program);
  try {
    await program.parseAsync(['node', 'salvo', ...args]);
    return null;
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === 'commander.helpDisplayed' || code === 'commander.version') return null;
    return e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e);
  }
}

describe('reading the pages', () => {
  const byName = commandsByName(buildProgram(memoryIO().io));

  it('takes a block\'s commands as a shell runs them, and an inline span\'s options as its command\'s', () => {
    const md = '```console\n$ salvo a --x 1 > out.txt\nok\n```\n\n```sh\nsalvo b "c d" | lp   # note\nnpm test\n```\n\nsee `salvo\nshow --side`\n';
    expect(blockCommands(md)).toEqual(['salvo a --x 1 > out.txt', 'salvo b "c d"']);
    expect(shellWords('salvo a --x 1 > out.txt')).toEqual(['salvo', 'a', '--x', '1']);
    expect(shellWords('salvo b "c d"')).toEqual(['salvo', 'b', 'c d']);
    expect(inlineSpans(md)).toEqual(['salvo show --side']);
    expect(blockCommands('```console\n$ salvo play t.yaml\nsalvo 1: blue, its salvo 1\n```\n')).toEqual(['salvo play t.yaml']);
  });

  it('finds an option its command has not, and passes over a span naming no command', () => {
    expect(unknownOptions('show --sides', byName)).toEqual(['--sides']);
    expect(unknownOptions('salvo fleet check --lang ru --jsn', byName)).toEqual(['--jsn']);
    expect(unknownOptions('salvo infer … --after 1 --target red', byName)).toEqual([]);
    expect(unknownOptions('salvo check', byName)).toBeNull();
    expect(unknownOptions('npm run compare -- --strategies advisor', byName)).toBeNull();
    expect(unknownOptions('salvo 7 written under red', byName)).toBeNull();
  });

  it('refuses a line the program does not take', async () => {
    expect(await refusal(['show', 'game.yaml', '--after', '12'])).toBeNull();
    expect(await refusal(['show', 'game.yaml', '--sides', 'blue'])).toMatch(/unknown option '--sides'/u);
    expect(await refusal(['suggest', 'game.yaml', '--goal', 'info'])).toMatch(/--goal/u);
    expect(await refusal(['fleet', 'check', 'jutland'])).toMatch(/missing required argument/u);
  });
});

describe('the pages\' command lines and options', () => {
  const byName = commandsByName(buildProgram(memoryIO().io));
  const read = pages().map((page) => ({ page, text: readFileSync(join(ROOT, page), 'utf8') }));

  it('are lines the program takes, each block\'s command parsed as written', async () => {
    const lines = read.flatMap(({ page, text }) => blockCommands(text).map((line) => ({ page, line })));
    // The README's, commands.md's, fleet-layouts.md's and the gallery's blocks at least.
    expect([...new Set(lines.map((l) => l.page))]).toEqual(expect.arrayContaining(['README.md', 'docs/commands.md', 'docs/fleet-layouts.md', 'examples/gallery/README.md']));
    expect(lines.length).toBeGreaterThan(60);
    const refused: string[] = [];
    for (const { page, line } of lines) {
      const why = await refusal(shellWords(line).slice(1));
      if (why !== null) refused.push(`${page}: ${line}: ${why}`);
    }
    expect(refused).toEqual([]);
  });

  it('name only options their command has, wherever a command is named with them', () => {
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const { page, text } of read) {
      for (const span of [...inlineSpans(text), ...blockCommands(text)]) {
        const unknown = unknownOptions(span, byName);
        if (unknown === null) continue;
        checked.push(span);
        if (unknown.length > 0) wrong.push(`${page}: \`${span}\`: ${unknown.join(', ')}`);
      }
    }
    // `record --force`, `show --side`, `infer --target`, `play --hints`, `check --json`, … and every block's line.
    expect(checked.length).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});
