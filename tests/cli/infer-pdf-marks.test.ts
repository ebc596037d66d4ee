/**
 * `salvo infer --pdf`: the printed heatmap marks its cells as the terminal's does. A cell fired at
 * whose outcome a per-salvo report did not tell (Jutland) is marked `*` beside its chance, so it
 * is not read as a cell still to fire at; and the page carries the legend of the marks.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

describe('infer --pdf marks', () => {
  it('marks fired cells of unknown outcome and gives the legend, as the terminal does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-infer-pdf-'));
    const file = join(import.meta.dirname, '..', '..', 'examples', 'jutland.yaml');
    const r = await runSalvo(dir, ['infer', file, '--target', 'red', '--after', '5', '--pdf', 'heat.pdf']);
    expect(r.code).toBe(0);
    // The terminal's chart: its cells marked '*' (fired, outcome unknown), e.g. "49*".
    const starred = [...r.stdout.matchAll(/(\d+)\*/gu)].map((m) => `${m[1]}*`);
    expect(starred.length).toBeGreaterThan(0);
    const items = (await pdfText(new Uint8Array(readFileSync(join(dir, 'heat.pdf'))))).items.flat();
    for (const s of starred) expect(items).toContain(s);
    const legend = r.stdout.split('\n').find((l) => l.startsWith('Legend: '))!;
    expect(items.join(' ')).toContain('fired, outcome unknown');
    expect(items.join(' ')).toContain(legend.slice('Legend: '.length).split('  ')[0]!);
  });
});
