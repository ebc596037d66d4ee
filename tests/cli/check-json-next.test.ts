/**
 * `salvo check --json` says whose turn it is, as the text's last line does ("the game goes on:
 * red to fire"): a bot reading the report had the breaches and the result, but had to parse the
 * text to know who fires next. `next` gives the side as the record names it, the shots it is
 * owed as `record` tells them, and the side that may fire instead; null once the game is over.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

interface Next {
  side: string;
  owed: { min: number; max: number };
  alternative: string | null;
}

async function nextOf(dir: string, file: string): Promise<{ next: Next | null; text: string }> {
  const j = await runSalvo(dir, ['check', file, '--json']);
  const t = await runSalvo(dir, ['check', file, '--lang', 'en']);
  return { next: (JSON.parse(j.stdout) as { next: Next | null }).next, text: t.stdout.trim().split('\n').at(-1)! };
}

describe('check --json next', () => {
  it('is the side to fire and the shots it is owed, as record tells them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-next-'));
    await writeFile(join(dir, 'j.yaml'), 'variant: jutland\nsides:\n  niebiescy: Ala\n  czerwoni: Tomek\nsalvos: []\n');
    const recorded = await runSalvo(dir, ['record', 'j.yaml', 'niebiescy', 'A1', 'A2', 'A3', 'A4', 'C1', 'C2', '-r', 'battleship 4, destroyer 2']);
    expect(recorded.code).toBe(0);
    // Record says it: 'next: czerwoni, 3 shots'.
    const said = /next: (\S+), (\d+) shots?/u.exec(recorded.stdout)!;
    const { next, text } = await nextOf(dir, 'j.yaml');
    expect(next).toEqual({ side: said[1], owed: { min: Number(said[2]), max: Number(said[2]) }, alternative: null });
    expect(text).toContain(`${next!.side} to fire`);
  });
  it('names the side that may fire instead while the last result is not recorded', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-next-'));
    await writeFile(join(dir, 'm.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: А1\n');
    const { next, text } = await nextOf(dir, 'm.yaml');
    expect(next).toEqual({ side: 'red', owed: { min: 1, max: 1 }, alternative: 'blue' });
    expect(text).toContain('red to fire (or blue, depending on shot 1');
  });
  it('is null once the game is over', async () => {
    const { next, text } = await nextOf(join(import.meta.dirname, '..', '..'), 'examples/jutland.yaml');
    expect(next).toBeNull();
    expect(text).toContain('blue won');
  });
});
