/**
 * Every command and every option of the program is documented where users read: docs/commands.md
 * has a section per command (`## salvo pad`, `### salvo variant show`), and each of the command's
 * options (`--title`, `-o`) and arguments is named in that section, with its default where the
 * program has one (commander's, or the `(default: 30000)` its help gives). Walks commander's program
 * definition, so a command or option added without its documentation fails here, and so does a
 * default changed in the code but not in the reference.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { buildProgram } from '../../src/cli/main.js';

const DOC = fileURLToPath(new URL('../../docs/commands.md', import.meta.url));

/** Every command of the tree with its full name (`variant show`), help commands left out. */
function commandsOf(cmd: Command, prefix: string[] = []): { name: string; cmd: Command }[] {
  const out: { name: string; cmd: Command }[] = [];
  for (const sub of cmd.commands) {
    if (sub.name() === 'help') continue;
    const path = [...prefix, sub.name()];
    out.push({ name: path.join(' '), cmd: sub });
    out.push(...commandsOf(sub, path));
  }
  return out;
}

/** The sections of the reference: heading text (`salvo variant show`) → the text under it, up to the next heading of any level. */
function sectionsOf(markdown: string): Map<string, string> {
  const sections = new Map<string, string>();
  const parts = markdown.split(/^#{2,4} /mu).slice(1);
  for (const part of parts) {
    const nl = part.indexOf('\n');
    const heading = part.slice(0, nl).replace(/`/gu, '').trim();
    sections.set(heading, part.slice(nl + 1));
  }
  return sections;
}

/** Is `flag` (`--title`, `-o`) written in `text` as a word of its own (not `--titles`, not inside `--no-charts` for `--charts`)? */
function mentions(text: string, flag: string): boolean {
  const escaped = flag.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return new RegExp(`(^|[^\\w-])${escaped}(?![\\w-])`, 'u').test(text);
}

/** An option's default as the program has it: commander's, else a number its help gives as `(default: 30000)`. */
function defaultOf(value: unknown, description: string): string | undefined {
  if (value !== undefined) return String(value);
  return /\(default:? (\d+)\)/u.exec(description)?.[1];
}

/** The row of the option table of a section whose first cell names `flag` (`| \`-o, --output <file>\` | … |`). */
function rowOf(section: string, flag: string): string | undefined {
  return section.split('\n').find((line) => line.startsWith('| `') && mentions(line.split('|')[1] ?? '', flag));
}

/** Does the row give `value` as the default: `Default 2.`, or `` `match`: … (default) `` within one clause? */
function saysDefault(row: string, value: string): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return new RegExp(`Default ${escaped}(?![\\w,])|\`${escaped}\`[^;|]*\\(default\\)`, 'u').test(row);
}

describe('docs/commands.md', () => {
  it('has a section for every command and names every option and argument of it there', async () => {
    const doc = sectionsOf(await readFile(DOC, 'utf8'));
    const program = buildProgram(memoryIO().io);
    const commands = commandsOf(program);
    expect(commands.length).toBeGreaterThan(15);
    const missing: string[] = [];
    for (const { name, cmd } of commands) {
      const section = doc.get(`salvo ${name}`);
      if (section === undefined) {
        missing.push(`salvo ${name}: no section`);
        continue;
      }
      for (const o of cmd.options) {
        for (const flag of [o.long, o.short]) if (flag !== undefined && !mentions(section, flag)) missing.push(`salvo ${name} ${flag}`);
      }
      for (const a of cmd.registeredArguments) if (!section.includes(`<${a.name()}`) && !section.includes(`[${a.name()}`)) missing.push(`salvo ${name} <${a.name()}>`);
    }
    expect(missing).toEqual([]);
  });

  it('has no section for a command the program does not have', async () => {
    const doc = sectionsOf(await readFile(DOC, 'utf8'));
    const names = new Set(commandsOf(buildProgram(memoryIO().io)).map((c) => `salvo ${c.name}`));
    const stale = [...doc.keys()].filter((h) => h.startsWith('salvo ') && !names.has(h));
    expect(stale).toEqual([]);
  });

  it("gives each option's default as the program has it, in the option's row", async () => {
    const doc = sectionsOf(await readFile(DOC, 'utf8'));
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const { name, cmd } of commandsOf(buildProgram(memoryIO().io))) {
      for (const o of cmd.options) {
        const value = defaultOf(o.defaultValue, o.description);
        if (value === undefined || o.long === undefined) continue;
        const row = rowOf(doc.get(`salvo ${name}`) ?? '', o.long);
        checked.push(`${name} ${o.long}`);
        if (row === undefined || !saysDefault(row, value)) wrong.push(`salvo ${name} ${o.long}: the program's default is ${value}; the reference's row: ${row === undefined ? 'none' : row.slice(0, 160)}`);
      }
    }
    // pad's sheets, paper and per-page; the budgets of count, infer, analyze and suggest; simulate's games.
    expect(checked).toEqual(expect.arrayContaining(['pad --sheets', 'pad --paper', 'count --budget', 'analyze --budget', 'simulate --games', 'simulate --mode']));
    expect(wrong).toEqual([]);
  });

  it('reads a default in a row as the reference writes it', () => {
    expect(saysDefault('| `--sheets <n>` | sheets in all. Default 2. |', '2')).toBe(true);
    expect(saysDefault('| `--sheets <n>` | sheets in all. Default 20. |', '2')).toBe(false);
    expect(saysDefault('| `--mode <mode>` | `match`: both sides fire in turn (default); `solo`: … |', 'match')).toBe(true);
    expect(saysDefault('| `--mode <mode>` | `match`: both sides fire in turn; `solo`: alone (default) |', 'match')).toBe(false);
    expect(defaultOf(undefined, 'how much work (default: 30000)')).toBe('30000');
    expect(defaultOf('A4', 'paper size')).toBe('A4');
    expect(defaultOf(undefined, 'the side (default: the side whose turn it is)')).toBeUndefined();
  });

  it('reads a flag as a word of its own', () => {
    expect(mentions('`--no-charts` draws none', '--charts')).toBe(false);
    expect(mentions('`--titles`', '--title')).toBe(false);
    expect(mentions('`--title <text>`', '--title')).toBe(true);
    expect(mentions('`-o, --output`', '-o')).toBe(true);
  });
});
