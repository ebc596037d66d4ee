/**
 * `salvo infer` names the target side once where the record names the side by its player
 * (`tomek: Tomek`): `„tomek”`, as the pad and the analysis report name it, not `„tomek” (Tomek)`,
 * in the terminal report and the heatmap PDF's title, in English, Russian and Polish; a side named
 * otherwise than its player (`red: Ben`) keeps its player after it, as show names it.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

const VARIANT = (lang: string, words: string): string =>
  `id: lesson\nlanguages: [${lang}]\nname: Lesson\nboard: { rows: 4, columns: 4 }\nfleet:\n  - { id: three, name: Three, size: 3 }\n  - { id: two, name: Two, size: 2 }\nplacement: { spacing: may-touch }\nreport: { timing: per-shot, sunk: with-class }\nwords:\n  ${lang}: ${words}\n`;

const WORDS: Record<string, string> = {
  en: '{ miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
  ru: '{ miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Моя, enemyChart: Чужая }',
  pl: '{ miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moja, enemyChart: Wroga }',
};
const HIT: Record<string, string> = { en: 'hit', ru: 'попал', pl: 'trafiony' };

async function heading(lang: string, sides: string, target: string): Promise<{ line: string; pdf: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-side-once-'));
  writeFileSync(join(dir, 'v.yaml'), VARIANT(lang, WORDS[lang]!));
  const first = sides.split('\n')[0]!.split(':')[0]!;
  writeFileSync(join(dir, 'g.yaml'), `variant: ./v.yaml\nsides:\n${sides.split('\n').map((l) => `  ${l}`).join('\n')}\nsalvos:\n  - ${first}: B2 -> ${HIT[lang]}\n`);
  const r = await runSalvo(dir, ['infer', 'g.yaml', '--target', target, '--pdf', 'heat.pdf']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const items = (await pdfText(new Uint8Array(readFileSync(join(dir, 'heat.pdf'))))).items.flat();
  return { line: r.stdout.split('\n')[0]!, pdf: items.join(' ') };
}

describe('infer: a side named by its player is named once', () => {
  it('in English', async () => {
    const h = await heading('en', 'ann: Ann\nben: Ben', 'ben');
    expect(h.line).toBe("Lesson: ben's fleet after 1 shot against it, to shot 1 of the game (ann's 1st)");
    expect(h.pdf).toContain('Lesson — ben: chance of a ship per cell, after 1 shot');
    expect(h.pdf).not.toContain('(Ben)');
  });

  it('in Russian', async () => {
    const h = await heading('ru', 'аня: Аня\nвеня: Веня', 'веня');
    expect(h.line.replace(/ \((last in the game|последний в партии|ostatni w grze) — .*\)$/u, '')).toBe('Lesson: флот стороны «веня» после 1 выстрела по нему');
    expect(h.pdf).toContain('Lesson — «веня»: вероятность, что в клетке корабль, после 1 выстрела');
    expect(h.pdf).not.toContain('(Веня)');
  });

  it('in Polish', async () => {
    const h = await heading('pl', 'ala: Ala\ntomek: Tomek', 'tomek');
    expect(h.line.replace(/ \((last in the game|последний в партии|ostatni w grze) — .*\)$/u, '')).toBe('Lesson: flota strony „tomek” po 1 strzale do niej');
    expect(h.pdf).toContain('Lesson — „tomek”: szansa, że na polu jest statek, po 1 strzale');
    expect(h.pdf).not.toContain('(Tomek)');
  });

  it('a player other than the side is still named after it', async () => {
    const h = await heading('pl', 'ala: Ala\nczerwoni: Tomek', 'czerwoni');
    expect(h.line.replace(/ \((last in the game|последний в партии|ostatni w grze) — .*\)$/u, '')).toBe('Lesson: flota strony „czerwoni” (Tomek) po 1 strzale do niej');
    expect(h.pdf).toContain('Lesson — „czerwoni” (Tomek): szansa');
  });
});
