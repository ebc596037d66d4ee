/**
 * The line to write for a cell of one sure reading (`10B`, `8Д`) or a range its results pick
 * (`А1-А4`) is given in every form a salvo's cells are written in, not only the one-line salvo:
 * the structured form on one line, its `cells:` line under the side, a list after the side, a
 * list item of its own; and the line given, written over the one there, reads with no cell error.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { MORSKOY_HEAD } from '../helpers/records.js';

const root = new URL('../..', import.meta.url).pathname;
const variants = new Map<string, Variant>();

beforeAll(async () => {
  for (const name of ['classic-salvo', 'morskoy-boy']) variants.set(name, await loadVariant(name, { cwd: root }));
});

/** The cell errors of `text`: their line and the line they give to write (`writeLine`), and the suggestion in `lang`. */
function cellErrors(text: string, name: string, lang: 'en' | 'ru' = 'en'): { line: number | undefined; write: unknown; suggestion: string | undefined }[] {
  return parseRecord(text, variants.get(name)!)
    .diagnostics.filter((d) => d.code.startsWith('cell-') && d.severity === 'error')
    .map((d) => ({ line: d.line, write: d.parts?.['writeLine'], suggestion: lang === 'en' ? d.suggestion : readingSaid(d, lang)?.suggestion }));
}

/** `text` with line `line` (1-based) written as `write`, its indent kept. */
function rewritten(text: string, line: number, write: string): string {
  const lines = text.split('\n');
  const indent = /^\s*/u.exec(lines[line - 1]!)![0];
  lines[line - 1] = `${indent}${write}`;
  return lines.join('\n');
}

/** The example's third salvo (`- blue: D9 E10 C10 B10 A4 -> …`) written as `salvo`, its B10 as 10B. */
function classic(salvo: string): string {
  const example = readFileSync(`${root}examples/classic-salvo.yaml`, 'utf8');
  const text = example.replace('- blue: D9 E10 C10 B10 A4 -> miss, miss, hit, hit, hit', salvo);
  expect(text).not.toBe(example);
  return text;
}

describe('the line to write in every form of a salvo', () => {
  it('the structured form on one line, its cells a list or a text', () => {
    const list = classic('- { side: blue, cells: [D9, E10, C10, 10B, A4], result: "miss, miss, hit, hit, hit" }');
    const [error] = cellErrors(list, 'classic-salvo');
    expect(error!.suggestion).toBe('did you mean B10? If so, write the line: - { side: blue, cells: [D9, E10, C10, B10, A4], result: "miss, miss, hit, hit, hit" }');
    expect(cellErrors(rewritten(list, error!.line!, String(error!.write)), 'classic-salvo')).toEqual([]);
    const text = classic('- { side: blue, cells: "D9 E10 C10 10B A4", result: "miss, miss, hit, hit, hit" }');
    expect(cellErrors(text, 'classic-salvo')[0]!.suggestion).toBe('did you mean B10? If so, write the line: - { side: blue, cells: "D9 E10 C10 B10 A4", result: "miss, miss, hit, hit, hit" }');
  });

  it('the cells line under the side, and a list after the side', () => {
    const block = classic('- side: blue\n    cells: [D9, E10, C10, 10B, A4]\n    result: miss, miss, hit, hit, hit');
    const [error] = cellErrors(block, 'classic-salvo');
    expect(error!.suggestion).toBe('did you mean B10? If so, write the line: cells: [D9, E10, C10, B10, A4]');
    expect(cellErrors(rewritten(block, error!.line!, String(error!.write)), 'classic-salvo')).toEqual([]);
    const listed = classic('- blue: [D9, E10, C10, 10B, A4]');
    expect(cellErrors(listed, 'classic-salvo')[0]!.suggestion).toBe('did you mean B10? If so, write the line: - blue: [D9, E10, C10, B10, A4]');
  });

  it('a list item of its own, in Russian', () => {
    const text = `${MORSKOY_HEAD}  - side: первый\n    cells:\n      - Е8\n      - "8Д"\n    result: попал, попал\n`;
    const [error] = cellErrors(text, 'morskoy-boy', 'ru');
    expect(error!.suggestion).toBe('может быть, Д8? Если так, напишите строку: - "Д8"');
    expect(cellErrors(rewritten(text, error!.line!, String(error!.write)), 'morskoy-boy')).toEqual([]);
  });

  it("a range in a list: the reading its results pick, each cell an item", () => {
    const text = `${MORSKOY_HEAD}  - { side: первый, cells: [А1-А4], result: "мимо, мимо, мимо, мимо" }\n`;
    const [error] = cellErrors(text, 'morskoy-boy', 'ru');
    expect(error!.suggestion).toMatch(/Ответов столько же, сколько клеток в А1 А2 А3 А4: напишите строку: - \{ side: первый, cells: \[А1, А2, А3, А4\], result: "мимо, мимо, мимо, мимо" \}$/u);
    expect(cellErrors(rewritten(text, error!.line!, String(error!.write)), 'morskoy-boy')).toEqual([]);
  });

  it('no line where the cells that cannot be read are on two lines', () => {
    const text = `${MORSKOY_HEAD}  - side: первый\n    cells:\n      - 8Е\n      - 8Д\n    result: попал, попал\n`;
    expect(cellErrors(text, 'morskoy-boy', 'ru').map((e) => e.suggestion)).toEqual(['может быть, Е8?', 'может быть, Д8?']);
  });
});
