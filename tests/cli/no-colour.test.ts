/**
 * docs/scripting.md says salvo writes no colour: no escape code on standard output or standard
 * error off a terminal, whatever NO_COLOR and TERM say, and the same bytes with them set or not.
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('no colour', () => {
  it('writes no escape codes, with or without NO_COLOR and TERM', async () => {
    const lines = [
      ['variants'],
      ['check', 'examples/breaches.yaml'],
      ['show', 'examples/jutland.yaml', '--after', '6'],
      ['fleet', 'random', 'jutland', '--seed', '7'],
      ['variant', 'show', 'statki'],
      ['check', '--help'],
      ['chek'],
    ];
    for (const args of lines) {
      const plain = await runSalvo(process.cwd(), args);
      expect(plain.stdout + plain.stderr).not.toBe('');
      expect(`${plain.stdout}${plain.stderr}`).not.toMatch(/\u001b/u);
      const envs: Record<string, string>[] = [{ NO_COLOR: '1' }, { TERM: 'xterm-256color', FORCE_COLOR: '3' }];
      for (const env of envs) {
        const other = await runSalvo(process.cwd(), args, '', env);
        expect(other).toEqual(plain);
      }
    }
  });
});
