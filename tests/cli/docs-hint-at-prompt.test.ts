/**
 * The docs name play's hint command where a player reads of play's prompt: the README's game
 * records (hint typed there gives the chances of the enemy ships, 11225b6), and commands.md's
 * result prompt, where hint says what is awaited, as turn and result do (38f57410), as play does.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');

describe('hint at play\'s prompt, in the docs', () => {
  it('is named in the README and at the result prompt in commands.md, as play answers it', async () => {
    const readme = (await readFile(join(ROOT, 'README.md'), 'utf8')).replace(/\s+/gu, ' ');
    expect(readme).toContain('`hint` for the chances of the enemy ships');
    const doc = (await readFile(join(ROOT, 'docs', 'commands.md'), 'utf8')).replace(/\s+/gu, ' ');
    expect(doc).toContain('`result` and `hint` say what is awaited (`now: type what red announced`)');
    const dir = await mkdtemp(join(tmpdir(), 'salvo-hint-prompt-'));
    expect((await runSalvo(dir, ['new', 'morskoy-boy', '-o', 'en.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['play', 'en.yaml', '--no-charts', '--lang', 'en'], ['а1', 'hint', 'quit'].join('\n'));
    expect(r.stdout + r.stderr).toContain('now: type what red announced');
  });
});
