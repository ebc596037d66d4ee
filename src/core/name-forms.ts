/**
 * A variant's own class name in the grammatical forms players write it in: its cases and its
 * plural, as the built-in words for ships have them (./class-synonyms.ts: `подлодку`, `линкора`,
 * `okrętu podwodnego`), for any name a designer gives a class: `баржи`, `лодок`, `флагманом` for
 * `баржа`, `лодка`, `флагман`; `госпитального судна` for `госпитальное судно`; `korwety`,
 * `łodzi`, `statku szpitalnego` for `korweta`, `łódź`, `statek szpitalny`; `boats` for `boat`.
 *
 * A word reads as a form of a name's word where it is the word's stem (the word without its
 * ending: a noun's final vowel, `ь` or `й`, an adjective's two letters) followed by an ending of
 * the language's declension, the stem three letters long at least. The stem may lose its
 * fleeting vowel (`кутер` → `кутра`, `statek` → `statku`, `броненосец` → `броненосца`) or gain
 * one before its last consonant with no ending (`лодка` → `лодок`, `łódka` → `łódek`). Endings
 * are not matched to the case a word is in (`лодкой`, `лодкам` are both `лодка`): only which
 * class is meant is asked. Both texts are compared as folded by the caller (lower case, no
 * accents: `й` as `и`, `ą` as `a`, `ł` as `l`).
 *
 * @example
 *   readsAsName(['госпитального', 'судна'], ['госпитальное', 'судно'], 'ru') // true
 *   readsAsName(['lodzi'], ['lodz'], 'pl')                                  // true
 */

/** Russian endings, folded (`й` as `и`): a noun's, every case, both numbers (none: `барж`, `лодок`). */
const RU_NOUN = ['', 'а', 'я', 'у', 'ю', 'ы', 'и', 'е', 'о', 'ь', 'ои', 'еи', 'ом', 'ем', 'ам', 'ям', 'ами', 'ями', 'ах', 'ях', 'ов', 'ев', 'ью'];
/** An adjective's: never none (`трёхклеточн` is a word cut short, not a form). */
const RU_ADJECTIVE_ENDINGS = ['ыи', 'ии', 'ои', 'ая', 'яя', 'ое', 'ее', 'ые', 'ие', 'ого', 'его', 'ому', 'ему', 'ым', 'им', 'ом', 'ем', 'ую', 'юю', 'еи', 'ых', 'их', 'ыми', 'ими'];
/** Polish endings, folded (`ą` as `a`, `ę` as `e`, `ó` as `o`): a noun's (none: `korwet`, `barek`). */
const PL_NOUN = ['', 'a', 'y', 'i', 'e', 'ie', 'o', 'u', 'om', 'ami', 'ach', 'ow', 'owi', 'em', 'iem'];
/** An adjective's: never none (`podwodn` is a word cut short). */
const PL_ADJECTIVE_ENDINGS = ['y', 'i', 'a', 'e', 'ego', 'iego', 'emu', 'iemu', 'ym', 'im', 'ej', 'iej', 'ych', 'ich', 'ymi', 'imi'];
const EN_ENDINGS = ['', 's', 'es'];

/** A word taken for an adjective by its ending, and the ending its stem drops. */
const RU_ADJECTIVE = /(?:ыи|ии|ои|ая|яя|ое|ее|ые|ие)$/u;
const PL_ADJECTIVE = /(?:n|w|l|sk|ck)[yiae]$|(?:sk|ck)ie$/u;
const RU_FINAL = /[аяоеьиуюы]$/u;
const PL_FINAL = /[ayieou]$/u;
const RU_VOWELS = /[аеиоуыэюя]/u;
const PL_VOWELS = /[aeiouy]/u;

/** The fewest letters a stem has: shorter ones would take too many words for forms. */
const MIN_STEM = 3;

type Lang = 'ru' | 'pl' | 'en';

/** The language whose endings a name in `lang` takes; undefined for one salvo has none for. */
export function formsLanguage(lang: string): Lang | undefined {
  const base = lang.trim().toLowerCase().split(/[-_]/u)[0];
  return base === 'ru' || base === 'pl' || base === 'en' ? base : undefined;
}

interface Stem {
  readonly stem: string;
  readonly endings: readonly string[];
  /** Without its fleeting vowel: takes an ending (`кутр` alone is no word). */
  readonly fleeting: boolean;
}

/**
 * A Polish noun's stem-final consonant as it is softened before the `-e` of the dative and
 * locative singular (`barka` → `barce`, `fregata` → `fregacie`, `galera` → `galerze`, `okręt` →
 * `okręcie`, `kuter` → `kutrze`; a masculine noun's k, g, ch are not: `statku`), folded (`ś` as
 * `s`): the consonant, and the letters written for it.
 * Those that only take an `i` before the `e` (`barkentyna` → `barkentynie`) are among the endings.
 */
const PL_SOFTENED: readonly (readonly [string, string])[] = [
  ['ch', 'sz'],
  ['k', 'c'],
  ['g', 'dz'],
  ['t', 'ci'],
  ['d', 'dzi'],
  ['r', 'rz'],
];

/**
 * The stems of a (folded) word, each with the endings it takes. `nounToo`: a word that ends as a
 * Polish adjective in `-a` (`barkentyna`, `karawela`, `tratwa`) is a feminine noun as likely, and
 * takes a noun's endings too (`barkentyn`, `barkentynie`, `barkentynami`).
 */
function stems(word: string, lang: Lang, nounToo = false): readonly Stem[] {
  if (lang === 'en') {
    const out: Stem[] = [{ stem: word, endings: EN_ENDINGS, fleeting: false }];
    if (word.endsWith('y')) out.push({ stem: word.slice(0, -1), endings: ['ies'], fleeting: false });
    return out;
  }
  const adjective = (lang === 'ru' ? RU_ADJECTIVE : PL_ADJECTIVE).exec(word);
  if (adjective !== null && nounToo && lang === 'pl' && word.endsWith('a')) {
    return [...nounStems(word, lang), { stem: word.slice(0, -1), endings: PL_ADJECTIVE_ENDINGS, fleeting: false }];
  }
  if (adjective !== null) {
    const drop = lang === 'ru' ? adjective[0].length : adjective[0].endsWith('ie') ? 2 : 1;
    return [{ stem: word.slice(0, -drop), endings: lang === 'ru' ? RU_ADJECTIVE_ENDINGS : PL_ADJECTIVE_ENDINGS, fleeting: false }];
  }
  return nounStems(word, lang);
}

/** The stems of a (folded) Russian or Polish noun, each with the endings it takes. */
function nounStems(word: string, lang: 'ru' | 'pl'): Stem[] {
  const endings = lang === 'ru' ? RU_NOUN : PL_NOUN;
  const out: Stem[] = [{ stem: word, endings, fleeting: false }];
  if ((lang === 'ru' ? RU_FINAL : PL_FINAL).test(word)) out.push({ stem: word.slice(0, -1), endings, fleeting: false });
  // A fleeting vowel before the last consonant (`кутер` → `кутра`, `statek` → `statku`, `-ец` → `-ца`).
  const vowels = lang === 'ru' ? RU_VOWELS : PL_VOWELS;
  const fleeting = lang === 'ru' ? /[ео]$/u : /e$/u;
  const last = word.slice(-1);
  const before = word.slice(0, -1);
  if (!vowels.test(last) && last !== 'ь' && fleeting.test(before)) out.push({ stem: before.slice(0, -1) + last, endings, fleeting: true });
  return out;
}

/**
 * Does the (folded) `typed` read as a form of the (folded) name word `word`? `first`: the word
 * is the name's first, or its only one, where a Polish noun stands that ends as an adjective
 * (`barkentyna`; in `łódź podwodna` the second word is the adjective).
 */
export function readsAsForm(typed: string, word: string, lang: Lang, first = false): boolean {
  if (typed === word) return true;
  const forms = stems(word, lang, first);
  for (const { stem, endings, fleeting } of forms) {
    if (stem.length < MIN_STEM) continue;
    // A Polish noun's last consonant softened before its -e (`barce`, `fregacie`, `kutrze`).
    // A masculine noun's k, g, ch takes -u there (`statku`, `brygu`): softened only in a feminine noun's.
    if (lang === 'pl' && endings === PL_NOUN && PL_SOFTENED.some(([c, soft]) => stem.endsWith(c) && (word.endsWith('a') || !/^(?:k|g|ch)$/u.test(c)) && typed === `${stem.slice(0, -c.length)}${soft}e`)) return true;
    if (!typed.startsWith(stem)) continue;
    const ending = typed.slice(stem.length);
    if (fleeting && ending === '') continue;
    if (endings.includes(ending)) return true;
  }
  // A noun's vowel put before its stem's last consonant with no ending (`лодка` → `лодок`, `łódka` → `łódek`).
  const noun = forms[0]!.stem === word;
  if (lang !== 'en' && noun && (lang === 'ru' ? RU_FINAL : PL_FINAL).test(word)) {
    const vowels = lang === 'ru' ? RU_VOWELS : PL_VOWELS;
    const stem = word.slice(0, -1);
    const [c1, c2] = [stem.slice(-2, -1), stem.slice(-1)];
    if (stem.length >= MIN_STEM && c1 !== '' && !vowels.test(c1) && !vowels.test(c2) && c1 !== 'ь') {
      const inserted = lang === 'ru' ? ['о', 'е'] : ['e'];
      if (inserted.some((v) => typed === stem.slice(0, -1) + v + c2)) return true;
    }
  }
  return false;
}

/** Do the (folded) words typed read as the (folded) words of a name, each in some form of it? */
export function readsAsName(typed: readonly string[], name: readonly string[], lang: Lang): boolean {
  return typed.length === name.length && typed.every((t, k) => readsAsForm(t, name[k]!, lang, k === 0));
}
