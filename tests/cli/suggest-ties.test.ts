/**
 * `salvo suggest` where other cells are exactly as likely to hit as the one it chose (a 4×4
 * lesson's board, symmetric about its diagonal after a hit at B2): it says so, naming them, so a
 * class does not read the choice as the only right one. The chances come from `salvo infer --json`.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const VARIANT = `id: lesson
languages: [en]
name: Lesson
board: { rows: 4, columns: 4 }
fleet:
  - { id: three, name: Three, size: 3 }
  - { id: two, name: Two, size: 2 }
placement: { spacing: may-touch }
report: { timing: per-shot, sunk: with-class }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }
`;

async function setUp(salvos: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-ties-'));
  writeFileSync(join(dir, 'v.yaml'), VARIANT);
  writeFileSync(join(dir, 'g.yaml'), `variant: ./v.yaml\nsalvos:\n${salvos}`);
  return dir;
}

describe('suggest: cells as likely as the one chosen', () => {
  it('are named, with the chance they share', async () => {
    const dir = await setUp('  - blue: B2 -> hit\n  - red: A1 -> miss\n');
    const r = await runSalvo(dir, ['suggest', 'g.yaml', '--side', 'blue', '--json']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout) as { cells: string[]; notes: string[] };
    const inferred = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--json']);
    const marginal = (JSON.parse(inferred.stdout) as { marginal: number[][] }).marginal;
    const p = (cell: string): number => marginal[Number(cell.slice(1)) - 1]![cell.charCodeAt(0) - 65]!;
    const chosen = s.cells[0]!;
    // Every other cell not fired at with the same chance, in board order.
    const names = ['A', 'B', 'C', 'D'].flatMap((c) => [1, 2, 3, 4].map((r) => `${c}${r}`));
    const order = (cell: string): number => (Number(cell.slice(1)) - 1) * 4 + (cell.charCodeAt(0) - 65);
    const tied = names.filter((c) => c !== chosen && c !== 'B2' && p(c) === p(chosen)).sort((a, b) => order(a) - order(b));
    expect(tied.length).toBeGreaterThan(0);
    const note = s.notes.find((n) => n.includes('as likely to hit as'));
    expect(note).toBe(`${tied.join(', ')} ${tied.length === 1 ? 'is' : 'are'} as likely to hit as ${chosen} (${Math.round(p(chosen) * 100)}%): ${tied.length === 1 ? 'either' : 'any of them'} would do as well`);
  });

  it('are not spoken of where the chosen cell is likelier than any other', async () => {
    const dir = await setUp('  - blue: B2 -> hit\n  - red: A1 -> miss\n  - blue: C2 -> miss\n  - red: A2 -> miss\n');
    const inferred = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'red', '--json']);
    const flat = (JSON.parse(inferred.stdout) as { marginal: number[][] }).marginal.flat().filter((x) => x < 1);
    const top = Math.max(...flat);
    expect(flat.filter((x) => x === top)).toHaveLength(1);
    const r = await runSalvo(dir, ['suggest', 'g.yaml', '--side', 'blue']);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('as likely to hit as');
  });
});
