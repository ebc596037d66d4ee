/**
 * Hand-built variants shaped like the seed rule sets, for core tests that must not depend on the
 * YAML templates: the Perelman board (а–к without й), a Cyrillic board with capitals А–К, the
 * Statki/Jutland A–J board, the 15×15 Statki board, and a few odd boards.
 */
import { makeVariant, shipClass } from '../helpers/make-variant.js';
import type { Variant } from '../../src/variant/model.js';

export const PERELMAN_COLUMNS = ['а', 'б', 'в', 'г', 'д', 'е', 'ж', 'з', 'и', 'к'];
export const CYRILLIC_CAPITALS = ['А', 'Б', 'В', 'Г', 'Д', 'Е', 'Ж', 'З', 'И', 'К'];

export const perelman: Variant = makeVariant({
  id: 'perelman',
  languages: ['ru', 'en'],
  board: { columnLabels: PERELMAN_COLUMNS },
  fleet: [
    shipClass('two', 2, { name: { ru: 'двухклеточный', en: 'two-cell ship' }, mark: 'II' }),
    shipClass('three', 3, { name: { ru: 'трёхклеточный', en: 'three-cell ship' }, mark: 'III' }),
    shipClass('four', 4, { name: { ru: 'четырёхклеточный', en: 'four-cell ship' }, mark: 'IV' }),
    shipClass('five', 5, { name: { ru: 'пятиклеточный', en: 'five-cell ship' }, mark: 'V' }),
    shipClass('hospital', 4, { name: { ru: 'госпиталь', en: 'hospital ship' }, mark: '+', protected: true, hatched: true }),
  ],
  placement: { diagonal: false, spacing: 'may-touch' },
  words: {
    ru: { miss: 'мимо', hit: 'попал', sunk: 'потоплен', noHits: 'попаданий нет', ownChart: 'Моя эскадра', enemyChart: 'Эскадра противника' },
    en: { miss: 'miss', hit: 'hit', sunk: 'sunk', noHits: 'no hits', ownChart: 'My squadron', enemyChart: 'Enemy squadron' },
  },
});

export const morskoy: Variant = makeVariant({
  id: 'morskoy-boy',
  languages: ['ru'],
  board: { columnLabels: CYRILLIC_CAPITALS },
  fleet: [
    shipClass('battleship', 4, { name: { ru: 'линкор' }, mark: 'Л' }),
    shipClass('cruiser', 3, { name: { ru: 'крейсер' }, mark: 'К', count: 2 }),
    shipClass('destroyer', 2, { name: { ru: 'эсминец' }, mark: 'Э', count: 3 }),
    shipClass('submarine', 1, { name: { ru: 'подлодка' }, mark: 'П', count: 4 }),
  ],
  placement: { diagonal: false, spacing: 'no-contact' },
  words: { ru: { miss: 'мимо', hit: 'попал', sunk: 'убит', noHits: 'мимо', ownChart: 'Мой флот', enemyChart: 'Флот противника' } },
});

export const statki: Variant = makeVariant({
  id: 'statki',
  fleet: [
    shipClass('four', 4, { mark: '4' }),
    shipClass('three', 3, { mark: '3', count: 2 }),
    shipClass('two', 2, { mark: '2', count: 3 }),
    shipClass('one', 1, { mark: '1', count: 4 }),
  ],
  placement: { diagonal: false, spacing: 'no-contact' },
});

export const statki15: Variant = makeVariant({
  id: 'statki-15',
  rows: 15,
  columns: 15,
  fleet: [
    shipClass('five', 5, { mark: '5' }),
    shipClass('four', 4, { mark: '4', count: 2 }),
    shipClass('three', 3, { mark: '3', count: 3 }),
    shipClass('two', 2, { mark: '2', count: 4 }),
    shipClass('one', 1, { mark: '1', count: 5 }),
  ],
  placement: { diagonal: false, spacing: 'no-contact' },
});

export const jutland: Variant = makeVariant({
  id: 'jutland',
  fleet: [
    shipClass('battleship', 4, { name: { en: 'Battleship' }, mark: 'BB', guns: 2, gunsLostAt: [2] }),
    shipClass('cruiser', 3, { name: { en: 'Cruiser' }, mark: 'CR', guns: 2, gunsLostAt: [2] }),
    shipClass('destroyer', 2, { name: { en: 'Destroyer' }, mark: 'DD', count: 2, guns: 1 }),
  ],
  placement: { diagonal: true, spacing: 'no-contact' },
});

/** Bent ships (a Statki house rule) with side contact forbidden but corners allowed. */
export const bent: Variant = makeVariant({
  id: 'bent',
  fleet: [
    shipClass('ell', 4, { kind: 'shape', shape: [[0, 0], [1, 0], [2, 0], [2, 1]], mark: 'L' }),
    shipClass('tee', 4, { kind: 'shape', shape: [[0, 0], [0, 1], [0, 2], [1, 1]], mark: 'T' }),
    shipClass('ess', 4, { kind: 'shape', shape: [[0, 1], [0, 2], [1, 0], [1, 1]], mark: 'S' }),
    shipClass('two', 2, { count: 2, mark: 'D' }),
  ],
  placement: { diagonal: false, spacing: 'no-side-contact' },
});

export const SEED_VARIANTS: readonly Variant[] = [perelman, morskoy, statki, statki15, jutland, bent];
