/**
 * The English possessive of a side's id: `blue's fleet` where the id is a word in Latin letters,
 * `the fleet of первый` where it is not (an id in Cyrillic, or a side named with its player,
 * `второй (Дима)`): `первый's 45th` read as neither English nor Russian. Russian and Polish say
 * whose with the genitive `стороны первый` / `strony pierwszy` already, and need none of this.
 *
 * @example
 *   possessive('blue', 'fleet')          // "blue's fleet"
 *   possessive('первый', '45th')         // 'the 45th of первый'
 *   possessive('первый', 'salvo 3', '')  // 'salvo 3 of первый'
 *   possessive('red (Miss Crane)', 'fleet') // 'the fleet of red (Miss Crane)'
 */
export function possessive(owner: string, thing: string, article = 'the '): string {
  return takesApostrophe(owner) ? `${owner}'s ${thing}` : `${article}${thing} of ${owner}`;
}

/**
 * Whether an English `'s` reads after `owner`: written in Latin letters (digits, spaces, `-`, `_`
 * and `.` besides, at least one letter), and not closed by a bracket (`red (Miss Crane)'s`).
 *
 * @example
 *   takesApostrophe('blue')   // true
 *   takesApostrophe('первый') // false
 */
export function takesApostrophe(owner: string): boolean {
  return /^[\p{Script=Latin}\d _.-]*\p{Script=Latin}[\p{Script=Latin}\d _.-]*$/u.test(owner);
}

/**
 * The second of two owners after `possessive`'s first (`blue's turn or red's`): `red's`, or
 * `that of второй` where the id takes no `'s`.
 *
 * @example
 *   possessiveAgain('red')    // "red's"
 *   possessiveAgain('второй') // 'that of второй'
 */
export function possessiveAgain(owner: string): string {
  return takesApostrophe(owner) ? `${owner}'s` : `that of ${owner}`;
}
