/**
 * A hit announced at a cell fired at before (`hit-refired`), where that one announcement is what
 * no legal fleet fits: the salvo is named once, with its line, as for any other reason speaking of
 * one salvo's announcement, and the salvo that fired at the cell first is still named in the reason
 * (it fired there; its announcement is no part of the conflict). Never `these conflict: salvo 11:
 * salvo 11 (line 19) …`. (Mutation A09: the first salvo counted as one the reason speaks of.)
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const DIR = join(import.meta.dirname, 'fixtures', 'disputed-more');

describe('a hit at a cell fired at before, the one announcement no fleet fits', () => {
  it("suggest's refusal names the salvo once, and the salvo that fired there first (shots, as Statki's are)", async () => {
    const r = await runSalvo(DIR, ['suggest', 'statki-sunk-at-miss.yaml', '--side', 'ala', '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'statki-sunk-at-miss.yaml:19:5: error announcements-impossible: shot 11: no legal fleet of tomek fits the announcement of shot 11 (line 19): ' +
        'it announced "sunk" at B4, but B4 had been fired at before (shot 3, line 11): a shot there hits nothing new ' +
        "(nothing to suggest: correct the announcements first ('salvo check' lists the breaches))\n",
    );
    expect(r.stderr).not.toMatch(/(?:salvo|shot) 11: (?:salvo|shot) 11/u);
  });

  it('infer --json keeps the reason whole, naming both shots', async () => {
    const r = await runSalvo(DIR, ['infer', 'statki-sunk-at-miss.yaml', '--target', 'tomek', '--json']);
    const c = (JSON.parse(r.stdout) as { conflict: { salvos: number[]; why: string } }).conflict;
    expect(c.salvos).toEqual([11]);
    expect(c.why).toBe('shot 11 (line 19) announced "sunk" at B4, but B4 had been fired at before (shot 3, line 11): a shot there hits nothing new');
  });
});
