/** A record that began with a byte-order mark (a Windows editor's) keeps it when rewritten. */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../src/record/store.js';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe('writeFileAtomic and a byte-order mark', () => {
  it('puts back the mark the file began with, and adds none to a file without', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-bom-'));
    const marked = join(dir, 'marked.yaml');
    await writeFile(marked, Buffer.concat([BOM, Buffer.from('variant: statki\n')]));
    await writeFileAtomic(marked, 'variant: statki\nsalvos: []\n');
    expect(await readFile(marked)).toEqual(Buffer.concat([BOM, Buffer.from('variant: statki\nsalvos: []\n')]));
    const plain = join(dir, 'plain.yaml');
    await writeFile(plain, 'variant: statki\n');
    await writeFileAtomic(plain, 'variant: statki\nsalvos: []\n');
    expect(await readFile(plain, 'utf8')).toBe('variant: statki\nsalvos: []\n');
    // Two bytes of the mark are no mark.
    const short = join(dir, 'short.yaml');
    await writeFile(short, BOM.subarray(0, 2));
    await writeFileAtomic(short, 'x\n');
    expect(await readFile(short, 'utf8')).toBe('x\n');
  });
});

describe('readRecordText and a broken variant file', () => {
  it("names the variant's problems by the variant file's path beside the record", async () => {
    const { readRecordText } = await import('../../src/record/store.js');
    const loader = async () => ({
      ok: false as const,
      diagnostics: [
        { severity: 'error' as const, code: 'x', message: 'in the variant', file: 'my-variant.yaml', line: 3, column: 1 },
        { severity: 'error' as const, code: 'y', message: 'not found' },
      ],
    });
    const r = await readRecordText('variant: my-variant.yaml\nsalvos: []\n', 'games/g.yaml', loader, join('games', 'g.yaml'));
    expect(r.ok).toBe(false);
    const diags = !r.ok ? r.diagnostics : [];
    expect(diags[0]).toMatchObject({ code: 'x', file: join('games', 'my-variant.yaml'), line: 3 });
    // A problem with no file is the record's, at its variant line.
    expect(diags[1]).toMatchObject({ code: 'y', file: join('games', 'g.yaml'), line: 1 });
  });
});
