/**
 * English text built a possessive from a side's id with `'s` whatever the id: a Морской бой record
 * read in English said `to shot 77 of the game (первый's 45th)`, and `show` `(the last: второй's
 * 11th)`, neither English nor Russian. Now an id in Latin letters keeps its `'s` (`blue's 2nd`);
 * any other, and a side named with its player (`второй (Дима)`), is said with "of" (`the 45th of
 * первый`), in infer's and show's headings, play's refusals, suggest's whose-turn and check's
 * fleet-belied summary.
 */
import { describe, expect, it } from 'vitest';
import { possessive, possessiveAgain, takesApostrophe } from '../../src/core/possessive.js';
import { playText } from '../../src/cli/commands/play-text.js';
import { usageTextOf } from '../../src/cli/commands/usage-text.js';
import { reportText } from '../../src/cli/commands/report-text.js';
import { stopReasonText } from '../../src/analysis/report-text.js';
import { suggestText } from '../../src/analysis/suggest-text.js';
import { runSalvo } from '../helpers/cli.js';

/** An English `'s` right after a Cyrillic or Greek letter, or after a closing bracket. */
const FOREIGN_POSSESSIVE = /[\p{Script=Cyrillic}\p{Script=Greek})]'s\b/u;

describe("an English possessive only after an id that takes 's", () => {
  it('Latin ids keep it; Cyrillic ids and names in brackets are said with "of"', () => {
    expect(takesApostrophe('blue')).toBe(true);
    expect(takesApostrophe('p1')).toBe(true);
    expect(takesApostrophe('первый')).toBe(false);
    expect(takesApostrophe('red (Miss Crane)')).toBe(false);
    expect(takesApostrophe('2')).toBe(false);
    expect(possessive('blue', '2nd')).toBe("blue's 2nd");
    expect(possessive('первый', '45th')).toBe('the 45th of первый');
    expect(possessive('второй', 'salvo 3', '')).toBe('salvo 3 of второй');
    expect(possessiveAgain('red')).toBe("red's");
    expect(possessiveAgain('второй')).toBe('that of второй');
  });

  it("play's refusals, suggest's whose-turn and check's summary in English", () => {
    const t = playText('en', true);
    expect(t.turnIsOf('первый', undefined)).toBe('it is the turn of первый');
    expect(t.turnIsOf('blue', undefined)).toBe("it is blue's turn");
    expect(t.notYourTurn('второй')).toContain('it is not the turn of второй any more');
    expect(t.sideWithoutColon('Оля', 'Е8', 'первый')).toBe('"Оля" is the player of первый: to name the side, write "Оля: Е8"');
    expect(t.sideWithoutColon('Sam', 'A1', 'blue')).toBe('"Sam" is blue\'s player: to name the side, write "Sam: A1"');
    expect(t.hint.lastSalvo(77, 'первый', 45)).toBe(', to shot 77 of the game (the 45th of первый)');
    expect(t.lastOf('второй', 11)).toBe(' of the game (the last: the 11th of второй)');
    const u = usageTextOf('en');
    expect(u.whoseTurn('g.yaml', { kind: 'penalty', next: 'первый', other: 'второй' }, ['первый', 'второй'])).toContain('it is the turn of первый, or that of второй if the penalty is owed');
    expect(u.whoseTurn('g.yaml', { kind: 'penalty', next: 'blue', other: 'red' }, ['blue', 'red'])).toContain("it is blue's turn, or red's if the penalty is owed");
    const r = reportText('en', false);
    const said = r.recordedAsAnnounced([5], 'второй', [3], 'salvo fleet set-aside', { shooter: 'первый', sideSalvos: [2] });
    expect(said).toContain('as the announcement of второй for salvo 2 of первый (salvo 3) contradicts it too');
    expect(said).not.toMatch(FOREIGN_POSSESSIVE);
    expect(r.recordedAsAnnounced([5], 'red', [3], 'salvo fleet set-aside', { shooter: 'blue', sideSalvos: [2] })).toContain("as red's announcement for blue's salvo 2 (salvo 3) contradicts it too");
    // analyze's stop (its --json `stopped` too) and suggest's note on whose turn it is.
    expect(stopReasonText({ reason: 'unannounced', salvo: 3, sideSalvo: 2 }, 'синие', 'salvo')).toBe('salvo 3 (the 2nd of синие) has no recorded announcement');
    expect(stopReasonText({ reason: 'unannounced', salvo: 3, sideSalvo: 2 }, 'blue', 'salvo')).toBe("salvo 3 (blue's 2nd) has no recorded announcement");
    expect(suggestText('en').notTurn('синие', 'красные')).toBe('it is the turn of синие, not that of красные');
    expect(suggestText('en').notTurn('red', 'blue')).toBe("it is red's turn, not blue's");
  });

  it('infer and show of a Морской бой record in English: no possessive after a Cyrillic id; classic still says blue\'s', async () => {
    const dir = process.cwd();
    const infer = await runSalvo(dir, ['infer', 'examples/morskoy-boy.yaml', '--target', 'второй', '--lang', 'en']);
    expect(infer.code).toBe(0);
    const heading = infer.stdout.split('\n')[0]!;
    expect(heading).toBe('Sea Battle (Morskoy boy): the fleet of второй (Дима) after 45 shots against it, to shot 77 of the game (the 45th of первый)');
    const show = await runSalvo(dir, ['show', 'examples/morskoy-boy.yaml', '--lang', 'en', '--after', '30']);
    expect(show.stdout).toContain('первый (Оля) after 30 shots of the game (the last: the 11th of второй)');
    expect(show.stdout).not.toMatch(FOREIGN_POSSESSIVE);
    const classic = await runSalvo(dir, ['show', 'examples/classic-salvo.yaml', '--after', '3']);
    expect(classic.stdout).toContain("after 3 salvos of the game (the last: blue's 2nd)");
  });

  it("check's and show's out-of-turn reading of a Морской бой record in English: 'shot 1 of второй', 'the turn of первый'", async () => {
    const file = 'tests/cli/fixtures/referee-calls/morskoy-boy-miss-then-sunk.yaml';
    const show = await runSalvo(process.cwd(), ['show', file, '--lang', 'en']);
    expect(show.stdout).toContain('if "hit" was said, shot 1 of второй (line 21) was fired out of turn (it was the turn of первый)');
    const check = await runSalvo(process.cwd(), ['check', file, '--lang', 'en']);
    expect(check.stdout).toContain('then shot 1 of второй (line 21) was fired out of turn (it was the turn of первый)');
  });
});
