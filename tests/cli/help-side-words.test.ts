/**
 * Every command that takes a side says in its help how the side may be named, by id, name or
 * player, as the commands take it (resolveSideOrPlayer): `infer --target`, `suggest --side` and
 * `show --side` said so, `record`'s `<side>` only "the side that fired". And `play --help` said
 * a salvo left without its result is asked for by "the next salvo play of the record"; it now
 * says the next session, as play itself says when it stops.
 */
import type { Argument, Command, Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { buildProgram, main } from '../../src/cli/main.js';

function commandsOf(cmd: Command, prefix: string[] = []): { path: string[]; cmd: Command }[] {
  return cmd.commands
    .filter((sub) => sub.name() !== 'help')
    .flatMap((sub) => [{ path: [...prefix, sub.name()], cmd: sub }, ...commandsOf(sub, [...prefix, sub.name()])]);
}

describe('a side in the help', () => {
  it('is said to be given by id, name or player, by every command that takes one', () => {
    const sides: string[] = [];
    for (const { path, cmd } of commandsOf(buildProgram(memoryIO().io))) {
      const args = (cmd as Command & { registeredArguments: readonly Argument[] }).registeredArguments.filter((a) => a.name() === 'side');
      const opts = (cmd.options as readonly Option[]).filter((o) => /<side>/u.test(o.flags));
      for (const a of args) sides.push(`${path.join(' ')} <side>: ${a.description}`);
      for (const o of opts) sides.push(`${path.join(' ')} ${o.flags}: ${o.description}`);
    }
    // record's argument, infer's --target, suggest's --side and show's --side at least.
    expect(sides.length).toBeGreaterThanOrEqual(4);
    expect(sides.some((s) => s.startsWith('record <side>'))).toBe(true);
    for (const s of sides) expect(s).toContain('by id, name or player');
  });

  it("play's help says the next session asks for a result left out", async () => {
    const m = memoryIO('', {}, process.cwd());
    expect(await main(['node', 'salvo', 'play', '--help'], m.io)).toBe(0);
    const help = m.stdout.replace(/\s+/gu, ' ');
    expect(help).toContain('cells typed without their result are saved too, and the next session (salvo play on the same record) asks for it first.');
    expect(help).not.toContain('the next salvo play of the record');
  });
});
