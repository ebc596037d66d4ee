/**
 * Hand-built variants for the render tests, shaped like the seed rule sets (Perelman's salvo in
 * Russian, Jutland, Морской бой, Statki on 15×15 with a bent ship), so the pad is tested without
 * the YAML parser and independently of later edits to the templates.
 */
import type { Variant, Words } from '../../src/variant/model.js';
import { makeVariant, shapeClass, shipClass } from '../helpers/make-variant.js';

const RU_COLUMNS = ['а', 'б', 'в', 'г', 'д', 'е', 'ж', 'з', 'и', 'к'];
const numbers = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));
const letters = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));

const RU_SALVO_WORDS: Words = { miss: 'мимо', hit: 'попал', sunk: 'убит', noHits: 'попаданий нет', ownChart: 'Моя эскадра', enemyChart: 'Эскадра противника' };
const EN_WORDS: Words = { miss: 'miss', hit: 'hit', sunk: 'sunk', noHits: 'no hits', ownChart: 'My fleet', enemyChart: 'Enemy waters' };

export const perelmanLike: Variant = makeVariant({
  id: 'perelman-test',
  name: { ru: 'Морской бой (залпами)', en: 'Salvo (Perelman)' },
  summary: { ru: 'Залпы по 3, 2, 1; госпитальное судно; 60 выстрелов.', en: 'Salvos of 3, 2, 1; a hospital ship; 60 shots.' },
  languages: ['ru', 'en'],
  fleet: [
    shipClass('two', 2, { name: { ru: 'Двухклеточный', en: 'Two-decker' }, mark: 'II' }),
    shipClass('three', 3, { name: { ru: 'Трёхклеточный', en: 'Three-decker' }, mark: 'III' }),
    shipClass('four', 4, { name: { ru: 'Четырёхклеточный', en: 'Four-decker' }, mark: 'IV' }),
    shipClass('five', 5, { name: { ru: 'Пятиклеточный', en: 'Five-decker' }, mark: 'V' }),
    shipClass('hospital', 4, { name: { ru: 'Госпиталь', en: 'Hospital ship' }, mark: 'Г', protected: true, hatched: true }),
  ],
  placement: { diagonal: false, spacing: 'may-touch' },
  turns: {
    sides: [
      { id: 'blue', name: { ru: 'Синие', en: 'Blue' } },
      { id: 'red', name: { ru: 'Красные', en: 'Red' } },
    ],
    first: 'blue',
    salvo: { kind: 'damage', shots: 3, steps: [{ damage: 5, shots: 2 }, { damage: 10, shots: 1 }], countProtected: true },
    extraShotOnHit: false,
    protectedHitPenalty: 'skip-next-turn',
    shotLimit: 60,
    onShotsExhausted: 'draw',
  },
  report: { timing: 'per-salvo', by: 'class', counts: false, sunk: false },
  words: { ru: RU_SALVO_WORDS, en: EN_WORDS },
  rules: {
    ru: 'Эскадры стреляют по очереди залпами.\nПока эскадра получила менее пяти повреждений, она стреляет залпами из трёх выстрелов.\n\n1. После пятого повреждения — залпы из двух выстрелов.\n2. После десятого — одиночные выстрелы.\n3. Каждая эскадра может сделать не более шестидесяти выстрелов.',
    en: 'Squadrons fire salvos in turn.\n\n1. Three shots while under five hits.\n2. Two after the fifth hit, one after the tenth.\n3. At most sixty shots a squadron.',
  },
  board: { columnLabels: RU_COLUMNS },
});

export const jutlandLike: Variant = makeVariant({
  id: 'jutland-test',
  name: { en: 'Jutland' },
  summary: { en: 'The 1920s pad game: a salvo is the guns left.' },
  languages: ['en'],
  fleet: [
    shipClass('battleship', 4, { name: { en: 'Battleship' }, mark: 'BB', guns: 2, gunsLostAt: [2] }),
    shipClass('cruiser', 3, { name: { en: 'Cruiser' }, mark: 'CR', guns: 2, gunsLostAt: [2] }),
    shipClass('destroyer', 2, { name: { en: 'Destroyer' }, mark: 'DD', guns: 1, count: 2 }),
  ],
  placement: { diagonal: true, spacing: 'no-contact' },
  turns: {
    sides: [
      { id: 'blue', name: { en: 'Blue' } },
      { id: 'red', name: { en: 'Red' } },
    ],
    first: 'blue',
    salvo: { kind: 'guns' },
    extraShotOnHit: false,
    protectedHitPenalty: 'none',
    shotLimit: null,
    onShotsExhausted: 'draw',
  },
  report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
  words: { en: EN_WORDS },
  rules: { en: 'Each player takes a pad of charts and decides whether he shall be Blue or Red.\n\nThe cover on which these rules are printed makes a good screen.' },
});

export const morskoyLike: Variant = makeVariant({
  id: 'morskoy-test',
  name: { ru: 'Морской бой' },
  summary: { ru: 'Один выстрел; попадание даёт ещё выстрел.' },
  languages: ['ru'],
  fleet: [
    shipClass('battleship', 4, { name: { ru: 'Броненосец' }, mark: 'I' }),
    shipClass('cruiser', 3, { name: { ru: 'Крейсер' }, mark: 'II', count: 2 }),
    shipClass('destroyer', 2, { name: { ru: 'Миноносец' }, mark: 'III', count: 3 }),
    shipClass('submarine', 1, { name: { ru: 'Подводная лодка' }, mark: 'IV', count: 4 }),
  ],
  turns: {
    sides: [
      { id: 'blue', name: { ru: 'Первый' } },
      { id: 'red', name: { ru: 'Второй' } },
    ],
    first: 'blue',
    salvo: { kind: 'constant', shots: 1 },
    extraShotOnHit: true,
    protectedHitPenalty: 'none',
    shotLimit: null,
    onShotsExhausted: 'draw',
  },
  report: { timing: 'per-shot', sunk: 'plain', hitClass: false },
  words: { ru: { ...RU_SALVO_WORDS, ownChart: 'Игральная карта', enemyChart: 'Контрольная карта' } },
  rules: { ru: 'Противники поочерёдно называют клетки.' },
  board: { columnLabels: ['А', 'Б', 'В', 'Г', 'Д', 'Е', 'Ж', 'З', 'И', 'К'] },
});

/** 15×15, Polish, with a bent (L-shaped) ship: the "any valid variant file" case. */
export const statki15Bent: Variant = makeVariant({
  id: 'statki-15-bent',
  name: { pl: 'Statki 15×15 (łamane)' },
  summary: { pl: 'Plansza 15×15, okręt w kształcie litery L.' },
  languages: ['pl'],
  rows: 15,
  columns: 15,
  fleet: [
    shipClass('carrier', 5, { name: { pl: 'Lotniskowiec' }, mark: 'I' }),
    shapeClass('bent', [[0, 0], [1, 0], [2, 0], [2, 1]], { name: { pl: 'Łamaniec' }, mark: 'Ł' }),
    shipClass('battleship', 4, { name: { pl: 'Pancernik' }, mark: 'II', count: 2 }),
    shipClass('cruiser', 3, { name: { pl: 'Krążownik' }, mark: 'III', count: 3 }),
    shipClass('chaser', 2, { name: { pl: 'Ścigacz' }, mark: 'IV', count: 4 }),
    shipClass('submarine', 1, { name: { pl: 'Łódź podwodna' }, mark: 'V', count: 5 }),
  ],
  turns: {
    sides: [
      { id: 'blue', name: { pl: 'Gracz 1' } },
      { id: 'red', name: { pl: 'Gracz 2' } },
    ],
    first: 'blue',
    salvo: { kind: 'constant', shots: 1 },
    extraShotOnHit: true,
    protectedHitPenalty: 'none',
    shotLimit: null,
    onShotsExhausted: 'draw',
  },
  report: { timing: 'per-shot', sunk: 'plain', hitClass: false },
  words: { pl: { miss: 'pudło', hit: 'trafiony', sunk: 'zatopiony', noHits: 'pudło', ownChart: 'Moja flota', enemyChart: 'Flota przeciwnika' } },
  rules: { pl: 'Gracze strzelają na zmianę. Trafienie daje kolejny strzał.' },
  board: { columnLabels: letters(15), rowLabels: numbers(15) },
});

/** A salvo variant with ships-afloat salvos, per-ship reports and per-shot class hits. */
export const salvo1931: Variant = makeVariant({
  id: 'salvo-1931',
  name: { en: 'Salvo (1931)' },
  fleet: [
    shipClass('battleship', 4, { name: { en: 'Battleship' }, mark: 'B' }),
    shipClass('cruiser', 3, { name: { en: 'Cruiser' }, mark: 'C', count: 2 }),
    shipClass('destroyer', 2, { name: { en: 'Destroyer' }, mark: 'D', count: 2 }),
  ],
  turns: {
    sides: [
      { id: 'a', name: { en: 'North' } },
      { id: 'b', name: { en: 'South' } },
    ],
    first: 'a',
    salvo: { kind: 'ships-afloat', perShip: 1 },
    extraShotOnHit: false,
    protectedHitPenalty: 'none',
    shotLimit: null,
    onShotsExhausted: 'draw',
  },
  report: { timing: 'per-salvo', by: 'ship', counts: true, sunk: true },
});

export const ALL_FIXTURES: readonly Variant[] = [perelmanLike, jutlandLike, morskoyLike, statki15Bent, salvo1931];
