/**
 * `salvo analyze`'s "hits" column counts a salvo's hits on the fleet where the record reveals it,
 * even where the announcement said otherwise (a breach the referee lists): its legend said "the
 * hits announced", which a table showing 1 hit for a salvo announced "no hits" belied
 * (examples/breaches.yaml's blue salvo 5 shows 2). The legend now says where the figure comes
 * from, in English, Russian and Polish.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-hits-legend-'));

const VARIANT = `id: mini-plain
languages: [en, ru, pl]
name: Mini hospital
summary: A 5×5 game with a hospital ship.
rules: |
  Test rules.
board:
  rows: 5
  columns: 5
  columnLabels: [A, B, C, D, E]
  rowLabels: numbers
  cellOrder: column-row
fleet:
  - { id: cruiser, name: Cruiser, mark: CR, size: 3, count: 1 }
  - { id: destroyer, name: Destroyer, mark: DD, size: 2, count: 1 }
  - { id: hospital, name: Hospital, mark: H, size: 2, count: 1 }
placement:
  diagonal: false
  spacing: no-contact
turns:
  sides:
    - { id: blue, name: Blue }
    - { id: red, name: Red }
  first: blue
  salvo: { kind: constant, shots: 2 }
  extraShotOnHit: false
  protectedHitPenalty: none
  shotLimit: null
  onShotsExhausted: draw
report:
  timing: per-salvo
  by: class
  counts: true
  sunk: false
words:
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: My fleet, enemyChart: Enemy fleet }
  ru: { miss: мимо, hit: ранен, sunk: убит, noHits: попаданий нет, ownChart: Мой флот, enemyChart: Флот противника }
  pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moja flota, enemyChart: Flota przeciwnika }
`;

/** Blue's A1 hits red's cruiser, which red announced as no hits. */
const RECORD = `variant: ./plain.yaml
fleets:
  blue: { cruiser: C1-E1, destroyer: A4-A5, hospital: D4-E4 }
  red: { cruiser: A1-C1, destroyer: A3-A4, hospital: D5-E5 }
salvos:
  - blue: A1 C3 -> no hits
  - red: B2 D4 -> Hospital 1
`;

describe('analyze: the hits column and its legend', () => {
  writeFileSync(join(dir, 'plain.yaml'), VARIANT);
  writeFileSync(join(dir, 'g.yaml'), RECORD);

  it('counts the hits on the fleet revealed, and the legend says so rather than "the hits announced"', async () => {
    const r = await runSalvo(dir, ['analyze', 'g.yaml', '--workers', '1', '--lang', 'en']);
    expect(r.code).toBe(0);
    // The referee's breach: announced no hits, the fleet gives one.
    expect(r.stdout).toContain('red announced "no hits" for blue\'s salvo 1; the fleet gives "cruiser 1"');
    // Blue's row: 1 hit, as the fleet gives it (after the class it was likeliest to hit).
    expect(r.stdout).toMatch(/^1 {2}A1 C3 {2}30% 22% +0\.52 +Cruiser 0\.22 +1 /mu);
    expect(r.stdout).not.toContain('hits: the hits announced');
    expect(r.stdout).toContain('hits: the hits the salvo drew, counted on the fleet where the record reveals it, else as announced');
  });

  it('says it in Russian and Polish', async () => {
    const ru = await runSalvo(dir, ['analyze', 'g.yaml', '--workers', '1', '--lang', 'ru']);
    expect(ru.stdout).not.toContain('попад. — объявленные попадания;');
    expect(ru.stdout).toContain('попад. — попадания залпа: по флоту, где запись его раскрывает, иначе объявленные');
    const pl = await runSalvo(dir, ['analyze', 'g.yaml', '--workers', '1', '--lang', 'pl']);
    expect(pl.stdout).not.toContain('traf. — ogłoszone trafienia;');
    expect(pl.stdout).toContain('traf. — trafienia salwy: policzone na flocie, gdzie zapis ją ujawnia, inaczej ogłoszone');
  });
});
