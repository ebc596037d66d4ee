/**
 * What `salvo <command> --help` says agrees with docs/commands.md and with what the command does.
 * Its examples that need nothing but the repository (template ids, examples/, templates/) run as
 * shown: exit 0 (1 for the referee's report on breaches.yaml), nothing on standard error but
 * progress, and something done (not `nothing to suggest` on a finished game, not `--per-page 2`
 * refused for A5). And where the reference says a `--lang` puts the whole report in the language
 * (`fleet check`, `variant check`) or the layout's class names too (`fleet random`), the help
 * says so, not the older "ship names in messages".
 */
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { buildProgram } from '../../src/cli/main.js';
import { runSalvo } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** The `salvo …` example lines of a help text, comments left out. */
export function helpExamples(help: string): string[] {
  return help
    .split('\n')
    .filter((l) => /^ {2}salvo /u.test(l))
    .map((l) => l.replace(/\s+#.*$/u, '').trim());
}

/** The help of `salvo <path>` as `--help` prints it. */
async function helpOf(path: string[]): Promise<string> {
  const r = await runSalvo(ROOT, [...path, '--help']);
  expect(r.code).toBe(0);
  return r.stdout;
}

/** Every command's path (`['fleet', 'check']`), help commands left out. */
function paths(cmd: Command, prefix: string[] = []): string[][] {
  return cmd.commands.filter((c) => c.name() !== 'help').flatMap((c) => [[...prefix, c.name()], ...paths(c, [...prefix, c.name()])]);
}

/** An example that runs on the repository alone: no shell plumbing, every file it reads under examples/ or templates/, and quick (no simulate, analyze or count: their examples run in docs-examples.test.ts). */
function runsAlone(line: string): boolean {
  if (/[<>|&]/u.test(line)) return false;
  const words = line.split(/\s+/u);
  if (['simulate', 'analyze', 'count'].includes(words[1]!)) return false;
  const outputs = new Set(words.flatMap((w, i) => (w === '-o' ? [words[i + 1]] : [])));
  return words.every((w) => !/\.ya?ml$/u.test(w) || outputs.has(w) || w.startsWith('examples/') || w.startsWith('templates/'));
}

describe('helpExamples and runsAlone', () => {
  it('read the example lines of a help, and keep those that need no file of the reader', () => {
    expect(helpExamples('Examples:\n  salvo a b   # why\n  salvo c\nnot salvo d\n')).toEqual(['salvo a b', 'salvo c']);
    expect(runsAlone('salvo infer examples/jutland.yaml --target red')).toBe(true);
    expect(runsAlone('salvo init perelman -o my-salvo.yaml')).toBe(true);
    expect(runsAlone('salvo suggest game.yaml --lang en')).toBe(false);
    expect(runsAlone('salvo fleet random jutland --seed 7 > my-fleet.yaml')).toBe(false);
    expect(runsAlone('salvo count jutland')).toBe(false);
  });
});

describe("the help's examples", () => {
  it('run as shown and do what they show', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-help-examples-'));
    await cp(join(ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
    await cp(join(ROOT, 'templates'), join(dir, 'templates'), { recursive: true });
    const lines: string[] = [];
    for (const path of [[], ...paths(buildProgram(memoryIO().io))]) lines.push(...helpExamples(await helpOf(path)).filter(runsAlone));
    expect(lines).toEqual(expect.arrayContaining(['salvo pad perelman --per-page 2 --paper A4 -o perelman.pdf', 'salvo infer examples/jutland.yaml --target red --class battleship']));
    const wrong: string[] = [];
    for (const line of new Set(lines)) {
      const args = [...line.matchAll(/"([^"]*)"|(\S+)/gu)].map((m) => m[1] ?? m[2]!).slice(1);
      const r = await runSalvo(dir, args.flatMap((a) => (a === 'templates/*.yaml' ? ['templates/jutland.yaml', 'templates/statki.yaml'] : [a])));
      const noise = r.stderr.split('\n').filter((l) => l !== '' && !/… *\d+ ?%$/u.test(l));
      const code = line.startsWith('salvo check examples/breaches.yaml') ? 1 : 0;
      if (r.code !== code || noise.length > 0 || /nothing to suggest/u.test(r.stdout)) wrong.push(`${line}: exit ${r.code}\n${r.stdout.slice(0, 300)}${noise.join('\n')}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('--lang in the help, as the reference has it', () => {
  it('fleet check: the report, breaches and summary; fleet random: the layout too; variant check: every line', async () => {
    const lang = (help: string): string => /--lang <code>\s+([\s\S]*?)\n {2}-/u.exec(help)![1]!.replace(/\s+/gu, ' ');
    expect(lang(await helpOf(['fleet', 'check']))).toMatch(/^language of the report: ship names, breaches, .* and the summary .*--json stays English but for ship names$/u);
    expect(lang(await helpOf(['fleet', 'random']))).toMatch(/ship names, the layout's too/u);
    expect(lang(await helpOf(['variant', 'check']))).toMatch(/^language of the report, every line whole in it: errors, warnings, /u);
  });
});
