/**
 * `salvo play` at a Russian table: `промазал` (`промазала`, said to a woman), a miss as players
 * say it, is read as мимо at the result prompt, as `промах` and `не попал` are; before, it was
 * refused as no word of the game's announcements.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

it('промазал and промазала are a miss', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-promazal-'));
  expect((await runSalvo(dir, ['new', 'morskoy-boy', '--players', 'Коля,Маша', '-o', 'g.yaml'])).code).toBe(0);
  const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['а1', 'промазал', 'к10', 'Промазала!', 'quit'].join('\n') + '\n');
  expect(r.code, r.stderr).toBe(0);
  expect(r.stdout).not.toContain('не слово ответов');
  expect(r.stdout).toContain('ответ> промазал\nзаписан выстрел 1: Коля: А1 -> мимо\n');
  expect(r.stdout).toContain('ответ> Промазала!\nзаписан выстрел 2: Маша: К10 -> мимо\n');
  const saved = await readFile(join(dir, 'g.yaml'), 'utf8');
  expect(saved).toContain('А1 -> мимо');
  expect(saved).toContain('К10 -> мимо');
});
