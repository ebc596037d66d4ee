/**
 * `salvo suggest --goal information` weighs a salvo as a whole: in Perelman's game cut after 12
 * salvo lines, red's two cells that tell the most alone mostly land on the same hospital ship, so
 * together they tell little more than one of them; the salvo chosen shot by shot by the joint
 * answer tells more. Figures from the inference engine (src/inference/information.ts, itself
 * checked against the brute force), none pinned.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineInferrer } from '../../src/analysis/inferrers.js';
import { suggestSalvo } from '../../src/analysis/suggest.js';
import { parseCell } from '../../src/core/coords.js';
import { evidenceFromRecord } from '../../src/inference/from-record.js';
import { salvoInformation } from '../../src/inference/information.js';
import { readRecordFile } from '../../src/record/store.js';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { runSalvo } from '../helpers/cli.js';

/** The record up to its `n`-th salvo line (notes under a line kept with it). */
function cut(text: string, n: number): string {
  const out: string[] = [];
  let seen = 0;
  let inSalvos = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('salvos:')) inSalvos = true;
    else if (inSalvos && line.startsWith('  - ') && ++seen > n) break;
    out.push(line);
  }
  return out.join('\n') + '\n';
}

describe('suggest --goal information: the salvo weighed as a whole', () => {
  it("on Perelman after 12 salvo lines, red's salvo tells more than its two best cells alone together", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-info-whole-'));
    await writeFile(join(dir, 'p.yaml'), cut(await readFile('examples/perelman.yaml', 'utf8'), 12));
    const f = await readRecordFile(join(dir, 'p.yaml'), loadRecordVariant);
    if (!f.ok) throw new Error('the record does not load');
    const variant = f.variant;
    const evidence = evidenceFromRecord(variant, f.record, 'синие');
    const fired = new Set(evidence.salvos.flatMap((s) => s.cells));
    const post = engineInferrer(variant, evidence);
    expect(post.exact).toBe(true);
    // The cells best alone, as suggest chose them before.
    const alone = suggestSalvo(variant, post, fired, { min: 2, max: 2 }, 'information').cells;
    const aloneBits = salvoInformation(variant, evidence, alone, { budgetMs: 30_000 })!.bits;

    const r = await runSalvo(dir, ['suggest', 'p.yaml', '--side', 'красные', '--goal', 'information', '--json']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout) as { cells: string[]; expectedBits: number; informationExact?: boolean; notes: string[] };
    const cells = s.cells.map((c) => {
      const p = parseCell(c, variant.board);
      if (!p.ok) throw new Error(c);
      return p.cell;
    });
    expect(cells).toHaveLength(2);
    for (const c of cells) expect(fired.has(c)).toBe(false);
    const bits = salvoInformation(variant, evidence, cells, { budgetMs: 30_000 })!.bits;
    expect(s.informationExact).toBe(true);
    expect(s.expectedBits).toBeCloseTo(bits, 9);
    expect(bits).toBeGreaterThan(aloneBits + 0.1);
    expect(s.notes.join(' ')).toContain('weighed as a whole');
    expect(s.notes.join(' ')).toContain("chosen by the salvo's answer as a whole");
  }, 120_000);
});
