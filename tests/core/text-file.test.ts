/**
 * Files are read as UTF-8 or refused where their first bad byte is (a Windows-1250 or -1251 file
 * would otherwise be read with its letters garbled): round trips on any text, and the position
 * of the first byte a Polish or Russian code page writes.
 */
import fc from 'fast-check';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../../src/core/text-file.js';
import { runSalvo } from '../helpers/cli.js';

describe('decodeText', () => {
  it('gives back any text written as UTF-8, a byte-order mark dropped', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.boolean(), (text, bom) => {
        fc.pre(!text.startsWith('\uFEFF'));
        const bytes = Buffer.from((bom ? '\uFEFF' : '') + text, 'utf8');
        expect(decodeText(bytes, 'f')).toEqual({ text });
      }),
      { numRuns: 300 },
    );
  });

  it('names the line and column of the first byte that is not UTF-8', () => {
    // "ab\nZa" then 0xBF ("ż" in Windows-1250), then more.
    const bytes = Uint8Array.from([0x61, 0x62, 0x0a, 0x5a, 0x61, 0xbf, 0x6f, 0x0a]);
    const r = decodeText(bytes, 'x.yaml');
    expect('diagnostic' in r && r.diagnostic).toMatchObject({ code: 'not-utf8', file: 'x.yaml', line: 2, column: 3 });
    // After a valid two-byte letter the column counts letters, not bytes; a cut-off letter at the end too.
    const cyr = Uint8Array.from([...Buffer.from('пал', 'utf8'), 0xe0]);
    expect('diagnostic' in decodeText(cyr, 'y') && (decodeText(cyr, 'y') as { diagnostic: { column: number } }).diagnostic.column).toBe(4);
  });

  it('variant check and check refuse such files, with where', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-utf8-'));
    await writeFile(join(dir, 'r.yaml'), Buffer.from([...Buffer.from('variant: statki\n# Za', 'utf8'), 0xbf, ...Buffer.from('\nsalvos: []\n', 'utf8')]));
    const r = await runSalvo(dir, ['check', 'r.yaml', '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.stderr + r.stdout).toContain('r.yaml:2:5: error not-utf8');
    await writeFile(join(dir, 'v.yaml'), Buffer.from([...Buffer.from('id: v\nname: Sta', 'utf8'), 0xb3, 0x6b, 0x69, 0x0a]));
    const v = await runSalvo(dir, ['variant', 'check', 'v.yaml']);
    expect(v.code).toBe(1);
    expect(v.stderr + v.stdout).toContain('v.yaml:2:10: error not-utf8');
  });

  it('a folder given as a file, and a second YAML document, are said plainly', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-files-'));
    await mkdir(join(dir, 'd.yaml'));
    const v = await runSalvo(dir, ['variant', 'check', 'd.yaml']);
    expect(v.code).toBe(1);
    expect(v.stderr + v.stdout).toContain('d.yaml: error not-a-file: d.yaml is a folder, not a variant file');
    const r = await runSalvo(dir, ['check', 'd.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr + r.stdout).toContain('not-a-file');
    await writeFile(join(dir, 'two.yaml'), 'id: t\n---\nid: u\n');
    const two = await runSalvo(dir, ['variant', 'check', 'two.yaml']);
    expect(two.stderr + two.stdout).toContain('two.yaml:2:1: error yaml-syntax: a second YAML document starts here (---)');
    expect(two.stderr + two.stdout).not.toContain('parseAllDocuments');
  });
});

describe('a PDF given for a text file (the pad, where its record was meant)', () => {
  const pdf = (tail: number[]): Uint8Array => Uint8Array.from([...Buffer.from('%PDF-1.3\n%', 'latin1'), ...tail, 0x0a]);

  it('is said to be a PDF at 1:1, whether its bytes hold a NUL or a byte UTF-8 cannot read', () => {
    for (const bytes of [pdf([0x00, 0x01]), pdf([0xe2, 0xe3, 0xcf, 0xd3])]) {
      const r = decodeText(bytes, 'pad.pdf');
      expect('diagnostic' in r && r.diagnostic).toEqual({
        severity: 'error',
        code: 'not-utf8',
        message: 'the file is a PDF (a pad salvo printed?), not a text file: records, fleet layouts and variants are YAML text',
        suggestion: 'give the path of the .yaml file',
        file: 'pad.pdf',
        line: 1,
        column: 1,
        parts: { kind: 'pdf' },
      });
    }
  });

  it('a text starting %PDF- that is UTF-8 text is read as text', () => {
    expect(decodeText(Buffer.from('%PDF-1 hello\n', 'utf8'), 'f.yaml')).toEqual({ text: '%PDF-1 hello\n' });
  });

  it('check, show, fleet check and variant check of the pad salvo printed say it is a PDF, en/ru/pl', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-pdf-given-'));
    expect((await runSalvo(dir, ['pad', 'jutland', '-o', 'pad.pdf'])).code).toBe(0);
    const en = 'pad.pdf:1:1: error not-utf8: the file is a PDF (a pad salvo printed?), not a text file: records, fleet layouts and variants are YAML text (give the path of the .yaml file)';
    for (const args of [['check', 'pad.pdf'], ['fleet', 'check', 'jutland', 'pad.pdf'], ['variant', 'check', 'pad.pdf']]) {
      const r = await runSalvo(dir, args);
      expect(r.code, args.join(' ')).toBe(1);
      // check's report is on standard output, the others' on standard error.
      expect((r.stdout + r.stderr).split('\n')[0], args.join(' ')).toBe(en);
    }
    expect((await runSalvo(dir, ['show', 'pad.pdf', '--lang', 'ru'])).stderr).toBe('pad.pdf:1:1: ошибка not-utf8: файл — PDF (бланк, напечатанный salvo?), а не текст: записи, расстановки флота и варианты — текст YAML (укажите путь к файлу .yaml)\n');
    const pl = await runSalvo(dir, ['check', 'pad.pdf', '--lang', 'pl']);
    expect((pl.stdout + pl.stderr).split('\n')[0]).toBe('pad.pdf:1:1: błąd not-utf8: plik jest PDF-em (arkusz wydrukowany przez salvo?), a nie tekstem: zapisy, rozstawienia floty i warianty to tekst YAML (podaj ścieżkę do pliku .yaml)');
  });
});
