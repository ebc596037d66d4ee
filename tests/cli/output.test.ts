/**
 * Files a command makes are written only where that loses nothing: `pad -o`, `infer --pdf`,
 * `analyze -o` and `variant schema -o` replace a file only when it is of their own kind (a PDF
 * over a PDF), or with --force; a missing folder or a folder as the output is refused before any
 * work is done.
 */
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

const run = async (dir: string, ...args: string[]) => {
  const m = memoryIO('', { SOURCE_DATE_EPOCH: '0' }, dir);
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, out: m.stdout, err: m.stderr, bytes: m.stdoutBytes };
};

describe('output files', () => {
  it('pad -o does not replace a file that is not a PDF, unless --force', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-out-'));
    const variantText = readFileSync('templates/jutland.yaml', 'utf8');
    writeFileSync(join(dir, 'my.yaml'), variantText);
    const refused = await run(dir, 'pad', 'my.yaml', '-o', 'my.yaml');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('output-exists');
    expect(readFileSync(join(dir, 'my.yaml'), 'utf8')).toBe(variantText);
    const forced = await run(dir, 'pad', 'jutland', '-o', 'my.yaml', '--force');
    expect(forced.code).toBe(0);
    expect(readFileSync(join(dir, 'my.yaml')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('infer --pdf and analyze -o refuse a file that is not a PDF, and take --force as their message says', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-out-'));
    writeFileSync(join(dir, 'g.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 B2 C3 D4 E5 F6 -> no hits\n  - red: A1 B2 C3 D4 E5 F6 -> no hits\n');
    writeFileSync(join(dir, 'notes.txt'), 'my notes\n');
    for (const args of [['infer', 'g.yaml', '--target', 'red', '--pdf', 'notes.txt'], ['analyze', 'g.yaml', '--workers', '1', '-o', 'notes.txt']]) {
      const refused = await run(dir, ...args);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('output-exists');
      expect(refused.err).toContain('add --force to replace it');
      expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('my notes\n');
      const forced = await run(dir, ...args, '--force');
      expect(forced.err).not.toContain('unknown option');
      expect(forced.code).toBe(0);
      expect(readFileSync(join(dir, 'notes.txt')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      writeFileSync(join(dir, 'notes.txt'), 'my notes\n');
    }
  });

  it('pad -o replaces a PDF (printing the pad again)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-out-'));
    expect((await run(dir, 'pad', 'jutland', '-o', 'p.pdf')).code).toBe(0);
    expect((await run(dir, 'pad', 'jutland', '-o', 'p.pdf', '--sheets', '4')).code).toBe(0);
    expect(readFileSync(join(dir, 'p.pdf')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses a missing folder or a folder, before the work', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-out-'));
    mkdirSync(join(dir, 'sub'));
    const missing = await run(dir, 'analyze', join(process.cwd(), 'examples/jutland.yaml'), '-o', 'nodir/r.pdf');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('output-folder');
    expect(missing.out).toBe('');
    const folder = await run(dir, 'pad', 'jutland', '-o', 'sub');
    expect(folder.code).toBe(1);
    expect(folder.err).toContain('is a folder');
    const pdf = await run(dir, 'infer', join(process.cwd(), 'examples/jutland.yaml'), '--target', 'red', '--pdf', 'nodir/h.pdf');
    expect(pdf.code).toBe(1);
    expect(pdf.out).toBe('');
  });

  it('variant schema -o does not replace a variant file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-out-'));
    writeFileSync(join(dir, 'v.yaml'), 'id: x\n');
    expect((await run(dir, 'variant', 'schema', '-o', 'v.yaml')).code).toBe(1);
    expect(readFileSync(join(dir, 'v.yaml'), 'utf8')).toBe('id: x\n');
    expect((await run(dir, 'variant', 'schema', '-o', 's.json')).code).toBe(0);
    expect((await run(dir, 'variant', 'schema', '-o', 's.json')).code).toBe(0);
  });

  it('pad --sides takes one name or two, none empty', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-out-'));
    for (const bad of [',Bob', 'Ann,', 'Ann,Bob,Cy']) expect((await run(dir, 'pad', 'jutland', '--sides', bad, '-o', 'p.pdf')).code).toBe(2);
    expect((await run(dir, 'pad', 'jutland', '--sides', 'Ann', '-o', 'p.pdf')).code).toBe(0);
    expect((await run(dir, 'pad', 'jutland', '--sides', 'Ann,Bob', '-o', 'p.pdf')).code).toBe(0);
    // An empty title would print a pad with none.
    expect((await run(dir, 'pad', 'jutland', '--title', ' ', '-o', 'p.pdf')).code).toBe(2);
  });

  it('- is standard output for pad -o, variant schema -o and init -o; never a file named -', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-out-'));
    const pad = await run(dir, 'pad', 'jutland', '-o', '-');
    expect(pad.code).toBe(0);
    expect(pad.out).toBe('');
    expect(pad.err).toContain('wrote the PDF to standard output: 2 pages');
    // The same bytes as the file it would write.
    expect((await run(dir, 'pad', 'jutland', '-o', 'p.pdf')).code).toBe(0);
    expect(pad.bytes.equals(readFileSync(join(dir, 'p.pdf')))).toBe(true);
    const schema = await run(dir, 'variant', 'schema', '-o', '-');
    expect(schema.code).toBe(0);
    expect((JSON.parse(schema.out) as { $schema: string }).$schema).toContain('json-schema.org');
    const init = await run(dir, 'init', 'jutland', '-o', '-');
    expect(init.code).toBe(0);
    expect(init.out).toContain('id: my-jutland');
    expect(readdirSync(dir)).not.toContain('-');
    // Where the text goes to standard output, the PDF cannot go there too.
    const analyze = await run(join(import.meta.dirname, '..', '..'), 'analyze', 'examples/jutland.yaml', '-o', '-');
    expect(analyze.code).toBe(1);
    expect(analyze.err).toContain('output-stdout');
    expect(analyze.out).toBe('');
  });
});
