/**
 * A salvo line with two slips, its side's colon missing (`- ala; B-4 -> …`, `- ala B-4`,
 * `- ala:B-4`) and a cell of one sure reading (`B-4`), gets one line to write from both findings,
 * each slip mended (`- ala: B4 -> trafiony`), not two lines each mending its own slip and keeping
 * the other's; the line, written over the one there, reads with neither. A cell of no sure reading
 * leaves the colon's line as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

const root = new URL('../..', import.meta.url).pathname;
let statki: Variant;

beforeAll(async () => {
  statki = await loadVariant('statki', { cwd: root });
});

const HEAD = 'variant: statki\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: C7 -> pudło\n  - tomek: C3 -> pudło\n';

/** The colon's and the cell's suggestions of `text`, in `lang`. */
function said(text: string, lang: 'en' | 'pl'): { code: string; suggestion: string | undefined }[] {
  return parseRecord(text, statki)
    .diagnostics.filter((d) => d.code === 'salvo-colon-missing' || d.code.startsWith('cell-'))
    .map((d) => ({ code: d.code, suggestion: lang === 'en' ? d.suggestion : readingSaid(d, lang)?.suggestion }));
}

describe('a side without its colon and a cell of one sure reading on one line', () => {
  it('give the one line with both mended, in English and Polish', () => {
    for (const line of ['- ala; B-4 -> trafiony', '- ala B-4 -> trafiony', '- ala:B-4 -> trafiony']) {
      const text = `${HEAD}  ${line}\n`;
      expect(said(text, 'en'), line).toEqual([
        { code: 'salvo-colon-missing', suggestion: 'write - ala: B4 -> trafiony' },
        { code: 'cell-unreadable', suggestion: 'did you mean B4? If so, write the line: - ala: B4 -> trafiony' },
      ]);
      expect(said(text, 'pl').map((s) => s.suggestion), line).toEqual(['napisz - ala: B4 -> trafiony', 'czy chodziło o B4? Jeśli tak, napisz wiersz: - ala: B4 -> trafiony']);
      expect(said(`${HEAD}  - ala: B4 -> trafiony\n`, 'en')).toEqual([]);
    }
  });

  it('the colon as before where the cell has no sure reading', () => {
    expect(said(`${HEAD}  - ala; B-4 QQ -> trafiony, pudło\n`, 'en')).toEqual([
      { code: 'salvo-colon-missing', suggestion: 'write - ala: B-4 QQ -> trafiony, pudło' },
      { code: 'cell-unreadable', suggestion: 'did you mean B4?' },
      { code: 'cell-unreadable', suggestion: 'write a cell such as A1' },
    ]);
  });
});
