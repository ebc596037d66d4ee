/**
 * `infer`'s heading names a side with its player without a possessive after the bracket: `the fleet
 * of red (Miss Crane) after 5 salvos against it`, not `red (Miss Crane)'s fleet`; a side named
 * alone keeps `red's fleet`. Russian and Polish put the name after a word for the side
 * (`флот стороны «второй» (Дима)`, `flota strony „tomek” (Tomek Nowak)`), as before.
 */
import { describe, expect, it } from 'vitest';
import { runSalvoApart } from '../helpers/cli.js';
import { playText } from '../../src/cli/commands/play-text.js';

describe("infer's heading with the side's player", () => {
  it('says the fleet of the side, not a possessive after the bracket', () => {
    const t = playText('en', false).hint;
    expect(t.heading('Jutland', 'red (Miss Crane)', 5)).toBe('Jutland: the fleet of red (Miss Crane) after 5 salvos against it');
    expect(t.heading('Jutland', 'red', 5)).toBe("Jutland: red's fleet after 5 salvos against it");
    expect(playText('en', true).hint.heading('Statki', 'tomek (Tomek Nowak)', 1)).toBe('Statki: the fleet of tomek (Tomek Nowak) after 1 shot against it');
  });

  it('reads so on the Jutland example', async () => {
    const r = await runSalvoApart(process.cwd(), ['infer', 'examples/jutland.yaml', '--target', 'red', '--after', '5']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe("Jutland: the fleet of red (Miss Crane) after 5 salvos against it, to salvo 9 of the game (blue's 5th)");
  });

  it.each([
    ['en', "Sea Battle (Morskoy boy): the fleet of второй (Дима) after 45 shots against it, to shot 77 of the game (the 45th of первый)"],
    ['ru', 'Морской бой: флот стороны «второй» (Дима) после 45 выстрелов по нему (последний в партии — № 77, 45-й выстрел стороны «первый»)'],
  ])('and on the Морской бой example (%s)', async (lang, heading) => {
    const r = await runSalvoApart(process.cwd(), ['infer', 'examples/morskoy-boy.yaml', '--target', 'второй', '--lang', lang]);
    expect(r.stdout.split('\n')[0]).toBe(heading);
  });

  it('Polish names the side after a word for it, as before', () => {
    expect(playText('pl', true).hint.heading('Statki', '„tomek” (Tomek Nowak)', 2)).toBe('Statki: flota strony „tomek” (Tomek Nowak) po 2 strzałach do niej');
  });
});
