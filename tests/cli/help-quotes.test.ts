/**
 * The help of salvo and of each command writes apostrophes and quotation marks as the rest of its
 * terminal text does, straight (`the variant's rules`, `"(my variant)"`), the marks a user types
 * back into a shell: `salvo --help` said "the referee's report" and "a variant’s rules" a line
 * apart, and `fleet check`, `variant`, `init`, `analyze` and `variants` mixed the typographic
 * ’ with the straight '. The typographic marks are the PDF's (render/typography.ts), not the
 * terminal's, in English and in Russian and Polish (--lang), so it is read under each language.
 * An ellipsis in the help's words is one character, as docs/commands.md writes it (`(Blue, Red,
 * …)`; pad's said `...`), commander's `<cells...>` and a YAML `{...}` left as typed; and a variant
 * the command takes is described alike by every command, with where the template ids are listed
 * (`variant show` and `new` said `(jutland, perelman, …)`, `count` nothing, `init` `or a variant file`).
 */
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { buildProgram, main } from '../../src/cli/main.js';

/** Every command of the tree by its words (`variant show`), salvo's own first, help commands left out. */
function commandsOf(cmd: Command, prefix: string[] = []): { path: string[]; cmd: Command }[] {
  return cmd.commands
    .filter((sub) => sub.name() !== 'help')
    .flatMap((sub) => [{ path: [...prefix, sub.name()], cmd: sub }, ...commandsOf(sub, [...prefix, sub.name()])]);
}

/** `salvo <path> --help` (with `extra` after it) as it prints, in process. */
async function helpOf(path: readonly string[], extra: readonly string[] = []): Promise<string> {
  const m = memoryIO('', {}, process.cwd());
  const code = await main(['node', 'salvo', ...path, '--help', ...extra], m.io);
  expect(code, [...path, ...extra].join(' ')).toBe(0);
  return m.stdout;
}

/** The typographic apostrophes and quotation marks: English's, Russian's and Polish's. */
const TYPOGRAPHIC = /[‘’‚‛“”„‟«»‹›ʼ]/gu;

describe("every --help's apostrophes and quotes", () => {
  it("are the straight ones, as the commands' own lines write them, in every language", async () => {
    const program = buildProgram(memoryIO().io);
    const runs: string[][][] = [[[]]];
    for (const { path, cmd } of commandsOf(program)) {
      runs.push([path]);
      // Under --lang too, where the command takes it (the help in Russian and Polish).
      if (cmd.options.some((o) => o.long === '--lang')) runs.push([path, ['--lang', 'ru']], [path, ['--lang', 'pl']]);
    }
    const curly: string[] = [];
    let straight = 0;
    for (const [path, extra] of runs) {
      const help = await helpOf(path!, extra);
      for (const line of help.split('\n')) {
        const marks = line.match(TYPOGRAPHIC);
        if (marks !== null) curly.push(`salvo ${path!.join(' ')} --help: ${marks.join('')} in "${line.trim()}"`);
        straight += (line.match(/[a-z]'s\b/gu) ?? []).length;
      }
    }
    expect(curly).toEqual([]);
    // The straight apostrophe is the one the help writes (the check above saw help text at all).
    expect(straight).toBeGreaterThan(20);
  });

  it('write an ellipsis as one character, but in commander\'s <name...> and a YAML {...}', async () => {
    const program = buildProgram(memoryIO().io);
    const dots: string[] = [];
    for (const path of [[], ...commandsOf(program).map((c) => c.path)]) {
      for (const line of (await helpOf(path)).split('\n')) {
        if (line.replace(/<[a-z-]+\.\.\.>|\{\.\.\.\}/gu, '').includes('...')) dots.push(`salvo ${path.join(' ')}: ${line.trim()}`);
      }
    }
    expect(dots).toEqual([]);
  });
});

describe("every command's variant argument", () => {
  it('is described alike, saying where the template ids are listed', () => {
    const described = new Map<string, string>();
    for (const { path, cmd } of commandsOf(buildProgram(memoryIO().io))) {
      for (const a of cmd.registeredArguments) {
        if (['variant', 'template', 'variants'].includes(a.name())) described.set(`${path.join(' ')} <${a.name()}>`, a.description);
      }
    }
    expect([...described.keys()].sort()).toEqual(['count <variant>', 'fleet check <variant>', 'fleet random <variant>', 'init <template>', 'new <variant>', 'pad <variant>', 'simulate <variants>', 'variant show <variant>']);
    for (const [where, text] of described) {
      const expected = where.endsWith('<variants>') ? /^template ids \(salvo variants lists them\) or variant files\b/u : /^template id \(salvo variants lists them\) or variant file$/u;
      expect(text, where).toMatch(expected);
    }
  });
});
