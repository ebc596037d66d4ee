/**
 * A game that never announces a sinking may leave its sunk word out (docs/variant-format.md). A
 * "sunk" recorded for a shot all the same (a referee's `record --force`, a hand-written line) is
 * still written and said: `record --force` saves the line, which reads back, and `check`'s breach
 * gives what was recorded. Before, the announcement was written with no word for the sunk shot:
 * `record --force` refused to write the record (`record-unwritable`, blaming a comma in a word)
 * and `check` said `recorded: ` with nothing after it.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatAnnouncement } from '../../src/record/announcement-text.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

const VARIANT = `id: no-sunk-word
languages: [en, ru]
name: { en: Hit or Miss, ru: Попал или мимо }
board: { rows: 6, columns: 6 }
fleet:
  - { id: boat, name: { en: Boat, ru: Лодка }, size: 2 }
  - { id: raft, name: { en: Raft, ru: Плот }, size: 1 }
report: { timing: per-shot, sunk: none }
words:
  en: { miss: miss, hit: hit, noHits: no hits, ownChart: Mine, enemyChart: Yours }
  ru: { miss: мимо, hit: попал, noHits: мимо, ownChart: Мои, enemyChart: Твои }
`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-sunk-word-'));
  await writeFile(join(dir, 'v.yaml'), VARIANT);
});

describe('a variant without a sunk word', () => {
  it('checks clean', async () => {
    const r = await runSalvo(dir, ['variant', 'check', 'v.yaml']);
    expect(r.code).toBe(0);
  });

  it('writes a sunk result with a word that reads back', async () => {
    const v = await loadVariant('v.yaml', { cwd: dir });
    for (const lang of ['en', 'ru']) {
      const text = formatAnnouncement({ kind: 'per-shot', shots: [{ result: 'hit' }, { result: 'sunk' }] }, v, lang);
      expect(text).toMatch(/^\S+, \S+$/u);
    }
  });

  it('lets a referee record a "sunk" all the same, and check says what was recorded', async () => {
    for (const [file, lang, word] of [['en.yaml', 'en', 'sunk'], ['ru.yaml', 'ru', 'потопил']] as const) {
      await writeFile(join(dir, file), `variant: v.yaml\nlanguage: ${lang}\nsalvos: []\n`);
      const refused = await runSalvo(dir, ['record', file, 'blue', 'A1', '-r', word]);
      expect(refused.code, refused.stderr).toBe(1);
      const forced = await runSalvo(dir, ['record', file, 'blue', 'A1', '-r', word, '--force']);
      expect(forced.code, forced.stderr).toBe(0);
      expect(forced.stderr).not.toContain('record-unwritable');
      const saved = await readFile(join(dir, file), 'utf8');
      expect(saved).toMatch(/- blue: A1 -> \S+\n\s+forced: true/u);
      const check = await runSalvo(dir, ['check', file, '--json']);
      expect(check.code).toBe(1);
      const report = JSON.parse(check.stdout) as { violations: { code: string; recorded?: string }[] };
      const breach = report.violations.find((b) => b.code === 'announcement-inconsistent');
      expect(breach?.recorded).toMatch(/\S/u);
      const text = await runSalvo(dir, ['check', file]);
      expect(text.stdout).not.toMatch(/(recorded|записано): \]/u);
    }
  });
});
