/**
 * The variants of examples/variants/, written from scratch by a designer: each checks with no
 * error and no warning, and examples/README.md lists each one.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkVariantFile } from '../../src/variant/load.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const DIR = join(ROOT, 'examples', 'variants');

describe('examples/variants', () => {
  it('every variant checks clean and is listed in examples/README.md', async () => {
    const files = (await readdir(DIR)).filter((f) => f.endsWith('.yaml')).sort();
    expect(files.length).toBeGreaterThanOrEqual(4);
    const readme = await readFile(join(ROOT, 'examples', 'README.md'), 'utf8');
    for (const f of files) {
      expect(await checkVariantFile(join(DIR, f), { cwd: ROOT }), f).toEqual([]);
      expect(readme, f).toContain(`(variants/${f})`);
    }
  });
});
