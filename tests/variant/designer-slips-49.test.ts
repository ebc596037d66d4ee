/**
 * Session 49's designer: slips made while writing new variants from docs/variant-format.md
 * alone (a 7×13 Greek sea, polyominoes named in Russian and Polish, a salvo by ships afloat with
 * a hospital ship), each told where it is and what to write (en/ru/pl).
 */
import { describe, expect, it } from 'vitest';
import { said, saidIn } from './helpers/slips.js';

const AEGEAN = [
  'id: aegean',
  'languages: [en]',
  'name: Aegean',
  'board:',
  '  rows: 7',
  '  columns: 13',
  '  columnLabels: α β γ δ ε ζ η θ ι κ λ μ ν',
  'fleet:',
  '  - id: trireme',
  '    name: Trireme',
  '    size: 4',
  '  - id: bireme',
  '    name: Bireme',
  '    size: 3',
  '    count: 2',
  '  - id: skiff',
  '    name: Skiff',
  '    size: 2',
  '    count: 3',
  'words:',
  '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
  '',
].join('\n');

const aegean = (from: string, to: string): string => {
  expect(AEGEAN).toContain(from);
  return AEGEAN.replace(from, to);
};

describe("session 49's designer slips", () => {
  it('the Aegean as written reads with no error', () => {
    expect(said(AEGEAN)).toEqual([]);
  });

  it('"-id:" (no space after the dash) is told once, not also in the parser\'s words at a later key of that item', () => {
    const text = aegean('  - id: skiff', '  -id: skiff');
    expect(said(text)).toEqual(['v.yaml:16:3: error yaml-syntax: "-id:" is no list item: the "-" of an item is followed by a space (write "- id:")']);
    expect(saidIn(text).ru).toEqual(['v.yaml:16:3: ошибка yaml-syntax: «-id:» — не элемент списка: после «-» элемента ставится пробел (напишите «- id:»)']);
  });

  it('an item\'s first key with its "-" left out ("  id: skiff" under "  - id: bireme") is told once, the "-" to write (en/ru/pl)', () => {
    const text = aegean('  - id: skiff', '  id: skiff');
    expect(said(text)).toEqual([
      'v.yaml:16:3: error yaml-syntax: "id: skiff" stands in the column of the list\'s "-" (line 12) without one: YAML reads it as no item of the list (write "- id: skiff", to start a new item)',
    ]);
    expect(saidIn(text)).toEqual({
      ru: ['v.yaml:16:3: ошибка yaml-syntax: «id: skiff» стоит в столбце «-» этого списка (строка 12), но без «-»: YAML не считает это элементом списка (напишите «- id: skiff», чтобы начать новый элемент)'],
      pl: ['v.yaml:16:3: błąd yaml-syntax: „id: skiff” stoi w kolumnie „-” tej listy (wiersz 12), ale bez „-”: YAML nie czyta tego jako elementu listy (napisz „- id: skiff”, aby zacząć nowy element)'],
    });
    // A later key level with the dash, not the key the items open with, is an indentation slip as before.
    expect(said(aegean('    name: Skiff', '  name: Skiff'))).toEqual([
      'v.yaml:17:3: error yaml-syntax: this key is indented 2 spaces, but the key above it 4 (indent it 4 spaces, as the key above, to keep it in the same mapping)',
    ]);
  });

  it('protectedHitPenalty written as the ship it protects is told the penalty to write and where the ship is marked (en/ru/pl)', () => {
    const hospital = (extra: string, penalty: string): string =>
      aegean('    count: 3\n', `    count: 3\n  - id: hospital\n    name: { en: Hospital ship }\n    size: 2\n    mustSink: false${extra}\n`).replace('words:', `turns:\n  protectedHitPenalty: ${penalty}\nwords:`);
    // A class of the fleet by its id or a name, not yet protected: both to write.
    expect(said(hospital('', 'hospital'))).toEqual([
      'v.yaml:25:24: error invalid-choice: turns.protectedHitPenalty: "hospital" is not one of none, skip-next-turn (write protectedHitPenalty: skip-next-turn, and protected: true in fleet[3] (hospital): a penalty is none or skip-next-turn, and the ship it protects is marked in its class)',
    ]);
    expect(saidIn(hospital('', 'Hospital ship'))).toEqual({
      ru: ['v.yaml:25:24: ошибка invalid-choice: turns.protectedHitPenalty: «Hospital ship» — не одно из: none, skip-next-turn (напишите protectedHitPenalty: skip-next-turn и protected: true в fleet[3] (hospital): штраф — это none или skip-next-turn, а защищённый корабль отмечают в его классе)'],
      pl: ['v.yaml:25:24: błąd invalid-choice: turns.protectedHitPenalty: „Hospital ship” nie jest żadną z wartości: none, skip-next-turn (napisz protectedHitPenalty: skip-next-turn oraz protected: true w fleet[3] (hospital): kara to none albo skip-next-turn, a chroniony statek oznacza się w jego klasie)'],
    });
    // Protected already: the penalty alone.
    expect(said(hospital('\n    protected: true', 'hospital'))[0]).toContain('(write protectedHitPenalty: skip-next-turn: fleet[3] (hospital) is protected already, and a penalty is none or skip-next-turn)');
    // A class the fleet lacks, as a word or in a mapping with the penalty: the classes there are.
    const lacking = 'write protectedHitPenalty: skip-next-turn, and protected: true in the class of the ship whose hit is penalised; no class of the fleet is named "szpital" (its classes: trireme, bireme, skiff, hospital)';
    const mapping = hospital('', '{ class: szpital, penalty: skip-next-turn }');
    expect(said(mapping)).toEqual([`v.yaml:25:24: error invalid-choice: turns.protectedHitPenalty: a mapping is not one of none, skip-next-turn (${lacking})`]);
    expect(saidIn(mapping).ru[0]).toContain('(напишите protectedHitPenalty: skip-next-turn и protected: true в классе корабля, за попадание в который штраф; во флоте нет класса «szpital» (его классы: trireme, bireme, skiff, hospital))');
    expect(saidIn(mapping).pl[0]).toContain('(napisz protectedHitPenalty: skip-next-turn oraz protected: true w klasie statku, za którego trafienie jest kara; we flocie nie ma klasy „szpital” (jej klasy: trireme, bireme, skiff, hospital))');
    // A word naming no class is told the choices, a choice misspelt its guess, and true its meaning, as before.
    expect(said(hospital('', 'szpital'))[0]).toContain('(use one of none, skip-next-turn)');
    expect(said(hospital('', 'skip-turn'))[0]).toContain('(did you mean "skip-next-turn"?)');
    expect(said(hospital('', 'true'))[0]).toContain('(write protectedHitPenalty: skip-next-turn, and the side that hits a protected ship misses its next turn)');
  });

  it('a language written in Cyrillic (ру, рус, англ), typed with the Russian layout on (кг) or two codes in one item ([ru pl]) is told the code to write (en/ru/pl)', () => {
    const langs = (list: string): string => aegean('languages: [en]', `languages: ${list}`);
    expect(said(langs('[ру, англ]'))).toEqual([
      'v.yaml:2:13: error bad-language: languages[0]: "ру" is not a language code (write ru, the language\'s code)',
      'v.yaml:2:17: error bad-language: languages[1]: "англ" is not a language code (write en, the language\'s code)',
    ]);
    expect(said(langs('[рус]'))[0]).toContain('(write ru, the language\'s code)');
    expect(said(langs('[кг, ут, зд]')).map((l) => /\(write (\w+),/u.exec(l)?.[1])).toEqual(['ru', 'en', 'pl']);
    const two = langs('[en ru]');
    expect(said(two)).toEqual(['v.yaml:2:13: error bad-language: languages[0]: "en ru" is not a language code (write en, ru: a code to a language, apart by commas)']);
    expect(saidIn(two)).toEqual({
      ru: ['v.yaml:2:13: ошибка bad-language: languages[0]: «en ru» — недопустимый код языка (напишите en, ru: по коду на язык, через запятую)'],
      pl: ['v.yaml:2:13: błąd bad-language: languages[0]: „en ru” to niedozwolony kod języka (napisz en, ru: po kodzie na język, oddzielone przecinkami)'],
    });
    // A text of words, not codes, is told the form of a code as before.
    expect(said(langs('[my language]'))[0]).toContain('(use a code like en, ru, pl or pt-BR)');
  });

  it('shots: 1 in a salvo by ships afloat is told to be written perShip: 1 (en/ru/pl)', () => {
    const salvo = (written: string): string => aegean('words:', `turns:\n  salvo: ${written}\nwords:`);
    const text = salvo('{ kind: ships-afloat, shots: 1 }');
    expect(said(text)).toEqual([
      'v.yaml:21:32: error unknown-key: turns.salvo.shots: "shots" is a key of kind: constant or kind: damage, not of kind: ships-afloat (write perShip: 1 in place of shots, the shots for each ship afloat; or set kind: constant or kind: damage)',
    ]);
    expect(saidIn(text)).toEqual({
      ru: ['v.yaml:21:32: ошибка unknown-key: turns.salvo.shots: «shots» — ключ для kind: constant или kind: damage, а не для kind: ships-afloat (напишите perShip: 1 вместо shots — число выстрелов за каждый корабль на плаву; или укажите kind: constant или kind: damage)'],
      pl: ['v.yaml:21:32: błąd unknown-key: turns.salvo.shots: „shots” to klucz dla kind: constant albo kind: damage, a nie dla kind: ships-afloat (napisz perShip: 1 zamiast shots — liczba strzałów za każdy statek na wodzie; albo ustaw kind: constant albo kind: damage)'],
    });
    // Beside perShip, shots is a key to remove, as before.
    expect(said(salvo('{ kind: ships-afloat, perShip: 1, shots: 2 }'))[0]).toContain('(set kind: constant or kind: damage, or remove shots; with kind: ships-afloat the keys are kind, perShip)');
  });

  it('a shot limit in words (сорок, sixty-one, dwadzieścia pięć, сто) is told the number in digits, as counts of 0 to 20 were (en/ru/pl)', () => {
    const limit = (written: string): string => aegean('words:', `turns:\n  shotLimit: ${written}\nwords:`);
    expect(said(limit('сорок'))).toEqual(['v.yaml:21:14: error wrong-type: turns.shotLimit: expected a number, found "сорок" (write 40: a number is written in digits)']);
    expect(saidIn(limit('сорок'))).toEqual({
      ru: ['v.yaml:21:14: ошибка wrong-type: turns.shotLimit: ожидается число, а здесь «сорок» (напишите 40: число пишут цифрами)'],
      pl: ['v.yaml:21:14: błąd wrong-type: turns.shotLimit: tu ma być liczba, a jest „сорок” (napisz 40: liczbę zapisuje się cyframi)'],
    });
    const digits = (written: string): string | undefined => /\(write (\d+):/u.exec(said(limit(written))[0] ?? '')?.[1];
    expect(['шестьдесят', 'сорок два', 'sixty-one', 'twenty five', 'dwadzieścia pięć', 'pięćdziesiąt', 'сто', 'one hundred'].map(digits)).toEqual(['60', '42', '61', '25', '25', '50', '100', '100']);
    // Words naming no number keep the field's advice.
    expect(said(limit('сорок сорок'))[0]).toContain('(use 1 to 10000)');
    expect(said(limit('сто пять'))[0]).toContain('(use 1 to 10000)');
  });

  it('a number with the word of what it counts (size: 4 клетки, shotLimit: 60 shots) is told the number alone (en/ru/pl)', () => {
    const text = aegean('    size: 4', '    size: 4 клетки');
    expect(said(text)).toEqual(['v.yaml:11:11: error wrong-type: fleet[0].size: expected a number, found "4 клетки" (write 4: the number alone, without "клетки")']);
    expect(saidIn(text)).toEqual({
      ru: ['v.yaml:11:11: ошибка wrong-type: fleet[0].size: ожидается число, а здесь «4 клетки» (напишите 4: одно число, без «клетки»)'],
      pl: ['v.yaml:11:11: błąd wrong-type: fleet[0].size: tu ma być liczba, a jest „4 клетки” (napisz 4: samą liczbę, bez „клетки”)'],
    });
    expect(said(aegean('words:', 'turns:\n  shotLimit: 60 shots a side\nwords:'))[0]).toContain('(write 60: the number alone, without "shots a side")');
    // Text that is no number and a word keeps the field's advice.
    expect(said(aegean('    size: 4', '    size: 4 or 5'))[0]).toContain('(use 1 to 26)');
  });

  it('a number where a text goes (mark: 1, id: 7, miss: 0) is told to be written in quotes, not the text\'s length (en/ru/pl)', () => {
    const text = aegean('    name: Trireme', '    name: Trireme\n    mark: 1');
    expect(said(text)).toEqual(['v.yaml:11:11: error wrong-type: fleet[0].mark: expected a text, found 1 (write "1" in quotes: without them YAML reads 1 as a number, not as text)']);
    expect(saidIn(text)).toEqual({
      ru: ['v.yaml:11:11: ошибка wrong-type: fleet[0].mark: ожидается текст, а здесь 1 (напишите "1" в кавычках: без них YAML читает это как число, а не как текст)'],
      pl: ['v.yaml:11:11: błąd wrong-type: fleet[0].mark: tu ma być tekst, a jest 1 (napisz "1" w cudzysłowie: bez niego YAML czyta to jako liczbę, a nie jako tekst)'],
    });
    expect(said(aegean('id: aegean', 'id: 7'))[0]).toContain('(write "7" in quotes: without them YAML reads 7 as a number, not as text)');
    expect(said(aegean('miss: miss', 'miss: 0'))[0]).toContain('(write "0" in quotes: without them YAML reads 0 as a number, not as text)');
    // With the quotes, it reads.
    expect(said(aegean('    name: Trireme', '    name: Trireme\n    mark: "1"'))).toEqual([]);
  });

  it('a name written as a number (name: 3) or in brackets (name: [Aegean]) is told the text to write (en/ru/pl)', () => {
    const bracketed = aegean('name: Aegean', 'name: [Aegean]');
    expect(said(bracketed)).toEqual(['v.yaml:3:7: error wrong-type: name: expected a text or a mapping, found a list of 1 (write Aegean)']);
    expect(saidIn(bracketed)).toEqual({
      ru: ['v.yaml:3:7: ошибка wrong-type: name: ожидается текст или словарь, а здесь список из 1 элемента (напишите Aegean)'],
      pl: ['v.yaml:3:7: błąd wrong-type: name: tu ma być tekst albo słownik, a jest lista (elementów: 1) (napisz Aegean)'],
    });
    expect(said(aegean('    name: Trireme', '    name: 3'))).toEqual(['v.yaml:10:11: error wrong-type: fleet[0].name: expected a text or a mapping, found 3 (write "3")']);
    // Two texts in brackets are not one name: the field's words as before.
    expect(said(aegean('name: Aegean', 'name: [Aegean, Sea]'))[0]).toContain('(write a text or a mapping here)');
  });
});
