/**
 * `salvo infer --pdf` as a handout: the page is titled with the game's name and the side as
 * `salvo show` names it (`red (Ben)`), says "after 1 shot" for one (one shot a salvo: shots are
 * counted in every language), and is worded in the record's
 * language, as the pad is (English, Russian, Polish), with the count read back from the same run.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { heatmapText } from '../../src/render/i18n.js';
import { runSalvo } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

const VARIANT = (lang: string, words: string): string =>
  `id: lesson\nlanguages: [${lang}]\nname: Lesson\nboard: { rows: 4, columns: 4 }\nfleet:\n  - { id: three, name: Three, size: 3 }\n  - { id: two, name: Two, size: 2 }\nplacement: { spacing: may-touch }\nreport: { timing: per-shot, sunk: with-class }\nwords:\n  ${lang}: ${words}\n`;

async function handout(lang: string, words: string, salvos: string): Promise<{ text: string; count: string; stdout: string; docLang: string | undefined }> {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-handout-'));
  writeFileSync(join(dir, 'v.yaml'), VARIANT(lang, words));
  writeFileSync(join(dir, 'g.yaml'), `variant: ./v.yaml\nsides:\n  blue: Ann\n  red: Ben\nsalvos:\n${salvos}`);
  const r = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--pdf', 'heat.pdf']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const json = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--json']);
  const count = (JSON.parse(json.stdout) as { count: string }).count;
  const bytes = readFileSync(join(dir, 'heat.pdf'));
  const items = (await pdfText(new Uint8Array(bytes))).items.flat();
  // The document's language, in its catalog (`/Lang (ru)`), as the pad and the analysis report give theirs.
  const docLang = /\/Lang \((\w+)\)/u.exec(bytes.toString('latin1'))?.[1];
  return { text: items.join(' '), count, stdout: r.stdout, docLang };
}

describe('infer --pdf: a handout', () => {
  it('names the game and the player, and one shot as one (one shot a salvo: shots, as in Russian and Polish)', async () => {
    const h = await handout('en', '{ miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }', '  - blue: B2 -> hit\n');
    expect(h.text).toContain(`Lesson — red (Ben): chance of a ship per cell, after 1 shot (exact; ${h.count} layouts)`);
    expect(h.text).not.toMatch(/1 shots|salvo/u);
    // The terminal names the side as the handout does.
    expect(h.stdout).toContain("Lesson: the fleet of red (Ben) after 1 shot against it");
    expect(h.text).toContain('Legend: X fired, a ship (certain)');
    expect(h.docLang).toBe('en');
  });

  it('is worded in Russian for a Russian game, as its pad is', async () => {
    const h = await handout('ru', '{ miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Моя, enemyChart: Чужая }', '  - blue: B2 -> попал\n  - red: A1 -> мимо\n  - blue: C2 -> мимо\n  - red: A2 -> мимо\n  - blue: D4 -> мимо\n');
    // The side by the variant's Russian name for it (a default variant side: Красные), as show names it.
    // One shot a salvo: the handout counts shots, as the terminal report and play do.
    expect(h.text).toContain('Lesson — «Красные» (Ben): вероятность, что в клетке корабль, после 3 выстрелов (точно;');
    expect(h.text).toContain('Обозначения: X — выстрел, корабль (наверняка)');
    expect(h.text).not.toMatch(/chance|salvo|Legend/u);
    // The terminal report is in Russian too (one shot a salvo: shots are counted, as play does).
    expect(h.stdout).toContain('Lesson: флот стороны «Красные» (Ben) после 3 выстрелов по нему');
    // Tagged Russian (it had no language at all).
    expect(h.docLang).toBe('ru');
  });

  it('is worded in Polish for a Polish game', async () => {
    const h = await handout('pl', '{ miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moja, enemyChart: Wroga }', '  - blue: B2 -> trafiony\n');
    expect(h.text).toContain('Lesson — „Czerwoni” (Ben): szansa, że na polu jest statek, po 1 strzale (dokładnie;');
    expect(h.stdout).toContain('Lesson: flota strony „Czerwoni” (Ben) po 1 strzale do niej');
    expect(h.text).toContain('Oznaczenia: X — strzał, statek (na pewno)');
    expect(h.docLang).toBe('pl');
  });
});

describe('infer --pdf: an estimate', () => {
  it('gives the sampled count as the terminal does, to the digits its standard error allows, never all its digits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-handout-'));
    const file = join(import.meta.dirname, '..', '..', 'examples', 'classic-1967.yaml');
    const r = await runSalvo(dir, ['infer', file, '--target', 'red', '--after', '1', '--budget', '1', '--pdf', 'heat.pdf']);
    expect(r.code).toBe(0);
    const about = /Consistent layouts: about (.+?) \(NOT exact/u.exec(r.stdout);
    expect(about).not.toBeNull();
    const text = (await pdfText(new Uint8Array(readFileSync(join(dir, 'heat.pdf'))))).items.flat().join(' ');
    expect(text).toContain(`(sampled; about ${about![1]!} layouts)`);
    expect(text).not.toMatch(/\d{1,3}(,\d{3}){3,} layouts/u);
  });
});

describe('heatmapText: plural forms', () => {
  const exact = (n: bigint) => ({ kind: 'exact' as const, layouts: n });
  it('Russian: after 1 and 21 salvos the singular genitive, else the plural; layouts in three forms', () => {
    const ru = heatmapText('ru');
    const t = (salvos: number, n: bigint): string => ru.title({ game: 'G', side: 'S', salvos, count: exact(n) });
    expect(t(1, 1n)).toBe('G — S: вероятность, что в клетке корабль, после 1 залпа (точно; 1 расстановка)');
    expect(t(21, 3n)).toContain('после 21 залпа (точно; 3 расстановки)');
    expect(t(2, 12n)).toContain('после 2 залпов (точно; 12 расстановок)');
    expect(t(11, 22n)).toContain('после 11 залпов (точно; 22 расстановки)');
    expect(t(5, 2686n)).toContain('(точно; 2\u00a0686 расстановок)');
  });
  it('Polish: po 1 salwie, po N salwach; rozstawienie, rozstawienia, rozstawień (the word infer says)', () => {
    const pl = heatmapText('pl');
    const t = (salvos: number, n: bigint): string => pl.title({ game: 'G', side: 'S', salvos, count: exact(n) });
    expect(t(1, 1n)).toBe('G — S: szansa, że na polu jest statek, po 1 salwie (dokładnie; 1 rozstawienie)');
    expect(t(2, 3n)).toContain('po 2 salwach (dokładnie; 3 rozstawienia)');
    expect(t(3, 12n)).toContain('(dokładnie; 12 rozstawień)');
    expect(t(3, 21n)).toContain('(dokładnie; 21 rozstawień)');
    expect(t(3, 22n)).toContain('(dokładnie; 22 rozstawienia)');
  });
  it('an estimate as Russian and Polish write numbers', () => {
    const sampled = { kind: 'sampled' as const, about: '6.3 × 10^25' };
    expect(heatmapText('ru').title({ game: 'G', side: 'S', salvos: 5, count: sampled })).toContain('(по выборке; около 6,3 × 10^25 расстановок)');
    expect(heatmapText('pl').title({ game: 'G', side: 'S', salvos: 5, count: { kind: 'sampled', about: '1,234,000' } })).toContain('(z próby; około 1\u00a0234\u00a0000 rozstawień)');
  });
  it('English for any other language', () => {
    expect(heatmapText('de').title({ game: 'G', side: 'S', salvos: 2, count: { kind: 'unknown' } })).toBe('G — S: chance of a ship per cell, after 2 salvos (layouts unknown: out of reach)');
  });
});
