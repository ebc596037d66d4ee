/**
 * Editing a variant file's text without losing its comments: `salvo init` copies a template and
 * gives the copy a new `id` by splicing the new value into the original text at the position of
 * the old one.
 *
 * @example
 *   renameVariantText('# Jutland\nid: jutland   # the id\n', 'my-jutland')
 *   // '# Jutland\nid: my-jutland   # the id\n'
 */
import { isMap, isPair, isScalar, parseDocument, stringify } from 'yaml';

/** The id as YAML must write it to read back as text: `1923`, `true` or `null` go in quotes. */
function idScalar(id: string): string {
  return stringify(id, { lineWidth: 0 }).replace(/\n$/u, '');
}

/**
 * The text with its top-level `id` value replaced by `id` (added as the first line when there
 * is none). Everything else, comments included, is kept byte for byte.
 */
export function renameVariantText(text: string, id: string): string {
  const doc = parseDocument(text);
  const root = doc.contents;
  if (isMap(root)) {
    for (const pair of root.items) {
      if (isPair(pair) && isScalar(pair.key) && pair.key.value === 'id' && isScalar(pair.value) && pair.value.range) {
        const [start, end] = pair.value.range;
        return text.slice(0, start) + idScalar(id) + text.slice(end);
      }
    }
  }
  return `id: ${idScalar(id)}\n${text}`;
}

/**
 * A name as YAML writes it in place of another, block or flow (`name: { ru: …, en: … }`): plain
 * where it reads back as the same text in either, else in double quotes.
 */
function nameScalar(name: string): string {
  const plain = /^[\p{L}\p{N}][\p{L}\p{N} ()'.\-–—×]*$/u.test(name) && !/\s$/u.test(name);
  return plain && stringify(name, { lineWidth: 0 }).replace(/\n$/u, '') === name ? name : JSON.stringify(name);
}

/**
 * The text with its top-level `name` given by `rename` (called with the language of each of its
 * translations, or undefined for a name in one string, and the name as it was). Everything else,
 * comments included, is kept byte for byte; a text without a name is returned as it is.
 */
export function renameVariantName(text: string, rename: (lang: string | undefined, was: string) => string): string {
  const doc = parseDocument(text);
  const root = doc.contents;
  if (!isMap(root)) return text;
  const pair = root.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === 'name');
  if (pair === undefined) return text;
  const spans: { start: number; end: number; value: string }[] = [];
  const value = pair.value;
  if (isScalar(value) && value.range && typeof value.value === 'string') {
    spans.push({ start: value.range[0], end: value.range[1], value: rename(undefined, value.value) });
  } else if (isMap(value)) {
    for (const item of value.items) {
      if (!isScalar(item.key) || !isScalar(item.value) || !item.value.range || typeof item.value.value !== 'string') continue;
      spans.push({ start: item.value.range[0], end: item.value.range[1], value: rename(String(item.key.value), item.value.value) });
    }
  }
  let out = text;
  for (const s of spans.sort((a, b) => b.start - a.start)) out = out.slice(0, s.start) + nameScalar(s.value) + out.slice(s.end);
  return out;
}
