/**
 * `salvo show game.yaml -o sheet.pdf` left the sheet header's opponent and date lines blank though
 * the record has its players and its date. Each side's sheet now has them written in, in pencil,
 * in the sheet's language: the other side as the header names a side (with its player), the date
 * as a player writes it (`14 August 1994`, `2 марта 1985 г.`, `20 listopada 2004 r.`); a date not
 * a day of the calendar as the record has it; no date, the line left blank. Written on the line,
 * between its label and the next field, on every paper.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { gameOf } from '../helpers/example-game.js';
import { pdfText } from '../render/raster.js';

const root = join(import.meta.dirname, '..', '..');

/** The text items of each side's first page (each side's sheet the same number of pages). */
async function firstPages(file: string, sides = 2): Promise<string[][]> {
  const { items } = await pdfText(new Uint8Array(await readFile(file)));
  const per = items.length / sides;
  return Array.from({ length: sides }, (_, k) => items[k * per]!);
}

/** The item right after `label` on a page. */
function after(items: readonly string[], label: string): string | undefined {
  const at = items.indexOf(label);
  expect(at, label).toBeGreaterThanOrEqual(0);
  return items[at + 1];
}

describe('show -o: the header', () => {
  it('writes each side the other side as opponent and the date, in the sheet language (en, ru, pl)', async () => {
    const cases = [
      ['classic-salvo.yaml', [], ['Opponent', 'Date'], [['red (Priya)', '14 August 1994'], ['blue (Sam)', '14 August 1994']]],
      ['morskoy-boy.yaml', [], ['Противник', 'Дата'], [['«второй» (Дима)', '2 марта 1985 г.'], ['«первый» (Оля)', '2 марта 1985 г.']]],
      ['morskoy-boy.yaml', ['--lang', 'en'], ['Opponent', 'Date'], [['второй (Дима)', '2 March 1985'], ['первый (Оля)', '2 March 1985']]],
      ['statki.yaml', [], ['Przeciwnik', 'Data'], [['„tomek”', '20 listopada 2004 r.'], ['„ala”', '20 listopada 2004 r.']]],
      ['jutland.yaml', ['--side', 'red'], ['Opponent', 'Date'], [['blue (Lt. Hartley)', '31 May 1923']]],
    ] as const;
    for (const [name, args, [opponent, date], want] of cases) {
      const dir = await gameOf(name.replace(/\.yaml$/u, ''), 9999);
      const r = await runSalvo(dir, ['show', 'g.yaml', ...args, '-o', 'g.pdf']);
      expect(r.code, `${name}: ${r.stderr}`).toBe(0);
      const pages = await firstPages(join(dir, 'g.pdf'), want.length);
      want.forEach(([who, when], k) => {
        expect(after(pages[k]!, opponent), `${name} ${k}`).toBe(who);
        expect(after(pages[k]!, date), `${name} ${k}`).toBe(when);
      });
    }
  }, 120_000);

  it('writes a date that is no day of the calendar as the record has it, and none where it has none', async () => {
    const free = await gameOf('classic-salvo', 9999, (lines) => {
      lines[6] = 'date: summer 1994';
    });
    expect(await runSalvo(free, ['show', 'g.yaml', '-o', 'g.pdf'])).toMatchObject({ code: 0 });
    expect(after((await firstPages(join(free, 'g.pdf')))[0]!, 'Date')).toBe('summer 1994');
    const wrong = await gameOf('classic-salvo', 9999, (lines) => {
      lines[6] = 'date: 1994-02-30';
    });
    expect(await runSalvo(wrong, ['show', 'g.yaml', '-o', 'g.pdf'])).toMatchObject({ code: 0 });
    expect(after((await firstPages(join(wrong, 'g.pdf')))[0]!, 'Date')).toBe('1994-02-30');
    const none = await gameOf('classic-salvo', 9999, (lines) => {
      expect(lines.splice(6, 1)).toEqual(['date: 1994-08-14']);
    });
    expect(await runSalvo(none, ['show', 'g.yaml', '-o', 'g.pdf'])).toMatchObject({ code: 0 });
    const page = (await firstPages(join(none, 'g.pdf')))[0]!;
    expect(after(page, 'Opponent')).toBe('red (Priya)');
    expect(after(page, 'Date')).toBe('Game no.');
  }, 120_000);

  it('writes them on their lines, between the label and the next field, at 6 pt or more, on A4, A5 and letter', async () => {
    const { readRecordFile } = await import('../../src/record/store.js');
    const { loadRecordVariant } = await import('../../src/cli/commands/game-common.js');
    const { paperOf } = await import('../../src/record/paper.js');
    const { filledSheet, sheetHeader } = await import('../../src/cli/commands/show.js');
    const { drawFilledPad } = await import('../../src/render/pad.js');
    const { padText } = await import('../../src/render/i18n.js');
    const { RecordingDrawing, boundsOf } = await import('../../src/render/record-drawing.js');
    const { PENCIL_INK } = await import('../../src/render/chart.js');
    const { sideSalvoNumbers } = await import('../../src/record/model.js');
    const { sideTitle } = await import('../../src/record/game.js');
    for (const name of ['classic-salvo.yaml', 'jutland.yaml', 'morskoy-boy.yaml', 'statki.yaml', 'statki-15.yaml', 'perelman.yaml', 'classic-1967.yaml']) {
      const f = await readRecordFile(join(root, 'examples', name), loadRecordVariant, name);
      if (!f.ok) throw new Error(`${name} does not read`);
      const { record, variant } = f;
      for (const lang of variant.languages) {
        const sides = record.sides.map((s) => s.id);
        const papers = sides.map((s) => paperOf(record, variant, s));
        const fills = papers.map((p) => ({ ...filledSheet(p, record.salvos, sideSalvoNumbers(record), variant, lang), header: sheetHeader(p, record, variant, lang) }));
        for (const paper of ['A4', 'A5', 'letter'] as const) {
          const d = new RecordingDrawing();
          drawFilledPad(d, variant, { paper, lang, sides: sides.map((s) => sideTitle(record, variant, s, lang, { player: true })) }, fills);
          const t = padText(lang);
          const texts = d.texts(0);
          const label = (word: string) => texts.find((x) => x.text === word)!;
          const [opponent, date, game] = [label(t.opponent), label(t.date), label(t.gameNo)];
          const written = texts.filter((x) => x.style.colour === PENCIL_INK && Math.abs(x.y - opponent.y) < 0.01);
          const where = `${name} ${lang} ${paper}`;
          expect(written.map((x) => x.text), where).toEqual([fills[0]!.header.opponent, fills[0]!.header.date]);
          const box = written.map((x) => boundsOf({ op: 'text', ...x })!);
          expect(box[0]!.left, where).toBeGreaterThan(boundsOf({ op: 'text', ...opponent })!.right);
          expect(box[0]!.right, where).toBeLessThan(date.x);
          expect(box[1]!.left, where).toBeGreaterThan(boundsOf({ op: 'text', ...date })!.right);
          expect(box[1]!.right, where).toBeLessThan(game.x);
          for (const x of written) expect(x.style.size, where).toBeGreaterThanOrEqual(6);
        }
      }
    }
  }, 120_000);
});
