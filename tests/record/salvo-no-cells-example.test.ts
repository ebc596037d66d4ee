/**
 * A line naming no cell is shown a line to write instead: the board's own cells, as many as a
 * side's first salvo has (Jutland's six guns, Perelman's three, one in Морской бой), not the first
 * two and "…"; that line, copied as it is, is a salvo the referee finds nothing wrong with.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { refereeRecord } from '../../src/record/referee.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

const TEMPLATES = ['classic-1967', 'classic-salvo', 'jutland', 'morskoy-boy', 'perelman', 'statki', 'statki-15'];
const variants = new Map<string, Variant>();

beforeAll(async () => {
  for (const id of TEMPLATES) variants.set(id, await loadVariant(id, { cwd: process.cwd() }));
});

describe('a line naming no cell', () => {
  it('is shown a whole line to copy, the first salvo\'s size in the board\'s cells, which the referee passes', () => {
    const shown: Record<string, string> = {};
    for (const id of TEMPLATES) {
      const variant = variants.get(id)!;
      const first = variant.turns.first;
      const d = parseRecord(`variant: ${id}\nsalvos:\n  - ${first}:\n`, variant, { file: 'g.yaml' }).diagnostics.find((x) => x.code === 'salvo-no-cells');
      const example = String(d?.parts?.example);
      expect(example, id).not.toContain('…');
      expect(d?.suggestion, id).toContain(`e.g. ${example} -> <announcement>;`);
      shown[id] = example;
      // Copied into the record, it is a salvo of the right size: no breach at all.
      const copied = refereeRecord(parseRecord(`variant: ${id}\nsalvos:\n  ${example}\n`, variant, { file: 'g.yaml' }), variant);
      expect(copied.breaches.map((b) => b.code), id).toEqual([]);
    }
    expect(shown).toEqual({
      'classic-1967': '- blue: A1',
      'classic-salvo': '- blue: A1 B1 C1 D1 E1',
      jutland: '- blue: A1 B1 C1 D1 E1 F1',
      'morskoy-boy': '- blue: А1',
      perelman: '- blue: а1 б1 в1',
      statki: '- blue: A1',
      'statki-15': '- blue: A1',
    });
  });

  it('is shown it in Russian and Polish as in English', () => {
    const perelman = variants.get('perelman')!;
    const d = parseRecord('variant: perelman\nlanguage: ru\nsalvos:\n  - синие: -> попаданий нет\n', perelman, { file: 'g.yaml' }).diagnostics.find((x) => x.code === 'salvo-no-cells')!;
    expect(readingSaid(d, 'ru')?.suggestion).toBe('впишите клетки после «синие:», например - синие: а1 б1 в1 -> попаданий нет; или удалите строку, если выстрелов не было');
    expect(readingSaid(d, 'pl')?.suggestion).toBe('wpisz pola po „синие:”, na przykład - синие: а1 б1 в1 -> попаданий нет; albo usuń wiersz, jeśli nie strzelano');
  });

  it('names the side in Russian and Polish as the variant calls it, and a side the record named by its own name', () => {
    const perelman = variants.get('perelman')!;
    const d = parseRecord('variant: perelman\nsalvos:\n  - blue: а1 б1 в1 -> мимо\n  - red: -> мимо\n', perelman, { file: 'g.yaml' }).diagnostics.find((x) => x.code === 'salvo-no-cells')!;
    expect(readingSaid(d, 'ru')?.message).toMatch(/^в строке стороны «Красные» не названо/u);
    expect(readingSaid(d, 'ru')?.suggestion).toMatch(/^впишите клетки после «red:», например - red: /u);
    const statki = variants.get('statki')!;
    const p = parseRecord('variant: statki\nsalvos:\n  - blue: A1 -> pudło\n  - red: -> pudło\n', statki, { file: 'g.yaml' }).diagnostics.find((x) => x.code === 'salvo-no-cells')!;
    expect(readingSaid(p, 'pl')?.message).toMatch(/^wiersz strony „Gracz 2” nie podaje/u);
    const own = parseRecord('variant: statki\nsides: { ala: Ala, tomek: Tomek }\nsalvos:\n  - ala: A1 -> pudło\n  - tomek: -> pudło\n', statki, { file: 'g.yaml' }).diagnostics.find((x) => x.code === 'salvo-no-cells')!;
    expect(readingSaid(own, 'pl')?.message).toMatch(/^wiersz strony „tomek” nie podaje/u);
  });
});
