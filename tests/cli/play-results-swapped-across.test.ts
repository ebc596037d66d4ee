/**
 * Two results written the other way round across two turns at the table (`первый: Б4 -> мимо`
 * in the file, then `первый: Б5` answered `попал`, where the answers were `попал, мимо` and the
 * fleet revealed says so): play refuses the result as record refuses `salvo record g.yaml первый
 * Б5 -r попал`, one slip (`results-swapped`) at the line already in the file, with its place and
 * the lines to write, word for word as record says it; not as the fleet contradicted by the new
 * shot. The result typed again is taken.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** examples/morskoy-boy.yaml up to its turn `первый: Б4 Б5 -> попал, мимо` (its fleets revealed), with `первый: Б4 -> мимо` written after it, as g.yaml. */
async function written(): Promise<{ dir: string; text: string }> {
  const lines = (await readFile(join(root, 'examples', 'morskoy-boy.yaml'), 'utf8')).split('\n');
  const at = lines.indexOf('  - первый: Б4 Б5 -> попал, мимо');
  expect(at).toBeGreaterThan(0);
  const text = `${lines.slice(0, at).join('\n')}\n  - первый: Б4 -> мимо\n`;
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-swapped-across-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return { dir, text };
}

/** The line of `output` saying results-swapped. */
const swappedLine = (output: string): string | undefined => output.split('\n').find((l) => l.includes(' results-swapped: '));

describe('play: two results swapped across two turns, as record says it', () => {
  for (const { lang, hit, miss, notTaken, saved } of [
    { lang: 'en', hit: 'hit', miss: 'miss', notTaken: 'not taken: type the announcement again (or undo)', saved: 'saved shot 16: первый: Б5 -> мимо' },
    { lang: 'ru', hit: 'попал', miss: 'мимо', notTaken: 'не принято: наберите ответ заново (или undo)', saved: 'записан выстрел 16: первый: Б5 -> мимо' },
  ]) {
    it(`${lang}: results-swapped at the line in the file, with the lines to write; the result typed again taken`, async () => {
      const { dir, text } = await written();
      const record = await runSalvo(dir, ['record', 'g.yaml', 'первый', 'Б5', '-r', 'попал', '--lang', lang]);
      expect(record.code).toBe(1);
      const said = swappedLine(record.stderr);
      expect(said).toMatch(/^g\.yaml:34:19: (error|ошибка) results-swapped: /u);
      expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(text);

      const play = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--lang', lang], ['первый: Б5', hit, miss, 'quit'].join('\n'));
      expect(play.code, play.stderr).toBe(0);
      const output = play.stdout + play.stderr;
      // Word for word as record says it, the lines to write with it; not the fleet contradicted.
      expect(swappedLine(output)).toBe(said);
      expect(said).toContain(lang === 'en' ? '(write - первый: Б4 -> попал at line 34 and - первый: Б5 -> мимо at line 35;' : '(запишите - первый: Б4 -> попал в строке 34 и - первый: Б5 -> мимо в строке 35;');
      // (the line in the file, still `мимо` once the new shot is saved, is warned of on standard error)
      expect(play.stdout).not.toContain('announcement-contradicts-fleet: ');
      expect(play.stdout).toContain(`${said}\n${notTaken}\n`);
      // The result typed again is taken.
      expect(play.stdout).toContain(`${saved}\n`);
      expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(`${text}  - первый: Б5 -> мимо\n`);
    });
  }
});
