/**
 * A British-style variant reporting by ship with counts (a Lion, two light cruisers, a collier;
 * salvos of 3), as a designer writes one in v.yaml: the quoted-words and quoted-ship-number tests
 * read records of it.
 */
export const BRITISH_BY_SHIP = [
  'id: brit',
  'languages: [en]',
  'name: British',
  'board: { rows: 10, columns: 10 }',
  'fleet:',
  '  - { id: lion, name: Lion, size: 4 }',
  '  - { id: lc, name: Light cruiser, size: 3, count: 2 }',
  '  - { id: collier, name: Collier, size: 2 }',
  'placement: { spacing: no-contact }',
  'turns: { sides: [{ id: british, name: British }, { id: german, name: German }], salvo: { kind: constant, shots: 3 } }',
  'report: { timing: per-salvo, by: ship, counts: true }',
  'words:',
  '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
  '',
].join('\n');
