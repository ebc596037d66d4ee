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
