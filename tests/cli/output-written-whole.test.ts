/**
 * A PDF is written whole or not at all: a write the disk refuses halfway (a full disk) leaves the
 * file that was there as it was, and no half PDF nor temporary file beside it; a device
 * (/dev/null) is written to as it is, not replaced.
 */
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Set by a test: every write of more than a few bytes puts down half of them, then fails as a full disk does. */
const disk = { full: false };

function diskFull(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' });
}

function half(data: unknown): Uint8Array | string {
  if (typeof data === 'string') return data.slice(0, data.length >> 1);
  const bytes = data as Uint8Array;
  return bytes.subarray(0, bytes.length >> 1);
}

vi.mock('node:fs/promises', async (original) => {
  const real = await original<typeof import('node:fs/promises')>();
  return {
    ...real,
    writeFile: async (path: Parameters<typeof real.writeFile>[0], data: Parameters<typeof real.writeFile>[1], opts?: Parameters<typeof real.writeFile>[2]) => {
      if (!disk.full) return real.writeFile(path, data, opts);
      await real.writeFile(path, half(data));
      throw diskFull();
    },
    open: async (...args: Parameters<typeof real.open>) => {
      const handle: FileHandle = await real.open(...args);
      if (!disk.full) return handle;
      const write = handle.writeFile.bind(handle);
      return Object.assign(handle, {
        writeFile: async (data: Parameters<FileHandle['writeFile']>[0]) => {
          await write(half(data));
          throw diskFull();
        },
      });
    },
  };
});

const { runSalvo } = await import('../helpers/cli.js');

afterEach(() => {
  disk.full = false;
});

describe('a PDF written over one already there', () => {
  it('a disk full halfway leaves the old PDF as it was and nothing beside it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-whole-'));
    await writeFile(join(dir, 'pad.pdf'), '%PDF-1.3 the pad printed last week\n');
    disk.full = true;
    const r = await runSalvo(dir, ['pad', 'jutland', '-o', 'pad.pdf']);
    disk.full = false;
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`${join(dir, 'pad.pdf')}: error file-error: cannot use ${join(dir, 'pad.pdf')}: the disk is full (free some space, or write the file elsewhere)\n`);
    expect(await readFile(join(dir, 'pad.pdf'), 'utf8')).toBe('%PDF-1.3 the pad printed last week\n');
    expect(await readdir(dir)).toEqual(['pad.pdf']);
  });

  it('written whole, it replaces the old one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-whole-'));
    await writeFile(join(dir, 'pad.pdf'), '%PDF-1.3 the pad printed last week\n');
    const r = await runSalvo(dir, ['pad', 'jutland', '-o', 'pad.pdf']);
    expect(r.code).toBe(0);
    const pdf = await readFile(join(dir, 'pad.pdf'), 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(await readdir(dir)).toEqual(['pad.pdf']);
  });

  it('a device is written to, not replaced by a file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-whole-'));
    const r = await runSalvo(dir, ['pad', 'jutland', '-o', '/dev/null', '--force']);
    expect(r.code).toBe(0);
    const { stat } = await vi.importActual<typeof import('node:fs/promises')>('node:fs/promises');
    expect((await stat('/dev/null')).isCharacterDevice()).toBe(true);
  });
});
