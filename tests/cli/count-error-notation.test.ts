/**
 * An estimated count and its standard error are written in one notation: where the count is past
 * ten million, in powers of ten (`about 4.915 × 10^8`), so is its standard error (`3.93 × 10^5`,
 * not `393,000` beside it); below, both grouped (`about 8,670,000`, `19,300`). `infer` past its
 * budget on the Perelman example after 3 salvos (491,664,472 layouts) says so in Russian and in
 * English.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countErrorText, estimateText } from '../../src/cli/commands/count.js';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

describe("an estimate's standard error in the count's notation", () => {
  it('in powers of ten where the count is, grouped where it is not', () => {
    expect(estimateText(491_500_000n, 393_000)).toBe('4.915 × 10^8');
    expect(countErrorText(393_000, 491_500_000n)).toBe('3.93 × 10^5');
    expect(countErrorText(2.72e11, 7.8e12)).toBe('2.72 × 10^11');
    // A count below ten million, grouped, and its error too.
    expect(estimateText(8_670_000n, 19_300)).toBe('8,670,000');
    expect(countErrorText(19_300, 8_670_000n)).toBe('19,300');
    expect(countErrorText(0.4, 12n)).toBe('0');
    // An error below 1 beside a large count: no power of ten for it.
    expect(countErrorText(0.4, 5e9)).toBe('0');
  });

  it('infer past its budget: Perelman after 3 salvos, in Russian and in English', async () => {
    const args = ['infer', 'examples/perelman.yaml', '--target', 'красные', '--after', '3', '--budget', '50'];
    const ru = await runSalvo(root, args);
    expect(ru.code).toBe(0);
    const line = ru.stdout.split('\n')[2]!;
    expect(line).toMatch(/^Возможных расстановок: около 4,9\d* × 10\^8 \(НЕ точно: оценка по .*, стандартная ошибка \d,\d\d × 10\^\d;/u);
    const en = await runSalvo(root, [...args, '--lang', 'en']);
    expect(en.stdout.split('\n')[2]).toMatch(/^Consistent layouts: about 4\.9\d* × 10\^8 \(NOT exact: estimated from .*, standard error \d\.\d\d × 10\^\d;/u);
  });
});
