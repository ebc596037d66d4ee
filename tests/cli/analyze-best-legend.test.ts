/**
 * analyze's line saying what the columns hold, where the best salvo is the advice's rather than
 * the one of most expected hits. In Perelman a hit on the hospital ship costs a turn, and the best
 * salvo is valued less that cost (examples/perelman.yaml: Синие's best salvos 21–30 are е2 ж2 and
 * the like, at 0.11–0.18 expected hits, while the hospital's cells, known since salvo 20, were
 * sure hits); where ships need not be sunk (examples/variants/decoys.yaml: a hospital and a
 * decoy), it is chosen by its hits on the ships that must be, its best exp still counting every
 * hit. The legend said "the salvo of as many shots with the most expected hits at that moment" in
 * every game; it now says how the best salvo was chosen, in the text and the PDF, en/ru/pl, as the
 * verdict says how the aim was weighed, and what the `worth` column beside `best exp` holds (each
 * salvo's worth and its best salvo's as the verdict adds them up). Games without such ships keep
 * the legend as it was.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvosApart } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';
import { analysisText } from '../../src/analysis/report-text.js';

const root = resolve(import.meta.dirname, '..', '..');
const DECOYS = join(root, 'examples', 'variants', 'decoys.yaml');

/** The legend line of a text report (`columns:`, `столбцы:`, `kolumny:`). */
function legend(out: string, label: string): string {
  const lines = out.split('\n').filter((l) => l.startsWith(`${label}: `));
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

describe('analyze: the legend says how the best salvo was chosen', () => {
  it('in Perelman, less a lost turn’s worth times its chance of hitting the hospital (or, one shot a turn, of sinking it early); with a decoy, by hits on ships that must be sunk (en/ru/pl, text and PDF)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-best-legend-'));
    // Perelman's example game, its first four salvos; the decoys game of two salvos a side.
    const perelman = (await readFile(join(root, 'examples', 'perelman.yaml'), 'utf8')).split('\n');
    const head = perelman.slice(0, perelman.indexOf('salvos:') + 5).join('\n');
    expect(head.split('\n').filter((l) => l.startsWith('  - ')).length).toBe(4);
    await writeFile(join(dir, 'p.yaml'), `${head}\n`);
    await writeFile(join(dir, 'd.yaml'), `variant: ${JSON.stringify(DECOYS)}\nsalvos:\n  - blue: H2 -> hit cruiser\n  - red: A1 -> miss\n  - blue: H3 -> hit cruiser\n  - red: A2 -> miss\n`);
    const jutland = (await readFile(join(root, 'examples', 'jutland.yaml'), 'utf8')).split('\n');
    await writeFile(join(dir, 'j.yaml'), `${jutland.slice(0, jutland.indexOf('salvos:') + 3).join('\n')}\n`);
    const [pEn, pRu, pPdf, dEn, dPl, dPdf, jEn] = await runSalvosApart(dir, [
      { args: ['analyze', 'p.yaml', '--lang', 'en', '--workers', '1'] },
      { args: ['analyze', 'p.yaml', '--lang', 'ru', '--workers', '1'] },
      { args: ['analyze', 'p.yaml', '--lang', 'ru', '-o', 'p.pdf', '--workers', '1'] },
      { args: ['analyze', 'd.yaml', '--lang', 'en', '--workers', '1'] },
      { args: ['analyze', 'd.yaml', '--lang', 'pl', '--workers', '1'] },
      { args: ['analyze', 'd.yaml', '--lang', 'en', '-o', 'd.pdf', '--workers', '1'] },
      { args: ['analyze', 'j.yaml', '--lang', 'en', '--workers', '1'] },
    ]);
    for (const r of [pEn, pRu, pPdf, dEn, dPl, dPdf, jEn]) expect(r!.code).toBe(0);

    const perelmanEn = legend(pEn!.stdout, 'columns');
    expect(perelmanEn).toContain("; best salvo: the salvo of as many shots with the most expected hits at that moment, less a lost turn's worth (the best salvo's expected hits) times its chance of hitting a protected ship, or, where each hit on it owes its turn anyway (it must be sunk, one shot a turn), of sinking it while another ship is afloat; best exp: its expected hits; worth: the salvo's worth/its best salvo's, as the verdict adds them up: their expected hits, less a lost turn's worth times the chance weighed as for the best salvo (≈: estimated); Σ:");
    const perelmanRu = legend(pRu!.stdout, 'столбцы');
    expect(perelmanRu).toContain('; лучший залп — залп из стольких же выстрелов с наибольшим ожиданием попаданий в тот момент, за вычетом цены потерянного хода (ожидаемых попаданий лучшего залпа), умноженной на вероятность попасть в неприкосновенный корабль, а где каждое попадание в него и так стоит хода (его нужно потопить, по одному выстрелу за ход), — на вероятность потопить его, пока на плаву другой корабль; лучш. ожид. — его ожидаемые попадания; ценность — ценность залпа/лучшего залпа, как их складывает оценка: ожидаемые попадания, за вычетом цены потерянного хода, умноженной на вероятность, взятую так же, как для лучшего залпа (≈ — оценка); Σ');
    // The verdict weighs the aim in the same words.
    expect(pEn!.stdout).toContain("each salvo's less a lost turn's worth times its chance of hitting a protected ship");

    const decoysEn = legend(dEn!.stdout, 'columns');
    // Every salvo of the decoys game is one shot: the legend speaks of shots.
    expect(decoysEn).toContain("; best shot: the shot with the most expected hits on ships that must be sunk at that moment, less a lost turn's worth (the best shot's expected hits) times its chance of hitting a protected ship; best exp: its expected hits, every hit counted; worth: the shot's worth/its best shot's, as the verdict adds them up: their expected hits on ships that must be sunk, less a lost turn's worth times the chance weighed as for the best shot (≈: estimated); Σ:");
    const decoysPl = legend(dPl!.stdout, 'kolumny');
    expect(decoysPl).toContain('; najlepszy strzał — strzał o największej w tej chwili szansie trafienia w statek, który trzeba zatopić, po odjęciu wartości straconej tury (oczekiwanych trafień najlepszego strzału) razy szansa trafienia w statek chroniony; najl. oczek. — jego oczekiwane trafienia, licząc wszystkie trafienia; wartość — wartość strzału/najlepszego strzału, tak jak sumuje je ocena: oczekiwane trafienia w statki, które trzeba zatopić, po odjęciu wartości straconej tury razy szansa liczona tak jak dla najlepszego strzału (≈ — oszacowanie); Σ');

    // A game whose best salvo is the one of most expected hits: the legend as it was.
    const plain = legend(jEn!.stdout, 'columns');
    expect(plain).toBe(analysisText('en', false).columnsLegend);
    expect(plain).toContain('; best salvo: the salvo of as many shots with the most expected hits at that moment; best exp: its expected hits; Σ:');
    // One shot a turn, in Polish: the shot of the greatest chance of a hit, not of the greatest 'expected hit'.
    expect(analysisText('pl', true).columnsLegend).toContain('; najlepszy strzał — strzał o największej szansie trafienia w tej chwili; najl. oczek. — jego oczekiwane trafienia; Σ');
    expect(analysisText('pl', false).columnsLegend).toContain('; najlepsza salwa — salwa z tylu samo strzałów o największej liczbie oczekiwanych trafień w tej chwili; najl. oczek.');

    // The PDF report's legend alike (its lines wrapped: read as one text; set with a capital).
    const flat = async (file: string): Promise<string> => (await pdfText(new Uint8Array(await readFile(join(dir, file))))).items.flat().join(' ').replace(/\s+/gu, ' ');
    expect(await flat('p.pdf')).toContain('умноженной на вероятность попасть в неприкосновенный корабль, а где каждое попадание в него и так стоит хода (его нужно потопить, по одному выстрелу за ход), — на вероятность потопить его, пока на плаву другой корабль; лучш. ожид.');
    const decoysPdf = await flat('d.pdf');
    expect(decoysPdf).toContain("with the most expected hits on ships that must be sunk at that moment, less a lost turn’s worth (the best shot’s expected hits) times its chance of hitting a protected ship; best exp: its expected hits, every hit counted");
  });
});
