/**
 * `--after` at its upper end: a side's last salvo (`show --after red:<its last>`) and every salvo
 * fired at the target (`infer --after <all of them>`) are asked for as any other; one past them
 * is a usage error that says how many there are.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
const jutland = join(root, 'examples', 'jutland.yaml');

/** The sides of the record's salvos in order, from its text (one salvo a line). */
async function salvoSides(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8');
  return [...text.slice(text.indexOf('\nsalvos:\n')).matchAll(/^ {2}- ([^:\s]+): /gmu)].map((m) => m[1]!);
}

describe('--after at its upper end', () => {
  it("show --after red:<red's last salvo> draws the game after it; one more is refused", async () => {
    const sides = await salvoSides(jutland);
    const last = sides.filter((s) => s === 'red').length;
    expect(last).toBeGreaterThan(0);
    const r = await runSalvo(root, ['show', jutland, '--after', `red:${last}`, '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lastSalvo = JSON.parse(r.stdout).lastSalvo;
    expect(lastSalvo).toEqual({ salvo: sides.lastIndexOf('red') + 1, side: 'red', sideSalvo: last });
    const past = await runSalvo(root, ['show', jutland, '--after', `red:${last + 1}`]);
    expect(past.code).toBe(2);
    expect(past.stderr).toContain(`red fired ${last} salvos in the record; use red:1 to red:${last}`);
  });

  it('infer --after <every salvo fired at the target> is taken; one more is refused', async () => {
    const sides = await salvoSides(jutland);
    const atRed = sides.filter((s) => s === 'blue').length;
    const r = await runSalvo(root, ['infer', jutland, '--target', 'red', '--after', String(atRed), '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).after).toBe(atRed);
    const past = await runSalvo(root, ['infer', jutland, '--target', 'red', '--after', String(atRed + 1)]);
    expect(past.code).toBe(2);
    expect(past.stderr).toContain(`the record has ${atRed} salvos fired at red`);
  });
});
