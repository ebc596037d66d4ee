/**
 * `salvo count`'s own words, in English, Russian and Polish (other languages fall back to
 * English): the exact count, the estimate past the budget, and the note on ships of one class.
 * Numbers are written as the language writes them (`30 093 975 536`, `9,81 с`); `--json` stays
 * English. The variant's words (its id, class names) come from the caller.
 *
 * @example
 *   countText('ru').exact('morskoy-boy', 1n, '0,10') // 'morskoy-boy: 1 допустимая расстановка (точно, 0,10 с)'
 */
import { localNumber } from '../../core/local-number.js';
import { plural } from '../../core/plural.js';
import { spoken } from '../../core/language.js';

export interface CountText {
  /** A number already written in English notation (`1,234.5`, `3.60 × 10^19`), as the language writes it. */
  number(english: string): string;
  /** The exact count: `count` the layouts, `seconds` written. */
  exact(id: string, count: bigint, seconds: string): string;
  /**
   * The estimate: `about` and `stdError` written, `budgetMs` the budget, `samples` the importance
   * samples, `seconds` written; `limit` what stopped the exact count: its work budget, or the
   * counter's memory guard (`gib` its size in GiB, written).
   */
  estimate(id: string, about: string, budgetMs: number, samples: number, stdError: string, seconds: string, limit: 'budget' | 'memory', gib: string): string;
  /** Ships of one class are alike: `names` each class with its count (`крейсер ×2`), the counts written; `about` where they are an estimate's. */
  alike(names: readonly string[], apart: string, count: string, orders: string, about?: boolean): string;
}

const join = (names: readonly string[], and: string): string => (names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)!}`);

const en: CountText = {
  number: (text) => text,
  exact: (id, count, seconds) => `${id}: ${count.toLocaleString('en-US')} legal layout${count === 1n ? '' : 's'} (exact, ${seconds} s)`,
  estimate: (id, about, budgetMs, samples, stdError, seconds, limit, gib) =>
    `${id}: about ${about} legal layouts (NOT exact: ${
      limit === 'memory'
        ? `the exact count needed more memory than the counter allows itself (${gib} GiB; a larger --budget does not help)`
        : `the exact count was out of reach within the budget (--budget ${budgetMs}: about ${budgetMs / 1000} s of work on the reference machine)`
    }; estimated from ${samples.toLocaleString('en-US')} importance samples, standard error ${stdError}; ${seconds} s)`,
  alike: (names, apart, count, orders, about) =>
    `Ships of one class are alike: layouts that only swap them count once (told apart, ${join(names, 'and')}: ${about === true ? 'about ' : ''}${apart} = ${count} × ${orders}).`,
};

const ru: CountText = {
  number: (text) => localNumber('ru', text),
  exact: (id, count, seconds) =>
    `${id}: ${localNumber('ru', count.toLocaleString('en-US'))} ${plural('ru', count, 'допустимая расстановка', 'допустимые расстановки', 'допустимых расстановок')} (точно, ${seconds} с)`,
  // `около` takes the genitive: of an estimate, always the plural.
  estimate: (id, about, budgetMs, samples, stdError, seconds, limit, gib) =>
    `${id}: около ${about} допустимых расстановок (НЕ точно: ${
      limit === 'memory'
        ? `точному подсчёту не хватило памяти, которую счётчик себе позволяет (${gib} ГиБ; больший --budget не поможет)`
        : `точный подсчёт не уложился в бюджет (--budget ${budgetMs}: около ${localNumber('ru', String(budgetMs / 1000))} с работы на эталонной машине)`
    }; оценка по ${localNumber('ru', samples.toLocaleString('en-US'))} ${plural('ru', samples, 'случайной расстановке', 'случайным расстановкам', 'случайным расстановкам')} (выборка по значимости), стандартная ошибка ${stdError}; ${seconds} с)`,
  alike: (names, apart, count, orders, about) =>
    `Корабли одного класса не различаются: расстановки, отличающиеся лишь перестановкой таких кораблей, считаются один раз (если их различать, ${join(names, 'и')}: ${about === true ? 'около ' : ''}${apart} = ${count} × ${orders}).`,
};

const pl: CountText = {
  number: (text) => localNumber('pl', text),
  exact: (id, count, seconds) =>
    `${id}: ${localNumber('pl', count.toLocaleString('en-US'))} ${plural('pl', count, 'dozwolone rozstawienie', 'dozwolone rozstawienia', 'dozwolonych rozstawień')} (dokładnie, ${seconds} s)`,
  // `około` takes the genitive: of an estimate, always the plural.
  estimate: (id, about, budgetMs, samples, stdError, seconds, limit, gib) =>
    `${id}: około ${about} dozwolonych rozstawień (NIE dokładnie: ${
      limit === 'memory'
        ? `dokładnemu liczeniu zabrakło pamięci, na którą pozwala sobie licznik (${gib} GiB; większy --budget nie pomoże)`
        : `dokładne liczenie nie zmieściło się w budżecie (--budget ${budgetMs}: około ${localNumber('pl', String(budgetMs / 1000))} s pracy na maszynie wzorcowej)`
    }; oszacowano z ${localNumber('pl', samples.toLocaleString('en-US'))} ${plural('pl', samples, 'losowego rozstawienia', 'losowych rozstawień', 'losowych rozstawień')} (losowanie ważone), błąd standardowy ${stdError}; ${seconds} s)`,
  alike: (names, apart, count, orders, about) =>
    `Statki jednego typu są nierozróżnialne: rozstawienia różniące się tylko zamianą takich statków liczą się raz (gdyby je rozróżniać, ${join(names, 'i')}: ${about === true ? 'około ' : ''}${apart} = ${count} × ${orders}).`,
};

/** The texts for a language code (`ru`, `pl-PL` → Polish; English otherwise). */
export function countText(lang: string): CountText {
  return { en, ru, pl }[spoken(lang)];
}
