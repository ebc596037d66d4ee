/**
 * `infer --help` said `--class <id>` takes an id, where it takes a class by its id or by its name
 * in any of the variant's languages (as docs/commands.md says): a newcomer reading the help of a
 * Russian game typed no name. The help says so now, with an example; the name gives the id's answer.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

describe('infer --class: by id or name, as its help says', () => {
  it('the help names both; the name gives what the id gives', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-class-help-'));
    const help = await runSalvo(dir, ['infer', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout.replace(/\s+/gu, ' ')).toMatch(/--class <id>\s+show the chance of one ship class \(by id or name, e\.g\. battleship\)/u);
    const g = join(root, 'examples', 'perelman.yaml');
    const byId = await runSalvo(dir, ['infer', g, '--target', 'красные', '--after', '3', '--class', 'hospital', '--json']);
    expect(byId.code).toBe(0);
    const byName = await runSalvo(dir, ['infer', g, '--target', 'красные', '--after', '3', '--class', 'госпиталь', '--json']);
    expect(byName.code).toBe(0);
    expect(Object.keys((JSON.parse(byName.stdout) as { classMarginal: object }).classMarginal)).toEqual(['hospital']);
    expect(byName.stdout).toBe(byId.stdout);
  });
});
