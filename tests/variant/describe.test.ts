/** `describeVariant` states the rules from the variant's data, in English, Russian and Polish. */
import { describe, expect, it } from 'vitest';
import { describeVariant, shapePicture } from '../../src/variant/describe.js';
import { validateVariant } from '../../src/variant/validate.js';
import type { Variant } from '../../src/variant/model.js';
import { makeVariant, shapeClass, shipClass } from '../helpers/make-variant.js';

const WORDS = { miss: 'miss', hit: 'hit', sunk: 'sunk', noHits: 'no hits', ownChart: 'Mine', enemyChart: 'Theirs' };
const RU = { miss: 'мимо', hit: 'попал', sunk: 'убит', noHits: 'мимо', ownChart: 'Мои', enemyChart: 'Чужие' };
const PL = { miss: 'pudło', hit: 'trafiony', sunk: 'zatopiony', noHits: 'pudło', ownChart: 'Moje', enemyChart: 'Wroga' };

function variantOf(spec: object): Variant {
  const r = validateVariant({ id: 'd', languages: ['en', 'ru', 'pl'], name: { en: 'Demo', ru: 'Демо', pl: 'Demo PL' }, words: { en: WORDS, ru: RU, pl: PL }, ...spec });
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
}

describe('describeVariant', () => {
  const salvo = variantOf({
    board: { rows: 8, columns: 9, separator: '-', cellOrder: 'row-column' },
    fleet: [
      { id: 'big', name: { en: 'Big', ru: 'Большой', pl: 'Duży' }, size: 4, guns: 2, gunsLostAt: [2] },
      { id: 'med', name: 'Hosp', size: 3, protected: true, mustSink: false },
      { id: 'ell', name: 'Ell', shape: [[0, 0], [1, 0], [1, 1]] },
    ],
    placement: { diagonal: true, spacing: 'no-side-contact' },
    turns: { salvo: { kind: 'damage', shots: 3, steps: [{ damage: 5, shots: 2 }, { damage: 10, shots: 1 }] }, protectedHitPenalty: 'skip-next-turn', shotLimit: 60, first: 'red' },
    report: { timing: 'per-salvo', by: 'ship', counts: true },
  });

  it('English: board, fleet, placement, play, reports, words', () => {
    const t = describeVariant(salvo, 'en');
    for (const s of ['Demo (d)', '9 columns × 8 rows', 'Columns: A B C D E F G H I.', 'Rows: 1–8.', 'row then column, separated by “-”: 3-E', 'Big', '4 cells', '2 guns, one lost at hit 2', 'protected', 'need not be sunk', '#./##', 'or diagonally', 'corners may touch', 'Red fires first', 'fewer than 5 hits', '2 from 5 hits', '1 from 10 hits', 'costs the shooter its next turn', 'at most 60 shots', 'draw', 'ships hit and how many times', '“no hits”', '“Mine”']) {
      expect(t).toContain(s);
    }
  });

  it('Russian and Polish phrasing with the variant’s own names and words', () => {
    const ru = describeVariant(salvo, 'ru');
    for (const s of ['Демо (d)', '9 столбцов × 8 рядов', 'Большой', '4 клетки', '2 орудия', 'Первый ход: Красные', 'не больше 60 выстрелов', '«Мои»']) expect(ru).toContain(s);
    const pl = describeVariant(salvo, 'pl');
    for (const s of ['Demo PL (d)', '9 kolumn × 8 wierszy', 'Duży', '4 pola', 'Zaczyna: Czerwoni; potem strony strzelają na zmianę.', 'najwyżej 60 strzałów', '„Moje”']) expect(pl).toContain(s);
  });

  it('a damage ladder says whether hits on protected ships count only where the fleet has one', () => {
    const ladder = { kind: 'damage', shots: 3, steps: [{ damage: 4, shots: 2 }] };
    const plain = variantOf({ fleet: [{ id: 'big', name: 'Big', size: 4 }], turns: { salvo: ladder } });
    const guarded = variantOf({ fleet: [{ id: 'big', name: 'Big', size: 4 }, { id: 'med', name: 'Hosp', size: 2, protected: true }], turns: { salvo: ladder } });
    // The protected class by its name, in quotes after the noun (which takes the sentence's case).
    for (const [lang, said] of [['en', 'Hits on the protected ship “Hosp” count.'], ['ru', 'Попадания в неприкосновенный корабль «Hosp» засчитываются.'], ['pl', 'Trafienia w chroniony statek „Hosp” się liczą.']] as const) {
      expect(describeVariant(plain, lang)).not.toContain(said.split(' ').slice(0, 3).join(' '));
      expect(describeVariant(guarded, lang)).toContain(said);
    }
    expect(describeVariant(plain, 'en')).toContain('A salvo of 3 shots while the side has taken fewer than 4 hits; 2 from 4 hits.\n');
  });

  it('a penalty names the protected classes: one by name, two or more listed after the noun, none the noun alone', () => {
    const ladder = { kind: 'damage', shots: 3, steps: [{ damage: 4, shots: 2 }], countProtected: false };
    const big = { id: 'big', name: 'Big', size: 4 };
    const two = variantOf({ fleet: [big, { id: 'h', name: 'Hosp', size: 2, protected: true }, { id: 't', name: 'Tug', size: 2, protected: true }], turns: { salvo: ladder, protectedHitPenalty: 'skip-next-turn' } });
    const none = variantOf({ fleet: [big], turns: { protectedHitPenalty: 'skip-next-turn' } });
    const said = {
      en: ['Hitting a protected ship (“Hosp” or “Tug”) costs the shooter its next turn.', 'Hits on protected ships (“Hosp” and “Tug”) do not count.', 'Hitting a protected ship costs the shooter its next turn.'],
      ru: ['За попадание в неприкосновенный корабль («Hosp» или «Tug») стреляющий пропускает следующий ход.', 'Попадания в неприкосновенные корабли («Hosp» и «Tug») не засчитываются.', 'За попадание в неприкосновенный корабль стреляющий пропускает следующий ход.'],
      pl: ['Za trafienie chronionego statku („Hosp” lub „Tug”) strzelający traci następną turę.', 'Trafienia w statki chronione („Hosp” i „Tug”) się nie liczą.', 'Za trafienie statku chronionego strzelający traci następną turę.'],
    } as const;
    for (const [lang, [penalty, counted, bare]] of Object.entries(said)) {
      expect(describeVariant(two, lang)).toContain(penalty);
      expect(describeVariant(two, lang)).toContain(counted);
      expect(describeVariant(none, lang)).toContain(bare);
    }
  });

  it('Polish and Russian salvo sizes agree with their counts (no "Salwa 3 strzałów")', () => {
    const constant = (shots: number) => variantOf({ fleet: [{ id: 'big', name: 'Big', size: 4 }], turns: { salvo: { kind: 'constant', shots } } });
    // The nominative after a colon: 2–4 and 22–24 take "strzały", 5–21 and 25 "strzałów".
    for (const [n, form] of [[2, 'strzały'], [3, 'strzały'], [5, 'strzałów'], [12, 'strzałów'], [21, 'strzałów'], [22, 'strzały']] as const) {
      expect(describeVariant(constant(n), 'pl')).toContain(`Salwa: ${n} ${form} na turę.`);
    }
    expect(describeVariant(constant(3), 'pl')).not.toMatch(/Salwa 3/u);
    const ladder = (damage: number) => variantOf({ fleet: [{ id: 'big', name: 'Big', size: 9, count: 3 }], turns: { salvo: { kind: 'damage', shots: 3, steps: [{ damage, shots: 2 }] } } });
    // "od" and "с" take the genitive: one hit singular, any other count plural.
    expect(describeVariant(ladder(1), 'pl')).toContain('Salwa: 3 strzały, dopóki strona otrzymała mniej niż 1 trafienie; 2 strzały od 1 trafienia.');
    expect(describeVariant(ladder(5), 'pl')).toContain('Salwa: 3 strzały, dopóki strona otrzymała mniej niż 5 trafień; 2 strzały od 5 trafień.');
    expect(describeVariant(ladder(1), 'ru')).toContain('пока сторона получила меньше 1 попадания; 2 — начиная с 1 попадания.');
    expect(describeVariant(ladder(21), 'ru')).toContain('пока сторона получила меньше 21 попадания; 2 — начиная с 21 попадания.');
    expect(describeVariant(ladder(5), 'ru')).toContain('пока сторона получила меньше 5 попаданий; 2 — начиная с 5 попаданий.');
  });

  it('a ship of one gun loses it when sunk, not "all"; guns all lost to hits are not lost again when sunk', () => {
    const v = variantOf({ fleet: [{ id: 'dd', name: 'Dd', size: 2, guns: 1 }, { id: 'ca', name: 'Ca', size: 4, guns: 2, gunsLostAt: [1, 3] }], turns: { salvo: { kind: 'guns' } } });
    const line = (lang: string, mark: string): string => describeVariant(v, lang).split('\n').find((l) => l.trimStart().startsWith(`${mark} `))!;
    expect(line('en', 'I')).toMatch(/; 1 gun, lost when sunk$/u);
    expect(line('ru', 'I')).toMatch(/; 1 орудие, теряется при потоплении$/u);
    expect(line('pl', 'I')).toMatch(/; 1 działo, tracone po zatopieniu$/u);
    expect(line('en', 'II')).toMatch(/; 2 guns, one lost at each of hits 1 and 3$/u);
    expect(line('ru', 'II')).toMatch(/; 2 орудия, по одному теряется при попаданиях № 1 и 3$/u);
    expect(line('pl', 'II')).toMatch(/; 2 działa, po jednym tracone przy trafieniach nr 1 i 3$/u);
  });

  it('guns lost at several hits: one at each, said as a list', () => {
    const v = variantOf({ fleet: [{ id: 'dread', name: 'Dread', size: 6, guns: 3, gunsLostAt: [2, 4] }, { id: 'cr', name: 'Cr', size: 4, guns: 2, gunsLostAt: [2] }], turns: { salvo: { kind: 'guns' } } });
    expect(describeVariant(v, 'en')).toContain('3 guns, one lost at each of hits 2 and 4, all lost when sunk');
    expect(describeVariant(v, 'en')).toContain('2 guns, one lost at hit 2, all lost when sunk');
    expect(describeVariant(v, 'ru')).toContain('3 орудия, по одному теряется при попаданиях № 2 и 4, все теряются при потоплении');
    expect(describeVariant(v, 'ru')).toContain('2 орудия, одно теряется при попадании № 2,');
    expect(describeVariant(v, 'pl')).toContain('3 działa, po jednym tracone przy trafieniach nr 2 i 4, wszystkie tracone po zatopieniu');
    expect(describeVariant(v, 'pl')).toContain('2 działa, jedno tracone przy trafieniu nr 2,');
  });

  it('says how straight ships lie only where one is longer than a cell: shapes and boats of one cell are turned, not laid', () => {
    const shapesAndBoats = variantOf({
      board: { rows: 6, columns: 6 },
      fleet: [
        { id: 'ell', name: 'Ell', shape: '#./#./##' },
        { id: 'boat', name: 'Boat', size: 1, count: 2 },
      ],
    });
    expect(describeVariant(shapesAndBoats, 'en')).not.toContain('Straight ships');
    expect(describeVariant(shapesAndBoats, 'en')).toContain('Shaped ships may be turned and mirrored.');
    expect(describeVariant(shapesAndBoats, 'ru')).not.toContain('Прямые корабли');
    expect(describeVariant(shapesAndBoats, 'pl')).not.toContain('Proste statki');
    const withTwo = variantOf({ board: { rows: 6, columns: 6 }, fleet: [{ id: 'boat', name: 'Boat', size: 1 }, { id: 'two', name: 'Two', size: 2 }] });
    expect(describeVariant(withTwo, 'en')).toContain('Straight ships lie horizontally or vertically.');
  });

  it('other languages fall back to English sentences', () => {
    expect(describeVariant(salvo, 'de')).toContain('9 columns × 8 rows');
  });

  it('per-shot reports, guns and ships-afloat salvos, extra shot', () => {
    const base = makeVariant({ fleet: [shipClass('bb', 4, { guns: 2 }), shipClass('dd', 2, { count: 2, guns: 1 })] });
    const guns = describeVariant({ ...base, turns: { ...base.turns, salvo: { kind: 'guns' }, extraShotOnHit: true }, report: { timing: 'per-shot', sunk: 'with-class', hitClass: true } }, 'en');
    expect(guns).toContain('One shot per gun still aboard (4 at the start).');
    // Several shots a salvo: a hit earns the whole salvo again, as the referee plays it.
    expect(guns).toContain('A salvo with a hit earns another salvo, until a salvo hits nothing.');
    expect(guns).not.toContain('A hit earns another shot');
    const single = describeVariant({ ...base, turns: { ...base.turns, extraShotOnHit: true } }, 'en');
    expect(single).toContain('A hit earns another shot, until a miss.');
    expect(guns).toContain('naming the class of a sunk ship; a hit also names the class');
    const afloat = describeVariant({ ...base, turns: { ...base.turns, salvo: { kind: 'ships-afloat', perShip: 1 } } }, 'en');
    expect(afloat).toContain('One shot per ship still afloat (3 at the start).');
  });

  it('draws shapes', () => {
    expect(shapePicture(shapeClass('s', [[0, 1], [1, 0], [1, 1], [2, 0]]).shape)).toBe('.#/##/#.');
  });
});

describe('describeVariant: shots running out where the most hits wins', () => {
  it('says that as many hits each is a draw, as the referee judges it (en/ru/pl)', () => {
    const v = variantOf({ board: { rows: 5, columns: 5 }, fleet: [{ id: 'a', name: 'Ant', size: 2 }], turns: { shotLimit: 6, onShotsExhausted: 'most-hits-wins' } });
    expect(describeVariant(v, 'en')).toContain('If both sides run out of shots, the side with more hits wins; with as many hits each, the game is a draw.');
    expect(describeVariant(v, 'ru')).toContain('Если выстрелы кончились у обеих сторон, побеждает добившийся большего числа попаданий; при равном числе попаданий объявляется ничья.');
    expect(describeVariant(v, 'pl')).toContain('Gdy obu stronom skończą się strzały, wygrywa strona z większą liczbą trafień; przy równej liczbie trafień gra kończy się remisem.');
  });
});

describe('describeVariant: a protected ship where a hit earns another shot', () => {
  it('says such a hit earns no shot more and the enemy fires twice, as the referee judges it (en/ru/pl); not said without the extra shot', () => {
    const spec = { board: { rows: 6, columns: 6 }, fleet: [{ id: 'a', name: 'Ant', size: 2 }, { id: 'h', name: 'Hosp', size: 2, protected: true, mustSink: false }], report: { timing: 'per-shot', sunk: 'plain', hitClass: true } };
    const v = variantOf({ ...spec, turns: { extraShotOnHit: true, protectedHitPenalty: 'skip-next-turn' } });
    expect(describeVariant(v, 'en')).toContain('Hitting the protected ship “Hosp” costs the shooter its next turn.\n  Such a hit earns no shot more: the turn passes at once, and the enemy has two turns in a row.');
    expect(describeVariant(v, 'ru')).toContain('Такое попадание не даёт ещё выстрела: ход сразу переходит к противнику, и тот стреляет два хода подряд.');
    expect(describeVariant(v, 'pl')).toContain('Takie trafienie nie daje kolejnego strzału: tura od razu przechodzi na przeciwnika, który strzela dwie tury z rzędu.');
    expect(describeVariant(variantOf({ ...spec, turns: { protectedHitPenalty: 'skip-next-turn' } }), 'en')).not.toContain('Such a hit');
  });

  it('in a game of salvos, says the salvo with such a hit earns no salvo more, whatever else it hit (en/ru/pl)', () => {
    const spec = { board: { rows: 6, columns: 6 }, fleet: [{ id: 'a', name: 'Ant', size: 2 }, { id: 'h', name: 'Hosp', size: 2, protected: true, mustSink: false }] };
    const v = variantOf({ ...spec, turns: { salvo: { kind: 'constant', shots: 3 }, extraShotOnHit: true, protectedHitPenalty: 'skip-next-turn' } });
    expect(describeVariant(v, 'en')).toContain('A salvo with a hit earns another salvo, until a salvo hits nothing.\n  Hitting the protected ship “Hosp” costs the shooter its next turn.\n  A salvo with such a hit earns no salvo more, whatever else it hit: the turn passes at once, and the enemy has two turns in a row.');
    expect(describeVariant(v, 'ru')).toContain('Залп с таким попаданием не даёт ещё залпа, даже если попал и в другие корабли: ход сразу переходит к противнику, и тот стреляет два хода подряд.');
    expect(describeVariant(v, 'pl')).toContain('Salwa z takim trafieniem nie daje kolejnej salwy, nawet jeśli trafiła też inne statki: tura od razu przechodzi na przeciwnika, który strzela dwie tury z rzędu.');
    expect(describeVariant(v, 'en')).not.toContain('Such a hit');
  });
});

describe('describeVariant: a game that never announces a sinking', () => {
  it('gives the two answers a shot has joined by or, in English, Russian and Polish', () => {
    const v = variantOf({ fleet: [{ id: 'a', name: 'A', size: 2 }], report: { timing: 'per-shot', sunk: 'none' } });
    expect(describeVariant(v, 'en')).toContain('Every shot is answered at once: “miss” or “hit”; sinking is not announced.');
    expect(describeVariant(v, 'ru')).toContain('На каждый выстрел сразу отвечают: «мимо» или «попал»; о потоплении не сообщают.');
    expect(describeVariant(v, 'pl')).toContain('Na każdy strzał odpowiada się od razu: „pudło” lub „trafiony”; zatopienia się nie ogłasza.');
    // Where a sinking is announced, the three as before.
    const sunk = variantOf({ fleet: [{ id: 'a', name: 'A', size: 2 }], report: { timing: 'per-shot', sunk: 'plain' } });
    expect(describeVariant(sunk, 'en')).toContain('answered at once: “miss”, “hit” or “sunk”.');
  });
});
