/**
 * `salvo variant show` says, where it applies (a report by class that announces sinkings, a class
 * of more than one ship), that a salvo's report may say how many ships of a class it sank, with
 * an example in the variant's words; in English, Russian and Polish. Not where it cannot apply.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeVariant } from '../../src/variant/describe.js';
import { loadVariant } from '../../src/variant/load.js';

const TWIN = join(import.meta.dirname, '..', 'record', 'fixtures', 'twin-sinkings.yaml');

describe('variant show: the number sunk in a per-salvo report by class', () => {
  it('is said with an example, in each language', async () => {
    const v = await loadVariant(TWIN, { cwd: process.cwd() });
    expect(describeVariant(v, 'en')).toContain('and any ship the salvo sank, where it sank more than one of a class how many (“destroyer 2 sunk 2”); or “no hits”.');
    expect(describeVariant(v, 'ru')).toContain('а также потопленные залпом корабли (но не то, какой выстрел попал), а если залп потопил несколько кораблей одного типа — сколько («эсминец 2 потоплен 2»); или «попаданий нет».');
    expect(describeVariant(v, 'pl')).toContain('oraz statki zatopione salwą (ale nigdy tego, który strzał trafił), a gdy salwa zatopiła kilka statków jednego typu — ile (');
  });

  it('is not said where sinkings are not announced (Jutland) or reports are per shot', async () => {
    for (const id of ['jutland', 'perelman', 'statki']) {
      const v = await loadVariant(id, { cwd: process.cwd() });
      for (const lang of ['en', 'ru', 'pl']) expect(describeVariant(v, lang), `${id} ${lang}`).not.toMatch(/how many \(|сколько \(|ile \(/u);
    }
  });
});
