/**
 * `kind: damage` without its steps is offered steps sized to the fleet: the cells that count as
 * damage split in thirds, a shot fewer each step, never a step the fleet cannot reach. Pasted in,
 * the variant loads with no warning about the steps (checked for many fleets and salvo sizes).
 */
import { describe, expect, it } from 'vitest';
import { readVariantText } from '../../src/variant/parse.js';
import { issueSaid } from '../../src/variant/issue-text.js';

/** A variant whose salvo is `kind: damage` with these shots (and `countProtected`), its steps left out. */
function file(fleet: readonly string[], shots: number | undefined, countProtected?: boolean): string {
  return [
    'id: d',
    'languages: [en]',
    'name: D',
    'board: { rows: 12, columns: 12 }',
    'fleet:',
    ...fleet.map((c) => `  - ${c}`),
    'turns:',
    `  salvo: { kind: damage${shots !== undefined ? `, shots: ${shots}` : ''}${countProtected !== undefined ? `, countProtected: ${countProtected}` : ''} }`,
    'words:',
    '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
    '',
  ].join('\n');
}

/** The steps offered for the file, and its Russian and Polish advice. */
function offered(text: string): { steps: string; ru: string | undefined; pl: string | undefined } {
  const r = readVariantText(text, 'd.yaml');
  if (r.ok) throw new Error('the file loaded');
  const d = r.diagnostics.find((x) => x.code === 'missing-key' && x.path === 'turns.salvo.steps');
  if (d === undefined) throw new Error(r.diagnostics.map((x) => x.message).join('\n'));
  const m = /e\.g\. steps: (\[.*\])$/u.exec(d.suggestion ?? '');
  if (m === null) throw new Error(d.suggestion);
  return { steps: m[1]!, ru: issueSaid(d.code, d.parts, 'ru')?.suggestion, pl: issueSaid(d.code, d.parts, 'pl')?.suggestion };
}

const PERELMAN = ['{ id: five, name: Five, size: 5 }', '{ id: four, name: Four, size: 4 }', '{ id: three, name: Three, size: 3 }', '{ id: two, name: Two, size: 2 }', '{ id: hospital, name: Hospital, size: 4, protected: true }'];

describe('the damage steps offered', () => {
  it('split the cells that count as damage in thirds, a shot fewer each step (en/ru/pl)', () => {
    // 2×3 + 2×2 = 10 cells: 3 and 7 (10/3 and 20/3, rounded).
    const small = offered(file(['{ id: a, name: A, size: 3, count: 2 }', '{ id: b, name: B, size: 2, count: 2 }'], 3));
    expect(small.steps).toBe('[{ damage: 3, shots: 2 }, { damage: 7, shots: 1 }]');
    expect(small.ru).toBe('добавьте steps: (список), например steps: [{ damage: 3, shots: 2 }, { damage: 7, shots: 1 }]');
    expect(small.pl).toBe('dodaj steps: (lista), na przykład steps: [{ damage: 3, shots: 2 }, { damage: 7, shots: 1 }]');
    // Perelman's 18 cells, the hospital's counted: 6 and 12.
    expect(offered(file(PERELMAN, 3)).steps).toBe('[{ damage: 6, shots: 2 }, { damage: 12, shots: 1 }]');
    // The hospital's not counted (countProtected: false): 14 cells, 5 and 9.
    expect(offered(file(PERELMAN, 3, false)).steps).toBe('[{ damage: 5, shots: 2 }, { damage: 9, shots: 1 }]');
    // A bigger salvo: a shot fewer from each step.
    expect(offered(file(PERELMAN, 6)).steps).toBe('[{ damage: 6, shots: 5 }, { damage: 12, shots: 4 }]');
    // Two shots leave room for one step, at half the cells; a shape counts its cells.
    expect(offered(file(['{ id: l, name: L, shape: [[0, 0], [1, 0], [1, 1]] }', '{ id: b, name: B, size: 3 }'], 2)).steps).toBe('[{ damage: 3, shots: 1 }]');
  });

  it('are sized differently for different fleets (not one example for all)', () => {
    const tiny = offered(file(['{ id: b, name: B, size: 2 }'], 3)).steps;
    const big = offered(file(['{ id: a, name: A, size: 5, count: 4 }'], 3)).steps;
    expect(tiny).toBe('[{ damage: 1, shots: 2 }]');
    expect(big).toBe('[{ damage: 7, shots: 2 }, { damage: 13, shots: 1 }]');
  });

  it('pasted in, load with no warning about the steps, for every fleet and salvo size tried', () => {
    const fleets: string[][] = [
      ['{ id: b, name: B, size: 1 }', '{ id: c, name: C, size: 1 }'],
      ['{ id: b, name: B, size: 2 }'],
      ['{ id: b, name: B, size: 3 }'],
      ['{ id: a, name: A, size: 3, count: 2 }', '{ id: b, name: B, size: 2, count: 2 }'],
      PERELMAN,
      ['{ id: a, name: A, size: 5, count: 4 }', '{ id: s, name: S, size: 1, count: 6 }'],
    ];
    for (const fleet of fleets) {
      for (const shots of [undefined, 1, 2, 3, 4, 7]) {
        for (const countProtected of [undefined, false]) {
          const text = file(fleet, shots, countProtected);
          const { steps } = offered(text);
          // Shots left out too are offered as 3, which the steps are sized from.
          const pasted = text.replace(' }\nwords:', `${shots === undefined ? ', shots: 3' : ''}, steps: ${steps} }\nwords:`);
          const r = readVariantText(pasted, 'd.yaml');
          expect(r.ok, pasted).toBe(true);
          if (!r.ok) continue;
          expect(r.warnings.filter((w) => w.code.startsWith('salvo-step')).map((w) => w.message), pasted).toEqual([]);
          // Thresholds rising, all below the cells that count.
          const salvo = r.value.turns.salvo;
          if (salvo.kind !== 'damage') throw new Error('not damage');
          const damages = salvo.steps.map((s) => s.damage);
          expect(damages).toEqual([...damages].sort((a, b) => a - b));
          expect(new Set(damages).size).toBe(damages.length);
        }
      }
    }
  });
});
