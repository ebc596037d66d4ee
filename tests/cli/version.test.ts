/**
 * `salvo --version` says the version package.json gives, not one written into the code: run from
 * the sources (tsx) and from a copy of them beside a package.json of another version, as an
 * installed package or a new release would be.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { ROOT, salvoProcessArgs } from '../helpers/salvo-process.js';

const ownVersion = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

describe('salvo --version', () => {
  it("in-process: package.json's version", async () => {
    const m = memoryIO();
    expect(await main(['node', 'salvo', '--version'], m.io)).toBe(0);
    expect(m.stdout).toBe(`${ownVersion}\n`);
  });

  it('a copy of the sources beside a package.json of another version says that version', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-version-'));
    cpSync(join(ROOT, 'src'), join(dir, 'src'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...pkg, version: '7.3.1-test' }));
    const args = salvoProcessArgs(['--version']);
    const at = args.indexOf(join(ROOT, 'src', 'cli', 'run.ts'));
    expect(at).toBeGreaterThanOrEqual(0);
    args[at] = join(dir, 'src', 'cli', 'run.ts');
    const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: dir });
    expect(stdout).toBe('7.3.1-test\n');
  }, 120_000);
});
