/**
 * What keeps a file from being read at all (its YAML, its bytes, its size), said in Russian and
 * Polish from each diagnostic's code and parts (src/variant/file-text.ts, through readingDiagnostic):
 * every kind of YAML syntax error salvo finds, a key twice, nesting too deep, aliases expanding too
 * far, too large, not UTF-8; at the place English gives, with no English words left in them;
 * English as it was.
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from '../../src/core/diagnostics.js';
import { decodeText } from '../../src/core/text-file.js';
import { readingDiagnostic } from '../../src/record/reading-text.js';
import { loadYamlDocument } from '../../src/variant/yaml-source.js';

/** Each kind of YAML error, as a text that gives it. */
const KINDS: Record<string, string> = {
  tab: 'a:\n\tb: 1\n',
  more: 'a: "\\q"\nb: "\\q"\nc: "\\q"\nd: "\\q"\ne: "\\q"\n',
  moreSame: 'a:\n\t- 1\nb:\n\t- 2\nc:\n\t- 3\nd:\n\t- 4\ne:\n\t- 5\n',
  moreLike: 'a:\n\t- 1\nb:\n\t- 2\nc: [1]]\nd: [2]]\ne: [3]]\n',
  moreOther: 'a:\n\t- 1\nb:\n\t- 2\nc:\n\t- 3\nd: [2]]\ne: [3]]\n',
  quote: 'a: "x\nb: 1\n',
  document: 'a: 1\n---\nb: 2\n',
  dash: 'salvos:\n  -red: A1\n  - blue: B2\n',
  keyIndent: 'a:\n  b: 1\n   c: 2\n',
  itemIndent: 'l:\n  - id: a\n    size: 2\n   - id: b\n',
  colon: 'salvos:\n  - red: A1: B2\n',
  block: 'fleet:\n  - shape: |\n  .#\n    ##\n',
  trailingLists: 'shape: [0,0],[0,1]\n',
  trailingMappings: 'f: {a: 1}, {b: 2}\n',
  trailingQuote: 'name: "Fort" West\n',
  trailingList: 'a: [1] x\n',
  bracket: 'fleet: [carrier, battleship\nb: 1\n',
  bracketLater: 'fleet: [carrier,\n  battleship\nb: 1\n',
  brackets: 'a: [[[[[[x\nb: 1\n',
  bracketLine: 'a:\n  b: [1,\n  2]\n',
  bracketLineItem: 'a:\n  - {x: 1,\n  y: 2}\n',
  bracketCloser: 'a:\n  - b: [1,\n      2\n ]\n',
  duplicate: 'a: 1\na: 2\n',
  deep: '['.repeat(70) + ']'.repeat(70) + '\n',
  indent: ' '.repeat(201) + 'a: 1\n',
  alias: 'a: &a [1,1,1,1,1,1,1,1,1]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]\n',
  mappingColumn: 'a: "x"\n  "y": 1\n',
  start: '- @x\n',
  symbol: 'a: { mark: #, size: 2 }\n',
  escape: 'a: "\\q"\n',
  comment: 'a: "x"#c\n',
  keyAlone: 'a: 1\nb\nc: 2\n',
  comma: 'a: [x y: 2, "a" "b"]\n',
  blockInFlow: 'a: {x: 1 y: 2}\n',
  tabSibling: 'a:\n  b: 1\n\tc: 2\n',
  commaItems: 'a: [{x: 1} {y: 2}]\nb: 1\n',
  dashInBraces: 'a: {- x}\n',
};

const errorsOf = (text: string): Diagnostic[] => loadYamlDocument(text, 'f.yaml').diagnostics.filter((d) => d.severity === 'error');
const said = (d: Diagnostic, lang: string): string => {
  const s = readingDiagnostic(d, lang);
  expect(s, `${d.code} ${lang}`).toBeDefined();
  return formatDiagnostic(s!);
};
const saidAll = (key: string, lang: string): string[] => errorsOf(KINDS[key]!).map((d) => said(d, lang));
/** Words of the English messages that must not be left in Russian or Polish. */
const ENGLISH = /\b(?:the|is|are|not|never|closed|line|column|indent|write|remove|put|key|item|lists|mapping|space|file|fix|more|than|with)\b/u;

describe('every kind of YAML error is said in Russian and Polish', () => {
  it('each has words in both languages, at the place English gives, and no English left', () => {
    for (const [kind, text] of Object.entries(KINDS)) {
      const errors = errorsOf(text);
      expect(errors.length, kind).toBeGreaterThan(0);
      for (const d of errors) {
        for (const lang of ['ru', 'pl']) {
          const s = readingDiagnostic(d, lang);
          expect(s, `${kind} ${lang}`).toBeDefined();
          expect([s!.code, s!.line, s!.column, s!.file, s!.severity], kind).toEqual([d.code, d.line, d.column, d.file, d.severity]);
          expect(`${s!.message} ${s!.suggestion ?? ''}`, `${kind} ${lang}`).not.toMatch(ENGLISH);
          expect(s!.message).not.toBe(d.message);
        }
        // English is the diagnostic's own words.
        expect(readingDiagnostic(d, 'en')).toBeUndefined();
      }
    }
  });

  it('says the slips salvo finds itself with their parts: brackets, indentation, a dash, text after a value', () => {
    expect(saidAll('bracket', 'ru')).toEqual(['f.yaml:1:8: error yaml-syntax: эта «[» нигде не закрыта (закройте список «]» после его последнего элемента)']);
    expect(saidAll('bracket', 'pl')).toEqual(['f.yaml:1:8: error yaml-syntax: ten „[” nie jest nigdzie zamknięty (zamknij listę „]” po jej ostatnim elemencie)']);
    expect(saidAll('bracketLater', 'ru')).toEqual(['f.yaml:1:8: error yaml-syntax: эта «[» нигде не закрыта (закройте список «]» в конце его последнего элемента (строка 2))']);
    expect(saidAll('brackets', 'ru')).toEqual([
      'f.yaml:1:4: error yaml-syntax: эта «[» нигде не закрыта, как и «[» в столбце 5, «[» в столбце 6, «[» в столбце 7 и ещё 2 (закройте их «]]]]]]» после последнего элемента)',
    ]);
    expect(saidAll('brackets', 'pl')).toEqual([
      'f.yaml:1:4: error yaml-syntax: ten „[” nie jest nigdzie zamknięty, ani „[” w kolumnie 5, ani „[” w kolumnie 6, ani „[” w kolumnie 7, ani jeszcze 2 (zamknij je „]]]]]]” po ostatnim elemencie)',
    ]);
    expect(saidAll('bracketCloser', 'ru')).toEqual([
      'f.yaml:4:2: error yaml-syntax: эта «]» закрывает «[» из строки 2, но её отступ меньше, чем у ключа «b» (1, а не 4): YAML заканчивает список там, где отступ уменьшается (сделайте у «]» отступ в 4 пробела или больше или поставьте её после последнего элемента (строка 3))',
    ]);
    expect(saidAll('bracketLineItem', 'pl')).toEqual([
      'f.yaml:3:3: error yaml-syntax: ten wiersz ciągnie dalej słownik otwarty w wierszu 2, ale nie jest wcięty bardziej niż „-” jego elementu (2, a nie 3 lub więcej): YAML kończy słownik tam, gdzie wcięcie maleje (wetnij każdy wiersz słownika po pierwszym na 3 spacje lub więcej)',
    ]);
    expect(saidAll('keyIndent', 'ru')).toEqual(['f.yaml:3:4: error yaml-syntax: у этого ключа отступ в 3 пробела, а у ключа над ним — в 2 (сделайте отступ в 2 пробела, как у ключа выше, чтобы ключ остался в том же словаре)']);
    expect(saidAll('itemIndent', 'pl')).toEqual(['f.yaml:4:4: error yaml-syntax: „-” tego elementu listy jest wcięty na 3 spacje, a element nad nim (wiersz 2) na 2 (wetnij go na 2 spacje, jak element powyżej, aby został na tej samej liście)']);
    expect(saidAll('block', 'ru')).toEqual([
      'f.yaml:3:3: error yaml-syntax: у этой строки отступ в 2 пробела, не больше, чем у ключа «shape» блока (|) в строке 2: здесь YAML заканчивает блок и оставляет его пустым (сделайте у каждой строки блока отступ в 6 пробелов, глубже, чем у «shape:»)',
    ]);
    expect(saidAll('dash', 'pl')).toEqual(['f.yaml:2:3: error yaml-syntax: „-red:” nie jest elementem listy: po „-” elementu stoi spacja (napisz „- red:”)']);
    expect(saidAll('trailingLists', 'ru')).toEqual([
      'f.yaml:1:12: error yaml-syntax: список заканчивается на «]» в столбце 12, но строка идёт дальше: «,[0,1]»: списки один за другим — ещё не список списков (возьмите их все ещё в одну пару скобок: [[0, 0], [0, 1]])',
    ]);
    expect(saidAll('trailingQuote', 'pl')).toEqual(['f.yaml:1:12: error yaml-syntax: tekst w cudzysłowie kończy się na „"” w kolumnie 12, ale wiersz idzie dalej: „West” (umieść cały tekst w cudzysłowie)']);
  });

  it('counts the errors left unsaid with the plural the number takes', () => {
    expect(saidAll('more', 'ru').at(-1)).toBe('f.yaml:3:1: error yaml-syntax: и ещё 2 ошибки синтаксиса YAML после строки 3, скорее всего вызванные теми, что выше (исправьте первые ошибки и проверьте снова)');
    expect(saidAll('more', 'pl').at(-1)).toBe('f.yaml:3:1: error yaml-syntax: i jeszcze 2 błędy składni YAML po wierszu 3, najpewniej spowodowane przez te powyżej (popraw pierwsze błędy i sprawdź jeszcze raz)');
    const five = 'a: "\\q"\nb: "\\q"\nc: "\\q"\n' + ['x', 'y', 'z', 'u', 'v'].map((k) => `${k}: "\\q"\n`).join('');
    expect(errorsOf(five).map((d) => said(d, 'ru')).at(-1)).toContain('и ещё 5 ошибок синтаксиса YAML после строки 3, скорее всего вызванных теми, что выше');
    expect(errorsOf(five).map((d) => said(d, 'pl')).at(-1)).toContain('i jeszcze 5 błędów składni YAML po wierszu 3, najpewniej spowodowanych przez te powyżej');
  });

  it("says the parser's errors by what they say, and one it has no words for as a syntax error at its place", () => {
    expect(saidAll('start', 'ru')).toEqual(['f.yaml:1:3: error yaml-syntax: значение без кавычек не может начинаться с «@» (возьмите значение в кавычки)']);
    expect(saidAll('dashInBraces', 'ru')).toEqual(['f.yaml:1:5: error yaml-syntax: здесь YAML не читается (исправьте синтаксис YAML в этом месте)']);
    // English as the parser says it.
    expect(errorsOf(KINDS.dashInBraces!).map(formatDiagnostic)).toEqual(['f.yaml:1:5: error yaml-syntax: Block collections are not allowed within flow collections (fix the YAML syntax at this place)']);
  });

  it('says a "," missing between items in brackets where it goes, and a line indented with a tab with the spaces it needs', () => {
    expect(saidAll('comma', 'pl')).toEqual(['f.yaml:1:16: error yaml-syntax: tu brakuje „,” między dwoma elementami tej listy: przed „"b"” (postaw „,” na końcu elementu przed „"b"”)']);
    expect(saidAll('blockInFlow', 'ru')).toEqual(['f.yaml:1:9: error yaml-syntax: здесь не хватает «,» между двумя записями этого словаря: перед «y: 2» (поставьте «,» в конце записи перед «y: 2»)']);
    expect(errorsOf(KINDS.blockInFlow!).map(formatDiagnostic)).toEqual(['f.yaml:1:9: error yaml-syntax: a "," is missing here, between two entries of this mapping: before "y: 2" (put a "," at the end of the entry before "y: 2")']);
    expect(saidAll('tab', 'ru')).toEqual(['f.yaml:2:1: error yaml-syntax: отступ этой строки сделан табуляцией: YAML делает отступы только пробелами (сделайте отступ пробелами: 2 пробела)']);
    expect(saidAll('tabSibling', 'pl')).toEqual(['f.yaml:3:1: error yaml-syntax: wcięcie tego wiersza zrobiono tabulatorem: YAML wcina tylko spacjami (wetnij go spacjami: na 2 spacje, jak wiersz 2)']);
  });

  it('a key twice, nesting too deep, aliases, a file too large', () => {
    expect(saidAll('duplicate', 'ru')).toEqual(['f.yaml:2:1: error duplicate-key: ключ «a» встречается в этом словаре дважды, впервые в строке 1 (каждый ключ может быть в словаре один раз: удалите повторный или объедините их)']);
    expect(saidAll('deep', 'pl')).toEqual(['f.yaml:1:70: error yaml-too-deep: nawiasy są zagnieżdżone na więcej niż 64 poziomy (zmniejsz zagnieżdżenie dokumentu)']);
    expect(saidAll('indent', 'ru')).toEqual(['f.yaml:1:201: error yaml-too-deep: у строки отступ с вложенностью больше 200 столбцов (уменьшите вложенность документа)']);
    const big = loadYamlDocument('a: 1\n# ' + 'x'.repeat(40) + '\n', 'f.yaml', { maxBytes: 21 }).diagnostics;
    expect(big.map((d) => said(d, 'ru'))).toEqual(['f.yaml:1:1: error file-too-large: в файле 48 байтов; предел — 21 (файл варианта или записи занимает несколько килобайт; проверьте, тот ли это файл)']);
    expect(big.map((d) => said(d, 'pl'))).toEqual(['f.yaml:1:1: error file-too-large: plik ma 48 bajtów; limit to 21 (plik wariantu lub zapisu ma kilka kilobajtów; sprawdź, czy to właściwy plik)']);
    expect(big.map(formatDiagnostic)).toEqual(['f.yaml:1:1: error file-too-large: the file has 48 bytes; the limit is 21 (a variant or record file is a few kilobytes; check that this is the right file)']);
  });

  it('aliases expanding too much and a tag not known, in our words, not the YAML library\'s, with what to do', () => {
    expect(errorsOf(KINDS.alias!).map(formatDiagnostic)).toEqual(['f.yaml:2:8: error yaml-alias: the document expands its aliases (*name) too much (write the values out instead of using many YAML aliases (*name))']);
    expect(saidAll('alias', 'pl')).toEqual(['f.yaml:2:8: error yaml-alias: dokument zbyt mocno rozwija swoje aliasy (*nazwa) (wpisz wartości w całości zamiast wielu aliasów YAML (*nazwa))']);
    const tagged = loadYamlDocument('variant: perelman\nlanguage: !custom ru\n', 'f.yaml').diagnostics;
    expect(tagged.map(formatDiagnostic)).toEqual(['f.yaml:2:11: warning yaml-warning: the YAML tag !custom is not one salvo knows: the value after it is read as if it were not there (remove the !custom tag)']);
    expect(tagged.map((d) => said(d, 'ru'))).toEqual(['f.yaml:2:11: warning yaml-warning: тег YAML !custom salvo не знает: значение после него читается так, будто тега нет (удалите тег !custom)']);
    expect(tagged.map((d) => said(d, 'pl'))).toEqual(['f.yaml:2:11: warning yaml-warning: salvo nie zna znacznika YAML !custom: wartość po nim jest czytana tak, jakby go nie było (usuń znacznik !custom)']);
  });

  it('an alias naming no anchor before it is said as such, at the alias, with the anchor it wants, not as aliases expanding too much', () => {
    const cases: readonly (readonly [string, string, string, string])[] = [
      [
        'variant: jutland\nfleets: *ships:\n',
        "f.yaml:2:9: error yaml-alias: the alias *ships: names no anchor: no value in the file is marked &ships (write the value out in its place, or mark the value it stands for with &ships above it and write *ships, without the colon)",
        'f.yaml:2:9: error yaml-alias: псевдоним *ships: не называет ни одного якоря: ни одно значение в файле не помечено &ships (впишите значение на его место или пометьте значение, которое он заменяет, якорем &ships выше него и напишите *ships, без двоеточия)',
        'f.yaml:2:9: error yaml-alias: alias *ships: nie wskazuje żadnej kotwicy: żadna wartość w pliku nie jest oznaczona &ships (wpisz wartość w jego miejsce albo oznacz wartość, którą zastępuje, kotwicą &ships nad nim i napisz *ships, bez dwukropka)',
      ],
      [
        'a: &x 1\nb: [1, *y]\n',
        'f.yaml:2:8: error yaml-alias: the alias *y names no anchor: no value in the file is marked &y (write the value out in its place, or mark the value it stands for with &y above it)',
        'f.yaml:2:8: error yaml-alias: псевдоним *y не называет ни одного якоря: ни одно значение в файле не помечено &y (впишите значение на его место или пометьте значение, которое он заменяет, якорем &y выше него)',
        'f.yaml:2:8: error yaml-alias: alias *y nie wskazuje żadnej kotwicy: żadna wartość w pliku nie jest oznaczona &y (wpisz wartość w jego miejsce albo oznacz wartość, którą zastępuje, kotwicą &y nad nim)',
      ],
      [
        'x: &ships { a: 1 }\nfleets: *ships:\n',
        'f.yaml:2:9: error yaml-alias: the alias *ships: names no anchor: its colon is read as part of the name, and the anchor is &ships (line 1) (write *ships, without the colon)',
        'f.yaml:2:9: error yaml-alias: псевдоним *ships: не называет ни одного якоря: его двоеточие читается как часть имени, а якорь — &ships (строка 1) (напишите *ships, без двоеточия)',
        'f.yaml:2:9: error yaml-alias: alias *ships: nie wskazuje żadnej kotwicy: jego dwukropek jest czytany jako część nazwy, a kotwica to &ships (wiersz 1) (napisz *ships, bez dwukropka)',
      ],
      [
        'sides: *s\nx: &s { blue: A }\n',
        'f.yaml:1:8: error yaml-alias: the alias *s comes before its anchor &s (line 2): YAML reads an alias only after its anchor (move the value marked &s above this line, or write the value out here)',
        'f.yaml:1:8: error yaml-alias: псевдоним *s стоит раньше своего якоря &s (строка 2): YAML читает псевдоним только после его якоря (перенесите значение, помеченное &s, выше этой строки или впишите значение здесь)',
        'f.yaml:1:8: error yaml-alias: alias *s stoi przed swoją kotwicą &s (wiersz 2): YAML czyta alias dopiero po jego kotwicy (przenieś wartość oznaczoną &s nad ten wiersz albo wpisz wartość tutaj)',
      ],
      [
        'sides: *s:\nx: &s { blue: A }\n',
        'f.yaml:1:8: error yaml-alias: the alias *s: comes before its anchor &s (line 2): YAML reads an alias only after its anchor (move the value marked &s above this line and write *s, without the colon, or write the value out here)',
        'f.yaml:1:8: error yaml-alias: псевдоним *s: стоит раньше своего якоря &s (строка 2): YAML читает псевдоним только после его якоря (перенесите значение, помеченное &s, выше этой строки и напишите *s, без двоеточия, или впишите значение здесь)',
        'f.yaml:1:8: error yaml-alias: alias *s: stoi przed swoją kotwicą &s (wiersz 2): YAML czyta alias dopiero po jego kotwicy (przenieś wartość oznaczoną &s nad ten wiersz i napisz *s, bez dwukropka, albo wpisz wartość tutaj)',
      ],
    ];
    for (const [text, en, ru, pl] of cases) {
      expect(errorsOf(text).map(formatDiagnostic), text).toEqual([en]);
      expect(errorsOf(text).map((d) => said(d, 'ru')), text).toEqual([ru]);
      expect(errorsOf(text).map((d) => said(d, 'pl')), text).toEqual([pl]);
    }
    // Each alias naming none, in the file's order; one that does is not said.
    expect(errorsOf('a: &a 1\nb: [*a, *q]\nc: *r\n').map((d) => [d.line, d.column, d.parts?.['alias']])).toEqual([
      [2, 9, '*q'],
      [3, 4, '*r'],
    ]);
  });

  it("the YAML library's other warnings in our words, with what to do, in Russian and Polish with no English left", () => {
    const warned = (text: string): Diagnostic[] => loadYamlDocument(text, 'f.yaml').diagnostics.filter((d) => d.code === 'yaml-warning');
    const cases: readonly (readonly [string, string])[] = [
      ['languages: !!set [ru, en]\n', 'f.yaml:1:12: warning yaml-warning: the YAML tag !!set is for a mapping, but a list follows it: the value is read as if the tag were not there (remove the !!set tag)'],
      ['board: !!omap {rows: 5}\n', 'f.yaml:1:8: warning yaml-warning: the YAML tag !!omap is for a list, but a mapping follows it: the value is read as if the tag were not there (remove the !!omap tag)'],
      ['languages: !!map [ru, en]\n', 'f.yaml:1:12: warning yaml-warning: the YAML tag !!map is not one salvo knows: the value after it is read as if it were not there (remove the !!map tag)'],
      ['languages: &langs: [ru, en]\n', "f.yaml:1:18: warning yaml-warning: the anchor &langs: ends in a colon, which YAML may read as a key's (write it without the colon (&langs), or put a space before the colon)"],
      ['a: &x 1\nb: [*x:]\n', "f.yaml:2:7: warning yaml-warning: the alias *x: ends in a colon, which YAML may read as a key's (write it without the colon (*x), or put a space before the colon)"],
      ['%FOO bar\n---\nvariant: perelman\n', 'f.yaml:1:1: warning yaml-warning: %FOO is not a YAML directive: the line is left out (remove the %FOO line)'],
      ['%YAML 1.3\n---\nvariant: perelman\n', 'f.yaml:1:7: warning yaml-warning: YAML 1.3 is not a version salvo reads: the file is read as YAML 1.2 (write %YAML 1.2, or remove the %YAML line)'],
    ];
    for (const [text, english] of cases) {
      const [d, ...rest] = warned(text);
      expect(rest, text).toEqual([]);
      expect(formatDiagnostic(d!), text).toBe(english);
      for (const lang of ['ru', 'pl']) {
        const s = readingDiagnostic(d!, lang);
        expect(s, `${text} ${lang}`).toBeDefined();
        expect(`${s!.message} ${s!.suggestion ?? ''}`, `${text} ${lang}`).not.toMatch(/\b(?:the|is|not|remove|write|line|tag|list|mapping|version|reads?|follows|colon)\b/u);
      }
    }
    expect(warned(cases[0]![0]).map((d) => said(d, 'ru'))).toEqual(['f.yaml:1:12: warning yaml-warning: тег YAML !!set — для словаря, а после него список: значение читается так, будто тега нет (удалите тег !!set)']);
    expect(warned(cases[3]![0]).map((d) => said(d, 'pl'))).toEqual(['f.yaml:1:18: warning yaml-warning: kotwica &langs: kończy się dwukropkiem, który YAML może odczytać jako dwukropek klucza (napisz ją bez dwukropka (&langs) albo postaw spację przed dwukropkiem)']);
    expect(warned(cases[5]![0]).map((d) => said(d, 'ru'))).toEqual(['f.yaml:1:1: warning yaml-warning: %FOO — не директива YAML: эта строка не читается (удалите строку %FOO)']);
    expect(warned(cases[6]![0]).map((d) => said(d, 'pl'))).toEqual(['f.yaml:1:7: warning yaml-warning: salvo nie czyta wersji YAML 1.3: plik jest czytany jako YAML 1.2 (napisz %YAML 1.2 albo usuń wiersz %YAML)']);
  });

  it('text that is not UTF-8: a byte of a Windows encoding, UTF-16, a NUL byte', () => {
    const notUtf8 = (bytes: number[]): Diagnostic => {
      const r = decodeText(Uint8Array.from(bytes), 'f.yaml');
      if (!('diagnostic' in r)) throw new Error('read as UTF-8');
      return r.diagnostic;
    };
    const cp1251 = notUtf8([...Buffer.from('a: 1\nb: ', 'utf8'), 0xc5, 0x31, 0x0a]);
    expect(said(cp1251, 'ru')).toBe('f.yaml:2:4: error not-utf8: файл — не текст в UTF-8: байт 0xC5 не читается (файл сохранён в Windows-1250 или Windows-1251?) (сохраните файл в своём редакторе в кодировке UTF-8)');
    expect(said(cp1251, 'pl')).toBe('f.yaml:2:4: error not-utf8: plik nie jest tekstem w UTF-8: bajtu 0xC5 nie da się odczytać (plik zapisany w Windows-1250 albo Windows-1251?) (zapisz plik w edytorze w kodowaniu UTF-8)');
    expect(formatDiagnostic(cp1251)).toBe('f.yaml:2:4: error not-utf8: the file is not UTF-8 text: byte 0xC5 cannot be read (a file saved as Windows-1250 or Windows-1251?) (save the file as UTF-8 in your editor)');
    expect(said(notUtf8([0xff, 0xfe, 0x61, 0x00]), 'ru')).toContain('файл — не текст в UTF-8: он в UTF-16 (сохранён в Блокноте Windows как «Юникод»?)');
    expect(said(notUtf8([0xff, 0xfe, 0x61, 0x00]), 'pl')).toContain('plik nie jest tekstem w UTF-8: jest w UTF-16 (zapisany w Notatniku Windows jako „Unicode”?)');
    expect(said(notUtf8([0x61, 0x3a, 0x20, 0x00, 0x31]), 'ru')).toContain('в нём есть нулевой байт (0x00)');
    expect(said(notUtf8([0x61, 0x3a, 0x20, 0x00, 0x31]), 'pl')).toContain('zawiera bajt zerowy (0x00)');
  });

  it('a record not there, not to be read, or a folder: from the parts the CLI gives', () => {
    const at = (code: string, parts: Diagnostic['parts']): Diagnostic => ({ severity: 'error', code, message: 'English', file: 'g.yaml', ...(parts !== undefined ? { parts } : {}) });
    expect(said(at('no-permission', { file: 'g.yaml' }), 'ru')).toBe('g.yaml: error no-permission: нет прав на чтение g.yaml (проверьте права доступа к файлу)');
    expect(said(at('no-permission', { file: 'g.yaml' }), 'pl')).toBe('g.yaml: error no-permission: brak uprawnień do odczytu g.yaml (sprawdź uprawnienia pliku)');
    expect(said(at('no-such-file', { kind: 'record', file: 'g.yml', looked: '/x/g.yml', near: 'g.yaml' }), 'ru')).toBe('g.yaml: error no-such-file: нет такого файла: записи партии g.yml нет (искали /x/g.yml) (может быть, g.yaml?)');
    // A file of another kind (a layout, a variant) has other words in English: none here.
    expect(readingDiagnostic(at('no-such-file', { kind: 'layout', file: 'g.yml', looked: '/x/g.yml' }), 'ru')).toBeUndefined();
    expect(readingDiagnostic(at('not-utf8', undefined), 'ru')).toBeUndefined();
  });
});
