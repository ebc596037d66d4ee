/**
 * The line `record` and `play` tell the user to write into the file (a slip check finds:
 * `miss-fired-again`, `results-swapped`) is worded in the record's own language, its words for
 * hit and miss (`- ala: F8 -> trafiony`), whatever language --lang gives the prose in: before,
 * `record --lang en` of a Polish record said to write `- ala: F8 -> hit`, which the record does
 * not read as it is written.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { swappedGame } from '../helpers/swapped-game.js';

const root = join(import.meta.dirname, '..', '..');

/** Statki's example as g.yaml in a folder of its own, with `edit` made to its text. */
async function statki(edit: (text: string) => string): Promise<string> {
  const text = await readFile(join(root, 'examples', 'statki.yaml'), 'utf8');
  const out = edit(text);
  expect(out).not.toBe(text);
  const dir = await mkdtemp(join(tmpdir(), 'salvo-write-line-language-'));
  await writeFile(join(dir, 'g.yaml'), out);
  return dir;
}

/** F8 written a miss though ala fired again after it, the fleets not revealed (check's miss-fired-again). */
const missFiredAgain = (): Promise<string> => statki((t) => t.replace('  - ala: F8 -> trafiony\n', '  - ala: F8 -> pudło\n').replace(/^fleets:\n(?: {2}.*\n)*/mu, ''));
/** B4 and B5's results written the other way round (check's results-swapped, across two lines). */
const swappedLines = (): Promise<string> => statki((t) => t.replace('  - ala: B4 -> trafiony\n  - ala: B5 -> pudło\n', '  - ala: B4 -> pudło\n  - ala: B5 -> trafiony\n'));

/** The line of standard error with `code`. */
const lineOf = (text: string, code: string): string => text.split('\n').find((l) => l.includes(` ${code}: `)) ?? '';

describe('the line to write, in the record’s own words whatever --lang says', () => {
  for (const lang of ['en', 'pl']) {
    it(`record --lang ${lang} on a Polish record: miss-fired-again's line says trafiony`, async () => {
      const dir = await missFiredAgain();
      const r = await runSalvo(dir, ['record', 'g.yaml', 'ala', 'J1', '-r', 'pudło', '--lang', lang]);
      const said = lineOf(r.stderr, 'miss-fired-again');
      expect(said).toContain(lang === 'en' ? '(write - ala: F8 -> trafiony at line 19;' : '(zapisz - ala: F8 -> trafiony w wierszu 19;');
      expect(said).not.toContain('-> hit');
    });

    it(`record --lang ${lang} on a Polish record: results-swapped's lines say trafiony and pudło`, async () => {
      const dir = await swappedLines();
      const r = await runSalvo(dir, ['record', 'g.yaml', 'ala', 'J1', '-r', 'pudło', '--lang', lang]);
      const said = lineOf(r.stderr, 'results-swapped');
      expect(said).toContain(lang === 'en' ? '(write - ala: B4 -> trafiony at line 37 and - ala: B5 -> pudło at line 38;' : '- ala: B4 -> trafiony w wierszu 37 i - ala: B5 -> pudło w wierszu 38');
    });
  }

  it('play --lang en on a Polish record says the same line to write', async () => {
    const dir = await missFiredAgain();
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', 'en'], 'quit\n');
    expect(lineOf(r.stderr, 'miss-fired-again')).toContain('(write - ala: F8 -> trafiony at line 19;');
  });

  for (const lang of ['en', 'ru']) {
    it(`record --lang ${lang} on a Russian record: results-swapped's line says попал, мимо`, async () => {
      const dir = await swappedGame('salvo-write-line-language-');
      const r = await runSalvo(dir, ['record', 'g.yaml', 'второй', 'К1', '-r', 'мимо', '--lang', lang]);
      expect(r.code, r.stderr).toBe(0);
      const said = lineOf(r.stderr, 'results-swapped');
      expect(said).toContain(lang === 'en' ? '(write - первый: Б4 Б5 -> попал, мимо;' : '(запишите - первый: Б4 Б5 -> попал, мимо;');
      expect(said).not.toContain('-> hit');
    });
  }
});
