/**
 * Session 50's designer: a number where the labels go, the variant format's fixed words written
 * in Russian or Polish, a first side named in another language, and slips made writing a first
 * variant from docs/variant-format.md alone; each told where it is and what to write (en/ru/pl).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { variantDiagnosticLine } from '../../src/cli/commands/variant-check-text.js';
import { read, said, saidIn } from './helpers/slips.js';

const REEF = [
  'id: reef',
  'languages: [en]',
  'name: Reef',
  'board:',
  '  rows: 10',
  '  columns: 10',
  'fleet:',
  '  - id: cruiser',
  '    name: Cruiser',
  '    size: 3',
  '  - id: sub',
  '    name: Sub',
  '    size: 2',
  '    count: 2',
  'placement:',
  '  spacing: no-contact',
  'turns:',
  '  sides:',
  '    - { id: red, name: Red }',
  '    - { id: blue, name: Blue }',
  '  first: red',
  '  salvo: { kind: constant, shots: 1 }',
  'report:',
  '  timing: per-shot',
  '  sunk: plain',
  'words:',
  '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
  '',
].join('\n');

const reef = (from: string, to: string): string => {
  expect(REEF).toContain(from);
  return REEF.replace(from, to);
};

describe("session 50's designer slips", () => {
  it('the reef as written reads with no error', () => {
    expect(said(REEF)).toEqual([]);
  });

  it('columnLabels: 13 is told what the key takes and the labels for the board, with the size key where 13 is another count', () => {
    const text = reef('  columns: 10\n', '  columns: 10\n  columnLabels: 13\n');
    expect(said(text)).toEqual([
      'v.yaml:7:17: error wrong-type: board.columnLabels: expected labels, found 13: columnLabels is a list of labels or a kind of them, letters (A, B, …) or numbers (1, 2, …) (for 10 columns write columnLabels: letters (A to J) or columnLabels: numbers (1 to 10); the number of columns is set by columns: for 13, write columns: 13)',
    ]);
    const { ru, pl } = saidIn(text);
    expect(ru).toEqual([
      'v.yaml:7:17: ошибка wrong-type: board.columnLabels: ожидаются метки, а здесь 13: columnLabels — это список меток или их вид, letters (A, B, …) или numbers (1, 2, …) (для 10 столбцов напишите columnLabels: letters (от A до J) или columnLabels: numbers (от 1 до 10); число столбцов задаёт columns: для 13 напишите columns: 13)',
    ]);
    expect(pl).toEqual([
      'v.yaml:7:17: błąd wrong-type: board.columnLabels: tu mają być etykiety, a jest 13: columnLabels to lista etykiet albo ich rodzaj, letters (A, B, …) albo numbers (1, 2, …) (dla 10 kolumn napisz columnLabels: letters (od A do J) albo columnLabels: numbers (od 1 do 10); liczbę kolumn ustala columns: dla 13 napisz columns: 13)',
    ]);
  });

  it('rowLabels: 12 on 12 rows is told numbers first, and no size key', () => {
    const text = reef('  rows: 10\n  columns: 10\n', '  rows: 12\n  columns: 10\n  rowLabels: 12\n');
    expect(said(text)).toEqual([
      'v.yaml:7:14: error wrong-type: board.rowLabels: expected labels, found 12: rowLabels is a list of labels or a kind of them, letters (A, B, …) or numbers (1, 2, …) (for 12 rows write rowLabels: numbers (1 to 12) or rowLabels: letters (A to L))',
    ]);
    expect(saidIn(text).ru[0]).toContain('(для 12 строк напишите rowLabels: numbers (от 1 до 12) или rowLabels: letters (от A до L))');
    expect(saidIn(text).pl[0]).toContain('(dla 12 wierszy napisz rowLabels: numbers (od 1 do 12) albo rowLabels: letters (od A do L))');
  });

  it.each([
    ['  spacing: no-contact', '  spacing: без касания', 'placement.spacing', 'spacing: no-contact'],
    ['  spacing: no-contact', '  spacing: касаться можно только углами', 'placement.spacing', 'spacing: no-side-contact'],
    ['  spacing: no-contact', '  spacing: могут касаться', 'placement.spacing', 'spacing: may-touch'],
    ['  spacing: no-contact', '  spacing: bez stykania', 'placement.spacing', 'spacing: no-contact'],
    ['  spacing: no-contact', '  spacing: nie stykają się nawet rogami', 'placement.spacing', 'spacing: no-contact'],
    ['  spacing: no-contact', '  spacing: mogą się stykać', 'placement.spacing', 'spacing: may-touch'],
    ['  timing: per-shot', '  timing: после каждого выстрела', 'report.timing', 'timing: per-shot'],
    ['  timing: per-shot', '  timing: po salwie', 'report.timing', 'timing: per-salvo'],
    ['  sunk: plain', '  sunk: убит', 'report.sunk', 'sunk: plain'],
    ['  sunk: plain', '  sunk: zatopiony z nazwą klasy', 'report.sunk', 'sunk: with-class'],
    ['  salvo: { kind: constant, shots: 1 }', '  salvo: { kind: по кораблям }', 'turns.salvo.kind', 'kind: ships-afloat'],
    ['  salvo: { kind: constant, shots: 1 }', '  salvo: { kind: według dział }', 'turns.salvo.kind', 'kind: guns'],
    ['  first: red', '  first: red\n  protectedHitPenalty: пропуск хода', 'turns.protectedHitPenalty', 'protectedHitPenalty: skip-next-turn'],
    ['  first: red', '  first: red\n  protectedHitPenalty: traci kolejkę', 'turns.protectedHitPenalty', 'protectedHitPenalty: skip-next-turn'],
    ['  first: red', '  first: red\n  onShotsExhausted: ничья', 'turns.onShotsExhausted', 'onShotsExhausted: draw'],
    ['  first: red', '  first: red\n  onShotsExhausted: wygrywa ten, kto ma więcej trafień', 'turns.onShotsExhausted', 'onShotsExhausted: most-hits-wins'],
    ['  columns: 10', '  columns: 10\n  cellOrder: буква-цифра', 'board.cellOrder', 'cellOrder: column-row'],
    ['  columns: 10', '  columns: 10\n  cellOrder: wiersz-kolumna', 'board.cellOrder', 'cellOrder: row-column'],
  ])('%s written as %s is told the English value, in en/ru/pl', (from, to, path, write) => {
    const text = reef(from, to);
    const ds = read(text);
    expect(ds).toHaveLength(1);
    const d = ds[0]!;
    expect(d.path).toBe(path);
    const value = to.slice(to.lastIndexOf(': ') + 2).replace(/ \}$/u, '');
    expect(formatDiagnostic(d)).toMatch(new RegExp(`^v\\.yaml:\\d+:\\d+: error invalid-choice: ${path.replace(/\./gu, '\\.')}: .* \\(write ${write}, the value for "${value}": the values are English words\\)$`, 'u'));
    expect(variantDiagnosticLine(d, 'ru')).toContain(`(напишите ${write} — это значение для «${value}»: значения пишутся английскими словами)`);
    expect(variantDiagnosticLine(d, 'pl')).toContain(`(napisz ${write} — to wartość dla „${value}”: wartości pisze się angielskimi słowami)`);
  });

  it('a salvo or placement given as such words is told the mapping to write', () => {
    expect(said(reef('  salvo: { kind: constant, shots: 1 }', '  salvo: по кораблям'))).toEqual([
      'v.yaml:22:10: error wrong-type: turns.salvo: expected a mapping with kind: constant, damage, guns, ships-afloat, found "по кораблям" (write { kind: ships-afloat })',
    ]);
    expect(said(reef('placement:\n  spacing: no-contact', 'placement: без касания'))).toEqual([
      'v.yaml:15:12: error wrong-type: placement: expected a mapping, found "без касания" (write { spacing: no-contact })',
    ]);
  });

  it('a Polish key with a Polish value is told the key and the value to write, in en/ru/pl', () => {
    const text = reef('  spacing: no-contact', '  odstępy: bez stykania');
    expect(said(text)).toEqual([
      'v.yaml:16:3: error unknown-key: placement["odstępy"]: unknown key "odstępy" (did you mean "spacing"? Keys are written in English, and so are the values: write spacing: no-contact)',
    ]);
    const { ru, pl } = saidIn(text);
    expect(ru[0]).toContain('(может быть, «spacing»? Ключи пишутся по-английски, и значения тоже: напишите spacing: no-contact)');
    expect(pl[0]).toContain('(czy chodziło o „spacing”? Klucze pisze się po angielsku, tak samo jak wartości: napisz spacing: no-contact)');
  });

  it('English words are still read as before', () => {
    expect(said(reef('  timing: per-shot', '  timing: per-turn'))[0]).toContain('did you mean "per-salvo"?');
    expect(said(reef('  spacing: no-contact', '  spacing: no-touch'))[0]).toContain('did you mean "no-contact"?');
  });

  it.each([
    ['красные', 'red', 'bad-id'],
    ['Синие', 'blue', 'bad-id'],
    ['czerwoni', 'red', 'unknown-side'],
    ['Niebiescy', 'blue', 'bad-id'],
    ['первый игрок', 'red', 'bad-id'],
    ['drugi', 'blue', 'unknown-side'],
  ])('turns.first: %s on sides named in English is told the side id %s, in en/ru/pl', (first, id, code) => {
    const text = reef('  first: red', `  first: ${first}`);
    const ds = read(text);
    expect(ds.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([`21:10 ${code}`]);
    expect(ds[0]!.suggestion).toMatch(new RegExp(`^did you mean "${id}"\\?`, 'u'));
    expect(variantDiagnosticLine(ds[0]!, 'ru')).toContain(`может быть, «${id}»?`);
    expect(variantDiagnosticLine(ds[0]!, 'pl')).toContain(`czy chodziło o „${id}”?`);
  });

  it('turns.first in Russian beside the default sides is told blue or red', () => {
    const text = reef('  sides:\n    - { id: red, name: Red }\n    - { id: blue, name: Blue }\n  first: red', '  first: красные');
    expect(said(text)).toEqual(['v.yaml:18:10: error bad-id: turns.first: "красные" is not an identifier (did you mean "red"? turns.first names a side by its id (blue, red))']);
  });

  it('a side name no side has is not guessed', () => {
    const ds = read(reef('  first: red', '  first: зелёные'));
    expect(ds[0]!.suggestion).toBe('turns.first names a side by its id: use one of red, blue');
  });

  it.each([
    ['    size: 3', '    lenght: 3', 'v.yaml:10:5: error unknown-key: fleet[0].lenght: unknown key "lenght" (did you mean "size"?)'],
    ['    count: 2', '    колличество: 2', 'v.yaml:14:5: error unknown-key: fleet[1]["колличество"]: unknown key "колличество" (did you mean "count"? Keys are written in English)'],
    ['    count: 2', '    ilośc: 2', 'v.yaml:14:5: error unknown-key: fleet[1]["ilośc"]: unknown key "ilośc" (did you mean "count"? Keys are written in English)'],
    // A Russian or Polish word misspelt is told that keys are English, as the word written right is (session 51).
  ])('a key said in other words and misspelt by a letter (%s as %s) is told the key meant, once', (from, to, line) => {
    expect(said(reef(from, to))).toEqual([line]);
  });

  it('size:3, the space after the colon left out, is told the space, at the colon, in en/ru/pl', () => {
    const text = reef('    size: 3', '    size:3');
    expect(said(text)).toEqual(['v.yaml:10:10: error yaml-syntax: a space is missing after the ":" of the key "size": YAML reads "size:3" as text, not as a key (write "size: 3")']);
    const { ru, pl } = saidIn(text);
    expect(ru).toEqual(['v.yaml:10:10: ошибка yaml-syntax: после «:» ключа «size» не хватает пробела: YAML читает «size:3» как текст, а не как ключ (напишите «size: 3»)']);
    expect(pl).toEqual(['v.yaml:10:10: błąd yaml-syntax: po „:” klucza „size” brakuje spacji: YAML czyta „size:3” jako tekst, a nie jako klucz (napisz „size: 3”)']);
    // Said once, on its line, not also as the lines after it.
    expect(said(reef('    size: 2\n    count: 2', '    size:2\n    count: 2'))).toEqual([
      'v.yaml:13:10: error yaml-syntax: a space is missing after the ":" of the key "size": YAML reads "size:2" as text, not as a key (write "size: 2")',
    ]);
  });

  it('turns.first: 1 (the side by its number) is told the side id, not to quote the number, in en/ru/pl', () => {
    const text = reef('  first: red', '  first: 2');
    expect(said(text)).toEqual(['v.yaml:21:10: error wrong-type: turns.first: expected a text, found 2 (turns.first names a side by its id, not its number: write blue, the second side (red, blue))']);
    const { ru, pl } = saidIn(text);
    expect(ru[0]).toContain('(turns.first называет сторону по её id, а не по номеру: напишите blue, вторую сторону (red, blue))');
    expect(pl[0]).toContain('(turns.first wskazuje stronę przez jej id, a nie przez numer: napisz blue, drugą stronę (red, blue))');
    // Beside the default sides, blue is the first.
    expect(said(reef('  sides:\n    - { id: red, name: Red }\n    - { id: blue, name: Blue }\n  first: red', '  first: 1'))[0]).toContain('write blue, the first side (blue, red)');
  });

  it('columnLabels: [A B C … J], labels apart by spaces in brackets, is told once, the list and the text to write, in en/ru/pl', () => {
    const text = reef('  columns: 10\n', '  columns: 10\n  columnLabels: [A B C D E F G H I J]\n');
    expect(said(text)).toEqual([
      'v.yaml:7:17: error label-count: board.columnLabels: a list of one label holding spaces, where 10 labels were meant: a list\'s labels are separated by commas, not spaces (write [A, B, C, D, E, F, G, H, I, J], or the labels in one text, "A B C D E F G H I J")',
    ]);
    const { ru, pl } = saidIn(text);
    expect(ru).toEqual([
      'v.yaml:7:17: ошибка label-count: board.columnLabels: в списке одна метка с пробелами, а нужно 10 меток: метки в списке разделяются запятыми, а не пробелами (напишите [A, B, C, D, E, F, G, H, I, J] или метки одним текстом: "A B C D E F G H I J")',
    ]);
    expect(pl).toEqual([
      'v.yaml:7:17: błąd label-count: board.columnLabels: lista ma jedną etykietę ze spacjami, a potrzeba 10 etykiet: etykiety na liście oddziela się przecinkami, nie spacjami (napisz [A, B, C, D, E, F, G, H, I, J] albo etykiety jednym tekstem: "A B C D E F G H I J")',
    ]);
    // Rows in two pieces, short labels with spaces: one error too.
    expect(said(reef('  rows: 10\n', '  rows: 4\n  rowLabels: [1 2, 3 4]\n'))).toEqual([
      'v.yaml:6:14: error label-count: board.rowLabels: a list of 2 labels holding spaces, where 4 labels were meant: a list\'s labels are separated by commas, not spaces (write [1, 2, 3, 4], or the labels in one text, "1 2 3 4")',
    ]);
  });

  it('protected: hospital (the ship named where true goes) is told protected: true, in en/ru/pl; yes and да keep their advice', () => {
    const text = reef('    count: 2\n', '    count: 2\n    protected: hospital\n');
    expect(said(text)).toEqual([
      'v.yaml:15:16: error wrong-type: fleet[1].protected: expected true or false, found "hospital" (write protected: true: it marks the class protected (a hospital ship); its name goes in name)',
    ]);
    const { ru, pl } = saidIn(text);
    expect(ru[0]).toContain('(напишите protected: true — так класс помечается защищённым (госпитальное судно); его название пишут в name)');
    expect(pl[0]).toContain('(napisz protected: true — tak oznacza się klasę jako chronioną (statek szpitalny); jej nazwę pisze się w name)');
    expect(said(reef('    count: 2\n', '    count: 2\n    protected: yes\n'))[0]).toContain('(write true here: YAML reads yes, no, on and off as text, not as true or false)');
    expect(said(reef('    count: 2\n', '    count: 2\n    protected: да\n'))[0]).toContain('(write true here: YAML takes only true and false, in English)');
  });

  it('a name left empty is told a name to write, made from the id, in en/ru/pl', () => {
    const text = reef('    name: Cruiser', '    name:');
    expect(said(text)).toEqual([
      "v.yaml:9:10: error wrong-type: fleet[0].name: expected a text or a mapping, found null (empty) (write the class's name, e.g. name: Cruiser, or a mapping of one per language)",
    ]);
    const { ru, pl } = saidIn(text);
    expect(ru[0]).toContain('(напишите название, например name: Cruiser, или словарь с названием на каждом языке)');
    expect(pl[0]).toContain('(napisz nazwę, na przykład name: Cruiser, albo słownik z nazwą w każdym języku)');
    expect(said(reef('name: Reef', 'name:'))[0]).toContain("(write the game's name, e.g. name: Reef, or a mapping of one per language)");
  });
});
