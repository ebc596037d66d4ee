/**
 * The PDF report of `salvo analyze` on a game where a side has fired nothing yet (blue's first
 * salvo is all there is): that side's charts are of its enemy's waters before its first salvo,
 * and their titles say so, in the report's language, not "after salvo 0" (`после залпа 0`).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

async function pdfOf(record: string, args: readonly string[] = []): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-before-first-'));
  await writeFile(join(dir, 'g.yaml'), record);
  const r = await runSalvo(dir, ['analyze', 'g.yaml', '--workers', '1', '-o', 'report.pdf', ...args]);
  expect(r.code).toBe(0);
  const { items } = await pdfText(new Uint8Array(await readFile(join(dir, 'report.pdf'))));
  return items.map((page) => page.join('\n')).join('\n');
}

describe('analyze -o: the charts of a side that has fired nothing', () => {
  it('in English: before the first salvo, never after salvo 0', async () => {
    const pdf = await pdfOf('variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> no hits\n');
    // Blue's charts are after its salvo 1, red's before its first.
    expect(pdf).toContain('Blue: enemy waters after salvo 1');
    expect(pdf).toContain('Red: enemy waters before the first salvo');
    expect(pdf).toContain('P(ship) % before the first salvo');
    expect(pdf).not.toMatch(/salvo 0\b/u);
  });

  it('in Russian and Polish, in a game of single shots too', async () => {
    const ru = await pdfOf('variant: perelman\nsalvos:\n  - синие: а1 б2 в3 -> попаданий нет\n');
    expect(ru).toContain('«Красные»: воды противника до первого залпа');
    expect(ru).toContain('P(корабль) % до первого залпа');
    expect(ru).not.toMatch(/залпа 0/u);
    const pl = await pdfOf('variant: statki\nsalvos:\n  - ala: A1 -> pudło\n');
    expect(pl).toMatch(/: wody przeciwnika przed pierwszym strzałem/u);
    expect(pl).toContain('P(statek) % przed pierwszym strzałem');
    expect(pl).not.toMatch(/strzale 0/u);
  });
});
