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
