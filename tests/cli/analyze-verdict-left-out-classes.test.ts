/**
 * analyze's verdict where a variant has a hospital ship (protected, need not be sunk) AND a decoy
 * (need not be sunk, not protected): the weighed wording names every class whose hits are left
 * out, not "that ship", the protected one alone, in English (the text and the JSON), Russian and
 * Polish, and in the PDF report (examples/variants/decoys.yaml). A single protected ship that need not be sunk
 * (Skagerrak's hospital) keeps "that ship" (tests/analysis/hospital-need-not-sink.test.ts).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvosApart } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

const DECOYS = resolve(import.meta.dirname, '..', '..', 'examples', 'variants', 'decoys.yaml');

describe('analyze: the verdict names every class that need not be sunk', () => {
  it('names the hospital and the decoy in English, Russian, Polish and the JSON', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-left-out-classes-'));
    await writeFile(join(dir, 'g.yaml'), `variant: ${JSON.stringify(DECOYS)}\nsalvos:\n  - blue: H2 -> hit cruiser\n  - red: A1 -> miss\n  - blue: H3 -> hit cruiser\n  - red: A2 -> miss\n`);
    const [en, ru, pl, json] = await runSalvosApart(dir, [
      { args: ['analyze', 'g.yaml', '--lang', 'en', '--workers', '1'] },
      { args: ['analyze', 'g.yaml', '--lang', 'ru', '--workers', '1'] },
      { args: ['analyze', 'g.yaml', '--lang', 'pl', '--workers', '1'] },
      { args: ['analyze', 'g.yaml', '--json', '--workers', '1'] },
      { args: ['analyze', 'g.yaml', '--lang', 'pl', '-o', 'r.pdf', '--workers', '1'] },
    ]);
    const verdicts = (out: string, label: string): string[] => out.split('\n').filter((l) => l.startsWith(`${label}: `));
    const english = verdicts(en!.stdout, 'verdict');
    expect(english).toHaveLength(2);
    for (const v of english) {
      expect(v).toContain("less a lost turn's worth times its chance of hitting a protected ship, and its hits on the Hospital and Decoy, which need not be sunk, not counted;");
      expect(v).not.toContain('that ship');
    }
    const russian = verdicts(ru!.stdout, 'оценка');
    expect(russian).toHaveLength(2);
    for (const v of russian) {
      expect(v).toContain('за вычетом цены потерянного хода, умноженной на вероятность попасть в неприкосновенный корабль, и без попаданий в корабли «Госпиталь» и «Ложная цель»: их не нужно топить;');
      expect(v).not.toContain('без попаданий в него');
    }
    const polish = verdicts(pl!.stdout, 'ocena');
    expect(polish).toHaveLength(2);
    for (const v of polish) {
      expect(v).toContain('po odjęciu wartości straconej tury razy szansa trafienia w statek chroniony, i bez trafień w statki „Szpital” i „Wabik”: nie trzeba ich zatapiać;');
      expect(v).not.toContain('bez trafień w niego');
    }
    const report = JSON.parse(json!.stdout) as { sides: { verdict: { text: string } }[] };
    expect(report.sides).toHaveLength(2);
    for (const s of report.sides) expect(s.verdict.text).toContain('and its hits on the Hospital and Decoy, which need not be sunk, not counted;');
    // The PDF report's verdicts alike (its lines wrapped: read as one text).
    const pdf = (await pdfText(new Uint8Array(await readFile(join(dir, 'r.pdf'))))).items.flat().join(' ').replace(/\s+/gu, ' ');
    expect(pdf.split('i bez trafień w statki „Szpital” i „Wabik”: nie trzeba ich zatapiać;')).toHaveLength(3);
    expect(pdf).not.toContain('bez trafień w niego');
  });
});
