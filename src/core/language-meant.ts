/**
 * The language code a designer meant by a slip in `languages:` (or a localized text's key):
 * the code in capitals (`EN`, `Ru`), with an underscore (`pt_BR`), a three-letter code where a
 * two-letter one exists (`eng`, `rus`, `pol`), the language's name, in English or in its own
 * tongue, Russian or Polish (`polski`, `русский`, `English`), shortened in Russian (`рус`, `англ`),
 * spelt in Cyrillic (`ру`) or typed with the Russian keyboard layout on (`кг` for ru).
 *
 * @example
 *   languageMeant('EN')     // 'en'
 *   languageMeant('polski') // 'pl'
 *   languageMeant('en')     // undefined (nothing to correct)
 */

/** ISO 639-2 codes (bibliographic and terminology) of languages that have a two-letter code. */
export const THREE_LETTER_CODES: Readonly<Record<string, string>> = {
  eng: 'en',
  rus: 'ru',
  pol: 'pl',
  ukr: 'uk',
  bel: 'be',
  deu: 'de',
  ger: 'de',
  fra: 'fr',
  fre: 'fr',
  spa: 'es',
  ita: 'it',
  por: 'pt',
  ces: 'cs',
  cze: 'cs',
  slk: 'sk',
  slo: 'sk',
  nld: 'nl',
  dut: 'nl',
  lit: 'lt',
  lav: 'lv',
  est: 'et',
  fin: 'fi',
  swe: 'sv',
  nor: 'no',
  dan: 'da',
  hun: 'hu',
  ron: 'ro',
  rum: 'ro',
  bul: 'bg',
  srp: 'sr',
  hrv: 'hr',
  ell: 'el',
  gre: 'el',
  tur: 'tr',
  kaz: 'kk',
  jpn: 'ja',
  zho: 'zh',
  chi: 'zh',
};

/** Language names (lower case) in English, in their own tongue, in Russian and in Polish. */
const NAMES: Readonly<Record<string, string>> = {
  english: 'en',
  angielski: 'en',
  английский: 'en',
  russian: 'ru',
  русский: 'ru',
  rosyjski: 'ru',
  polish: 'pl',
  polski: 'pl',
  польский: 'pl',
  ukrainian: 'uk',
  українська: 'uk',
  украинский: 'uk',
  ukraiński: 'uk',
  german: 'de',
  deutsch: 'de',
  немецкий: 'de',
  niemiecki: 'de',
  french: 'fr',
  français: 'fr',
  francais: 'fr',
  французский: 'fr',
  francuski: 'fr',
  spanish: 'es',
  español: 'es',
  espanol: 'es',
  italian: 'it',
  italiano: 'it',
  portuguese: 'pt',
  português: 'pt',
  czech: 'cs',
  čeština: 'cs',
  czeski: 'cs',
  // Short names in Russian, and a code spelt in Cyrillic letters (`ру`, `пл`).
  ру: 'ru',
  рус: 'ru',
  русск: 'ru',
  англ: 'en',
  анг: 'en',
  ен: 'en',
  пл: 'pl',
  пол: 'pl',
  польск: 'pl',
  // The code typed with the Russian keyboard layout on (r u as к г, e n as у т, p l as з д).
  кг: 'ru',
  ут: 'en',
  зд: 'pl',
};

const CODE = /^([a-z]{2,3})(?:-([A-Za-z0-9]{2,8}))?$/;

/** The code meant by `value`, where it is a slip of one; undefined for a code as it should be, or for anything else. */
export function languageMeant(value: string): string | undefined {
  const trimmed = value.trim();
  // Own keys only: `constructor` names no language.
  const named = Object.hasOwn(NAMES, trimmed.toLowerCase()) ? NAMES[trimmed.toLowerCase()] : undefined;
  if (named !== undefined) return named;
  const m = CODE.exec(trimmed.replace('_', '-').replace(/^[A-Za-z]+/, (base) => base.toLowerCase()));
  if (m === null) return undefined;
  const base = THREE_LETTER_CODES[m[1]!] ?? m[1]!;
  const region = m[2] === undefined ? '' : `-${m[2].length === 2 ? m[2].toUpperCase() : m[2]}`;
  const code = `${base}${region}`;
  return code === value ? undefined : code;
}

/**
 * The codes meant by `value` where it holds several, apart by spaces or semicolons (`ru pl` in
 * `languages: [ru pl]`, the comma between them left out), each a code or a slip of one; undefined
 * for anything else.
 *
 * @example
 *   languagesMeant('ru pl') // ['ru', 'pl']
 */
export function languagesMeant(value: string): string[] | undefined {
  const parts = value.trim().split(/[\s;]+/u);
  if (parts.length < 2) return undefined;
  const codes = parts.map((p) => (CODE.test(p) ? p : languageMeant(p)));
  return codes.every((c): c is string => c !== undefined) ? codes : undefined;
}
