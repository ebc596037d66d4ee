/**
 * `salvo fleet check`'s summary line in the language of the check (`--lang`, else the variant's
 * first): the layout legal, its breaches counted, or why it cannot be read. English stays as it
 * was, byte for byte.
 *
 * @example
 *   fleetCheckTextOf('ru').breaches('f.yaml', 2, 'morskoy-boy')
 *   // 'f.yaml: 2 нарушения правил варианта morskoy-boy'
 */
import { spoken, type Spoken } from '../../core/language.js';
import { plural } from '../../core/plural.js';
import { shellWord } from '../../core/shell-word.js';

export interface FleetCheckText {
  /** What the layout is called where no file names it. */
  readonly layout: string;
  /** The file is not YAML that can be read. */
  unreadableYaml(name: string): string;
  /** Some ships cannot be read; `more`, the breaches found among those that can. */
  unread(name: string, more: number): string;
  /** A legal layout of `ships` ships for `variant` (its id). */
  ok(name: string, variant: string, ships: number): string;
  /** `n` breaches of `variant`'s rules. */
  breaches(name: string, n: number, variant: string): string;
}

const TEXTS: Readonly<Record<Spoken, FleetCheckText>> = {
  en: {
    layout: 'the layout',
    unreadableYaml: (name) => `${name}: not a readable YAML file`,
    unread: (name, more) => `${name}: the layout cannot be read${more === 0 ? '' : `; ${more} more breach${more === 1 ? '' : 'es'} among the ships that read (the counts are checked once every ship reads)`}`,
    ok: (name, variant, ships) => `${name}: ok, a legal layout for ${variant} (${ships} ship${ships === 1 ? '' : 's'})`,
    breaches: (name, n, variant) => `${name}: ${n} breach${n === 1 ? '' : 'es'} of the ${variant} rules`,
  },
  ru: {
    layout: 'расстановка',
    unreadableYaml: (name) => `${name}: файл не читается как YAML`,
    unread: (name, more) =>
      `${name}: расстановку не прочитать${more === 0 ? '' : `; среди прочитанных кораблей ещё ${more} ${plural('ru', more, 'нарушение', 'нарушения', 'нарушений')} (число кораблей проверяется, когда прочитаны все)`}`,
    ok: (name, variant, ships) => `${name}: нарушений нет, расстановка допустима в варианте ${variant} (${ships} ${plural('ru', ships, 'корабль', 'корабля', 'кораблей')})`,
    breaches: (name, n, variant) => `${name}: ${n} ${plural('ru', n, 'нарушение', 'нарушения', 'нарушений')} правил варианта ${variant}`,
  },
  pl: {
    layout: 'ustawienie',
    unreadableYaml: (name) => `${name}: pliku nie da się odczytać jako YAML`,
    unread: (name, more) =>
      `${name}: ustawienia nie da się odczytać${more === 0 ? '' : `; wśród odczytanych statków jeszcze ${more} ${plural('pl', more, 'naruszenie', 'naruszenia', 'naruszeń')} (liczbę statków sprawdza się, gdy odczytane są wszystkie)`}`,
    ok: (name, variant, ships) => `${name}: brak naruszeń, ustawienie dozwolone w wariancie ${variant} (${ships} ${plural('pl', ships, 'statek', 'statki', 'statków')})`,
    breaches: (name, n, variant) => `${name}: ${n} ${plural('pl', n, 'naruszenie', 'naruszenia', 'naruszeń')} zasad wariantu ${variant}`,
  },
};

/** The summary's words in `lang` (English for a language salvo does not speak). */
export function fleetCheckTextOf(lang: string): FleetCheckText {
  return TEXTS[spoken(lang)];
}

/**
 * `salvo fleet random`'s notes on standard error, in the language of the draw (`--lang`, else the
 * variant's first): a fleet whose fit neither the quick search nor the exact count settled, and a
 * layout that is legal but not drawn uniformly. English as it was, byte for byte.
 *
 * @example
 *   fleetRandomTextOf('pl').notUniform('statki')
 *   // 'salvo: flota wariantu statki jest upakowana tak ciasno, że żadne losowanie jednostajne nie dało ustawienia; …'
 */
export interface FleetRandomText {
  /** Neither the quick search nor the exact count within its budget settled whether the fleet of `variant` fits (`ref`: as the command was given it). */
  fitUnknown(variant: string, ref: string): string;
  /** The layout drawn for `variant` is legal but not drawn uniformly. */
  notUniform(variant: string): string;
}

const RANDOM_TEXTS: Readonly<Record<Spoken, FleetRandomText>> = {
  en: {
    fitUnknown: (variant, ref) =>
      `salvo: neither the quick search nor the exact count within its budget could tell whether the fleet of ${variant} fits at all; drawing it may take half a minute and fail: 'salvo count ${shellWord(ref)} --budget 600000' decides it`,
    notUniform: (variant) => `salvo: the fleet of ${variant} is packed so tightly that no uniform draw fitted; this layout is legal but not drawn uniformly among all legal layouts`,
  },
  ru: {
    fitUnknown: (variant, ref) =>
      `salvo: ни быстрый поиск, ни точный подсчёт в пределах своего бюджета не выяснили, помещается ли флот варианта ${variant} на поле; расстановка может занять полминуты и не получиться; это решит 'salvo count ${shellWord(ref)} --budget 600000'`,
    notUniform: (variant) => `salvo: флот варианта ${variant} так тесно упакован, что равновероятно расставить его не удалось; эта расстановка допустима, но не выбрана равновероятно среди всех допустимых`,
  },
  pl: {
    fitUnknown: (variant, ref) =>
      `salvo: ani szybkie wyszukiwanie, ani dokładne liczenie w ramach swojego budżetu nie rozstrzygnęły, czy flota wariantu ${variant} w ogóle się mieści; losowanie może potrwać pół minuty i się nie udać; rozstrzygnie to 'salvo count ${shellWord(ref)} --budget 600000'`,
    notUniform: (variant) => `salvo: flota wariantu ${variant} jest upakowana tak ciasno, że żadne losowanie jednostajne nie dało ustawienia; to ustawienie jest dozwolone, ale nie wylosowane jednostajnie spośród wszystkich dozwolonych`,
  },
};

/** `fleet random`'s notes in `lang` (English for a language salvo does not speak). */
export function fleetRandomTextOf(lang: string): FleetRandomText {
  return RANDOM_TEXTS[spoken(lang)];
}
