/**
 * `salvo analyze -o report.pdf` on a record with breaches: the PDF says what the referee found
 * (as the text report does, first), so that its verdicts are not read as those of a clean game.
 */
import { mkdtemp, readFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

describe('analyze -o on a record with breaches', () => {
  it("the report's first page gives the referee's findings and what is left out of the evidence", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-report-'));
    await cp(join(import.meta.dirname, '..', '..', 'examples', 'breaches.yaml'), join(dir, 'breaches.yaml'));
    const r = await runSalvo(dir, ['analyze', 'breaches.yaml', '-o', 'report.pdf', '--workers', '1']);
    expect(r.code).toBe(0);
    const text = r.stdout.split('\n');
    const { items } = await pdfText(new Uint8Array(await readFile(join(dir, 'report.pdf'))));
    const first = items[0]!.join(' ');
    expect(text[0]).toMatch(/^referee: 5 breach/u);
    // The PDF sets the text report's line as a heading: its first letter a capital.
    expect(first).toContain(`R${text[0]!.slice(1)}`);
    expect(first).not.toContain(text[0]!);
    for (const code of ['wrong-salvo-size', 'repeated-cell', 'out-of-turn', 'cell-off-board', 'announcement-contradicts-fleet']) expect(first).toContain(code);
    expect(first).toContain('left out of the evidence');
    expect(first.indexOf('Referee:')).toBeLessThan(first.indexOf('firing at'));
  });

  it('a clean record says so', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-report-'));
    await cp(join(import.meta.dirname, '..', '..', 'examples', 'jutland.yaml'), join(dir, 'jutland.yaml'));
    const r = await runSalvo(dir, ['analyze', 'jutland.yaml', '-o', 'report.pdf', '--workers', '1']);
    expect(r.code).toBe(0);
    const { items } = await pdfText(new Uint8Array(await readFile(join(dir, 'report.pdf'))));
    expect(r.stdout.split('\n')[0]).toBe('referee: no breaches in 29 salvos');
    expect(items[0]!.join(' ')).toContain('Referee: no breaches in 29 salvos');
  });
});
