/**
 * What a command line asks for, read before the command is: the language main says its own
 * errors in, and apart.ts says Ctrl-C in before the command knows its own.
 *
 * @example
 *   asksLang(['count', 'statki', '--lang', 'pl']) // 'pl'
 */

/** The language a command line asks for (`--lang ru`, `--lang=pl-PL`; the last given, as commander takes it), before any `--`. */
export function asksLang(args: readonly string[]): string | undefined {
  const end = args.indexOf('--');
  const words = end < 0 ? args : args.slice(0, end);
  let lang: string | undefined;
  words.forEach((w, i) => {
    if (w === '--lang' && i + 1 < words.length) lang = words[i + 1];
    else if (w.startsWith('--lang=')) lang = w.slice('--lang='.length);
  });
  return lang;
}
