/**
 * `--after <n>`'s help line and reference row are one text for every game, and in a game of
 * single shots (Морской бой: every salvo one shot) the number counts shots: both say so, beside
 * "salvos", in every command that has --after (show's and infer's said only "salvos"). The claim
 * is checked too: on examples/morskoy-boy.yaml, `show --after 3` ends with the record's 3rd shot.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { buildProgram, main } from '../../src/cli/main.js';

const DOC = fileURLToPath(new URL('../../docs/commands.md', import.meta.url));
const PHRASE = 'shots, where a salvo is one shot';

function commandsOf(cmd: Command, prefix: string[] = []): { path: string[]; cmd: Command }[] {
  return cmd.commands
    .filter((sub) => sub.name() !== 'help')
    .flatMap((sub) => [{ path: [...prefix, sub.name()], cmd: sub }, ...commandsOf(sub, [...prefix, sub.name()])]);
}

describe('--after counts shots in a game of single shots, and says so', () => {
  it('says it in every --after help line and reference row', async () => {
    const doc = await readFile(DOC, 'utf8');
    const withAfter = commandsOf(buildProgram(memoryIO().io)).filter(({ cmd }) =>
      cmd.options.some((o) => o.long === '--after'),
    );
    expect(withAfter.map(({ path }) => path.join(' ')).sort()).toEqual(['infer', 'show']);
    for (const { path, cmd } of withAfter) {
      const option = cmd.options.find((o) => o.long === '--after');
      expect(option?.description, path.join(' ')).toContain(PHRASE);
      const m = memoryIO('', {}, process.cwd());
      expect(await main(['node', 'salvo', ...path, '--help'], m.io)).toBe(0);
      expect(m.stdout.replace(/\s+/gu, ' '), path.join(' ')).toContain(PHRASE);
      const start = doc.search(new RegExp(`^#{2,4} \`salvo ${path.join(' ')}\`$`, 'mu'));
      expect(start).toBeGreaterThanOrEqual(0);
      const row = doc
        .slice(start)
        .split('\n')
        .find((line) => line.startsWith('| `--after <n>` |'));
      expect(row, path.join(' ')).toContain(PHRASE);
    }
  });

  it('counts shots on a Морской бой record, as the help says', async () => {
    const m = memoryIO('', {}, process.cwd());
    expect(await main(['node', 'salvo', 'show', 'examples/morskoy-boy.yaml', '--after', '3', '--json'], m.io)).toBe(0);
    const out = JSON.parse(m.stdout) as { after: number; lastSalvo: { salvo: number } };
    expect(out.after).toBe(3);
    expect(out.lastSalvo.salvo).toBe(3);
    const record = await readFile('examples/morskoy-boy.yaml', 'utf8');
    expect(record).toMatch(/variant:\s*morskoy-boy/u);
  });
});
