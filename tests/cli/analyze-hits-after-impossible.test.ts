/**
 * `salvo analyze` on a salvo after which no legal fleet fits the announcements, where its
 * announcement names the classes hit without counting them: the posterior after it is empty, so
 * its chances are all 0, and the salvo must not be said to have drawn no hits (`~0.0`, counted in
 * the luck verdict) when its announcement says a ship was hit. Its hits are unknown (`?`), as an
 * unreadable announcement's are, and the totals and the luck verdict leave it out; a salvo whose
 * announcement fixes the number keeps it.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

/** 5×5, salvos of two, hits told by class without counts, sinkings told; ships may touch and lie diagonally. */
const VARIANT = `id: five-classes
languages: [en]
name: Five
summary: A 5 by 5 board, salvos of two, the classes hit told without counts.
board: { rows: 5, columns: 5, columnLabels: [A, B, C, D, E], rowLabels: numbers }
fleet:
  - { id: cruiser, name: Cruiser, size: 3 }
  - { id: boat, name: Boat, size: 2, count: 2 }
placement: { spacing: may-touch, diagonal: true }
turns:
  sides:
    - { id: blue, name: Blue }
    - { id: red, name: Red }
  salvo: { kind: constant, shots: 2 }
report: { timing: per-salvo, by: class, counts: false, sunk: true }
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }
`;

// Blue's third salvo says a boat was hit at A2 or B1, next to the boat hit at A1 or B2 by its
// first: that boat would be sunk, and the other was hit at C3 or D4, so no fleet fits after it.
const SALVOS = `  - blue: A1 B2 -> boat
  - red: A1 B1 -> no hits
  - blue: C3 D4 -> boat, cruiser
  - red: A2 B2 -> no hits
  - blue: A2 B1 -> boat
`;

interface Row {
  readonly number: number;
  readonly actualHits: number | null;
}
interface Report {
  readonly sides: readonly { readonly side: string; readonly salvos: readonly Row[]; readonly stopped?: string }[];
}

async function analyze(salvos: string): Promise<{ json: Report; text: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-hits-impossible-'));
  await writeFile(join(dir, 'five.yaml'), VARIANT);
  await writeFile(join(dir, 'g.yaml'), `variant: five.yaml\nsalvos:\n${salvos}`);
  const j = await runSalvo(dir, ['analyze', 'g.yaml', '--json', '--workers', '1']);
  expect(j.code).toBe(0);
  const t = await runSalvo(dir, ['analyze', 'g.yaml', '--workers', '1']);
  expect(t.code).toBe(0);
  return { json: JSON.parse(j.stdout) as Report, text: t.stdout };
}

describe('analyze: a salvo after which no legal fleet fits', () => {
  it('has unknown hits where its announcement does not count them, not 0 (the side’s last salvo)', async () => {
    const { json, text } = await analyze(SALVOS);
    const blue = json.sides.find((s) => s.side === 'blue')!;
    expect(blue.salvos.map((r) => r.number)).toEqual([1, 2, 3]);
    // The second names two classes for two shots: 2 hits, fixed by the announcement.
    expect(blue.salvos[1]!.actualHits).toBe(2);
    expect(blue.salvos[2]!.actualHits).toBeNull();
    expect(blue.stopped).toContain('no legal fleet fits the announcements after salvo 5');
    expect(text).toMatch(/\n3 +A2 B1 .* \? +\? +/u);
    expect(text).toContain('leaving out salvo 3, whose hits are unknown');
  });

  it('so too where a later salvo of the side stops the analysis', async () => {
    const { json } = await analyze(`${SALVOS}  - red: C1 D1 -> no hits\n  - blue: E1 E2 -> no hits\n`);
    const blue = json.sides.find((s) => s.side === 'blue')!;
    expect(blue.salvos.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(blue.salvos[2]!.actualHits).toBeNull();
    expect(blue.stopped).toContain('no legal fleet fits the announcements before salvo 7');
  });
});
