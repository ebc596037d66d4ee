/**
 * A line naming a side the game does not have (`- green: …` in a blue-and-red game) is one fault,
 * told at it (`unknown-side`): the line is left out, and no `salvo-missing` is told at the line
 * after it as well, as if a salvo had been left out there too.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';

describe('a line under a side the game does not have', () => {
  it('is told once, at the line, and the line after it is not read as after a salvo left out', async () => {
    const variant = await loadVariant('classic-salvo', { cwd: process.cwd() });
    const text = readFileSync('examples/classic-salvo.yaml', 'utf8');
    // The first of blue's lines, and each one in turn of the first few, under "green".
    const lines = text.split('\n');
    const blue = lines.flatMap((l, i) => (/^ {2}- blue:/u.test(l) ? [i] : [])).slice(0, 3);
    expect(blue.length).toBe(3);
    for (const i of blue) {
      const written = lines.map((l, j) => (j === i ? l.replace('- blue:', '- green:') : l)).join('\n');
      const parsed = parseRecord(written, variant, { file: 'g.yaml' });
      const report = refereeRecord(parsed, variant);
      const codes = [...parsed.diagnostics.map((d) => d.code), ...report.breaches.map((b) => b.code)];
      expect(codes).toContain('unknown-side');
      expect(codes).not.toContain('salvo-missing');
      // The error says what became of the line: kept, no side's, not judged.
      const side = parsed.diagnostics.find((d) => d.code === 'unknown-side')!;
      expect(side.message).toBe(`"green" is not a side of this game; the line stays in the file but is read as neither side's and not judged`);
      expect(readingSaid(side, 'ru')?.message).toBe('«green» — не сторона этой партии; строка остаётся в файле, но не засчитывается ни одной из сторон и не проверяется');
      expect(readingSaid(side, 'pl')?.message).toBe('„green” nie jest stroną tej gry; wiersz zostaje w pliku, ale nie jest przypisany żadnej ze stron ani sprawdzany');
      expect(readingSaid(side, 'ru')?.suggestion).toBe('стороны — blue и red');
    }
    // The record as written has neither.
    const parsed = parseRecord(text, variant, { file: 'g.yaml' });
    const asIs = refereeRecord(parsed, variant);
    expect([...parsed.diagnostics.map((d) => d.code), ...asIs.breaches.map((b) => b.code)]).toEqual([]);
  });
});

describe('the sizes a lost line leaves unjudged', () => {
  it('are one warning, at the first of them, listing the others', async () => {
    const variant = await loadVariant('classic-salvo', { cwd: process.cwd() });
    const lines = readFileSync('examples/classic-salvo.yaml', 'utf8').split('\n');
    const i = lines.findIndex((l) => /^ {2}- blue:/u.test(l));
    const written = lines.map((l, j) => (j === i ? l.replace('- blue:', '- green:') : l)).join('\n');
    const parsed = parseRecord(written, variant, { file: 'g.yaml' });
    const report = refereeRecord(parsed, variant);
    const sizes = report.warnings.filter((w) => w.code === 'size-unjudged');
    expect(sizes.length).toBe(1);
    const [w] = sizes;
    const listed = /salvos ([\d, ]+) and (\d+)$/u.exec(w!.message)!;
    const later = [...listed[1]!.split(', '), listed[2]!].map(Number);
    // Every one listed is a later line of red's that fired fewer shots than its first salvo; the warning stands at the first.
    const red = parsed.sources.salvos.filter((s, t) => parsed.record.salvos[t]!.side === 'red').map((s) => s.item);
    expect(later.every((n) => red.includes(n) && n > w!.salvo!)).toBe(true);
    expect(later.length).toBeGreaterThan(3);
    const text = later.slice(0, -1).join(', ');
    expect(w!.said?.ru?.message).toContain(`; по той же причине не проверено и число выстрелов в залпах ${text} и ${later.at(-1)}`);
    expect(w!.said?.pl?.message).toContain(`; z tego samego powodu nie sprawdzono też liczby strzałów w salwach ${text} i ${later.at(-1)}`);
  });
});
