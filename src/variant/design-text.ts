/**
 * The designer's checks of a variant file (./semantic.ts, the fleet's fit in ./validate.ts) said in
 * Russian and Polish (`variant check --lang`, or a file declaring Russian or Polish first): labels
 * that collide or hold a comma, texts and words missing for a language, a class id twice, a size
 * and a shape both given, guns that change nothing, a side named twice, a fleet that does not fit,
 * and the rest. Each is said anew from its code and parts (`kind: 'design'`), given where the
 * English is made; one with no parts is said whole in English. English stays as it is.
 *
 * @example
 *   designSaid('duplicate-class-id', { kind: 'design', where: 'fleet[1].id', id: 'big', earlier: 'fleet[0]' }, 'pl')
 *   // { message: 'fleet[1].id: „big” to już id klasy fleet[0]', suggestion: 'nadaj każdej klasie własne id' }
 */
import { listPart, numberPart, textPart, type DiagnosticParts } from '../core/diagnostics.js';
import { quoted, spoken } from '../core/language.js';
import { plural } from '../core/plural.js';
import type { FileWords } from './file-text.js';

type Lang = 'ru' | 'pl';

/** A part missing: the diagnostic is then said whole in English (also for ./slip-text.ts). */
export class Missing extends Error {}

/** The parts as the texts read them; a part not there stops the saying (`Missing`). */
export function reader(parts: DiagnosticParts): { t(key: string): string; n(key: string): number; l(key: string): readonly string[]; has(key: string): boolean } {
  const need = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Missing();
    return v;
  };
  return {
    t: (key) => need(textPart(parts, key)),
    n: (key) => need(numberPart(parts, key)),
    l: (key) => need(listPart(parts, key)),
    has: (key) => parts[key] !== undefined,
  };
}

/** `[ru, pl]` words chosen by the language. */
const pick = (lang: Lang, ru: FileWords, pl: FileWords): FileWords => (lang === 'ru' ? ru : pl);

/**
 * A designer's check of a variant file in `lang` (`ru`, `pl-PL`, …), from its code and parts;
 * undefined for English, for a diagnostic without the design parts, and where they do not say it.
 */
export function designSaid(code: string, parts: DiagnosticParts | undefined, lang: string): FileWords | undefined {
  const s = spoken(lang);
  if (s === 'en' || parts === undefined || textPart(parts, 'kind') !== 'design') return undefined;
  try {
    return said(code, reader(parts), s);
  } catch (e) {
    if (e instanceof Missing) return undefined;
    throw e;
  }
}

function said(code: string, p: ReturnType<typeof reader>, lang: Lang): FileWords | undefined {
  const q = (text: string): string => quoted(lang, text);
  const where = p.t('where');
  /** A character a label or word may not hold: a space, or the character quoted. */
  const badChar = (): string => (p.has('space') ? (lang === 'ru' ? 'пробел' : 'spację') : q(p.t('bad')));
  switch (code) {
    case 'duplicate-language':
      return pick(lang, { message: `${where}: язык ${p.t('lang')} объявлен дважды`, suggestion: 'объявите каждый язык один раз' }, { message: `${where}: język ${p.t('lang')} jest zadeklarowany dwa razy`, suggestion: 'zadeklaruj każdy język raz' });
    case 'missing-language': {
      const l = p.t('lang');
      return pick(lang, { message: `${where}: нет текста для ${l}`, suggestion: `добавьте ${l}: … или напишите один текст для всех языков` }, { message: `${where}: brak tekstu dla ${l}`, suggestion: `dodaj ${l}: … albo napisz jeden tekst dla wszystkich języków` });
    }
    case 'unknown-language': {
      const l = p.t('lang');
      const declare = p.has('languages') ? `languages: [${p.l('languages').join(', ')}]` : 'languages';
      return pick(lang, { message: `${where}: язык ${l} не объявлен`, suggestion: `объявите его в ${declare} или удалите` }, { message: `${where}: język ${l} nie jest zadeklarowany`, suggestion: `zadeklaruj go w ${declare} albo usuń` });
    }
    case 'missing-words': {
      const l = p.t('lang');
      return pick(
        lang,
        { message: `${where}: нет слов для ${l}`, suggestion: `добавьте words.${l} с miss, hit, sunk, noHits, ownChart, enemyChart` },
        { message: `${where}: brak słów dla ${l}`, suggestion: `dodaj words.${l} z miss, hit, sunk, noHits, ownChart, enemyChart` },
      );
    }
    case 'label-count': {
      const [labels, count, noun] = [p.n('labels'), p.n('count'), p.t('noun')];
      if (p.has('form') && p.t('form') === 'repeat') return labelRepeats(p, lang, where, labels, count, noun);
      const meant = p.has('meant') ? p.t('meant') : undefined;
      const columns = noun === 'columns';
      // Letters of one alphabet in order, made as long as the board: what to add or leave out.
      const run = p.has('write') ? { write: `${p.t('key')}: [${p.l('write').join(', ')}]`, added: p.l('added'), dropped: p.l('dropped'), skipped: p.has('skipped') ? p.t('skipped') : undefined } : undefined;
      const runAdvice = (): string | undefined => {
        if (run === undefined) return undefined;
        const all = p.l('write');
        if (run.added.length > 0) {
          const last = all[all.length - run.added.length - 1]!;
          const skip = run.skipped === undefined ? '' : lang === 'ru' ? `, пропустив ${run.skipped}, как принято на полях с русскими буквами` : `, pomijając ${run.skipped}, jak na planszach z rosyjskimi literami`;
          return lang === 'ru' ? `добавьте ${run.added.join(', ')} после ${last}${skip}: ${run.write}, или измените board.${noun}` : `dodaj ${run.added.join(', ')} po ${last}${skip}: ${run.write}, albo zmień board.${noun}`;
        }
        if (run.dropped.length === 1 && /^й$/iu.test(run.dropped[0]!)) {
          return lang === 'ru' ? `уберите ${run.dropped[0]!}, как принято на полях с русскими буквами: ${run.write}, или измените board.${noun}` : `usuń ${run.dropped[0]!}, jak na planszach z rosyjskimi literami: ${run.write}, albo zmień board.${noun}`;
        }
        return lang === 'ru' ? `оставьте первые ${all.length}: ${run.write}, или измените board.${noun}` : `zostaw ${all.length} pierwszych: ${run.write}, albo zmień board.${noun}`;
      };
      if (lang === 'ru') {
        const axis = columns ? plural('ru', count, 'столбец', 'столбца', 'столбцов') : plural('ru', count, 'строку', 'строки', 'строк');
        const give = runAdvice() ?? `${meant !== undefined ? `может быть, ${q(meant)}? Иначе дайте` : 'дайте'} ровно ${count} ${plural('ru', count, 'метку', 'метки', 'меток')} или измените board.${noun}`;
        return { message: `${where}: ${labels} ${plural('ru', labels, 'метка', 'метки', 'меток')} на ${count} ${axis}`, suggestion: give };
      }
      const axis = columns ? plural('pl', count, 'kolumnę', 'kolumny', 'kolumn') : plural('pl', count, 'wiersz', 'wiersze', 'wierszy');
      const give = runAdvice() ?? `${meant !== undefined ? `czy chodziło o ${q(meant)}? Jeśli nie, podaj` : 'podaj'} dokładnie ${count} ${plural('pl', count, 'etykietę', 'etykiety', 'etykiet')} albo zmień board.${noun}`;
      return { message: `${where}: ${labels} ${plural('pl', labels, 'etykieta', 'etykiety', 'etykiet')} na ${count} ${axis}`, suggestion: give };
    }
    case 'label-characters': {
      switch (p.t('form')) {
        case 'commas': {
          const [spaced, list] = [p.t('spaced'), p.t('list')];
          return pick(
            lang,
            { message: `${where}: метки в одной строке разделены запятыми или точками с запятой`, suggestion: `разделите их пробелами (${q(spaced)}) или запишите списком [${list}]` },
            { message: `${where}: etykiety w jednym ciągu są rozdzielone przecinkami albo średnikami`, suggestion: `rozdziel je spacjami (${q(spaced)}) albo zapisz je jako listę [${list}]` },
          );
        }
        case 'label':
          return pick(
            lang,
            { message: `${where}: в метке ${q(p.t('label'))} есть ${badChar()}`, suggestion: 'в записях партий клетки разделяются пробелами и запятыми: не ставьте в метках пробелы, запятые, точки с запятой и >' },
            { message: `${where}: etykieta ${q(p.t('label'))} zawiera ${badChar()}`, suggestion: 'zapisy gry oddzielają pola spacjami i przecinkami: nie wstawiaj do etykiet spacji, przecinków, średników ani >' },
          );
        case 'separator': {
          // The separators offered are ones no label holds (as the English says them).
          const offered = p.has('offered') ? p.l('offered') : ['-', '.'];
          return pick(
            lang,
            {
              message: `${where}: в разделителе ${q(p.t('separator'))} есть ${badChar()}`,
              suggestion: `в записях партий клетки разделяются пробелами и запятыми: ${offered.length > 0 ? `возьмите разделитель вроде ${offered.map(q).join(' или ')}` : 'уберите их из разделителя'}`,
            },
            {
              message: `${where}: separator ${q(p.t('separator'))} zawiera ${badChar()}`,
              suggestion: `zapisy gry oddzielają pola spacjami i przecinkami: ${offered.length > 0 ? `użyj separatora takiego jak ${offered.map(q).join(' albo ')}` : 'usuń je z separatora'}`,
            },
          );
        }
        default:
          return undefined;
      }
    }
    case 'label-length': {
      const max = p.n('max');
      return pick(
        lang,
        { message: `${where}: ${q(p.t('label'))} не годится в метки`, suggestion: `в метке от 1 до ${max} ${plural('ru', max, 'символа', 'символов')}, и не одни пробелы` },
        { message: `${where}: ${q(p.t('label'))} nie nadaje się na etykietę`, suggestion: `etykieta ma od 1 do ${max} ${plural('pl', max, 'znaku', 'znaków')} i nie same spacje` },
      );
    }
    case 'label-collision': {
      // More than one label written twice, beside labels too many or too few: one slip, after the count.
      if (p.has('form') && p.t('form') === 'repeats') return labelRepeatsApart(p, lang, where);
      const [a, ai, b, bi, why] = [q(p.t('a')), p.n('ai'), q(p.t('b')), p.n('bi'), p.t('why')];
      // The same label written twice, on a board given as many labels as it has.
      if (why === 'same' && p.has('more') && p.l('more').length > 0) {
        // Written three times or more: all its places, and the later ones to change.
        const later = [String(bi), ...p.l('more')];
        const all = [String(ai), ...later];
        const and = (ns: readonly string[], w: string): string => `${ns.slice(0, -1).join(', ')} ${w} ${ns[ns.length - 1]}`;
        return pick(
          lang,
          { message: `${where}: метка ${b} стоит ${all.length} ${plural('ru', all.length, 'раз', 'раза', 'раз')} (${and(all, 'и')})`, suggestion: `пишите каждую метку один раз: замените ${b} на местах ${and(later, 'и')} теми метками, что должны там стоять` },
          { message: `${where}: etykieta ${b} występuje ${all.length} razy (${and(all, 'i')})`, suggestion: `każdą etykietę pisz raz: zamień ${b} na miejscach ${and(later, 'i')} na etykiety, które mają tam być` },
        );
      }
      if (why === 'same') {
        return pick(
          lang,
          { message: `${where}: метка ${b} стоит дважды (${ai} и ${bi})`, suggestion: `пишите каждую метку один раз: замените вторую ${b} той меткой, что должна там стоять` },
          { message: `${where}: etykieta ${b} występuje dwa razy (${ai} i ${bi})`, suggestion: `każdą etykietę pisz raz: zamień drugą ${b} na etykietę, która ma tam być` },
        );
      }
      const ru: Record<string, string> = {
        case: 'метки должны различаться и без учёта регистра',
        'case-spaces': 'метки должны различаться и без учёта регистра и пробелов',
        yo: 'Ё читается как Е (в записях могут писать е вместо ё): оставьте одну из них',
        lookalike: 'похожие латинские и кириллические буквы читаются как одна (B и В): оставьте одну из них',
      };
      const pl: Record<string, string> = {
        case: 'etykiety muszą się różnić także bez względu na wielkość liter',
        'case-spaces': 'etykiety muszą się różnić także bez względu na wielkość liter i spacje',
        yo: 'Ё czyta się jak Е (w zapisach bywa е zamiast ё): zostaw jedną z nich',
        lookalike: 'podobne litery łacińskie i cyrylickie czyta się jako jedną (B i В): zostaw jedną z nich',
      };
      if (ru[why] === undefined) return undefined;
      return pick(
        lang,
        { message: `${where}: ${a} (${ai}) и ${b} (${bi}) читаются как одна метка`, suggestion: ru[why] },
        { message: `${where}: ${a} (${ai}) i ${b} (${bi}) czyta się jako tę samą etykietę`, suggestion: pl[why]! },
      );
    }
    case 'label-ambiguous': {
      const [name, c1, r1, c2, r2] = [q(p.t('name')), q(p.t('c1')), q(p.t('r1')), q(p.t('c2')), q(p.t('r2'))];
      // A separator no label holds and that makes every name one cell's; none offered where none does.
      const sep = p.has('noSeparator') ? undefined : p.has('separator') ? p.t('separator') : '-';
      return pick(
        lang,
        {
          message: `${where}: клетку ${name} можно прочесть двояко: столбец ${c1}, строка ${r1} — и столбец ${c2}, строка ${r2}`,
          suggestion: sep === undefined ? 'возьмите метки, которые не сливаются' : `задайте board.separator (например ${q(sep)}) или возьмите метки, которые не сливаются`,
        },
        {
          message: `${where}: pole ${name} można odczytać na dwa sposoby: kolumna ${c1}, wiersz ${r1} oraz kolumna ${c2}, wiersz ${r2}`,
          suggestion: sep === undefined ? 'wybierz etykiety, które się nie zlewają' : `ustaw board.separator (np. ${q(sep)}) albo wybierz etykiety, które się nie zlewają`,
        },
      );
    }
    case 'label-script': {
      const [shown, count, cyrillic] = [p.t('shown'), p.n('count'), p.t('odd') === 'cyrillic'];
      if (lang === 'ru') {
        const [odd, main, mainLetters] = cyrillic ? ['кириллицей', 'латинских', 'латиницей'] : ['латиницей', 'кириллических', 'кириллицей'];
        return {
          message: `${where}: ${shown} ${count === 1 ? 'написана' : 'написаны'} ${odd} среди ${main} меток`,
          suggestion: `записи читают похожие буквы как одну, но на бланке напечатаны буквы другого алфавита, и скопированное имя клетки содержит их: наберите все метки ${mainLetters}`,
        };
      }
      const [odd, main, mainLetters] = cyrillic ? ['cyrylicą', 'łacińskich', 'łacińskimi'] : ['alfabetem łacińskim', 'cyrylickich', 'cyrylickimi'];
      return {
        message: `${where}: ${shown} ${count === 1 ? 'jest zapisana' : 'są zapisane'} ${odd} wśród etykiet ${main}`,
        suggestion: `zapisy czytają podobne litery jako jedną, ale blok drukuje litery innego alfabetu i skopiowana nazwa pola je zawiera: wpisz wszystkie etykiety literami ${mainLetters}`,
      };
    }
    case 'duplicate-class-id':
      // A class written as an alias of another (`- *c`): a copy, its id the anchor's too.
      if (p.has('anchor')) {
        const [anchor, earlier, count, yaml] = [p.t('anchor'), p.t('earlier'), p.n('count'), p.t('yaml')];
        return pick(
          lang,
          {
            message: `${where}: *${anchor} копирует класс ${earlier} целиком, вместе с id ${q(p.t('id'))}; у каждого класса должно быть своё id`,
            suggestion: `чтобы кораблей этого класса было больше, удалите копию и напишите count: ${count} в ${earlier}; для отдельного класса выпишите его полностью со своим id: ${yaml}`,
          },
          {
            message: `${where}: *${anchor} kopiuje całą klasę ${earlier}, razem z id ${q(p.t('id'))}; każda klasa musi mieć własne id`,
            suggestion: `żeby statków tej klasy było więcej, usuń kopię i napisz count: ${count} w ${earlier}; dla osobnej klasy wypisz ją w całości z własnym id: ${yaml}`,
          },
        );
      }
      return pick(lang, { message: `${where}: ${q(p.t('id'))} — уже id класса ${p.t('earlier')}`, suggestion: 'дайте каждому классу своё id' }, { message: `${where}: ${q(p.t('id'))} to już id klasy ${p.t('earlier')}`, suggestion: 'nadaj każdej klasie własne id' });
    case 'duplicate-mark':
      if (p.has('form') && p.t('form') === 'accent') {
        return pick(
          lang,
          {
            message: `${where}: ${q(p.t('mark'))} читается как ${q(p.t('alike'))}, значок класса ${p.t('earlier')}: запись читает значок без диакритических знаков, так что ни тот, ни другой значок в ответе не прочитается`,
            suggestion: `дайте ${where.replace(/\.mark$/u, '')} значок, который отличается от ${q(p.t('alike'))} не только диакритическими знаками`,
          },
          {
            message: `${where}: ${q(p.t('mark'))} czyta się jak ${q(p.t('alike'))}, znak klasy ${p.t('earlier')}: zapis czyta znak bez znaków diakrytycznych, więc w odpowiedzi nie odczyta żadnego z tych dwóch znaków`,
            suggestion: `daj ${where.replace(/\.mark$/u, '')} znak, który różni się od ${q(p.t('alike'))} nie tylko znakami diakrytycznymi`,
          },
        );
      }
      if (p.has('alike')) {
        return pick(
          lang,
          { message: `${where}: ${q(p.t('mark'))} читается как ${q(p.t('alike'))}, значок класса ${p.t('earlier')}: запись читает значок без учёта регистра`, suggestion: `дайте ${where.replace(/\.mark$/u, '')} значок, который отличается от ${q(p.t('alike'))} не только регистром` },
          { message: `${where}: ${q(p.t('mark'))} czyta się jak ${q(p.t('alike'))}, znak klasy ${p.t('earlier')}: zapis czyta znak bez względu na wielkość liter`, suggestion: `daj ${where.replace(/\.mark$/u, '')} znak, który różni się od ${q(p.t('alike'))} nie tylko wielkością liter` },
        );
      }
      return pick(
        lang,
        { message: `${where}: ${q(p.t('mark'))} — уже значок класса ${p.t('earlier')}`, suggestion: 'по значкам на бланке различают классы' },
        { message: `${where}: ${q(p.t('mark'))} to już znak klasy ${p.t('earlier')}`, suggestion: 'po znakach na bloku rozróżnia się klasy' },
      );
    case 'ship-size-or-shape':
      return p.t('form') === 'both'
        ? pick(
            lang,
            { message: `${where}: заданы и size, и shape`, suggestion: 'дайте size для прямого корабля или shape для фигуры, но не оба' },
            { message: `${where}: podano i size, i shape`, suggestion: 'podaj size dla prostego statku albo shape dla kształtu, nie oba' },
          )
        : pick(
            lang,
            { message: `${where}: не задан ни size, ни shape`, suggestion: 'добавьте size: N (прямой корабль) или shape: "##/.#" (рисунок клеток корабля, # — клетка)' },
            { message: `${where}: nie podano ani size, ani shape`, suggestion: 'dodaj size: N (prosty statek) albo shape: "##/.#" (rysunek pól statku, # to pole)' },
          );
    case 'shape-cells':
      if (p.t('form') !== 'twice') return undefined;
      return pick(lang, { message: `${where}: клетка ${p.t('cell')} указана дважды`, suggestion: 'укажите каждую клетку один раз' }, { message: `${where}: pole ${p.t('cell')} podano dwa razy`, suggestion: 'podaj każde pole raz' });
    case 'guns-lost-at':
      return gunsLostAt(p, lang, where);
    case 'too-many-ships': {
      const [ships, limit] = [p.n('ships'), p.n('limit')];
      const least = p.has('atLeast');
      return pick(
        lang,
        { message: `${where}: кораблей всего ${least ? 'не меньше ' : ''}${ships}, а можно не больше ${limit}`, suggestion: 'уменьшите count' },
        { message: `${where}: razem ${least ? 'co najmniej ' : ''}${ships} ${plural('pl', ships, 'statek', 'statki', 'statków')}, a wolno najwyżej ${limit}`, suggestion: 'zmniejsz count' },
      );
    }
    case 'shot-limit': {
      if (p.t('form') !== 'unwinnable') return undefined;
      const [limit, cells] = [p.n('limit'), p.n('cells')];
      return pick(
        lang,
        {
          message: `${where}: ${limit} ${plural('ru', limit, 'выстрел', 'выстрела', 'выстрелов')} не хватит, чтобы потопить ${cells} ${plural('ru', cells, 'клетку', 'клетки', 'клеток')} кораблей, которые нужно топить, а когда выстрелы кончаются, это ничья: ни одну игру нельзя выиграть`,
          suggestion: `дайте не меньше ${cells} ${plural('ru', cells, 'выстрела', 'выстрелов', 'выстрелов')} или задайте onShotsExhausted: most-hits-wins`,
        },
        {
          message: `${where}: ${limit} ${plural('pl', limit, 'strzał', 'strzały', 'strzałów')} nie ${plural('pl', limit, 'wystarczy', 'wystarczą', 'wystarczy')}, by zatopić ${cells} ${plural('pl', cells, 'pole', 'pola', 'pól')} statków, które trzeba zatopić, a koniec strzałów to remis: żadnej gry nie da się wygrać`,
          suggestion: `daj co najmniej ${cells} ${plural('pl', cells, 'strzał', 'strzały', 'strzałów')} albo ustaw onShotsExhausted: most-hits-wins`,
        },
      );
    }
    case 'nothing-to-sink':
      return pick(
        lang,
        { message: `${where}: ни один класс не нужно топить, так что никто не может победить`, suggestion: 'задайте mustSink: true хотя бы одному классу' },
        { message: `${where}: żadnej klasy nie trzeba zatopić, więc nikt nie może wygrać`, suggestion: 'ustaw mustSink: true co najmniej jednej klasie' },
      );
    case 'penalty-unannounced':
      return pick(
        lang,
        {
          message: `${where}: попадание в защищённый корабль стоит стреляющему хода, но на каждый выстрел отвечают только «попал», не называя класса: стреляющий не узнает, что потерял ход`,
          suggestion: 'задайте report.hitClass: true или объявляйте по залпу — по классам или кораблям',
        },
        {
          message: `${where}: trafienie chronionego statku kosztuje strzelającego turę, ale na każdy strzał odpowiada się tylko „trafiony”, bez klasy: strzelający nie dowie się, że stracił turę`,
          suggestion: 'ustaw report.hitClass: true albo ogłaszaj po salwie — według klas albo statków',
        },
      );
    case 'duplicate-side':
      if (p.t('form') === 'id')
        return pick(lang, { message: `${where}: ${q(p.t('id'))} — уже id первой стороны`, suggestion: 'дайте сторонам разные id' }, { message: `${where}: ${q(p.t('id'))} to już id pierwszej strony`, suggestion: 'nadaj stronom różne id' });
      return pick(
        lang,
        {
          message: `${where}: ${q(p.t('name'))} читается так же, как ${p.t('other')} (${q(p.t('otherName'))}) первой стороны`,
          suggestion: 'запись партии или команда, называющая сторону, не различит стороны: дайте второй стороне другое имя',
        },
        {
          message: `${where}: ${q(p.t('name'))} czyta się tak samo jak ${p.t('other')} (${q(p.t('otherName'))}) pierwszej strony`,
          suggestion: 'zapis gry ani polecenie wskazujące stronę nie odróżni stron: nadaj drugiej stronie inną nazwę',
        },
      );
    case 'unknown-side': {
      const guess = p.has('guess') ? p.t('guess') : undefined;
      const sides = p.l('sides').join(', ');
      return pick(
        lang,
        { message: `${where}: ${q(p.t('side'))} — не сторона`, suggestion: guess !== undefined ? `может быть, ${q(guess)}?` : `укажите одну из: ${sides}` },
        { message: `${where}: ${q(p.t('side'))} nie jest stroną`, suggestion: guess !== undefined ? `czy chodziło o ${q(guess)}?` : `podaj jedną z: ${sides}` },
      );
    }
    case 'salvo-steps':
      return pick(
        lang,
        {
          message: `${where}: ${p.n('damage')} после ${p.n('before')} — пороги не по возрастанию`,
          suggestion: p.has('write') ? `перечислите пороги повреждений по возрастанию: ${p.t('write')}` : p.has('twice') ? `укажите каждый порог повреждений один раз (${p.n('twice')} указан дважды), по возрастанию` : 'перечислите пороги повреждений по возрастанию',
        },
        {
          message: `${where}: ${p.n('damage')} po ${p.n('before')} — progi nie rosną`,
          suggestion: p.has('write') ? `wypisz progi uszkodzeń rosnąco: ${p.t('write')}` : p.has('twice') ? `podaj każdy próg uszkodzeń raz (${p.n('twice')} podano dwa razy), rosnąco` : 'wypisz progi uszkodzeń rosnąco',
        },
      );
    case 'exhausted-without-limit':
      return pick(
        lang,
        { message: `${where}: предела выстрелов нет, так что выстрелы не кончаются и это правило не применяется`, suggestion: 'задайте turns.shotLimit или уберите onShotsExhausted' },
        { message: `${where}: nie ma limitu strzałów, więc strzały się nie kończą i ta reguła nigdy nie działa`, suggestion: 'ustaw turns.shotLimit albo usuń onShotsExhausted' },
      );
    case 'salvo-larger-than-board': {
      const [shots, cells] = [p.n('shots'), p.n('cells')];
      return pick(
        lang,
        {
          message: `${where}: ${shots} ${plural('ru', shots, 'выстрел', 'выстрела', 'выстрелов')} за залп на поле из ${cells} ${plural('ru', cells, 'клетки', 'клеток')}: первый залп бьёт по всем клеткам`,
          suggestion: `дайте меньше выстрелов, чем клеток на поле (${cells})`,
        },
        {
          message: `${where}: ${shots} ${plural('pl', shots, 'strzał', 'strzały', 'strzałów')} na salwę na planszy z ${cells} ${plural('pl', cells, 'pola', 'pól')}: pierwsza salwa trafia w każde pole`,
          suggestion: `podaj mniej strzałów, niż plansza ma pól (${cells})`,
        },
      );
    }
    case 'salvo-step-unreachable': {
      const [damage, counted, reachable] = [p.n('damage'), p.n('counted'), p.n('reachable')];
      const last = p.has('form') && p.t('form') === 'last';
      // Past the fleet, and the side loses one hit short of it: the advice says why not all of it.
      const lost = !last && reachable < counted;
      return pick(
        lang,
        {
          message: last
            ? `${where}: ${damage} ${plural('ru', damage, 'попадание', 'попадания', 'попаданий')} — это все клетки, которые считаются повреждениями: к этому времени сторона уже проиграла и больше не стреляет, так что порог не действует`
            : `${where}: ${damage} ${plural('ru', damage, 'попадание', 'попадания', 'попаданий')}, но во флоте ${counted} ${plural('ru', counted, 'клетка', 'клетки', 'клеток')}, которые считаются повреждениями: этот порог не достигается`,
          suggestion:
            reachable < 1
              ? 'уберите порог: сторона проигрывает при первом же попадании'
              : `укажите порог не больше ${reachable}${lost ? `: после ${counted} ${plural('ru', counted, 'попадания', 'попаданий')} сторона уже проиграла и больше не стреляет` : ''}`,
        },
        {
          message: last
            ? `${where}: ${damage} ${plural('pl', damage, 'trafienie', 'trafienia', 'trafień')} to wszystkie pola liczone jako uszkodzenia: strona już wtedy przegrała i więcej nie strzela, więc próg nigdy nie działa`
            : `${where}: ${damage} ${plural('pl', damage, 'trafienie', 'trafienia', 'trafień')}, ale flota ma ${counted} ${plural('pl', counted, 'pole', 'pola', 'pól')} liczonych jako uszkodzenia: ten próg nigdy nie zostanie osiągnięty`,
          suggestion:
            reachable < 1
              ? 'usuń próg: strona przegrywa przy pierwszym trafieniu'
              : `podaj próg najwyżej ${reachable}${lost ? `: po ${counted} ${plural('pl', counted, 'trafieniu', 'trafieniach')} strona już przegrała i więcej nie strzela` : ''}`,
        },
      );
    }
    case 'salvo-steps-rising': {
      const [shots, damage, before, write] = [p.n('shots'), p.n('damage'), p.n('before'), p.t('write')];
      return pick(
        lang,
        {
          message: `${where}: ${shots} ${plural('ru', shots, 'выстрел', 'выстрела', 'выстрелов')} после ${damage} ${plural('ru', damage, 'попадания', 'попаданий', 'попаданий')}, больше, чем ${before} до того: обычно повреждения уменьшают число выстрелов`,
          suggestion: `если больше выстрелов не задумано, перечислите их по убыванию: ${write}`,
        },
        {
          message: `${where}: ${shots} ${plural('pl', shots, 'strzał', 'strzały', 'strzałów')} po ${damage} ${plural('pl', damage, 'trafieniu', 'trafieniach', 'trafieniach')}, więcej niż ${before} wcześniej: zwykle uszkodzenia zmniejszają liczbę strzałów`,
          suggestion: `jeśli więcej strzałów nie jest zamierzone, wypisz je malejąco: ${write}`,
        },
      );
    }
    case 'guns-unused': {
      const kind = p.t('salvoKind');
      return pick(
        lang,
        { message: `${where}: залп — ${kind}, а не по выстрелу на орудие, так что орудия ничего не меняют`, suggestion: 'задайте turns.salvo: { kind: guns } или уберите guns' },
        { message: `${where}: salwa to ${kind}, a nie strzał na działo, więc działa niczego nie zmieniają`, suggestion: 'ustaw turns.salvo: { kind: guns } albo usuń guns' },
      );
    }
    case 'shape-ragged': {
      const [row, rowText, width, write] = [p.n('row'), p.t('rowText'), p.n('width'), p.t('write')];
      return pick(
        lang,
        {
          message: `${where}: строка ${row} рисунка, «${rowText}», короче рисунка (${width} ${plural('ru', width, 'столбец', 'столбца', 'столбцов')}): строка читается слева, так что фигура — "${write}"`,
          suggestion: `напишите shape: "${write}", каждая строка шириной ${width}; если клетки строки лежат правее, нарисуйте воду перед ними точками (.)`,
        },
        {
          message: `${where}: wiersz ${row} rysunku, „${rowText}”, jest krótszy niż rysunek (${width} ${plural('pl', width, 'kolumna', 'kolumny', 'kolumn')}): wiersz czyta się od lewej, więc kształt to "${write}"`,
          suggestion: `napisz shape: "${write}", każdy wiersz szerokości ${width}; jeśli pola wiersza leżą dalej w prawo, narysuj wodę przed nimi kropkami (.)`,
        },
      );
    }
    case 'diagonal-unused': {
      if (p.t('form') === 'shape') {
        const cells = p.n('cells');
        return pick(
          lang,
          {
            message: `${where}: прямая фигура из ${cells} ${plural('ru', cells, 'клетки', 'клеток', 'клеток')} никогда не ставится по диагонали, хотя placement.diagonal разрешает это кораблям, заданным через size`,
            suggestion: `напишите size: ${cells} вместо фигуры, чтобы и он мог стоять по диагонали`,
          },
          {
            message: `${where}: prosty kształt z ${cells} ${plural('pl', cells, 'pola', 'pól', 'pól')} nigdy nie stoi po przekątnej, choć placement.diagonal pozwala na to statkom podanym przez size`,
            suggestion: `napisz size: ${cells} zamiast kształtu, żeby i on mógł stać po przekątnej`,
          },
        );
      }
      const line = p.has('line') ? { at: p.t('line'), cells: p.n('cells') } : undefined;
      return pick(
        lang,
        {
          message: `${where}: ни один корабль не может стоять по диагонали (фигуры поворачиваются и отражаются, но по диагонали не ставятся, а у корабля из одной клетки нет направления), так что diagonal: true ничего не меняет`,
          suggestion: line !== undefined ? `чтобы прямой корабль мог стоять по диагонали, задайте его размером: напишите в ${line.at} size: ${line.cells} вместо фигуры; иначе уберите diagonal` : 'уберите diagonal',
        },
        {
          message: `${where}: żaden statek nie może stać po przekątnej (kształty się obraca i odbija, ale nie stawia po przekątnej, a statek z jednego pola nie ma kierunku), więc diagonal: true niczego nie zmienia`,
          suggestion: line !== undefined ? `żeby prosty statek mógł stać po przekątnej, podaj go rozmiarem: napisz w ${line.at} size: ${line.cells} zamiast kształtu; inaczej usuń diagonal` : 'usuń diagonal',
        },
      );
    }
    case 'no-guns':
      return pick(
        lang,
        { message: `${where}: залп — по выстрелу на орудие, но ни у одного корабля нет орудий`, suggestion: 'дайте классам guns: N или выберите другой вид залпа' },
        { message: `${where}: salwa to strzał na działo, ale żaden statek nie ma dział`, suggestion: 'daj klasom guns: N albo wybierz inny rodzaj salwy' },
      );
    case 'penalty-without-protected':
      return pick(
        lang,
        { message: `${where}: ни один класс не защищён, так что штраф никогда не применяется`, suggestion: 'отметьте класс protected: true или задайте protectedHitPenalty: none' },
        { message: `${where}: żadna klasa nie jest chroniona, więc kara nigdy nie działa`, suggestion: 'oznacz klasę protected: true albo ustaw protectedHitPenalty: none' },
      );
    case 'word-characters':
      return pick(
        lang,
        { message: `${where}: в ${q(p.t('text'))} есть ${q(p.t('bad'))}`, suggestion: 'в записях партий результаты разделяются запятыми и точками с запятой, а перед ними стоит стрелка: не используйте их' },
        { message: `${where}: ${q(p.t('text'))} zawiera ${q(p.t('bad'))}`, suggestion: 'zapisy gry oddzielają wyniki przecinkami i średnikami, a przed nimi stawiają strzałkę: nie używaj ich' },
      );
    case 'word-collision':
      return wordCollision(p, lang, where);
    case 'class-name-number':
      return pick(
        lang,
        { message: `${where}: ${q(p.t('name'))} — это ${p.t('stemWhere')} (${q(p.t('stem'))}) и число через пробел: запись партии прочтёт ${q(p.t('read'))} как этот класс, хотя записавший мог иметь в виду ${q(p.t('stem'))} и число`, suggestion: `переименуйте класс, не отделяя число, например ${q(p.t('joined'))}` },
        { message: `${where}: ${q(p.t('name'))} to ${p.t('stemWhere')} (${q(p.t('stem'))}) i liczba po spacji: zapis gry odczyta ${q(p.t('read'))} jako tę klasę, choć zapisujący mógł mieć na myśli ${q(p.t('stem'))} i liczbę`, suggestion: `zmień nazwę klasy bez liczby osobno, np. ${q(p.t('joined'))}` },
      );
    case 'class-name-count':
      return pick(
        lang,
        { message: `${where}: ${q(p.t('name'))} — это ${p.t('stemWhere')} (${q(p.t('stem'))}) и число через пробел, а в этом варианте объявляют, сколько раз попали в каждый класс: ${q(p.t('read'))} в записи партии — это или этот класс, или ${q(p.t('stem'))}, попаданий: ${p.n('number')}`, suggestion: `переименуйте класс, не отделяя число, например ${q(p.t('joined'))}` },
        { message: `${where}: ${q(p.t('name'))} to ${p.t('stemWhere')} (${q(p.t('stem'))}) i liczba po spacji, a ten wariant ogłasza, ile razy trafiono każdą klasę: ${q(p.t('read'))} w zapisie gry to albo ta klasa, albo ${q(p.t('stem'))}, trafień: ${p.n('number')}`, suggestion: `zmień nazwę klasy bez liczby osobno, np. ${q(p.t('joined'))}` },
      );
    case 'missing-glyph':
      return pick(
        lang,
        { message: `${where}: в шрифте бланка нет знака ${q(p.t('char'))} (U+${p.t('cp')})`, suggestion: 'возьмите другой знак или написание, которое шрифт может напечатать' },
        { message: `${where}: czcionka bloku nie ma znaku ${q(p.t('char'))} (U+${p.t('cp')})`, suggestion: 'użyj innego znaku albo pisowni, którą czcionka wydrukuje' },
      );
    case 'not-a-mapping': {
      const keys = '(id, languages, board, fleet, …)';
      const start = `${lang === 'ru' ? 'начните с' : 'zacznij od'} 'salvo init ${lang === 'ru' ? '<шаблон>' : '<szablon>'}'`;
      return p.t('form') === 'empty'
        ? pick(lang, { message: `файл пуст: вариант — это словарь ключей ${keys}`, suggestion: start }, { message: `plik jest pusty: wariant to słownik kluczy ${keys}`, suggestion: start })
        : pick(lang, { message: `документ — не словарь ключей ${keys}`, suggestion: start }, { message: `dokument nie jest słownikiem kluczy ${keys}`, suggestion: start });
    }
    case 'fleet-does-not-fit':
    case 'fleet-fit-unknown':
      return fleetFit(code, p, lang, where);
    default:
      return undefined;
  }
}

/** Labels too many by as many as are written twice (`… и к к` on 10 columns): which repeat, where, and to remove the second of each. */
function labelRepeats(p: ReturnType<typeof reader>, lang: Lang, where: string, labels: number, count: number, noun: string): FileWords {
  const q = (t: string): string => quoted(lang, t);
  const [repeated, firstAt, againAt] = [p.l('repeated'), p.l('firstAt'), p.l('againAt')];
  const one = repeated.length === 1;
  const columns = noun === 'columns';
  // againAt: the later places of each label, "9" or "9,10" when it is written three times.
  const again = againAt.map((a) => a.split(','));
  const twice = again.every((a) => a.length === 1);
  const and = (ns: readonly string[], w: string): string => (ns.length === 1 ? ns[0]! : `${ns.slice(0, -1).join(', ')} ${w} ${ns[ns.length - 1]}`);
  if (lang === 'ru') {
    const axis = columns ? plural('ru', count, 'столбец', 'столбца', 'столбцов') : plural('ru', count, 'строку', 'строки', 'строк');
    const places = (k: number): string => and([firstAt[k]!, ...again[k]!], 'и');
    const said = one
      ? `метка ${q(repeated[0]!)} стоит ${twice ? 'дважды' : `${again[0]!.length + 1} ${plural('ru', again[0]!.length + 1, 'раз', 'раза', 'раз')}`} (${places(0)})`
      : `метки ${repeated.map((r, k) => `${q(r)} (${places(k)})`).join(', ')} ${twice ? 'стоят дважды' : 'повторяются'}`;
    const drop = (r: string, k: number): string => (again[k]!.length === 1 ? `вторую ${q(r)}` : `${q(r)} на местах ${and(again[k]!, 'и')}`);
    return {
      message: `${where}: ${labels} ${plural('ru', labels, 'метка', 'метки', 'меток')} на ${count} ${axis}: ${said}`,
      suggestion: one ? (twice ? `уберите вторую ${q(repeated[0]!)}` : `оставьте первую ${q(repeated[0]!)} и уберите остальные: ${and(again[0]!, 'и')}`) : `уберите повторы: ${repeated.map(drop).join(', ')}`,
    };
  }
  const axis = columns ? plural('pl', count, 'kolumnę', 'kolumny', 'kolumn') : plural('pl', count, 'wiersz', 'wiersze', 'wierszy');
  const places = (k: number): string => and([firstAt[k]!, ...again[k]!], 'i');
  const said = one
    ? `etykieta ${q(repeated[0]!)} występuje ${twice ? 'dwa razy' : `${again[0]!.length + 1} razy`} (${places(0)})`
    : `etykiety ${repeated.map((r, k) => `${q(r)} (${places(k)})`).join(', ')} ${twice ? 'występują dwa razy' : 'się powtarzają'}`;
  const drop = (r: string, k: number): string => (again[k]!.length === 1 ? `drugą ${q(r)}` : `${q(r)} na miejscach ${and(again[k]!, 'i')}`);
  return {
    message: `${where}: ${labels} ${plural('pl', labels, 'etykieta', 'etykiety', 'etykiet')} na ${count} ${axis}: ${said}`,
    suggestion: one ? (twice ? `usuń drugą ${q(repeated[0]!)}` : `zostaw pierwszą ${q(repeated[0]!)} i usuń pozostałe: ${and(again[0]!, 'i')}`) : `usuń powtórzenia: ${repeated.map(drop).join(', ')}`,
  };
}

/** Labels written twice, more than one of them, where the labels are too many or too few: which, where, and to change or remove the repeats. */
function labelRepeatsApart(p: ReturnType<typeof reader>, lang: Lang, where: string): FileWords {
  const q = (t: string): string => quoted(lang, t);
  const [repeated, firstAt] = [p.l('repeated'), p.l('firstAt')];
  const again = p.l('againAt').map((a) => a.split(','));
  const twice = again.every((a) => a.length === 1);
  const and = (ns: readonly string[], w: string): string => (ns.length === 1 ? ns[0]! : `${ns.slice(0, -1).join(', ')} ${w} ${ns[ns.length - 1]}`);
  if (lang === 'ru') {
    const places = repeated.map((r, k) => `${q(r)} (${and([firstAt[k]!, ...again[k]!], 'и')})`).join(', ');
    const drop = repeated.map((r, k) => (again[k]!.length === 1 ? `вторую ${q(r)}` : `${q(r)} на местах ${and(again[k]!, 'и')}`));
    return {
      message: `${where}: метки ${places} ${twice ? 'стоят дважды' : 'повторяются'}`,
      suggestion: `пишите каждую метку один раз: замените ${and(drop, 'и')} теми метками, что должны там стоять, или уберите их`,
    };
  }
  const places = repeated.map((r, k) => `${q(r)} (${and([firstAt[k]!, ...again[k]!], 'i')})`).join(', ');
  const drop = repeated.map((r, k) => (again[k]!.length === 1 ? `drugą ${q(r)}` : `${q(r)} na miejscach ${and(again[k]!, 'i')}`));
  return {
    message: `${where}: etykiety ${places} ${twice ? 'występują dwa razy' : 'się powtarzają'}`,
    suggestion: `każdą etykietę pisz raz: zamień ${and(drop, 'i')} na etykiety, które mają tam być, albo je usuń`,
  };
}

function gunsLostAt(p: ReturnType<typeof reader>, lang: Lang, where: string): FileWords | undefined {
  const ru = lang === 'ru';
  switch (p.t('form')) {
    case 'no-guns':
      return ru
        ? { message: `${where}: у корабля нет орудий, которые можно потерять`, suggestion: 'дайте классу guns: N или уберите gunsLostAt' }
        : { message: `${where}: statek nie ma dział do stracenia`, suggestion: 'daj klasie guns: N albo usuń gunsLostAt' };
    case 'too-many': {
      const [counts, guns] = [p.n('counts'), p.n('guns')];
      return ru
        ? {
            message: `${where}: ${counts} ${plural('ru', counts, 'число', 'числа', 'чисел')} попаданий, а у корабля ${guns} ${plural('ru', guns, 'орудие', 'орудия', 'орудий')}`,
            suggestion: `дайте не больше ${guns} ${plural('ru', guns, 'числа', 'чисел')} попаданий или прибавьте орудий`,
          }
        : {
            message: `${where}: ${counts} ${plural('pl', counts, 'liczba', 'liczby', 'liczb')} trafień, a statek ma ${guns} ${plural('pl', guns, 'działo', 'działa', 'dział')}`,
            suggestion: `podaj najwyżej ${guns} ${plural('pl', guns, 'liczbę', 'liczby', 'liczb')} trafień albo zwiększ guns`,
          };
    }
    case 'not-less': {
      const [hits, size] = [p.n('hits'), p.n('size')];
      const advice = size > 1 ? (ru ? `укажите от 1 до ${size - 1}; при потоплении корабль всё равно теряет все орудия` : `podaj od 1 do ${size - 1}; statek zatopiony i tak traci wszystkie działa`) : ru ? 'корабль из одной клетки теряет орудия только при потоплении; уберите gunsLostAt' : 'statek z jednego pola traci działa dopiero po zatopieniu; usuń gunsLostAt';
      return ru
        ? { message: `${where}: ${hits} ${plural('ru', hits, 'попадание', 'попадания', 'попаданий')} — не меньше, чем ${size} ${plural('ru', size, 'клетка', 'клетки', 'клеток')} корабля`, suggestion: advice }
        : { message: `${where}: ${hits} ${plural('pl', hits, 'trafienie', 'trafienia', 'trafień')} to nie mniej niż ${size} ${plural('pl', size, 'pole', 'pola', 'pól')} statku`, suggestion: advice };
    }
    case 'not-ascending':
      return ru
        ? { message: `${where}: ${p.n('hits')} после ${p.n('before')} — не по возрастанию`, suggestion: 'перечислите числа попаданий по возрастанию' }
        : { message: `${where}: ${p.n('hits')} po ${p.n('before')} — liczby nie rosną`, suggestion: 'wypisz liczby trafień rosnąco' };
    default:
      return undefined;
  }
}

/** What a word means, in Russian and Polish: a result, or a class by its id. */
function meaning(lang: Lang, meant: string): string {
  const ru = lang === 'ru';
  if (meant.startsWith('class:')) return ru ? `класс ${meant.slice('class:'.length)}` : `klasa ${meant.slice('class:'.length)}`;
  const words: Record<string, [string, string]> = { miss: ['промах', 'pudło'], hit: ['попадание', 'trafienie'], sunk: ['потопление', 'zatopienie'], 'no hits': ['«нет попаданий»', 'brak trafień'] };
  const w = words[meant];
  if (w === undefined) throw new Missing();
  return ru ? w[0] : w[1];
}

function wordCollision(p: ReturnType<typeof reader>, lang: Lang, where: string): FileWords {
  const q = (t: string): string => quoted(lang, t);
  const ru = lang === 'ru';
  const [text, meant, prevMeant] = [p.t('text'), meaning(lang, p.t('meaning')), meaning(lang, p.t('prevMeaning'))];
  const prev = p.has('english') ? (ru ? `английское слово ${q(p.t('english'))}` : `angielskie słowo ${q(p.t('english'))}`) : `${p.t('prevWhere')} (${q(p.t('prevText'))})`;
  // Two classes that read alike: one of them is renamed (its name, or its id).
  const rename = p.has('rename') ? p.t('rename') : undefined;
  const todoRu = rename === undefined ? 'выберите другое слово' : rename === 'id' ? 'дайте одному из двух классов другое id' : 'дайте одному из двух классов другое название';
  const todoPl = rename === undefined ? 'wybierz inne słowo' : rename === 'id' ? 'nadaj jednej z dwóch klas inne id' : 'nadaj jednej z dwóch klas inną nazwę';
  return ru
    ? { message: `${where}: ${q(text)} читается так же, как ${prev}, а это — ${prevMeant}`, suggestion: `запись партии не различит ${meant} и ${prevMeant}: ${todoRu}` }
    : { message: `${where}: ${q(text)} czyta się tak samo jak ${prev}, które znaczy: ${prevMeant}`, suggestion: `zapis gry nie rozróżni znaczeń ${q(meant)} i ${q(prevMeant)}: ${todoPl}` };
}

function fleetFit(code: string, p: ReturnType<typeof reader>, lang: Lang, where: string): FileWords | undefined {
  const ru = lang === 'ru';
  const [rows, columns] = [p.n('rows'), p.n('columns')];
  // A ship that lies nowhere on its own: what makes it fit, with the numbers; no placement rule would.
  if (p.has('form') && (p.t('form') === 'class' || p.t('form') === 'shape')) {
    const [name, size] = [p.t(ru ? 'nameRu' : 'namePl'), p.n('size')];
    const lead = ru
      ? `${where}: ${quoted('ru', name)} (${size} ${plural('ru', size, 'клетка', 'клетки', 'клеток')}) нигде не помещается на поле ${columns}×${rows}`
      : `${where}: ${quoted('pl', name)} (${size} ${plural('pl', size, 'pole', 'pola', 'pól')}) nigdzie nie mieści się na planszy ${columns}×${rows}`;
    if (p.t('form') === 'class') {
      const longest = p.n('longest');
      // Genitive after «не длиннее», «до»: 21 клетки, 10 клеток; do 1 pola, do 21 pól.
      return ru
        ? {
            message: `${lead}: ни одна строка и ни один столбец там не длиннее ${longest} ${plural('ru', longest, 'клетки', 'клеток', 'клеток')}`,
            suggestion: `сделайте корабль не длиннее ${longest} ${plural('ru', longest, 'клетки', 'клеток', 'клеток')} либо увеличьте поле до ${size} ${plural('ru', size, 'столбца или строки', 'столбцов или строк', 'столбцов или строк')}`,
          }
        : {
            message: `${lead}: żaden wiersz ani żadna kolumna nie ma tam więcej niż ${longest} ${plural('pl', longest, 'pola', 'pól', 'pól')}`,
            suggestion: `zmniejsz statek do ${longest} ${plural('pl', longest, 'pola', 'pól', 'pól')} albo powiększ planszę do ${size} ${plural('pl', size, 'kolumny lub wiersza', 'kolumn lub wierszy', 'kolumn lub wierszy')}`,
          };
    }
    const [short, long, boardShort, boardLong] = [p.n('short'), p.n('long'), p.n('boardShort'), p.n('boardLong')];
    const need = `${p.n('needColumns')}×${p.n('needRows')}`;
    return ru
      ? {
          message: `${lead}: как фигуру ни поворачивай, она занимает ${short}×${long} ${plural('ru', long, 'клетку', 'клетки', 'клеток')}`,
          suggestion: `уместите фигуру в прямоугольник ${boardLong}×${boardShort} ${plural('ru', boardShort, 'клетка', 'клетки', 'клеток')} или увеличьте поле до ${need}`,
        }
      : {
          message: `${lead}: jakkolwiek obrócony, kształt zajmuje ${short}×${long} ${plural('pl', long, 'pole', 'pola', 'pól')}`,
          suggestion: `zmieść kształt w prostokącie ${boardLong}×${boardShort} ${plural('pl', boardShort, 'pola', 'pól', 'pól')} albo powiększ planszę do ${need}`,
        };
  }
  const spacing = p.t('spacing');
  const spacingRu: Record<string, string> = { 'may-touch': 'корабли могут касаться', 'no-side-contact': 'корабли не касаются сторонами', 'no-contact': 'корабли не касаются' };
  const spacingPl: Record<string, string> = { 'may-touch': 'statki mogą się stykać', 'no-side-contact': 'statki nie stykają się bokami', 'no-contact': 'statki się nie stykają' };
  const rule = (ru ? spacingRu : spacingPl)[spacing];
  if (rule === undefined) return undefined;
  const diagonal = p.has('diagonal');
  const board = ru
    ? `поле ${columns}×${rows} (${rule}${diagonal ? ', корабли могут лежать по диагонали' : ''})`
    : `planszy ${columns}×${rows} (${rule}${diagonal ? ', statki mogą leżeć po przekątnej' : ''})`;
  if (code === 'fleet-fit-unknown') {
    const steps = p.n('steps');
    return ru
      ? { message: `${where}: за ${steps} ${plural('ru', steps, 'шаг', 'шага', 'шагов')} не удалось решить, помещаются ли корабли на ${board}`, suggestion: spacing === 'may-touch' ? 'тесный флот может замедлить случайные расстановки; подумайте о том, чтобы взять меньше кораблей или меньшие корабли либо поле побольше' : 'тесный флот может замедлить случайные расстановки; подумайте о более свободном правиле расстановки' }
      : { message: `${where}: w ${steps} ${plural('pl', steps, 'kroku', 'krokach')} nie udało się rozstrzygnąć, czy statki mieszczą się na ${board}`, suggestion: spacing === 'may-touch' ? 'ciasna flota może spowolnić losowe rozstawienia; rozważ mniej albo mniejsze statki albo większą planszę' : 'ciasna flota może spowolnić losowe rozstawienia; rozważ luźniejszą regułę rozstawiania' };
  }
  switch (p.t('form')) {
    // Proved by the search (`fleet`), or by the exact count of layouts (`count`).
    case 'fleet':
    case 'count': {
      const [ships, cells] = [p.n('ships'), p.n('cells')];
      const counted = p.t('form') === 'count';
      return ru
        ? {
            message: `${where}: ${ships} ${plural('ru', ships, 'корабль', 'корабля', 'кораблей')} (${cells} ${plural('ru', cells, 'клетка', 'клетки', 'клеток')}) не ${plural('ru', ships, 'помещается', 'помещаются')} все вместе на ${board}${counted ? ': точный подсчёт расстановок дал 0' : ''}`,
            suggestion: p.has('looser') ? 'возьмите меньше кораблей или меньшие корабли либо поле побольше' : 'возьмите меньше кораблей или меньшие корабли, поле побольше или более свободное правило расстановки',
          }
        : {
            message: `${where}: ${ships} ${plural('pl', ships, 'statek', 'statki', 'statków')} (${cells} ${plural('pl', cells, 'pole', 'pola', 'pól')}) ${plural('pl', ships, 'nie mieści', 'nie mieszczą', 'nie mieści')} się razem na ${board}${counted ? ': dokładne liczenie rozstawień dało 0' : ''}`,
            suggestion: p.has('looser') ? 'użyj mniej albo mniejszych statków albo większej planszy' : 'użyj mniej albo mniejszych statków, większej planszy albo luźniejszej reguły rozstawiania',
          };
    }
    default:
      return undefined;
  }
}
