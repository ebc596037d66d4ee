/**
 * `salvo pad jutland -o - | head -c 10`: the reader closes the pipe before the PDF is all
 * written. salvo then says nothing (no "wrote the PDF to standard output", which would be
 * untrue) and exits 141, as a Unix tool stopped by SIGPIPE does in a shell.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { CLOSED_PIPE_EXIT } from '../../src/cli/commands/output.js';
import { salvoProcessArgs } from '../helpers/salvo-process.js';

describe('pad -o - into a pipe closed early', () => {
  it('in-process: a write refused with EPIPE ends the command at 141, saying nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-epipe-'));
    const m = memoryIO('', { SOURCE_DATE_EPOCH: '0' }, dir);
    const epipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE', syscall: 'write' });
    const code = await main(['node', 'salvo', 'pad', 'jutland', '-o', '-'], { ...m.io, outBytes: () => Promise.reject(epipe) });
    expect(CLOSED_PIPE_EXIT).toBe(128 + 13); // SIGPIPE is signal 13
    expect(code).toBe(141);
    expect(m.stderr).toBe('');
    expect(m.stdout).toBe('');
  });

  it('in-process: a write that goes through still says what was written, exit 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-epipe-'));
    const m = memoryIO('', { SOURCE_DATE_EPOCH: '0' }, dir);
    const code = await main(['node', 'salvo', 'pad', 'jutland', '-o', '-'], { ...m.io, outBytes: () => Promise.resolve() });
    expect(code).toBe(0);
    expect(m.stderr).toContain('wrote the PDF to standard output');
  });

  it('as a process: the reader takes a first chunk and closes the pipe', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-epipe-'));
    // 200 sheets: far more than a pipe's buffer holds, so the write meets the closed pipe.
    const child = spawn(process.execPath, salvoProcessArgs(['pad', 'jutland', '--sheets', '200', '-o', '-']), { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    let head: Buffer = Buffer.alloc(0);
    child.stderr.on('data', (c: Buffer) => void (err += c.toString('utf8')));
    child.stdout.once('data', (c: Buffer) => {
      head = c.subarray(0, 10);
      child.stdout.destroy();
    });
    const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
    expect(head.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(err).not.toContain('wrote');
    expect(err).not.toContain('internal error');
    expect(code).toBe(141);
  }, 120_000);
});
