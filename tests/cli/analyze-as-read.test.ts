/**
 * `analyze` works on the record as `check` reads it (record/as-read.ts): a line written under the
 * wrong side is analysed as the side's that fired it, two lines written the other way round in the
 * order fired, the salvos after the end of the game not at all; none of their sizes is said to be
 * found wrong by the referee. Each is said among the referee's findings (text, PDF) and in --json's
 * `readAs`; the figures are those of the record written right.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvosApart } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-analyze-as-read-'));
});

const example = (name: string): Promise<string> => readFile(join(process.cwd(), 'examples', `${name}.yaml`), 'utf8');

async function written(name: string, text: string): Promise<string> {
  await writeFile(join(dir, name), text);
  return name;
}

interface Analysed {
  sides: { salvos: { salvo: number }[] }[];
  leftOut: { sizes: number[] };
  readAs?: { wrongSide: unknown[]; swapped: unknown[]; afterEnd: { salvo: number; last: number } | null };
}

/**
 * The commands of a test in one worker thread (started once), each analysis in that thread
 * (--workers 1: the same figures as two): the work of a test is its analyses, not starting threads.
 */
function analyses<const R extends readonly (readonly string[])[]>(runs: R): Promise<{ [K in keyof R]: { code: number; stdout: string; stderr: string } }> {
  return runSalvosApart(dir, runs.map((args) => ({ args: ['analyze', ...args, '--budget', '1', '--workers', '1'] }))) as Promise<{ [K in keyof R]: { code: number; stdout: string; stderr: string } }>;
}
const json = (r: { stdout: string }): Analysed => JSON.parse(r.stdout) as Analysed;
/** The sides' figures without the salvos' numbers in the record (two lines swapped keep theirs as written). */
const figures = (a: Analysed): unknown => a.sides.map((s) => ({ ...s, salvos: s.salvos.map(({ salvo: _salvo, ...rest }) => rest) }));

describe('analyze reads the record as check does', () => {
  it('a line under the wrong side is analysed as the side that fired it, and said so in the text, the PDF and --json', async () => {
    const right = await example('classic-salvo');
    const lines = right.split('\n');
    lines[29] = lines[29]!.replace('- blue: A2 C3', '- red: A2 C3');
    const slip = await written('wrong-side.yaml', lines.join('\n'));
    const [slipped, asWritten, r] = await analyses([[slip, '--json'], [await written('right.yaml', right), '--json'], [slip, '-o', 'report.pdf']]);
    const a = json(slipped);
    expect(a.sides).toEqual(json(asWritten).sides);
    expect(a.readAs?.wrongSide).toEqual([{ salvo: 7, line: 30, salvos: 1, written: 'red', reads: 'blue', sideSalvo: 4 }]);
    const note = "salvo 7 written under red is read as blue's salvo 4, as check reads it";
    expect(r.stdout.split('\n').slice(0, 3)).toContain(note);
    const { items } = await pdfText(new Uint8Array(await readFile(join(dir, 'report.pdf'))));
    expect(items[0]!.join(' ')).toContain('as check reads it');
  }, 300_000);

  it('two lines written the other way round: read in order, no size left out as found wrong', async () => {
    // The game's first 8 salvos (to line 27): the two lines are its salvos 4 and 5, and Jutland's
    // sizes after them tell of the damage, as in the whole game.
    const right = `${(await example('jutland')).split('\n').slice(0, 27).join('\n')}\n`;
    const lines = right.split('\n');
    const i = lines.findIndex((l) => l.includes('- red: A5 A3 B3 B5 B4 D3'));
    [lines[i], lines[i + 1]] = [lines[i + 1]!, lines[i]!];
    const [swapped, asWritten] = await analyses([[await written('swapped.yaml', lines.join('\n')), '--json'], [await written('jutland.yaml', right), '--json']]);
    const a = json(swapped);
    expect(a.leftOut.sizes).toEqual([]);
    expect(figures(a)).toEqual(figures(json(asWritten)));
    expect(a.readAs?.swapped).toEqual([{ salvo: 4, line: i + 1, with: { salvo: 5, line: i + 2 } }]);
  }, 300_000);

  it('salvos after the end: left out, said once, their sizes not said to be found wrong', async () => {
    // Classic Salvo's sizes tell of the ships afloat, as Jutland's of the guns: red, its fleet sunk, owes none.
    const right = await example('classic-salvo');
    const file = await written('after-end.yaml', `${right.trimEnd()}\n  - red: A1 B2 -> miss, miss\n  - blue: A1 -> miss\n`);
    const [r] = await analyses([[file]]);
    expect(r.stdout).not.toContain('the referee finds it wrong');
    expect(r.stdout).toContain('salvos 28–29 (from line 52), fired after the game had ended, are left out, as check reads them\n');
  }, 300_000);
});
