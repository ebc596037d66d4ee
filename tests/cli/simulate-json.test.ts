/**
 * `simulate --json` for scripts: one shape whatever the number of variants (it was a report for
 * one variant, an array for several), and the same bytes with any --workers: it carried
 * `workers`, and its tally of the advisor's posteriors counted those each worker worked out, which
 * depended on what the worker's memo table already held (77 estimated with two workers, 75 with one).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

describe('simulate --json', () => {
  it('is { ok: true, reports: [...] }, one report per variant in the order given, for one variant and for several', async () => {
    const one = await runSalvo(root, ['simulate', 'jutland', '--games', '2', '--strategy', 'hunt', '--workers', '1', '--json']);
    expect(one.code).toBe(0);
    const doc = JSON.parse(one.stdout) as { reports: { variant: string }[] };
    expect(Object.keys(doc)).toEqual(['ok', 'reports']);
    expect(doc.reports.map((r) => r.variant)).toEqual(['jutland']);
    const two = await runSalvo(root, ['simulate', 'jutland', 'statki', '--games', '2', '--strategy', 'hunt', '--workers', '1', '--json']);
    expect(two.code).toBe(0);
    const both = JSON.parse(two.stdout) as { reports: { variant: string }[] };
    expect(both.reports.map((r) => r.variant)).toEqual(['jutland', 'statki']);
    // The first variant's report is the same, alone or compared.
    expect(both.reports[0]).toEqual(doc.reports[0]);
  });

  it('gives the same bytes with one worker and with two, the advisor included, and says nothing of the workers', async () => {
    const args = ['simulate', 'perelman', '--games', '3', '--sweeps', '5', '--json'];
    const one = await runSalvo(root, [...args, '--workers', '1']);
    const two = await runSalvo(root, [...args, '--workers', '2']);
    expect(one.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const report = (JSON.parse(one.stdout) as { reports: Record<string, unknown>[] }).reports[0]!;
    expect(report).not.toHaveProperty('workers');
    // One posterior per decision of the advisor: the salvos it fired (both sides are advisors here).
    const { posterior, summary } = report as { posterior: { exact: number; estimated: number }; summary: { salvos: { count: number; mean: number } } };
    expect(posterior.exact + posterior.estimated).toBe(Math.round(summary.salvos.mean * summary.salvos.count));
  });
});
