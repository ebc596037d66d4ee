/**
 * A built-in template gives a sunk word exactly where its report announces a sinking: perelman
 * and jutland gave one (`потоплен`, `sunk`) though neither game ever says a ship sunk, and
 * `variant show` listed it among the game's words (`Слова: … потопление «потоплен» …`), as did
 * `variant show --json` (a word the report cannot say). A record that writes one anyway is still
 * read, the word said ignored, as the Russian and English sunk words are read in every game.
 * (A variant file may still give the word, as examples/variants/little-fleet.yaml does: the
 * JSON says the variant as given, and loads back to it.)
 */
import { describe, expect, it } from 'vitest';
import { listTemplates, loadVariant } from '../../src/variant/load.js';
import { announcesSinking } from '../../src/rules/fleet-status.js';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { runSalvo } from '../helpers/cli.js';

const root = process.cwd();

describe("a template's sunk word", () => {
  it('is given in every language where the report announces a sinking, and in none where it never does', async () => {
    const templates = await listTemplates();
    const silent: string[] = [];
    for (const { id } of templates) {
      const v = await loadVariant(id, { cwd: root });
      const announced = announcesSinking(v.report);
      if (!announced) silent.push(id);
      for (const lang of v.languages) expect(v.words[lang]?.sunk !== undefined, `${id} words.${lang}.sunk`).toBe(announced);
    }
    // Both kinds are there: games that announce a sinking and games that never do.
    expect(silent.sort()).toEqual(['jutland', 'perelman']);
    expect(templates.length).toBeGreaterThan(silent.length);
  });

  it("is not among perelman's words in variant show, text and JSON", async () => {
    const text = await runSalvo(root, ['variant', 'show', 'perelman']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/Слова: промах «мимо», попадание «попал», без попаданий «попаданий нет»\./u);
    expect(text.stdout).not.toContain('потопление «');
    const json = await runSalvo(root, ['variant', 'show', 'perelman', '--json']);
    const words = (JSON.parse(json.stdout) as { words: Record<string, Record<string, string>> }).words;
    expect(Object.keys(words['ru']!)).toEqual(['miss', 'hit', 'noHits', 'ownChart', 'enemyChart']);
    expect(Object.keys(words['en']!)).toEqual(['miss', 'hit', 'noHits', 'ownChart', 'enemyChart']);
  });

  it("a record's sunk word is still read in perelman and jutland, and said ignored", async () => {
    const perelman = await loadVariant('perelman', { cwd: root });
    const jutland = await loadVariant('jutland', { cwd: root });
    for (const [v, text, classId] of [
      [perelman, 'трёхклеточный потоплен', 'three'],
      [perelman, 'three-cell ship sunk', 'three'],
      [jutland, 'battleship 1 sunk', 'battleship'],
    ] as const) {
      const a = parseAnnouncement(text, v, 3);
      expect(a.issues.map((x) => x.diagnostic.code), text).toEqual(['announcement-sunk-ignored']);
      expect(a.announcement, text).toMatchObject({ kind: 'per-salvo', hits: [{ classId }] });
    }
  });
});
