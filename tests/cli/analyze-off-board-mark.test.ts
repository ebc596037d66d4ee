/**
 * `salvo analyze` where a shot was called off the board (`J7 H2 K3` on a board of columns A–J):
 * the shot counts in the salvo's size, and the salvo is judged against a best salvo of three, but
 * its row showed only `J7 H2`, two cells and two chances, against a best salvo of three cells,
 * with nothing to say why. Now the row writes the shot as `×` after its cells, and a note under
 * the side's table says what it is (en; ru and pl in games of single shots, where the shot is a
 * row of its own); the JSON says it (`offBoard`), and the PDF as the terminal.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeGame, type SideAnalysis } from '../../src/analysis/analyze.js';
import { analysisRows, formatAnalysis, offBoardNote } from '../../src/analysis/format.js';
import { drawAnalysisReport } from '../../src/render/report-pdf.js';
import { RecordingDrawing } from '../../src/render/record-drawing.js';
import { bruteInferrer } from '../analysis/helpers/brute-infer.js';
import { tinyGame } from '../analysis/helpers/tiny-game.js';
import { tiny } from '../analysis/helpers/tiny.js';
import { runSalvo } from '../helpers/cli.js';

// Red has three guns left when it fires `J7 H2 K3` (tests/cli/analyze-off-board.test.ts).
const JUTLAND = `variant: jutland
fleets:
  blue: { battleship: D4-G4, cruiser: H9-J9, destroyer: [A4-A5, I5-J5] }
  red: { battleship: C4-F7, cruiser: B7-D9, destroyer: [C1-D1, J5-I6] }
salvos:
  - blue: C4 B7 A1 A2 A3 B1 -> battleship 1, cruiser 1
  - red: A10 B10 C10 D10 E10 F10 -> no hits
  - blue: C8 D5 A6 A8 A9 A10 -> battleship 1, cruiser 1
  - red: A1 B1 C1 D1 -> no hits
  - blue: D9 E1 E2 E3 E4 E5 -> cruiser 1
  - red: J7 H2 K3 -> no hits
  - blue: E6 F7 G1 G2 G3 G4 -> battleship 2
`;

const examples = join(import.meta.dirname, '../../examples');

async function run(record: string, args: readonly string[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-off-mark-'));
  await writeFile(join(dir, 'g.yaml'), record);
  const r = await runSalvo(dir, ['analyze', 'g.yaml', '--workers', '1', ...args]);
  expect(r.code).toBe(0);
  return r.stdout;
}

describe('analyze: a shot called off the board is shown in its row', () => {
  it('writes it × after the cells, and says what × is under the side’s table (en, text and JSON)', async () => {
    const [text, json, onBoard] = await Promise.all([run(JUTLAND, []), run(JUTLAND, ['--json']), run(JUTLAND.replace('J7 H2 K3', 'J7 H2 H3'), [])]);
    expect(text).toMatch(/^3 +J7 H2 × +\d+% \d+% +0\.\d\d /mu);
    const red = text.slice(text.indexOf('red firing at blue'));
    expect(red).toContain("\n×: a shot called off the board (salvo 3): it could hit nothing, yet it counts among the salvo's shots, and the best salvo it is judged against has as many\n");
    // Blue's table has no such shot, nor a note.
    expect(text.slice(0, text.indexOf('red firing at blue'))).not.toContain('×');
    // With the third shot on the board, neither.
    expect(onBoard).not.toContain('×');
    const sides = (JSON.parse(json) as { sides: { side: string; salvos: { cells: string[]; offBoard?: number }[] }[] }).sides;
    const reds = sides.find((s) => s.side === 'red')!.salvos;
    expect(reds.map((s) => s.offBoard)).toEqual([undefined, undefined, 1]);
    expect(reds[2]!.cells).toEqual(['J7', 'H2']);
  });

  it('in Морской бой (ru) and Statki (pl), a shot of its own: its row × alone', async () => {
    const morskoy = (await readFile(join(examples, 'morskoy-boy.yaml'), 'utf8')).split('\n').slice(0, 28).join('\n').replace('второй: З2 ->', 'второй: Л2 ->');
    const statki = (await readFile(join(examples, 'statki.yaml'), 'utf8')).split('\n').slice(0, 28).join('\n').replace('tomek: H2 ->', 'tomek: K2 ->');
    const [ru, pl] = await Promise.all([run(`${morskoy}\n`, []), run(`${statki}\n`, [])]);
    expect(ru).toMatch(/^2 +× +0,00 /mu);
    expect(ru).toContain('\n×: выстрел за пределы поля (выстрел 2): он не мог ни во что попасть, но и его сравнивают с лучшим выстрелом\n');
    expect(pl).toMatch(/^ ?2 +× +0,00 /mu);
    expect(pl).toContain('\n×: strzał poza planszę (strzał 2): nie mógł niczego trafić, ale i jego porównano z najlepszym strzałem\n');
  });

  it('sets the mark and the note in the PDF as the terminal writes them', () => {
    const salvos = tinyGame(3);
    const analysis = analyzeGame({ variant: tiny, salvos }, bruteInferrer());
    // The figures of blue's second salvo as a salvo with a shot called off the board gives them.
    const sides = analysis.sides.map((s): SideAnalysis => (s.side !== 'blue' ? s : { ...s, salvos: s.salvos.map((f, i) => (i === 1 ? { ...f, offBoard: 2 } : f)) }));
    const marked = { ...analysis, sides };
    const blue = sides.find((s) => s.side === 'blue')!;
    const row = analysisRows(blue, tiny, (id) => id)[1]!;
    expect(row.cells.slice(-2)).toEqual(['×', '×']);
    const note = offBoardNote(blue)!;
    expect(note).toMatch(/^×: a shot called off the board \(salvo 2\)/u);
    expect(offBoardNote(sides.find((s) => s.side === 'red')!)).toBeUndefined();
    expect(formatAnalysis(marked, tiny, (s) => s, (id) => id)).toContain(`\n${note}\n`);
    const d = new RecordingDrawing();
    drawAnalysisReport(d, { variant: tiny, salvos, analysis: marked, infer: bruteInferrer(), name: (s: string) => s, className: (id: string) => id, title: 'Test' });
    const texts = d.texts().map((t) => t.text);
    expect(texts).toContain(row.cells.join(' '));
    expect(texts.some((t) => t.includes('a shot called off the board (salvo 2)'))).toBe(true);
  });
});
