/**
 * A side named wrong, at play's prompt or on the command line, is answered in the game's language
 * once it is known (the record's, else the variant's first; `--lang` picks another): the sides,
 * their players and the variant's names for them, as the English hint lists them, and no English
 * words around them in a Russian or Polish sentence.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { sideNamesHint } from '../../src/record/parse.js';
import type { RecordSide } from '../../src/record/model.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-side-names-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

/** English words of the hint's own sentence. */
const ENGLISH = /\b(the sides are|and|or|for|may|also|named|player|variant|did you mean|side)\b/u;

/** Every name a hint lists: ids, players, and the variant's names for the sides. */
function namesOf(sides: readonly [RecordSide, RecordSide], names: readonly string[]): string[] {
  return [...sides.map((s) => s.id), ...sides.flatMap((s) => (s.player !== undefined ? [s.player] : [])), ...names];
}

describe('sideNamesHint in Russian and Polish', () => {
  it.each([
    ['morskoy-boy', 'ru'],
    ['perelman', 'ru'],
    ['statki', 'pl'],
    ['statki-15', 'pl'],
  ] as const)('lists in %s every name the English hint lists, in %s words', async (id, lang) => {
    const variant = await loadVariant(id, { cwd: process.cwd() });
    const variantNames = variant.turns.sides.flatMap((s) => [s.id, ...Object.values(s.name)]);
    for (const sides of [
      [{ id: 'blue', player: 'Петя' }, { id: 'red', player: 'Вася' }],
      [{ id: 'ala', player: 'Ala' }, { id: 'tomek', player: 'Tomek' }],
    ] as const satisfies readonly (readonly [RecordSide, RecordSide])[]) {
      const english = sideNamesHint('Коля', sides, variant);
      const said = sideNamesHint('Коля', sides, variant, lang);
      expect(said).not.toBe(english);
      for (const name of namesOf(sides, variantNames)) if (english.includes(name)) expect(said, name).toContain(name);
      // The sentence around the names is the language's own (the names themselves may be English).
      const words = variantNames.reduce((text, n) => text.split(n).join(''), said);
      expect(words).not.toMatch(ENGLISH);
      // A near name is guessed, in the language too.
      const near = sideNamesHint(`${sides[0].player}x`, sides, variant, lang);
      expect(near.startsWith(lang === 'ru' ? `может быть, ${sides[0].player}?` : `czy chodziło o ${sides[0].player}?`)).toBe(true);
    }
  });
});

describe('a side named wrong at play\'s prompt', () => {
  it('is answered in Russian in Морской бой, the side of a player named by its title', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'g.yaml']);
    const r = await run(['play', 'g.yaml', '--no-charts'], ['Коля: А1', 'петя а1', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    const line = r.stdout.split('\n').find((l) => l.startsWith('«Коля» — не сторона этой игры'));
    expect(line).toBeDefined();
    expect(line).toContain('(стороны — blue и red; сторону можно назвать и по игроку (Петя — blue, Вася — red), и так, как её называет вариант («Первый игрок» или «Player 1» — blue');
    expect(line).not.toMatch(/the sides|for blue/u);
    expect(r.stdout).toContain('«петя» — игрок стороны «Первый игрок»: чтобы назвать сторону, пишите «петя: а1»');
  });

  it('is answered in Polish in Statki', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const r = await run(['play', 's.yaml', '--no-charts'], ['Ola: A1', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('„Ola” to nie strona tej gry (czy chodziło o Ala? strony to blue i red; stronę można też podać przez gracza (Ala — blue, Tomek — red) albo tak, jak nazywa ją wariant („Gracz 1” lub „Player 1” — blue');
  });
});
