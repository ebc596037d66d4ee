/**
 * An English line of a game of single shots (Морской бой, Statki, the 1967 game) with each salvo
 * named a shot, as Russian and Polish say выстрел and strzał there: `salvo 5: blue fired salvo 3`
 * becomes `shot 5: blue fired shot 3`, `blue's salvo` `blue's shot`, `mend that salvo` `mend that
 * shot`. What is a name stays: the rule `salvo size`, the codes (`wrong-salvo-size`,
 * `salvo-missing`), the key `salvos:`, the program (`salvo: …`) and its commands (`salvo check`,
 * 'salvo check').
 *
 * @example
 *   shotsNamed('error out-of-turn: salvo 4: blue fired salvo 3 [rule: salvo size]') // 'error out-of-turn: shot 4: blue fired shot 3 [rule: salvo size]'
 */
export function shotsNamed(line: string): string {
  return line.replace(SALVO_WORD, 'shot$1');
}

/** The commands a line may name after the program's name (`salvo check g.yaml`). */
const COMMANDS = 'check|show|play|record|infer|analyze|suggest|simulate|count|pad|new|fleet|variants?|init|help';

/** `salvo` or `salvos` as a word of the sentence: not inside a code or a quoted command, not a key or the program, not the rule's name or a command. */
const SALVO_WORD = new RegExp(`(?<![\\w'‘’\`-])salvo(s?)(?![\\w\`:-]| (?:size|${COMMANDS})\\b)`, 'gu');
