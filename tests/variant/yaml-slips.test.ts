/**
 * The YAML slips a user types, said as they were typed: a "," missing between items in brackets,
 * a tab indenting a line, a ": " inside a value, a key twice, a list item out of line, a quote
 * never closed. Each in a variant file, a game record and a fleet layout: where it is (line and
 * column), what it is and what to do, in English, Russian and Polish; and nothing said of the
 * errors the slip alone caused. And any template or example record with one "," of a list in
 * brackets taken out gives an error on that line.
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from '../../src/core/diagnostics.js';
import { readingDiagnostic } from '../../src/record/reading-text.js';
import { readVariantText } from '../../src/variant/parse.js';
import { loadYamlDocument } from '../../src/variant/yaml-source.js';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
const errorsOf = (text: string): Diagnostic[] => loadYamlDocument(text, 'f.yaml').diagnostics.filter((d) => d.severity === 'error');

interface Slip {
  readonly name: string;
  readonly text: string;
  /** The one error: `line:column`, then English, Russian and Polish (message and what to do). */
  readonly at: string;
  readonly en: string;
  readonly ru: string;
  readonly pl: string;
}

const VARIANT_HEAD = 'id: v\nlanguages: [en]\nname: V\n';
const SLIPS: readonly Slip[] = [
  {
    name: 'a "," missing between two mappings of a list (variant fleet)',
    text: `${VARIANT_HEAD}fleet: [{ id: a, size: 2 } { id: b, size: 3 }]\nboard: { rows: 10 }\n`,
    at: '4:27',
    en: 'a "," is missing here, between two items of this list: before "{ id: b, size: 3 }" (put a "," at the end of the item before "{ id: b, size: 3 }")',
    ru: 'здесь не хватает «,» между двумя элементами этого списка: перед «{ id: b, size: 3 }» (поставьте «,» в конце элемента перед «{ id: b, size: 3 }»)',
    pl: 'tu brakuje „,” między dwoma elementami tej listy: przed „{ id: b, size: 3 }” (postaw „,” na końcu elementu przed „{ id: b, size: 3 }”)',
  },
  {
    name: 'a "," missing between two entries of a mapping (variant fleet, on a line of its own)',
    text: `${VARIANT_HEAD}fleet:\n  - { id: carrier, name: Carrier, mark: CV size: 5 }\n`,
    at: '5:43',
    en: 'a "," is missing here, between two entries of this mapping: before "size: 5" (put a "," at the end of the entry before "size: 5")',
    ru: 'здесь не хватает «,» между двумя записями этого словаря: перед «size: 5» (поставьте «,» в конце записи перед «size: 5»)',
    pl: 'tu brakuje „,” między dwoma wpisami tego słownika: przed „size: 5” (postaw „,” na końcu wpisu przed „size: 5”)',
  },
  {
    name: 'a "," missing between two lists of a list, the next on the line below (shape)',
    text: `${VARIANT_HEAD}fleet:\n  - id: l\n    shape: [[0, 0], [0, 1]\n            [1, 1]]\n`,
    at: '6:27',
    en: 'a "," is missing here, between two items of this list: before "[1, 1]" (put a "," at the end of the item before "[1, 1]")',
    ru: 'здесь не хватает «,» между двумя элементами этого списка: перед «[1, 1]» (поставьте «,» в конце элемента перед «[1, 1]»)',
    pl: 'tu brakuje „,” między dwoma elementami tej listy: przed „[1, 1]” (postaw „,” na końcu elementu przed „[1, 1]”)',
  },
  {
    name: 'a "," missing between two quoted items (record)',
    text: 'variant: statki\nsalvos:\n  - blue: ["A1" "B2"]\n',
    at: '3:16',
    en: 'a "," is missing here, between two items of this list: before ""B2"" (put a "," at the end of the item before ""B2"")',
    ru: 'здесь не хватает «,» между двумя элементами этого списка: перед «"B2"» (поставьте «,» в конце элемента перед «"B2"»)',
    pl: 'tu brakuje „,” między dwoma elementami tej listy: przed „"B2"” (postaw „,” na końcu elementu przed „"B2"”)',
  },
  {
    name: 'a tab indenting a key (variant board)',
    text: `${VARIANT_HEAD}board:\n\trows: 10\n  columns: 10\n`,
    at: '5:1',
    en: 'this line is indented with a tab: YAML indents with spaces only (indent it with spaces instead: 2 spaces, as line 6)',
    ru: 'отступ этой строки сделан табуляцией: YAML делает отступы только пробелами (сделайте отступ пробелами: 2 пробела, как в строке 6)',
    pl: 'wcięcie tego wiersza zrobiono tabulatorem: YAML wcina tylko spacjami (wetnij go spacjami: na 2 spacje, jak wiersz 6)',
  },
  {
    name: 'a tab indenting a list item (record salvos)',
    text: 'variant: statki\nsalvos:\n  - blue: A1 -> pudło\n\t- red: B2 -> pudło\n  - blue: C3 -> pudło\n',
    at: '4:1',
    en: 'this line is indented with a tab: YAML indents with spaces only (indent it with spaces instead: 2 spaces, as line 3)',
    ru: 'отступ этой строки сделан табуляцией: YAML делает отступы только пробелами (сделайте отступ пробелами: 2 пробела, как в строке 3)',
    pl: 'wcięcie tego wiersza zrobiono tabulatorem: YAML wcina tylko spacjami (wetnij go spacjami: na 2 spacje, jak wiersz 3)',
  },
  {
    name: 'a ": " inside a value (record salvo)',
    text: 'variant: statki\nsalvos:\n  - blue: A1: B2 -> pudło\n',
    at: '3:13',
    en: 'a ":" and a space inside a value start a mapping there (remove the ":", or put the whole value in quotes)',
    ru: '«:» с пробелом внутри значения начинает здесь словарь (уберите «:» или возьмите всё значение в кавычки)',
    pl: '„:” ze spacją wewnątrz wartości zaczyna tu słownik (usuń „:” albo ujmij całą wartość w cudzysłów)',
  },
  {
    name: 'a ": " inside a value in braces (variant board)',
    text: `${VARIANT_HEAD}board: { rows: 10: 12, columns: 10 }\n`,
    at: '4:18',
    en: 'a ":" and a space inside a value start a mapping there (remove the ":", or put the whole value in quotes)',
    ru: '«:» с пробелом внутри значения начинает здесь словарь (уберите «:» или возьмите всё значение в кавычки)',
    pl: '„:” ze spacją wewnątrz wartości zaczyna tu słownik (usuń „:” albo ujmij całą wartość w cudzysłów)',
  },
  {
    name: 'a key twice (fleet layout)',
    text: 'battleship: B2-B5\ncruiser: D7-F9\nbattleship: J1-J4\n',
    at: '3:1',
    en: 'the key "battleship" appears twice in this mapping, first at line 1 (each key may appear once in a mapping; remove or merge the repeated one)',
    ru: 'ключ «battleship» встречается в этом словаре дважды, впервые в строке 1 (каждый ключ может быть в словаре один раз: удалите повторный или объедините их)',
    pl: 'klucz „battleship” występuje w tym słowniku dwa razy, pierwszy raz w wierszu 1 (każdy klucz może wystąpić w słowniku tylko raz: usuń powtórzony albo połącz oba)',
  },
  {
    name: 'a list item out of line (variant fleet)',
    text: `${VARIANT_HEAD}fleet:\n  - id: a\n    size: 2\n   - id: b\n    size: 3\n`,
    at: '7:4',
    en: 'this list item\'s "-" is indented 3 spaces, but the item above it (line 5) 2 (indent it 2 spaces, as the item above, to keep it in the same list)',
    ru: 'у «-» этого элемента списка отступ в 3 пробела, а у элемента над ним (строка 5) — в 2 (сделайте отступ в 2 пробела, как у элемента выше, чтобы элемент остался в том же списке)',
    pl: '„-” tego elementu listy jest wcięty na 3 spacje, a element nad nim (wiersz 5) na 2 (wetnij go na 2 spacje, jak element powyżej, aby został na tej samej liście)',
  },
  {
    name: 'a key without its ":" (variant board, a key below it)',
    text: `${VARIANT_HEAD}board:\n  rows 8\n  columns: 8\n`,
    at: '5:7',
    en: 'a ":" is missing after the key "rows": YAML reads the line "rows 8" as text, not as a key (write "rows: 8")',
    ru: 'после ключа «rows» не хватает «:»: YAML читает строку «rows 8» как текст, а не как ключ (напишите «rows: 8»)',
    pl: 'po kluczu „rows” brakuje „:”: YAML czyta wiersz „rows 8” jako tekst, a nie jako klucz (napisz „rows: 8”)',
  },
  {
    name: 'a key without its ":", the last of its mapping (variant board)',
    text: `${VARIANT_HEAD}board:\n  rows: 8\n  columns 8\nfleet:\n  - { id: a, size: 2 }\n`,
    at: '6:10',
    en: 'a ":" is missing after the key "columns": YAML reads the line "columns 8" as text, not as a key (write "columns: 8")',
    ru: 'после ключа «columns» не хватает «:»: YAML читает строку «columns 8» как текст, а не как ключ (напишите «columns: 8»)',
    pl: 'po kluczu „columns” brakuje „:”: YAML czyta wiersz „columns 8” jako tekst, a nie jako klucz (napisz „columns: 8”)',
  },
  {
    name: 'a key opening a block without its ":" (variant fleet)',
    text: `${VARIANT_HEAD}fleet\n  - { id: a, name: A, size: 2 }\n`,
    at: '4:6',
    en: 'a ":" is missing after the key "fleet": YAML reads the line "fleet" as text, not as a key (write "fleet:")',
    ru: 'после ключа «fleet» не хватает «:»: YAML читает строку «fleet» как текст, а не как ключ (напишите «fleet:»)',
    pl: 'po kluczu „fleet” brakuje „:”: YAML czyta wiersz „fleet” jako tekst, a nie jako klucz (napisz „fleet:”)',
  },
  {
    name: 'the first key of a list item without its ":" (variant fleet)',
    text: `${VARIANT_HEAD}fleet:\n  - id a\n    name: A\n    size: 2\n`,
    at: '5:7',
    en: 'a ":" is missing after the key "id": YAML reads the line "id a" as text, not as a key (write "id: a")',
    ru: 'после ключа «id» не хватает «:»: YAML читает строку «id a» как текст, а не как ключ (напишите «id: a»)',
    pl: 'po kluczu „id” brakuje „:”: YAML czyta wiersz „id a” jako tekst, a nie jako klucz (napisz „id: a”)',
  },
  {
    name: 'a key without its ":" (record)',
    text: 'variant statki\nsalvos:\n  - blue: A1 -> pudło\n',
    at: '1:8',
    en: 'a ":" is missing after the key "variant": YAML reads the line "variant statki" as text, not as a key (write "variant: statki")',
    ru: 'после ключа «variant» не хватает «:»: YAML читает строку «variant statki» как текст, а не как ключ (напишите «variant: statki»)',
    pl: 'po kluczu „variant” brakuje „:”: YAML czyta wiersz „variant statki” jako tekst, a nie jako klucz (napisz „variant: statki”)',
  },
  {
    name: 'a quote never closed (fleet layout)',
    text: 'battleship: "B2-B5\ncruiser: D7-F9\ndestroyer: [J1-J2, A9-B9]\n',
    at: '1:13',
    en: 'this quote is never closed (close the quote at the end of its text, or leave the quotes out)',
    ru: 'эта кавычка нигде не закрыта (закройте кавычку в конце текста или уберите кавычки)',
    pl: 'ten cudzysłów nie jest nigdzie zamknięty (zamknij cudzysłów na końcu tekstu albo usuń cudzysłowy)',
  },
];

describe('a YAML slip is said as it was typed', () => {
  for (const slip of SLIPS) {
    it(slip.name, () => {
      const errors = errorsOf(slip.text);
      // One error: the slip, not what it made the parser say after it.
      expect(errors.map((d) => `${d.line}:${d.column}`)).toEqual([slip.at]);
      const d = errors[0]!;
      const said = (lang: string): string => {
        const s = readingDiagnostic(d, lang);
        expect(s, lang).toBeDefined();
        return `${s!.message} (${s!.suggestion ?? ''})`;
      };
      expect(formatDiagnostic(d)).toBe(`f.yaml:${slip.at}: error ${d.code}: ${slip.en}`);
      expect(said('ru')).toBe(slip.ru);
      expect(said('pl')).toBe(slip.pl);
    });
  }

  it('the example of the report: a: [{x: 1} {y: 2}] is a "," missing, not a bracket never closed', () => {
    expect(errorsOf('a: [{x: 1} {y: 2}]\n').map(formatDiagnostic)).toEqual([
      'f.yaml:1:11: error yaml-syntax: a "," is missing here, between two items of this list: before "{y: 2}" (put a "," at the end of the item before "{y: 2}")',
    ]);
  });

  it('every "," missing in one list is said, each where it goes', () => {
    expect(errorsOf('a: [[0, 0] [0, 1] [1 1], [2 2]]\n').map((d) => `${d.line}:${d.column}`)).toEqual(['1:11', '1:18']);
  });

  it('every key without its ":" is said, and the file read as it would be with them put in', () => {
    const text = `${VARIANT_HEAD}board:\n  rows 8\n  columns: 8\nfleet:\n  - id: a\n    size 2\n`;
    expect(errorsOf(text).map((d) => `${d.line}:${d.column} ${d.suggestion ?? ''}`)).toEqual(['5:7 write "rows: 8"', '9:9 write "size: 2"']);
  });

  it('a line of text run on from the one above is no key without its ":": the parser\'s words stand', () => {
    // `Sea` continues the name (it wants indenting); `a long text of words` is prose, not a key.
    for (const text of ['name: Big\nSea\nboard:\n  rows: 3\n', 'rules: this is\na long text of words\nboard:\n  rows: 3\n']) {
      const errors = errorsOf(text);
      expect(errors.length, text).toBeGreaterThan(0);
      for (const d of errors) expect(d.message, text).not.toMatch(/is missing after the key/u);
    }
  });

  it('what is no missing "," stays the parser\'s: a block list in brackets', () => {
    expect(errorsOf('a: {- x}\n').map((d) => d.message)).toEqual(['Block collections are not allowed within flow collections']);
  });
});

/** The offsets of the "," separating items of a list in brackets in `text` (not in quotes or comments). */
function flowCommas(text: string): number[] {
  const out: number[] = [];
  const stack: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const before = i === 0 ? '\n' : text[i - 1]!;
    if (ch === '#' && /\s/u.test(before)) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if ((ch === '"' || ch === "'") && /[\s[{,]/u.test(before)) {
      for (i++; i < text.length && text[i] !== ch; i++) if (ch === '"' && text[i] === '\\') i++;
    } else if (ch === '[' || ch === '{') stack.push(ch);
    else if (ch === ']' || ch === '}') stack.pop();
    else if (ch === ',' && stack.at(-1) === '[') out.push(i);
  }
  return out;
}

const lineOf = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

describe('a "," taken out of a list in brackets', () => {
  const templates = readdirSync(join(root, 'templates')).filter((f) => f.endsWith('.yaml')).map((f) => ({ file: f, text: readFileSync(join(root, 'templates', f), 'utf8') }));
  const records = readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.yaml')).map((f) => ({ file: f, text: readFileSync(join(root, 'examples', f), 'utf8') }));
  const cases = (files: { file: string; text: string }[]): { file: string; text: string; comma: number }[] => files.flatMap((f) => flowCommas(f.text).map((comma) => ({ ...f, comma })));

  it('in a template gives an error on its line', () => {
    const all = cases(templates);
    expect(all.length).toBeGreaterThan(20);
    fc.assert(
      fc.property(fc.constantFrom(...all), ({ file, text, comma }) => {
        const slipped = text.slice(0, comma) + text.slice(comma + 1);
        const r = readVariantText(slipped, file);
        const lines = r.ok ? [] : r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.line);
        expect(lines, `${file}: the "," of line ${lineOf(text, comma)}`).toContain(lineOf(text, comma));
      }),
      { numRuns: 40, seed: 27 },
    );
  });

  // A record reads "K1 I5" as one ship of those cells (a shaped ship is written by its cells, apart
  // with spaces): the error is then `check`'s, a ship of the wrong size, on that line all the same.
  it('in an example record gives an error on its line, as salvo check says it', async () => {
    const all = cases(records);
    expect(all.length).toBeGreaterThan(10);
    const dir = mkdtempSync(join(tmpdir(), 'salvo-slips-'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...all), async ({ file, text, comma }) => {
        writeFileSync(join(dir, file), text.slice(0, comma) + text.slice(comma + 1));
        const r = await runSalvo(dir, ['check', file, '--lang', 'en']);
        expect(r.code).toBe(1);
        const lines = (r.stdout + r.stderr).split('\n').flatMap((l) => (l.startsWith(`${file}:`) && / error /u.test(l) ? [Number(l.split(':')[1])] : []));
        expect(lines, `${file}: the "," of line ${lineOf(text, comma)}`).toContain(lineOf(text, comma));
      }),
      { numRuns: 30, seed: 27 },
    );
  });
});

describe('a run of lines indented with tabs', () => {
  // A record kept in an editor that indents with tabs: every salvo a tab deep, one with a note
  // under it (spaces, as the editor's continuation). The note belongs to the item above it, a
  // tab-indented one too: it is no line to go by for the items' indent.
  const record = ['variant: perelman', 'salvos:', '\t- blue: а1 б2 в3 -> попаданий нет', '\t- red: г4 д5 е6 -> госпиталь', '    note: пропуск очереди', '\t- blue: ж7 з8 и9 -> попаданий нет', ''].join('\n');

  it('each is told the indent of a list item under its key (2 spaces), not a note\'s below it', () => {
    const errors = errorsOf(record);
    expect(errors.map((d) => `${d.line}:${d.column}`)).toEqual(['3:1', '4:1', '6:1']);
    for (const d of errors) expect(d.suggestion).toBe('indent it with spaces instead: 2 spaces');
  });

  it('the lines indented as told read without an error', () => {
    const mended = record
      .split('\n')
      .map((line) => line.replace(/^\t/u, '  '))
      .join('\n');
    expect(errorsOf(mended)).toEqual([]);
  });
});
