/**
 * At `salvo play`'s result prompt, the questions its help lists among the commands (`turn`, and
 * `result`) are answered with what is awaited, the announcement of the salvo just typed, in the
 * game's language; they are not read as an announcement ("not a word of this variant's
 * announcements"), and not kept in the salvo's note as a result typed when the session ends.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function play(variant: string, typed: string[]): Promise<{ out: string; record: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-result-prompt-'));
  expect((await runSalvo(dir, ['new', variant, '-o', 'game.yaml'])).code).toBe(0);
  const r = await runSalvo(dir, ['play', 'game.yaml', '--no-charts'], typed.map((l) => `${l}\n`).join(''));
  expect(r.code).toBe(0);
  return { out: r.stdout + r.stderr, record: await readFile(join(dir, 'game.yaml'), 'utf8') };
}

describe("play's result prompt", () => {
  it('answers turn and result with the announcement awaited, then takes the announcement', async () => {
    const { out, record } = await play('jutland', ['A1 B2 C3 D4 E5 F6', 'turn', 'result', 'whose turn?', 'no hits', 'quit']);
    expect(out).not.toContain('announcement-unknown-word');
    // The line said at the cells prompt for `turn`, here with what the result prompt waits for.
    expect(out.match(/^now: type what red announced$/gmu)).toHaveLength(3);
    expect(record).toContain('- blue: A1 B2 C3 D4 E5 F6 -> no hits');
  });

  it('keeps no question as the result typed when the session ends there', async () => {
    const { record } = await play('jutland', ['A1 B2 C3 D4 E5 F6', 'result', 'quit']);
    expect(record).toMatch(/- blue: A1 B2 C3 D4 E5 F6\n/u);
    expect(record).not.toContain('result typed');
  });

  it("says it in the game's language", async () => {
    const { out } = await play('morskoy-boy', ['Е5', 'чей ход?', 'мимо', 'quit']);
    expect(out).not.toContain('announcement-unknown-word');
    expect(out).toMatch(/^сейчас: наберите ответ стороны «Второй игрок»$/mu);
  });
});
