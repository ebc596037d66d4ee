/**
 * What `salvo <command> --help` says beside an option agrees with the reference's row for it, as
 * a newcomer comparing the two reads them: an option whose row in docs/commands.md gives a
 * default has one in its help line too, and the other way round (pad's --lang said none, show's
 * --side and simulate's --sweeps none, though the reference gives each). The examples under a
 * help are headed `Examples:` where there are several (init's three were under `Example:`), and
 * play's help names the result words the templates use (`мимо, попал, убит`, not the synonyms
 * `ранил, убил`; Statki's three, not two). A default and the choices are written as typed and as
 * the reference writes them (`(default: 2)`, `(choices: hits, information, default: hits)`),
 * not in commander's JSON quotes (`(default: "2")`, which a reader would type with the quotes),
 * and a default the help writes itself has the same colon (`(default: 30000)`, not `(default 30000)`).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { buildProgram, main } from '../../src/cli/main.js';
import { loadVariant } from '../../src/variant/load.js';

const DOC = fileURLToPath(new URL('../../docs/commands.md', import.meta.url));

/** Every command of the tree with its full name (`variant show`) and path, help commands left out. */
function commandsOf(cmd: Command, prefix: string[] = []): { path: string[]; cmd: Command }[] {
  return cmd.commands
    .filter((sub) => sub.name() !== 'help')
    .flatMap((sub) => [{ path: [...prefix, sub.name()], cmd: sub }, ...commandsOf(sub, [...prefix, sub.name()])]);
}

/** The rows of the option table of the reference's section `salvo <name>`: the first cell's long flag → the row. */
function rowsOf(markdown: string, name: string): Map<string, string> {
  const start = markdown.search(new RegExp(`^#{2,4} \`salvo ${name}\`$`, 'mu'));
  if (start < 0) return new Map();
  const rest = markdown.slice(markdown.indexOf('\n', start) + 1);
  const end = rest.search(/^#{2,4} /mu);
  const section = end < 0 ? rest : rest.slice(0, end);
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const flag = /^\| `[^`]*?(--[a-z-]+)[^`]*` \|/u.exec(line)?.[1];
    if (flag !== undefined) rows.set(flag, line);
  }
  return rows;
}

/** `salvo <path> --help` as it prints, in process. */
async function helpOf(path: readonly string[]): Promise<string> {
  const m = memoryIO('', {}, process.cwd());
  const code = await main(['node', 'salvo', ...path, '--help'], m.io);
  expect(code).toBe(0);
  return m.stdout;
}

describe('--help beside the reference', () => {
  it('gives a default for an option exactly where the reference does', async () => {
    const doc = await readFile(DOC, 'utf8');
    const differ: string[] = [];
    let compared = 0;
    for (const { path, cmd } of commandsOf(buildProgram(memoryIO().io))) {
      const rows = rowsOf(doc, path.join(' '));
      for (const o of cmd.options) {
        const row = o.long === undefined ? undefined : rows.get(o.long);
        if (row === undefined) continue;
        compared++;
        const inHelp = (o.defaultValue !== undefined && !o.negate) || /\bdefault\b/iu.test(o.description);
        const inDoc = /\bdefault\b/iu.test(row);
        if (inHelp !== inDoc) differ.push(`salvo ${path.join(' ')} ${o.long}: a default in --help ${inHelp}, in the reference ${inDoc}`);
      }
    }
    expect(compared).toBeGreaterThan(60);
    expect(differ).toEqual([]);
  });

  it('heads several examples Examples:, one Example:', { timeout: 60_000 }, async () => {
    const wrong: string[] = [];
    for (const { path } of [{ path: [] as string[] }, ...commandsOf(buildProgram(memoryIO().io))]) {
      const help = await helpOf(path);
      for (const m of help.matchAll(/^(Examples?):\n((?: {2}\S.*\n?)+)/gmu)) {
        const count = m[2]!.split('\n').filter((l) => l.startsWith('  salvo ')).length;
        if ((m[1] === 'Example') !== (count === 1)) wrong.push(`salvo ${path.join(' ')}: ${m[1]}: with ${count} lines`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await helpOf(['init'])).toContain('Examples:\n  salvo init perelman -o my-salvo.yaml\n');
  });

  it('writes defaults and choices as typed, without quotes, each default after `default:`', { timeout: 60_000 }, async () => {
    const wrong: string[] = [];
    const shown: string[] = [];
    for (const { path, cmd } of commandsOf(buildProgram(memoryIO().io))) {
      const help = (await helpOf(path)).replace(/\s+/gu, ' ');
      for (const m of help.matchAll(/(?:default|choices): "[^)]*\)|[(;] default [^:][^)]*\)/gu)) wrong.push(`salvo ${path.join(' ')}: ${m[0]}`);
      for (const o of cmd.options) {
        if (o.defaultValue === undefined || o.negate || typeof o.defaultValue === 'boolean') continue;
        const line = `default: ${String(o.defaultValue)})`;
        if (help.includes(line)) shown.push(`${path.join(' ')} ${o.long ?? ''}`);
        else wrong.push(`salvo ${path.join(' ')} ${o.long ?? ''}: no '${line}' in its help`);
      }
      for (const o of cmd.options.filter((x) => x.argChoices !== undefined)) {
        if (!help.includes(`(choices: ${o.argChoices!.join(', ')}`)) wrong.push(`salvo ${path.join(' ')} ${o.long ?? ''}: its choices not as typed`);
      }
    }
    expect(wrong).toEqual([]);
    expect(shown).toEqual(expect.arrayContaining(['pad --sheets', 'pad --paper', 'simulate --games', 'suggest --goal', 'analyze --workers']));
    const pad = (await helpOf(['pad'])).replace(/\s+/gu, ' ');
    expect(pad).toContain('paper size: A4, A5 or letter (default: A4)');
    expect((await helpOf(['suggest'])).replace(/\s+/gu, ' ')).toContain('what to maximise (choices: hits, information, default: hits)');
    expect((await helpOf(['count'])).replace(/\s+/gu, ' ')).toContain('(default: 300000)');
  });

  it("pad's --sheets: the range the program takes, in --help and in the reference's row", async () => {
    const m = memoryIO('', {}, process.cwd());
    expect(await main(['node', 'salvo', 'pad', 'jutland', '--sheets', '1001', '-o', 'never.pdf'], m.io)).toBe(2);
    const range = /\(use (\d+) to (\d+)\)/u.exec(m.stderr);
    expect(range).not.toBeNull();
    const said = `${range![1]} to ${range![2]}`;
    expect((await helpOf(['pad'])).replace(/\s+/gu, ' ')).toContain(`--sheets <n> sheets in all, ${said};`);
    expect(rowsOf(await readFile(DOC, 'utf8'), 'pad').get('--sheets')).toContain(`sheets in all, ${said} (`);
  });

  it("play's help names the result words of the templates, English, Russian and Polish", async () => {
    const help = (await helpOf(['play'])).replace(/\s+/gu, ' ');
    const named = /variant's words \(([^)]*)\)/u.exec(help)?.[1];
    expect(named).toBeDefined();
    const expected: string[] = [];
    for (const [id, lang] of [['classic-1967', 'en'], ['morskoy-boy', 'ru'], ['statki', 'pl']] as const) {
      const w = (await loadVariant(id, { cwd: process.cwd() })).words[lang]!;
      expected.push([w.miss, w.hit, w.sunk].join(', '));
    }
    expect(named).toBe(expected.join('; '));
  });
});
