/**
 * `salvo pad morskoy-boy --paper А4`, the format's name as Russian writes it (a Cyrillic А, the
 * same letter on the page as the Latin A), was refused with `--paper: «А4» — не формат бумаги
 * (укажите A4, A5 или letter)`: the same-looking A4 named as the fix. pad and show -o now take the
 * Cyrillic А for the A. Typed with the keyboard in the Russian layout (`ф4`, `Ф5`, `дуееук`), it
 * is still refused, now with the paper its keys spell and the option to write, in en, ru and pl.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { padOptionError, paperNamed } from '../../src/cli/commands/pad-text.js';
import { runSalvo } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

const root = join(import.meta.dirname, '..', '..');

describe('--paper: the Cyrillic А of А4, and a paper typed in the Russian layout', () => {
  it('reads А4 and а5 (Cyrillic) as A4 and A5, and nothing else new', () => {
    // The Cyrillic capital А (U+0410), and the small а (U+0430).
    expect(['А4', 'а5'].map((p) => p.codePointAt(0))).toEqual([0x410, 0x430]);
    expect(paperNamed('\u04104')).toBe('A4');
    expect(paperNamed('А4')).toBe('A4');
    expect(paperNamed('а5')).toBe('A5');
    expect(paperNamed('Letter')).toBe('letter');
    expect(paperNamed('A3')).toBeUndefined();
    expect(paperNamed('А3')).toBeUndefined();
    expect(paperNamed('ф4')).toBeUndefined();
  });

  it('pad prints A4 for --paper А4, and show -o an A5 sheet for --paper а5', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-paper-'));
    const pad = await runSalvo(dir, ['pad', 'morskoy-boy', '--paper', 'А4', '-o', 'pad.pdf']);
    expect(pad.code, pad.stderr).toBe(0);
    expect(pad.stderr).toBe('');
    expect(pad.stdout).toContain('A4');
    const show = await runSalvo(dir, ['show', join(root, 'examples', 'morskoy-boy.yaml'), '--paper', 'а5', '-o', 'sheet.pdf']);
    expect(show.code, show.stderr).toBe(0);
    const a5 = await runSalvo(dir, ['show', join(root, 'examples', 'morskoy-boy.yaml'), '--paper', 'A5', '-o', 'latin.pdf']);
    expect(a5.code, a5.stderr).toBe(0);
    // The same sheets as --paper A5 draws.
    const [cyrillic, latin] = await Promise.all([readFile(join(dir, 'sheet.pdf')), readFile(join(dir, 'latin.pdf'))]);
    expect((await pdfText(new Uint8Array(cyrillic))).items).toEqual((await pdfText(new Uint8Array(latin))).items);
    expect(Buffer.compare(cyrillic, latin)).toBe(0);
  }, 60_000);

  it('refuses a paper typed in the Russian layout, naming the one its keys spell, in en, ru and pl', async () => {
    expect(padOptionError('en', { option: 'paper', given: 'ф4' })).toBe('--paper: "ф4" is not a paper size: typed with the keyboard in the Russian layout, its keys spell A4 (write --paper A4)');
    expect(padOptionError('ru', { option: 'paper', given: 'Ф5' })).toBe('--paper: «Ф5» — не формат бумаги: набрано в русской раскладке, на этих клавишах A5 (напишите --paper A5)');
    expect(padOptionError('pl', { option: 'paper', given: 'дуееук' })).toBe('--paper: „дуееук” to nie format papieru: wpisano w rosyjskim układzie klawiatury, te klawisze to letter (napisz --paper letter)');
    // Any other, as before.
    expect(padOptionError('en', { option: 'paper', given: 'A3' })).toBe('--paper: "A3" is not a paper size (use A4, A5 or letter)');
    expect(padOptionError('ru', { option: 'paper', given: 'фф' })).toBe('--paper: «фф» — не формат бумаги (укажите A4, A5 или letter)');
    const dir = await mkdtemp(join(tmpdir(), 'salvo-paper-'));
    const r = await runSalvo(dir, ['pad', 'morskoy-boy', '--paper', 'ф4', '-o', 'pad.pdf']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('(напишите --paper A4)');
  }, 60_000);
});
