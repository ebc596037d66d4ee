/**
 * A record typed in the other alphabet (Latin `A1 B3 E5` on Морской бой's Cyrillic board, a
 * Cyrillic `С3` on a Latin one), said once, not once per cell: the record's `cell-other-alphabet`
 * warnings (of its salvos and its fleets) of one alphabet, where there are two or more, are one
 * warning at the first, naming every place with its line (`A1 as А1 (line 4), B3 as В3 (line
 * 5)`) up to `SHOWN`, then how many more and their lines; and the board's letters to write. One
 * such warning alone is left as it is. The Russian and Polish words are in ./reading-text.ts.
 *
 * @example
 *   groupOtherAlphabet(parseRecord(text, morskoy).diagnostics)
 *   // [{ code: 'cell-other-alphabet', line: 4, message: "Latin letters in 5 places are read as …" }]
 */
import type { Diagnostic } from '../core/diagnostics.js';

/** The places named one by one; the rest are counted, with the lines they are on. */
export const SHOWN = 12;

/** The places, the more after them, and the board's letters, as every language says them. */
export interface OtherAlphabetPlaces {
  readonly shown: readonly { readonly typed: string; readonly name: string; readonly line: string }[];
  readonly more: number;
  readonly moreLines: string;
}

/** The places of a grouped warning's parts (`typed`, `names`, `lines`: lists alike), cut at `SHOWN`. */
export function placesOf(typed: readonly string[], names: readonly string[], lines: readonly string[]): OtherAlphabetPlaces {
  const all = typed.map((t, i) => ({ typed: t, name: names[i] ?? t, line: lines[i] ?? '?' }));
  const rest = all.slice(SHOWN);
  const first = rest[0]?.line;
  const last = rest[rest.length - 1]?.line;
  return { shown: all.slice(0, SHOWN), more: rest.length, moreLines: first === last ? (first ?? '') : `${first ?? ''}–${last ?? ''}` };
}

/** The diagnostics with each alphabet's `cell-other-alphabet` warnings, two or more, as one. */
export function groupOtherAlphabet(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const said = (d: Diagnostic): string | undefined => (d.code === 'cell-other-alphabet' && d.severity === 'warning' && typeof d.parts?.alphabet === 'string' && typeof d.parts.typed === 'string' ? d.parts.alphabet : undefined);
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const alphabet = said(d);
    if (alphabet !== undefined) groups.set(alphabet, [...(groups.get(alphabet) ?? []), d]);
  }
  const grouped = new Map<Diagnostic, Diagnostic | null>();
  for (const [alphabet, group] of groups) {
    if (group.length < 2) continue;
    const inOrder = [...group].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
    const first = inOrder[0]!;
    const typed = inOrder.map((d) => d.parts!.typed as string);
    const names = inOrder.map((d) => (typeof d.parts!.name === 'string' ? d.parts!.name : (d.parts!.typed as string)));
    const lines = inOrder.map((d) => (d.line === undefined ? '?' : String(d.line)));
    // The board's letters taken, each once, in the order first met.
    const to = [...new Set(inOrder.flatMap((d) => (Array.isArray(d.parts!.to) ? (d.parts!.to as readonly string[]) : [])))];
    const cyrillic = alphabet === 'cyrillic';
    const places = placesOf(typed, names, lines);
    const listed = places.shown.map((p) => `${p.typed} as ${p.name} (line ${p.line})`).join(', ');
    const more = places.more === 0 ? '' : `, and ${places.more} more, on ${places.moreLines.includes('–') ? 'lines' : 'line'} ${places.moreLines}`;
    const { salvo: _salvo, path: _path, ...place } = first;
    grouped.set(first, {
      ...place,
      message: `${cyrillic ? 'Cyrillic' : 'Latin'} letters in ${inOrder.length} places are read as the board's ${cyrillic ? 'Latin' : 'Cyrillic'} look-alikes: ${listed}${more}`,
      suggestion: `write them in the board's letters: ${to.join(', ')}`,
      parts: { kind: 'many', alphabet, typed, names, lines, to },
    });
    for (const d of inOrder.slice(1)) grouped.set(d, null);
  }
  if (grouped.size === 0) return [...diagnostics];
  return diagnostics.flatMap((d) => {
    const g = grouped.get(d);
    return g === undefined ? [d] : g === null ? [] : [g];
  });
}
