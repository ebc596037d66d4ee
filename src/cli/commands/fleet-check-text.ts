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
