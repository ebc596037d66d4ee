/**
 * `suggest --goal information` on a single shot gave two information figures for the same shot,
 * unlabelled: `information 0.92 bits` beside the cell and `expected information 1.20 bits (exact)`
 * under it (Statki, tomek's turn after B2 hit). The first is the entropy of hit or miss at the
 * cell (of miss or the class hit where each shot's answer names it), the second that of the whole
 * answer, which may also say a ship sunk. Each now says which it is, in English, Russian and
 * Polish; the hits goal's line, with no figure beside the cells, as before.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatSuggestion } from '../../src/analysis/format.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import { runSalvo } from '../helpers/cli.js';
import { makeVariant } from '../helpers/make-variant.js';

const binary = (p: number): number => (p <= 0 || p >= 1 ? 0 : -(p * Math.log2(p) + (1 - p) * Math.log2(1 - p)));

describe('suggest --goal information: which information each figure is', () => {
  it('labels the cell hit or miss and the line under it the whole answer (en/pl), on the CLI', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-info-labels-'));
    const run = (args: string[]): ReturnType<typeof runSalvo> => runSalvo(dir, args);
    expect((await run(['new', 'statki', '--sides', 'ala,tomek', '-o', 'statki.yaml'])).code).toBe(0);
    expect((await run(['record', 'statki.yaml', 'ala', 'A1', '-r', 'pudło'])).code).toBe(0);
    expect((await run(['record', 'statki.yaml', 'tomek', 'B2', '-r', 'trafiony'])).code).toBe(0);
    const args = ['suggest', 'statki.yaml', '--side', 'tomek', '--goal', 'information'];
    const json = JSON.parse((await run([...args, '--json'])).stdout) as { cells: string[]; probabilities: number[]; cellBits: number[]; expectedBits: number; exact: boolean };
    expect(json.cells).toHaveLength(1);
    // The cell's figure is hit or miss, worked here from its chance; the whole answer's (hit, miss or sunk) is more.
    expect(json.cellBits[0]!).toBeCloseTo(binary(json.probabilities[0]!), 12);
    expect(json.exact).toBe(true);
    expect(json.expectedBits).toBeGreaterThan(json.cellBits[0]! + 0.05);
    const cell = json.cells[0]!;
    const pct = Math.round(json.probabilities[0]! * 100);
    const en = (await run([...args, '--lang', 'en'])).stdout;
    expect(en).toContain(`  ${cell.padEnd(5)} P(hit) ${pct}%  information ${json.cellBits[0]!.toFixed(2)} bits (hit or miss)\n`);
    expect(en).toMatch(new RegExp(`^expected hits [\\d.]+, expected information of the whole answer ${json.expectedBits.toFixed(2)} bits \\(exact\\)$`, 'mu'));
    const pl = (await run([...args, '--lang', 'pl'])).stdout;
    expect(pl).toContain(`P(trafienia) ${pct}%  informacja ${json.cellBits[0]!.toFixed(2).replace('.', ',')} bita (trafienie czy pudło)\n`);
    expect(pl).toMatch(new RegExp(`, oczekiwana informacja całej odpowiedzi: ${json.expectedBits.toFixed(2).replace('.', ',')} bita \\(dokładnie\\)$`, 'mu'));
    // The hits goal gives no figure beside the cells: its line is as before.
    const hits = (await run(['suggest', 'statki.yaml', '--side', 'tomek', '--lang', 'en'])).stdout;
    expect(hits).toMatch(/^expected hits [\d.]+, expected information [\d.]+ bits \(exact\)$/mu);
    expect(hits).not.toContain('whole answer');
    expect(hits).not.toContain('hit or miss');
  });

  it('says miss or the class hit where each shot’s answer names the class (en/ru)', () => {
    const base = { goal: 'information' as const, owed: { min: 1, max: 1 }, cells: [0], probabilities: [0.5], cellBits: [1.5], expectedHits: 0.5, expectedBits: 1.5, informationExact: true, exact: true, notes: [] };
    const named = makeVariant({ report: { timing: 'per-shot', sunk: 'with-class', hitClass: true } });
    expect(formatSuggestion(base, named, 'red').split('\n')[1]).toBe('  A1    P(hit) 50%  information 1.50 bits (miss or the class hit)');
    expect(formatSuggestion(base, named, 'red')).toContain('expected information of the whole answer 1.50 bits (exact)');
    const ru = formatSuggestion(base, named, 'red', suggestText('ru'));
    expect(ru).toContain('информация 1,50 бита (промах или класс подбитого корабля)');
    expect(ru).toContain('ожидаемая информация всего ответа: 1,50 бита (точно)');
    const plain = makeVariant();
    expect(formatSuggestion(base, plain, 'red', suggestText('ru'))).toContain('информация 1,50 бита (попадание или промах)');
  });
});
