/**
 * `salvo show` draws a side's two charts side by side, as on paper: the columns are as wide in
 * both, even when only one chart holds a wider mark (`1*`, a hit) than the other's dots.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const VARIANT = `id: lesson
languages: [en]
name: Lesson
board: { rows: 5, columns: 5 }
fleet:
  - { id: three, name: Three, size: 3 }
  - { id: two, name: Two, size: 2 }
placement: { spacing: may-touch }
report: { timing: per-shot, sunk: with-class }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }
`;

describe('salvo show: the two charts of a paper', () => {
  it('have columns of one width, where only the enemy chart holds a hit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-show-width-'));
    writeFileSync(join(dir, 'v.yaml'), VARIANT);
    writeFileSync(join(dir, 'g.yaml'), 'variant: ./v.yaml\nsalvos:\n  - blue: B2 -> hit\n');
    const r = await runSalvo(dir, ['show', 'g.yaml', '--side', 'blue']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    const heads = lines.findIndex((l) => l.startsWith('Mine'));
    expect(heads).toBeGreaterThanOrEqual(0);
    // The label rows of the two charts, side by side.
    const labelRow = lines[heads + 1]!;
    const [own, enemy] = labelRow.trim().split(/\s{4,}/u);
    expect(own).toBe(enemy);
    expect(own).toMatch(/^A {2}B {2}C {2}D {2}E$/u);
    // Row 2 holds the hit on the enemy chart: its own chart's dots stand as far apart.
    const [mine, theirs] = lines[heads + 3]!.split(/\s{4,}(?=2 )/u);
    expect(mine).toBe('2  ·  ·  ·  ·  ·');
    expect(theirs).toBe('2  · 1*  ·  ·  ·');
  });
});
