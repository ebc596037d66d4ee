/**
 * `salvo infer --pdf --class`: the class's name inside the handout's sentences as the language
 * writes it: `chance of aircraft carrier per cell`, `certainly an aircraft carrier` (it was `of
 * Aircraft carrier`, `a Aircraft carrier`, as the data has it); `госпиталь` in Russian; a proper
 * name, written with its capital inside a sentence of the variant's own rules (`the Lion`), kept so;
 * a German name kept as the data has it (German capitalizes its nouns).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { heatmapText } from '../../src/render/i18n.js';
import { playTextOf } from '../../src/cli/commands/play-text.js';
import { classInSentence } from '../../src/rules/notation.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

const VARIANT = `id: lesson
languages: [en, ru, de]
name: Lesson
board: { rows: 4, columns: 4 }
fleet:
  - { id: carrier, name: { en: Aircraft carrier, ru: Госпиталь, de: Flugzeugträger }, size: 3 }
  - { id: lion, name: { en: Lion, ru: Лев, de: Löwe }, size: 2 }
placement: { spacing: may-touch }
report: { timing: per-shot, sunk: with-class }
rules:
  en: Each side hides a carrier and the Lion, a battlecruiser of that name.
  ru: Каждая сторона прячет госпиталь и крейсер Лев.
  de: Jede Seite versteckt einen Flugzeugträger und die Löwe.
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }
  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Моя, enemyChart: Чужая }
  de: { miss: Wasser, hit: Treffer, sunk: versenkt, noHits: Wasser, ownChart: Meine, enemyChart: Fremde }
`;

async function handout(cls: string, lang: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-class-name-'));
  writeFileSync(join(dir, 'v.yaml'), VARIANT);
  writeFileSync(join(dir, 'g.yaml'), 'variant: ./v.yaml\nsalvos:\n  - blue: B2 -> hit\n');
  const r = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--class', cls, '--lang', lang, '--pdf', 'heat.pdf']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return (await pdfText(new Uint8Array(readFileSync(join(dir, 'heat.pdf'))))).items.flat().join(' ');
}

describe('infer --pdf --class: the class named mid-sentence as the language writes it', () => {
  it('English: in lower case, with its article (an aircraft carrier)', async () => {
    const text = await handout('carrier', 'en');
    expect(text).toContain('chance of aircraft carrier per cell');
    expect(text).toContain('Chance of aircraft carrier on the cell');
    expect(text).not.toContain('Aircraft carrier');
    // The legend's marks of certainty (none shown after one shot) with the article the name takes.
    expect(heatmapText('en').legend('aircraft carrier')).toContain('■ certainly an aircraft carrier; blank: certainly no aircraft carrier');
    expect(heatmapText('en').legend('U-boat')).toContain('■ certainly a U-boat');
    expect(heatmapText('en').legend('cruiser')).toContain('■ certainly a cruiser');
  });

  it('Russian: in lower case (госпиталь); the proper name Лев, capitalized in the rules, kept', async () => {
    expect(await handout('carrier', 'ru')).toContain('вероятность, что в клетке госпиталь,');
    expect(await handout('lion', 'ru')).toContain('вероятность, что в клетке Лев,');
  });

  it('a proper name kept, German kept as the data has it, a name in lower case already unchanged', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-class-name-'));
    writeFileSync(join(dir, 'v.yaml'), VARIANT);
    writeFileSync(join(dir, 'bare.yaml'), VARIANT.replace(/rules:\n(  .*\n)+/u, ''));
    const v = await loadVariant('./v.yaml', { cwd: dir });
    expect(classInSentence(v, 'en', 'lion')).toBe('Lion');
    expect(classInSentence(v, 'en', 'carrier')).toBe('aircraft carrier');
    expect(classInSentence(v, 'de', 'carrier')).toBe('Flugzeugträger');
    expect(classInSentence(v, 'ru', 'carrier')).toBe('госпиталь');
    // With no rules saying so, a capitalized name is a class's name, lowered.
    const bare = await loadVariant('./bare.yaml', { cwd: dir });
    expect(classInSentence(bare, 'en', 'lion')).toBe('lion');
  });
});

describe('infer --class (terminal): the class named mid-sentence as the printed handout has it', () => {
  const WITH_PL = VARIANT.replace('languages: [en, ru, de]', 'languages: [en, ru, de, pl]')
    .replace('de: Flugzeugträger }', 'de: Flugzeugträger, pl: Lotniskowiec }')
    .replace('de: Löwe }', 'de: Löwe, pl: Lew }')
    .replace('  de: Jede Seite', '  pl: Każda strona chowa lotniskowiec i krążownik Lew.\n  de: Jede Seite')
    .replace(
      "  de: { miss: Wasser,",
      '  pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moja, enemyChart: Obca }\n  de: { miss: Wasser,',
    );

  async function report(cls: string, lang: string): Promise<string> {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-class-name-'));
    writeFileSync(join(dir, 'v.yaml'), WITH_PL);
    writeFileSync(join(dir, 'g.yaml'), 'variant: ./v.yaml\nsalvos:\n  - blue: B2 -> hit\n');
    const r = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--class', cls, '--lang', lang]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    return r.stdout;
  }

  it('English: in lower case in the title, with its article in the legend', async () => {
    const out = await report('carrier', 'en');
    expect(out).toContain('Chance of aircraft carrier per cell (%)');
    expect(out).not.toContain('Chance of Aircraft carrier');
    expect(out).not.toContain('a Aircraft carrier');
    expect(out).not.toContain('a aircraft carrier');
    // The legend's mark of certainty (not shown after one shot) takes the article the name takes.
    const dir = mkdtempSync(join(tmpdir(), 'salvo-class-name-'));
    writeFileSync(join(dir, 'v.yaml'), WITH_PL);
    const v = await loadVariant('./v.yaml', { cwd: dir });
    const legend = playTextOf(v, 'en').hint.legend;
    expect(legend(classInSentence(v, 'en', 'carrier'), '·')).toContain('■ certainly an aircraft carrier');
    expect(legend('cruiser', '·')).toContain('■ certainly a cruiser');
    // A proper name, capitalized in the variant's rules, keeps its capital.
    expect(await report('lion', 'en')).toContain('Chance of Lion per cell (%)');
  });

  it('Russian and Polish: in lower case; German as the data has it', async () => {
    expect(await report('carrier', 'ru')).toContain('Вероятность, что в клетке госпиталь, %');
    expect(await report('carrier', 'pl')).toContain('Szansa, że na polu jest lotniskowiec, %');
    expect(await report('lion', 'ru')).toContain('Вероятность, что в клетке Лев, %');
    expect(await report('lion', 'pl')).toContain('Szansa, że na polu jest Lew, %');
    expect(await report('carrier', 'de')).toContain('Flugzeugträger');
  });
});
