/**
 * Cells and announcements typed with an input method's full-width forms (`Ａ１`, `Ｊ１０`,
 * `－＞`, `ｍｉｓｓ`) read as their ASCII forms, with the same positions; Cyrillic and Polish
 * letters are left as they are.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCell } from '../../src/core/coords.js';
import { foldWidth } from '../../src/core/words.js';
import { parseAnnouncement } from '../../src/record/announcement-text.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let jutland: Variant;
let morskoy: Variant;
let statki: Variant;
beforeAll(async () => {
  const cwd = process.cwd();
  jutland = await loadVariant('jutland', { cwd });
  morskoy = await loadVariant('morskoy-boy', { cwd });
  statki = await loadVariant('statki', { cwd });
});

/** The full-width form of each ASCII character of `text` (space and others left). */
const wide = (text: string): string => text.replace(/[!-~]/gu, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));

describe('full-width forms', () => {
  it('read as the cells they stand for', () => {
    for (const v of [jutland, statki]) {
      for (const name of ['A1', 'J10', 'c7']) {
        const a = parseCell(name, v.board);
        const b = parseCell(wide(name), v.board);
        expect(a.ok).toBe(true);
        expect(b).toEqual(a);
      }
    }
  });

  it('read a whole record line as its ASCII form, with the same diagnostics and columns', () => {
    const line = (s: string): string => `variant: jutland\nsalvos:\n  - blue: ${s}\n`;
    const ascii = 'A1 B4, C7 D2 E9 F5 -> battleship 1, cruiser 1';
    const plain = parseRecord(line(ascii), jutland);
    const typed = parseRecord(line(wide(ascii)), jutland);
    expect(plain.diagnostics).toEqual([]);
    expect(typed.diagnostics).toEqual([]);
    expect(typed.record.salvos).toEqual(plain.record.salvos);
    // A slip is placed at the same column either way.
    const slip = 'A1 B4 C7 D2 E9 K5 -> no hits';
    const a = parseRecord(line(slip), jutland).diagnostics.map((d) => [d.code, d.line, d.column]);
    const b = parseRecord(line(wide(slip)), jutland).diagnostics.map((d) => [d.code, d.line, d.column]);
    expect(a.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });

  it('read in Statki and Морской бой: digits wide, letters as the board has them', () => {
    const s = parseRecord(`variant: statki\nsalvos:\n  - blue: ${wide('J10')} -> pudło\n`, statki);
    const sPlain = parseRecord('variant: statki\nsalvos:\n  - blue: J10 -> pudło\n', statki);
    expect(s.diagnostics).toEqual([]);
    expect(s.record.salvos).toEqual(sPlain.record.salvos);
    const side = morskoy.turns.sides[0]!.id;
    const m = parseRecord(`variant: morskoy-boy\nsalvos:\n  - ${side}: Д${wide('8')} -> мимо\n`, morskoy);
    const mPlain = parseRecord(`variant: morskoy-boy\nsalvos:\n  - ${side}: Д8 -> мимо\n`, morskoy);
    expect(mPlain.diagnostics).toEqual([]);
    expect(m.diagnostics).toEqual([]);
    expect(m.record.salvos).toEqual(mPlain.record.salvos);
  });

  it('leave Cyrillic and Polish letters as they are', () => {
    for (const text of ['Д8 мимо попал убит', 'Ёё Йй', 'pudło trafiony zatopiony ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ', 'J10 -> miss']) expect(foldWidth(text)).toBe(text);
    expect(parseAnnouncement(wide('miss'), jutland, 1)).toEqual(parseAnnouncement('miss', jutland, 1));
    expect(parseAnnouncement('pudło, trafiony', statki, 2).announcement).not.toBeNull();
  });
});
