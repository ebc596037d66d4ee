/**
 * Polish writes a number of four digits whole (`1009 próbek`, `1234,5`) and groups from five on
 * (`10 009`), as Polish typesetting and its CLDR locale (Intl's `pl`) do; Russian groups from four
 * (`1 009`). Before, Polish grouped four digits too: `count statki-15` past its budget said
 * `oszacowano z 4 976 losowych rozstawień`.
 */
import { describe, expect, it } from 'vitest';
import { localNumber } from '../../src/core/local-number.js';
import { runSalvo } from '../helpers/cli.js';

const NBSP = '\u00a0';

describe('numbers as Polish writes them', () => {
  it('four digits whole, five and more grouped, as Intl writes Polish', () => {
    for (const n of [7, 1009, 9999, 10_009, 123_456, 1_234_567, 218_472_529]) {
      expect(localNumber('pl', n.toLocaleString('en-US'))).toBe(new Intl.NumberFormat('pl').format(n));
    }
    expect(localNumber('pl', '1,234.5')).toBe('1234,5');
    expect(localNumber('pl', '1,001 and 12,345')).toBe(`1001 and 12${NBSP}345`);
    // Russian groups four digits.
    expect(localNumber('ru', '1,009')).toBe(`1${NBSP}009`);
  });

  it('count statki-15 past its budget: the samples drawn, in Polish and in Russian words alike', async () => {
    const r = await runSalvo(process.cwd(), ['count', 'statki-15', '--budget', '1000']);
    expect(r.code).toBe(0);
    const samples = /oszacowano z (\S+) losowych rozstawień/u.exec(r.stdout)?.[1];
    expect(samples).toMatch(/^\d{4}$/u);
  });
});
