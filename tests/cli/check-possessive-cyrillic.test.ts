/**
 * `check --lang en` on a record whose sides are named in Cyrillic (Морской бой's первый and
 * второй) said `первый's fleet`, `первый's shot 4 fires again`, `второй announced "hit" for
 * первый's shot 2`, `it was первый's turn`: neither English nor Russian. Every finding now says
 * such a side with "of" (src/core/possessive.ts), as infer, show and play do: `the fleet of
 * первый`, `shot 4 of первый`, `the turn of первый`. The engine's own messages, renamed from the
 * variant's ids (blue, red) to the record's, are said so too. A side in Latin letters keeps its
 * `'s` (the classic example: `blue's salvo 2`).
 */
import { describe, expect, it } from 'vitest';
import { gameOf, written } from '../helpers/example-game.js';
import { runSalvo } from '../helpers/cli.js';

/** An English `'s` right after a Cyrillic letter or a closing bracket. */
const FOREIGN_POSSESSIVE = /[\p{Script=Cyrillic})]'s\b/u;

describe("check in English on a record whose sides take no 's", () => {
  it('says every finding of a broken Морской бой game with "of": fleet, announcement, repeat, turn', async () => {
    const dir = await gameOf('morskoy-boy', 200, (lines) => {
      written(lines, 17, '[З1, Б5, К5, А9]', '[З1, Б5, К5]'); // a submarine of первый left out: an illegal fleet
      written(lines, 25, 'В3 -> мимо', 'В3'); // no announcement
      written(lines, 26, 'убит, мимо', 'попал, мимо'); // the fleet gives a sinking
      written(lines, 28, 'Б1', 'В7'); // fired at before, in shot 1 of первый
      lines.splice(29, 0, '  - второй: А1 -> мимо'); // второй fires twice running
    });
    const r = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.stdout).not.toMatch(FOREIGN_POSSESSIVE);
    expect(r.stdout).toContain('error illegal-fleet: the fleet of первый: submarine: 3 ships in the layout; the fleet has 4');
    expect(r.stdout).toContain('compare the fleet with the chart of первый and mend a ship copied wrong');
    expect(r.stdout).toContain('warning announcement-missing: shot 2: no announcement recorded for the shot of второй');
    expect(r.stdout).toContain('error announcement-contradicts-fleet: shot 3: второй announced "hit" for shot 2 of первый; the fleet gives "sunk"');
    expect(r.stdout).toContain('error repeated-cell: shot 6: shot 4 of первый fires again at В7, already fired at in shot 1 of первый');
    expect(r.stdout).toContain('error out-of-turn: shot 8: второй fired shot 4, but it was the turn of первый');
    expect(r.stdout).toContain('or write in the shot of первый left out before it');
    // The bracket does not name the side's own shot again where the message says it with "of".
    expect(r.stdout).not.toMatch(/\[shot \d+ of (первый|второй);/u);
    // --json, in English, says the same words.
    const json = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en', '--json']);
    expect(json.stdout).not.toMatch(FOREIGN_POSSESSIVE);
    expect(json.stdout).toContain('shot 4 of первый fires again at В7');
  });

  it("keeps the 's of a side in Latin letters", async () => {
    const dir = await gameOf('classic-salvo', 200, (lines) => {
      written(lines, 28, 'A10 A5', 'A10 C7'); // C7: fired at in blue's salvo 1
    });
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain("blue's salvo 3 fires again at C7, already fired at in blue's salvo 1");
    expect(r.stdout).not.toContain('of blue');
  });
});
