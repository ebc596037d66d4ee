/**
 * `salvo pad statki -o out` wrote a PDF named `out` without a word, which a viewer or a printer
 * may then not open. It is still written, as asked (not refused), and a note on standard error
 * says so, in the command's language, with the name to give (an ending that is a slip for .pdf,
 * `.pfd` or `.рdf` typed with a Cyrillic р, replaced). None for a .pdf name (any case) or `-`.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfNameNote } from '../../src/cli/commands/output.js';
import { runSalvo } from '../helpers/cli.js';

describe('a PDF written to a name that does not end in .pdf', () => {
  it('salvo pad statki -o out: written, and a note on standard error with the name to give', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-pdf-name-'));
    const r = await runSalvo(dir, ['pad', 'statki', '-o', 'out', '--lang', 'en']);
    expect(r.code).toBe(0);
    expect((await readFile(join(dir, 'out'))).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(r.stderr).toContain('note: out does not end in .pdf: a viewer or a printer may not open it as a PDF (name it out.pdf: -o out.pdf)');
    // Not on standard output: the line saying what was written stays as it was.
    expect(r.stdout).not.toContain('.pdf');
    expect(r.stdout).toMatch(/^wrote out: /u);
    const named = await runSalvo(dir, ['pad', 'statki', '-o', 'Out.PDF', '--lang', 'en']);
    expect(named.code).toBe(0);
    expect(named.stderr).not.toContain('.pdf');
  }, 120_000);

  it('says the name meant, in the command language, and nothing for standard output or a device', async () => {
    const io = { cwd: tmpdir() };
    expect(await pdfNameNote(io, 'pad.pfd', 'en')).toContain('(name it pad.pdf: -o pad.pdf)');
    expect(await pdfNameNote(io, 'pad.рdf', 'en')).toContain('(name it pad.pdf: -o pad.pdf)');
    expect(await pdfNameNote(io, 'pad.', 'en')).toContain('(name it pad.pdf: -o pad.pdf)');
    expect(await pdfNameNote(io, 'my pad', 'en')).toContain('(name it my pad.pdf: -o "my pad.pdf")');
    expect(await pdfNameNote(io, 'game.yaml', 'en')).toContain('(name it game.yaml.pdf: -o game.yaml.pdf)');
    expect(await pdfNameNote(io, 'бланк', 'ru')).toBe('примечание: имя бланк не оканчивается на .pdf: программа просмотра или печати может не открыть файл как PDF (назовите его бланк.pdf: -o бланк.pdf)');
    expect(await pdfNameNote(io, 'arkusz', 'pl')).toBe('uwaga: nazwa arkusz nie kończy się na .pdf: przeglądarka lub drukarka może nie otworzyć pliku jako PDF (nazwij go arkusz.pdf: -o arkusz.pdf)');
    for (const file of ['-', 'pad.pdf', 'PAD.Pdf', '/dev/null']) expect(await pdfNameNote(io, file, 'en'), file).toBeUndefined();
  });
});
