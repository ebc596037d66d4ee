/**
 * `salvo analyze -o`: the report's title, printed at its head and given as the document's (a
 * viewer's window shows it), names the game by its two sides as the report names them, each with
 * its player, in the report's language, with when and where it was played after the variant under
 * it; before, it was the record's file path (`Analysis of examples/jutland.yaml`), which says
 * nothing on paper. A title too wide for the page goes on as many lines as it needs.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { pdfPlacedText, pdfText, pdfTitle } from '../render/raster.js';

async function reportOf(record: string, args: readonly string[] = []): Promise<{ title: string | undefined; first: string[]; bytes: Uint8Array }> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-analyze-title-'));
  await writeFile(join(dir, 'game-7.yaml'), record);
  const r = await runSalvo(dir, ['analyze', 'game-7.yaml', '--workers', '1', '-o', 'report.pdf', ...args]);
  expect(r.code).toBe(0);
  const bytes = new Uint8Array(await readFile(join(dir, 'report.pdf')));
  const { items } = await pdfText(bytes);
  return { title: await pdfTitle(bytes), first: items[0]!, bytes };
}

describe('analyze -o: the title of the report', () => {
  it('in English: the sides and their players, then the variant, the date and the place; not the file', async () => {
    const { title, first } = await reportOf(
      'variant: jutland\nsides: { blue: Lt. Hartley, red: Miss Crane }\ndate: 1923-05-31\nplace: Wardroom, HMS Iron Duke\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> no hits\n',
    );
    expect(title).toBe('Analysis: blue (Lt. Hartley) vs red (Miss Crane)');
    expect(first[0]).toBe(title);
    expect(first[1]).toBe('Variant: Jutland · 1923-05-31 · Wardroom, HMS Iron Duke');
    expect(first.join('\n')).not.toContain('game-7');
  });

  it('in Russian and Polish: a dash between the sides, the names in quotes and not declined; a side named by its player named once', async () => {
    const ru = await reportOf('variant: perelman\nlanguage: ru\nsides:\n  синие: Петя\n  красные: Вася\nplace: пионерский лагерь «Орлёнок»\nsalvos:\n  - синие: а1 б2 в3 -> попаданий нет\n');
    expect(ru.title).toBe('Разбор партии: «синие» (Петя) — «красные» (Вася)');
    expect(ru.first[0]).toBe(ru.title);
    expect(ru.first[1]).toMatch(/^Игра: .+ · пионерский лагерь «Орлёнок»$/u);
    const pl = await reportOf('variant: statki\nlanguage: pl\nsides:\n  ala: Ala\n  tomek: Tomek\ndate: 2004-11-20\nsalvos:\n  - ala: A1 -> pudło\n');
    expect(pl.title).toBe('Analiza gry: „ala” – „tomek”');
    expect(pl.first[1]).toBe('Gra: Statki · 2004-11-20');
  });

  it('a record that names no players: the sides alone, and the variant alone under them', async () => {
    const { title, first } = await reportOf('variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> no hits\n');
    expect(title).toBe('Analysis: blue vs red');
    expect(first[1]).toBe('Variant: Jutland');
  });

  it('a title wider than the page goes on two lines within the margins, the whole of it the document’s title', async () => {
    const long = 'Admiral Sir John Rushworth Jellicoe, First Earl Jellicoe';
    const { title, first, bytes } = await reportOf(`variant: jutland\nsides:\n  blue: "${long}"\n  red: Admiral Reinhard Scheer of the High Seas Fleet\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> no hits\n`);
    expect(title).toBe(`Analysis: blue (${long}) vs red (Admiral Reinhard Scheer of the High Seas Fleet)`);
    const lines = first.slice(0, first.findIndex((x) => x.startsWith('Variant:')));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(title);
    const placed = await pdfPlacedText(bytes, 1);
    for (const line of lines) {
      const at = placed.find((p) => p.text === line)!;
      expect(at.x).toBeGreaterThanOrEqual(15 - 0.01);
      expect(at.x + at.width).toBeLessThanOrEqual(210 - 15 + 0.01);
    }
    // The lines below the title are set down as far: the variant's under the title's last line.
    const variant = placed.find((p) => p.text.startsWith('Variant:'))!;
    expect(variant.y).toBeGreaterThan(placed.find((p) => p.text === lines.at(-1))!.y);
  });
});
