/**
 * `salvo --help`, where a newcomer looks first, says which language a command speaks (the
 * record's, else the variant's first; --lang another) and that LANG and LC_ALL are not read, with
 * the exit codes and where the reference is; the README says the same. The design holds: a system
 * locale changes nothing a command says.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

const ROOT = join(import.meta.dirname, '..', '..');

async function run(args: readonly string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const m = memoryIO('', env, ROOT);
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

describe('salvo --help on language and exit status', () => {
  it('says the language rule, that LANG and LC_ALL are not read, the exit codes and the docs', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    const flat = r.stdout.replace(/\s+/gu, ' ');
    expect(flat).toContain("Language: each command speaks its record's language, else its variant's first");
    expect(flat).toContain('--lang en (ru, pl) picks another');
    expect(flat).toContain('LANG and LC_ALL are not read');
    expect(flat).toContain("The help, salvo's and each command's, is in English, or with --lang in Russian or Polish (salvo check --help --lang pl).");
    expect(flat).toContain('Exit status: 0 ok, 1 invalid input or a breach of the rules, 2 a usage error, 70 a bug in salvo (please report it), 130 stopped by Ctrl-C, 143 by SIGTERM.');
    expect(flat).toContain('docs/commands.md');
    expect(flat).toContain('docs/scripting.md');
    // A command's own help keeps to the command.
    expect((await run(['check', '--help'])).stdout).not.toContain('LC_ALL');
  });

  it('the README says it where the templates are listed', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\s+/gu, ' ');
    expect(readme).toContain('salvo does not read `LANG` or `LC_ALL`');
  });

  it('a system locale changes nothing a command says', async () => {
    for (const args of [['variant', 'show', 'jutland'], ['count', 'morskoy-boy', '--lang', 'ru_RU'], ['check', 'examples/statki.yaml']]) {
      const plain = await run(args);
      const ru = await run(args, { LANG: 'ru_RU.UTF-8', LC_ALL: 'ru_RU.UTF-8', LC_MESSAGES: 'ru_RU.UTF-8', LANGUAGE: 'ru' });
      expect(plain.stdout + plain.stderr, args.join(' ')).not.toBe('');
      expect(ru, args.join(' ')).toEqual(plain);
    }
  });
});
