/**
 * `salvo analyze` on a Морской бой turn line written twice (the copy is four shots, 7–10, of 3–6):
 * every shot of the copy is left out, named in --json's `leftOut.copies`, and the finding gives
 * both ranges, in shots as the English report of a single-shot game says them (mutations O02, O04: the copy's first shot alone, the copied range's end wrong).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const RECORD =
  'variant: morskoy-boy\nsides: { первый: Коля, второй: Петя }\nsalvos:\n' +
  '  - первый: В7 -> мимо\n  - второй: В3 -> мимо\n' +
  '  - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо\n' +
  '  - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо\n' +
  '  - второй: Г10 -> мимо\n';

async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-analyze-turn-twice-'));
  await writeFile(join(dir, 'g.yaml'), RECORD);
  return dir;
}

describe('analyze on a turn line of several shots written twice', () => {
  it('names each shot of the copy in --json leftOut.copies', async () => {
    const dir = await folder();
    const json = JSON.parse((await runSalvo(dir, ['analyze', 'g.yaml', '--workers', '1', '--json'])).stdout) as { leftOut: { copies: number[] } };
    expect(json.leftOut.copies).toEqual([7, 8, 9, 10]);
  });

  it('says both ranges in its finding', async () => {
    const dir = await folder();
    const en = await runSalvo(dir, ['analyze', 'g.yaml', '--workers', '1', '--lang', 'en']);
    expect(en.stdout.split('\n')).toContain('left out of the analysis: shots 7–10 (line 7), shots 3–6 written again, a line to delete as the referee reads it');
  });
});
