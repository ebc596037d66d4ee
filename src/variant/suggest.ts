/**
 * "Did you mean …?": the closest allowed word to a misspelt one, by edit distance (insertions,
 * deletions, substitutions and swaps of neighbours), ignoring case. Used for unknown keys,
 * unknown choices and unknown side names.
 *
 * @example
 *   didYouMean('colums', ['rows', 'columns']) // 'columns'
 *   didYouMean('zzz', ['rows', 'columns'])    // undefined
 */

/** Optimal string alignment distance between `a` and `b`. */
export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let prev2: number[] = new Array<number>(n + 1).fill(0);
  let prev: number[] = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur: number[] = new Array<number>(n + 1).fill(0);
    cur[0] = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
    }
    prev2 = prev;
    prev = cur;
  }
  return prev[n]!;
}

/**
 * The allowed word closest to `word`, if it is close enough to be a plausible typo: at most one
 * edit for short words, a third of the length for longer ones. Ties go to the earlier candidate.
 */
export function didYouMean(word: string, candidates: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = editDistance(w, c.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.max(1, Math.floor(Math.max(w.length, best.length) / 3));
  return bestD <= limit ? best : undefined;
}

/**
 * Keys a designer writes in other words, read for their meaning where no spelling is near: a
 * ship's `length` is its size, a step's `hits` its damage, the turns' `limit` or `maxShots` their
 * shotLimit, `penalty` protectedHitPenalty, `players` the sides; a class's `hospital` is protected.
 * Compared lower-cased, without `-`/`_`; only where the key meant is allowed.
 */
const KEY_SYNONYMS: Readonly<Record<string, string>> = {
  length: 'size',
  len: 'size',
  cells: 'size',
  squares: 'size',
  long: 'size',
  number: 'count',
  quantity: 'count',
  amount: 'count',
  copies: 'count',
  ships: 'count',
  hits: 'damage',
  hitstaken: 'damage',
  width: 'columns',
  cols: 'columns',
  height: 'rows',
  diagonals: 'diagonal',
  gap: 'spacing',
  touching: 'spacing',
  contact: 'spacing',
  limit: 'shotLimit',
  maxshots: 'shotLimit',
  shotsmax: 'shotLimit',
  ammo: 'shotLimit',
  ammunition: 'shotLimit',
  penalty: 'protectedHitPenalty',
  hitpenalty: 'protectedHitPenalty',
  hospitalpenalty: 'protectedHitPenalty',
  hospital: 'protected',
  hospitalship: 'protected',
  players: 'sides',
  teams: 'sides',
  opponents: 'sides',
  squadrons: 'sides',
  starts: 'first',
  starter: 'first',
  firstside: 'first',
  firstplayer: 'first',
  bonusshot: 'extraShotOnHit',
  extrashot: 'extraShotOnHit',
  shootagain: 'extraShotOnHit',
};

/**
 * Keys written in Russian or Polish, as a designer writing in them may (`строки:`, `rozmiar:`): the
 * English key each means. Compared lower-cased, without `-`/`_`/spaces; only where the key meant is
 * allowed. The advice then says that keys are English words (`isKeyInOtherLanguage`).
 */
const KEYS_RU_PL: Readonly<Record<string, string>> = {
  // Russian
  поле: 'board', доска: 'board', строки: 'rows', ряды: 'rows', столбцы: 'columns', колонки: 'columns',
  меткистолбцов: 'columnLabels', меткистрок: 'rowLabels', разделитель: 'separator',
  флот: 'fleet', корабли: 'fleet', название: 'name', имя: 'name', размер: 'size', длина: 'size', форма: 'shape',
  количество: 'count', число: 'count', орудия: 'guns', пушки: 'guns', защищён: 'protected', защищен: 'protected', метка: 'mark',
  расстановка: 'placement', диагональ: 'diagonal', расстояние: 'spacing', касание: 'spacing', промежуток: 'spacing', промежутки: 'spacing', ходы: 'turns', стороны: 'sides', игроки: 'sides',
  первый: 'first', залп: 'salvo', выстрелы: 'shots', вид: 'kind', тип: 'kind', пороги: 'steps', повреждения: 'damage', отчёт: 'report', отчет: 'report',
  слова: 'words', языки: 'languages', правила: 'rules', описание: 'summary',
  мимо: 'miss', промах: 'miss', попал: 'hit', попадание: 'hit', убит: 'sunk', потоплен: 'sunk',
  // Polish
  plansza: 'board', wiersze: 'rows', rzędy: 'rows', kolumny: 'columns', etykietykolumn: 'columnLabels', etykietywierszy: 'rowLabels',
  flota: 'fleet', statki: 'fleet', nazwa: 'name', rozmiar: 'size', długość: 'size', dlugosc: 'size', kształt: 'shape', ksztalt: 'shape',
  liczba: 'count', ilość: 'count', ilosc: 'count', działa: 'guns', dziala: 'guns', chroniony: 'protected', znak: 'mark',
  rozstawienie: 'placement', przekątna: 'diagonal', przekatna: 'diagonal', odstęp: 'spacing', odstep: 'spacing', odstępy: 'spacing', odstepy: 'spacing', tury: 'turns', ruchy: 'turns', strony: 'sides', gracze: 'sides',
  pierwszy: 'first', salwa: 'salvo', strzały: 'shots', strzaly: 'shots', rodzaj: 'kind', typ: 'kind', progi: 'steps', uszkodzenia: 'damage', raport: 'report',
  słowa: 'words', slowa: 'words', języki: 'languages', jezyki: 'languages', zasady: 'rules', reguły: 'rules', opis: 'summary',
  pudło: 'miss', pudlo: 'miss', trafiony: 'hit', trafienie: 'hit', zatopiony: 'sunk',
};

const keyFolded = (key: string): string => key.toLowerCase().replace(/[-_\s]/gu, '');

/**
 * The English key a Russian or Polish word for one means, as written (`rozstawienie` is placement)
 * or, of five letters or more, misspelt by one (`кораблм` is fleet, `odstepy` spacing), wherever
 * that key is allowed; undefined where it is no such word, or one letter off two words meaning
 * different keys.
 */
export function keyWordMeant(key: string): string | undefined {
  const folded = keyFolded(key);
  if (Object.hasOwn(KEYS_RU_PL, folded)) return KEYS_RU_PL[folded];
  if (folded.length < 5) return undefined;
  const meant = new Set(Object.entries(KEYS_RU_PL).filter(([word]) => word.length >= 5 && editDistance(folded, word) <= 1).map(([, m]) => m));
  return meant.size === 1 ? [...meant][0] : undefined;
}

/**
 * Is `key` a Russian or Polish word for a key (`строки`, `rozmiar`, or one misspelt by a letter,
 * `кораблм`), or written in Cyrillic letters at all? Its advice then says keys are English.
 */
export function isKeyInOtherLanguage(key: string): boolean {
  return keyWordMeant(key) !== undefined || /\p{Script=Cyrillic}/u.test(key);
}

/**
 * The allowed key a key not allowed most likely means: one spelt nearly so (`colums`), else one
 * it says in other words (`length` for `size`, `hits` for a damage step's `damage`), or in Russian
 * or Polish (`строки` for `rows`, `rozmiar` for `size`), those words too misspelt by a letter
 * (`lenght`, `колличество`).
 *
 * @example
 *   keyMeant('length', ['id', 'name', 'size', 'shape', 'count']) // 'size'
 */
export function keyMeant(key: string, allowed: readonly string[]): string | undefined {
  const typo = didYouMean(key, allowed);
  if (typo !== undefined) return typo;
  const folded = keyFolded(key);
  const synonym = Object.hasOwn(KEY_SYNONYMS, folded) ? KEY_SYNONYMS[folded] : Object.hasOwn(KEYS_RU_PL, folded) ? KEYS_RU_PL[folded] : undefined;
  if (synonym !== undefined) return allowed.includes(synonym) ? synonym : undefined;
  // `lenght`, `колличество`: a word of the ones above misspelt by a letter (of five letters or more).
  if (folded.length < 5) return undefined;
  const near = [...Object.entries(KEY_SYNONYMS), ...Object.entries(KEYS_RU_PL)].filter(([word, meant]) => word.length >= 5 && allowed.includes(meant) && editDistance(folded, word) <= 1);
  const meant = new Set(near.map(([, m]) => m));
  return meant.size === 1 ? [...meant][0] : undefined;
}

/**
 * Words a designer may write for a choice, read for their meaning where spelling would mislead:
 * `no-touch` is one edit nearer `may-touch` than anything else, and means the opposite.
 */
const CHOICE_SYNONYMS: Readonly<Record<string, string>> = {
  'no-touch': 'no-contact',
  'no-touching': 'no-contact',
  'not-touching': 'no-contact',
  'dont-touch': 'no-contact',
  'never-touch': 'no-contact',
  'no-touch-corners': 'no-contact',
  'apart': 'no-contact',
  'separate': 'no-contact',
  'no-contacts': 'no-contact',
  'no-corners': 'no-contact',
  'no-corner-touch': 'no-contact',
  'no-corner-touching': 'no-contact',
  'no-diagonal-touch': 'no-contact',
  'no-diagonals': 'no-contact',
  'touch': 'may-touch',
  'touching': 'may-touch',
  'can-touch': 'may-touch',
  'may-contact': 'may-touch',
  'contact': 'may-touch',
  'adjacent': 'may-touch',
  'corners': 'no-side-contact',
  'corners-only': 'no-side-contact',
  'corners-may-touch': 'no-side-contact',
  'may-touch-corners': 'no-side-contact',
  'no-sides': 'no-side-contact',
  'no-side-touch': 'no-side-contact',
  'no-side-touching': 'no-side-contact',
  // A salvo's kind: one shot for each ship left (Salvo's rule), said in other words.
  'ships-remaining': 'ships-afloat',
  'remaining-ships': 'ships-afloat',
  'ships-left': 'ships-afloat',
  'ships-alive': 'ships-afloat',
  'ships-surviving': 'ships-afloat',
  'surviving-ships': 'ships-afloat',
  'per-ship': 'ships-afloat',
  'one-per-ship': 'ships-afloat',
  'afloat': 'ships-afloat',
  // `kind: ships` (or `ship`, `by-ships`): the kind's first word alone, as Salvo's rule is said.
  'ships': 'ships-afloat',
  'ship': 'ships-afloat',
  'by-ships': 'ships-afloat',
  'remaining': 'ships-afloat',
  'fixed': 'constant',
  'fixed-shots': 'constant',
  'same': 'constant',
  // A report's timing.
  'per-turn': 'per-salvo',
  'per-volley': 'per-salvo',
  'per-round': 'per-salvo',
  'after-salvo': 'per-salvo',
  'after-the-salvo': 'per-salvo',
  'whole-salvo': 'per-salvo',
  'salvo': 'per-salvo',
  'each-shot': 'per-shot',
  'every-shot': 'per-shot',
  'after-each-shot': 'per-shot',
  'immediate': 'per-shot',
  // A protected hit's penalty: the turn lost, in other words.
  'lose-turn': 'skip-next-turn',
  'lose-a-turn': 'skip-next-turn',
  'lose-next-turn': 'skip-next-turn',
  'lose-the-next-turn': 'skip-next-turn',
  'miss-turn': 'skip-next-turn',
  'miss-a-turn': 'skip-next-turn',
  'miss-next-turn': 'skip-next-turn',
  'forfeit-turn': 'skip-next-turn',
  'lost-turn': 'skip-next-turn',
  'no-penalty': 'none',
  // A per-salvo report's by, in Polish or Russian words: the class, or the ship.
  'klasa': 'class',
  'klasy': 'class',
  'класс': 'class',
  'классы': 'class',
  'statek': 'ship',
  'statki': 'ship',
  'корабль': 'ship',
  'корабли': 'ship',
};

/** Says "no", "not" or "never" (or "don't") as its first word. */
const NEGATED = /^(no|not|never|dont|don't)(-|$)/u;

/** The words of a choice, as its hyphens part them: `no-corner-contact` is no, corner, contact. */
function wordsOf(choice: string): string[] {
  return choice.split('-').filter((w) => w !== '');
}

/** Is `word` among `typed`, as written or, for a word of four letters or more, one edit off (`contakt`)? */
function holdsWord(typed: readonly string[], word: string): boolean {
  return typed.some((t) => t === word || (word.length >= 4 && editDistance(t, word) <= 1));
}

/**
 * The choice whose words a value of several words all says, the one that says most of them
 * (`no-corner-contact` says no and contact, all of `no-contact`, not side): the words weigh more
 * than the letters, which make it nearer `no-side-contact`. Ties go to the nearer spelling, then
 * to the earlier choice.
 *
 * @example
 *   choiceByWords('no-corner-contact', ['may-touch', 'no-side-contact', 'no-contact']) // 'no-contact'
 */
function choiceByWords(key: string, choices: readonly string[]): string | undefined {
  const typed = wordsOf(key);
  if (typed.length < 2) return undefined;
  let best: string | undefined;
  let bestWords = 0;
  let bestD = Infinity;
  for (const c of choices) {
    const words = wordsOf(c.toLowerCase());
    if (words.length === 0 || !words.every((w) => holdsWord(typed, w))) continue;
    const d = editDistance(key, c.toLowerCase());
    if (words.length > bestWords || (words.length === bestWords && d < bestD)) {
      best = c;
      bestWords = words.length;
      bestD = d;
    }
  }
  return best;
}

/** The most choices a value of one word is read against for the one choice holding it. */
const FEW_CHOICES = 4;

/**
 * The one choice that holds every word of a value of several words, one or more of its own left
 * out (`skip-turn` is `skip-next-turn`); none where no choice, or more than one, does. A value of
 * one word (of three letters or more) is read so only among a few choices, and only for a choice
 * of several words (`skip` is `skip-next-turn` beside `none`; `contact` is none of
 * `no-side-contact` and `no-contact`).
 */
function choiceHolding(key: string, choices: readonly string[]): string | undefined {
  const typed = wordsOf(key);
  if (typed.length === 0) return undefined;
  if (typed.length === 1) {
    if (typed[0]!.length < 3 || choices.length > FEW_CHOICES) return undefined;
    const holding = choices.filter((c) => wordsOf(c.toLowerCase()).length > 1 && holdsWord(wordsOf(c.toLowerCase()), typed[0]!));
    return holding.length === 1 ? holding[0] : undefined;
  }
  const holding = choices.filter((c) => {
    const words = wordsOf(c.toLowerCase());
    return typed.every((t) => holdsWord(words, t));
  });
  return holding.length === 1 ? holding[0] : undefined;
}

/**
 * The allowed choice a misspelt or reworded value most likely means: a known rewording first
 * (`no-touch` is `no-contact`), then the choice whose words it says (`no-corner-contact` is
 * `no-contact`), else the nearest by spelling, but never one that drops or adds a "no"
 * (`no-touch` is not `may-touch`).
 *
 * @example
 *   choiceMeant('no-touch', ['may-touch', 'no-side-contact', 'no-contact'])          // 'no-contact'
 *   choiceMeant('no-corner-contact', ['may-touch', 'no-side-contact', 'no-contact']) // 'no-contact'
 */
export function choiceMeant(value: string, choices: readonly string[]): string | undefined {
  const key = value.trim().toLowerCase().replace(/[\s_’]+/gu, '-').replace(/'/gu, '');
  const synonym = CHOICE_SYNONYMS[key];
  if (synonym !== undefined && choices.includes(synonym)) return synonym;
  // A slip of a letter or two (`no-sied-contact`) is the choice so spelt; a value further off is
  // read by its words first.
  const typo = didYouMean(value, choices);
  const slip = typo !== undefined && editDistance(value.toLowerCase(), typo.toLowerCase()) <= 2 ? typo : undefined;
  const guess = slip ?? choiceByWords(key, choices) ?? choiceHolding(key, choices) ?? typo;
  if (guess === undefined) return undefined;
  return NEGATED.test(key) === NEGATED.test(guess.toLowerCase()) ? guess : undefined;
}

/**
 * The id a name written where an id goes makes (`Big Ship` is `big-ship`, `Patrol_Boat`
 * `patrol-boat`): lower case, hyphens for the rest; undefined where it holds letters other than
 * a-z (a Cyrillic name has no one Latin spelling), makes no id, or is one already.
 */
export function idFromName(value: string): string | undefined {
  if (!/^[A-Za-z0-9 _.-]+$/u.test(value)) return undefined;
  const id = value.toLowerCase().replace(/[^a-z0-9]+/gu, '-').replace(/^-+|-+$/gu, '');
  return id === '' || id.length > 40 || id === value ? undefined : id;
}
