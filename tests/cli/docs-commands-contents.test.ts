/**
 * docs/commands.md opens with a map of the commands, each linked to its section, by what it is
 * for: a newcomer opening the reference met some forty lines on languages, exit codes and quoting
 * before the first command, and no list of what was below. Every command of the program (but the
 * groups `variant` and `fleet`, whose commands are there) is linked before the first section;
 * tests/docs-links.test.ts checks that each anchor names a heading.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { buildProgram } from '../../src/cli/main.js';

/** The commands that run (a group's commands, not the group), as `salvo variant show` names them. */
function runnable(cmd: Command, prefix: string[] = []): string[] {
  return cmd.commands.filter((c) => c.name() !== 'help').flatMap((c) => (c.commands.length > 0 ? runnable(c, [...prefix, c.name()]) : [[...prefix, c.name()].join(' ')]));
}

describe('docs/commands.md', () => {
  it('links every command to its section before the first one', async () => {
    const doc = await readFile(join(import.meta.dirname, '..', '..', 'docs', 'commands.md'), 'utf8');
    const head = doc.slice(0, doc.indexOf('\n## '));
    const commands = runnable(buildProgram(memoryIO().io));
    expect(commands.length).toBeGreaterThan(15);
    const missing = commands.filter((c) => !head.includes(`[\`${c}\`](#salvo-${c.replace(/ /gu, '-')})`));
    expect(missing).toEqual([]);
  });
});
