/**
 * A key of another option of a union (`shots` under `salvo: { kind: guns }`, whose only key is
 * kind): the keys of the option chosen are listed, and one key alone is said as the only key,
 * in en/ru/pl ("the keys are kind" read wrong).
 */
import { describe, expect, it } from 'vitest';
import { slipSaid } from '../../src/variant/slip-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const text = (salvo: string): string =>
  [
    'id: guns',
    'languages: [en]',
    'name: Guns',
    'board: { rows: 8, columns: 8 }',
    'fleet:',
    '  - { id: a, name: A, size: 3, guns: 2 }',
    'turns:',
    `  salvo: ${salvo}`,
    'words:',
    '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
    '',
  ].join('\n');

function told(salvo: string): { en: string | undefined; ru: string | undefined; pl: string | undefined } {
  const r = readVariantText(text(salvo), 'v.yaml');
  expect(r.ok).toBe(false);
  const d = r.ok ? undefined : r.diagnostics.find((x) => x.code === 'unknown-key');
  expect(d).toBeDefined();
  return { en: d!.suggestion, ru: slipSaid(d!.parts, 'ru')?.suggestion, pl: slipSaid(d!.parts, 'pl')?.suggestion };
}

describe('a key of another kind of salvo', () => {
  it('under kind: guns, whose one key is kind, says it is the only key (en/ru/pl)', () => {
    expect(told('{ kind: guns, shots: 3 }')).toEqual({
      en: 'set kind: constant or kind: damage, or remove shots; with kind: guns the only key is kind',
      ru: 'укажите kind: constant или kind: damage или удалите shots; при kind: guns допустим только ключ kind',
      pl: 'ustaw kind: constant albo kind: damage albo usuń shots; przy kind: guns dozwolony jest tylko klucz kind',
    });
  });

  it('under a kind of several keys, lists them, as before', () => {
    expect(told('{ kind: constant, shots: 3, steps: [] }').en).toBe('set kind: damage, or remove steps; with kind: constant the keys are kind, shots');
  });
});
