/**
 * A hint of `salvo play --hints` that is an estimate says what stopped the exact count as `infer`
 * does, but play has no --budget: it gives the `salvo infer` command, with the record and the
 * side, that counts the same chances with a larger budget, in the game's language.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hintText } from '../../src/cli/commands/infer.js';
import { parseRecord } from '../../src/record/parse.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

describe('a hint past the exact counter\'s reach', () => {
  it('in Polish, on the Statki 15×15 board (past the counter\'s memory), names the salvo infer to run, not a --budget play does not take', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-hints-budget-'));
    await runSalvo(dir, ['new', 'statki-15', '--players', 'Ala,Tomek', '-o', 'g.yaml']);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', '--hints'], ['H8', 'trafiony', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('NIE dokładnie');
    expect(r.stdout).toContain("Dokładnemu liczeniu zabrakło pamięci, na którą pozwala sobie licznik (1 GiB na przejście, 2 GiB na poziomy zachowane dla szans): żaden budżet nie uczyni go dokładnym; 'salvo infer g.yaml --target red' da dokładniejsze oszacowanie (z --budget — jeszcze dokładniejsze).\n");
    expect(r.stdout).not.toContain('większy --budget');
  });

  it('in English and Russian, where the hint\'s own budget ran out', async () => {
    const variant = await loadVariant('morskoy-boy', { cwd: process.cwd() });
    const { record } = parseRecord('variant: morskoy-boy\nsides:\n  blue: Коля\n  red: Оля\nsalvos:\n  - blue: А1 -> мимо\n', variant);
    const en = hintText(variant, { record, sources: undefined }, 'blue', 'en', 1, false, undefined, 'my game.yaml');
    expect(en).toContain(`The exact count was out of reach within the hint's budget: 'salvo infer "my game.yaml" --target red' has a larger one (--budget for more), which may make it exact.\n`);
    expect(en).not.toContain('(--budget): a larger one');
    const ru = hintText(variant, { record, sources: undefined }, 'blue', 'ru', 1, false, undefined, 'g.yaml');
    expect(ru).toContain("Точный подсчёт не уложился в бюджет подсказки: у 'salvo infer g.yaml --target red' бюджет больше (а с --budget ещё больше), с ним подсчёт может стать точным.\n");
    // infer itself, which has --budget, says it as before.
    expect(hintText(variant, { record, sources: undefined }, 'blue', 'en', 1)).toContain('The exact count was out of reach within the budget (--budget): a larger one may make it exact.');
  });
});
