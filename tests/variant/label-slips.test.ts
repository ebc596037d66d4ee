/**
 * Labels in one string that the format reads a character at a time where the designer meant a
 * range (`rowLabels: 1-12`, `columnLabels: а-м`) or a keyword (`columnLabels: cyrillic`): one
 * error, with what to write, not an error for each repeated character and one for their number.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { labelRange, labelWordExample } from '../../src/variant/label-slips.js';
import { designSaid } from '../../src/variant/design-text.js';
import { slipSaid } from '../../src/variant/slip-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS = '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }';

/** A 12 × 12 variant file whose board line (line 4) has these labels. */
function board(labels: string, size = 12): string {
  return ['id: d', 'languages: [en]', 'name: D', `board: { rows: ${size}, columns: ${size}, ${labels} }`, 'fleet:', '  - { id: a, name: A, size: 2 }', 'words:', WORDS, ''].join('\n');
}

function told(text: string): string[] {
  const r = readVariantText(text, 'd.yaml');
  return r.ok ? [] : r.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
}

describe('a range written as labels', () => {
  it('of numbers from 1 is one error, that says how it is read and to write numbers', () => {
    expect(told(board('rowLabels: 1-12'))).toEqual([
      'd.yaml:4:44: error bad-format: board.rowLabels: "1-12" is read as 4 labels, one per character (1, -, 1, 2), not as the rows 1 to 12 (write rowLabels: numbers)',
    ]);
  });

  it('of Cyrillic letters gives the labels written out, leaving out ё and й where that makes the count (а to м: 12)', () => {
    expect(told(board('columnLabels: а-м'))).toEqual([
      'd.yaml:4:47: error bad-format: board.columnLabels: "а-м" is read as 3 labels, one per character (а, -, м), not as the columns а to м (write columnLabels: "а б в г д е ж з и к л м")',
    ]);
    // As advised, the file reads, to those labels.
    const r = readVariantText(board('columnLabels: "а б в г д е ж з и к л м"'), 'd.yaml');
    expect(r.ok && r.value.board.columnLabels.join('')).toBe('абвгдежзиклм');
  });

  it('of Cyrillic letters never advises ё, which reads as е: а to к on 12 columns is told to be written out, not as "а б в г д е ё ж з и й к"', () => {
    expect(labelRange('а-к', 12)).toEqual({ from: 'а', to: 'к' });
    expect(told(board('columnLabels: а-к'))).toEqual([
      'd.yaml:4:47: error bad-format: board.columnLabels: "а-к" is read as 3 labels, one per character (а, -, к), not as the columns а to к (write the 12 labels out, separated by spaces, as "а б в г …", or use letters or numbers)',
    ]);
    // Whatever a Cyrillic range is advised to be written as reads without an error.
    const cyrillic = Array.from('абвгдежзийклмнопрстуфхцчшщъыьэюя');
    for (const to of cyrillic) {
      for (let count = 2; count <= 26; count++) {
        const write = labelRange(`а-${to}`, count)?.write;
        if (write === undefined) continue;
        expect(told(board(`columnLabels: "${write}"`, count)), `а-${to} on ${count} columns, written as "${write}"`).toEqual([]);
      }
    }
  });

  it('of Greek letters gives the labels written out in Greek (α to μ: 12), upper case kept', () => {
    expect(told(board('columnLabels: α-μ'))).toEqual([
      'd.yaml:4:47: error bad-format: board.columnLabels: "α-μ" is read as 3 labels, one per character (α, -, μ), not as the columns α to μ (write columnLabels: "α β γ δ ε ζ η θ ι κ λ μ")',
    ]);
    expect(labelRange('Α–Ε', 5)).toEqual({ from: 'Α', to: 'Ε', write: 'Α Β Γ Δ Ε' });
    // σ, never the final ς, between ρ and τ; a range of another length says how many it spans.
    expect(labelRange('π-τ', 4)).toEqual({ from: 'π', to: 'τ', write: 'π ρ σ τ' });
    expect(labelRange('α-λ', 12)).toEqual({ from: 'α', to: 'λ', spans: 11 });
    const r = readVariantText(board('columnLabels: "α β γ δ ε ζ η θ ι κ λ μ"'), 'd.yaml');
    expect(r.ok && r.value.board.columnLabels.join('')).toBe('αβγδεζηθικλμ');
  });

  it('with a Polish letter at an end runs through the Polish alphabet, its example in Polish, not Cyrillic (A to Ł: 16)', () => {
    expect(told(board('columnLabels: A-Ł', 16))).toEqual([
      'd.yaml:4:47: error bad-format: board.columnLabels: "A-Ł" is read as 3 labels, one per character (A, -, Ł), not as the columns A to Ł (write columnLabels: "A Ą B C Ć D E Ę F G H I J K L Ł")',
    ]);
    const r = readVariantText(board('columnLabels: "A Ą B C Ć D E Ę F G H I J K L Ł"', 16), 'd.yaml');
    expect(r.ok && r.value.board.columnLabels.join('')).toBe('AĄBCĆDEĘFGHIJKLŁ');
    expect(told(board('columnLabels: ą-ż'))).toEqual([
      'd.yaml:4:47: error bad-format: board.columnLabels: "ą-ż" is read as 3 labels, one per character (ą, -, ż), not as the columns ą to ż (ą to ż would be 31 labels, for 12 columns: write the 12 labels out, separated by spaces, as "ą b c ć d e ę f g h i j", or use letters or numbers)',
    ]);
    expect(told(board('columnLabels: A-Ł'))[0]).toContain('(A to Ł would be 16 labels, for 12 columns: write the 12 labels out, separated by spaces, as "A Ą B C Ć D E Ę F G H I"');
    // A range of Latin letters alone stays Latin (no ą between a and b).
    expect(labelRange('a-e', 5)).toEqual({ from: 'a', to: 'e', write: 'a b c d e' });
    expect(labelRange('Ą-Ć', 4)).toEqual({ from: 'Ą', to: 'Ć', write: 'Ą B C Ć' });
  });

  it('is told even where its characters happen to be as many as the board is wide (A-C on 3 columns)', () => {
    expect(told(board('columnLabels: "A-C"', 3))).toEqual([
      'd.yaml:4:45: error bad-format: board.columnLabels: "A-C" is read as 3 labels, one per character (A, -, C), not as the columns A to C (write columnLabels: letters)',
    ]);
  });

  it('that spans more labels than the board has gives its first ones written out in full, which read back as the board (A to Ł on 11 columns; 0 to 15 on 12 rows)', () => {
    const [polish] = told(board('columnLabels: A-Ł', 11));
    expect(polish).toContain('(A to Ł would be 16 labels, for 11 columns: write the 11 labels out, separated by spaces, as "A Ą B C Ć D E Ę F G H", or use letters or numbers)');
    const advised = /as "([^"]+)"/u.exec(polish!)![1]!;
    const r = readVariantText(board(`columnLabels: "${advised}"`, 11), 'd.yaml');
    expect(r.ok && r.value.board.columnLabels).toEqual(['A', 'Ą', 'B', 'C', 'Ć', 'D', 'E', 'Ę', 'F', 'G', 'H']);
    expect(labelRange('0-15', 12)).toEqual({ from: '0', to: '15', spans: 16, first: '0 1 2 3 4 5 6 7 8 9 10 11' });
    // Cyrillic as boards letter it, without ё and й.
    expect(labelRange('б-я', 9)).toEqual({ from: 'б', to: 'я', first: 'б в г д е ж з и к' });
    // Fewer than the board has: no labels to give in full, an example only.
    expect(labelRange('α-λ', 12)).not.toHaveProperty('first');
  });

  it('that spans another number of labels says so', () => {
    expect(told(board('rowLabels: 1–10'))).toEqual([
      'd.yaml:4:44: error bad-format: board.rowLabels: "1–10" is read as 4 labels, one per character (1, –, 1, 0), not as the rows 1 to 10 (1 to 10 would be 10 labels, for 12 rows: write the 12 labels out, separated by spaces, as "1 2 3 4 …", or use letters or numbers)',
    ]);
    // The example labels are of the range's own alphabet, from its first end.
    expect(told(board('columnLabels: α-λ'))).toEqual([
      'd.yaml:4:47: error bad-format: board.columnLabels: "α-λ" is read as 3 labels, one per character (α, -, λ), not as the columns α to λ (α to λ would be 11 labels, for 12 columns: write the 12 labels out, separated by spaces, as "α β γ δ …", or use letters or numbers)',
    ]);
    expect(told(board('columnLabels: "A-K"'))[0]).toContain('as "A B C D …"');
    // Longer than the board: its first labels written out in full (Б to Р is 15 without ё and й).
    expect(told(board('columnLabels: "Б-Р"'))[0]).toContain('as "Б В Г Д Е Ж З И К Л М Н"');
  });

  it('is read to the labels it stands for, as the board needs them', () => {
    expect(labelRange('1-12', 12)).toEqual({ from: '1', to: '12', write: 'numbers' });
    expect(labelRange('5..8', 4)).toEqual({ from: '5', to: '8', write: '5 6 7 8' });
    expect(labelRange('A-J', 10)).toEqual({ from: 'A', to: 'J', write: 'letters' });
    expect(labelRange('a—c', 3)).toEqual({ from: 'a', to: 'c', write: 'a b c' });
    expect(labelRange('А-К', 10)).toEqual({ from: 'А', to: 'К', write: 'А Б В Г Д Е Ж З И К' });
    // й kept where leaving it out would make one too few.
    expect(labelRange('а-к', 11)).toEqual({ from: 'а', to: 'к', write: 'а б в г д е ж з и й к' });
    expect(labelRange('а-я', 12)).toEqual({ from: 'а', to: 'я', first: 'а б в г д е ж з и к л м' });
    expect(labelRange('A-я', 12)).toEqual({ from: 'A', to: 'я' });
    expect(labelRange('ABC', 3)).toBeUndefined();
    expect(labelRange('а б в', 3)).toBeUndefined();
  });
});

describe('a word written as labels', () => {
  it('is one error, saying it is read a letter at a time, with the forms labels take', () => {
    expect(told(board('columnLabels: cyrillic'))).toEqual([
      'd.yaml:4:47: error label-count: board.columnLabels: "cyrillic" is read as 8 labels, one per letter (c, y, r, i, …), for 12 columns (use letters for A, B, …, numbers for 1, 2, …, or write the 12 labels out, separated by spaces, as "а б в г д е ж з и к л м")',
    ]);
  });

  it('naming Greek letters is advised the Greek letters, every one, which read as the board\'s labels', () => {
    const said = told(board('columnLabels: greek'));
    expect(said).toEqual([
      'd.yaml:4:47: error label-count: board.columnLabels: "greek" is read as 5 labels, one per letter (g, r, e, e, …), for 12 columns (use letters for A, B, …, numbers for 1, 2, …, or write the 12 labels out, separated by spaces, as "α β γ δ ε ζ η θ ι κ λ μ")',
    ]);
    const written = /as "([^"]*)"\)$/u.exec(said[0]!)![1]!;
    expect(told(board(`columnLabels: "${written}"`))).toEqual([]);
    // As many letters as columns: read as labels, with the warning that Greek letters were surely meant.
    const five = readVariantText(board('columnLabels: greek', 5), 'd.yaml');
    const keyword = (five.ok ? five.warnings : five.diagnostics).find((d) => d.code === 'label-keyword');
    expect(keyword?.message).toBe('board.columnLabels: "greek" is read as 5 labels, one per letter (g, r, e, e, …), not as Greek letters');
    expect(keyword?.suggestion).toBe('write columnLabels: "α β γ δ ε"');
    expect(slipSaid(keyword!.parts!, 'ru')?.message).toContain('а не как греческие буквы');
  });

  it('naming letters though its own are all different (polish), or in two words (Greek letters), is the same one error, with its advice', () => {
    expect(told(board('columnLabels: polish'))).toEqual([
      'd.yaml:4:47: error label-count: board.columnLabels: "polish" is read as 6 labels, one per letter (p, o, l, i, …), for 12 columns (use letters for A, B, …, numbers for 1, 2, …, or write the 12 labels out, separated by spaces, as "a b c d …")',
    ]);
    const said = told(board('columnLabels: Greek letters'));
    expect(said).toEqual([
      'd.yaml:4:47: error label-count: board.columnLabels: "Greek letters" is read as 2 labels, one per word (Greek, letters), for 12 columns (use letters for A, B, …, numbers for 1, 2, …, or write the 12 labels out, separated by spaces, as "α β γ δ ε ζ η θ ι κ λ μ")',
    ]);
    // The letters advised read as the board's labels.
    const written = /as "([^"]*)"\)$/u.exec(said[0]!)![1]!;
    expect(told(board(`columnLabels: "${written}"`))).toEqual([]);
    const r = readVariantText(board('columnLabels: Greek letters'), 'd.yaml');
    const d = (r.ok ? r.warnings : r.diagnostics).find((x) => x.code === 'label-count')!;
    expect(slipSaid(d.parts!, 'ru')?.message).toContain('по одной на слово (Greek, letters)');
    expect(slipSaid(d.parts!, 'pl')?.message).toContain('po jednej na słowo (Greek, letters)');
  });

  it('of as many letters as the board is wide, all different, is labels (abcdefghijkl)', () => {
    expect(told(board('columnLabels: abcdefghijkl'))).toEqual([]);
  });

  it('of letters all different, too few, is told as labels too few (abcde: 5 labels for 12 columns); one naming letters (latin) is told as a word', () => {
    expect(told(board('columnLabels: abcde'))).toEqual(['d.yaml:4:47: error label-count: board.columnLabels: 5 labels for 12 columns (add f, g, h, i, j, k, l after e: columnLabels: [a, b, c, d, e, f, g, h, i, j, k, l], or change board.columns)']);
    expect(told(board('columnLabels: latin'))).toEqual([
      'd.yaml:4:47: error label-count: board.columnLabels: "latin" is read as 5 labels, one per letter (l, a, t, i, …), for 12 columns (use letters for A, B, …, numbers for 1, 2, …, or write the 12 labels out, separated by spaces, as "a b c d …")',
    ]);
  });

  it('for rows, usually numbered, advises numbers first and the numbers from 0 written out (from-0 on 12 rows: "0 1 2 … 11")', () => {
    expect(told(board('rowLabels: from-0'))).toEqual([
      'd.yaml:4:44: error label-count: board.rowLabels: "from-0" is read as 6 labels, one per character (f, r, o, m, …), for 12 rows (use numbers for 1, 2, …, letters for A, B, …, or write the 12 labels out, separated by spaces, as "0 1 2 … 11")',
    ]);
    // Columns keep letters: the same word there is advised as letters.
    expect(told(board('columnLabels: from-0'))).toEqual([
      'd.yaml:4:47: error label-count: board.columnLabels: "from-0" is read as 6 labels, one per character (f, r, o, m, …), for 12 columns (use letters for A, B, …, numbers for 1, 2, …, or write the 12 labels out, separated by spaces, as "a b c d …")',
    ]);
  });

  it('for columns, gives letters of the file\'s alphabet: Latin in an English-only file, Cyrillic where the word names it, the rows are lettered so or a language is written so', () => {
    const advice = (text: string): string | undefined => told(text)[0]?.replace(/^.*as "([^"]*)"\)$/u, '$1');
    expect(advice(board('columnLabels: alphabet'))).toBe('a b c d …');
    expect(advice(board('columnLabels: russian'))).toBe('а б в г д е ж з и к л м');
    expect(advice(board('columnLabels: alphabet, rowLabels: "а б в г д е ж з и к л м"'))).toBe('а б в г …');
    expect(advice(board('columnLabels: alphabet, rowLabels: letters').replace('languages: [en]', 'languages: [ru]'))).toBe('a b c d …');
    expect(advice(board('columnLabels: alphabet').replace('languages: [en]', 'languages: [en, ru]').replace(WORDS, `${WORDS}\n  ru: { miss: мимо, hit: ранен, sunk: убит, noHits: нет, ownChart: Мой, enemyChart: Чужой }`))).toBe('а б в г …');
  });

  it('its example fits the key and the count: rows from 0 to the last, every one where there are four or fewer', () => {
    expect(labelWordExample('rows', 8)).toBe('0 1 2 … 7');
    expect(labelWordExample('rows', 5)).toBe('0 1 2 … 4');
    expect(labelWordExample('rows', 4)).toBe('0 1 2 3');
    expect(labelWordExample('rows', 1)).toBe('0');
    expect(labelWordExample('columns', 8)).toBe('a b c d …');
    expect(labelWordExample('columns', 8, 'cyrillic')).toBe('а б в г …');
  });

  it('near letters or numbers still asks if that was meant', () => {
    expect(told(board('rowLabels: number'))).toEqual([
      'd.yaml:4:44: error label-count: board.rowLabels: 6 labels for 12 rows (did you mean "numbers"? Otherwise give exactly 12 labels, or change board.rows)',
    ]);
  });
});

describe('a range written as labels, at its edges (mutation round 5)', () => {
  it('with an ellipsis between its ends is a range as a hyphen makes one', () => {
    expect(told(board('rowLabels: 1…12'))).toEqual([
      'd.yaml:4:44: error bad-format: board.rowLabels: "1…12" is read as 4 labels, one per character (1, …, 1, 2), not as the rows 1 to 12 (write rowLabels: numbers)',
    ]);
  });

  it('running backwards as many as the board has (12-1 on 12 rows, J-A on 10 columns) is told the labels written out as they run, which read back as the board', () => {
    expect(told(board('rowLabels: 12-1'))).toEqual([
      'd.yaml:4:44: error bad-format: board.rowLabels: "12-1" is read as 4 labels, one per character (1, 2, -, 1), not as the rows 12 to 1 (write rowLabels: "12 11 10 9 8 7 6 5 4 3 2 1")',
    ]);
    const r = readVariantText(board('rowLabels: "12 11 10 9 8 7 6 5 4 3 2 1"'), 'd.yaml');
    expect(r.ok && r.value.board.rowLabels).toEqual(Array.from({ length: 12 }, (_, i) => String(12 - i)));
    expect(labelRange('J-A', 10)).toEqual({ from: 'J', to: 'A', write: 'J I H G F E D C B A' });
    expect(labelRange('к-а', 10)).toEqual({ from: 'к', to: 'а', write: 'к и з ж е д г в б а' });
  });

  it('running backwards, another number than the board has (12-1 on 10 rows), says no number of labels it would span, its example labels running down as it does', () => {
    expect(told(board('rowLabels: 12-1', 10))).toEqual([
      'd.yaml:4:44: error bad-format: board.rowLabels: "12-1" is read as 4 labels, one per character (1, 2, -, 1), not as the rows 12 to 1 (write the 10 labels out, separated by spaces, as "12 11 10 9 …", or use letters or numbers)',
    ]);
  });

  it('of capitals not from A is written out, not as letters (which start at A)', () => {
    expect(told(board('columnLabels: B-M'))).toEqual([
      'd.yaml:4:47: error bad-format: board.columnLabels: "B-M" is read as 3 labels, one per character (B, -, M), not as the columns B to M (write columnLabels: "B C D E F G H I J K L M")',
    ]);
  });

  it('of Latin letters too few says how many it spans, both ends counted (A to E: 5)', () => {
    expect(told(board('columnLabels: A-E'))).toEqual([
      'd.yaml:4:47: error bad-format: board.columnLabels: "A-E" is read as 3 labels, one per character (A, -, E), not as the columns A to E (A to E would be 5 labels, for 12 columns: write the 12 labels out, separated by spaces, as "A B C D …", or use letters or numbers)',
    ]);
  });

  it('a word of three letters, one twice, is labels that collide and are too few, not a word taken for a keyword', () => {
    expect(told(board('columnLabels: eye'))).toEqual([
      'd.yaml:4:47: error label-count: board.columnLabels: 3 labels for 12 columns (give exactly 12 labels, or change board.columns)',
      'd.yaml:4:49: error label-collision: board.columnLabels: "e" is written twice (1 and 3) (write each label once: change the second "e" to the label meant there)',
    ]);
  });

  it('mixing a capital and a small letter (A-j) is not guessed as letters: the labels are to be written out', () => {
    expect(told(board('columnLabels: A-j', 10))).toEqual([
      'd.yaml:4:47: error bad-format: board.columnLabels: "A-j" is read as 3 labels, one per character (A, -, j), not as the columns A to j (write the 10 labels out, separated by spaces, as "A B C D …", or use letters or numbers)',
    ]);
  });
});

describe('the example labels of a range written out', () => {
  it('run the way the range runs, in its alphabet, where four can be shown', async () => {
    const { labelExample } = await import('../../src/variant/label-slips.js');
    expect(labelExample('12', '1')).toBe('12 11 10 9 …');
    expect(labelExample('2', '1')).toBe('2 3 4 5 …');
    expect(labelExample('1', '12')).toBe('1 2 3 4 …');
    expect(labelExample('M', 'B')).toBe('M L K J …');
    expect(labelExample('μ', 'α')).toBe('μ λ κ ι …');
    expect(labelExample('к', 'а')).toBe('к и з ж …');
    expect(labelExample('A', 'j')).toBe('A B C D …');
  });
});

describe('a range of Roman numerals or of two letters written as labels', () => {
  it('I-XII on 12 rows is told the Roman numerals written out, and the file reads as advised', () => {
    expect(told(board('rowLabels: I-XII'))).toEqual([
      'd.yaml:4:44: error bad-format: board.rowLabels: "I-XII" is read as 5 labels, one per character (I, -, X, I, …), not as the rows I to XII (write rowLabels: "I II III IV V VI VII VIII IX X XI XII")',
    ]);
    const r = readVariantText(board('rowLabels: "I II III IV V VI VII VIII IX X XI XII"'), 'd.yaml');
    expect(r.ok && r.value.board.rowLabels.join(' ')).toBe('I II III IV V VI VII VIII IX X XI XII');
    // In lower case, lower case; from another number on, from it.
    expect(labelRange('i-viii', 8)).toEqual({ from: 'i', to: 'viii', write: 'i ii iii iv v vi vii viii' });
    expect(labelRange('IX-XII', 4)).toEqual({ from: 'IX', to: 'XII', write: 'IX X XI XII' });
  });

  it('I-X is Roman on 10 rows, but the letters I to X of the alphabet where those fit (16)', () => {
    expect(labelRange('I-X', 10)).toEqual({ from: 'I', to: 'X', write: 'I II III IV V VI VII VIII IX X' });
    expect(labelRange('I-X', 16)).toEqual({ from: 'I', to: 'X', write: 'I J K L M N O P Q R S T U V W X' });
  });

  it('AA-AZ on 26 rows is told the 26 labels written out; аа-ад in Cyrillic alike', () => {
    expect(told(board('rowLabels: AA-AZ', 26))).toEqual([
      'd.yaml:4:44: error bad-format: board.rowLabels: "AA-AZ" is read as 5 labels, one per character (A, A, -, A, …), not as the rows AA to AZ (write rowLabels: "AA AB AC AD AE AF AG AH AI AJ AK AL AM AN AO AP AQ AR AS AT AU AV AW AX AY AZ")',
    ]);
    expect(labelRange('аа-ад', 5)).toEqual({ from: 'аа', to: 'ад', write: 'аа аб ав аг ад' });
    // Not a range of labels: two different first letters, or a count they do not make.
    expect(labelRange('AA-BZ', 26)).toBeUndefined();
    expect(labelRange('I-XII', 10)).toBeUndefined();
  });
});

describe('a word naming Roman numerals written as labels', () => {
  it('rowLabels: roman on 12 rows is told the Roman numerals written out, not the numbers from 0', () => {
    expect(told(board('rowLabels: roman'))).toEqual([
      'd.yaml:4:44: error label-count: board.rowLabels: "roman" is read as 5 labels, one per letter (r, o, m, a, …), for 12 rows (use numbers for 1, 2, …, letters for A, B, …, or write the 12 labels out, separated by spaces, as "I II III … XII")',
    ]);
    expect(told(board('rowLabels: roman-numerals', 3))[0]).toContain('as "I II III")');
    // Another word, as before.
    expect(told(board('rowLabels: from-0', 8))[0]).toContain('as "0 1 2 … 7")');
  });
});

describe('a word naming a kind of labels, its letters as many as the labels', () => {
  const warned = (text: string): string[] => {
    const r = readVariantText(text, 'd.yaml');
    return (r.ok ? r.warnings : r.diagnostics).map(formatDiagnostic);
  };

  it('rowLabels: roman on 5 rows is not read silently as r, o, m, a, n: a warning at its place, with the Roman numerals to write, or the letters apart', () => {
    expect(warned(board('rowLabels: roman', 5))).toEqual([
      'd.yaml:4:42: warning label-keyword: board.rowLabels: "roman" is read as 5 labels, one per letter (r, o, m, a, …), not as Roman numerals (write rowLabels: "I II III IV V"; if the letters are the labels, write them apart: "r o m a n")',
    ]);
    // Either advice followed reads without a word.
    expect(warned(board('rowLabels: "I II III IV V"', 5))).toEqual([]);
    expect(warned(board('rowLabels: "r o m a n"', 5))).toEqual([]);
  });

  it('latin, Numbers and digits are told the keyword; cyrillic the Cyrillic letters written out; the letters repeated are collisions besides', () => {
    expect(warned(board('columnLabels: latin', 5))).toEqual([
      'd.yaml:4:45: warning label-keyword: board.columnLabels: "latin" is read as 5 labels, one per letter (l, a, t, i, …), not as letters (A, B, …) (write columnLabels: letters; if the letters are the labels, write them apart: "l a t i n")',
    ]);
    expect(warned(board('rowLabels: Numbers', 7))[0]).toContain('not as numbers (1, 2, …) (write rowLabels: numbers; if');
    const digits = warned(board('rowLabels: digits', 6));
    expect(digits[0]).toBe('d.yaml:4:42: warning label-keyword: board.rowLabels: "digits" is read as 6 labels, one per letter (d, i, g, i, …), not as numbers (1, 2, …) (write rowLabels: numbers)');
    expect(digits.slice(1).map((d) => d.split(': ').slice(0, 2).join(': '))).toEqual(['d.yaml:4:45: error label-collision']);
    expect(warned(board('columnLabels: cyrillic', 8))[0]).toContain('not as Cyrillic letters (write columnLabels: "а б в г д е ж з")');
    // The keywords themselves, and letters that name nothing, as before.
    expect(warned(board('rowLabels: numbers, columnLabels: letters', 7))).toEqual([]);
    expect(warned(board('columnLabels: ABC', 3))).toEqual([]);
    expect(warned(board('columnLabels: ABCDE', 5))).toEqual([]);
  });
});

describe('letters written out in order, too few or too many for the board', () => {
  const said = (labels: string, size = 10): { en: string; ru?: string; pl?: string } => {
    const r = readVariantText(board(labels, size), 'd.yaml');
    expect(r.ok, labels).toBe(false);
    const d = r.ok ? undefined : r.diagnostics.find((x) => x.code === 'label-count');
    expect(d, labels).toBeDefined();
    return { en: d!.suggestion!, ...(d!.parts ? { ru: designSaid(d!.code, d!.parts, 'ru')?.suggestion, pl: designSaid(d!.code, d!.parts, 'pl')?.suggestion } : {}) };
  };

  it('Russian А to И on 10 columns is told to add К, not Й, with the list to write (en/ru/pl)', () => {
    expect(said('columnLabels: [А, Б, В, Г, Д, Е, Ж, З, И]')).toEqual({
      en: 'add К after И, leaving out Й as boards lettered in Russian do: columnLabels: [А, Б, В, Г, Д, Е, Ж, З, И, К], or change board.columns',
      ru: 'добавьте К после И, пропустив Й, как принято на полях с русскими буквами: columnLabels: [А, Б, В, Г, Д, Е, Ж, З, И, К], или измените board.columns',
      pl: 'dodaj К po И, pomijając Й, jak na planszach z rosyjskimi literami: columnLabels: [А, Б, В, Г, Д, Е, Ж, З, И, К], albo zmień board.columns',
    });
    // The list advised, written in, is read without an error.
    expect(told(board('columnLabels: [А, Б, В, Г, Д, Е, Ж, З, И, К]', 10))).toEqual([]);
  });

  it('Й among eleven is told to be left out; a run holding Й goes on after it; other runs keep their first', () => {
    expect(said('columnLabels: [А, Б, В, Г, Д, Е, Ж, З, И, Й, К]')).toEqual({
      en: 'leave out Й, as boards lettered in Russian do: columnLabels: [А, Б, В, Г, Д, Е, Ж, З, И, К], or change board.columns',
      ru: 'уберите Й, как принято на полях с русскими буквами: columnLabels: [А, Б, В, Г, Д, Е, Ж, З, И, К], или измените board.columns',
      pl: 'usuń Й, jak na planszach z rosyjskimi literami: columnLabels: [А, Б, В, Г, Д, Е, Ж, З, И, К], albo zmień board.columns',
    });
    expect(said('columnLabels: [а, б, в, г, д, е, ж, з, и, й]', 11).en).toBe('add к after й: columnLabels: [а, б, в, г, д, е, ж, з, и, й, к], or change board.columns');
    expect(said('columnLabels: ABCDEFGHIJK').en).toBe('keep the first 10: columnLabels: [A, B, C, D, E, F, G, H, I, J], or change board.columns');
    expect(said('columnLabels: ABCDEFGHIJK').pl).toBe('zostaw 10 pierwszych: columnLabels: [A, B, C, D, E, F, G, H, I, J], albo zmień board.columns');
    expect(said('rowLabels: [α, β, γ]', 5).en).toBe('add δ, ε after γ: rowLabels: [α, β, γ, δ, ε], or change board.rows');
    // Polish letters run through the Polish alphabet.
    expect(said('columnLabels: [A, Ą, B, C]', 6).en).toBe('add Ć, D after C: columnLabels: [A, Ą, B, C, Ć, D], or change board.columns');
  });

  it('labels not in order, of two cases, or past the alphabet\'s end keep the plain advice', () => {
    const plain = 'give exactly 10 labels, or change board.columns';
    expect(said('columnLabels: [A, B, D, E]').en).toBe(plain);
    expect(said('columnLabels: [A, b, C]').en).toBe(plain);
    expect(said('columnLabels: [AA, AB]').en).toBe(plain);
    expect(said('columnLabels: [W, X, Y, Z]').en).toBe(plain);
    expect(said('columnLabels: [1, 2, 3]').en).toBe(plain);
  });
});
