/**
 * #5: `salvo play --hints` "shows, after each salvo, the updated probabilities for the side that
 * fired". Each hint is infer's answer for that side's target at that moment: after every salvo
 * of a short game (both sides, a miss, a hit, another miss), the hint's count, chart, pinned
 * ships and most likely cells are those `salvo infer --target <the other side> --after <salvos
 * fired at it>` prints for the record as it then stood. A hint stale by one salvo, or for the
 * wrong side, differs.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { memoryIO } from '../../src/cli/io.js';

const VARIANT = `id: boat-raft
languages: [en]
name: Boat and raft
board: { rows: 5, columns: 5 }
fleet:
  - { id: boat, name: Boat, size: 2 }
  - { id: raft, name: Raft, size: 1 }
placement: { spacing: no-contact }
report: { timing: per-shot, sunk: plain, hitClass: false }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }
`;

/** The report from its count line to its most likely cells, the legend and the time left out. */
function body(text: string): string {
  const lines = text.split('\n');
  const from = lines.findIndex((l) => l.startsWith('Consistent layouts:'));
  const to = lines.findIndex((l, i) => i > from && l.startsWith('Most likely cells'));
  expect(from).toBeGreaterThanOrEqual(0);
  expect(to).toBeGreaterThan(from);
  return lines
    .slice(from, to + 1)
    .filter((l) => !l.startsWith('Legend:'))
    .join('\n')
    .replace(/\(exact, \d+\.\d\d s\)/u, '(exact)');
}

describe('play --hints: after each salvo, infer’s answer for the side that fired', () => {
  it('blue, red, then blue again: each hint the posterior of that moment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-hints-infer-'));
    writeFileSync(join(dir, 'v.yaml'), VARIANT);
    writeFileSync(join(dir, 'g.yaml'), 'variant: v.yaml\nsides:\n  blue: A\n  red: B\nsalvos: []\n');
    const m = memoryIO('C3\nmiss\nB5\nhit\nA1\nmiss\nquit\n', {}, dir);
    expect(await main(['node', 'salvo', 'play', 'g.yaml', '--hints', '--no-charts'], m.io)).toBe(0);
    const hints = m.stdout.split(/^Hint for /mu).slice(1);
    expect(hints.map((h) => h.slice(0, h.indexOf(':')))).toEqual(['blue (A)', 'red (B)', 'blue (A)']);
    // The record as each hint saw it: the salvos typed so far.
    const salvos = ['  - blue: C3 -> miss\n', '  - red: B5 -> hit\n', '  - blue: A1 -> miss\n'];
    const asked: [number, string, number][] = [
      [1, 'red', 1],
      [2, 'blue', 1],
      [3, 'red', 2],
    ];
    const bodies: string[] = [];
    for (const [k, target, after] of asked) {
      writeFileSync(join(dir, `g${k}.yaml`), `variant: v.yaml\nsides:\n  blue: A\n  red: B\nsalvos:\n${salvos.slice(0, k).join('')}`);
      const infer = memoryIO('', {}, dir);
      expect(await main(['node', 'salvo', 'infer', `g${k}.yaml`, '--target', target, '--after', String(after)], infer.io)).toBe(0);
      expect(body(hints[k - 1]!)).toBe(body(infer.stdout));
      bodies.push(body(infer.stdout));
    }
    // Updated: blue's second hint is not its first (A1's miss is taken in).
    expect(bodies[2]).not.toBe(bodies[0]);
    const count = (b: string): number => Number(/^Consistent layouts: ([\d,]+)/u.exec(b)![1]!.replace(/,/gu, ''));
    expect(count(bodies[2]!)).toBeLessThan(count(bodies[0]!));
  });
});
