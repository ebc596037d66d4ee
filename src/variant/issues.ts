/**
 * Turns zod's structural issues into salvo diagnostics: a stable code, a message naming the path
 * and the offending value, a suggestion (with a did-you-mean for unknown keys and choices), and
 * the line and column of the offending node (the key node for an unknown key).
 *
 * Codes: `unknown-key`, `missing-key`, `wrong-type`, `invalid-choice`, `out-of-range`,
 * `bad-format`, plus the field-specific codes attached to the schema (`board-size`, `ship-size`,
 * `bad-id`, … see spec-schema.ts).
 *
 * @example
 *   const diags = issuesToDiagnostics(result.error.issues, { root: variantSpecSchema, data, locate });
 */
import type { z } from 'zod';
import type { Diagnostic, DiagnosticParts } from '../core/diagnostics.js';
import { nativeYesNoAdvice, nativeYesNoMeant, yesNoAdvice, yesNoMeant } from '../core/yes-no.js';
import { EXPECTED_EN, EXPECTED_PL, EXPECTED_RU, type ExpectedWords } from './issue-text.js';
import { fieldInfoOf, otherOptionAdviceOf, wordsEntrySchema, type FieldInfo, type OtherOptionSaid } from './spec-schema.js';
import { languageMeant, languagesMeant } from '../core/language-meant.js';
import { penaltyClassAdvice } from './penalty-meant.js';
import { nativeChoiceMeant } from './choice-words.js';
import { choiceMeant, idFromName, isKeyInOtherLanguage, keyMeant, keyWordMeant } from './suggest.js';
import { formatPath, type DataPath, type SourcePosition } from './yaml-source.js';

/** The keys of a language's entry under `words`. */
const WORD_KEYS: readonly string[] = Object.keys(wordsEntrySchema.shape);

/** Maps data paths to positions; both functions may return undefined when there is no source. */
export interface Locator {
  readonly file?: string;
  positionOf?(path: DataPath): SourcePosition | undefined;
  keyPositionOf?(path: DataPath): SourcePosition | undefined;
  /** Where a character of the string at a path was written (a shape picture's odd character). */
  charPositionOf?(path: DataPath, index: number): SourcePosition | undefined;
}

interface Ctx {
  readonly root: z.ZodType;
  readonly data: unknown;
  readonly locate: Locator;
  /** Prefix added to every issue path (for schemas applied to a part of the document). */
  readonly prefix?: DataPath;
}

/** The zod definition fields the walker reads. */
interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly element?: z.ZodType;
  readonly innerType?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly discriminator?: string;
  readonly keyType?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly items?: readonly z.ZodType[];
  readonly entries?: Record<string, string>;
  readonly values?: readonly unknown[];
  /** A pipe's (a transform's) input schema. */
  readonly in?: z.ZodType;
}

function defOf(s: z.ZodType): Def {
  return (s as unknown as { _zod: { def: Def } })._zod.def;
}

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);

/** Strip optional/default/nullable wrappers. */
function unwrap(s: z.ZodType): z.ZodType {
  let cur = s;
  for (let i = 0; i < 16; i++) {
    const d = defOf(cur);
    if (!WRAPPERS.has(d.type) || !d.innerType) break;
    cur = d.innerType;
  }
  return cur;
}

/** The type of value a schema takes as written: a pipe (a transform) takes its input's. */
function writtenType(s: z.ZodType): string {
  const d = defOf(unwrap(s));
  return d.type === 'pipe' && d.in ? writtenType(d.in) : d.type;
}

/** The value at `path` in `data`, or undefined. */
export function valueAt(data: unknown, path: DataPath): unknown {
  let cur: unknown = data;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[seg];
  }
  return cur;
}

function kindOfValue(v: unknown): string {
  if (Array.isArray(v)) return 'array';
  if (v === null) return 'null';
  return typeof v;
}

const ACCEPTS: Record<string, readonly string[]> = {
  array: ['array', 'tuple'],
  object: ['object', 'record'],
  string: ['string', 'enum', 'literal'],
  number: ['number', 'literal'],
  boolean: ['boolean', 'literal'],
};

/** The union option that `value` was meant for. */
function chooseOption(union: z.ZodType, value: unknown): { option: z.ZodType; index: number } | undefined {
  const d = defOf(union);
  const options = d.options ?? [];
  if (d.discriminator !== undefined && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const tag = (value as Record<string, unknown>)[d.discriminator];
    for (let i = 0; i < options.length; i++) {
      const shape = defOf(unwrap(options[i]!)).shape;
      const lit = shape?.[d.discriminator];
      if (lit && (defOf(lit).values ?? []).includes(tag)) return { option: options[i]!, index: i };
    }
    return undefined;
  }
  const accepts = ACCEPTS[kindOfValue(value)] ?? [];
  for (let i = 0; i < options.length; i++) {
    const t = writtenType(options[i]!);
    if (accepts.includes(t)) return { option: options[i]!, index: i };
  }
  return undefined;
}

/**
 * For a key unknown in the chosen option of a discriminated union (`counts` in a per-shot
 * report): the other options that do have it, as `timing: per-salvo`, and the current one.
 */
function otherOptionOf(union: z.ZodType, key: string, value: unknown): { tag: string; current: string } | undefined {
  const d = defOf(union);
  if (d.discriminator === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const tagOf = (o: z.ZodType): string[] => (defOf(defOf(unwrap(o)).shape?.[d.discriminator!] ?? o).values ?? []).map(String);
  const has = (d.options ?? []).filter((o) => defOf(unwrap(o)).shape?.[key] !== undefined).flatMap(tagOf);
  if (has.length === 0) return undefined;
  const current = (value as Record<string, unknown>)[d.discriminator];
  return { tag: has.map((t) => `${d.discriminator}: ${t}`).join(' or '), current: `${d.discriminator}: ${String(current)}` };
}

/**
 * The entries of a list too short, split at their spaces, when that makes it long enough
 * (`[0 0]` is one entry, "0 0"); undefined when it does not.
 */
function spacedEntries(value: readonly unknown[], needed: number): string[] | undefined {
  if (!value.some((v) => typeof v === 'string' && /\S\s+\S/u.test(v))) return undefined;
  const parts = value.flatMap((v) => (typeof v === 'string' ? v.trim().split(/\s+/u) : [String(v)]));
  return parts.length >= needed ? parts : undefined;
}

/** `1 entry`, `3 entries`. */
const entries = (n: number): string => `${n} entr${n === 1 ? 'y' : 'ies'}`;
/** `1 character`, `3 characters`. */
const characters = (n: number): string => `${n} character${n === 1 ? '' : 's'}`;

/** `a, b or c` for an enum, `true or false`, …: the values a field takes, in words. */
function valuesOf(s: z.ZodType, w: ExpectedWords = EXPECTED_EN): string {
  const d = defOf(unwrap(s));
  const or = (vs: readonly unknown[]): string => (vs.length <= 1 ? vs.map(String).join('') : `${vs.slice(0, -1).map(String).join(', ')}${w.or}${String(vs[vs.length - 1])}`);
  if (d.type === 'enum') return or(Object.values(d.entries ?? {}));
  if (d.type === 'literal') return or(d.values ?? []);
  return describeExpected(s, w);
}

/** `with` before an option's keys in `choiceNeeded`'s list, by the words' language. */
const WITH: ReadonlyMap<ExpectedWords, string> = new Map([
  [EXPECTED_EN, 'with'],
  [EXPECTED_RU, 'с'],
  [EXPECTED_PL, 'z'],
]);

/**
 * For a discriminated union whose tag is missing (`report: { sunk: false }`): every option with
 * the keys it takes and their values (`per-shot (with sunk: none, plain or with-class; hitClass:
 * true or false) or per-salvo (…)`), and the one option the keys given fit, if only one does.
 */
function choiceNeeded(union: z.ZodType, owner: unknown, w: ExpectedWords = EXPECTED_EN): { options: string; fits?: string; given: string } | undefined {
  const d = defOf(union);
  const tagKey = d.discriminator;
  if (tagKey === undefined) return undefined;
  const given = owner !== null && typeof owner === 'object' && !Array.isArray(owner) ? (owner as Record<string, unknown>) : {};
  const described: string[] = [];
  const fitting: string[] = [];
  for (const o of d.options ?? []) {
    const shape = defOf(unwrap(o)).shape ?? {};
    const tags = (defOf(shape[tagKey] ?? o).values ?? []).map(String);
    const fields = Object.entries(shape).filter(([k]) => k !== tagKey);
    for (const tag of tags) {
      described.push(fields.length === 0 ? tag : `${tag} (${WITH.get(w) ?? 'with'} ${fields.map(([k, f]) => `${k}: ${valuesOf(f, w)}`).join('; ')})`);
      if (Object.keys(given).length > 0 && unwrap(o).safeParse({ ...given, [tagKey]: tag }).success) fitting.push(tag);
    }
  }
  const list = described.length <= 1 ? described.join('') : `${described.slice(0, -1).join(', ')}${w.or}${described[described.length - 1]!}`;
  const givenWords = Object.entries(given)
    .map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? '…' : String(v)}`)
    .join(', ');
  return { options: list, given: givenWords, ...(fitting.length === 1 ? { fits: fitting[0]! } : {}) };
}

/**
 * The sections of the file that have `key` among their keys (`placement` for `diagonal`, `board`
 * for `rows`, `a class of the fleet` for `count`), as a designer reads them, those nearest the top
 * alone (`turns.salvo` for `shots`, not also its steps): where a key put in the wrong section belongs. Localized texts and words are not looked in.
 */
function homesOf(root: z.ZodType, key: string): string[] {
  const out: { where: string; depth: number }[] = [];
  const walk = (s: z.ZodType, where: string, depth: number): void => {
    if (depth > 3) return;
    const d = defOf(unwrap(s));
    if (d.type === 'union') {
      for (const o of d.options ?? []) walk(o, where, depth);
      return;
    }
    if (d.type === 'array' && d.element) {
      walk(d.element, where === 'fleet' ? 'a class of the fleet' : `each entry of ${where}`, depth);
      return;
    }
    if (d.type !== 'object' || !d.shape) return;
    if (where !== '' && key in d.shape && !out.some((h) => h.where === where)) out.push({ where, depth });
    for (const [k, v] of Object.entries(d.shape)) if (k !== 'words') walk(v, where === '' ? k : `${where}.${k}`, depth + 1);
  };
  walk(root, '', 0);
  const nearest = Math.min(...out.map((h) => h.depth));
  return out.filter((h) => h.depth === nearest).map((h) => h.where);
}

/** The keys of every option of a union of mappings, in the options' order, each once. */
function keysOfEveryOption(union: z.ZodType): string[] {
  return [...new Set((defOf(union).options ?? []).flatMap((o) => Object.keys(defOf(unwrap(o)).shape ?? {})))];
}

/**
 * For a value its field refuses in the chosen option of a discriminated union, but the same field
 * of another option takes (`sunk: with-class` in a per-salvo report): that option, the current
 * one, what the field takes here, and the field's advice for the value, if it has some.
 */
function otherOptionValue(
  root: z.ZodType,
  data: unknown,
  rel: DataPath,
): { tag: string; current: string; expected: string; expectedSaid: { expectedRu: string; expectedPl: string }; advice?: OtherOptionSaid } | undefined {
  if (rel.length === 0) return undefined;
  const key = String(rel[rel.length - 1]);
  const owner = valueAt(data, rel.slice(0, -1));
  const parent = schemaAt(root, data, rel.slice(0, -1));
  if (!parent || owner === null || typeof owner !== 'object' || Array.isArray(owner)) return undefined;
  const union = unwrap(parent);
  const d = defOf(union);
  const chosen = d.discriminator === undefined ? undefined : chooseOption(union, owner);
  const here = chosen ? defOf(unwrap(chosen.option)).shape?.[key] : undefined;
  if (!chosen || !here) return undefined;
  const value = (owner as Record<string, unknown>)[key];
  const tagOf = (o: z.ZodType): string[] => (defOf(defOf(unwrap(o)).shape?.[d.discriminator!] ?? o).values ?? []).map(String);
  const takes = (d.options ?? []).filter((o, i) => i !== chosen.index && (defOf(unwrap(o)).shape?.[key]?.safeParse(value).success ?? false)).flatMap(tagOf);
  if (takes.length === 0) return undefined;
  const advice = (otherOptionAdviceOf(here) ?? otherOptionAdviceOf(unwrap(here)))?.(value);
  return {
    tag: takes.map((t) => `${d.discriminator}: ${t}`).join(' or '),
    current: `${d.discriminator}: ${tagOf(chosen.option).join(', ')}`,
    expected: describeExpected(here),
    expectedSaid: expectedParts(here),
    ...(advice !== undefined ? { advice } : {}),
  };
}

/** The schema node describing the value at `path` (unions resolved by the data). */
export function schemaAt(root: z.ZodType, data: unknown, path: DataPath): z.ZodType | undefined {
  let s: z.ZodType | undefined = root;
  for (let i = 0; i <= path.length && s; i++) {
    s = unwrap(s);
    let d = defOf(s);
    if (d.type === 'union') {
      const chosen = chooseOption(s, valueAt(data, path.slice(0, i)));
      if (!chosen) return i === path.length ? s : undefined;
      if (i === path.length) return s;
      s = unwrap(chosen.option);
      d = defOf(s);
    }
    if (i === path.length) return s;
    const seg = path[i]!;
    if (d.type === 'object') s = d.shape?.[String(seg)];
    else if (d.type === 'array') s = d.element;
    else if (d.type === 'record') s = d.valueType;
    else if (d.type === 'tuple') s = typeof seg === 'number' ? d.items?.[seg] : undefined;
    else return undefined;
  }
  return s;
}

/** The field info of the schema at `path`, looking through wrappers. */
function infoAt(root: z.ZodType, data: unknown, path: DataPath): FieldInfo | undefined {
  const s = schemaAt(root, data, path);
  if (!s) return undefined;
  const direct = fieldInfoOf(s) ?? fieldInfoOf(unwrap(s));
  if (direct || defOf(unwrap(s)).type !== 'union') return direct;
  const chosen = chooseOption(unwrap(s), valueAt(data, path));
  return chosen ? (fieldInfoOf(chosen.option) ?? fieldInfoOf(unwrap(chosen.option))) : undefined;
}

/** A short rendering of a value for messages. */
export function showValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null (empty)';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 37)}...` : v);
  if (Array.isArray(v)) return `a list of ${v.length}`;
  if (typeof v === 'object') return 'a mapping';
  return String(v);
}

/** What the value should be, in `w`'s words (English unless given). */
function describeExpected(s: z.ZodType | undefined, w: ExpectedWords = EXPECTED_EN): string {
  if (!s) return w.any;
  const u = unwrap(s);
  const d = defOf(u);
  if (d.type === 'union') {
    if (d.discriminator !== undefined) {
      const tags = (d.options ?? []).flatMap((o) => defOf(defOf(unwrap(o)).shape?.[d.discriminator!] ?? o).values ?? []);
      return w.mappingWith(d.discriminator, tags.map(String));
    }
    return [...new Set((d.options ?? []).map((o) => describeExpected(o, w)))].join(w.or);
  }
  if (d.type === 'pipe' && d.in) return describeExpected(d.in, w);
  if (d.type === 'enum') return w.oneOf(Object.values(d.entries ?? {}).map(String));
  if (d.type === 'literal') return (d.values ?? []).map((v) => JSON.stringify(v)).join(w.or);
  return w.types[d.type] ?? d.type;
}

/** The expectation in Russian and Polish, as parts (./issue-text.ts says the error from them). */
function expectedParts(s: z.ZodType | undefined): { expectedRu: string; expectedPl: string } {
  return { expectedRu: describeExpected(s, EXPECTED_RU), expectedPl: describeExpected(s, EXPECTED_PL) };
}

/**
 * A value to write for a required key left out, where a kind alone (`(a list)`) says too little:
 * the damage steps, the fleet, the sides, a name from the id beside it (`name: Cruiser`).
 * Undefined where the kind says enough (`rows: (a whole number)`).
 */
function missingExample(full: DataPath, data: unknown, rel: DataPath): string | undefined {
  const path = full.map((k) => (typeof k === 'number' ? '#' : k)).join('.');
  const owner = valueAt(data, rel.slice(0, -1));
  const id = owner !== null && typeof owner === 'object' && !Array.isArray(owner) ? (owner as Record<string, unknown>)['id'] : undefined;
  const named = typeof id === 'string' && /^[a-z0-9-]+$/u.test(id) ? id.charAt(0).toUpperCase() + id.slice(1).replace(/-/gu, ' ') : undefined;
  switch (path) {
    case 'fleet':
      return '[{ id: cruiser, name: Cruiser, size: 3 }]';
    case 'turns.salvo.steps':
      return damageStepsExample(data) ?? '[{ damage: 5, shots: 2 }, { damage: 10, shots: 1 }]';
    case 'turns.salvo.shots':
      return '3';
    case 'turns.sides':
      return '[{ id: blue, name: Blue }, { id: red, name: Red }]';
    case 'fleet.#.name':
    case 'turns.sides.#.name':
      return named;
    // The variant's own name: from its id (`id: north-sea`, `name: North sea`), a text every
    // declared language takes.
    case 'name':
      return named ?? 'My variant';
    // Its id: from its name where that is written in Latin letters (`name: North Sea`,
    // `id: north-sea`), else one to rename.
    case 'id': {
      const name = owner !== null && typeof owner === 'object' && !Array.isArray(owner) ? (owner as Record<string, unknown>)['name'] : undefined;
      const first = typeof name === 'string' ? name : name !== null && typeof name === 'object' && !Array.isArray(name) ? Object.values(name as Record<string, unknown>).find((v) => typeof v === 'string' && /[a-z]/iu.test(v)) : undefined;
      const slug = typeof first === 'string' ? first.toLowerCase().replace(/[^a-z0-9]+/gu, '-').replace(/^-+|-+$/gu, '').slice(0, 40).replace(/-+$/u, '') : '';
      return slug !== '' ? slug : 'my-variant';
    }
    default:
      return undefined;
  }
}

/**
 * Damage steps sized to the fleet, for `steps:` left out of `kind: damage`: the cells that count as
 * damage (a protected ship's only where `countProtected` is not false) split in thirds, each step a
 * shot fewer than the one before, from the salvo's `shots` (3 where not given). Every threshold is
 * a hit short of the whole fleet at most, so the example, pasted, is reached and valid; fewer steps
 * where the shots or the cells leave room for fewer. Undefined where a class's cells are not known
 * (no size, a shape not written as cells).
 *
 * @example
 *   // fleet: 2×3 + 2×2 (10 cells), shots: 3
 *   damageStepsExample(data) // '[{ damage: 3, shots: 2 }, { damage: 7, shots: 1 }]'
 */
function damageStepsExample(data: unknown): string | undefined {
  if (!isRecord(data) || !Array.isArray(data['fleet'])) return undefined;
  const turns = data['turns'];
  const salvo = isRecord(turns) ? turns['salvo'] : undefined;
  const countProtected = !(isRecord(salvo) && salvo['countProtected'] === false);
  let cells = 0;
  for (const c of data['fleet'] as unknown[]) {
    if (!isRecord(c)) return undefined;
    const count = c['count'] === undefined ? 1 : c['count'];
    const size = typeof c['size'] === 'number' ? c['size'] : Array.isArray(c['shape']) ? c['shape'].length : undefined;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || size === undefined || !Number.isInteger(size) || size < 1) return undefined;
    if (c['protected'] === true && !countProtected) continue;
    cells += size * count;
  }
  const shots = isRecord(salvo) && typeof salvo['shots'] === 'number' && Number.isInteger(salvo['shots']) && salvo['shots'] >= 1 ? salvo['shots'] : 3;
  // At most a hit short of all the cells; a step per shot it can take away (one step at least).
  const reachable = cells - 1;
  const steps = Math.min(2, Math.max(1, shots - 1), reachable);
  if (steps < 1) return undefined;
  const out: string[] = [];
  for (let k = 1; k <= steps; k++) {
    const damage = Math.max(k, Math.min(reachable - (steps - k), Math.round((k * cells) / (steps + 1))));
    out.push(`{ damage: ${damage}, shots: ${Math.max(1, shots - k)} }`);
  }
  return `[${out.join(', ')}]`;
}

/** `showValue`'s value as parts: what kind of value, and the text or count. */
function foundParts(v: unknown): DiagnosticParts {
  if (v === undefined) return { foundKind: 'nothing' };
  if (v === null) return { foundKind: 'null' };
  if (Array.isArray(v)) return { foundKind: 'list', count: v.length };
  if (typeof v === 'object') return { foundKind: 'mapping' };
  if (typeof v === 'string') return { foundKind: 'text', found: v.length > 40 ? `${v.slice(0, 37)}...` : v };
  return { foundKind: 'value', found: showValue(v) };
}

/** A field's own advice in Russian and Polish, as parts (`hintRu`, `hintPl`), where it has some. */
function hintParts(info: FieldInfo | undefined): DiagnosticParts {
  return info?.said === undefined ? {} : { hintRu: info.said.ru.hint, hintPl: info.said.pl.hint };
}

/**
 * A value its field refuses (`0 is not a ship size`), as parts where the field has Russian and
 * Polish words: the value, what it is not and the advice (./issue-text.ts, kind `field`).
 */
function fieldParts(info: FieldInfo | undefined, where: string, value: unknown): DiagnosticParts | undefined {
  if (info?.said === undefined) return undefined;
  const meant = languageHint(info, value) ?? idHint(info, value) ?? fractionHint(info, value);
  const hints = meant === undefined ? hintParts(info) : { hintRu: meant.ru, hintPl: meant.pl };
  return { kind: 'field', where, ...foundParts(value), badRu: info.said.ru.bad, badPl: info.said.pl.bad, ...hints };
}

/**
 * The advice for a language code written as a slip (`EN`, `eng`, `polski`): the code to write
 * (../core/language-meant.ts), in English, Russian and Polish; undefined for any other refused value.
 */
function languageHint(info: FieldInfo | undefined, value: unknown): { en: string; ru: string; pl: string } | undefined {
  if (info?.code !== 'bad-language' || typeof value !== 'string') return undefined;
  const code = languageMeant(value);
  if (code === undefined) {
    // Two codes in one item (`[ru pl]`): the comma between them.
    const codes = languagesMeant(value);
    if (codes === undefined) return undefined;
    const list = codes.join(', ');
    return { en: `write ${list}: a code to a language, apart by commas`, ru: `напишите ${list}: по коду на язык, через запятую`, pl: `napisz ${list}: po kodzie na język, oddzielone przecinkami` };
  }
  return { en: `write ${code}, the language's code`, ru: `напишите ${code} — код языка`, pl: `napisz ${code} — kod języka` };
}

/**
 * The advice for an id written as a name (`Big Ship`, `Patrol_Boat`): the id it makes, lower case
 * with hyphens (`big-ship`); undefined where it holds letters other than a-z (a name in Cyrillic
 * has no one spelling in Latin letters) or makes no id.
 */
function idHint(info: FieldInfo | undefined, value: unknown): { en: string; ru: string; pl: string } | undefined {
  const id = info?.code === 'bad-id' && typeof value === 'string' ? idFromName(value) : undefined;
  if (id === undefined) return undefined;
  return { en: `write ${id}: lower-case letters a-z, digits and hyphens`, ru: `напишите ${id}: строчные латинские буквы a-z, цифры и дефисы`, pl: `napisz ${id}: małe litery łacińskie a-z, cyfry i łączniki` };
}

/**
 * The advice for a number with a fraction where a whole one goes (`size: 2.5`): not the range
 * alone, which 2.5 may be within; undefined for any other value.
 */
function fractionHint(info: FieldInfo | undefined, value: unknown): { en: string; ru: string; pl: string } | undefined {
  return typeof value === 'number' && Number.isFinite(value) && !Number.isInteger(value) ? info?.whole : undefined;
}

const FORMAT_DOC = 'see docs/variant-format.md';

/** Unknown keys of one mapping reported one by one; the rest are counted in one diagnostic. */
const MAX_KEYS_LISTED = 100;

/**
 * A number or true/false written in quotes where the field takes that (`size: "3"`,
 * `diagonal: 'true'`, `"True"`): the value as it is written without them (true or false in lower
 * case); undefined for any other value.
 */
function quotedValue(expected: unknown, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if ((expected === 'int' || expected === 'number') && /^[+-]?\d+(?:\.\d+)?$/u.test(v)) return v;
  // `"True"`, `'FALSE'`: written bare, YAML reads True and FALSE as true and false too; the
  // lower case is the one the docs write, and any case in quotes meant the same.
  if (expected === 'boolean' && /^(?:true|false)$/iu.test(v)) return v.toLowerCase();
  return undefined;
}

/** Numbers 0 to 20 written in words, in English, Russian and Polish (each list from zero). */
const NUMBER_WORDS: readonly (readonly string[])[] = [
  ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'],
  ['ноль', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять', 'десять', 'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать', 'пятнадцать', 'шестнадцать', 'семнадцать', 'восемнадцать', 'девятнадцать', 'двадцать'],
  ['zero', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć', 'dziesięć', 'jedenaście', 'dwanaście', 'trzynaście', 'czternaście', 'piętnaście', 'szesnaście', 'siedemnaście', 'osiemnaście', 'dziewiętnaście', 'dwadzieścia'],
];
/** Other forms of a number word (the feminine and neuter of one and two). */
const NUMBER_FORMS: Readonly<Record<string, number>> = { одна: 1, одно: 1, две: 2, нуль: 0, jedna: 1, jedno: 1, dwie: 2 };

/** The tens from 30 to 90, and a hundred, in words (a shot limit's `шестьдесят`, Perelman's 60), in English, Russian and Polish. */
const TENS_WORDS: Readonly<Record<string, number>> = {
  thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90, hundred: 100, 'a hundred': 100, 'one hundred': 100,
  тридцать: 30, сорок: 40, пятьдесят: 50, шестьдесят: 60, семьдесят: 70, восемьдесят: 80, девяносто: 90, сто: 100,
  trzydzieści: 30, czterdzieści: 40, pięćdziesiąt: 50, sześćdziesiąt: 60, siedemdziesiąt: 70, osiemdziesiąt: 80, dziewięćdziesiąt: 90, sto: 100,
};

/** The number 0 to 20 one word names, else undefined. */
function unitWord(w: string): number | undefined {
  for (const words of NUMBER_WORDS) {
    const n = words.indexOf(w);
    if (n >= 0) return n;
  }
  return NUMBER_FORMS[w];
}

/** `count: two`, `size: четыре`, `shotLimit: шестьдесят`, `shots: dwa`: the number words name (0 to 100: `twenty-five`, `двадцать пять`), in digits, where a number is expected. */
function numberWordMeant(expected: unknown, value: unknown): string | undefined {
  if ((expected !== 'int' && expected !== 'number') || typeof value !== 'string') return undefined;
  const w = value.trim().toLocaleLowerCase('und').replace(/\s+/gu, ' ');
  const unit = unitWord(w);
  if (unit !== undefined) return String(unit);
  if (TENS_WORDS[w] !== undefined) return String(TENS_WORDS[w]);
  // A ten and a unit: `twenty-five`, `сорок два`, `dwadzieścia pięć`.
  const m = /^(\S+)[ -](\S+)$/u.exec(w);
  if (m === null) return undefined;
  const ten = m[1] === 'twenty' || m[1] === 'двадцать' || m[1] === 'dwadzieścia' ? 20 : TENS_WORDS[m[1]!];
  const one = unitWord(m[2]!);
  return ten === undefined || ten % 10 !== 0 || ten >= 100 || one === undefined || one < 1 || one > 9 ? undefined : String(ten + one);
}

/**
 * `spacing: без касания`, `kind: по кораблям`: a choice written in Russian or Polish words, told
 * the English word it means, as the file is to say it.
 */
function nativeChoice(key: string, meant: string, value: string, values: readonly string[], where: string, full: DataPath, emit: Emit): void {
  emit(
    'invalid-choice',
    `${where}: ${showValue(value)} is not one of ${values.join(', ')}`,
    `write ${key}: ${meant}, the value for ${showValue(value)}: the values are English words`,
    full,
    false,
    undefined,
    { kind: 'choice', where, ...foundParts(value), values, native: meant, key },
  );
}

/** The emit of `convert`. */
type Emit = (code: string, message: string, suggestion: string | undefined, path: DataPath, atKey?: boolean, note?: string, parts?: DiagnosticParts, at?: SourcePosition) => void;

/**
 * `columnLabels: 13` (or `rowLabels: 10`, `true`): a number where the labels go. Told what the key
 * takes, the two kinds written for the board's count of columns (or rows), and, where the number
 * is another count the board could have, the key that sets it.
 *
 * @example
 *   // board: { columns: 10, columnLabels: 13 } gives
 *   // board.columnLabels: expected labels, found 13: columnLabels is a list of labels or a kind of them, letters (A, B, …) or numbers (1, 2, …)
 *   // (for 10 columns write columnLabels: letters (A to J) or columnLabels: numbers (1 to 10); the number of columns is set by columns: for 13, write columns: 13)
 */
function labelsNotNumber(key: 'columnLabels' | 'rowLabels', value: number | boolean, data: unknown, where: string, full: DataPath, emit: Emit): void {
  const noun = key === 'columnLabels' ? 'columns' : 'rows';
  const board = isRecord(data) ? data['board'] : undefined;
  const given = isRecord(board) ? board[noun] : undefined;
  const count = typeof given === 'number' && Number.isInteger(given) && given >= 2 && given <= 26 ? given : 10;
  const last = String.fromCharCode(64 + count);
  const letters = `${key}: letters (A to ${last})`;
  const numbers = `${key}: numbers (1 to ${count})`;
  // Rows are usually numbered, columns lettered: the usual kind first.
  const kinds = noun === 'rows' ? `${numbers} or ${letters}` : `${letters} or ${numbers}`;
  const size = typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 26 && value !== count ? value : undefined;
  emit(
    'wrong-type',
    `${where}: expected labels, found ${showValue(value)}: ${key} is a list of labels or a kind of them, letters (A, B, …) or numbers (1, 2, …)`,
    `for ${count} ${noun} write ${kinds}${size !== undefined ? `; the number of ${noun} is set by ${noun}: for ${size}, write ${noun}: ${size}` : ''}`,
    full,
    false,
    undefined,
    { kind: 'slip', form: 'labels-number', where, key, noun, count, last, found: showValue(value), ...(size !== undefined ? { size } : {}) },
  );
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** The words of the templates in their languages (templates/statki.yaml, morskoy-boy.yaml), a sample to start from. */
const WORD_SAMPLES: Readonly<Record<string, string>> = {
  en: '{ miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: My fleet, enemyChart: Enemy fleet }',
  ru: '{ miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мой флот, enemyChart: Флот противника }',
  pl: '{ miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moja flota, enemyChart: Flota przeciwnika }',
};

/** `words: { en: { miss: miss, … } }` for the languages declared (English where none is read), at most three. */
function wordsToWrite(languages: unknown): string {
  const codes = Array.isArray(languages) ? languages.filter((l): l is string => typeof l === 'string' && /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/u.test(l)) : [];
  const langs = [...new Set(codes.length > 0 ? codes : ['en'])];
  const each = langs.slice(0, 3).map((l) => `${l}: ${WORD_SAMPLES[l] ?? '{ miss: …, hit: …, sunk: …, noHits: …, ownChart: …, enemyChart: … }'}`);
  return `words: { ${[...each, ...(langs.length > 3 ? ['…'] : [])].join(', ')} }`;
}

/** A list's item as written in brackets: `{ id: a, name: A, size: 3 }`, its first keys only. */
function flowItem(item: Record<string, unknown>): string {
  const keys = Object.keys(item);
  const shown = keys.slice(0, 3).filter((k) => { const v = item[k]; return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'; });
  const text = shown.map((k) => `${k}: ${String(item[k])}`);
  return `{ ${[...text, ...(shown.length < keys.length ? ['…'] : [])].join(', ')} }`;
}

/** `salvo: guns` for `salvo: { kind: guns }`: suggest the mapping. */
function shorthandHint(schema: z.ZodType | undefined, value: unknown, index?: number): string | undefined {
  if (!schema) return undefined;
  const d = defOf(unwrap(schema));
  // `languages: en` (or `en, ru`), `gunsLostAt: 2`: the entries of a list written without its brackets.
  if (d.type === 'array' && d.element !== undefined) {
    const element = writtenType(d.element);
    // `fleet:` over `cruiser: { size: 3 }`: items keyed by their ids, a mapping where a list of
    // them goes; or one item (`fleet: { id: a, … }`) without the list around it.
    const itemKeys = element === 'object' ? Object.keys(defOf(unwrap(d.element)).shape ?? {}) : [];
    if (itemKeys.includes('id') && isRecord(value)) {
      if (Object.hasOwn(value, 'id')) return `write [${flowItem(value)}]`;
      const ids = Object.keys(value);
      // `sides: { blue: Blue, red: Red }`: an item of an id and a name, by its name alone.
      const named = itemKeys.length === 2 && itemKeys.includes('name');
      const item = (k: string): Record<string, unknown> | undefined => {
        const v = value[k];
        return isRecord(v) ? { id: k, ...v } : v === null ? { id: k } : named && typeof v === 'string' ? { id: k, name: v } : undefined;
      };
      if (ids.length > 0 && ids.every((k) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/u.test(k) && item(k) !== undefined)) {
        const items = ids.slice(0, 2).map((k) => flowItem(item(k)!));
        return `write [${items.join(', ')}${ids.length > 2 ? ', …' : ''}]`;
      }
    }
    // `steps: { 4: 3, 8: 2 }`: items of two numbers (a damage and its shots) written as a mapping
    // of the one to the other; the list of items meant, in the order written.
    if (itemKeys.length === 2 && !itemKeys.includes('id') && isRecord(value)) {
      const pairs = Object.entries(value);
      const [first, second] = itemKeys as [string, string];
      if (pairs.length > 0 && pairs.every(([k, v]) => /^\d+$/u.test(k) && typeof v === 'number')) return `write [${pairs.map(([k, v]) => `{ ${first}: ${k}, ${second}: ${showValue(v)} }`).join(', ')}]`;
    }
    if (element === 'number' && typeof value === 'number') return `write [${showValue(value)}]`;
    const entries = typeof value === 'string' ? value.split(/[\s,]+/u).filter((e) => e !== '') : [];
    if (element === 'string' && entries.length > 0) return `write [${entries.join(', ')}]`;
    return undefined;
  }
  // `name: 3`, `name: [Aegean]`: a localized text (a text, or a mapping of one per language)
  // written as a number, which YAML reads as one, or as a list of one text.
  if (d.type === 'union' && d.discriminator === undefined) {
    const types = (d.options ?? []).map(writtenType);
    if (types.includes('string') && types.includes('record')) {
      if (typeof value === 'number' || typeof value === 'boolean') return `write "${String(value)}"`;
      if (Array.isArray(value) && value.length === 1 && typeof value[0] === 'string') return `write ${value[0]}`;
    }
  }
  // `count: [2]`, `rows: [8]`: one number in brackets where the number goes.
  if (d.type === 'number' && Array.isArray(value) && value.length === 1 && typeof value[0] === 'number' && schema.safeParse(value[0]).success) return `write ${showValue(value[0])}`;
  // `salvo: 3`: a number of shots where the mapping of a kind goes, the kind whose one key is shots.
  if (d.type === 'union' && d.discriminator !== undefined && typeof value === 'number' && Number.isInteger(value) && value > 0) {
    const tag = d.discriminator;
    const option = (d.options ?? []).map((o) => defOf(unwrap(o))).find((o) => o.shape !== undefined && Object.keys(o.shape).filter((k) => k !== tag).join(' ') === 'shots');
    const kind = option?.shape?.[tag] !== undefined ? defOf(option.shape[tag]).values?.[0] : undefined;
    return kind === undefined ? undefined : `write { ${tag}: ${String(kind)}, shots: ${value} }`;
  }
  // `placement:` over `- diagonal: false` / `- spacing: no-contact`: the mapping's keys written as
  // list items, one key each; the mapping they make, without the dashes.
  if (Array.isArray(value) && value.length > 0 && value.every((v) => isRecord(v) && Object.keys(v).length === 1)) {
    const shapes = d.type === 'object' ? [d.shape] : d.type === 'union' ? (d.options ?? []).map((o) => defOf(unwrap(o)).shape) : [];
    const merged: Record<string, unknown> = Object.assign({}, ...(value as Record<string, unknown>[]));
    const keys = Object.keys(merged);
    if (keys.length === value.length && shapes.some((shape) => shape !== undefined && keys.every((k) => Object.hasOwn(shape, k)))) {
      const shown = keys.slice(0, 4).map((k) => {
        const v = merged[k];
        return `${k}: ${typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '…'}`;
      });
      return `write { ${[...shown, ...(keys.length > 4 ? ['…'] : [])].join(', ')} }`;
    }
  }
  if (typeof value !== 'string') return undefined;
  // `placement:` over `spacing may-touch` (or `spacing:may-touch`): one of the mapping's keys
  // without the ": " after it, so YAML read the line as text.
  // `sides: [blue, red]`: a side (id and name) given by a word alone.
  if (d.type === 'object' && d.shape !== undefined && Object.keys(d.shape).sort().join(' ') === 'id name' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/u.test(value)) {
    return `write { id: ${value}, name: ${value.charAt(0).toUpperCase()}${value.slice(1)} }`;
  }
  // `sides: [Синие, Красные]` (or `[Blue Team, …]`): a side given by its name alone; its id made
  // from a Latin name, else the id the sides have by default in its place (blue, red).
  if (d.type === 'object' && d.shape !== undefined && Object.keys(d.shape).sort().join(' ') === 'id name' && /\p{L}/u.test(value) && !/[:{}[\],#]/u.test(value)) {
    const id = idFromName(value.trim()) ?? (index === 0 ? 'blue' : index === 1 ? 'red' : undefined);
    if (id !== undefined) return `write { id: ${id}, name: ${value.trim()} }`;
  }
  const shapes = d.type === 'object' ? [d.shape] : d.type === 'union' ? (d.options ?? []).map((o) => defOf(unwrap(o)).shape) : [];
  const m = /^([A-Za-z][A-Za-z0-9_-]*)(?::|:?\s+)(\S.*)$/u.exec(value.trim());
  if (m && shapes.some((shape) => shape !== undefined && Object.hasOwn(shape, m[1]!))) return `write ${m[1]!}: ${m[2]!}`;
  // `placement: no-contact`: a word of one of the mapping's choices, given for the whole mapping.
  if (d.type === 'object' && d.shape !== undefined) {
    const owners = Object.entries(d.shape).filter(([, field]) => {
      const f = defOf(unwrap(field));
      return f.type === 'enum' && Object.values(f.entries ?? {}).includes(value.trim());
    });
    if (owners.length === 1) return `write { ${owners[0]![0]}: ${value.trim()} }`;
    // `placement: без касания`: a choice of one of its fields said in Russian or Polish words.
    const natives = Object.entries(d.shape).flatMap(([key, field]) => {
      const f = defOf(unwrap(field));
      const meant = f.type === 'enum' ? nativeChoiceMeant(value, Object.values(f.entries ?? {})) : undefined;
      return meant !== undefined ? [`${key}: ${meant}`] : [];
    });
    if (natives.length === 1) return `write { ${natives[0]!} }`;
  }
  if (d.type !== 'union' || d.discriminator === undefined) return undefined;
  const tags = (d.options ?? []).flatMap((o) => defOf(defOf(unwrap(o)).shape?.[d.discriminator!] ?? o).values ?? []);
  if (tags.includes(value)) return `write { ${d.discriminator}: ${value} }`;
  // `salvo: по кораблям`: the kind said in Russian or Polish words.
  const native = nativeChoiceMeant(value, tags.map(String));
  return native !== undefined ? `write { ${d.discriminator}: ${native} }` : undefined;
}

/**
 * Which key a diagnostic is about, to pair a misspelt key with the missing one it means:
 * `typo\0parent\0meant` for an unknown key, `missing\0parent\0key` for a missing one.
 */
const keyNote = new WeakMap<Diagnostic, string>();

/** Convert zod issues to diagnostics with positions. */
export function issuesToDiagnostics(issues: readonly z.core.$ZodIssue[], ctx: Ctx): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const issue of issues) convert(issue, [], ctx, out);
  // `mis: miss` for `miss: miss` is one mistake: the unknown key says "did you mean miss?", and
  // the required key it misspells is not also said to be missing.
  const misspelt = new Set(out.map((d) => keyNote.get(d)).filter((n) => n?.startsWith('typo\u0000')));
  // zod may report one bad value twice (1e308: not an integer, and too big): keep the first.
  const seen = new Set<string>();
  return out.filter((d) => {
    const note = keyNote.get(d);
    if (note?.startsWith('missing\u0000') && misspelt.has(`typo${note.slice('missing'.length)}`)) return false;
    const key = `${d.code}\u0000${d.path ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function convert(issue: z.core.$ZodIssue, base: DataPath, ctx: Ctx, out: Diagnostic[]): void {
  const rel: DataPath = [...base, ...(issue.path as (string | number)[])];
  const full: DataPath = [...(ctx.prefix ?? []), ...rel];
  const where = formatPath(full) || '(document)';
  const value = valueAt(ctx.data, rel);
  const emit = (code: string, message: string, suggestion: string | undefined, path: DataPath, atKey = false, note?: string, parts?: DiagnosticParts, at?: SourcePosition): void => {
    const p = at ?? (atKey ? ctx.locate.keyPositionOf?.(path) : ctx.locate.positionOf?.(path));
    const d: Diagnostic = {
      severity: 'error',
      code,
      message,
      ...(suggestion !== undefined ? { suggestion } : {}),
      ...(ctx.locate.file !== undefined ? { file: ctx.locate.file } : {}),
      ...(p ? { line: p.line, column: p.column } : {}),
      path: formatPath(path),
      ...(parts !== undefined ? { parts } : {}),
    };
    if (note !== undefined) keyNote.set(d, note);
    out.push(d);
  };
  /** The note of a missing key at `full` (see `keyNote`). */
  const missing = (): string => `missing\u0000${formatPath(full.slice(0, -1))}\u0000${String(full[full.length - 1])}`;
  const info = infoAt(ctx.root, ctx.data, rel);
  /** `sunk: with-class` in a per-salvo report: a value of the other timing, said as such. */
  // The words indented as deep as their language (`words:` / `  en:` / `  miss: miss`), said once,
  // at the first of them: `key` of the mapping `owner` (words), `cut` the language to advise.
  const wordIndented = (key: string, owner: unknown, cut: string): void => {
    const keys = owner !== null && typeof owner === 'object' ? Object.keys(owner) : [];
    const before = keys.slice(0, keys.indexOf(key)).reverse();
    const empty = before.find((k) => (owner as Record<string, unknown>)[k] === null && !WORD_KEYS.includes(k));
    // The words after the first of them are the same slip: said once.
    if (empty !== undefined && before.slice(0, before.indexOf(empty)).some((k) => WORD_KEYS.includes(k))) return;
    emit(
      'bad-language',
      `${where}: ${JSON.stringify(key)} is a word, not a language code${empty !== undefined ? `; it belongs under words.${empty}, which is empty` : ''}`,
      empty !== undefined ? `indent it, and the words after it, 2 spaces deeper than "${empty}:", so that they are ${empty}'s` : `put the words under a language: words: { ${cut}: { ${key}: … } }`,
      full,
      true,
      undefined,
      { kind: 'slip', form: 'words-indented', where, key, cut, ...(empty !== undefined ? { empty } : {}) },
    );
  };
  const crossed = (code: string): boolean => {
    const other = otherOptionValue(ctx.root, ctx.data, rel);
    if (!other) return false;
    const key = String(full[full.length - 1]);
    emit(
      code,
      `${where}: ${showValue(value)} is a value for ${other.tag}; with ${other.current}, ${key} is ${other.expected}`,
      other.advice?.en ?? `set ${other.tag}, or write ${other.expected} here`,
      full,
      false,
      undefined,
      {
        kind: 'slip',
        form: 'other-timing-value',
        where,
        key,
        tag: other.tag,
        current: other.current,
        ...foundParts(value),
        ...other.expectedSaid,
        ...(other.advice !== undefined ? { adviceRu: other.advice.ru, advicePl: other.advice.pl } : {}),
      },
    );
    return true;
  };

  switch (issue.code) {
    case 'unrecognized_keys': {
      let obj = schemaAt(ctx.root, ctx.data, rel);
      const union = obj && defOf(unwrap(obj)).type === 'union' ? unwrap(obj) : undefined;
      if (union) obj = chooseOption(union, value)?.option;
      // No option chosen (its tag missing): the keys of every option are allowed, the tag's among them.
      const allowed = obj ? Object.keys(defOf(unwrap(obj)).shape ?? {}) : union ? keysOfEveryOption(union) : [];
      const shown = issue.keys.slice(0, MAX_KEYS_LISTED);
      if (issue.keys.length > shown.length) {
        const next = [...full, issue.keys[shown.length]!];
        const more = issue.keys.length - shown.length;
        emit('unknown-key', `${where}: ${more} more unknown key${more === 1 ? '' : 's'} from here on`, `allowed here: ${allowed.join(', ')}`, next, true, undefined, { kind: 'slip', form: 'more-unknown', where, count: more, allowed });
      }
      for (const key of shown) {
        const path = [...full, key];
        // `<<: *base`: YAML 1.1's merge of another mapping's keys, which YAML 1.2 reads as a key.
        if (key === '<<') {
          const here = full.length === 0 ? 'the top level' : formatPath(full);
          emit(
            'unknown-key',
            `${formatPath(path)}: "<<" merges another mapping's keys in YAML 1.1; salvo reads YAML 1.2, where it is a key like any other, so none of them is read into ${here}`,
            'write the keys here in full: an alias such as *base may stand for a whole value, not for some keys of a mapping',
            path,
            true,
            undefined,
            { kind: 'slip', form: 'merge-key', where: formatPath(path), here: full.length === 0 ? '' : formatPath(full) },
          );
          continue;
        }
        // `board: { size: 8 }`: a square board's size, given as rows and columns, not a ship's size.
        // Beside rows or columns (or both), the one not given is written in its place, or size deleted.
        if (key === 'size' && formatPath(full) === 'board' && allowed.includes('rows') && allowed.includes('columns') && isRecord(value)) {
          const given = value[key];
          const n = typeof given === 'number' && Number.isInteger(given) ? String(given) : '…';
          const present = (['rows', 'columns'] as const).filter((k) => k in value);
          const write = (['rows', 'columns'] as const).filter((k) => !(k in value)).map((k) => `${k}: ${n}`).join(' and ');
          const advice = present.length === 0 ? `write ${write}` : present.length === 1 ? `write ${write} in place of size; ${present[0]} is given` : 'delete size: rows and columns give the board\'s size';
          emit('unknown-key', `${formatPath(path)}: unknown key "size": a board's size is given by its rows and columns`, advice, path, true, undefined, {
            kind: 'slip',
            form: 'board-size-key',
            where: formatPath(path),
            write,
            ...(present.length > 0 ? { given: [...present] } : {}),
          });
          continue;
        }
        const guess = keyMeant(key, allowed);
        const elsewhere = guess === undefined && union ? otherOptionOf(union, key, value) : undefined;
        if (elsewhere) {
          // `shots: 1` in a salvo by ships afloat, with no perShip: the shots for each ship meant.
          const given = isRecord(value) ? value[key] : undefined;
          const perShip = key === 'shots' && elsewhere.current === 'kind: ships-afloat' && isRecord(value) && !('perShip' in value) && typeof given === 'number' && Number.isInteger(given) && given >= 1 ? given : undefined;
          // `counts` in a per-shot report: a key of the other timing, not a misspelling.
          emit(
            'unknown-key',
            `${formatPath(path)}: ${JSON.stringify(key)} is a key of ${elsewhere.tag}, not of ${elsewhere.current}`,
            perShip !== undefined
              ? `write perShip: ${perShip} in place of shots, the shots for each ship afloat; or set ${elsewhere.tag}`
              : `set ${elsewhere.tag}, or remove ${key}; with ${elsewhere.current} ${allowed.length === 1 ? `the only key is ${allowed[0]!}` : `the keys are ${allowed.join(', ')}`}`,
            path,
            true,
            undefined,
            { kind: 'slip', form: 'other-timing-key', where: formatPath(path), key, tag: elsewhere.tag, current: elsewhere.current, allowed, ...(perShip !== undefined ? { perShip } : {}) },
          );
          continue;
        }
        // `rozstawienie:` under `placement:`: the Russian or Polish word for the section it is
        // written in, taken for one of its keys; a value one of its choices reads (`bez
        // stykania`) tells which.
        const native = guess === undefined ? keyWordMeant(key) : undefined;
        if (native !== undefined && full.length > 0 && native === full[full.length - 1]) {
          const written = isRecord(value) ? value[key] : undefined;
          const shape = obj ? (defOf(unwrap(obj)).shape ?? {}) : {};
          const reads = Object.entries(shape).flatMap(([k, f]) => {
            const d = defOf(unwrap(f));
            const choices = d.type === 'enum' ? Object.values(d.entries ?? {}) : [];
            if (typeof written !== 'string' || choices.length === 0) return [];
            const meant = choices.includes(written) ? written : nativeChoiceMeant(written, choices);
            return meant !== undefined ? [`${k}: ${meant}`] : [];
          });
          const write = reads.length === 1 ? reads[0]! : undefined;
          const section = formatPath(full);
          emit(
            'unknown-key',
            `${formatPath(path)}: ${JSON.stringify(key)} means ${native}, the section it is written in, not a key of it`,
            write !== undefined ? `keys are written in English, and so are the values: write ${write}` : `keys are written in English; the keys of ${section} are ${allowed.join(', ')}`,
            path,
            true,
            undefined,
            { kind: 'slip', form: 'section-word', where: formatPath(path), key, section, allowed, ...(write !== undefined ? { write } : {}) },
          );
          continue;
        }
        // `odstępy: bez stykania` under `board:`: a Russian or Polish word for a key of another
        // section; the English key, the section, and the line its value reads as.
        // Only the top-level sections (`placement`), said alike in every language.
        const nativeHomes = native !== undefined ? homesOf(ctx.root, native).filter((h) => /^[A-Za-z]+$/u.test(h)) : [];
        if (native !== undefined && nativeHomes.length > 0 && nativeHomes.length <= 2) {
          const written = isRecord(value) ? value[key] : undefined;
          const home = nativeHomes.length === 1 ? defOf(unwrap(ctx.root)).shape?.[nativeHomes[0]!] : undefined;
          const field = home !== undefined ? defOf(unwrap(home)).shape?.[native] : undefined;
          const choices = field !== undefined && defOf(unwrap(field)).type === 'enum' ? Object.values(defOf(unwrap(field)).entries ?? {}) : [];
          const meant = typeof written === 'string' && choices.length > 0 ? (choices.includes(written) ? written : nativeChoiceMeant(written, choices)) : undefined;
          const write = meant !== undefined ? `${native}: ${meant}` : typeof written === 'boolean' ? `${native}: ${String(written)}` : native;
          const here = full.length === 0 ? 'the top level' : formatPath(full);
          emit(
            'unknown-key',
            `${formatPath(path)}: ${JSON.stringify(key)} means ${native}, a key of ${nativeHomes.join(' or ')}, not of ${here}`,
            `keys are written in English: write ${write} under ${nativeHomes.join(' or ')}`,
            path,
            true,
            undefined,
            { kind: 'slip', form: 'word-elsewhere', where: formatPath(path), key, native, homes: nativeHomes, write, ...(full.length === 0 ? {} : { here: formatPath(full) }) },
          );
          continue;
        }
        // `diagonal` in a class, `rows` at the top: a key of another section, put in the wrong one.
        const homes = guess === undefined ? homesOf(ctx.root, key) : [];
        if (homes.length > 0 && homes.length <= 2) {
          emit(
            'unknown-key',
            `${formatPath(path)}: ${JSON.stringify(key)} is a key of ${homes.join(' or ')}, not of ${full.length === 0 ? 'the top level' : formatPath(full)}`,
            `move it there; allowed here: ${allowed.join(', ')}`,
            path,
            true,
            undefined,
            { kind: 'elsewhere', where: formatPath(path), key, homes, allowed, ...(full.length === 0 ? {} : { here: formatPath(full) }) },
          );
          continue;
        }
        // `bord:` beside `board:`: the key it is near is already given, so it is not a misspelling
        // of it to rename but a stray copy (or a key the format lacks) to delete.
        const given = guess !== undefined && value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, guess);
        if (given) {
          emit(
            'unknown-key',
            `${formatPath(path)}: unknown key ${JSON.stringify(key)}`,
            `${guess} is already given here; delete ${key} if it is a stray copy`,
            path,
            true,
            undefined,
            { kind: 'unknown', where: formatPath(path), key, given: guess },
          );
          continue;
        }
        // A key in Russian or Polish (`строки:`): the English key, and that keys are English words.
        const foreign = guess !== undefined && isKeyInOtherLanguage(key);
        // A key in Cyrillic letters that is no word known here (`флотилия:`): keys are English all the same.
        const cyrillic = guess === undefined && /\p{Script=Cyrillic}/u.test(key);
        // `odstępy: bez stykania`: the value too in Russian or Polish words, the choice it means.
        const field = foreign && obj ? defOf(unwrap(obj)).shape?.[guess] : undefined;
        const written = isRecord(value) ? value[key] : undefined;
        const choices = field !== undefined && defOf(unwrap(field)).type === 'enum' ? Object.values(defOf(unwrap(field)).entries ?? {}) : [];
        const meant = typeof written === 'string' && choices.length > 0 && !choices.includes(written) ? nativeChoiceMeant(written, choices) : undefined;
        // `rоwLabels` with a Cyrillic о: the key meant, its look-alike letters named (the two read alike).
        const lookAlike = guess !== undefined ? cyrillicLookAlikes(key, guess) : undefined;
        if (guess !== undefined && lookAlike !== undefined) {
          emit(
            'unknown-key',
            `${formatPath(path)}: unknown key ${JSON.stringify(key)}`,
            `did you mean ${JSON.stringify(guess)}? Its ${lookAlike.map((c) => JSON.stringify(c)).join(', ')} ${lookAlike.length === 1 ? 'is a Cyrillic letter' : 'are Cyrillic letters'} that look${lookAlike.length === 1 ? 's' : ''} Latin: type the key with the Latin keyboard layout`,
            path,
            true,
            `typo\u0000${formatPath(full)}\u0000${guess}`,
            { kind: 'unknown', where: formatPath(path), key, guess, cyrillic: lookAlike },
          );
          continue;
        }
        emit(
          'unknown-key',
          `${formatPath(path)}: unknown key ${JSON.stringify(key)}`,
          guess !== undefined ? `did you mean ${JSON.stringify(guess)}?${foreign ? ` Keys are written in English${meant !== undefined ? `, and so are the values: write ${guess}: ${meant}` : ''}` : ''}` : `${cyrillic ? 'keys are written in English; ' : ''}allowed here: ${allowed.join(', ')}`,
          path,
          true,
          guess !== undefined ? `typo\u0000${formatPath(full)}\u0000${guess}` : undefined,
          { kind: 'unknown', where: formatPath(path), key, ...(guess !== undefined ? { guess } : { allowed }), ...(foreign || cyrillic ? { foreign: true } : {}), ...(meant !== undefined ? { write: `${guess}: ${meant}` } : {}) },
        );
      }
      return;
    }
    case 'invalid_type': {
      // `words:` / `  en:` / `  hit: hit`: a word whose key reads as a language code (hit, like
      // haw) is the slip of the words indented as deep as their language, not a language's words
      // written as text.
      if (value !== undefined && (value === null || typeof value !== 'object') && full.length === 2 && full[0] === 'words' && WORD_KEYS.includes(String(full[1]))) {
        const owner = valueAt(ctx.data, rel.slice(0, -1));
        if (owner !== null && typeof owner === 'object' && !Array.isArray(owner)) {
          const langs = Object.keys(owner).filter((k) => !WORD_KEYS.includes(k));
          wordIndented(String(full[1]), owner, langs.find((k) => (owner as Record<string, unknown>)[k] !== null) ?? 'en');
          return;
        }
      }
      if (value === undefined) {
        const last = full[full.length - 1];
        const schema = schemaAt(ctx.root, ctx.data, rel);
        // `words:` left out, as a newcomer does: the mapping to write, for the languages declared.
        if (full.length === 1 && last === 'words') {
          const write = wordsToWrite(isRecord(ctx.data) ? ctx.data['languages'] : undefined);
          emit('missing-key', `${where}: required but missing`, `add ${write}: what is said for a miss, a hit, a sinking and a salvo with no hits, and the two charts' titles, in each language`, full, false, missing(), {
            kind: 'missing',
            where,
            key: 'words',
            ...expectedParts(schema),
            write,
          });
          return;
        }
        const example = missingExample(full, ctx.data, rel);
        emit('missing-key', `${where}: required but missing`, `add ${String(last)}: (${describeExpected(schema)})${example !== undefined ? `, e.g. ${String(last)}: ${example}` : ''}`, full, false, missing(), {
          kind: 'missing',
          where,
          key: String(last),
          ...expectedParts(schema),
          ...(example !== undefined ? { example } : {}),
        });
        return;
      }
      if (crossed(issue.code === 'invalid_type' ? 'wrong-type' : 'invalid-choice')) return;
      if (info && (issue.expected === 'int' || issue.expected === 'number') && typeof value === 'number') {
        emit(info.code, `${where}: ${showValue(value)} is not ${info.noun}`, fractionHint(info, value)?.en ?? info.hint, full, false, undefined, fieldParts(info, where, value));
        return;
      }
      const schema = schemaAt(ctx.root, ctx.data, rel);
      const expected = describeExpected(schema);
      // A value of the wrong type with advice of its own: the message and parts each such finding gives, and `extra` (what the advice names).
      const wrongType = (advice: string, extra: DiagnosticParts): void =>
        emit('wrong-type', `${where}: expected ${expected}, found ${showValue(value)}`, advice, full, false, undefined, { kind: 'wrong-type', where, ...foundParts(value), ...expectedParts(schema), ...extra });
      // `rows: "8"`, `diagonal: "true"`: the value meant, in quotes, which YAML reads as text.
      const unquoted = quotedValue(issue.expected, value);
      if (unquoted !== undefined) {
        wrongType(`write ${unquoted} without the quotes: in quotes YAML reads it as text`, { unquoted });
        return;
      }
      // `count: two`, `size: четыре`: a number written in words, to write in digits.
      const digits = numberWordMeant(issue.expected, value);
      if (digits !== undefined) {
        wrongType(`write ${digits}: a number is written in digits`, { digits });
        return;
      }
      // `mark: 1`, `id: 7`: a number (or true, false) where a text goes, which YAML reads as a number: the text in quotes.
      if (issue.expected === 'string' && (typeof value === 'number' || typeof value === 'boolean') && !(info?.hint !== undefined && info.said === undefined)) {
        const inQuotes = `"${String(value)}"`;
        wrongType(`write ${inQuotes} in quotes: without them YAML reads ${String(value)} as a ${typeof value === 'number' ? 'number' : 'true or false'}, not as text`, { inQuotes });
        return;
      }
      // `size: 4 клетки`, `shotLimit: 60 shots`: a number with the word of what it counts, to write alone.
      const counted = (issue.expected === 'int' || issue.expected === 'number') && typeof value === 'string' ? /^\s*(\d+)\s+(\p{L}[\p{L}.-]*(?:\s+\p{L}[\p{L}.-]*){0,2})\s*$/u.exec(value) : null;
      if (counted !== null) {
        const [, number, unit] = counted as unknown as [string, string, string];
        wrongType(`write ${number}: the number alone, without "${unit}"`, { digits: number, unit });
        return;
      }
      // `diagonal: yes` (or `on`, `no`, `off`): YAML 1.1's true and false, text in YAML 1.2.
      const meant = issue.expected === 'boolean' ? yesNoMeant(value) : undefined;
      if (meant !== undefined) {
        wrongType(yesNoAdvice(meant, 'en'), { yesNo: meant });
        return;
      }
      // `diagonal: да`, `extraShotOnHit: tak`: yes or no in the designer's language.
      const native = issue.expected === 'boolean' ? nativeYesNoMeant(value) : undefined;
      if (native !== undefined) {
        wrongType(nativeYesNoAdvice(native, 'en'), { yesNoNative: native });
        return;
      }
      const shorthand = shorthandHint(schema, value, typeof full[full.length - 1] === 'number' ? (full[full.length - 1] as number) : undefined);
      // A field's own advice is said in other languages where it has words there, else whole in English.
      const typeParts: DiagnosticParts | undefined =
        info?.hint !== undefined && info.said === undefined && shorthand === undefined
          ? undefined
          : { kind: 'wrong-type', where, ...foundParts(value), ...expectedParts(schema), ...hintParts(info), ...(shorthand !== undefined ? { shorthand: shorthand.slice('write '.length) } : {}) };
      // The value rewritten as meant (`write [en]`) before the field's own advice, which says only what it takes.
      emit('wrong-type', `${where}: expected ${expected}, found ${showValue(value)}`, shorthand ?? info?.hint ?? `write ${expected} here`, full, false, undefined, typeParts);
      return;
    }
    case 'too_small':
    case 'too_big': {
      const big = issue.code === 'too_big';
      const bound = big ? (issue as { maximum: number | bigint }).maximum : (issue as { minimum: number | bigint }).minimum;
      // `.length(2)` is both bounds at once: said as exactly 2, not as at least or at most 2.
      const limitWords = (issue as { exact?: boolean }).exact === true ? 'exactly' : big ? 'at most' : 'at least';
      let what: string;
      // The fallback's words (no field's own noun or advice) said anew in other languages.
      const limit = (issue as { exact?: boolean }).exact === true ? 'exactly' : big ? 'most' : 'least';
      const rangeParts = (more: DiagnosticParts): DiagnosticParts | undefined =>
        info === undefined || info.said !== undefined ? { kind: 'range', where, bound: Number(bound), big, limit, ...hintParts(info), ...more } : undefined;
      let said: DiagnosticParts | undefined;
      if (typeof value === 'number') {
        what = `${value} is not ${info?.noun ?? 'in range'}`;
        said = info === undefined ? rangeParts({ value: String(value) }) : fieldParts(info, where, value);
      }
      else if (Array.isArray(value) && !big && spacedEntries(value, Number(bound))) {
        // `[0 0]`: one entry, "0 0", where a comma was meant.
        const parts = spacedEntries(value, Number(bound))!;
        emit(info?.code ?? 'out-of-range', `${where}: has ${value.length} entr${value.length === 1 ? 'y' : 'ies'} where ${String(bound)} are needed: a list's entries are separated by commas, not spaces`, `write [${parts.join(', ')}]`, full, false, undefined, {
          kind: 'spaced',
          where,
          count: value.length,
          bound: Number(bound),
          write: `[${parts.join(', ')}]`,
        });
        return;
      } else if (Array.isArray(value)) {
        what = `has ${entries(value.length)}; it must have ${limitWords} ${String(bound)}`;
        said = rangeParts({ count: value.length });
      }
      else if (typeof value === 'string') {
        what = `${showValue(value)} has ${characters(value.length)}; it must be ${limitWords} ${characters(Number(bound))} long`;
        said = info === undefined || info.said !== undefined ? { kind: 'length', where, ...foundParts(value), length: value.length, bound: Number(bound), big, limit, ...hintParts(info) } : undefined;
      }
      else what = `${showValue(value)} is ${big ? 'too big' : 'too small'}`;
      emit(info?.code ?? 'out-of-range', `${where}: ${what}`, fractionHint(info, value)?.en ?? info?.hint ?? `use ${big ? 'at most' : 'at least'} ${String(bound)}`, full, false, undefined, said);
      return;
    }
    case 'invalid_value': {
      if (crossed('invalid-choice')) return;
      const values = issue.values.map((v) => String(v));
      // `sunk: yes` (or "true", off) in a per-shot report: true or false meant, which no timing
      // takes as text; the field's own advice for the true or false meant, which says what to write.
      const meant = yesNoMeant(value) ?? quotedValue('boolean', value);
      // The field's own advice for the value written, else for the true or false meant.
      const here = schemaAt(ctx.root, ctx.data, rel);
      const advice = here !== undefined ? (otherOptionAdviceOf(here) ?? otherOptionAdviceOf(unwrap(here))) : undefined;
      // A penalty written as the ship it protects (`protectedHitPenalty: hospital`): the penalty to write, and where the ship is marked.
      const penalty = formatPath(full) === 'turns.protectedHitPenalty' && meant === undefined ? penaltyClassAdvice(ctx.data, value) : undefined;
      // `spacing: без касания`, `onShotsExhausted: remis`: the choice said in Russian or Polish words.
      const native = penalty === undefined && typeof value === 'string' && choiceMeant(value, values) === undefined ? nativeChoiceMeant(value, values) : undefined;
      if (native !== undefined) {
        nativeChoice(String(full[full.length - 1]), native, value as string, values, where, full, emit);
        return;
      }
      const own = advice?.(meant !== undefined ? meant === 'true' : value) ?? penalty;
      const guess = own === undefined && typeof value === 'string' ? choiceMeant(value, values) : undefined;
      emit(
        'invalid-choice',
        `${where}: ${showValue(value)} is not one of ${values.join(', ')}`,
        own?.en ?? (guess !== undefined ? `did you mean ${JSON.stringify(guess)}?` : `use one of ${values.join(', ')}`),
        full,
        false,
        undefined,
        { kind: 'choice', where, ...foundParts(value), values, ...(guess !== undefined ? { guess } : {}), ...(own !== undefined ? { adviceRu: own.ru, advicePl: own.pl } : {}) },
      );
      return;
    }
    case 'invalid_format': {
      emit(info?.code ?? 'bad-format', `${where}: ${showValue(value)} is not ${info?.noun ?? 'well formed'}`, (languageHint(info, value) ?? idHint(info, value))?.en ?? info?.hint ?? FORMAT_DOC, full, false, undefined, fieldParts(info, where, value));
      return;
    }
    case 'invalid_key': {
      let record = schemaAt(ctx.root, ctx.data, rel.slice(0, -1));
      if (record && defOf(unwrap(record)).type === 'union') record = chooseOption(unwrap(record), valueAt(ctx.data, rel.slice(0, -1)))?.option;
      const keyType = record ? defOf(unwrap(record)).keyType : undefined;
      const keyInfo = keyType ? fieldInfoOf(keyType) : undefined;
      const key = full[full.length - 1];
      // `{ ru: Поле, без Й, en: … }`: YAML reads the text after a comma in { } as a key without a
      // value; say so, rather than only that it is no language code.
      const split = value === null && keyInfo?.code === 'bad-language';
      const parent = formatPath(full.slice(0, -1));
      const owner = valueAt(ctx.data, rel.slice(0, -1));
      const keys = owner !== null && typeof owner === 'object' ? Object.keys(owner) : [];
      // The language whose text was cut: the nearest key before this one that is a language's.
      const cut = keys.slice(0, keys.indexOf(String(key))).reverse().find((k) => (owner as Record<string, unknown>)[k] !== null) ?? 'en';
      // `words:` / `  en:` / `  miss: miss`: the words indented as deep as their language, which is
      // left empty. Said as such, rather than that `miss` is no language code.
      if (!split && keyInfo?.code === 'bad-language' && parent === 'words' && WORD_KEYS.includes(String(key))) {
        wordIndented(String(key), owner, cut);
        return;
      }
      if (split) {
        // A text cut at two commas or more is one slip: said once, at its first piece, naming all.
        const o = owner as Record<string, unknown>;
        const after = keys.slice(keys.indexOf(cut) + 1);
        const end = after.findIndex((k) => o[k] !== null);
        const pieces = end < 0 ? after : after.slice(0, end);
        if (pieces.length > 1 && pieces[0] !== String(key)) return;
        const whole = typeof o[cut] === 'string' ? [o[cut] as string, ...pieces].join(', ') : undefined;
        const others = pieces.slice(1).map((k) => JSON.stringify(k));
        emit(
          keyInfo.code,
          `${where}: ${JSON.stringify(String(key))} is not ${keyInfo.noun}; ${others.length === 0 ? 'it reads as a piece of a text cut at a comma' : `it and ${others.join(', ')} read as pieces of a text cut at its commas`}`,
          `a comma inside { } starts a new entry: put the text in quotes, as ${parent}: { ${cut}: ${whole !== undefined && whole.length <= 80 ? JSON.stringify(whole) : '"…, …"'} }`,
          full,
          true,
          undefined,
          { kind: 'slip', form: 'text-cut', where, key: String(key), others: pieces.slice(1), parent, cut, ...(whole !== undefined && whole.length <= 80 ? { whole } : {}) },
        );
        return;
      }
      emit(keyInfo?.code ?? 'bad-format', `${where}: ${JSON.stringify(String(key))} is not ${keyInfo?.noun ?? 'an allowed key'}`, languageHint(keyInfo, String(key))?.en ?? keyInfo?.hint ?? FORMAT_DOC, full, true, undefined, fieldParts(keyInfo, where, String(key)));
      return;
    }
    case 'invalid_union': {
      const u = issue as z.core.$ZodIssueInvalidUnion & { note?: string; discriminator?: string; options?: unknown[] };
      if (u.discriminator !== undefined) {
        const options = (u.options ?? []).map((o) => String(o));
        if (value === undefined) {
          const owner = valueAt(ctx.data, rel.slice(0, -1));
          const union = schemaAt(ctx.root, ctx.data, rel.slice(0, -1));
          const choice = union ? choiceNeeded(unwrap(union), owner) : undefined;
          const tagKey = String(full[full.length - 1]);
          // The options in Russian and Polish (./slip-text.ts, form `tag-missing`).
          const [ru, pl] = union ? [choiceNeeded(unwrap(union), owner, EXPECTED_RU), choiceNeeded(unwrap(union), owner, EXPECTED_PL)] : [undefined, undefined];
          emit(
            'missing-key',
            `${where}: required but missing${choice ? `: it is ${choice.options}` : ''}`,
            choice?.fits !== undefined ? `add ${tagKey}: ${choice.fits}, the only one that takes ${choice.given}` : `add ${tagKey}: one of ${options.join(', ')}`,
            full,
            false,
            missing(),
            {
              kind: 'slip',
              form: 'tag-missing',
              where,
              key: tagKey,
              values: options,
              ...(ru !== undefined && pl !== undefined ? { optionsRu: ru.options, optionsPl: pl.options } : {}),
              ...(choice?.fits !== undefined ? { fits: choice.fits, given: choice.given } : {}),
            },
          );
          // `salvo: { knd: guns }`: zod says only that kind is missing, as no option is chosen to
          // know the other keys by; the keys of no option are unknown keys, said (and paired with
          // the missing tag they misspell) as in any mapping.
          if (union && owner !== null && typeof owner === 'object' && !Array.isArray(owner)) {
            const known = keysOfEveryOption(unwrap(union));
            const keys = Object.keys(owner).filter((k) => !known.includes(k));
            if (keys.length > 0) convert({ code: 'unrecognized_keys', keys, path: [], input: owner as Record<string, unknown>, message: '' }, rel.slice(0, -1), ctx, out);
          }
          return;
        }
        const guess = typeof value === 'string' ? choiceMeant(value, options) : undefined;
        const native = guess === undefined && typeof value === 'string' ? nativeChoiceMeant(value, options) : undefined;
        if (native !== undefined) {
          nativeChoice(String(full[full.length - 1]), native, value as string, options, where, full, emit);
          return;
        }
        emit(
          'invalid-choice',
          `${where}: ${showValue(value)} is not one of ${options.join(', ')}`,
          guess !== undefined ? `did you mean ${JSON.stringify(guess)}?` : `use one of ${options.join(', ')}`,
          full,
          false,
          undefined,
          { kind: 'choice', where, ...foundParts(value), values: options, ...(guess !== undefined ? { guess } : {}) },
        );
        return;
      }
      const union = schemaAt(ctx.root, ctx.data, rel);
      const chosen = union && defOf(unwrap(union)).type === 'union' ? chooseOption(unwrap(union), value) : undefined;
      const branch = chosen ? u.errors[chosen.index] : undefined;
      if (branch && branch.length > 0) {
        for (const sub of branch) convert(sub, rel, ctx, out);
        return;
      }
      if (value === undefined) {
        const key = String(full[full.length - 1]);
        const example = missingExample(full, ctx.data, rel);
        emit('missing-key', `${where}: required but missing`, `add ${key}: (${describeExpected(union)})${example !== undefined ? `, e.g. ${key}: ${example}` : ''}`, full, false, missing(), {
          kind: 'missing',
          where,
          key,
          ...expectedParts(union),
          ...(example !== undefined ? { example } : {}),
        });
        return;
      }
      // `columnLabels: 13`: a number (or true, false) where the labels go, the board's size or
      // the numbering meant; the kinds of labels written out for the board's own count.
      const axis = full.length === 2 && full[0] === 'board' && (full[1] === 'columnLabels' || full[1] === 'rowLabels') ? full[1] : undefined;
      if (axis !== undefined && (typeof value === 'number' || typeof value === 'boolean')) {
        labelsNotNumber(axis, value, ctx.data, where, full, emit);
        return;
      }
      const unionInfo = union ? fieldInfoOf(union) ?? fieldInfoOf(unwrap(union)) : undefined;
      if (unionInfo) {
        emit(unionInfo.code, `${where}: ${showValue(value)} is not ${unionInfo.noun}`, unionInfo.hint, full, false, undefined, fieldParts(unionInfo, where, value));
        return;
      }
      // `name: 3`, `name: [Aegean]`: the text meant (shorthandHint).
      const shorthand = union ? shorthandHint(union, value) : undefined;
      emit('wrong-type', `${where}: expected ${describeExpected(union)}, found ${showValue(value)}`, shorthand ?? `write ${describeExpected(union)} here`, full, false, undefined, {
        kind: 'wrong-type',
        where,
        ...foundParts(value),
        ...expectedParts(union),
        ...(shorthand !== undefined ? { shorthand: shorthand.slice('write '.length) } : {}),
      });
      return;
    }
    default: {
      // A custom issue (a shape's picture) may carry its own advice, and its parts for Russian and Polish (./slip-text.ts).
      const params = issue.code === 'custom' ? (issue.params as { suggestion?: unknown; parts?: DiagnosticParts; offset?: unknown } | undefined) : undefined;
      const own = params?.suggestion;
      const slip: DiagnosticParts | undefined = params?.parts !== undefined ? { ...params.parts, kind: 'slip', where } : undefined;
      // At the character the issue names (a picture's odd character), where the source places it.
      const at = typeof params?.offset === 'number' ? ctx.locate.charPositionOf?.(full, params.offset) : undefined;
      emit(info?.code ?? 'invalid-value', `${where}: ${issue.message}`, typeof own === 'string' ? own : (info?.hint ?? FORMAT_DOC), full, false, undefined, slip, at);
    }
  }
}

/** Cyrillic letters that look like Latin ones, and the Latin letter each is taken for. */
const LOOK_ALIKE: Readonly<Record<string, string>> = {
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', к: 'k', і: 'i', ј: 'j', ѕ: 's',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X',
};

/**
 * The Cyrillic letters of `key` (in their order, each once) where it is `guess` typed with
 * Cyrillic look-alikes among its Latin letters (`rоwLabels`); undefined otherwise.
 *
 * @example
 *   cyrillicLookAlikes('rоwLabels', 'rowLabels') // ['о']
 */
export function cyrillicLookAlikes(key: string, guess: string): string[] | undefined {
  if (!/\p{Script=Cyrillic}/u.test(key)) return undefined;
  const chars = [...key];
  if (chars.map((c) => (Object.hasOwn(LOOK_ALIKE, c) ? LOOK_ALIKE[c]! : c)).join('') !== guess) return undefined;
  return [...new Set(chars.filter((c) => Object.hasOwn(LOOK_ALIKE, c)))];
}
