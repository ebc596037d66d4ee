/**
 * `salvo check --json`: every entry says its severity, as the text report does, whether the
 * record could be read (violations: error; warnings: warning) or not at all.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

type Entry = { severity?: string; code: string };
type Report = { violations: Entry[]; warnings: Entry[] };

describe('check --json severity', () => {
  it('gives each violation and warning of a readable record its severity, as the text report does', async () => {
    const root = resolve(import.meta.dirname, '../..');
    const dir = await mkdtemp(join(tmpdir(), 'salvo-sev-'));
    const breaches = await (await import('node:fs/promises')).readFile(join(root, 'examples/breaches.yaml'), 'utf8');
    // A guessed line too, for a warning.
    await writeFile(join(dir, 'g.yaml'), breaches.replace('  - red: J7 H2 K3 -> no hits', '  - red J7 H2 K3 -> no hits'));
    const text = await runSalvo(dir, ['check', 'g.yaml']);
    const j = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Report;
    expect(j.violations.length).toBeGreaterThan(0);
    expect(j.warnings.length).toBeGreaterThan(0);
    // The text report's severity of each code, line by line.
    const textSeverity = (sev: string): string[] =>
      text.stdout
        .split('\n')
        .map((l) => new RegExp(`: ${sev} ([a-z-]+)`, 'u').exec(l)?.[1])
        .filter((c): c is string => c !== undefined)
        .sort();
    expect(j.violations.map((v) => v.severity)).toEqual(j.violations.map(() => 'error'));
    expect(j.warnings.map((v) => v.severity)).toEqual(j.warnings.map(() => 'warning'));
    expect(j.violations.map((v) => v.code).sort()).toEqual(textSeverity('error'));
    expect(j.warnings.map((v) => v.code).sort()).toEqual(textSeverity('warning'));
  });

  it('gives the entries of an unreadable record their severity too', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-sev-'));
    await writeFile(join(dir, 'g.yaml'), 'variant: no-such-variant\nsalvos: []\n');
    const j = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Report;
    expect(j.violations.length).toBeGreaterThan(0);
    for (const v of j.violations) expect(v.severity).toBe('error');
  });
});
