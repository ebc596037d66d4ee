/**
 * A designer's slips, second round: values written in a shorter form than the format takes, each
 * told where it is and the value rewritten as meant (en/ru/pl).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { issueSaid } from '../../src/variant/issue-text.js';
import { slipSaid } from '../../src/variant/slip-text.js';
import { readVariantText } from '../../src/variant/parse.js';

function read(text: string): Diagnostic[] {
  const r = readVariantText(text, 'v.yaml');
  return r.ok ? [...r.warnings] : [...r.diagnostics];
}

function said(text: string): string[] {
  return read(text).map((d) => formatDiagnostic(d));
}

/** The first diagnostic at `path`, said in Russian and Polish. */
function saidIn(text: string, path: string): { ru: unknown; pl: unknown } {
  const d = read(text).find((x) => x.path === path);
  expect(d).toBeDefined();
  return { ru: issueSaid(d!.code, d!.parts, 'ru'), pl: issueSaid(d!.code, d!.parts, 'pl') };
}

const WORDS_EN = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';

const game = (lines: { languages?: string; salvo?: string; ship?: string }): string =>
  [
    'id: slips',
    `languages: ${lines.languages ?? '[en]'}`,
    'name: Slips',
    'board: { rows: 8, columns: 8 }',
    'fleet:',
    `  - { id: a, name: A, size: 3${lines.ship ?? ''} }`,
    'turns:',
    `  salvo: ${lines.salvo ?? '{ kind: constant, shots: 1 }'}`,
    WORDS_EN,
  ].join('\n');

describe("a designer's short forms", () => {
  it('salvo: 3, a number of shots where the salvo mapping goes, is told { kind: constant, shots: 3 } (en/ru/pl)', () => {
    expect(said(game({ salvo: '3' }))).toEqual([
      'v.yaml:8:10: error wrong-type: turns.salvo: expected a mapping with kind: constant, damage, guns, ships-afloat, found 3 (write { kind: constant, shots: 3 })',
    ]);
    expect(saidIn(game({ salvo: '3' }), 'turns.salvo')).toEqual({
      ru: { message: 'turns.salvo: ожидается словарь с kind: constant, damage, guns, ships-afloat, а здесь 3', suggestion: 'напишите { kind: constant, shots: 3 }' },
      pl: { message: 'turns.salvo: tu ma być słownik z kind: constant, damage, guns, ships-afloat, a jest 3', suggestion: 'napisz { kind: constant, shots: 3 }' },
    });
    // A word of a kind is told its mapping as before; a number that is no number of shots is not rewritten.
    expect(said(game({ salvo: 'guns' }))[0]).toContain('(write { kind: guns })');
    expect(said(game({ salvo: '0' }))[0]).toContain('(write a mapping with kind: constant, damage, guns, ships-afloat here)');
  });

  it('languages: en (or en, ru) and gunsLostAt: 1, a list written without its brackets, are told the list (en/ru/pl)', () => {
    expect(said(game({ languages: 'en' }))).toEqual(['v.yaml:2:12: error wrong-type: languages: expected a list, found "en" (write [en])']);
    expect(said(game({ languages: 'en, ru' }))).toEqual(['v.yaml:2:12: error wrong-type: languages: expected a list, found "en, ru" (write [en, ru])']);
    expect(saidIn(game({ languages: 'en' }), 'languages')).toEqual({
      ru: { message: 'languages: ожидается список, а здесь «en»', suggestion: 'напишите [en]' },
      pl: { message: 'languages: tu ma być lista, a jest „en”', suggestion: 'napisz [en]' },
    });
    const guns = game({ ship: ', guns: 2, gunsLostAt: 1', salvo: '{ kind: guns }' });
    expect(said(guns)).toEqual(['v.yaml:6:53: error wrong-type: fleet[0].gunsLostAt: expected a list, found 1 (write [1])']);
    expect(saidIn(guns, 'fleet[0].gunsLostAt')).toEqual({
      ru: { message: 'fleet[0].gunsLostAt: ожидается список, а здесь 1', suggestion: 'напишите [1]' },
      pl: { message: 'fleet[0].gunsLostAt: tu ma być lista, a jest 1', suggestion: 'napisz [1]' },
    });
  });

  const hook = (shape: string): string => game({ ship: '' }).replace('size: 3 }', `size: 3 }\n  - id: hook\n    name: Hook\n    shape: ${shape}`);

  it('shape: [0,0,0,1], the numbers of the cells in one list, is one error giving the cells in pairs, not an error per number (en/ru/pl)', () => {
    expect(said(hook('[0,0,0,1,1,1]'))).toEqual([
      'v.yaml:9:12: error shape-cells: fleet[1].shape: a shape is a list of cells, each [row, column] in brackets of its own, not their numbers in one list (write shape: [[0, 0], [0, 1], [1, 1]])',
    ]);
    const d = read(hook('[0,0,0,1]')).find((x) => x.path === 'fleet[1].shape')!;
    expect(slipSaid(d.parts, 'ru')).toEqual({
      message: 'fleet[1].shape: фигура — это список клеток, каждая [строка, столбец] в своих скобках, а не их числа одним списком',
      suggestion: 'напишите shape: [[0, 0], [0, 1]]',
    });
    expect(slipSaid(d.parts, 'pl')).toEqual({
      message: 'fleet[1].shape: kształt to lista pól, każde [wiersz, kolumna] we własnych nawiasach, a nie ich liczby w jednej liście',
      suggestion: 'napisz shape: [[0, 0], [0, 1]]',
    });
    // An odd count of numbers pairs up into no cells: an error at each, as before.
    expect(said(hook('[0,0,1]')).every((line) => line.includes('expected a list'))).toBe(true);
    expect(said(hook('[0,0,1]'))).toHaveLength(3);
  });

  it('a picture with spaces around its / (## / .#), or its rows parted by a backslash, is told the picture meant (en/ru/pl)', () => {
    expect(said(hook('"## / .#"'))).toEqual([
      // At the space after the / (column 17), the character said.
      'v.yaml:9:17: error shape-cells: fleet[1].shape: row 2 of the picture, " .#", holds a space at column 1; a picture is drawn with # for the ship\'s cells and . for the rest (leave out the spaces around /: write shape: "##/.#")',
    ]);
    const d = read(hook('"## / .#"')).find((x) => x.path === 'fleet[1].shape')!;
    expect(slipSaid(d.parts, 'ru')?.suggestion).toBe('уберите пробелы вокруг /: напишите shape: "##/.#"');
    expect(slipSaid(d.parts, 'pl')?.suggestion).toBe('usuń spacje wokół /: napisz shape: "##/.#"');
    expect(said(hook("'##\\.#'"))[0]).toMatch(/holds "\\\\" at column 3; .* \(separate the picture's rows with \/: write shape: "##\/\.#"\)$/u);
    // A space inside a row, away from the /, is water, as before.
    expect(said(hook('"###/# #"'))[0]).toContain('(draw the ship\'s cells as # and water as .: write shape: "###/#.#")');
  });

  it('a fleet (or sides) written as a mapping keyed by id, or one class without the list, is told the list of items meant (en/ru/pl)', () => {
    const keyed = game({}).replace('fleet:\n  - { id: a, name: A, size: 3 }', 'fleet:\n  cruiser:\n    name: Cruiser\n    size: 3\n    count: 2\n  boat: { name: Boat, size: 2 }\n  raft: { name: Raft, size: 1 }');
    expect(said(keyed)).toEqual([
      'v.yaml:6:3: error wrong-type: fleet: expected a list, found a mapping (write [{ id: cruiser, name: Cruiser, size: 3, … }, { id: boat, name: Boat, size: 2 }, …])',
    ]);
    expect(saidIn(keyed, 'fleet')).toEqual({
      ru: { message: 'fleet: ожидается список, а здесь словарь', suggestion: 'напишите [{ id: cruiser, name: Cruiser, size: 3, … }, { id: boat, name: Boat, size: 2 }, …]' },
      pl: { message: 'fleet: tu ma być lista, a jest słownik', suggestion: 'napisz [{ id: cruiser, name: Cruiser, size: 3, … }, { id: boat, name: Boat, size: 2 }, …]' },
    });
    const one = game({}).replace('fleet:\n  - { id: a, name: A, size: 3 }', 'fleet:\n  id: a\n  name: A\n  size: 3');
    expect(said(one)).toEqual(['v.yaml:6:3: error wrong-type: fleet: expected a list, found a mapping (write [{ id: a, name: A, size: 3 }])']);
    const sides = game({}).replace('turns:\n', 'turns:\n  sides: { blue: Blue, red: { name: Red } }\n');
    expect(said(sides)).toEqual(['v.yaml:8:10: error wrong-type: turns.sides: expected a list, found a mapping (write [{ id: blue, name: Blue }, { id: red, name: Red }])']);
    // A mapping whose keys are no ids keeps the field's own advice.
    expect(said(game({}).replace('fleet:\n  - { id: a, name: A, size: 3 }', 'fleet:\n  Big Ship: 3'))[0]).toContain('(give 1 to 20 ship classes)');
  });

  it('damage steps written as a mapping of damage to shots (steps: { 4: 3, 8: 2 }) are told the list of steps meant, in the order written, which reads (en/ru/pl)', () => {
    const damage = (steps: string): string => game({ salvo: `{ kind: damage, shots: 4, steps: ${steps} }` }).replace('size: 3 }', 'size: 3, count: 4 }');
    const list = '[{ damage: 4, shots: 3 }, { damage: 8, shots: 2 }, { damage: 10, shots: 1 }]';
    expect(said(damage('{ 4: 3, 8: 2, 10: 1 }'))).toEqual([`v.yaml:8:43: error wrong-type: turns.salvo.steps: expected a list, found a mapping (write ${list})`]);
    expect(saidIn(damage('{ 4: 3, 8: 2, 10: 1 }'), 'turns.salvo.steps')).toEqual({
      ru: { message: 'turns.salvo.steps: ожидается список, а здесь словарь', suggestion: `напишите ${list}` },
      pl: { message: 'turns.salvo.steps: tu ma być lista, a jest słownik', suggestion: `napisz ${list}` },
    });
    // What it advises reads, as the steps meant.
    const r = readVariantText(damage(list), 'v.yaml');
    expect(r.ok && r.value.turns.salvo).toMatchObject({ kind: 'damage', steps: [{ damage: 4, shots: 3 }, { damage: 8, shots: 2 }, { damage: 10, shots: 1 }] });
    // A mapping of anything else keeps the field's own advice.
    expect(said(damage('{ four: 3 }'))[0]).toContain('(give 1 to 20 steps)');
  });

  it('<<: *base, YAML 1.1\'s merge key, is told once as a key YAML 1.2 does not merge, not also as the keys it meant missing (en/ru/pl)', () => {
    const merged = game({}).replace('fleet:\n  - { id: a, name: A, size: 3 }', 'fleet:\n  - &base\n    id: a\n    name: A\n    size: 3\n  - <<: *base\n    id: b');
    expect(said(merged)).toEqual([
      'v.yaml:10:5: error unknown-key: fleet[1]["<<"]: "<<" merges another mapping\'s keys in YAML 1.1; salvo reads YAML 1.2, where it is a key like any other, so none of them is read into fleet[1] (write the keys here in full: an alias such as *base may stand for a whole value, not for some keys of a mapping)',
    ]);
    const d = read(merged).find((x) => x.code === 'unknown-key')!;
    expect(slipSaid(d.parts, 'ru')).toEqual({
      message: 'fleet[1]["<<"]: «<<» в YAML 1.1 вливает ключи другого словаря; salvo читает YAML 1.2, где это обычный ключ, так что в fleet[1] ни один из них не попадает',
      suggestion: 'напишите ключи здесь полностью: псевдоним вроде *base может заменить значение целиком, но не часть ключей словаря',
    });
    expect(slipSaid(d.parts, 'pl')?.message).toBe('fleet[1]["<<"]: „<<” w YAML 1.1 wlewa klucze innego słownika; salvo czyta YAML 1.2, gdzie to zwykły klucz, więc żaden z nich nie trafia do fleet[1]');
    // A wrong value written beside it is still told.
    expect(said(merged.replace('    id: b', '    id: b\n    count: 0')).map((l) => l.split(' error ')[1]!.split(':')[0])).toEqual(['unknown-key', 'ship-count']);
  });

  it('placement: no-contact, a word of one of a mapping\'s choices given for the whole mapping, is told the key it is a value of (en/ru/pl)', () => {
    const text = game({}).replace('turns:\n', 'placement: no-contact\nturns:\n');
    expect(said(text)).toEqual(['v.yaml:7:12: error wrong-type: placement: expected a mapping, found "no-contact" (write { spacing: no-contact })']);
    expect(saidIn(text, 'placement')).toEqual({
      ru: { message: 'placement: ожидается словарь, а здесь «no-contact»', suggestion: 'напишите { spacing: no-contact }' },
      pl: { message: 'placement: tu ma być słownik, a jest „no-contact”', suggestion: 'napisz { spacing: no-contact }' },
    });
    // A word no choice of the mapping holds keeps the plain advice.
    expect(said(text.replace('placement: no-contact', 'placement: no-contat'))[0]).toContain('(write a mapping here)');
  });

  it('board: { size: 8 }, a square board\'s size, is told rows and columns, not moved to a class of the fleet, and its labels not counted against 10 (en/ru/pl)', () => {
    const text = game({}).replace('board: { rows: 8, columns: 8 }', 'board: { size: 8, columnLabels: ABCDEFGH }');
    expect(said(text)).toEqual(['v.yaml:4:10: error unknown-key: board.size: unknown key "size": a board\'s size is given by its rows and columns (write rows: 8 and columns: 8)']);
    const d = read(text).find((x) => x.code === 'unknown-key')!;
    expect(slipSaid(d.parts, 'ru')).toEqual({ message: 'board.size: неизвестный ключ «size»: размер поля задают его строки и столбцы', suggestion: 'напишите rows: 8 и columns: 8' });
    expect(slipSaid(d.parts, 'pl')).toEqual({ message: 'board.size: nieznany klucz „size”: rozmiar planszy podaje się przez jej wiersze i kolumny', suggestion: 'napisz rows: 8 i columns: 8' });
    // Beside rows and columns, the labels are counted against them as before.
    expect(said(game({}).replace('board: { rows: 8, columns: 8 }', 'board: { rows: 8, columns: 8, size: 8, columnLabels: ABCDEFG }')).map((l) => l.split(' error ')[1]!.split(':')[0])).toEqual(['unknown-key', 'label-count']);
  });

  it('board.size beside rows or columns is told the same, with the one not given to write in its place, or size to delete (en/ru/pl)', () => {
    // Beside rows: columns written in size's place, not size moved to a class of the fleet.
    const beside = game({}).replace('board: { rows: 8, columns: 8 }', 'board: { rows: 8, size: 8, columnLabels: ABCDEFGH }');
    expect(said(beside)).toEqual(['v.yaml:4:19: error unknown-key: board.size: unknown key "size": a board\'s size is given by its rows and columns (write columns: 8 in place of size; rows is given)']);
    const d = read(beside).find((x) => x.code === 'unknown-key')!;
    expect(slipSaid(d.parts, 'ru')).toEqual({ message: 'board.size: неизвестный ключ «size»: размер поля задают его строки и столбцы', suggestion: 'напишите columns: 8 вместо size; rows уже указан' });
    expect(slipSaid(d.parts, 'pl')).toEqual({ message: 'board.size: nieznany klucz „size”: rozmiar planszy podaje się przez jej wiersze i kolumny', suggestion: 'napisz columns: 8 zamiast size; rows jest już podane' });
    // Beside columns, rows is the one to write.
    expect(said(game({}).replace('board: { rows: 8, columns: 8 }', 'board: { size: 6, columns: 8 }'))).toEqual(['v.yaml:4:10: error unknown-key: board.size: unknown key "size": a board\'s size is given by its rows and columns (write rows: 6 in place of size; columns is given)']);
    // Beside both, size is a stray to delete.
    const both = game({}).replace('board: { rows: 8, columns: 8 }', 'board: { rows: 8, columns: 8, size: 8 }');
    expect(said(both)).toEqual(['v.yaml:4:31: error unknown-key: board.size: unknown key "size": a board\'s size is given by its rows and columns (delete size: rows and columns give the board\'s size)']);
    const e = read(both).find((x) => x.code === 'unknown-key')!;
    expect(slipSaid(e.parts, 'ru')?.suggestion).toBe('удалите size: размер поля задают rows и columns');
    expect(slipSaid(e.parts, 'pl')?.suggestion).toBe('usuń size: rozmiar planszy podają rows i columns');
  });

  it('count: [2], one number in brackets where the number goes, is told the number (en/ru/pl), where it is one the field takes', () => {
    const text = game({ ship: ', count: [2]' });
    expect(said(text)).toEqual(['v.yaml:6:39: error wrong-type: fleet[0].count: expected a number, found a list of 1 (write 2)']);
    expect(saidIn(text, 'fleet[0].count')).toEqual({
      ru: { message: 'fleet[0].count: ожидается число, а здесь список из 1 элемента', suggestion: 'напишите 2' },
      pl: { message: 'fleet[0].count: tu ma być liczba, a jest lista (elementów: 1)', suggestion: 'napisz 2' },
    });
    // A number the field refuses keeps the field's own advice.
    expect(said(game({ ship: ', count: [0]' }))[0]).toContain('(use 1 to 26)');
  });
});

