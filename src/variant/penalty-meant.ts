/**
 * A protected hit's penalty written as the ship it protects: `protectedHitPenalty: hospital`, or a
 * mapping naming the class with the penalty (`{ class: hospital, penalty: skip-next-turn }`). The
 * format names the penalty alone (`none` or `skip-next-turn`); the ship whose hit is penalised is
 * marked in its own class, `protected: true`. The advice says both, naming the class meant where
 * the value names one of the fleet (by id, or by a name in any language), else the classes there are.
 *
 * @example
 *   penaltyClassAdvice(data, 'hospital')?.en
 *   // 'write protectedHitPenalty: skip-next-turn, and protected: true in fleet[2] (hospital): a penalty is none or skip-next-turn, and the ship it protects is marked in its class'
 */

type Advice = { readonly en: string; readonly ru: string; readonly pl: string };

const CHOICES = new Set(['none', 'skip-next-turn']);
/** Words a mapping written for a penalty holds beside the class and the penalty (`class: hospital`). */
const ROLE_WORDS = new Set(['class', 'ship', 'penalty', 'type', 'kind', 'id', 'name', 'target', 'on', 'protected', 'hit', 'when', 'then']);

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const fold = (s: string): string => s.trim().toLowerCase();

/** The texts of a class that name it: its id and its names in every language. */
function namesOf(c: Record<string, unknown>): string[] {
  const out: string[] = [];
  if (typeof c['id'] === 'string') out.push(c['id']);
  const name = c['name'];
  if (typeof name === 'string') out.push(name);
  else if (isRecord(name)) for (const v of Object.values(name)) if (typeof v === 'string') out.push(v);
  return out;
}

/** The words of `value` that may name a class: the value itself, or a mapping's keys and values that are no role or choice. */
function wordsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (!isRecord(value)) return [];
  const out: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    for (const w of [k, v]) if (typeof w === 'string' && !ROLE_WORDS.has(fold(w)) && !CHOICES.has(fold(w))) out.push(w);
  }
  return out;
}

/**
 * The advice for `value` written as `turns.protectedHitPenalty` in the variant `data`, where it
 * names a class of the fleet, or is a mapping (a penalty written with the ship it protects, a
 * class the fleet lacks among them); undefined for any other value (a word told its guess or the choices).
 */
export function penaltyClassAdvice(data: unknown, value: unknown): Advice | undefined {
  const fleet = isRecord(data) && Array.isArray(data['fleet']) ? (data['fleet'] as unknown[]) : [];
  const words = wordsIn(value).map(fold);
  const index = fleet.findIndex((c) => isRecord(c) && namesOf(c).some((n) => words.includes(fold(n))));
  if (index >= 0) {
    const c = fleet[index] as Record<string, unknown>;
    const at = `fleet[${index}]${typeof c['id'] === 'string' ? ` (${c['id']})` : ''}`;
    if (c['protected'] === true) {
      return {
        en: `write protectedHitPenalty: skip-next-turn: ${at} is protected already, and a penalty is none or skip-next-turn`,
        ru: `напишите protectedHitPenalty: skip-next-turn: ${at} уже защищён, а штраф — это none или skip-next-turn`,
        pl: `napisz protectedHitPenalty: skip-next-turn: ${at} jest już chroniony, a kara to none albo skip-next-turn`,
      };
    }
    return {
      en: `write protectedHitPenalty: skip-next-turn, and protected: true in ${at}: a penalty is none or skip-next-turn, and the ship it protects is marked in its class`,
      ru: `напишите protectedHitPenalty: skip-next-turn и protected: true в ${at}: штраф — это none или skip-next-turn, а защищённый корабль отмечают в его классе`,
      pl: `napisz protectedHitPenalty: skip-next-turn oraz protected: true w ${at}: kara to none albo skip-next-turn, a chroniony statek oznacza się w jego klasie`,
    };
  }
  // A word that names no class (`skip-turn`, `penalty`) is told its guess or the choices, as any choice.
  if (!isRecord(value)) return undefined;
  const ids = fleet.flatMap((c) => (isRecord(c) && typeof c['id'] === 'string' ? [c['id']] : []));
  const named = wordsIn(value);
  const none = named.length > 0 ? { en: `; no class of the fleet is named "${named[0]}"`, ru: `; во флоте нет класса «${named[0]}»`, pl: `; we flocie nie ma klasy „${named[0]}”` } : { en: '', ru: '', pl: '' };
  const list = ids.length > 0 ? { en: ` (its classes: ${ids.join(', ')})`, ru: ` (его классы: ${ids.join(', ')})`, pl: ` (jej klasy: ${ids.join(', ')})` } : { en: '', ru: '', pl: '' };
  return {
    en: `write protectedHitPenalty: skip-next-turn, and protected: true in the class of the ship whose hit is penalised${none.en}${list.en}`,
    ru: `напишите protectedHitPenalty: skip-next-turn и protected: true в классе корабля, за попадание в который штраф${none.ru}${list.ru}`,
    pl: `napisz protectedHitPenalty: skip-next-turn oraz protected: true w klasie statku, za którego trafienie jest kara${none.pl}${list.pl}`,
  };
}
