/**
 * Two ships of a revealed fleet written each at the other's place (a cruiser and a submarine of
 * three cells each, the lines copied the wrong way round): no one ship explains the
 * contradictions, so check warns `fleet-belied`, and now says the two look swapped, with the lines
 * to write (en/ru, and pl's words); writing them makes the record check clean (a round trip).
 * Two ships moved, not swapped, get no such words.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fleetBeliedSaid } from '../../src/record/warning-text.js';
import { runSalvo } from '../helpers/cli.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
let dir: string;

/** The example with each of `pairs` (`from`, `to`) replaced, saved as `name`. */
async function edited(example: string, pairs: readonly (readonly [string, string])[], name: string): Promise<void> {
  let text = await readFile(join(ROOT, 'examples', example), 'utf8');
  for (const [from, to] of pairs) {
    expect(text).toContain(from);
    text = text.replace(from, to);
  }
  await writeFile(join(dir, name), text);
}

/** The `fleet-belied` line of check's report of `name`. */
async function belied(name: string, lang: string): Promise<string | undefined> {
  const r = await runSalvo(dir, ['check', name, '--lang', lang]);
  return r.stdout.split('\n').find((l) => l.includes('fleet-belied:'));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-fleet-swapped-'));
  await edited('classic-salvo.yaml', [['    cruiser: A2-A4', '    cruiser: H4-J4'], ['    submarine: H4-J4', '    submarine: A2-A4']], 'classic.yaml');
  await edited('perelman.yaml', [['    четырёхклеточный: а10-г10', '    четырёхклеточный: ж1-к1'], ['    госпиталь: ж1-к1', '    госпиталь: а10-г10']], 'perelman.yaml');
  await edited('classic-salvo.yaml', [['    submarine: H4-J4', '    submarine: H5-J5'], ['    destroyer: G7-G8', '    destroyer: F7-F8']], 'moved.yaml');
});

describe('check: two ships written each at the other\'s place', () => {
  it('says they look swapped, with the lines to write (en)', async () => {
    expect(await belied('classic.yaml', 'en')).toContain(
      "(red's cruiser and submarine look swapped, as every announcement of red fits them the other way round: write cruiser: A2-A4 at line 20 and submarine: H4-J4 at line 21, if red's own chart has them so; if not, compare red's fleet with its own chart of this game:",
    );
  });

  it('in Russian, and in English of a Russian record', async () => {
    expect(await belied('perelman.yaml', 'ru')).toContain(
      '(похоже, у стороны «красные» перепутаны четырёхклеточный и госпиталь: наоборот им подходят все её ответы; напишите четырёхклеточный: а10-г10 в строке 21 и госпиталь: ж1-к1 в строке 23, если так на её листке; если нет, сверьте флот стороны «красные»',
    );
    expect(await belied('perelman.yaml', 'en')).toContain('(the четырёхклеточный and госпиталь of красные look swapped, as every announcement of красные fits them the other way round: write четырёхклеточный: а10-г10 at line 21 and госпиталь: ж1-к1 at line 23, if the chart of красные has them so;');
  });

  it("Polish words, as fleet-belied's other words are", () => {
    const said = fleetBeliedSaid(() => '„tomek”', [9, 23], false, 'salvo infer g.yaml --target tomek', undefined, {
      names: () => ['krążownik', 'łódź podwodna'],
      writes: (l) => (l === 'pl' ? ['krążownik: A2-A4 w wierszu 20', 'łódź podwodna: H4-J4 w wierszu 21'] : ['', '']),
    });
    expect(said.pl?.suggestion).toBe(
      'wygląda na to, że strona „tomek” ma zamienione krążownik i łódź podwodna: na odwrót pasują do nich wszystkie jej odpowiedzi; napisz krążownik: A2-A4 w wierszu 20 i łódź podwodna: H4-J4 w wierszu 21, jeśli tak jest na jej kartce; jeśli nie, porównaj flotę strony „tomek” z jej kartką z tej gry: czy statek nie został przesunięty, czy to nie flota z innej gry? salvo infer g.yaml --target tomek rozstawi jej statki według odpowiedzi',
    );
  });

  it('the lines given, written, check clean', async () => {
    for (const [name, a, b] of [
      ['classic.yaml', ['    cruiser: H4-J4', '    cruiser: A2-A4'], ['    submarine: A2-A4', '    submarine: H4-J4']],
      ['perelman.yaml', ['    четырёхклеточный: ж1-к1', '    четырёхклеточный: а10-г10'], ['    госпиталь: а10-г10', '    госпиталь: ж1-к1']],
    ] as const) {
      const text = await readFile(join(dir, name), 'utf8');
      // The second side's fleet (red, красные) is the one swapped: its lines come after the first side's.
      const lines = text.split('\n');
      for (const [from, to] of [a, b]) lines[lines.lastIndexOf(from)] = to;
      await writeFile(join(dir, `mended-${name}`), lines.join('\n'));
      const r = await runSalvo(dir, ['check', `mended-${name}`]);
      expect(r.code, r.stdout).toBe(0);
    }
  });

  it('two ships moved, not swapped: no such words', async () => {
    const line = await belied('moved.yaml', 'en');
    expect(line).toContain('fleet-belied');
    expect(line).not.toContain('swapped');
  });
});
