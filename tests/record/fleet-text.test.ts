/**
 * A fleet layout's breaches said in Russian and Polish from their parts (src/record/fleet-text.ts):
 * layouts broken in each way the layout checker tells (core/layout.ts) give breaches whose words
 * in both languages leave no English behind, with what to do wherever English says it; English is
 * the checker's own, unchanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutBreaches, parseLayout } from '../../src/core/layout.js';
import { fleetSaid } from '../../src/record/fleet-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let morskoy: Variant;
let statki: Variant;
beforeAll(async () => {
  morskoy = await loadVariant('morskoy-boy', { cwd: process.cwd() });
  statki = await loadVariant('statki', { cwd: process.cwd() });
});

const ENGLISH = /\b(?:is|not|the|of|an|has|cells?|ships?|touch|overlap|bent|straight|diagonally|shape|add|remove|keep|place|use|each|item|line|allows|only|rows|columns|names|twice|board)\b/u;

describe('a fleet breaking the placement rules, in Russian and Polish', () => {
  it('each kind of breach is said whole from its parts, no English left', () => {
    const layouts: readonly [Variant, unknown][] = [
      // A ship of the wrong size, bent, one not in one piece, one off the board, a class short of ships, overlapping and touching ships.
      [morskoy, { броненосец: 'А1-Г1', крейсер: ['А3 Б3 Б4', 'Е1-З1'], миноносец: ['А5 В5', 'Г5-Д5'], 'подводная лодка': ['А7', 'А7', 'Д7', 'Б6'] }],
      // A class with its cells written as a list, one cell a ship; a ship lying diagonally.
      [morskoy, { броненосец: 'А1-Г1', крейсер: ['А3', 'Б3', 'В3', 'Е1', 'Ж1', 'З1'], миноносец: ['А5 Б6', 'Г5-Д5', 'Ж5-З5'], 'подводная лодка': ['А7', 'В7', 'Д7', 'Ж7'] }],
      [statki, { pancernik: 'A1-A4', krążownik: ['C1-C3', 'C5-C8'], ścigacz: ['E1-E2', 'E4-E5', 'E7-E8'], 'łódź podwodna': ['G1', 'G3', 'G5', 'H2'] }],
    ];
    const kinds = new Set<string>();
    for (const [variant, input] of layouts) {
      const parsed = parseLayout(input, variant);
      expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
      if (!parsed.ok) continue;
      for (const b of layoutBreaches(parsed.value, variant)) {
        kinds.add(String(b.parts?.kind));
        for (const lang of ['ru', 'pl'] as const) {
          const words = fleetSaid(lang, b.parts ?? {});
          expect(words, `${b.diagnostic.code} (${lang}): ${b.diagnostic.message}`).toBeDefined();
          expect(`${words!.message} ${words!.suggestion ?? ''}`, `${b.diagnostic.message} (${lang})`).not.toMatch(ENGLISH);
          expect(words!.suggestion === undefined, `${b.diagnostic.message} (${lang})`).toBe(b.diagnostic.suggestion === undefined);
        }
      }
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['count', 'overlap', 'size', 'touch']));
    expect(kinds.size).toBeGreaterThanOrEqual(6);
  });

  it('a fleet without parts has no words: said whole in English', () => {
    expect(fleetSaid('ru', {})).toBeUndefined();
  });
});
