/**
 * The README's "For scripts and bots" names the commands that print JSON with `--json`: every
 * command that has the option (walking commander's program), none that lacks it. It left out
 * `fleet random`, which has had `--json`, and `variant show`'s.
 */
import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { buildProgram } from '../../src/cli/main.js';

/** Every command of the tree with its full name (`fleet random`) that takes `--json`. */
function withJson(cmd: Command, prefix: string[] = []): string[] {
  const out: string[] = [];
  for (const sub of cmd.commands) {
    const path = [...prefix, sub.name()];
    if (sub.options.some((o) => o.long === '--json')) out.push(path.join(' '));
    out.push(...withJson(sub, path));
  }
  return out;
}

describe("README's commands that print JSON", () => {
  it('are every command with --json', async () => {
    const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## For scripts and bots'));
    const sentence = section.slice(0, section.indexOf('print JSON with `--json`'));
    const named = [...sentence.matchAll(/`([a-z ]+)`/gu)].map((m) => m[1]!).sort();
    const commands = withJson(buildProgram(memoryIO().io)).sort();
    expect(commands.length).toBeGreaterThan(10);
    expect(named).toEqual(commands);
  });
});
