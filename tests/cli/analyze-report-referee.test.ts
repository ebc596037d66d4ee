/**
 * `salvo analyze -o report.pdf` on a record with breaches: the PDF says what the referee found
 * (as the text report does, first), so that its verdicts are not read as those of a clean game.
 */
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
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
    // What is left out of the evidence, a sentence of the report's own beginning a line: with a capital.
    expect(text).toContain('left out of the evidence: the size of salvo 3 (5 shots by blue): the referee finds it wrong');
    expect(items[0]).toContain('Left out of the evidence: the size of salvo 3 (5 shots by blue): the referee finds it wrong');
    expect(first).not.toContain('left out of the evidence');
    // The diagnostics as check words them, but typeset: curly quotes and apostrophes, where the
    // terminal keeps them straight (record text a referee copies back into the file).
    expect(r.stdout).toContain('cell "K3" is off the board');
    expect(r.stdout).toContain("it was red's turn");
    expect(first).toContain('cell “K3” is off the board');
    expect(first).toContain('it was red’s turn');
    expect(first).not.toMatch(/["']/u);
    expect(items[0]!.filter((l) => l.startsWith('breaches.yaml:'))).toHaveLength(5);
    expect(first.indexOf('Referee:')).toBeLessThan(first.indexOf('firing at'));
  });

  it('a clean record says so', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-report-'));
    // The example's first 4 salvos (to line 23): a clean record, the game going on, quick to analyse.
    const jutland = await readFile(join(import.meta.dirname, '..', '..', 'examples', 'jutland.yaml'), 'utf8');
    await writeFile(join(dir, 'jutland.yaml'), `${jutland.split('\n').slice(0, 23).join('\n')}\n`);
    const r = await runSalvo(dir, ['analyze', 'jutland.yaml', '-o', 'report.pdf', '--workers', '1']);
    expect(r.code).toBe(0);
    const { items } = await pdfText(new Uint8Array(await readFile(join(dir, 'report.pdf'))));
    expect(r.stdout.split('\n')[0]).toBe('referee: no breaches in 4 salvos');
    expect(items[0]!.join(' ')).toContain('Referee: no breaches in 4 salvos');
  });
});
