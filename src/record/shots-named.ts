/**
 * An English line of a game of single shots (Морской бой, Statki, the 1967 game) with each salvo
 * named a shot, as Russian and Polish say выстрел and strzał there: `salvo 5: blue fired salvo 3`
 * becomes `shot 5: blue fired shot 3`, `blue's salvo` `blue's shot`, `mend that salvo` `mend that
 * shot`. What is a name stays: the rule `salvo size`, the codes (`wrong-salvo-size`,
 * `salvo-missing`), the key `salvos:`, the program (`salvo: …`) and its commands (`salvo check`,
 * 'salvo check'). So does what the user wrote, echoed in double quotes, guillemets or Polish
 * quotes (`"salvos" is not a word of this variant's announcements`, «залпы», „salwy”): a span
 * from its opening quote to its closing one on the line; a quote left open quotes nothing.
 *
 * @example
 *   shotsNamed('error out-of-turn: salvo 4: blue fired salvo 3 [rule: salvo size]') // 'error out-of-turn: shot 4: blue fired shot 3 [rule: salvo size]'
 *   shotsNamed('salvo 1: "salvos" is not a word') // 'shot 1: "salvos" is not a word'
 */
export function shotsNamed(line: string): string {
  // A span in quotes is left whole; a word of the sentence is named a shot.
  return line.replace(SAID, (found: string, s: string | undefined) => (s === undefined ? found : `shot${s}`));
}

/** The commands a line may name after the program's name (`salvo check g.yaml`). */
const COMMANDS = 'check|show|play|record|infer|analyze|suggest|simulate|count|pad|new|fleet|variants?|init|help';

/** `salvo` or `salvos` as a word of the sentence: not inside a code or a quoted command, not a key or the program, not the rule's name or a command. */
const SALVO_WORD = new RegExp(`(?<![\\w'‘’\`-])salvo(s?)(?![\\w\`:-]| (?:size|${COMMANDS})\\b)`, 'gu');

/** A span in quotes on one line: "…", “…”, «…», „…” (closed by ” or “, as Polish and German print it). */
const QUOTED = '"[^"\\n]*"|“[^”\\n]*”|«[^»\\n]*»|„[^”“\\n]*[”“]';

/** A quoted span (left whole), or `salvo` or `salvos` as a word of the sentence (`s`: its plural ending). */
const SAID = new RegExp(`${QUOTED}|${SALVO_WORD.source}`, 'gu');
