/**
 * A word of a command line that salvo tells a user to type (`salvo check my game.yaml`), quoted as
 * a POSIX shell reads it, where it has to be: a file's name, a variant's path, a side's name. Here,
 * in core, so that every layer that suggests a command line (a reading problem of a record, the
 * wrong kind of file, a refusal of the cli) quotes it the one way.
 *
 * @example
 *   shellWord('game.yaml') // 'game.yaml'
 *   shellWord('my game.yaml') // '"my game.yaml"'
 *   shellWord("it's.yaml") // `"it's.yaml"`
 *   shellWord('say "hi".yaml') // `'say "hi".yaml'`
 */

/** The characters a shell reads as part of a plain word: letters and digits of any alphabet, and _ @ % + = : , . / - */
const PLAIN = /^[\p{L}\p{M}\p{N}_@%+=:,./-]+$/u;

/** What double quotes leave to the shell to read: a quote, a variable, a command, an escape, history. */
const NOT_IN_DOUBLE = /["$`\\!]/u;

/**
 * `word` as a shell reads it back whole: as it is where it is a plain word; else in double quotes
 * where nothing in it means anything there (a space, a ', *, #, …), which reads well inside the
 * prose's own quotes ('salvo check "my game.yaml"'); else in single quotes, each ' in it ended,
 * escaped and begun again ('\'').
 */
export function shellWord(word: string): string {
  if (PLAIN.test(word)) return word;
  if (!NOT_IN_DOUBLE.test(word)) return `"${word}"`;
  return `'${word.replace(/'/gu, `'\\''`)}'`;
}

/**
 * `word` as a quoted argument a shell reads back whole (an announcement typed after `--result`):
 * always quoted, in double quotes where nothing in it means anything there (`--result "no hits"`),
 * else as `shellWord` quotes it (`--result 'spl"'`).
 *
 * @example
 *   shellQuoted('no hits') // '"no hits"'
 *   shellQuoted('мимо') // '"мимо"'
 *   shellQuoted('spl"') // `'spl"'`
 */
export function shellQuoted(word: string): string {
  return NOT_IN_DOUBLE.test(word) ? shellWord(word) : `"${word}"`;
}
