/**
 * A required key left out where its kind alone says too little (`add steps: (a list)`): the
 * advice gives a value to write (the damage steps, the fleet, a name from the id beside it), in
 * English, Russian and Polish; written in, the variant loads.
 */
import { describe, expect, it } from 'vitest';
import { designSaid } from '../../src/variant/design-text.js';
import { issueSaid } from '../../src/variant/issue-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const BASE = [
  'id: wide',
  'languages: [en]',
  'name: Wide Sea',
  'board: { rows: 5, columns: 26 }',
  'fleet:',
  '  - { id: long-boat, name: Long boat, size: 4 }',
  '  - { id: dot, name: Dot, size: 1, count: 2 }',
  'turns:',
  '  sides: [{ id: alpha, name: Alpha }, { id: beta, name: Beta }]',
  '  salvo: { kind: damage, shots: 4, steps: [{ damage: 2, shots: 3 }] }',
  'report: { timing: per-shot, sunk: plain }',
  'words:',
  '  en: { miss: miss, hit: hit, sunk: sunk, noHits: all miss, ownChart: Mine, enemyChart: Theirs }',
  '',
].join('\n');

function missing(text: string): { where: string; suggestion: string | undefined; ru: string | undefined; pl: string | undefined }[] {
  const r = readVariantText(text, 'v.yaml');
  expect(r.ok).toBe(false);
  if (r.ok) return [];
  return r.diagnostics.map((d) => {
    expect(d.code).toBe('missing-key');
    return { where: d.message.split(':')[0]!, suggestion: d.suggestion, ru: issueSaid(d.code, d.parts, 'ru')?.suggestion, pl: issueSaid(d.code, d.parts, 'pl')?.suggestion };
  });
}

describe('a required key left out: a value to write', () => {
  it('the base variant loads', () => {
    expect(readVariantText(BASE, 'v.yaml').ok).toBe(true);
  });

  it.each([
    // The fleet's 6 cells in thirds, a shot fewer each (tests/variant/damage-steps-example.test.ts).
    ['damage steps', ', steps: [{ damage: 2, shots: 3 }]', '', 'turns.salvo.steps', 'steps', '(a list)', '[{ damage: 2, shots: 3 }, { damage: 4, shots: 2 }]', ', steps: [{ damage: 2, shots: 3 }, { damage: 4, shots: 2 }]'],
    ['the shots before any damage', 'kind: damage, shots: 4,', 'kind: damage,', 'turns.salvo.shots', 'shots', '(a number)', '3', 'kind: damage, shots: 3,'],
    ["a class's name, from its id", 'long-boat, name: Long boat,', 'long-boat,', 'fleet[0].name', 'name', '(a text or a mapping)', 'Long boat', 'long-boat, name: Long boat,'],
    ["a side's name, from its id", 'alpha, name: Alpha', 'alpha', 'turns.sides[0].name', 'name', '(a text or a mapping)', 'Alpha', 'alpha, name: Alpha'],
  ])('%s', (_what, present, absent, where, key, kind, example, written) => {
    const left = absent === '' ? BASE.replace(present, '') : BASE.replace(present, absent);
    const said = missing(left);
    const escaped = example.replace(/[[\]{}()]/gu, '\\$&');
    expect(said).toEqual([
      {
        where,
        suggestion: `add ${key}: ${kind}, e.g. ${key}: ${example}`,
        ru: expect.stringMatching(new RegExp(`^добавьте ${key}: \\(.+\\), например ${key}: ${escaped}$`, 'u')),
        pl: expect.stringMatching(new RegExp(`^dodaj ${key}: \\(.+\\), na przykład ${key}: ${escaped}$`, 'u')),
      },
    ]);
    // Written in where it was left out, the variant loads.
    const fixed = absent === '' ? left.replace('shots: 4', `shots: 4${written}`) : left.replace(absent, written);
    const r = readVariantText(fixed, 'v.yaml');
    expect(r.ok, fixed).toBe(true);
  });

  it("the variant's name: from its id, a text every language takes; written in, the variant loads", () => {
    const said = missing(BASE.replace('name: Wide Sea\n', ''));
    expect(said).toEqual([{ where: 'name', suggestion: 'add name: (a text or a mapping), e.g. name: Wide', ru: 'добавьте name: (текст или словарь), например name: Wide', pl: 'dodaj name: (tekst albo słownik), na przykład name: Wide' }]);
    expect(readVariantText(BASE.replace('name: Wide Sea', 'name: Wide'), 'v.yaml').ok).toBe(true);
    // Two words of an id are two words of the name; with no id, a name to change.
    expect(missing(BASE.replace('name: Wide Sea\n', '').replace('id: wide', 'id: north-sea')).map((x) => x.suggestion)).toEqual(['add name: (a text or a mapping), e.g. name: North sea']);
    const both = missing(BASE.replace('name: Wide Sea\n', '').replace('id: wide\n', ''));
    expect(both.map((x) => x.suggestion)).toEqual(['add id: (a text), e.g. id: my-variant', 'add name: (a text or a mapping), e.g. name: My variant']);
    // In a file of two languages the plain text stands for both.
    const two = BASE.replace('name: Wide Sea\n', '').replace('languages: [en]', 'languages: [en, ru]').replace(/(  en: \{.*\})/u, '$1\n  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мои, enemyChart: Чужие }');
    expect(missing(two).map((x) => x.suggestion)).toEqual(['add name: (a text or a mapping), e.g. name: Wide']);
    expect(readVariantText(two.replace('id: wide', 'id: wide\nname: Wide'), 'v.yaml').ok).toBe(true);
  });

  it("the variant's id: from its name in Latin letters, else one to change; written in, the variant loads", () => {
    const said = missing(BASE.replace('id: wide\n', ''));
    expect(said).toEqual([{ where: 'id', suggestion: 'add id: (a text), e.g. id: wide-sea', ru: 'добавьте id: (текст), например id: wide-sea', pl: 'dodaj id: (tekst), na przykład id: wide-sea' }]);
    expect(readVariantText(BASE.replace('id: wide', 'id: wide-sea'), 'v.yaml').ok).toBe(true);
    expect(missing(BASE.replace('id: wide\n', '').replace('name: Wide Sea', 'name: { en: "Big Sea: 5×26" }')).map((x) => x.suggestion)).toEqual(['add id: (a text), e.g. id: big-sea-5-26']);
    expect(missing(BASE.replace('id: wide\n', '').replace('name: Wide Sea', 'name: Широкое море')).map((x) => x.suggestion)).toEqual(['add id: (a text), e.g. id: my-variant']);
  });

  it('the fleet', () => {
    const text = BASE.replace(/fleet:\n.*\n.*\n/u, '');
    const said = missing(text);
    expect(said.map((x) => x.suggestion)).toEqual(['add fleet: (a list), e.g. fleet: [{ id: cruiser, name: Cruiser, size: 3 }]']);
    expect(said[0]!.ru).toBe('добавьте fleet: (список), например fleet: [{ id: cruiser, name: Cruiser, size: 3 }]');
    expect(readVariantText(text.replace('turns:', 'fleet: [{ id: cruiser, name: Cruiser, size: 3 }]\nturns:'), 'v.yaml').ok).toBe(true);
  });

  it('where there is none to give, the kind alone (a class without its id)', () => {
    const said = missing(BASE.replace('id: dot, ', ''));
    expect(said.map((x) => [x.where, x.suggestion])).toEqual([['fleet[1].id', 'add id: (a text)']]);
  });

  it('a class with neither size nor shape: the shape as the picture salvo variant show prints, which loads', () => {
    const r = readVariantText(BASE.replace('size: 4 }', '}'), 'v.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const d = r.diagnostics.map((x) => [x.code, x.suggestion, designSaid(x.code, x.parts, 'ru')?.suggestion]);
    expect(d).toEqual([['ship-size-or-shape', 'add size: N (a straight ship) or shape: "##/.#" (a picture of its cells, # for each)', 'добавьте size: N (прямой корабль) или shape: "##/.#" (рисунок клеток корабля, # — клетка)']]);
    expect(readVariantText(BASE.replace('size: 4 }', 'shape: "##/.#" }'), 'v.yaml').ok).toBe(true);
  });
});

