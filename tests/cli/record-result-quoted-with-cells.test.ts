/**
 * `salvo record g.yaml blue 'Б2 -> попал'`: the cells and the result quoted as one argument, with
 * the record line's arrow, are read as the words typed apart are (`Б2 попал`): the result is said
 * to be one (`salvo-result-as-cells`) with the command that gives it with --result, not as two
 * words that are not cells. Nothing is written; the command given records the shot. The arrow
 * with nothing after it (`'Б2 ->'`) is said so (`salvo-result-empty`), with the command giving the
 * result and the one recording the cells without it, not as "->" a cell. The arrow typed as an
 * argument of its own (`Б2 '->' попал`, `'- >'`, `→`, `=>`, as a record's line takes them) is read
 * so too, not refused by commander as an unknown option.
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

  for (const args of [
    ['Б2 -> попал'],
    ['Б2->попал'],
    ['Б2 попал'],
    ['Б2', '--', '->', 'попал'],
    ['Б2', '->', 'попал'],
    ['Б2', '- >', 'попал'],
    ['Б2', '-', '>', 'попал'],
    ['Б2', '-->', 'попал'],
    ['Б2', '→', 'попал'],
    ['Б2→попал'],
    ['Б2', '=>', 'попал'],
  ]) {
    it(`${JSON.stringify(args)} gets the same hint, with the command to type, and nothing is written`, async () => {
      const dir = await game(EMPTY);
      const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', ...args]);
      expect(r.code).toBe(1);
      expect(codes(r.stderr)).toEqual(['salvo-result-as-cells']);
      expect(r.stderr).toContain('«попал» — это ответ, а не клетки (дайте его с --result: salvo record g.yaml blue Б2 --result "попал")');
      expect(r.stderr).not.toContain('cell-unreadable');
      expect(r.stderr).not.toContain('unknown option');
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

  for (const args of [['Б2 ->'], ['Б2->'], ['Б2', '--', '->'], ['Б2', '->'], ['Б2', '→']]) {
    it(`${JSON.stringify(args)}, an arrow with no result after it, is said so, not as "->" a cell, with the two commands to type`, async () => {
      const dir = await game(EMPTY);
      const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', ...args]);
      expect(r.code).toBe(1);
      expect(codes(r.stderr)).toEqual(['salvo-result-empty']);
      expect(r.stderr).toContain('ошибка salvo-result-empty: после «->» ничего нет: ответ не дан (дайте его с --result: salvo record g.yaml blue Б2 --result "<ответ>"; или запишите клетки без него, ответ — потом: salvo record g.yaml blue Б2)');
      expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(EMPTY);
      // The second command records the cell, its result to give later.
      const again = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'Б2']);
      expect(again.code).toBe(0);
      expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toContain('  - blue: Б2\n');
    });
  }

  it('an arrow with no result after a salvo, in English and Polish; cells not read are said as before', async () => {
    const en = await game(CLASSIC);
    const salvo = await runSalvo(en, ['record', 'g.yaml', 'blue', 'A1 A2 A3 A4 A5->']);
    expect(salvo.stderr).toContain('error salvo-result-empty: nothing follows "->": the result announced is not given (give it with --result: salvo record g.yaml blue A1 A2 A3 A4 A5 --result "<result>"; or record the cells without it, the result to give later: salvo record g.yaml blue A1 A2 A3 A4 A5)');
    const pl = await game('variant: statki\nlanguage: pl\nsides:\n  ala:\n  tomek:\nsalvos: []\n');
    const shot = await runSalvo(pl, ['record', 'g.yaml', 'ala', 'B2 ->']);
    expect(shot.stderr).toContain('błąd salvo-result-empty: po „->” nic nie ma: nie podano odpowiedzi (podaj ją z --result: salvo record g.yaml ala B2 --result "<odpowiedź>"; albo zapisz pola bez niej, odpowiedź później: salvo record g.yaml ala B2)');
    // A cell not read before the arrow: that cell is the fault, as before.
    const bad = await runSalvo(en, ['record', 'g.yaml', 'blue', 'A1 Q9 ->']);
    expect(codes(bad.stderr)).not.toContain('salvo-result-empty');
  });

  it('the arrow as an argument of its own among options: --lang after it is the option, a --note value that is an arrow stays the note', async () => {
    const dir = await game(EMPTY);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'Б2', '->', 'попал', '--lang', 'en']);
    expect(r.stderr).toContain('error salvo-result-as-cells: "попал" reads as the announcement, not as cells (give it with --result: salvo record g.yaml blue Б2 --result "попал")');
    const noted = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'Б2', '-r', 'попал', '--note', '->']);
    expect(noted.code, noted.stderr).toBe(0);
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toContain('  - blue: Б2 -> попал\n    note: ->\n');
  });
});
