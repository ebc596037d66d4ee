/**
 * The variant file's schema, written once with zod: it gives the TypeScript type of the raw spec
 * (`VariantSpec`, what a YAML file may contain), the structural validation (types, ranges, unknown
 * keys, defaults), and the published JSON Schema (draft-7) for editors. Semantic checks that look
 * across fields (labels that collide, a fleet that does not fit) live in semantic.ts.
 *
 * Every constrained field carries a `FieldInfo` (error code, what the value is, the allowed range)
 * so the issue mapper (issues.ts) can say `fleet[2].size: 0 is not a ship size` with `use 1 to 26`.
 *
 * @example
 *   const r = variantSpecSchema.safeParse(plainData); // r.success ? r.data : r.error.issues
 *   const json = variantJsonSchema();                  // draft-7 JSON Schema object
 */
import { z } from 'zod';
import { plural } from '../core/plural.js';
import { readShapePicture } from './shape-text.js';
import { THREE_LETTER_CODES } from '../core/language-meant.js';

/** Limits of the format; the validator and the docs both use these numbers. */
export const LIMITS = {
  boardMin: 2,
  boardMax: 26,
  labelMaxChars: 12,
  maxClasses: 20,
  maxShips: 40,
  maxShipCells: 26,
  maxCountPerClass: 26,
  maxGuns: 26,
  maxLanguages: 8,
  maxShots: 100,
  maxShotLimit: 10000,
  maxDamageSteps: 20,
  maxDamage: 1000,
  maxTextChars: 2000,
  maxRulesChars: 20000,
  maxWordChars: 60,
  maxMarkChars: 6,
  maxIdChars: 40,
  maxSeparatorChars: 3,
} as const;

/** What the issue mapper needs to explain a constrained field. */
export interface FieldInfo {
  /** Stable error code for range or format problems of this field (`ship-size`). */
  readonly code: string;
  /** What a valid value is, as a noun phrase: `a ship size`. */
  readonly noun: string;
  /** How to fix it: `use 1 to 26`. */
  readonly hint: string;
  /** The same in Russian and Polish (`variant check --lang`, ./issue-text.ts). */
  readonly said?: Readonly<Record<'ru' | 'pl', FieldSaid>>;
  /** For a field of whole numbers, the advice to a number with a fraction (`2.5`, within the range or not): `use a whole number, 1 to 26`. */
  readonly whole?: Readonly<Record<'en' | 'ru' | 'pl', string>>;
}

/**
 * A field's words in Russian or Polish: the value refused, said after it (`0 — недопустимый
 * размер корабля`, `0 to niedozwolony rozmiar statku`: the adjective agrees with the noun), and
 * the advice (`укажите от 1 до 26`).
 */
export interface FieldSaid {
  readonly bad: string;
  readonly hint: string;
}

/** A field's Russian and Polish words: `[ru, pl]` each. */
function said(bad: readonly [string, string], hint: readonly [string, string]): Record<'ru' | 'pl', FieldSaid> {
  return { ru: { bad: bad[0], hint: hint[0] }, pl: { bad: bad[1], hint: hint[1] } };
}

/** The value refused, in Russian and Polish, for the whole numbers `int` makes (by their English noun). */
const INT_BAD: Readonly<Record<string, readonly [string, string]>> = {
  'a board size': ['недопустимый размер поля', 'niedozwolony rozmiar planszy'],
  'a ship size': ['недопустимый размер корабля', 'niedozwolony rozmiar statku'],
  'a ship count': ['недопустимое число кораблей', 'niedozwolona liczba statków'],
  'a number of guns': ['недопустимое число орудий', 'niedozwolona liczba dział'],
  'a hit count': ['недопустимое число попаданий', 'niedozwolona liczba trafień'],
  'a number of shots': ['недопустимое число выстрелов', 'niedozwolona liczba strzałów'],
  'a damage threshold': ['недопустимый порог повреждений', 'niedozwolony próg uszkodzeń'],
  'a shot limit': ['недопустимый предел выстрелов', 'niedozwolony limit strzałów'],
  'a shape coordinate': ['недопустимая координата фигуры', 'niedozwolona współrzędna kształtu'],
};

/** `3 символов`, `1 znaku`: characters counted after `до`, `не больше`, `do` (genitive), `[ru, pl]`. */
function charsUpTo(n: number): [string, string] {
  return [`${n} ${plural('ru', n, 'символа', 'символов')}`, `${n} ${plural('pl', n, 'znaku', 'znaków')}`];
}

/** `3 znaki`, `40 znaków`: characters counted after `najwyżej`. */
function charsAtMostPl(n: number): string {
  return `${n} ${plural('pl', n, 'znak', 'znaki', 'znaków')}`;
}

const fieldInfo = new WeakMap<z.ZodType, FieldInfo>();

/** The `FieldInfo` attached to a schema node, if any. */
export function fieldInfoOf(schema: z.ZodType): FieldInfo | undefined {
  return fieldInfo.get(schema);
}

function info<T extends z.ZodType>(schema: T, i: FieldInfo): T {
  fieldInfo.set(schema, i);
  return schema;
}

function int(lo: number, hi: number, code: string, noun: string, description: string): z.ZodNumber {
  const bad = INT_BAD[noun];
  return info(z.number().int().min(lo).max(hi).describe(description), {
    code,
    noun,
    hint: `use ${lo} to ${hi}`,
    ...(bad !== undefined ? { said: said(bad, [`укажите от ${lo} до ${hi}`, `podaj od ${lo} do ${hi}`]) } : {}),
    whole: { en: `use a whole number, ${lo} to ${hi}`, ru: `укажите целое число от ${lo} до ${hi}`, pl: `podaj liczbę całkowitą od ${lo} do ${hi}` },
  });
}

const ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;
// A three-letter code where a two-letter one exists (`eng`, `rus`) is refused, with the code to write
// (../core/language-meant.ts): salvo speaks `en`, `ru` and `pl`, and would read `rus` as a language it has no words in.
const LANG_PATTERN = new RegExp(`^(?!(?:${Object.keys(THREE_LETTER_CODES).join('|')})(?:-|$))[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$`);

const idString = (what: string): z.ZodString =>
  info(z.string().min(1).max(LIMITS.maxIdChars).regex(ID_PATTERN).describe(`${what}: lower-case letters, digits and hyphens`), {
    code: 'bad-id',
    noun: 'an identifier',
    hint: `use lower-case letters a-z, digits and hyphens, at most ${LIMITS.maxIdChars} characters, e.g. my-variant`,
    said: said(
      ['недопустимый идентификатор', 'niedozwolony identyfikator'],
      [
        `используйте строчные латинские буквы a-z, цифры и дефисы, не больше ${charsUpTo(LIMITS.maxIdChars)[0]}, например my-variant`,
        `użyj małych liter a-z, cyfr i łączników, najwyżej ${charsAtMostPl(LIMITS.maxIdChars)}, np. my-variant`,
      ],
    ),
  });

export const langCode = info(
  z.string().regex(LANG_PATTERN).describe('A language code: en, ru, pl, …'),
  {
    code: 'bad-language',
    noun: 'a language code',
    hint: 'use a code like en, ru, pl or pt-BR',
    said: said(['недопустимый код языка', 'niedozwolony kod języka'], ['укажите код вроде en, ru, pl или pt-BR', 'podaj kod taki jak en, ru, pl albo pt-BR']),
  },
);

const text = (max: number): z.ZodString =>
  info(z.string().max(max), {
    code: 'text-length',
    noun: 'a text of acceptable length',
    hint: `keep it under ${max} characters`,
    said: said(['текст недопустимой длины', 'tekst niedozwolonej długości'], [`сократите его до ${charsUpTo(max)[0]}`, `skróć go do ${charsUpTo(max)[1]}`]),
  });

/** A localized text: one string for every language, or a map with one entry per declared language. */
const localized = (max: number, description: string) =>
  z.union([text(max), z.record(langCode, text(max))]).describe(description);

const label = info(z.union([z.string().min(1).max(LIMITS.labelMaxChars), z.number().int().min(0).max(999_999_999_999)]), {
  code: 'label-length',
  noun: 'a label',
  hint: `a label is 1 to ${LIMITS.labelMaxChars} characters`,
  said: said(['недопустимая метка', 'niedozwolona etykieta'], [`в метке от 1 до ${charsUpTo(LIMITS.labelMaxChars)[0]}`, `etykieta ma od 1 do ${charsUpTo(LIMITS.labelMaxChars)[1]}`]),
});

const labelList = (description: string) =>
  z
    .union([
      z.enum(['numbers', 'letters']),
      info(z.array(label).max(LIMITS.boardMax), {
        code: 'label-count',
        noun: 'a label list',
        hint: `give one label per row or column, at most ${LIMITS.boardMax}`,
        said: said(['недопустимый список меток', 'niedozwolona lista etykiet'], [`дайте по одной метке на строку или столбец, не больше ${LIMITS.boardMax}`, `podaj jedną etykietę na wiersz albo kolumnę, najwyżej ${LIMITS.boardMax}`]),
      }),
      info(z.string().min(1).max(LIMITS.boardMax * (LIMITS.labelMaxChars + 1)), {
        code: 'label-count',
        noun: 'a label string',
        hint: 'write the labels as a list, or as one string of single letters',
        said: said(['недопустимая строка меток', 'niedozwolony ciąg etykiet'], ['запишите метки списком или одной строкой из отдельных букв', 'zapisz etykiety jako listę albo jeden ciąg pojedynczych liter']),
      }),
    ])
    .describe(description);

export const boardSchema = z
  .strictObject({
    rows: int(LIMITS.boardMin, LIMITS.boardMax, 'board-size', 'a board size', 'Number of rows, 2 to 26').default(10),
    columns: int(LIMITS.boardMin, LIMITS.boardMax, 'board-size', 'a board size', 'Number of columns, 2 to 26').default(10),
    columnLabels: labelList(
      'Column labels, left to right: a list, a string of single letters ("ABCDEFGHIJ"), letters separated by spaces ("а б в г д е ж з и к"), `letters` (A, B, …) or `numbers` (1, 2, …)',
    ).default('letters'),
    rowLabels: labelList('Row labels, top to bottom: a list, a string of single letters, `numbers` (1, 2, …) or `letters`').default('numbers'),
    cellOrder: z.enum(['column-row', 'row-column']).default('column-row').describe('How a cell is written: column then row (A10, д3) or row then column'),
    separator: info(z.string().max(LIMITS.maxSeparatorChars), {
      code: 'text-length',
      noun: 'a separator',
      hint: `use at most ${LIMITS.maxSeparatorChars} characters`,
      said: said(['недопустимый разделитель', 'niedozwolony separator'], [`не больше ${charsUpTo(LIMITS.maxSeparatorChars)[0]}`, `najwyżej ${charsAtMostPl(LIMITS.maxSeparatorChars)}`]),
    })
      .default('')
      .describe('Written between the two labels of a cell name; default none'),
  })
  .describe('The board: size, labels and how a cell is written');

const shapeCell = info(
  z.tuple([
    int(0, LIMITS.maxShipCells - 1, 'shape-cells', 'a shape coordinate', 'Row offset'),
    int(0, LIMITS.maxShipCells - 1, 'shape-cells', 'a shape coordinate', 'Column offset'),
  ]),
  {
    code: 'shape-cells',
    noun: 'a shape cell',
    hint: 'write each cell as [row, column]',
    said: said(['недопустимая клетка фигуры', 'niedozwolone pole kształtu'], ['запишите каждую клетку как [строка, столбец]', 'zapisz każde pole jako [wiersz, kolumna]']),
  },
);

/**
 * What an editor is told a shape picture looks like (the JSON Schema's `pattern`; the reader,
 * readShapePicture, says what is wrong): only `#`, `.`, `/` and line breaks, with spaces only at
 * a row's end (before a `/`, a line break or the end), 1 to 26 cells. How far the cells spread
 * (at most 26 rows and columns) is left to the reader.
 */
export const SHAPE_PICTURE_PATTERN = `^(?=[^#]*#)(?!(?:[^#]*#){${LIMITS.maxShipCells + 1}})(?:[#./\\n]|[^\\S\\n]+(?=[/\\n]|$))*$`;

/**
 * A shape as the picture `salvo variant show` draws: `#./##/.#`, or the rows in a block (`shape: |`).
 * Read into the cells; what is wrong with a picture is a custom issue with its suggestion.
 */
const shapePicture = z
  .string()
  .meta({ pattern: SHAPE_PICTURE_PATTERN })
  .describe('Rows of # (a cell of the ship) and . (water), separated by / or line breaks')
  .transform((text, ctx): [number, number][] => {
    const read = readShapePicture(text, { maxCells: LIMITS.maxShipCells, maxSide: LIMITS.maxShipCells });
    if ('cells' in read) return read.cells;
    ctx.issues.push({ code: 'custom', message: read.problem, params: { suggestion: read.suggestion, parts: read.parts, ...(read.offset !== undefined ? { offset: read.offset } : {}) }, input: text });
    return z.NEVER;
  });

export const shipClassSchema = z
  .strictObject({
    id: idString('Class identifier, unique in the fleet'),
    name: localized(LIMITS.maxTextChars, 'Display name, per language'),
    mark: info(z.string().min(1).max(LIMITS.maxMarkChars), {
      code: 'text-length',
      noun: 'a roster mark',
      hint: `use 1 to ${LIMITS.maxMarkChars} characters`,
      said: said(['недопустимый значок класса', 'niedozwolony znak klasy'], [`используйте от 1 до ${charsUpTo(LIMITS.maxMarkChars)[0]}`, `użyj od 1 do ${charsUpTo(LIMITS.maxMarkChars)[1]}`]),
    })
      .optional()
      .describe('Short roster mark; default the Roman numeral of the class position (I, II, …)'),
    size: int(1, LIMITS.maxShipCells, 'ship-size', 'a ship size', 'A straight ship of this many cells').optional(),
    shape: info(z.union([z.array(shapeCell).min(1).max(LIMITS.maxShipCells), shapePicture]), {
      code: 'shape-cells',
      noun: 'a shape',
      hint: `give 1 to ${LIMITS.maxShipCells} cells as [row, column]`,
      said: said(['недопустимая фигура', 'niedozwolony kształt'], [`дайте от 1 до ${LIMITS.maxShipCells} клеток как [строка, столбец]`, `podaj od 1 do ${LIMITS.maxShipCells} pól jako [wiersz, kolumna]`]),
    })
      .optional()
      .describe('A polyomino as [row, column] cells, or as the picture salvo variant show draws ("#./##/.#", or rows of # and . in a block); placed in all rotations and reflections'),
    count: int(1, LIMITS.maxCountPerClass, 'ship-count', 'a ship count', 'Ships of this class per side').default(1),
    guns: int(0, LIMITS.maxGuns, 'guns', 'a number of guns', 'Guns aboard').default(0),
    gunsLostAt: info(z.array(int(1, LIMITS.maxShipCells - 1, 'guns-lost-at', 'a hit count', 'Hit count')).max(LIMITS.maxGuns), {
      code: 'guns-lost-at',
      noun: 'a list of hit counts',
      hint: 'one entry per gun at most',
      said: said(['недопустимый список чисел попаданий', 'niedozwolona lista liczb trafień'], ['не больше одного числа на орудие', 'najwyżej jedna liczba na działo']),
    })
      .default([])
      .describe('One gun is lost at each of these hit counts; all guns are lost when sunk'),
    protected: z.boolean().default(false).describe('Hitting it is penalised (the hospital ship)'),
    mustSink: z.boolean().default(true).describe('Must be sunk to win'),
    hatched: z.boolean().optional().describe('Drawn hatched on the pad; default = protected'),
  })
  .describe('A ship class');

export const fleetSchema = info(z.array(shipClassSchema).min(1).max(LIMITS.maxClasses).describe('The ship classes of each side'), {
  code: 'fleet-classes',
  noun: 'a fleet',
  hint: `give 1 to ${LIMITS.maxClasses} ship classes`,
  said: said(['недопустимый флот', 'niedozwolona flota'], [`дайте от 1 до ${LIMITS.maxClasses} классов кораблей`, `podaj od 1 do ${LIMITS.maxClasses} klas statków`]),
});

/** An advice in English, Russian and Polish. */
export type OtherOptionSaid = Readonly<Record<'en' | 'ru' | 'pl', string>>;

/**
 * How a field of one option of a union (a report timing) says what a value of the same field of
 * another option says: `sunk: with-class` of a per-shot report is `sunk: true` per salvo. Given
 * the value written, the advice in each language; undefined when there is none.
 */
export type OtherOptionAdvice = (value: unknown) => OtherOptionSaid | undefined;

const otherOptionAdvice = new WeakMap<z.ZodType, OtherOptionAdvice>();

/** The `OtherOptionAdvice` attached to a schema node, if any. */
export function otherOptionAdviceOf(schema: z.ZodType): OtherOptionAdvice | undefined {
  return otherOptionAdvice.get(schema);
}

function advise<T extends z.ZodType>(schema: T, advice: OtherOptionAdvice): T {
  otherOptionAdvice.set(schema, advice);
  return schema;
}

/**
 * Words a designer writes for no spacing at all (`spacing: false`, `none`, `0`): ships may touch.
 * Compared lower-cased, spaces and underscores read as hyphens.
 */
const NO_SPACING = new Set(['none', 'nothing', 'no-spacing', 'no-gap', 'no-gaps', 'zero', 'free', 'any', 'allowed']);

/**
 * A protected hit's penalty written as a yes or a no (`true`, `false`, `yes`): told the choice that
 * says it, with what it means.
 */
const protectedHitPenalty = advise(z.enum(['none', 'skip-next-turn']), (v) => {
  if (v === true) {
    return {
      en: 'write protectedHitPenalty: skip-next-turn, and the side that hits a protected ship misses its next turn',
      ru: 'напишите protectedHitPenalty: skip-next-turn — тогда сторона, попавшая в защищённый корабль, пропускает следующий ход',
      pl: 'napisz protectedHitPenalty: skip-next-turn — wtedy strona, która trafi chroniony statek, traci następną turę',
    };
  }
  if (v === false) {
    return {
      en: 'write protectedHitPenalty: none, and hitting a protected ship costs nothing',
      ru: 'напишите protectedHitPenalty: none — тогда попадание в защищённый корабль ничем не наказывается',
      pl: 'napisz protectedHitPenalty: none — wtedy trafienie chronionego statku nie jest karane',
    };
  }
  return undefined;
});

/**
 * Placement's spacing: the values a designer writes for "spacing or not" (`false`, `true`, `none`,
 * `yes`, a number of empty cells) are told the choices that say it, with what each means; the rule
 * written in Russian or Polish words, every choice with what it means.
 */
const placementSpacing = advise(z.enum(['may-touch', 'no-side-contact', 'no-contact']), (v) => {
  const word = typeof v === 'string' ? v.trim().toLowerCase().replace(/[\s_]+/gu, '-') : undefined;
  if (v === false || v === 0 || (word !== undefined && NO_SPACING.has(word))) {
    return {
      en: 'write spacing: may-touch, and ships may touch side to side and at the corners; the other values, no-side-contact and no-contact, keep them apart',
      ru: 'напишите spacing: may-touch — тогда корабли могут касаться и сторонами, и углами; другие значения, no-side-contact и no-contact, не дают им касаться',
      pl: 'napisz spacing: may-touch — wtedy statki mogą się stykać i bokami, i rogami; inne wartości, no-side-contact i no-contact, nie pozwalają im się stykać',
    };
  }
  if (v === true || v === 1) {
    return {
      en: 'write spacing: no-contact, the default, and ships may not touch at all, not even at the corners, or spacing: no-side-contact, and they may touch at the corners only',
      ru: 'напишите spacing: no-contact, как по умолчанию, — корабли не касаются друг друга даже углами — или spacing: no-side-contact — касаться можно только углами',
      pl: 'napisz spacing: no-contact, jak domyślnie, — statki nie stykają się nawet rogami — albo spacing: no-side-contact — stykać się mogą tylko rogami',
    };
  }
  if (typeof v === 'number' && Number.isInteger(v) && v > 1) {
    return {
      en: 'spacing is not a number of cells: the widest is no-contact, one empty cell all round every ship, corners included; write spacing: no-contact',
      ru: 'spacing — не число клеток: шире всего no-contact, одна пустая клетка вокруг каждого корабля, включая углы; напишите spacing: no-contact',
      pl: 'spacing to nie liczba pól: najszerszy jest no-contact, jedno puste pole wokół każdego statku, także przy rogach; napisz spacing: no-contact',
    };
  }
  // The rule said in words of another language (`без касания`, `nie stykają się`): no choice is
  // guessed from them; each choice is said with what it means, to pick the one meant.
  if (typeof v === 'string' && /[^\p{ASCII}]/u.test(v) && /\p{L}/u.test(v)) {
    return {
      en: 'spacing takes one of three values: may-touch, ships may touch side to side and at the corners; no-side-contact, they may touch at the corners only; no-contact, they may not touch at all, not even at the corners',
      ru: 'spacing принимает одно из трёх значений: may-touch — корабли могут касаться и сторонами, и углами; no-side-contact — касаться можно только углами; no-contact — корабли не касаются даже углами',
      pl: 'spacing przyjmuje jedną z trzech wartości: may-touch — statki mogą się stykać i bokami, i rogami; no-side-contact — stykać się mogą tylko rogami; no-contact — statki nie stykają się nawet rogami',
    };
  }
  return undefined;
});

export const placementSchema = z
  .strictObject({
    diagonal: z.boolean().default(false).describe('Straight ships may also lie diagonally'),
    spacing: placementSpacing.default('no-contact').describe('How close ships may lie'),
  })
  .describe('How ships may be placed');

const sideSchema = z.strictObject({ id: idString('Side identifier'), name: localized(LIMITS.maxTextChars, 'Side name, per language') });

const shots = (description: string) => int(1, LIMITS.maxShots, 'salvo-shots', 'a number of shots', description);

export const salvoSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('constant'), shots: shots('Shots per salvo').default(1) }),
    z.strictObject({
      kind: z.literal('damage'),
      shots: shots('Shots per salvo before any damage threshold'),
      steps: info(
        z
          .array(
            z.strictObject({
              damage: int(1, LIMITS.maxDamage, 'salvo-steps', 'a damage threshold', 'From this many hits taken…'),
              shots: shots('…the salvo has this many shots'),
            }),
          )
          .min(1)
          .max(LIMITS.maxDamageSteps),
        {
          code: 'salvo-steps',
          noun: 'a list of damage steps',
          hint: `give 1 to ${LIMITS.maxDamageSteps} steps`,
          said: said(['недопустимый список порогов повреждений', 'niedozwolona lista progów uszkodzeń'], [`дайте от 1 до ${LIMITS.maxDamageSteps} порогов`, `podaj od 1 do ${LIMITS.maxDamageSteps} progów`]),
        },
      ),
      countProtected: z.boolean().default(true).describe('Hits on protected ships count as damage'),
    }),
    z.strictObject({ kind: z.literal('guns') }),
    z.strictObject({ kind: z.literal('ships-afloat'), perShip: int(1, LIMITS.maxGuns, 'salvo-shots', 'a number of shots', 'Shots per ship afloat').default(1) }),
  ])
  .describe('Salvo size: constant, by damage taken, by guns left, or by ships afloat');

export const turnsSchema = z
  .strictObject({
    sides: info(z.array(sideSchema).length(2), {
      code: 'sides',
      noun: 'a list of sides',
      hint: 'give exactly two sides',
      said: said(['недопустимый список сторон', 'niedozwolona lista stron'], ['укажите ровно две стороны', 'podaj dokładnie dwie strony']),
    })
      .optional()
      .describe('Exactly two sides; default blue and red'),
    first: idString('The side that fires first').optional(),
    salvo: salvoSchema.prefault({ kind: 'constant' }),
    extraShotOnHit: z.boolean().default(false).describe('A hit earns another shot (the whole salvo again where salvos have several shots), until a salvo hits nothing'),
    protectedHitPenalty: protectedHitPenalty.default('none').describe('Penalty for hitting a protected ship'),
    shotLimit: int(1, LIMITS.maxShotLimit, 'shot-limit', 'a shot limit', 'Shots per side for the whole game').nullable().default(null),
    onShotsExhausted: z.enum(['draw', 'most-hits-wins']).default('draw').describe('When both sides have used all their shots'),
  })
  .describe('Turn order and salvo rules');

/** A per-shot report's sunk: said of the shot that sinks, with or without the class. */
const perShotSunk = advise(z.enum(['none', 'plain', 'with-class']), (v) =>
  v === true
    ? {
        en: 'write sunk: plain, and a shot that sinks is answered "sunk", or sunk: with-class, answered "sunk" and the class',
        ru: 'напишите sunk: plain (на выстрел, который топит, отвечают «потоплен») или sunk: with-class («потоплен» и класс)',
        pl: 'napisz sunk: plain (na strzał, który zatapia, odpowiada się „zatopiony”) albo sunk: with-class („zatopiony” i klasa)',
      }
    : v === false
      ? {
          en: 'write sunk: none: a shot that sinks is then answered "hit"',
          ru: 'напишите sunk: none: тогда на выстрел, который топит, ответят «попал»',
          pl: 'napisz sunk: none: wtedy na strzał, który zatapia, odpowie się „trafiony”',
        }
      : undefined,
);

/**
 * A per-salvo report's sunk: whether the report marks a ship the salvo sank. The report names the
 * class of every ship it hit (the ship itself with by: ship), so a sinking is always told with the
 * class.
 */
const perSalvoSunk = advise(z.boolean(), (v) =>
  v === 'with-class' || v === 'plain'
    ? {
        en: `write sunk: true: a per-salvo report names the class of every ship the salvo hit (by: ship names the ship), and sunk: true marks those it sank${v === 'plain' ? '; a "sunk" without the class is said only per shot (timing: per-shot)' : ''}`,
        ru: `напишите sunk: true: отчёт о залпе называет класс каждого корабля, в который попал залп (при by: ship — сам корабль), а sunk: true отмечает те, что залп потопил${v === 'plain' ? '; «потоплен» без класса говорят только на каждый выстрел (timing: per-shot)' : ''}`,
        pl: `napisz sunk: true: raport o salwie podaje klasę każdego statku, w który trafiła salwa (przy by: ship — sam statek), a sunk: true zaznacza te, które salwa zatopiła${v === 'plain' ? '; „zatopiony” bez klasy mówi się tylko po każdym strzale (timing: per-shot)' : ''}`,
      }
    : v === 'none'
      ? {
          en: 'write sunk: false: the report then names the ships hit, not whether the salvo sank them',
          ru: 'напишите sunk: false: тогда отчёт называет корабли, в которые попали, но не то, потопил ли их залп',
          pl: 'napisz sunk: false: wtedy raport podaje trafione statki, ale nie to, czy salwa je zatopiła',
        }
      : undefined,
);

/**
 * A per-salvo report's `by`: a word for a bare count of hits (`by: total`, Salvo's "two hits"),
 * which no report gives, is told the nearest that does: each class hit and how many times.
 */
const BARE_COUNT = new Set(['total', 'totals', 'count', 'counts', 'number', 'numbers', 'hits', 'sum', 'amount', 'hit-count', 'hits-count', 'number-of-hits', 'how-many', 'all', 'salvo', 'none']);
const perSalvoBy = advise(z.enum(['class', 'ship']), (v) =>
  typeof v === 'string' && BARE_COUNT.has(v.trim().toLowerCase().replace(/[\s_]+/gu, '-'))
    ? {
        en: 'no report tells only how many shots of the salvo hit; the nearest is by: class with counts: true, which names each class hit and how many times ("cruiser 2")',
        ru: 'отчёта только о числе попавших выстрелов залпа нет; ближе всего by: class и counts: true — называют каждый класс, в который попали, и сколько раз («крейсер 2»)',
        pl: 'nie ma raportu podającego tylko, ile strzałów salwy trafiło; najbliżej jest by: class i counts: true — podaje się każdą trafioną klasę i ile razy („krążownik 2”)',
      }
    : undefined,
);

export const reportSchema = z
  .discriminatedUnion('timing', [
    z.strictObject({
      timing: z.literal('per-shot'),
      sunk: perShotSunk.default('plain').describe('How a sinking is announced'),
      hitClass: z.boolean().default(false).describe('A hit also names the class'),
    }),
    z.strictObject({
      timing: z.literal('per-salvo'),
      by: perSalvoBy.default('class').describe('Hits named by class or by individual ship'),
      counts: z.boolean().default(false).describe('How many times each was hit'),
      sunk: perSalvoSunk.default(false).describe('A ship sunk by the salvo is announced'),
    }),
  ])
  .describe('What the defender announces: per shot or per salvo');

const word = (description: string): z.ZodString =>
  info(z.string().min(1).max(LIMITS.maxWordChars).describe(description), {
    code: 'text-length',
    noun: 'a word',
    hint: `use 1 to ${LIMITS.maxWordChars} characters`,
    said: said(['недопустимое слово', 'niedozwolone słowo'], [`используйте от 1 до ${charsUpTo(LIMITS.maxWordChars)[0]}`, `użyj od 1 do ${charsUpTo(LIMITS.maxWordChars)[1]}`]),
  });

export const wordsEntrySchema = z.strictObject({
  miss: word('Said for a miss'),
  hit: word('Said for a hit'),
  sunk: word('Said for a sinking; required where the report announces one').optional(),
  noHits: word('Said after a salvo without hits'),
  ownChart: word('Title of the own-fleet chart'),
  enemyChart: word('Title of the enemy chart'),
});

export const wordsSchema = z.record(langCode, wordsEntrySchema).describe('Announcement words and chart titles, per declared language');

export const variantSpecSchema = z
  .strictObject({
    id: idString('Variant identifier'),
    languages: info(z.array(langCode).min(1).max(LIMITS.maxLanguages).describe('Declared languages, the default first'), {
      code: 'languages',
      noun: 'a list of languages',
      hint: `declare 1 to ${LIMITS.maxLanguages} languages, the default first`,
      said: said(['недопустимый список языков', 'niedozwolona lista języków'], [`объявите от 1 до ${LIMITS.maxLanguages} языков, основной первым`, `zadeklaruj od 1 do ${LIMITS.maxLanguages} języków, domyślny jako pierwszy`]),
    }),
    name: localized(LIMITS.maxTextChars, 'Name of the game, per language'),
    summary: localized(LIMITS.maxTextChars, 'One-line summary, per language').default(''),
    rules: localized(LIMITS.maxRulesChars, 'Rules text for the cover page, per language').default(''),
    board: boardSchema.prefault({}),
    fleet: fleetSchema,
    placement: placementSchema.prefault({}),
    turns: turnsSchema.prefault({}),
    report: reportSchema.prefault({ timing: 'per-shot' }),
    words: wordsSchema,
  })
  .describe('A salvo variant file: one naval battle game');

/** The raw spec as written in a YAML file (optional fields may be left out). */
export type VariantSpec = z.input<typeof variantSpecSchema>;
/** The spec after structural validation, with defaults filled in. */
export type ParsedSpec = z.output<typeof variantSpecSchema>;

/** The sections validated on their own, so semantic checks can run on the parts that are sound. */
export const sectionSchemas = {
  board: boardSchema.prefault({}),
  fleet: fleetSchema,
  placement: placementSchema.prefault({}),
  turns: turnsSchema.prefault({}),
  report: reportSchema.prefault({ timing: 'per-shot' }),
  words: wordsSchema,
} as const;

/**
 * The JSON Schema (draft-7) of the variant file, for editor autocompletion.
 *
 * @example
 *   JSON.stringify(variantJsonSchema(), null, 2)
 */
export function variantJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(variantSpecSchema, { target: 'draft-7', io: 'input' }) as Record<string, unknown>;
  return {
    $schema: schema['$schema'],
    title: 'salvo variant',
    ...schema,
  };
}
