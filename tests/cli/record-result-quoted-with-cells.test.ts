/**
 * `salvo record g.yaml blue 'Б2 -> попал'`: the cells and the result quoted as one argument, with
 * the record line's arrow, are read as the words typed apart are (`Б2 попал`): the result is said
 * to be one (`salvo-result-as-cells`) with the command that gives it with --result, not as two
 * words that are not cells. Nothing is written; the command given records the shot.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const EMPTY = 'variant: morskoy-boy\nsides:\n  blue:\n  red:\nsalvos: []\n';
const CLASSIC = 'variant: classic-salvo\nsides:\n  blue:\n  red:\nsalvos: []\n';

/** The codes of the problem lines of `text` (`error cell-unreadable: …` → `cell-unreadable`). */
const codes = (text: string): string[] => text.split('\n').flatMap((l) => /^(?:ошибка|error) ([a-z-]+):/u.exec(l)?.[1] ?? []);

async function game(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-quoted-result-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return dir;
}

describe('cells and result quoted as one argument', () => {
  it('the unquoted form is the hint this gives', async () => {
    const dir = await game(EMPTY);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'Б2', 'попал']);
    expect(codes(r.stderr)).toEqual(['salvo-result-as-cells']);
  });

  for (const args of [['Б2 -> попал'], ['Б2->попал'], ['Б2 попал'], ['Б2', '--', '->', 'попал']]) {
    it(`${JSON.stringify(args)} gets the same hint, with the command to type, and nothing is written`, async () => {
      const dir = await game(EMPTY);
      const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', ...args]);
      expect(r.code).toBe(1);
      expect(codes(r.stderr)).toEqual(['salvo-result-as-cells']);
      expect(r.stderr).toContain('«попал» — это ответ, а не клетки (дайте его с --result: salvo record g.yaml blue Б2 --result "попал")');
      expect(r.stderr).not.toContain('cell-unreadable');
      expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(EMPTY);
      // The command given records the shot.
      const again = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'Б2', '--result', 'попал']);
      expect(again.code).toBe(0);
      expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toContain('  - blue: Б2 -> попал\n');
    });
  }

  it('a turn of shots and a salvo quoted so are said so too', async () => {
    const ru = await game(EMPTY);
    const turn = await runSalvo(ru, ['record', 'g.yaml', 'blue', 'Б2 Б3 -> попал, мимо']);
    expect(codes(turn.stderr)).toEqual(['salvo-result-as-cells']);
    expect(turn.stderr).toContain('salvo record g.yaml blue Б2 Б3 --result "попал, мимо"');
    const en = await game(CLASSIC);
    const salvo = await runSalvo(en, ['record', 'g.yaml', 'blue', 'A1 A2 A3 A4 A5 -> no hits']);
    expect(codes(salvo.stderr)).toEqual(['salvo-result-as-cells']);
    expect(salvo.stderr).toContain('"no hits" reads as the announcement, not as cells (give it with --result: salvo record g.yaml blue A1 A2 A3 A4 A5 --result "no hits")');
  });

  it('an arrow with no result after it is not taken for one', async () => {
    const dir = await game(EMPTY);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'Б2 ->']);
    expect(r.code).toBe(1);
    expect(codes(r.stderr)).toEqual(['cell-unreadable']);
  });
});
