/**
 * `salvo pad ьщкылщн-ищн`: morskoy-boy typed with the keyboard in the Russian layout was refused
 * with the list of templates and no word of the one meant, though `морской-бой` (the name in
 * Russian) and `jutlnd` (a typo) are each told `did you mean …?`. A template name whose keys, read
 * as the Latin letters on them, spell a template's id now gets it (`did you mean morskoy-boy?`),
 * in every command naming a variant, in its language; still refused, nothing read as meant.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('a template typed with the keyboard in the Russian layout', () => {
  it('is refused with the template its keys spell', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-keyed-'));
    const cases = [
      [['pad', 'ьщкылщн-ищн', '-o', 'x.pdf'], 'did you mean morskoy-boy?'],
      [['pad', 'огедфтв', '--lang', 'ru', '-o', 'x.pdf'], '(может быть, jutland?'],
      [['new', 'ыефелш-15', '-o', 'g.yaml'], 'did you mean statki-15?'],
      [['variant', 'show', 'зукудьфт'], 'did you mean perelman?'],
    ] as const;
    for (const [args, meant] of cases) {
      const r = await runSalvo(dir, [...args]);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.stderr, args.join(' ')).toContain('unknown-variant');
      expect(r.stderr, args.join(' ')).toContain(meant);
    }
    // Keys that spell no template: the list, as before.
    const none = await runSalvo(dir, ['pad', 'ывфы', '-o', 'x.pdf']);
    expect(none.stderr).toContain('the templates are: classic-1967');
  });
});
