/**
 * A class whose name is a proper name (`the Lion`, a battlecruiser of that name), written with its
 * capital mid-sentence in the variant's own rules, keeps it in the referee's messages that put the
 * class inside a sentence (`Lion #1: 6 hits …`, `Лев №1: …`), as `infer --pdf --class` keeps it
 * (classInSentence); it was lowered (`lion #1`). A name the rules do not capitalise mid-sentence
 * (`light cruiser`), or any name where the variant has no rules, is lowered as before.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const VARIANT = [
  'id: brit',
  'languages: [en, ru]',
  'name: British',
  'board: { rows: 10, columns: 10 }',
  'fleet:',
  '  - { id: lion, name: { en: Lion, ru: Лев }, size: 4 }',
  '  - { id: lc, name: { en: Light cruiser, ru: Лёгкий крейсер }, size: 3, count: 2 }',
  '  - { id: collier, name: { en: Collier, ru: Угольщик }, size: 2 }',
  'placement: { spacing: no-contact }',
  'turns: { sides: [{ id: british, name: British }, { id: german, name: German }], salvo: { kind: constant, shots: 3 } }',
  'report: { timing: per-salvo, by: ship, counts: true }',
  'rules:',
  '  en: Each side hides the Lion, a battlecruiser of that name, two light cruisers and a collier.',
  '  ru: Каждая сторона прячет линейный крейсер Лев, два лёгких крейсера и угольщик.',
  'words:',
  '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
  '  ru: { miss: мимо, hit: попал, sunk: потоплен, noHits: мимо, ownChart: Моя, enemyChart: Чужая }',
  '',
].join('\n');

// Five hits on the Lion (4 cells); in LC, four on a light cruiser (3 cells).
const RECORD = [
  'variant: ./v.yaml',
  'salvos:',
  '  - british: "A1 B1 C1 -> lion #1 3"',
  '  - german: A1 B1 C1 -> no hits',
  '  - british: "D1 E1 F1 -> lion #1 2, light cruiser #1 1"',
  '  - german: D1 E1 F1 -> no hits',
  '',
].join('\n');
const LC = 'variant: ./v.yaml\nsalvos:\n  - british: "A1 B1 C1 -> light cruiser #1 3"\n  - german: A1 B1 C1 -> no hits\n  - british: "D1 E1 F1 -> light cruiser #1 1"\n';

function folder(variant: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-proper-class-'));
  writeFileSync(join(dir, 'v.yaml'), variant);
  writeFileSync(join(dir, 'g.yaml'), RECORD);
  writeFileSync(join(dir, 'g-ru.yaml'), `language: ru\n${RECORD}`);
  writeFileSync(join(dir, 'lc.yaml'), LC);
  writeFileSync(join(dir, 'lc-ru.yaml'), `language: ru\n${LC}`);
  return dir;
}

describe('check: a proper class name keeps its capital mid-sentence', () => {
  it('in English and Russian, where the rules write it so', async () => {
    const dir = folder(VARIANT);
    const en = await runSalvo(dir, ['check', 'g.yaml']);
    expect(en.stdout + en.stderr).toContain('Lion #1: 5 hits on a ship of 4 cells');
    expect(en.stdout + en.stderr).not.toContain('lion #1: ');
    const ru = await runSalvo(dir, ['check', 'g-ru.yaml']);
    expect(ru.stdout + ru.stderr).toContain('Лев №1: 5 попаданий в корабль из 4 клеток');
    // A class name the rules do not capitalise is lowered as before.
    const lc = await runSalvo(dir, ['check', 'lc.yaml']);
    expect(lc.stdout + lc.stderr).toContain('light cruiser #1: 4 hits on a ship of 3 cells');
    const lcRu = await runSalvo(dir, ['check', 'lc-ru.yaml']);
    expect(lcRu.stdout + lcRu.stderr).toContain('лёгкий крейсер №1: 4 попадания в корабль из 3 клеток');
  });

  it('lowered where the variant has no rules to say it is a proper name', async () => {
    const dir = folder(VARIANT.replace(/rules:\n(  .*\n)+/u, ''));
    const en = await runSalvo(dir, ['check', 'g.yaml']);
    expect(en.stdout + en.stderr).toContain('lion #1: 5 hits on a ship of 4 cells');
    const ru = await runSalvo(dir, ['check', 'g-ru.yaml']);
    expect(ru.stdout + ru.stderr).toContain('лев №1: 5 попаданий в корабль из 4 клеток');
  });
});
