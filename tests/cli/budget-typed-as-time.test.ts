/**
 * `--budget` typed as a time (`10s`, `1.5min`, `500ms`, `10 с`), with thousands set apart
 * (`60 000`, `60_000`, `60,000`) or in thousands (`60k`): the usage error (exit 2) names the whole
 * number meant and says the budget is work, not time, in the command's language; it was told only
 * that a whole number was needed. Never read as meant. Anything else is refused as before.
 * analyze, suggest, infer and count alike.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageRefused } from '../helpers/cli.js';
import { budgetMeant } from '../../src/cli/commands/game-common.js';

const root = join(import.meta.dirname, '..', '..');
const example = (name: string): string => join(root, 'examples', name);

const usage = (args: string[]): Promise<string> => usageRefused(root, args);

describe('--budget typed as a time or with thousands set apart', () => {
  it('reads the number meant, and nothing else', () => {
    const typed = ['10s', '10 s', '1.5min', '2m', '500ms', '10 с', '3 сек', '2 мин', '10sek', '60k', '60 000', '60_000', '60,000', '1\u00a0000\u00a0000', '0,5s'];
    expect(typed.map(budgetMeant)).toEqual([10_000, 10_000, 90_000, 120_000, 500, 10_000, 3000, 120_000, 10_000, 60_000, 60_000, 60_000, 60_000, 1_000_000, 500]);
    for (const other of ['abc', '10x', '0s', '0.0001s', '60 00', '6,0000', '60 000_000', '-5s', '60.000', '']) expect(budgetMeant(other), other).toBeUndefined();
  });

  it('English (analyze on Jutland): names the number meant, and says the budget is work', async () => {
    expect(await usage(['analyze', example('jutland.yaml'), '--budget', '10s'])).toBe(
      'salvo: --budget takes a whole number from 1, not "10s": units of about a millisecond of work on a 2-core machine (work, not time); did you mean --budget 10000?\n',
    );
  });

  it('Polish (infer on Statki), Russian (suggest on Perelman, count perelman)', async () => {
    expect(await usage(['infer', example('statki.yaml'), '--target', 'tomek', '--budget', '60 000'])).toBe(
      'salvo: --budget: potrzebna liczba całkowita od 1, nie „60 000”: jednostki pracy około milisekundy na maszynie dwurdzeniowej (praca, nie czas); czy chodziło o --budget 60000?\n',
    );
    const ru = 'единицы работы примерно в миллисекунду на двухъядерной машине (работа, а не время); может быть, --budget 2000?\n';
    expect(await usage(['suggest', example('perelman.yaml'), '--budget', '2 с'])).toBe(`salvo: --budget: нужно целое число от 1, а не «2 с»: ${ru}`);
    expect(await usage(['count', 'perelman', '--budget', '2s'])).toBe(`salvo: --budget: нужно целое число от 1, а не «2s»: ${ru}`);
  });

  it('anything else is refused as before, naming nothing', async () => {
    expect(await usage(['analyze', example('jutland.yaml'), '--budget', 'lots'])).toBe('salvo: --budget takes a whole number from 1, not "lots"\n');
    expect(await usage(['count', 'jutland', '--budget', '0'])).toBe('salvo: --budget takes a whole number from 1, not "0"\n');
  });
});
