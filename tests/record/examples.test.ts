/**
 * The example records: one per built-in template, each checking clean; examples/breaches.yaml
 * breaks the rules on purpose, and the referee's report on it is pinned, as examples/README.md
 * shows it.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { refereeRecord } from '../../src/record/referee.js';
import { readRecordFile, readRecordText } from '../../src/record/store.js';
import { templateIds } from '../../src/variant/load.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const EXAMPLES = join(ROOT, 'examples');

async function recordFiles(): Promise<string[]> {
  return (await readdir(EXAMPLES)).filter((f) => f.endsWith('.yaml')).sort();
}

async function referee(name: string) {
  const f = await readRecordFile(join(EXAMPLES, name), loadRecordVariant, `examples/${name}`);
  if (!f.ok) throw new Error(f.diagnostics.map((d) => d.message).join('\n'));
  return { f, report: refereeRecord(f, f.variant) };
}

describe('example records', () => {
  it('every template has an example record', async () => {
    const files = await recordFiles();
    for (const id of await templateIds()) {
      const variants = await Promise.all(files.filter((f) => f !== 'breaches.yaml').map(async (f) => (await referee(f)).f.record.variant));
      expect(variants, id).toContain(id);
    }
  });

  it('every example but breaches.yaml checks clean, with both fleets revealed and a winner', async () => {
    for (const name of await recordFiles()) {
      if (name === 'breaches.yaml') continue;
      const { f, report } = await referee(name);
      expect(f.diagnostics.filter((d) => d.severity === 'error'), name).toEqual([]);
      expect(report.breaches, name).toEqual([]);
      expect(Object.keys(f.record.fleets), name).toHaveLength(2);
      expect(report.result && 'winner' in report.result, name).toBe(true);
    }
  });

  it('the Perelman example has a hospital penalty and salvos shrinking to one shot', async () => {
    const { f } = await referee('perelman.yaml');
    expect(f.record.language).toBe('ru');
    const sizes = f.record.salvos.map((s) => s.cells.length);
    expect(Math.max(...sizes)).toBe(3);
    expect(sizes).toContain(2);
    expect(sizes).toContain(1);
    const hospital = f.record.salvos.findIndex((s) => s.announcement?.kind === 'per-salvo' && s.announcement.hits.some((h) => h.classId === 'hospital'));
    expect(hospital).toBeGreaterThanOrEqual(0);
    // The penalty: the other side fires two salvos in a row after the hospital hit.
    const shooter = f.record.salvos[hospital]!.side;
    const next = f.record.salvos.slice(hospital + 1, hospital + 3).map((s) => s.side);
    expect(next.every((s) => s !== shooter)).toBe(true);
  });

  it('the example in docs/record-format.md checks clean', async () => {
    const doc = await readFile(join(ROOT, 'docs', 'record-format.md'), 'utf8');
    const yaml = doc.split('```yaml\n')[1]!.split('```')[0]!;
    const f = await readRecordText(yaml, join(ROOT, 'docs', 'example.yaml'), loadRecordVariant);
    if (!f.ok) throw new Error(f.diagnostics.map((d) => d.message).join('\n'));
    expect(f.diagnostics).toEqual([]);
    expect(refereeRecord(f, f.variant).breaches).toEqual([]);
    expect(f.record.salvos).toHaveLength(4);
  });

  it('breaches.yaml: the pinned breaches, as examples/README.md shows them', async () => {
    const { report } = await referee('breaches.yaml');
    expect(report.breaches.map((b) => [b.salvo, b.code])).toEqual([
      [3, 'wrong-salvo-size'],
      [5, 'repeated-cell'],
      [6, 'out-of-turn'],
      [7, 'cell-off-board'],
      [8, 'announcement-contradicts-fleet'],
    ]);
    const m = memoryIO('', {}, ROOT);
    expect(await main(['node', 'salvo', 'check', 'examples/breaches.yaml'], m.io)).toBe(1);
    const readme = await readFile(join(EXAMPLES, 'README.md'), 'utf8');
    expect(readme).toContain(`$ salvo check examples/breaches.yaml\n${m.stdout}\`\`\``);
  });
});
