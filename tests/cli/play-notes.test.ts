/**
 * The notes `salvo play` leaves on a salvo in the record are in the record's language (Statki:
 * Polish, Морской бой: Russian, English variants: English), and are read in any of the three: a
 * record written by an older salvo, with English notes at a Russian table, plays on exactly as one
 * with Russian notes (the same words said, the same file written).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { readPlayNote, unsavedComment, writePlayNote, type PlayNote } from '../../src/cli/commands/play-notes.js';
import { MORSKOY_HEAD } from '../helpers/records.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-play-notes-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);
const read = (name: string) => readFile(join(dir, name), 'utf8');

const NOTES: PlayNote[] = [
  { ended: true, changed: false },
  { ended: true, changed: true },
  { ended: true, changed: false, next: 'Г8' },
  { ended: true, changed: true, result: 'попал, попал', next: 'Д8' },
  { ended: true, changed: true, result: 'trafiony', other: 'called loudly' },
  { ended: false, changed: true, other: 'called loudly; twice' },
  { ended: false, changed: true },
];

/** The words of a text, letters only, less the values the notes carry. */
const words = (text: string): string[] => (text.match(/\p{L}{2,}/gu) ?? []).filter((w) => !['попал', 'trafiony', 'called', 'loudly', 'twice'].includes(w));

describe('play notes', () => {
  it('read back as written, in every language', () => {
    for (const lang of ['en', 'ru', 'pl']) for (const note of NOTES) expect(readPlayNote(writePlayNote(note, lang)), `${lang} ${JSON.stringify(note)}`).toEqual(note);
  });

  it('are written in the language asked, with no English word in Russian or Polish', () => {
    for (const note of NOTES) {
      const english = new Set(words(writePlayNote(note, 'en')));
      for (const lang of ['ru', 'pl']) expect(words(writePlayNote(note, lang)).filter((w) => english.has(w)), `${lang} ${JSON.stringify(note)}`).toEqual([]);
    }
  });

  it('the comment above a salvo kept beside the record is in its language too, and a comment', () => {
    for (const why of ['fixed', 'stands', 'announce'] as const) {
      const english = new Set(words(unsavedComment(why, 'g.yaml', 'en')).filter((w) => !['salvo', 'play', 'salvos', 'yaml'].includes(w)));
      for (const lang of ['ru', 'pl', 'en']) {
        const said = unsavedComment(why, 'g.yaml', lang);
        expect(said, `${lang} ${why}`).toMatch(/^# .*g\.yaml/u);
        expect(said).not.toContain('\n');
        if (lang !== 'en') expect(words(said).filter((w) => english.has(w)), `${lang} ${why}`).toEqual([]);
      }
    }
  });

  it("a player's own note is not play's, and stays as it is", () => {
    expect(readPlayNote('called loudly; twice')).toEqual({ ended: false, changed: false, other: 'called loudly; twice' });
    expect(writePlayNote({ ended: false, changed: false, other: 'called loudly; twice' }, 'ru')).toBe('called loudly; twice');
    expect(readPlayNote(undefined)).toBeUndefined();
  });
});

const STATKI = `variant: statki
sides: { ala: Ala, tomek: Tomek }
fleets:
  ala: { pancernik: D1-D4, krążownik: [G3-I3, F8-F10], ścigacz: [A2-A3, C9-D9, I10-J10], łódź podwodna: [H1, B5, J5, A9] }
  tomek: { pancernik: B4-E4, krążownik: [B6-B8, D8-F8], ścigacz: [D2-E2, H9-H10, E10-F10], łódź podwodna: [B2, J2, J4, J8] }
salvos: []
`;

describe('salvo play writes its notes in the record language', () => {
  it('Statki: in Polish, and the next session reads them', async () => {
    await writeFile(join(dir, 'g.yaml'), STATKI);
    await run(['play', 'g.yaml', '--no-charts'], ['B4 C4 D4', 'trafiony'].join('\n'));
    const text = await read('g.yaml');
    const note = /note: "?([^"\n]*)"?\n/u.exec(text)?.[1];
    expect(note).toBe(writePlayNote({ ended: true, changed: false, next: 'D4' }, 'pl'));
    expect(note).not.toMatch(/called|session|announcement/u);
    const again = await run(['play', 'g.yaml', '--no-charts'], ['trafiony', 'D4', 'trafiony', 'E4', 'zatopiony', ''].join('\n'));
    // Said at the table in Polish too.
    expect(again.stdout).toContain('(następne pola: D4)');
    expect(await read('g.yaml')).not.toContain('note:');
  });

  it('an English variant: in English, as before', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: classic-salvo\nsalvos: []\n');
    await run(['play', 'g.yaml', '--no-charts'], 'A1 B1 C1 D1 E1\n');
    expect(await read('g.yaml')).toContain('note: announcement not recorded (the session ended)\n');
  });
});

describe('salvo play reads notes in any language', () => {
  const record = (note: string): string => `${MORSKOY_HEAD}  - первый: В7 -> мимо\n  - второй: В3 -> мимо\n  - первый: Е8 -> попал\n  - первый: Д8\n    note: "${note}"\n`;
  const english = 'announcement not recorded (the session ended); typed as the file was changed by hand; result typed: попал; called next: Г8';
  const russian = writePlayNote({ ended: true, changed: true, result: 'попал', next: 'Г8' }, 'ru');

  it('an old Russian record with English notes plays on as one with Russian notes', async () => {
    expect(russian).not.toBe(english);
    const session = ['попал', 'Г8', 'убит', ''].join('\n');
    for (const lang of ['ru', 'en']) {
      await writeFile(join(dir, 'old.yaml'), record(english));
      await writeFile(join(dir, 'new.yaml'), record(russian));
      const old = await run(['play', 'old.yaml', '--lang', lang, '--no-charts'], session);
      const now = await run(['play', 'new.yaml', '--lang', lang, '--no-charts'], session);
      expect([old.code, now.code], lang).toEqual([0, 0]);
      expect(old.stdout.replaceAll('old.yaml', 'new.yaml'), lang).toBe(now.stdout);
      expect(await read('old.yaml'), lang).toBe(await read('new.yaml'));
      // The note's words are said, in the session's language.
      expect(now.stdout, lang).toContain(lang === 'en' ? '(typed as the file was changed by hand; result typed: попал; called next: Г8)' : '(набран, когда файл меняли вручную; набранный ответ: попал; следующие клетки: Г8)');
    }
  });
});
