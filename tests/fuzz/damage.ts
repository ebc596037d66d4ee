/**
 * Damage to a file a user gives salvo, as hands and editors do it: a line lost, doubled or moved,
 * a character dropped or typed (`:`, `-`, `[`, a quote, a tab, a Cyrillic letter), a number made a
 * word or negative, indentation changed, the file cut short or emptied, a byte-order mark or CRLF
 * line ends added, a byte of a Windows code page. Each damage is plain data (positions as
 * fractions of the text), so fast-check draws, prints and shrinks it, and a failure is replayed
 * from its seed.
 *
 * @example
 *   fc.assert(fc.property(damages, (ds) => { const bytes = damaged(text, ds); ... }), { seed: 1, numRuns: 200 });
 */
import fc from 'fast-check';

/** What is typed into a file by a slip. */
export const TYPED = [':', '-', '[', ']', '{', '"', "'", '\t', ' ', '#', ',', '>', 'ж', 'Б', 'ё', '\n', '&', '*', '!', '|', '?', '%'] as const;
/** What a number is changed into. */
export const NUMBER_WORDS = ['ten', 'десять', 'dziesięć', '-1', '-3', '0', '1.5', '1e9', '.nan', 'null', '~', '99999999999999999999'] as const;

export type Damage =
  | { readonly kind: 'delete-line'; readonly at: number }
  | { readonly kind: 'duplicate-line'; readonly at: number }
  | { readonly kind: 'swap-lines'; readonly at: number; readonly other: number }
  | { readonly kind: 'delete-char'; readonly at: number }
  | { readonly kind: 'insert'; readonly at: number; readonly text: string }
  | { readonly kind: 'number'; readonly at: number; readonly word: string }
  | { readonly kind: 'indent'; readonly at: number; readonly by: 'more' | 'less' | 'tab' | 'none' }
  | { readonly kind: 'truncate'; readonly at: number }
  | { readonly kind: 'empty' };

/** How the bytes are written at the end: a byte-order mark, CRLF line ends, a byte of Windows-1251. */
export interface Ending {
  readonly bom: boolean;
  readonly crlf: boolean;
  readonly codePage: number | null;
}

const where = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

export const damage: fc.Arbitrary<Damage> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('delete-line' as const), at: where }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('duplicate-line' as const), at: where }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('swap-lines' as const), at: where, other: where }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('delete-char' as const), at: where }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('insert' as const), at: where, text: fc.constantFrom(...TYPED) }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('number' as const), at: where, word: fc.constantFrom(...NUMBER_WORDS) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('indent' as const), at: where, by: fc.constantFrom('more' as const, 'less' as const, 'tab' as const, 'none' as const) }), weight: 4 },
  // A file cut short or emptied tells the least: seldom, so the rest is tried more.
  { arbitrary: fc.record({ kind: fc.constant('truncate' as const), at: where }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'empty' as const }), weight: 1 },
);

export const ending: fc.Arbitrary<Ending> = fc.record({
  bom: fc.boolean(),
  crlf: fc.boolean(),
  codePage: fc.oneof({ arbitrary: fc.constant(null), weight: 9 }, { arbitrary: fc.constantFrom(0xe9, 0xf3, 0xc0, 0xff), weight: 1 }),
});

/** One to three damages and an ending. */
export const damages = fc.record({ edits: fc.array(damage, { minLength: 1, maxLength: 3 }), ending });

const index = (at: number, n: number): number => Math.min(n - 1, Math.max(0, Math.floor(at * n)));

/** `text` with one damage done. */
export function applyDamage(text: string, d: Damage): string {
  const lines = text.split('\n');
  switch (d.kind) {
    case 'delete-line':
      lines.splice(index(d.at, lines.length), 1);
      return lines.join('\n');
    case 'duplicate-line': {
      const i = index(d.at, lines.length);
      lines.splice(i, 0, lines[i]!);
      return lines.join('\n');
    }
    case 'swap-lines': {
      const i = index(d.at, lines.length);
      const j = index(d.other, lines.length);
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      return lines.join('\n');
    }
    case 'delete-char': {
      if (text.length === 0) return text;
      const i = index(d.at, text.length);
      return text.slice(0, i) + text.slice(i + 1);
    }
    case 'insert': {
      const i = index(d.at, text.length + 1);
      return text.slice(0, i) + d.text + text.slice(i);
    }
    case 'number': {
      const numbers = [...text.matchAll(/\d+/gu)];
      if (numbers.length === 0) return text;
      const m = numbers[index(d.at, numbers.length)]!;
      return text.slice(0, m.index) + d.word + text.slice(m.index + m[0].length);
    }
    case 'indent': {
      const i = index(d.at, lines.length);
      const line = lines[i]!;
      lines[i] = d.by === 'more' ? ` ${line}` : d.by === 'tab' ? `\t${line}` : d.by === 'less' ? line.replace(/^ /u, '') : line.trimStart();
      return lines.join('\n');
    }
    case 'truncate':
      return text.slice(0, index(d.at, text.length + 1));
    case 'empty':
      return '';
  }
}

/** The bytes of `text` damaged by `edits`, written with `ending`. */
export function damaged(text: string, spec: { readonly edits: readonly Damage[]; readonly ending: Ending }): Uint8Array {
  let t = spec.edits.reduce(applyDamage, text);
  if (spec.ending.crlf) t = t.replace(/\r?\n/gu, '\r\n');
  let bytes: Uint8Array = Buffer.from((spec.ending.bom ? '\uFEFF' : '') + t, 'utf8');
  if (spec.ending.codePage !== null) {
    // A letter typed in an editor set to a Windows code page: one byte no UTF-8 text has there.
    const at = bytes.length === 0 ? 0 : Math.floor(bytes.length / 2);
    let i = at;
    while (i < bytes.length && (bytes[i]! & 0xc0) === 0x80) i++;
    bytes = Buffer.concat([bytes.subarray(0, i), Uint8Array.of(spec.ending.codePage), bytes.subarray(i)]);
  }
  return bytes;
}

/** The text as salvo's readers see the bytes (a byte-order mark dropped; a byte not UTF-8 as one character). */
export function seenText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/u, '');
}

/**
 * The seed and the number of runs of a property: fixed (the same cases every run), or another
 * seed and more runs to look further, as `SALVO_FUZZ_SEED=7 SALVO_FUZZ_RUNS=2000 npx vitest run tests/fuzz`.
 */
export function runs(numRuns: number): { readonly seed: number; readonly numRuns: number } {
  const seed = Number(process.env['SALVO_FUZZ_SEED'] ?? 21);
  const scale = Number(process.env['SALVO_FUZZ_RUNS'] ?? 0);
  return { seed, numRuns: scale > 0 ? Math.max(1, Math.round((numRuns * scale) / 200)) : numRuns };
}
