/**
 * `salvo fleet random`'s notes on standard error (a fleet whose fit the exact count could not
 * settle; a layout not drawn uniformly) in the language of the draw: Russian and Polish have
 * their own words, naming the variant and the command that settles it; English is as it was.
 */
import { describe, expect, it } from 'vitest';
import { fleetRandomTextOf } from '../../src/cli/commands/fleet-check-text.js';

describe('fleet random: its notes in the language of the draw', () => {
  it('English as it was, byte for byte', () => {
    const en = fleetRandomTextOf('en');
    expect(en.fitUnknown('tight', 'tight.yaml')).toBe(
      "salvo: neither the quick search nor the exact count within its budget could tell whether the fleet of tight fits at all; drawing it may take half a minute and fail: 'salvo count tight.yaml --budget 600000' decides it",
    );
    expect(en.notUniform('tight')).toBe('salvo: the fleet of tight is packed so tightly that no uniform draw fitted; this layout is legal but not drawn uniformly among all legal layouts');
  });

  it('in Russian', () => {
    const ru = fleetRandomTextOf('ru');
    expect(ru.fitUnknown('tight', 'tight.yaml')).toBe(
      "salvo: ни быстрый поиск, ни точный подсчёт в пределах своего бюджета не выяснили, помещается ли флот варианта tight на поле; расстановка может занять полминуты и не получиться; это решит 'salvo count tight.yaml --budget 600000'",
    );
    expect(ru.notUniform('tight')).toBe('salvo: флот варианта tight так тесно упакован, что равновероятно расставить его не удалось; эта расстановка допустима, но не выбрана равновероятно среди всех допустимых');
  });

  it('in Polish (also for a regional code, pl-PL)', () => {
    const pl = fleetRandomTextOf('pl-PL');
    expect(pl.fitUnknown('tight', 'tight.yaml')).toBe(
      "salvo: ani szybkie wyszukiwanie, ani dokładne liczenie w ramach swojego budżetu nie rozstrzygnęły, czy flota wariantu tight w ogóle się mieści; losowanie może potrwać pół minuty i się nie udać; rozstrzygnie to 'salvo count tight.yaml --budget 600000'",
    );
    expect(pl.notUniform('tight')).toBe('salvo: flota wariantu tight jest upakowana tak ciasno, że żadne losowanie jednostajne nie dało ustawienia; to ustawienie jest dozwolone, ale nie wylosowane jednostajnie spośród wszystkich dozwolonych');
  });

  it('no English words left in the Russian and Polish notes', () => {
    for (const lang of ['ru', 'pl']) {
      const t = fleetRandomTextOf(lang);
      for (const note of [t.fitUnknown('v', 'v.yaml'), t.notUniform('v')]) expect(note).not.toMatch(/\b(the|fleet|fits|drawn|layout)\b/u);
    }
  });
});
