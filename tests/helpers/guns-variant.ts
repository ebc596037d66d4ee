/**
 * A small game where a salvo's size tells the shooter's damage: 5×5, two cruisers of 4 with 3
 * guns each, one gun lost per hit, a shot per gun left, hits reported by class with counts. The
 * size of a side's reply decides how its hits fell (tests of evidence from replies).
 */
import { makeVariant, shipClass } from './make-variant.js';

export const gunsVariant = makeVariant({
  rows: 5,
  columns: 5,
  fleet: [shipClass('cruiser', 4, { count: 2, guns: 3, gunsLostAt: [1, 2, 3] })],
  placement: { diagonal: false, spacing: 'may-touch' },
  report: { timing: 'per-salvo', by: 'class', counts: true, sunk: false },
  turns: { ...makeVariant().turns, salvo: { kind: 'guns' } },
});

/** The same variant as a file, for the CLI. */
export const GUNS_VARIANT_FILE =
  'id: g\nlanguages: [en]\nname: Guns\nboard: { rows: 5, columns: 5 }\nfleet:\n  - { id: cruiser, name: Cruiser, size: 4, count: 2, guns: 3, gunsLostAt: [1, 2, 3] }\n' +
  'placement: { diagonal: false, spacing: may-touch }\nturns: { salvo: { kind: guns } }\nreport: { timing: per-salvo, by: class, counts: true, sunk: false }\n' +
  'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';
