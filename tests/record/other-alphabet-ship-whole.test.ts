/**
 * A fleet's ship with one end typed in the other alphabet (`E1-З1` on Морской бой's board,
 * `A5-С5` on a Latin one) is named whole in its `cell-other-alphabet` warning, as typed and as
 * read (`"E1-З1" read as Е1-З1`, `write Е1-З1 in the board's letters`), alone or among the places
 * of a record's grouped warning, not by its mistyped end alone, which left the referee to find
 * which ship of the line it was; in English, Russian and Polish.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseLayout } from '../../src/core/layout.js';
import { layoutReadSaid, namingOfVariant } from '../../src/record/layout-read-text.js';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

const root = new URL('../..', import.meta.url).pathname;
let morskoy: Variant;
let statki: Variant;

beforeAll(async () => {
  [morskoy, statki] = (await Promise.all(['morskoy-boy', 'statki'].map((v) => loadVariant(v, { cwd: root })))) as [Variant, Variant];
});

const FLEET = { броненосец: 'А1-Г1', крейсер: ['А3-В3', 'А5-В5'], миноносец: ['А7-Б7', 'А9-Б9', 'E1-З1'], 'подводная лодка': ['Д5', 'Д7', 'Д9', 'К1'] };

describe('a ship with one end in the other alphabet', () => {
  it('is named whole in a layout, in English and Russian', () => {
    const r = parseLayout(FLEET, morskoy);
    expect(r.ok).toBe(true);
    const said = (r.ok ? r.warnings : []).filter((d) => d.code === 'cell-other-alphabet');
    expect(said.map((d) => [d.message, d.suggestion])).toEqual([['destroyer #3: "E1-З1" read as Е1-З1: the letter E is typed in Latin, the board\'s Е is Cyrillic', 'write Е1-З1 in the board\'s letters']]);
    expect(layoutReadSaid('ru', said[0]!, namingOfVariant(morskoy, 'ru'), readingSaid)).toEqual({
      message: 'миноносец #3: «E1-З1» прочитано как Е1-З1: буква E набрана латиницей, на поле кириллическая Е',
      suggestion: 'напишите Е1-З1 буквами поля',
    });
  });

  it("is named whole among a record's places, in Polish too", () => {
    const text = 'variant: statki\nsides: [ala, tomek]\nfleets:\n  ala:\n    pancernik: D1-D4\n    krążownik: [G3-I3, F8-F10]\n    ścigacz: [A2-A3, С9-D9, I10-J10]\n    łódź podwodna: [H1, B5, J5, A9]\nsalvos:\n  - ala: В2 -> pudło\n';
    const said = parseRecord(text, statki).diagnostics.filter((d) => d.code === 'cell-other-alphabet');
    expect(said).toHaveLength(1);
    expect(said[0]!.message).toBe("Cyrillic letters in 2 places are read as the board's Latin look-alikes: С9-D9 as C9-D9 (line 7), В2 as B2 (line 10)");
    expect(readingSaid(said[0]!, 'pl')?.message).toBe('w 2 miejscach litery cyrylickie odczytano jako łacińskie litery planszy: С9-D9 jako C9-D9 (wiersz 7), В2 jako B2 (wiersz 10)');
  });
});
