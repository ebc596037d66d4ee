/**
 * What keeps a file from being read at all, said in Russian and Polish: a record, a variant file or
 * a layout file (`fleet check`) not there (or a folder, or not to be read), text that is not UTF-8, a file too large, YAML nested too deep, its
 * aliases expanding too far, a key twice in a mapping, and each YAML syntax error salvo finds (a
 * bracket or quote never closed, a "," missing between items in brackets, a line indented with a
 * tab or out of line, a "-" without its space, text after a closed value, …). Each is said anew from its code and parts (`Diagnostic.parts`, given where
 * the English is made: core/text-file.ts, ./yaml-source.ts, record/store.ts, the CLI's opening of
 * a record); a YAML parser's error salvo has no words of its own for is said by what it is
 * (`parts.said`), else as a syntax error at its place. English stays as it is, byte for byte.
 *
 * @example
 *   fileSaid('yaml-syntax', { kind: 'quote-open' }, 'ru')
 *   // { message: 'эта кавычка нигде не закрыта', suggestion: 'закройте кавычку в конце текста или уберите кавычки' }
 */
import { listPart, numberPart, textPart, type DiagnosticParts } from '../core/diagnostics.js';
import { quoted, spoken } from '../core/language.js';
import { plural } from '../core/plural.js';
import { shellWord } from '../core/shell-word.js';

/** A problem's message and what to do, in one language. */
export interface FileWords {
  readonly message: string;
  readonly suggestion?: string;
}

type Lang = 'ru' | 'pl';

/** A file a command is to write that it may not (src/cli/commands/output.ts): no folder for it, a folder there, another kind of file there, standard output taken or a terminal, a game record already there (salvo new). */
const OUTPUT_CODES = ['output-folder', 'output-exists', 'output-stdout', 'output-terminal', 'output-empty', 'record-exists'] as const;

/** The codes said here. */
export const FILE_CODES: ReadonlySet<string> = new Set(['no-such-file', 'no-permission', 'not-a-file', 'not-utf8', 'file-too-large', 'yaml-too-deep', 'yaml-alias', 'yaml-warning', 'duplicate-key', 'yaml-syntax', ...OUTPUT_CODES]);

const [str, num, list] = [textPart, numberPart, listPart];

/** `3 пробела`, `5 spacji`: a count of spaces, in the case an indentation is given in. */
function spaces(lang: Lang, n: number): string {
  return lang === 'ru' ? `${n} ${plural('ru', n, 'пробел', 'пробела', 'пробелов')}` : `${n} ${plural('pl', n, 'spację', 'spacje', 'spacji')}`;
}

/**
 * A problem that keeps a file from being read, in `lang` (`ru`, `pl-PL`, …), from its code and
 * parts; undefined for English (the diagnostic's own words), for a code not here, and where its
 * parts are not those its English was made with.
 */
export function fileSaid(code: string, parts: DiagnosticParts | undefined, lang: string): FileWords | undefined {
  const s = spoken(lang);
  if (s === 'en' || parts === undefined || !FILE_CODES.has(code)) return undefined;
  return code === 'yaml-syntax' ? syntaxWords(s, parts) : fileWords(s, code, parts);
}

function fileWords(lang: Lang, code: string, parts: DiagnosticParts): FileWords | undefined {
  const ru = lang === 'ru';
  const q = (t: string): string => quoted(lang, t);
  switch (code) {
    case 'no-such-file': {
      const [file, looked, near] = [str(parts, 'file'), str(parts, 'looked'), str(parts, 'near')];
      const kind = str(parts, 'kind');
      if ((kind !== 'record' && kind !== 'variant' && kind !== 'layout') || file === undefined || looked === undefined) return undefined;
      // A file where a folder of a record's or a layout's path would be (`notes.txt/g.yaml`).
      const under = str(parts, 'under');
      if (under !== undefined && kind !== 'variant') {
        const what = kind === 'record' ? (ru ? `записи партии ${file} нет` : `nie ma zapisu gry ${file}`) : ru ? `файла расстановки ${file} нет` : `nie ma pliku ustawienia ${file}`;
        return ru ? { message: `${under} — файл, а не папка: ${what} (искали ${looked})`, suggestion: 'проверьте путь' } : { message: `${under} to plik, a nie folder: ${what} (szukano ${looked})`, suggestion: 'sprawdź ścieżkę' };
      }
      // A layout file (`salvo fleet check`): how to draw one, with the variant as it was given.
      if (kind === 'layout') {
        const variant = str(parts, 'variant');
        if (variant === undefined) return undefined;
        const draw = `'salvo fleet random ${shellWord(variant)} > ${shellWord(file)}'`;
        return ru
          ? { message: `нет такого файла: файла расстановки ${file} нет (искали ${looked})`, suggestion: `проверьте путь или расставьте флот командой ${draw}` }
          : { message: `nie ma takiego pliku: nie ma pliku ustawienia ${file} (szukano ${looked})`, suggestion: `sprawdź ścieżkę albo ustaw flotę poleceniem ${draw}` };
      }
      // A variant file (`salvo pad my.yaml`): the templates are the other thing a variant may be.
      if (kind === 'variant') {
        const under = str(parts, 'under');
        if (under !== undefined) {
          return ru
            ? { message: `${under} — файл, а не папка: файла варианта ${file} нет (искали ${looked})`, suggestion: `проверьте путь или посмотрите встроенные шаблоны: 'salvo variants'` }
            : { message: `${under} to plik, a nie folder: nie ma pliku wariantu ${file} (szukano ${looked})`, suggestion: `sprawdź ścieżkę albo zobacz wbudowane szablony: 'salvo variants'` };
        }
        // A template's id written as a file (`salvo pad jutland.yaml`).
        const template = str(parts, 'template');
        if (template !== undefined) {
          return ru
            ? { message: `нет такого файла: файла варианта ${file} нет (искали ${looked})`, suggestion: `${template} — встроенный шаблон: напишите ${template}, без .yaml` }
            : { message: `nie ma takiego pliku: nie ma pliku wariantu ${file} (szukano ${looked})`, suggestion: `${template} to wbudowany szablon: napisz ${template}, bez .yaml` };
        }
        return ru
          ? { message: `нет такого файла: файла варианта ${file} нет (искали ${looked})`, suggestion: `проверьте путь или посмотрите встроенные шаблоны: 'salvo variants'` }
          : { message: `nie ma takiego pliku: nie ma pliku wariantu ${file} (szukano ${looked})`, suggestion: `sprawdź ścieżkę albo zobacz wbudowane szablony: 'salvo variants'` };
      }
      // A template's id where the record goes (`salvo play perelman`): the record to start from it.
      const template = str(parts, 'template');
      if (near === undefined && template !== undefined) {
        const start = `'salvo new ${template} -o game.yaml'`;
        return ru
          ? { message: `нет такого файла: записи партии ${file} нет (искали ${looked})`, suggestion: `${template} — встроенный вариант, а не запись партии; начните запись партии по нему: ${start}` }
          : { message: `nie ma takiego pliku: nie ma zapisu gry ${file} (szukano ${looked})`, suggestion: `${template} to wbudowany wariant, nie zapis gry; zacznij według niego zapis gry: ${start}` };
      }
      return ru
        ? { message: `нет такого файла: записи партии ${file} нет (искали ${looked})`, suggestion: near !== undefined ? `может быть, ${near}?` : `проверьте путь или начните запись: 'salvo new <вариант> -o ${shellWord(file)}'` }
        : { message: `nie ma takiego pliku: nie ma zapisu gry ${file} (szukano ${looked})`, suggestion: near !== undefined ? `czy chodziło o ${near}?` : `sprawdź ścieżkę albo zacznij zapis: 'salvo new <wariant> -o ${shellWord(file)}'` };
    }
    case 'no-permission': {
      const file = str(parts, 'file');
      if (file === undefined) return undefined;
      return ru ? { message: `нет прав на чтение ${file}`, suggestion: 'проверьте права доступа к файлу' } : { message: `brak uprawnień do odczytu ${file}`, suggestion: 'sprawdź uprawnienia pliku' };
    }
    case 'not-a-file': {
      const file = str(parts, 'file');
      if (file === undefined) return undefined;
      if (str(parts, 'kind') === 'layout') {
        return ru ? { message: `${file} — папка, а не файл расстановки`, suggestion: 'укажите путь к файлу .yaml' } : { message: `${file} to folder, a nie plik ustawienia`, suggestion: 'podaj ścieżkę do pliku .yaml' };
      }
      if (str(parts, 'kind') === 'variant') {
        return ru ? { message: `${file} — папка, а не файл варианта`, suggestion: 'укажите путь к файлу .yaml' } : { message: `${file} to folder, a nie plik wariantu`, suggestion: 'podaj ścieżkę do pliku .yaml' };
      }
      return ru ? { message: `${file} — папка, а не запись партии`, suggestion: 'укажите путь к записи .yaml' } : { message: `${file} to folder, a nie zapis gry`, suggestion: 'podaj ścieżkę do zapisu .yaml' };
    }
    case 'not-utf8': {
      const suggestion = ru ? 'сохраните файл в своём редакторе в кодировке UTF-8' : 'zapisz plik w edytorze w kodowaniu UTF-8';
      const head = ru ? 'файл — не текст в UTF-8' : 'plik nie jest tekstem w UTF-8';
      switch (str(parts, 'kind')) {
        case 'pdf':
          return ru
            ? { message: 'файл — PDF (бланк, напечатанный salvo?), а не текст: записи, расстановки флота и варианты — текст YAML', suggestion: 'укажите путь к файлу .yaml' }
            : { message: 'plik jest PDF-em (arkusz wydrukowany przez salvo?), a nie tekstem: zapisy, rozstawienia floty i warianty to tekst YAML', suggestion: 'podaj ścieżkę do pliku .yaml' };
        case 'utf16':
          return { message: ru ? `${head}: он в UTF-16 (сохранён в Блокноте Windows как «Юникод»?)` : `${head}: jest w UTF-16 (zapisany w Notatniku Windows jako „Unicode”?)`, suggestion };
        case 'nul':
          return {
            message: ru
              ? `${head}: в нём есть нулевой байт (0x00), какого в тексте не бывает (это не текстовый файл или файл, сохранённый в UTF-16 — «Юникод» в Блокноте Windows?)`
              : `${head}: zawiera bajt zerowy (0x00), którego nie ma w żadnym tekście (to nie plik tekstowy albo plik zapisany w UTF-16 — „Unicode” w Notatniku Windows?)`,
            suggestion,
          };
        case 'byte': {
          const byte = str(parts, 'byte');
          if (byte === undefined) return undefined;
          return {
            message: ru ? `${head}: байт 0x${byte} не читается (файл сохранён в Windows-1250 или Windows-1251?)` : `${head}: bajtu 0x${byte} nie da się odczytać (plik zapisany w Windows-1250 albo Windows-1251?)`,
            suggestion,
          };
        }
        case 'cut': {
          const byte = str(parts, 'byte');
          if (byte === undefined) return undefined;
          return ru
            ? { message: `файл обрывается посреди знака: байт 0x${byte} в его конце начинает знак, которого файл не дописывает (файл обрезан при сохранении или копировании?)`, suggestion: 'скопируйте файл заново целиком или допишите конец его последней строки' }
            : { message: `plik urywa się w środku znaku: bajt 0x${byte} na jego końcu zaczyna znak, którego plik nie kończy (plik ucięty przy zapisie albo kopiowaniu?)`, suggestion: 'skopiuj cały plik jeszcze raz albo dopisz koniec jego ostatniego wiersza' };
        }
        default:
          return undefined;
      }
    }
    case 'file-too-large': {
      const [bytes, max] = [num(parts, 'bytes'), num(parts, 'max')];
      if (bytes === undefined || max === undefined) return undefined;
      return ru
        ? { message: `в файле ${bytes} ${plural('ru', bytes, 'байт', 'байта', 'байтов')}; предел — ${max}`, suggestion: 'файл варианта или записи занимает несколько килобайт; проверьте, тот ли это файл' }
        : { message: `plik ma ${bytes} ${plural('pl', bytes, 'bajt', 'bajty', 'bajtów')}; limit to ${max}`, suggestion: 'plik wariantu lub zapisu ma kilka kilobajtów; sprawdź, czy to właściwy plik' };
    }
    case 'yaml-too-deep': {
      const max = num(parts, 'max');
      if (max === undefined) return undefined;
      const suggestion = ru ? 'уменьшите вложенность документа' : 'zmniejsz zagnieżdżenie dokumentu';
      switch (str(parts, 'kind')) {
        case 'brackets':
          return { message: ru ? `скобки вложены глубже, чем на ${max} ${plural('ru', max, 'уровень', 'уровня', 'уровней')}` : `nawiasy są zagnieżdżone na więcej niż ${max} ${plural('pl', max, 'poziom', 'poziomy', 'poziomów')}`, suggestion };
        case 'indent':
          return { message: ru ? `у строки отступ с вложенностью больше ${max} ${plural('ru', max, 'столбца', 'столбцов', 'столбцов')}` : `wiersz jest wcięty lub zagnieżdżony na więcej niż ${max} ${plural('pl', max, 'kolumnę', 'kolumny', 'kolumn')}`, suggestion };
        default:
          return undefined;
      }
    }
    case 'yaml-alias': {
      // An alias naming no anchor before it (yaml-source.ts, unknownAliases).
      const [kind, alias, anchor, line] = [str(parts, 'kind'), str(parts, 'alias'), str(parts, 'anchor'), num(parts, 'line')];
      // The alias to write, without the colon its name was read with (`*ships:` for `&ships`).
      const unColon = anchor !== undefined && str(parts, 'colon') === 'yes' ? (ru ? ` и напишите *${anchor.slice(1)}, без двоеточия` : ` i napisz *${anchor.slice(1)}, bez dwukropka`) : '';
      if (kind === 'alias-unknown' && alias !== undefined && anchor !== undefined) {
        return ru
          ? { message: `псевдоним ${alias} не называет ни одного якоря: ни одно значение в файле не помечено ${anchor}`, suggestion: `впишите значение на его место или пометьте значение, которое он заменяет, якорем ${anchor} выше него${unColon}` }
          : { message: `alias ${alias} nie wskazuje żadnej kotwicy: żadna wartość w pliku nie jest oznaczona ${anchor}`, suggestion: `wpisz wartość w jego miejsce albo oznacz wartość, którą zastępuje, kotwicą ${anchor} nad nim${unColon}` };
      }
      if (kind === 'alias-colon' && alias !== undefined && anchor !== undefined && line !== undefined) {
        const bare = `*${anchor.slice(1)}`;
        return ru
          ? { message: `псевдоним ${alias} не называет ни одного якоря: его двоеточие читается как часть имени, а якорь — ${anchor} (строка ${line})`, suggestion: `напишите ${bare}, без двоеточия` }
          : { message: `alias ${alias} nie wskazuje żadnej kotwicy: jego dwukropek jest czytany jako część nazwy, a kotwica to ${anchor} (wiersz ${line})`, suggestion: `napisz ${bare}, bez dwukropka` };
      }
      if (kind === 'alias-before-anchor' && alias !== undefined && anchor !== undefined && line !== undefined) {
        return ru
          ? { message: `псевдоним ${alias} стоит раньше своего якоря ${anchor} (строка ${line}): YAML читает псевдоним только после его якоря`, suggestion: `перенесите значение, помеченное ${anchor}, выше этой строки${unColon}${unColon !== '' ? ',' : ''} или впишите значение здесь` }
          : { message: `alias ${alias} stoi przed swoją kotwicą ${anchor} (wiersz ${line}): YAML czyta alias dopiero po jego kotwicy`, suggestion: `przenieś wartość oznaczoną ${anchor} nad ten wiersz${unColon}${unColon !== '' ? ',' : ''} albo wpisz wartość tutaj` };
      }
      if (kind !== undefined) return undefined;
      return ru
        ? { message: 'документ слишком сильно разворачивает свои псевдонимы (*имя)', suggestion: 'впишите значения полностью вместо множества псевдонимов YAML (*имя)' }
        : { message: 'dokument zbyt mocno rozwija swoje aliasy (*nazwa)', suggestion: 'wpisz wartości w całości zamiast wielu aliasów YAML (*nazwa)' };
    }
    case 'yaml-warning': {
      // The YAML library's warnings as yaml-source.ts says them; one it has no parts for stays in its words.
      const [kind, tag] = [str(parts, 'kind'), str(parts, 'tag')];
      if (kind === 'unknown-tag' && tag !== undefined) {
        return ru
          ? { message: `тег YAML ${tag} salvo не знает: значение после него читается так, будто тега нет`, suggestion: `удалите тег ${tag}` }
          : { message: `salvo nie zna znacznika YAML ${tag}: wartość po nim jest czytana tak, jakby go nie było`, suggestion: `usuń znacznik ${tag}` };
      }
      if (kind === 'tag-kind' && tag !== undefined) {
        // What the tag is for (after для / dla) and what follows it (nominative).
        const forRu: Readonly<Record<string, string>> = { map: 'словаря', seq: 'списка', scalar: 'одного значения' };
        const isRu: Readonly<Record<string, string>> = { map: 'словарь', seq: 'список', scalar: 'одно значение' };
        const forPl: Readonly<Record<string, string>> = { map: 'słownika', seq: 'listy', scalar: 'pojedynczej wartości' };
        const isPl: Readonly<Record<string, string>> = { map: 'słownik', seq: 'lista', scalar: 'pojedyncza wartość' };
        const [is, wants] = [str(parts, 'is') ?? '', str(parts, 'wants') ?? ''];
        if (ru && forRu[wants] !== undefined && isRu[is] !== undefined) {
          return { message: `тег YAML ${tag} — для ${forRu[wants]}, а после него ${isRu[is]}: значение читается так, будто тега нет`, suggestion: `удалите тег ${tag}` };
        }
        if (!ru && forPl[wants] !== undefined && isPl[is] !== undefined) {
          return { message: `znacznik YAML ${tag} jest dla ${forPl[wants]}, a po nim jest ${isPl[is]}: wartość jest czytana tak, jakby go nie było`, suggestion: `usuń znacznik ${tag}` };
        }
        return undefined;
      }
      if (kind === 'colon-ends') {
        const name = str(parts, 'name');
        if (name === undefined) return undefined;
        const anchor = str(parts, 'what') === 'anchor';
        return ru
          ? { message: `${anchor ? 'якорь' : 'псевдоним'} ${name} кончается двоеточием, и YAML может прочесть его как двоеточие ключа`, suggestion: `напишите его без двоеточия (${name.slice(0, -1)}) или поставьте пробел перед двоеточием` }
          : { message: `${anchor ? 'kotwica' : 'alias'} ${name} kończy się dwukropkiem, który YAML może odczytać jako dwukropek klucza`, suggestion: `napisz ${anchor ? 'ją' : 'go'} bez dwukropka (${name.slice(0, -1)}) albo postaw spację przed dwukropkiem` };
      }
      if (kind === 'directive') {
        const name = str(parts, 'name');
        if (name === undefined) return undefined;
        return ru
          ? { message: `${name} — не директива YAML: эта строка не читается`, suggestion: `удалите строку ${name}` }
          : { message: `${name} to nie dyrektywa YAML: ten wiersz jest pomijany`, suggestion: `usuń wiersz ${name}` };
      }
      if (kind === 'version') {
        const version = str(parts, 'version');
        if (version === undefined) return undefined;
        return ru
          ? { message: `версию YAML ${version} salvo не читает: файл читается как YAML 1.2`, suggestion: 'напишите %YAML 1.2 или удалите строку %YAML' }
          : { message: `salvo nie czyta wersji YAML ${version}: plik jest czytany jako YAML 1.2`, suggestion: 'napisz %YAML 1.2 albo usuń wiersz %YAML' };
      }
      return undefined;
    }
    case 'duplicate-key': {
      const key = str(parts, 'key');
      if (key === undefined && str(parts, 'kind') !== 'parser-duplicate') return undefined;
      const first = typeof parts?.['first'] === 'number' ? parts['first'] : undefined;
      return ru
        ? { message: `${key !== undefined ? `ключ ${q(key)} встречается в этом словаре дважды` : 'ключ встречается в этом словаре дважды'}${first !== undefined ? `, впервые в строке ${first}` : ''}`, suggestion: 'каждый ключ может быть в словаре один раз: удалите повторный или объедините их' }
        : { message: `${key !== undefined ? `klucz ${q(key)} występuje w tym słowniku dwa razy` : 'klucz występuje w tym słowniku dwa razy'}${first !== undefined ? `, pierwszy raz w wierszu ${first}` : ''}`, suggestion: 'każdy klucz może wystąpić w słowniku tylko raz: usuń powtórzony albo połącz oba' };
    }
    case 'output-folder': {
      const [file, kind] = [str(parts, 'file'), str(parts, 'kind')];
      if (file === undefined) return undefined;
      if (kind === 'missing') {
        const folder = str(parts, 'folder');
        if (folder === undefined) return undefined;
        return ru
          ? { message: `нет папки ${folder}, чтобы записать в неё ${file}`, suggestion: 'сначала создайте папку или запишите файл в другое место' }
          : { message: `nie ma folderu ${folder}, by zapisać w nim ${file}`, suggestion: 'najpierw utwórz folder albo zapisz plik gdzie indziej' };
      }
      if (kind === 'file-as-folder') {
        const folder = str(parts, 'folder');
        if (folder === undefined) return undefined;
        return ru
          ? { message: `${folder} — файл, а не папка: ${file} в нём не записать`, suggestion: 'укажите путь к файлу в папке или запишите файл в другое место' }
          : { message: `${folder} to plik, a nie folder: nie można w nim zapisać ${file}`, suggestion: 'podaj ścieżkę do pliku w folderze albo zapisz plik gdzie indziej' };
      }
      if (kind !== 'folder') return undefined;
      const what = str(parts, 'what');
      const ext = what === 'json' ? '.json' : what === 'yaml' ? '.yaml' : '.pdf';
      return ru ? { message: `${file} — папка`, suggestion: `укажите имя файла, например файла ${ext} в этой папке` } : { message: `${file} to folder`, suggestion: `podaj nazwę pliku, na przykład pliku ${ext} w tym folderze` };
    }
    case 'output-exists': {
      const [file, what] = [str(parts, 'file'), str(parts, 'what')];
      // salvo init: a file of any kind in the way of the copy.
      if (file !== undefined && what === 'any') {
        return ru
          ? { message: `${file} уже есть: не заменён`, suggestion: 'запишите в другой файл с -o или добавьте --force, чтобы заменить его' }
          : { message: `${file} już istnieje: nie zastąpiono go`, suggestion: 'zapisz do innego pliku przez -o albo dodaj --force, by go zastąpić' };
      }
      if (file === undefined || (what !== 'pdf' && what !== 'json')) return undefined;
      const kind = what === 'pdf' ? 'PDF' : 'JSON';
      return ru
        ? { message: `${file} уже есть, и это не файл ${kind}: не заменён`, suggestion: 'запишите в другой файл или добавьте --force, чтобы заменить его' }
        : { message: `${file} już istnieje i nie jest plikiem ${kind}: nie zastąpiono go`, suggestion: 'zapisz do innego pliku albo dodaj --force, by go zastąpić' };
    }
    case 'record-exists': {
      // salvo new: a game record is never written over, whatever the file holds.
      const file = str(parts, 'file');
      if (file === undefined) return undefined;
      return ru
        ? { message: `${file} уже есть; salvo никогда не записывает новую запись партии поверх старой`, suggestion: 'выберите другое имя файла или удалите старую запись сами' }
        : { message: `${file} już istnieje; salvo nigdy nie zapisuje nowego zapisu gry w miejsce starego`, suggestion: 'wybierz inną nazwę pliku albo sam usuń stary zapis' };
    }
    case 'output-empty': {
      const stdout = str(parts, 'stdout') === 'yes';
      return ru
        ? { message: 'имя файла для записи пустое', suggestion: stdout ? 'укажите имя файла или - для стандартного вывода' : 'укажите имя файла' }
        : { message: 'nazwa pliku do zapisu jest pusta', suggestion: stdout ? 'podaj nazwę pliku albo - dla standardowego wyjścia' : 'podaj nazwę pliku' };
    }
    case 'output-stdout': {
      // What would go there: the PDF (infer --pdf -, analyze -o -), the JSON; a file where not said.
      const what = str(parts, 'what');
      const ruWhat = what === 'pdf' ? 'PDF' : what === 'json' ? 'JSON' : 'файл';
      const plWhat = what === 'pdf' ? 'PDF-a' : what === 'json' ? 'JSON-a' : 'pliku';
      return ru
        ? { message: `на стандартный вывод идёт текст самой команды, поэтому ${ruWhat} туда не записать`, suggestion: 'укажите имя файла' }
        : { message: `na standardowe wyjście trafia tekst samego polecenia, więc ${plWhat} nie można tam zapisać`, suggestion: 'podaj nazwę pliku' };
    }
    case 'output-terminal': {
      // The file the command writes without -o (`morskoy-boy-pad.pdf`), as the English names it.
      const name = str(parts, 'name') ?? 'pad.pdf';
      // `-` is standard output; another name for a terminal (/dev/tty, /dev/stdout) is said as given.
      const file = str(parts, 'file');
      const named = file !== undefined && file !== '-';
      const pipe = str(parts, 'pipe') !== 'no';
      return ru
        ? {
            message: `${named ? `${file} — терминал` : 'стандартный вывод — терминал'}, где PDF показался бы нечитаемыми байтами`,
            suggestion: pipe ? `передайте его программе (-o - | lp) или укажите имя файла (-o ${name})` : 'укажите имя файла',
          }
        : {
            message: `${named ? `${file} to terminal` : 'standardowe wyjście to terminal'}, gdzie PDF pokazałby się jako nieczytelne bajty`,
            suggestion: pipe ? `przekaż go programowi (-o - | lp) albo podaj nazwę pliku (-o ${name})` : 'podaj nazwę pliku',
          };
    }
    default:
      return undefined;
  }
}

/** A YAML syntax error, by its kind (./yaml-source.ts). */
function syntaxWords(lang: Lang, parts: DiagnosticParts): FileWords | undefined {
  const ru = lang === 'ru';
  const q = (t: string): string => quoted(lang, t);
  switch (str(parts, 'kind')) {
    case 'more': {
      const [count, line] = [num(parts, 'count'), num(parts, 'line')];
      if (count === undefined || line === undefined) return undefined;
      return ru
        ? {
            message: `и ещё ${count} ${plural('ru', count, 'ошибка', 'ошибки', 'ошибок')} синтаксиса YAML после строки ${line}, скорее всего ${plural('ru', count, 'вызванная', 'вызванные', 'вызванных')} теми, что выше`,
            suggestion: 'исправьте первые ошибки и проверьте снова',
          }
        : {
            message: `i jeszcze ${count} ${plural('pl', count, 'błąd', 'błędy', 'błędów')} składni YAML po wierszu ${line}, najpewniej ${plural('pl', count, 'spowodowany', 'spowodowane', 'spowodowanych')} przez te powyżej`,
            suggestion: 'popraw pierwsze błędy i sprawdź jeszcze raz',
          };
    }
    case 'more-slips': {
      // The slips salvo can tell past the first few lines of them (./yaml-source.ts, cutSlips).
      const [count, same, lines] = [num(parts, 'count'), str(parts, 'same'), list(parts, 'lines')];
      if (count === undefined || same === undefined || lines === undefined || lines.length === 0) return undefined;
      const shown = `${lines.slice(0, 10).join(', ')}${lines.length > 10 ? ', …' : ''}`;
      const l = lines.length;
      if (ru) {
        const inLines = `в ${plural('ru', l, 'строке', 'строках')} ${shown}`;
        const errs = `${count} ${plural('ru', count, 'ошибка', 'ошибки', 'ошибок')}`;
        if (same === 'same') return { message: `и та же ошибка ещё в ${l === 1 ? 'одной строке' : `${l} ${plural('ru', l, 'строке', 'строках')}`}: ${shown}`, suggestion: `исправьте ${count === 1 ? 'её' : 'их'} так же` };
        if (same === 'like') return { message: `и ещё ${errs} того же рода, что выше, ${inLines}`, suggestion: `исправьте ${count === 1 ? 'её' : 'их'} так же` };
        return { message: `и ещё ${errs} ${inLines}`, suggestion: 'исправьте те, что выше, и проверьте снова: тогда будет сказано о каждой' };
      }
      const inLines = `w ${plural('pl', l, 'wierszu', 'wierszach')} ${shown}`;
      const errs = `${count} ${plural('pl', count, 'błąd', 'błędy', 'błędów')}`;
      if (same === 'same') return { message: `i ten sam błąd w jeszcze ${l === 1 ? 'jednym wierszu' : `${l} ${plural('pl', l, 'wierszu', 'wierszach')}`}: ${shown}`, suggestion: `popraw ${count === 1 ? 'go' : 'je'} tak samo` };
      if (same === 'like') return { message: `i jeszcze ${errs} ${plural('pl', count, 'taki', 'takie', 'takich')} jak powyżej, ${inLines}`, suggestion: `popraw ${count === 1 ? 'go' : 'je'} tak samo` };
      return { message: `i jeszcze ${errs} ${inLines}`, suggestion: 'popraw te powyżej i sprawdź jeszcze raz: wtedy każdy zostanie wskazany' };
    }
    case 'symbol-value': {
      const [key, value, char] = [str(parts, 'key'), str(parts, 'value'), str(parts, 'char')];
      if (key === undefined || value === undefined || char === undefined) return undefined;
      const reads: Record<string, readonly [string, string]> = {
        '#': ['YAML читает это как начало комментария', 'YAML czyta to jako początek komentarza'],
        '*': ['YAML читает это как ссылку на якорь (алиас)', 'YAML czyta to jako odwołanie do kotwicy (alias)'],
        '&': ['YAML читает это как якорь', 'YAML czyta to jako kotwicę'],
        '|': ['YAML читает это как начало блока текста', 'YAML czyta to jako początek bloku tekstu'],
        '>': ['YAML читает это как начало свёрнутого текста', 'YAML czyta to jako początek złożonego tekstu'],
        '@': ['этот знак YAML оставляет за собой', 'ten znak YAML zastrzega dla siebie'],
        '`': ['этот знак YAML оставляет за собой', 'ten znak YAML zastrzega dla siebie'],
        '%': ['YAML читает это как директиву', 'YAML czyta to jako dyrektywę'],
      };
      const read = reads[char];
      if (read === undefined) return undefined;
      return ru
        ? { message: `значение ${q(value)} ключа ${q(key)} начинается с ${q(char)}: ${read[0]}; такое значение берут в кавычки`, suggestion: `напишите ${key}: "${value}"` }
        : { message: `wartość ${q(value)} klucza ${q(key)} zaczyna się od ${q(char)}: ${read[1]}; taką wartość ujmuje się w cudzysłów`, suggestion: `napisz ${key}: "${value}"` };
    }
    case 'quote-open':
      return ru
        ? { message: 'эта кавычка нигде не закрыта', suggestion: 'закройте кавычку в конце текста или уберите кавычки' }
        : { message: 'ten cudzysłów nie jest nigdzie zamknięty', suggestion: 'zamknij cudzysłów na końcu tekstu albo usuń cudzysłowy' };
    case 'second-document':
      return ru
        ? { message: 'здесь начинается второй документ YAML (---): в файле он один', suggestion: 'оставьте один документ: удалите строку --- и всё после неё или перенесите это в отдельный файл' }
        : { message: 'tu zaczyna się drugi dokument YAML (---): plik zawiera jeden', suggestion: 'zostaw jeden dokument: usuń wiersz --- i wszystko po nim albo przenieś to do osobnego pliku' };
    case 'tab':
      return ru
        ? { message: 'табуляция в отступе: YAML не допускает табуляций в отступах', suggestion: 'делайте отступы пробелами' }
        : { message: 'tabulator we wcięciu: YAML nie dopuszcza tabulatorów we wcięciach', suggestion: 'wcinaj spacjami' };
    case 'tab-indent': {
      const [should, like] = [num(parts, 'should'), num(parts, 'like')];
      if (should === undefined) return undefined;
      return ru
        ? { message: 'отступ этой строки сделан табуляцией: YAML делает отступы только пробелами', suggestion: `сделайте отступ пробелами: ${spaces('ru', should)}${like !== undefined ? `, как в строке ${like}` : ''}` }
        : { message: 'wcięcie tego wiersza zrobiono tabulatorem: YAML wcina tylko spacjami', suggestion: `wetnij go spacjami: na ${spaces('pl', should)}${like !== undefined ? `, jak wiersz ${like}` : ''}` };
    }
    case 'comma-missing': {
      const [what, next] = [str(parts, 'what'), str(parts, 'next')];
      if ((what !== 'list' && what !== 'mapping') || next === undefined) return undefined;
      const list1 = what === 'list';
      return ru
        ? {
            message: `здесь не хватает «,» между двумя ${list1 ? 'элементами этого списка' : 'записями этого словаря'}: перед ${q(next)}`,
            suggestion: `поставьте «,» в конце ${list1 ? 'элемента' : 'записи'} перед ${q(next)}`,
          }
        : {
            message: `tu brakuje „,” między dwoma ${list1 ? 'elementami tej listy' : 'wpisami tego słownika'}: przed ${q(next)}`,
            suggestion: `postaw „,” na końcu ${list1 ? 'elementu' : 'wpisu'} przed ${q(next)}`,
          };
    }
    case 'dash-space': {
      const key = str(parts, 'key');
      if (key === undefined) return undefined;
      return ru
        ? { message: `${q(`-${key}:`)} — не элемент списка: после «-» элемента ставится пробел`, suggestion: `напишите ${q(`- ${key}:`)}` }
        : { message: `${q(`-${key}:`)} nie jest elementem listy: po „-” elementu stoi spacja`, suggestion: `napisz ${q(`- ${key}:`)}` };
    }
    case 'dash-missing': {
      const [text, line] = [str(parts, 'text'), num(parts, 'line')];
      if (text === undefined || line === undefined) return undefined;
      return ru
        ? {
            message: `${q(text)} стоит в столбце «-» этого списка (строка ${line}), но без «-»: YAML не считает это элементом списка`,
            suggestion: `напишите ${q(`- ${text}`)}, чтобы начать новый элемент`,
          }
        : {
            message: `${q(text)} stoi w kolumnie „-” tej listy (wiersz ${line}), ale bez „-”: YAML nie czyta tego jako elementu listy`,
            suggestion: `napisz ${q(`- ${text}`)}, aby zacząć nowy element`,
          };
    }
    case 'key-indent': {
      const [has, should] = [num(parts, 'has'), num(parts, 'should')];
      if (has === undefined || should === undefined) return undefined;
      return ru
        ? { message: `у этого ключа отступ в ${spaces('ru', has)}, а у ключа над ним — в ${should}`, suggestion: `сделайте отступ в ${spaces('ru', should)}, как у ключа выше, чтобы ключ остался в том же словаре` }
        : { message: `ten klucz jest wcięty na ${spaces('pl', has)}, a klucz nad nim na ${should}`, suggestion: `wetnij go na ${spaces('pl', should)}, jak klucz powyżej, aby został w tym samym słowniku` };
    }
    case 'mixed-keys': {
      const [section, item, key, line] = [str(parts, 'section'), str(parts, 'item'), str(parts, 'key'), num(parts, 'line')];
      if (section === undefined || item === undefined || key === undefined || line === undefined) return undefined;
      // An item in braces (`- { rows: 8 }`): its pairs, written one to a line without them.
      const pairs = list(parts, 'pairs')?.map(q).join(', ');
      return ru
        ? {
            message: `в ключах ${q(section)} смешаны элементы списка (${q(`- ${item}`)}) и простые ключи (${q(key)}, строка ${line}): YAML не может прочитать их ни как словарь, ни как список`,
            suggestion: pairs === undefined ? `запишите их все как «ключ: значение», без «-»: ${q(item)}` : `запишите их все как «ключ: значение», без «-» и фигурных скобок, каждый на отдельной строке: ${pairs}`,
          }
        : {
            message: `klucze ${q(section)} mieszają elementy listy (${q(`- ${item}`)}) i zwykłe klucze (${q(key)}, wiersz ${line}): YAML nie przeczyta ich ani jako słownika, ani jako listy`,
            suggestion: pairs === undefined ? `zapisz je wszystkie jako „klucz: wartość”, bez „-”: ${q(item)}` : `zapisz je wszystkie jako „klucz: wartość”, bez „-” i nawiasów klamrowych, każdy w osobnym wierszu: ${pairs}`,
          };
    }
    case 'flow-item-keys': {
      const [keys, line, write] = [list(parts, 'keys'), num(parts, 'line'), str(parts, 'write')];
      if (keys === undefined || keys.length === 0 || line === undefined || write === undefined) return undefined;
      const one = keys.length === 1;
      const said = one ? q(keys[0]!) : `${keys.slice(0, -1).map(q).join(', ')} ${ru ? 'и' : 'i'} ${q(keys[keys.length - 1]!)}`;
      return ru
        ? {
            message: `${said} ${one ? 'идёт' : 'идут'} после элемента списка в фигурных скобках (строка ${line}), но «}» уже закрыла этот элемент: YAML не относит ${one ? 'этот ключ' : 'эти ключи'} ни к одному словарю`,
            suggestion: `перенесите ${one ? 'его' : 'их'} внутрь скобок: ${q(write)}`,
          }
        : {
            message: `${said} ${one ? 'stoi' : 'stoją'} po elemencie listy w nawiasach klamrowych (wiersz ${line}), ale „}” już zamknął ten element: YAML nie przypisze ${one ? 'tego klucza' : 'tych kluczy'} do żadnego słownika`,
            suggestion: `przenieś ${one ? 'go' : 'je'} do środka nawiasów: ${q(write)}`,
          };
    }
    case 'item-indent': {
      const [has, should, line] = [num(parts, 'has'), num(parts, 'should'), num(parts, 'line')];
      if (has === undefined || should === undefined || line === undefined) return undefined;
      return ru
        ? { message: `у «-» этого элемента списка отступ в ${spaces('ru', has)}, а у элемента над ним (строка ${line}) — в ${should}`, suggestion: `сделайте отступ в ${spaces('ru', should)}, как у элемента выше, чтобы элемент остался в том же списке` }
        : { message: `„-” tego elementu listy jest wcięty na ${spaces('pl', has)}, a element nad nim (wiersz ${line}) na ${should}`, suggestion: `wetnij go na ${spaces('pl', should)}, jak element powyżej, aby został na tej samej liście` };
    }
    case 'colon-missing': {
      const [key, written, should] = [str(parts, 'key'), str(parts, 'written'), str(parts, 'should')];
      if (key === undefined || written === undefined || should === undefined) return undefined;
      return ru
        ? { message: `после ключа ${q(key)} не хватает «:»: YAML читает строку ${q(written)} как текст, а не как ключ`, suggestion: `напишите ${q(should)}` }
        : { message: `po kluczu ${q(key)} brakuje „:”: YAML czyta wiersz ${q(written)} jako tekst, a nie jako klucz`, suggestion: `napisz ${q(should)}` };
    }
    case 'colon-space': {
      const [key, written, should] = [str(parts, 'key'), str(parts, 'written'), str(parts, 'should')];
      if (key === undefined || written === undefined || should === undefined) return undefined;
      return ru
        ? { message: `после «:» ключа ${q(key)} не хватает пробела: YAML читает ${q(written)} как текст, а не как ключ`, suggestion: `напишите ${q(should)}` }
        : { message: `po „:” klucza ${q(key)} brakuje spacji: YAML czyta ${q(written)} jako tekst, a nie jako klucz`, suggestion: `napisz ${q(should)}` };
    }
    case 'colon-in-value':
      return ru
        ? { message: '«:» с пробелом внутри значения начинает здесь словарь', suggestion: 'уберите «:» или возьмите всё значение в кавычки' }
        : { message: '„:” ze spacją wewnątrz wartości zaczyna tu słownik', suggestion: 'usuń „:” albo ujmij całą wartość w cudzysłów' };
    case 'block-lost': {
      const [has, key, line, first, row] = [num(parts, 'has'), str(parts, 'key'), num(parts, 'line'), num(parts, 'first'), str(parts, 'row')];
      if (has === undefined || key === undefined || line === undefined || first === undefined || row === undefined) return undefined;
      return ru
        ? {
            message: `у этой строки отступ в ${spaces('ru', has)}, меньше, чем у первой строки блока (|) ключа ${q(key)} в строке ${line} (${spaces('ru', first)}): YAML заканчивает блок перед ней и читает ${q(row)}, начатую с «#», как комментарий, так что ${q(key)} её теряет`,
            suggestion: `сделайте у всех строк блока одинаковый отступ, ${spaces('ru', first)} или ${spaces('ru', has)}, а воду перед клетками строки рисуйте точками (.), а не пробелами`,
          }
        : {
            message: `ten wiersz jest wcięty na ${spaces('pl', has)}, mniej niż pierwszy wiersz bloku (|) klucza ${q(key)} z wiersza ${line} (${spaces('pl', first)}): YAML kończy blok przed nim i czyta ${q(row)}, zaczęty od „#”, jako komentarz, więc ${q(key)} go traci`,
            suggestion: `wetnij wszystkie wiersze bloku jednakowo, na ${spaces('pl', first)} albo ${spaces('pl', has)}, a wodę przed polami wiersza rysuj kropkami (.), nie spacjami`,
          };
    }
    case 'block-shallow': {
      const [has, key, line, should] = [num(parts, 'has'), str(parts, 'key'), num(parts, 'line'), num(parts, 'should')];
      if (has === undefined || key === undefined || line === undefined || should === undefined) return undefined;
      return ru
        ? {
            message: `у этой строки отступ в ${spaces('ru', has)}, не больше, чем у ключа ${q(key)} блока (|) в строке ${line}: здесь YAML заканчивает блок и оставляет его пустым`,
            suggestion: `сделайте у каждой строки блока отступ в ${spaces('ru', should)}, глубже, чем у ${q(`${key}:`)}`,
          }
        : {
            message: `ten wiersz jest wcięty na ${spaces('pl', has)}, nie więcej niż klucz ${q(key)} bloku (|) z wiersza ${line}: YAML kończy tu blok i zostawia go pustym`,
            suggestion: `wetnij każdy wiersz bloku na ${spaces('pl', should)}, głębiej niż ${q(`${key}:`)}`,
          };
    }
    case 'trailing':
      return trailingWords(lang, parts);
    case 'bracket-open':
      return bracketWords(lang, parts);
    case 'closer-extra': {
      const [char, what, should] = [str(parts, 'char'), str(parts, 'what'), str(parts, 'should')];
      if ((char !== ']' && char !== '}') || (what !== 'list' && what !== 'mapping' && what !== 'either') || should === undefined) return undefined;
      // Several typed one after another (`[A, B]]]]`, `]}`): said together, as typed.
      const closers = str(parts, 'closers');
      const none = ru
        ? `${what === 'list' ? 'открытого списка' : what === 'mapping' ? 'открытого словаря' : 'открытого списка или словаря'} здесь нет`
        : `nie ma tu ${what === 'list' ? 'otwartej listy' : what === 'mapping' ? 'otwartego słownika' : 'otwartej listy ani słownika'}`;
      if (closers !== undefined) {
        return ru
          ? { message: `эти ${q(closers)} ничего не закрывают: ${none}`, suggestion: should === '' ? 'уберите эту строку' : `уберите их: напишите ${q(should)}` }
          : { message: `te ${q(closers)} niczego nie zamykają: ${none}`, suggestion: should === '' ? 'usuń ten wiersz' : `usuń je: napisz ${q(should)}` };
      }
      return ru
        ? {
            message: `эта ${q(char)} ничего не закрывает: ${none}`,
            suggestion: should === '' ? 'уберите эту строку' : `уберите её: напишите ${q(should)}`,
          }
        : {
            message: `ten ${q(char)} niczego nie zamyka: ${none}`,
            suggestion: should === '' ? 'usuń ten wiersz' : `usuń go: napisz ${q(should)}`,
          };
    }
    case 'closer-wrong':
    case 'closer-early':
      return wrongCloserWords(lang, parts);
    case 'bracket-closer-shallow':
    case 'bracket-line-shallow':
      return shallowBracketWords(lang, parts);
    case 'parser':
      return parserWords(lang, parts);
    default:
      return undefined;
  }
}

/** A closer of the other kind than the bracket open (`[A, B}`), or one closing a bracket further out (`[{ id: a ]`). */
function wrongCloserWords(lang: Lang, parts: DiagnosticParts): FileWords | undefined {
  const ru = lang === 'ru';
  const q = (t: string): string => quoted(lang, t);
  const [char, opener, place, should] = [str(parts, 'char'), str(parts, 'opener'), str(parts, 'place'), str(parts, 'should')];
  if (char === undefined || opener === undefined || place === undefined || should === undefined) return undefined;
  // `c17`: in column 17 of the closer's line; `l5`: in line 5.
  const at = (p: string): string => (p.startsWith('c') ? (ru ? `в столбце ${p.slice(1)}` : `w kolumnie ${p.slice(1)}`) : ru ? `в строке ${p.slice(1)}` : `w wierszu ${p.slice(1)}`);
  const ends = (o: string): string =>
    o === '[' ? (ru ? `список закрывается ${q(']')}` : `lista kończy się ${q(']')}`) : ru ? `словарь закрывается ${q('}')}` : `słownik kończy się ${q('}')}`;
  if (str(parts, 'kind') === 'closer-wrong') {
    return ru
      ? { message: `эта ${q(char)} не закрывает ${q(opener)} ${at(place)}: ${ends(opener)}`, suggestion: `напишите ${q(should)}` }
      : { message: `ten ${q(char)} nie zamyka ${q(opener)} ${at(place)}: ${ends(opener)}`, suggestion: `napisz ${q(should)}` };
  }
  const [inner, innerAt, closers] = [list(parts, 'inner'), list(parts, 'innerAt'), str(parts, 'closers')];
  if (inner === undefined || innerAt === undefined || closers === undefined || inner.length === 0) return undefined;
  const named = inner.map((c, i) => `${q(c)} ${at(innerAt[i] ?? '')}`);
  const and = ru ? ' и ' : ' i ';
  const all = named.length > 1 ? `${named.slice(0, -1).join(', ')}${and}${named.at(-1)!}` : named[0]!;
  const one = inner.length === 1;
  const last = inner.at(-1)!;
  return ru
    ? {
        message: `эта ${q(char)} закрывает ${q(opener)} ${at(place)}, но ${all} внутри неё ещё не ${one ? 'закрыта' : 'закрыты'}${one ? `: ${ends(last)}` : ''}`,
        suggestion: `поставьте ${q(closers)} перед ${q(char)}: напишите ${q(should)}`,
      }
    : {
        message: `ten ${q(char)} zamyka ${q(opener)} ${at(place)}, ale ${all} w jego środku nie ${one ? 'jest' : 'są'} jeszcze ${one ? 'zamknięty' : 'zamknięte'}${one ? `: ${ends(last)}` : ''}`,
        suggestion: `postaw ${q(closers)} przed ${q(char)}: napisz ${q(should)}`,
      };
}

/** Text after a value closed on its line (`shape: [0,0],[0,1]`). */
function trailingWords(lang: Lang, parts: DiagnosticParts): FileWords | undefined {
  const ru = lang === 'ru';
  const q = (t: string): string => quoted(lang, t);
  const [closer, column, shown, after] = [str(parts, 'closer'), num(parts, 'column'), str(parts, 'shown'), str(parts, 'after')];
  if (closer === undefined || column === undefined || shown === undefined || after === undefined) return undefined;
  const what = closer === ']' ? (ru ? 'список' : 'lista') : closer === '}' ? (ru ? 'словарь' : 'słownik') : ru ? 'текст в кавычках' : 'tekst w cudzysłowie';
  const head = ru ? `${what} заканчивается на ${q(closer)} в столбце ${column}, но строка идёт дальше: ${q(shown)}` : `${what} kończy się na ${q(closer)} w kolumnie ${column}, ale wiersz idzie dalej: ${q(shown)}`;
  if (after === 'lists') {
    return ru
      ? { message: `${head}: списки один за другим — ещё не список списков`, suggestion: 'возьмите их все ещё в одну пару скобок: [[0, 0], [0, 1]]' }
      : { message: `${head}: listy jedna po drugiej nie są jeszcze listą list`, suggestion: 'ujmij je wszystkie w jeszcze jedną parę nawiasów: [[0, 0], [0, 1]]' };
  }
  if (after === 'mappings') {
    return ru
      ? { message: `${head}: словари один за другим — ещё не список`, suggestion: 'возьмите их все в одну пару квадратных скобок: [{ … }, { … }]' }
      : { message: `${head}: słowniki jeden po drugim nie są jeszcze listą`, suggestion: 'ujmij je wszystkie w jedną parę nawiasów kwadratowych: [{ … }, { … }]' };
  }
  if (closer !== ']' && closer !== '}') {
    return { message: head, suggestion: ru ? 'поместите весь текст внутрь кавычек' : 'umieść cały tekst w cudzysłowie' };
  }
  const brackets = closer === ']' ? (ru ? 'квадратных скобок' : 'nawiasach kwadratowych') : ru ? 'фигурных скобок' : 'nawiasach klamrowych';
  return { message: head, suggestion: ru ? `поместите это внутрь ${brackets} или уберите` : `umieść to w ${brackets} albo usuń` };
}

/** A bracket never closed (`fleet: [carrier, battleship`), and the others on its line. */
function bracketWords(lang: Lang, parts: DiagnosticParts): FileWords | undefined {
  const ru = lang === 'ru';
  const q = (t: string): string => quoted(lang, t);
  const [char, others, columns, more, closers] = [str(parts, 'char'), list(parts, 'others'), list(parts, 'columns'), num(parts, 'more'), str(parts, 'closers')];
  if (char === undefined || others === undefined || columns === undefined || more === undefined || closers === undefined) return undefined;
  const endLine = num(parts, 'endLine');
  const items = others.map((c, i) => (ru ? `${q(c)} в столбце ${columns[i] ?? ''}` : `${q(c)} w kolumnie ${columns[i] ?? ''}`));
  if (more > 0) items.push(ru ? `ещё ${more}` : `jeszcze ${more}`);
  const message = ru
    ? `эта ${q(char)} нигде не закрыта${items.length > 0 ? `, как и ${items.length > 1 ? `${items.slice(0, -1).join(', ')} и ${items[items.length - 1]!}` : items[0]!}` : ''}`
    : `ten ${q(char)} nie jest nigdzie zamknięty${items.map((i) => `, ani ${i}`).join('')}`;
  const list1 = char === '[';
  // After the last item (entry) on its line, or at the end of it on a later line.
  const single = others.length === 0 && more === 0;
  if (ru) {
    const last = list1 ? (single ? 'его последнего элемента' : 'последнего элемента') : single ? 'его последней записи' : 'последней записи';
    const where = endLine === undefined ? `после ${last}` : `в конце ${last} (строка ${endLine})`;
    return { message, suggestion: single ? `закройте ${list1 ? 'список' : 'словарь'} ${q(closers)} ${where}` : `закройте их ${q(closers)} ${where}` };
  }
  const where = single
    ? endLine === undefined
      ? list1 ? 'po jej ostatnim elemencie' : 'po jego ostatnim wpisie'
      : `na końcu ${list1 ? 'jej ostatniego elementu' : 'jego ostatniego wpisu'} (wiersz ${endLine})`
    : endLine === undefined
      ? `po ostatnim ${list1 ? 'elemencie' : 'wpisie'}`
      : `na końcu ostatniego ${list1 ? 'elementu' : 'wpisu'} (wiersz ${endLine})`;
  return { message, suggestion: single ? `zamknij ${list1 ? 'listę' : 'słownik'} ${q(closers)} ${where}` : `zamknij je ${q(closers)} ${where}` };
}

/** A flow collection going on, or closed, on a line indented less than its key or item allows. */
function shallowBracketWords(lang: Lang, parts: DiagnosticParts): FileWords | undefined {
  const ru = lang === 'ru';
  const q = (t: string): string => quoted(lang, t);
  const closer = str(parts, 'kind') === 'bracket-closer-shallow';
  const [char, opener, line, has, needed, indent, lastLine] = [str(parts, 'char'), str(parts, 'opener'), num(parts, 'line'), num(parts, 'has'), num(parts, 'needed'), num(parts, 'indent'), num(parts, 'lastLine')];
  if (char === undefined || opener === undefined || line === undefined || has === undefined || needed === undefined || indent === undefined || lastLine === undefined) return undefined;
  const key = str(parts, 'key');
  const list1 = opener === '[';
  const depth = ru ? `${has}, а не ${needed}${closer ? '' : ' или больше'}` : `${has}, a nie ${needed}${closer ? '' : ' lub więcej'}`;
  if (ru) {
    const owner = key !== undefined ? `у ключа ${q(key)} (${depth})` : `у «-» его элемента (${depth})`;
    const ends = `YAML заканчивает ${list1 ? 'список' : 'словарь'} там, где отступ уменьшается`;
    return closer
      ? {
          message: `эта ${q(char)} закрывает ${q(opener)} из строки ${line}, но её отступ меньше, чем ${owner}: ${ends}`,
          suggestion: `сделайте у ${q(char)} отступ в ${spaces('ru', indent)} или больше или поставьте её после последнего ${list1 ? 'элемента' : 'записи'} (строка ${lastLine})`,
        }
      : {
          message: `эта строка продолжает ${list1 ? 'список' : 'словарь'}, открытый в строке ${line}, но её отступ не больше, чем ${owner}: ${ends}`,
          suggestion: `сделайте у каждой строки ${list1 ? 'списка' : 'словаря'} после первой отступ в ${spaces('ru', needed)} или больше`,
        };
  }
  const owner = key !== undefined ? `klucz ${q(key)} (${depth})` : `„-” jego elementu (${depth})`;
  const ends = `YAML kończy ${list1 ? 'listę' : 'słownik'} tam, gdzie wcięcie maleje`;
  return closer
    ? {
        message: `ten ${q(char)} zamyka ${q(opener)} z wiersza ${line}, ale jest wcięty mniej niż ${owner}: ${ends}`,
        suggestion: `wetnij ${q(char)} na ${spaces('pl', indent)} lub więcej albo postaw go po ostatnim ${list1 ? 'elemencie' : 'wpisie'} (wiersz ${lastLine})`,
      }
    : {
        message: `ten wiersz ciągnie dalej ${list1 ? 'listę otwartą' : 'słownik otwarty'} w wierszu ${line}, ale nie jest wcięty bardziej niż ${owner}: ${ends}`,
        suggestion: `wetnij każdy wiersz ${list1 ? 'listy' : 'słownika'} po pierwszym na ${spaces('pl', needed)} lub więcej`,
      };
}

/** A YAML parser's error: by what it says where there are words for it, else as a syntax error at its place. */
function parserWords(lang: Lang, parts: DiagnosticParts): FileWords | undefined {
  const ru = lang === 'ru';
  const q = (t: string): string => quoted(lang, t);
  const fix = ru ? 'исправьте синтаксис YAML в этом месте' : 'popraw składnię YAML w tym miejscu';
  const char = str(parts, 'char');
  switch (str(parts, 'said')) {
    case 'single-line-key':
      return { message: ru ? 'ключ должен умещаться в одной строке' : 'klucz musi się zmieścić w jednym wierszu', suggestion: fix };
    case 'key-without-value':
      return { message: ru ? 'за ключом должны идти «:» и значение' : 'po kluczu muszą stać „:” i wartość', suggestion: fix };
    case 'missing-comma-colon':
      return { message: ru ? 'между элементами в скобках не хватает «,» или «:»' : 'między elementami w nawiasach brakuje „,” albo „:”', suggestion: fix };
    case 'missing-comma':
      return { message: ru ? 'между элементами в скобках не хватает «,»' : 'między elementami w nawiasach brakuje „,”', suggestion: fix };
    case 'same-column':
      return { message: ru ? 'все элементы списка должны начинаться в одном столбце' : 'wszystkie elementy listy muszą zaczynać się w tej samej kolumnie', suggestion: fix };
    case 'same-column-map':
      return { message: ru ? 'все ключи словаря должны начинаться в одном столбце' : 'wszystkie klucze słownika muszą zaczynać się w tej samej kolumnie', suggestion: fix };
    case 'item-without-dash':
      return { message: ru ? 'элемент списка без «-»' : 'element listy bez „-”', suggestion: fix };
    case 'comment-space':
      return { message: ru ? 'перед «#» комментария нужен пробел' : 'przed „#” komentarza potrzebna jest spacja', suggestion: fix };
    case 'bad-start':
      if (char === undefined) break;
      return { message: ru ? `значение без кавычек не может начинаться с ${q(char)}` : `wartość bez cudzysłowu nie może zaczynać się od ${q(char)}`, suggestion: ru ? 'возьмите значение в кавычки' : 'ujmij wartość w cudzysłów' };
    case 'bad-escape':
      if (char === undefined) break;
      return { message: ru ? `в тексте в двойных кавычках неверная последовательность ${q(char)}` : `w tekście w podwójnym cudzysłowie jest błędna sekwencja ${q(char)}`, suggestion: fix };
    case 'node-end':
      return { message: ru ? 'значение уже закончилось, а строка идёт дальше' : 'wartość już się skończyła, a wiersz idzie dalej', suggestion: fix };
    default:
      break;
  }
  return { message: ru ? 'здесь YAML не читается' : 'tu YAML nie daje się odczytać', suggestion: fix };
}
