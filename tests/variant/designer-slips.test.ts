/**
 * A fresh designer's slips, each told where it is (file:line:column) and what to write: three
 * variants written from docs/variant-format.md alone, with the slips a person makes.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { designSaid } from '../../src/variant/design-text.js';
import { issueSaid } from '../../src/variant/issue-text.js';
import { readVariantText } from '../../src/variant/parse.js';

function said(text: string, file = 'v.yaml'): string[] {
  const r = readVariantText(text, file);
  return (r.ok ? r.warnings : r.diagnostics).map((d) => formatDiagnostic(d));
}

const WORDS_EN = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';
const WORDS_RU = 'words:\n  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мои, enemyChart: Чужие }\n';

describe("a designer's slips", () => {
  const lagoon = (spacing: string): string =>
    ['id: lagoon', 'languages: [en]', 'name: Lagoon', 'board:', '  rows: 8', '  columns: 8', 'fleet:', '  - id: carrier', '    name: Carrier', '    size: 9', '  - id: sub', '    name: Submarine', '    size: 2', '    count: 2', 'placement:', `  spacing: ${spacing}`, WORDS_EN].join('\n');

  it('a ship longer than the board is told at its size even beside a misspelt spacing, which hides nothing', () => {
    expect(said(lagoon('no-contct'))).toEqual([
      'v.yaml:10:11: error fleet-does-not-fit: fleet[0].size: the Carrier (9 cells) cannot lie anywhere on the 8×8 board: no row or column there has more than 8 cells (make the ship at most 8 cells long, or give the board at least 9 columns or rows)',
      'v.yaml:16:12: error invalid-choice: placement.spacing: "no-contct" is not one of may-touch, no-side-contact, no-contact (did you mean "no-contact"?)',
    ]);
    const r = readVariantText(lagoon('no-contct'), 'v.yaml');
    const fit = r.ok ? undefined : r.diagnostics.find((d) => d.code === 'fleet-does-not-fit');
    expect(designSaid(fit!.code, fit!.parts, 'ru')?.message).toBe('fleet[0].size: «Carrier» (9 клеток) нигде не помещается на поле 8×8: ни одна строка и ни один столбец там не длиннее 8 клеток');
    expect(designSaid(fit!.code, fit!.parts, 'pl')?.suggestion).toBe('zmniejsz statek do 8 pól albo powiększ planszę do 9 kolumn lub wierszy');
    // With the spacing right, the same: no placement rule places a ship longer than the board, so none is named.
    expect(said(lagoon('no-contact'))).toEqual([said(lagoon('no-contct'))[0]]);
  });

  it('a misspelt key beside the right one (bord: beside board:) is told that board is already given, not "did you mean board?" (en/ru/pl)', () => {
    const text = ['id: twice', 'languages: [en]', 'name: Twice', 'board:', '  rows: 8', '  columns: 8', 'bord:', '  rows: 9', 'fleet:', '  - { id: a, name: A, size: 2 }', WORDS_EN].join('\n');
    expect(said(text)).toEqual(['v.yaml:7:1: error unknown-key: bord: unknown key "bord" (board is already given here; delete bord if it is a stray copy)']);
    const r = readVariantText(text, 'v.yaml');
    const d = r.ok ? undefined : r.diagnostics.find((x) => x.code === 'unknown-key');
    expect(issueSaid(d!.code, d!.parts, 'ru')).toEqual({ message: 'bord: неизвестный ключ «bord»', suggestion: 'board здесь уже указан; удалите bord, если это лишняя копия' });
    expect(issueSaid(d!.code, d!.parts, 'pl')).toEqual({ message: 'bord: nieznany klucz „bord”', suggestion: 'board jest tu już podany; usuń bord, jeśli to zbędna kopia' });
    // Alone, the misspelt key is still a misspelling of the key it is near.
    expect(said(text.replace('board:\n  rows: 8\n  columns: 8\n', ''))).toContain('v.yaml:4:1: error unknown-key: bord: unknown key "bord" (did you mean "board"?)');
  });

  it('a number or true in quotes (rows: "8", size: \'3\', diagonal: "true") is told to lose its quotes, which make it text, not only what the field takes (en/ru/pl)', () => {
    const text = ['id: quoted', 'languages: [en]', 'name: Quoted', 'board:', '  rows: "8"', '  columns: 8', 'fleet:', "  - { id: a, name: A, size: '3', count: \" 2\" }", 'placement: { diagonal: "true", spacing: may-touch }', WORDS_EN].join('\n');
    expect(said(text)).toEqual([
      'v.yaml:5:9: error wrong-type: board.rows: expected a number, found "8" (write 8 without the quotes: in quotes YAML reads it as text)',
      'v.yaml:8:29: error wrong-type: fleet[0].size: expected a number, found "3" (write 3 without the quotes: in quotes YAML reads it as text)',
      'v.yaml:8:41: error wrong-type: fleet[0].count: expected a number, found " 2" (write 2 without the quotes: in quotes YAML reads it as text)',
      'v.yaml:9:24: error wrong-type: placement.diagonal: expected true or false, found "true" (write true without the quotes: in quotes YAML reads it as text)',
    ]);
    const r = readVariantText(text, 'v.yaml');
    const rows = r.ok ? undefined : r.diagnostics.find((d) => d.path === 'board.rows');
    expect(issueSaid(rows!.code, rows!.parts, 'ru')).toEqual({ message: 'board.rows: ожидается число, а здесь «8»', suggestion: 'напишите 8 без кавычек: в кавычках YAML читает это как текст' });
    expect(issueSaid(rows!.code, rows!.parts, 'pl')).toEqual({ message: 'board.rows: tu ma być liczba, a jest „8”', suggestion: 'napisz 8 bez cudzysłowu: w cudzysłowie YAML czyta to jako tekst' });
    // A number in words, in quotes or not, is told in digits (./number-words.test.ts), not to lose its quotes.
    expect(said(text.replace('rows: "8"', 'rows: "eight"'))[0]).toBe('v.yaml:5:9: error wrong-type: board.rows: expected a number, found "eight" (write 8: a number is written in digits)');
  });

  it('"True" or \'FALSE\' in quotes, any case, is told to lose its quotes as "true" is, and the true or false it advises is read (en/ru/pl)', () => {
    const text = ['id: quoted', 'languages: [en]', 'name: Quoted', 'board:', '  rows: 8', '  columns: 8', 'fleet:', "  - { id: a, name: A, size: 3, mustSink: 'FALSE' }", '  - { id: b, name: B, size: 2 }', 'placement: { diagonal: "True", spacing: may-touch }', WORDS_EN].join('\n');
    expect(said(text)).toEqual([
      'v.yaml:8:42: error wrong-type: fleet[0].mustSink: expected true or false, found "FALSE" (write false without the quotes: in quotes YAML reads it as text)',
      'v.yaml:10:24: error wrong-type: placement.diagonal: expected true or false, found "True" (write true without the quotes: in quotes YAML reads it as text)',
    ]);
    const r = readVariantText(text, 'v.yaml');
    const diagonal = r.ok ? undefined : r.diagnostics.find((d) => d.path === 'placement.diagonal');
    expect(issueSaid(diagonal!.code, diagonal!.parts, 'ru')?.suggestion).toBe('напишите true без кавычек: в кавычках YAML читает это как текст');
    expect(issueSaid(diagonal!.code, diagonal!.parts, 'pl')?.suggestion).toBe('napisz true bez cudzysłowu: w cudzysłowie YAML czyta to jako tekst');
    // The advice followed: the file is read, with the values meant.
    const fixed = readVariantText(text.replace("'FALSE'", 'false').replace('"True"', 'true'), 'v.yaml');
    expect(fixed.ok).toBe(true);
    if (fixed.ok) expect([fixed.value.fleet[0]!.mustSink, fixed.value.placement.diagonal]).toEqual([false, true]);
  });

  it('yes, no, on or off where true or false goes (diagonal: yes, protected: "on") is told that YAML reads them as text and which to write, wherever a variant takes true or false (en/ru/pl)', () => {
    const text = ['id: yesno', 'languages: [en]', 'name: Yes No', 'board:', '  rows: 8', '  columns: 8', 'fleet:', '  - { id: a, name: A, size: 3, protected: "on", mustSink: NO }', 'placement: { diagonal: yes, spacing: may-touch }', 'turns:', '  sides: [{ id: blue, name: Blue }, { id: red, name: Red }]', '  first: blue', '  salvo: { kind: constant, shots: 1 }', '  extraShotOnHit: Off', 'report: { timing: per-shot, sunk: plain, hitClass: yes }', WORDS_EN].join('\n');
    const advice = (meant: string): string => `write ${meant} here: YAML reads yes, no, on and off as text, not as true or false`;
    expect(said(text)).toEqual([
      `v.yaml:8:43: error wrong-type: fleet[0].protected: expected true or false, found "on" (${advice('true')})`,
      `v.yaml:8:59: error wrong-type: fleet[0].mustSink: expected true or false, found "NO" (${advice('false')})`,
      `v.yaml:9:24: error wrong-type: placement.diagonal: expected true or false, found "yes" (${advice('true')})`,
      `v.yaml:14:19: error wrong-type: turns.extraShotOnHit: expected true or false, found "Off" (${advice('false')})`,
      `v.yaml:15:52: error wrong-type: report.hitClass: expected true or false, found "yes" (${advice('true')})`,
    ]);
    const r = readVariantText(text, 'v.yaml');
    const diagonal = r.ok ? undefined : r.diagnostics.find((d) => d.path === 'placement.diagonal');
    expect(issueSaid(diagonal!.code, diagonal!.parts, 'ru')).toEqual({ message: 'placement.diagonal: ожидается true или false, а здесь «yes»', suggestion: 'напишите здесь true: yes, no, on и off YAML читает как текст, а не как true или false' });
    expect(issueSaid(diagonal!.code, diagonal!.parts, 'pl')).toEqual({ message: 'placement.diagonal: tu ma być true albo false, a jest „yes”', suggestion: 'napisz tu true: yes, no, on i off YAML czyta jako tekst, a nie jako true albo false' });
    // Another word is told what the field takes, as before.
    expect(said(text.replace('diagonal: yes', 'diagonal: maybe'))[2]).toBe('v.yaml:9:24: error wrong-type: placement.diagonal: expected true or false, found "maybe" (write true or false here)');
  });

  it('a number with a fraction where a whole one goes is told to be a whole number, not only the range it may be within (en/ru/pl)', () => {
    const text = ['id: frac', 'languages: [en]', 'name: Frac', 'board:', '  rows: 5.5', '  columns: 5', 'fleet:', '  - { id: a, name: A, size: 2.5, count: 1.5 }', '  - { id: b, name: B, size: 30.5 }', WORDS_EN].join('\n');
    expect(said(text)).toEqual([
      'v.yaml:5:9: error board-size: board.rows: 5.5 is not a board size (use a whole number, 2 to 26)',
      'v.yaml:8:29: error ship-size: fleet[0].size: 2.5 is not a ship size (use a whole number, 1 to 26)',
      'v.yaml:8:41: error ship-count: fleet[0].count: 1.5 is not a ship count (use a whole number, 1 to 26)',
      'v.yaml:9:29: error ship-size: fleet[1].size: 30.5 is not a ship size (use a whole number, 1 to 26)',
    ]);
    const r = readVariantText(text, 'v.yaml');
    const size = r.ok ? undefined : r.diagnostics.find((d) => d.code === 'ship-size');
    expect(issueSaid(size!.code, size!.parts, 'ru')).toEqual({ message: 'fleet[0].size: 2.5 — недопустимый размер корабля', suggestion: 'укажите целое число от 1 до 26' });
    expect(issueSaid(size!.code, size!.parts, 'pl')?.suggestion).toBe('podaj liczbę całkowitą od 1 do 26');
    // A whole number out of range is told the range, as before.
    expect(said(text.replace('size: 30.5', 'size: 30'))).toContain('v.yaml:9:29: error ship-size: fleet[1].size: 30 is not a ship size (use 1 to 26)');
  });

  it('a key indented too deep is told at it, with the indentation it needs', () => {
    const text = ['id: ozero', 'languages: [ru]', 'name: Озеро', 'board:', '  rows: 8', '  columns: 8', '   columnLabels: letters', 'fleet:', '  - { id: kater, name: катер, size: 1 }', WORDS_RU].join('\n');
    expect(said(text)).toEqual(['v.yaml:7:4: error yaml-syntax: this key is indented 3 spaces, but the key above it 2 (indent it 2 spaces, as the key above, to keep it in the same mapping)']);
  });

  it("a class's key indented level with its \"-\" is told once, as the indentation, not also as a key repeated at the top", () => {
    const text = ['id: t', 'languages: [en]', 'name: T', 'fleet:', '  - id: a', '  name: A', '    size: 2', WORDS_EN].join('\n');
    expect(said(text)).toEqual(['v.yaml:6:3: error yaml-syntax: this key is indented 2 spaces, but the key above it 4 (indent it 4 spaces, as the key above, to keep it in the same mapping)']);
    // A key truly written twice is still told.
    expect(said(['id: t', 'languages: [en]', 'name: T', 'name: U', 'fleet:', '  - { id: a, name: A, size: 2 }', WORDS_EN].join('\n'))).toEqual([
      'v.yaml:4:1: error duplicate-key: the key "name" appears twice in this mapping, first at line 3 (each key may appear once in a mapping; remove or merge the repeated one)',
    ]);
  });

  it('labels fewer than the columns, and a spacing written with spaces, are each told where', () => {
    const text = ['id: ozero', 'languages: [ru]', 'name: Озеро', 'board:', '  rows: 8', '  columns: 8', '  columnLabels: [а, б, в, г, д, е, ж]', 'fleet:', '  - { id: kater, name: катер, size: 1, count: 3 }', 'placement:', '  spacing: no side contact', WORDS_RU].join('\n');
    expect(said(text)).toEqual([
      // Letters in order: the next one to add, and the list to write.
      'v.yaml:7:17: error label-count: board.columnLabels: 7 labels for 8 columns (add з after ж: columnLabels: [а, б, в, г, д, е, ж, з], or change board.columns)',
      'v.yaml:11:12: error invalid-choice: placement.spacing: "no side contact" is not one of may-touch, no-side-contact, no-contact (did you mean "no-side-contact"?)',
    ]);
  });

  it('a Latin look-alike among Cyrillic labels is warned at the list, naming the letters and their places', () => {
    const text = ['id: reka', 'languages: [ru]', 'name: Река', 'board:', '  rows: 6', '  columns: 6', '  columnLabels: "a б в г д e"', 'fleet:', '  - { id: barzha, name: баржа, size: 3, count: 2 }', WORDS_RU].join('\n');
    const lines = said(text);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^v\.yaml:7:17: warning label-script: board\.columnLabels: "a" \(1\), "e" \(6\) /u);
  });
});

describe("a designer's words for a salvo's kind, a report's timing and a bare count of hits", () => {
  const game = (salvo: string, report: string): string =>
    ['id: afloat', 'languages: [en]', 'name: Afloat', 'board: { rows: 8, columns: 8 }', 'fleet:', '  - { id: a, name: A, size: 3 }', '  - { id: b, name: B, size: 2, count: 2 }', 'turns:', `  salvo: ${salvo}`, `report: ${report}`, WORDS_EN].join('\n');

  it('one shot for each ship left, in other words, is told ships-afloat; a report after the whole salvo, per-salvo; each shot, per-shot', () => {
    expect(said(game('{ kind: ships-remaining }', '{ timing: per-shot }'))).toEqual([
      'v.yaml:9:18: error invalid-choice: turns.salvo.kind: "ships-remaining" is not one of constant, damage, guns, ships-afloat (did you mean "ships-afloat"?)',
    ]);
    expect(said(game('{ kind: ships-left }', '{ timing: per-shot }'))[0]).toContain('(did you mean "ships-afloat"?)');
    // The kind's first word alone: `ships` (or `ship`) is ships-afloat, said where it is written.
    expect(said(game('{ kind: ships }', '{ timing: per-shot }'))).toEqual([
      'v.yaml:9:18: error invalid-choice: turns.salvo.kind: "ships" is not one of constant, damage, guns, ships-afloat (did you mean "ships-afloat"?)',
    ]);
    expect(said(game('{ kind: Ship }', '{ timing: per-shot }'))[0]).toContain('(did you mean "ships-afloat"?)');
    // `ship` where it is a choice of its own (report.by) stays itself.
    expect(said(game('{ kind: constant, shots: 2 }', '{ timing: per-salvo, by: ship }'))).toEqual([]);
    expect(said(game('{ kind: constant, shots: 3 }', '{ timing: per-volley }'))).toEqual([
      'v.yaml:10:19: error invalid-choice: report.timing: "per-volley" is not one of per-shot, per-salvo (did you mean "per-salvo"?)',
    ]);
    expect(said(game('{ kind: constant }', '{ timing: each-shot }'))[0]).toContain('(did you mean "per-shot"?)');
    // In Russian too.
    const r = readVariantText(game('{ kind: ships-remaining }', '{ timing: per-shot }'), 'v.yaml');
    const d = r.ok ? undefined : r.diagnostics[0];
    expect(issueSaid(d!.code, d!.parts, 'ru')?.suggestion).toBe('может быть, «ships-afloat»?');
  });

  it('a bare count of hits (by: total, Salvo\'s "two hits"), which no report gives, is told the nearest that does, in English, Russian and Polish', () => {
    const text = game('{ kind: constant, shots: 3 }', '{ timing: per-salvo, by: total, counts: true }');
    expect(said(text)).toEqual([
      'v.yaml:10:34: error invalid-choice: report.by: "total" is not one of class, ship (no report tells only how many shots of the salvo hit; the nearest is by: class with counts: true, which names each class hit and how many times ("cruiser 2"))',
    ]);
    const r = readVariantText(text, 'v.yaml');
    const d = r.ok ? undefined : r.diagnostics[0];
    expect(issueSaid(d!.code, d!.parts, 'ru')?.suggestion).toBe('отчёта только о числе попавших выстрелов залпа нет; ближе всего by: class и counts: true — называют каждый класс, в который попали, и сколько раз («крейсер 2»)');
    expect(issueSaid(d!.code, d!.parts, 'pl')?.suggestion).toBe('nie ma raportu podającego tylko, ile strzałów salwy trafiło; najbliżej jest by: class i counts: true — podaje się każdą trafioną klasę i ile razy („krążownik 2”)');
    expect(said(game('{ kind: constant, shots: 3 }', '{ timing: per-salvo, by: number of hits }'))[0]).toContain('no report tells only how many shots');
    // A slip of a letter is told the word meant, as before.
    expect(said(game('{ kind: constant, shots: 3 }', '{ timing: per-salvo, by: clas }'))[0]).toContain('(did you mean "class"?)');
  });
});

describe("a designer's words for a protected hit's penalty", () => {
  const game = (penalty: string): string =>
    ['id: pen', 'languages: [en]', 'name: Pen', 'board: { rows: 8, columns: 8 }', 'fleet:', '  - { id: a, name: A, size: 3 }', '  - { id: h, name: H, size: 2, protected: true }', 'turns:', `  protectedHitPenalty: ${penalty}`, 'report: { timing: per-shot, hitClass: true }', WORDS_EN].join('\n');

  it('a turn lost, in other words (lose-turn, miss-a-turn), is told skip-next-turn; no-penalty is told none', () => {
    expect(said(game('lose-turn'))).toEqual([
      'v.yaml:9:24: error invalid-choice: turns.protectedHitPenalty: "lose-turn" is not one of none, skip-next-turn (did you mean "skip-next-turn"?)',
    ]);
    expect(said(game('miss-a-turn'))[0]).toContain('(did you mean "skip-next-turn"?)');
    expect(said(game('no-penalty'))[0]).toContain('(did you mean "none"?)');
    expect(said(game('skip-next-turn'))).toEqual([]);
  });
});
