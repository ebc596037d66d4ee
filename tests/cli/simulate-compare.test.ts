/**
 * `salvo simulate` comparing two variants, as a designer reads it: a designer's copy of a
 * template keeps the template's id, so the columns are headed by the files given where two
 * variants share an id; and under the table each later variant is set against the first, the
 * differences with their 95% intervals and whether each is more than noise, in the table's language.
 * `--json` carries both, the heads and the differences, as the text says them (it had neither).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SimulationReport } from '../../src/analysis/simulate.js';
import { meanDifference, type Difference } from '../../src/analysis/stats.js';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'salvo-compare-'));
  const template = readFileSync(join(root, 'templates', 'jutland.yaml'), 'utf8');
  expect(template).toContain('  spacing: no-contact\n');
  writeFileSync(join(dir, 'jutland.yaml'), template);
  writeFileSync(join(dir, 'touching.yaml'), template.replace('  spacing: no-contact\n', '  spacing: may-touch\n'));
});

const ARGS = ['simulate', 'jutland.yaml', 'touching.yaml', '--games', '10', '--strategy', 'hunt', '--workers', '1'];

describe('simulate with two variants', () => {
  it('heads the columns by the files given where the two variants share an id', async () => {
    const r = await runSalvo(dir, ARGS);
    expect(r.code).toBe(0);
    const head = r.stdout.split('\n')[0]!;
    expect(head.trim().split(/\s+/u)).toEqual(['jutland.yaml', 'touching.yaml']);
    // Two templates keep their ids.
    const ids = await runSalvo(dir, ['simulate', 'jutland', 'statki', '--games', '2', '--strategy', 'random', '--workers', '1']);
    expect(ids.stdout.split('\n')[0]!.trim().split(/\s+/u)).toEqual(['jutland', 'statki']);
  });

  it('says under the table how far the second is from the first and whether that is more than noise', async () => {
    const r = await runSalvo(dir, ARGS);
    const json = await runSalvo(dir, [...ARGS, '--json']);
    const [a, b] = (JSON.parse(json.stdout) as { reports: SimulationReport[] }).reports;
    const lines = r.stdout.split('\n');
    const at = lines.indexOf("touching.yaml against jutland.yaml: the difference of the means (of the first player's share of wins) with its 95% interval");
    expect(at).toBeGreaterThan(0);
    const row = (label: string): string => lines.slice(at + 1).find((l) => l.trim().startsWith(label))!.trim().slice(label.length).trim();
    const said = (d: ReturnType<typeof meanDifference>): string => {
      const f = (x: number): string => (Number(x.toFixed(1)) === 0 ? '0.0' : `${x > 0 ? '+' : ''}${x.toFixed(1).replace('-', '\u2212')}`);
      return `${f(d!.difference)} (${f(d!.low)} to ${f(d!.high)}): ${d!.beyondNoise ? 'more than noise' : 'within the noise'}`;
    };
    expect(row('salvos')).toBe(said(meanDifference(a!.summary.salvos, b!.summary.salvos)));
    expect(row('shots to sink the fleet')).toBe(said(meanDifference(a!.summary.shotsToSink, b!.summary.shotsToSink)));
    expect(row('first player wins')).toMatch(/^[−+]?\d+ points \([−+]?\d+ to [−+]?\d+\): (more than noise|within the noise)$/u);
  });

  it('says it in Russian and in Polish, and that two games each are too few to tell', async () => {
    const ru = await runSalvo(dir, ['simulate', 'morskoy-boy', 'perelman', '--games', '4', '--strategy', 'hunt', '--workers', '1']);
    // Set against the first, not "против" (a match between them); the first player's share as a difference of shares; a confidence interval, named so.
    expect(ru.stdout.split('\n')).toContain('perelman по сравнению с morskoy-boy: разность средних (для побед первого игрока — разность долей) и её 95-процентный доверительный интервал');
    // Some of Perelman's games run to its shot limit, no fleet sunk: the shots to sink are not judged.
    expect(ru.stdout).toMatch(/\n {2}выстрелы до потопления флота +[−+]?\d+,\d \(от [−+]?\d+,\d до [−+]?\d+,\d\) по партиям, где флот потоплен; не оценивается: в [1-4] из 4 \(perelman\) и 0 из 4 \(morskoy-boy\) он не потоплен, /u);
    const pl = await runSalvo(dir, ['simulate', 'statki', 'statki-15', '--games', '1', '--strategy', 'random', '--workers', '1']);
    // Not "różnica średnich (udziału wygranych …)", a mean of a share in the genitive; a confidence interval, named so.
    expect(pl.stdout.split('\n')).toContain('statki-15 wobec statki: różnica średnich (dla wygranych pierwszego gracza: różnica odsetków) z 95-procentowym przedziałem ufności');
    // Both fire one shot a turn: one row of shots, no row of salvos equal to it.
    expect(pl.stdout).toMatch(/\n {2}strzały +za mało gier, by ocenić \(co najmniej po 2\)\n/u);
    expect(pl.stdout).not.toMatch(/\n {2}salwy /u);
  });

  it('in solo play, where no first player wins, heads the differences without the first player’s share, in each language', async () => {
    const solo = ['simulate', 'morskoy-boy', 'statki', '--games', '3', '--strategy', 'hunt', '--mode', 'solo', '--workers', '1'];
    const heads = {
      en: ['statki against morskoy-boy: the difference of the means with its 95% interval', "(of the first player's share of wins)"],
      ru: ['statki по сравнению с morskoy-boy: разность средних и её 95-процентный доверительный интервал', '(для побед первого игрока'],
      pl: ['statki wobec morskoy-boy: różnica średnich z 95-procentowym przedziałem ufności', '(dla wygranych pierwszego gracza'],
    };
    for (const [lang, [head, share]] of Object.entries(heads)) {
      const r = await runSalvo(dir, [...solo, '--lang', lang]);
      expect(r.code).toBe(0);
      expect(r.stdout.split('\n'), lang).toContain(head);
      expect(r.stdout, lang).not.toContain(share);
      // No row of it under the heading either.
      expect(r.stdout, lang).not.toMatch(/\n {2}(first player wins|побеждает первый игрок|wygrywa pierwszy gracz) /u);
    }
  });

  it("gives in --json each column's head and, for the second, the differences the text says", async () => {
    const r = await runSalvo(dir, ARGS);
    const json = await runSalvo(dir, [...ARGS, '--json']);
    expect(json.code).toBe(0);
    type Report = { variant: string; column: string; differences?: { against: string; salvos: Difference | null; shots: Difference | null; shotsToSink: Difference | null; firstWins?: Difference | null } };
    const [a, b] = (JSON.parse(json.stdout) as { reports: Report[] }).reports;
    // Both variants are jutland: the columns are the files given, as the table heads them.
    expect([a!.variant, b!.variant]).toEqual(['jutland', 'jutland']);
    expect([a!.column, b!.column]).toEqual(['jutland.yaml', 'touching.yaml']);
    expect(r.stdout.split('\n')[0]!.trim().split(/\s+/u)).toEqual([a!.column, b!.column]);
    // The first is set against nothing; the second against the first.
    expect(a).not.toHaveProperty('differences');
    const d = b!.differences!;
    expect(d.against).toBe('jutland.yaml');
    const lines = r.stdout.split('\n');
    const at = lines.findIndex((l) => l.startsWith('touching.yaml against jutland.yaml:'));
    const row = (label: string): string => lines.slice(at + 1).find((l) => l.trim().startsWith(label))!.trim().slice(label.length).trim();
    const said = (x: Difference | null | undefined, decimals: number, points: boolean): string => {
      const f = (v: number): string => {
        const p = points ? v * 100 : v;
        return Number(p.toFixed(decimals)) === 0 ? (0).toFixed(decimals) : `${p > 0 ? '+' : ''}${p.toFixed(decimals).replace('-', '\u2212')}`;
      };
      return `${f(x!.difference)}${points ? ' points' : ''} (${f(x!.low)} to ${f(x!.high)}): ${x!.beyondNoise ? 'more than noise' : 'within the noise'}`;
    };
    expect(row('salvos')).toBe(said(d.salvos, 1, false));
    expect(row('shots  ')).toBe(said(d.shots, 1, false));
    expect(row('shots to sink the fleet')).toBe(said(d.shotsToSink, 1, false));
    expect(row('first player wins')).toBe(said(d.firstWins, 0, true));
    // An interval either side of its difference, and more than noise exactly where it leaves 0 out.
    for (const x of [d.salvos, d.shots, d.shotsToSink, d.firstWins]) {
      expect(x!.low).toBeLessThanOrEqual(x!.difference);
      expect(x!.high).toBeGreaterThanOrEqual(x!.difference);
      expect(x!.beyondNoise).toBe(x!.low > 0 || x!.high < 0);
    }
  });

  it("leaves the first player's wins out of --json's differences in solo play, and gives null where the games are too few", async () => {
    const solo = await runSalvo(dir, ['simulate', 'statki', 'statki-15', '--games', '1', '--strategy', 'random', '--mode', 'solo', '--workers', '1', '--json']);
    expect(solo.code).toBe(0);
    const [, b] = (JSON.parse(solo.stdout) as { reports: { column: string; differences: Record<string, unknown> }[] }).reports;
    expect(b!.column).toBe('statki-15');
    expect(b!.differences).toEqual({ against: 'statki', salvos: null, shots: null, shotsToSink: null });
  });
});
