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
import { quoted } from '../../src/core/language.js';
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
      // Every name the English hint lists but the variant's ids (English words): the record's
      // sides by the game's names in the language where the record keeps the variant's ids.
      const ids = variant.turns.sides.map((s) => s.id);
      for (const name of namesOf(sides, variantNames)) if (english.includes(name) && !ids.includes(name)) expect(said, name).toContain(name);
      for (const id of ids) expect(said, id).not.toMatch(new RegExp(`(^|[^\\p{L}])${id}($|[^\\p{L}])`, 'iu'));
      if (sides[0].id === ids[0]) for (const s of variant.turns.sides) expect(said).toContain(quoted(lang, s.name[lang]!));
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
    expect(line).toContain('(стороны — «Первый игрок» и «Второй игрок»; сторону можно назвать и по игроку: Петя — «Первый игрок», Вася — «Второй игрок»; и так, как её называет вариант: «Player 1» — «Первый игрок», «Player 2» — «Второй игрок»)');
    expect(line).not.toMatch(/the sides|for blue/u);
    expect(r.stdout).toContain('«петя» — игрок стороны «Первый игрок»: чтобы назвать сторону, пишите «петя: а1»');
  });

  it('is answered in Polish in Statki', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const r = await run(['play', 's.yaml', '--no-charts'], ['Ola: A1', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('„Ola” to nie strona tej gry (czy chodziło o Ala? strony to „Gracz 1” i „Gracz 2”; stronę można też podać przez gracza: Ala — „Gracz 1”, Tomek — „Gracz 2”; albo tak, jak nazywa ją wariant: „Player 1” — „Gracz 1”, „Player 2” — „Gracz 2”)');
  });
});

describe('a side named near one of the variant\'s other names', () => {
  it('is guessed as the side the game names in its language, the name the prompt uses, not the English alias', async () => {
    await run(['new', 'morskoy-boy', '-o', 'g.yaml']);
    const ru = await run(['play', 'g.yaml', '--no-charts'], ['2: а1', 'quit'].join('\n'));
    const said = ru.stdout.split('\n').filter((l) => l.includes('— не сторона этой игры'));
    expect(said.map((l) => l.slice(0, l.indexOf(' стороны —')))).toEqual([
      '«2» — не сторона этой игры (может быть, «Второй игрок»?',
    ]);
    expect(ru.stdout).toContain('выстрел 1: сторона «Первый игрок», её выстрел № 1');
    await run(['new', 'statki', '-o', 's.yaml']);
    const pl = await run(['play', 's.yaml', '--no-charts'], ['player2: a1', 'quit'].join('\n'));
    expect(pl.stdout).toContain('„player2” to nie strona tej gry (czy chodziło o „Gracz 2”? strony to „Gracz 1” i „Gracz 2”;');
    // English keeps the variant's name, an English word itself.
    await run(['new', 'classic-salvo', '-o', 'c.yaml']);
    const en = await run(['play', 'c.yaml', '--no-charts'], ['player2: a1 a2 a3 a4 a5', 'quit'].join('\n'));
    expect(en.stdout).toContain('"player2" is not a side of this game (did you mean Player 2? the sides are blue and red;');
  });
});

describe('a side named wrong on the command line', () => {
  const SIDES = /стороны — «Первый игрок» и «Второй игрок»; сторону можно назвать и по игроку: Петя — «Первый игрок», Вася — «Второй игрок»;/u;

  it('is a usage error in the record\'s language, for every command that names a side', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'g.yaml']);
    await run(['record', 'g.yaml', 'blue', 'А1', '-r', 'мимо']);
    const cases: [string[], string][] = [
      [['record', 'g.yaml', 'Коля', 'Б2'], 'salvo: «Коля» — не сторона этой игры ('],
      [['show', 'g.yaml', '--side', 'Коля'], 'salvo: «Коля» — не сторона этой игры ('],
      [['show', 'g.yaml', '--after', 'Коля:1'], 'salvo: --after Коля:1: «Коля» — не сторона этой игры ('],
      [['infer', 'g.yaml', '--target', 'Коля'], 'salvo: --target «Коля» — не сторона этой игры ('],
      [['suggest', 'g.yaml', '--side', 'Коля'], 'salvo: в g.yaml нет стороны «Коля» ('],
    ];
    for (const [args, start] of cases) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr.startsWith(start), r.stderr).toBe(true);
      expect(r.stderr).toMatch(SIDES);
      // --lang en gives the English of before; --json, for a script, too.
      const en = await run([...args, '--lang', 'en']);
      expect(en.stderr, args.join(' ')).toContain('"Коля"');
      expect(en.stderr).toContain('the sides are blue and red');
      const json = await run([...args, '--json']);
      expect(json.stderr, args.join(' ')).toContain('the sides are blue and red');
    }
  });

  it('infer without --target asks whose fleet, in Russian or Polish', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'g.yaml']);
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const ru = await run(['infer', 'g.yaml']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe('salvo: чей флот искать? Назовите сторону в --target: blue (Петя) или red (Вася), например: salvo infer g.yaml --target red\n');
    const pl = await run(['infer', 's.yaml']);
    expect(pl.stderr).toBe('salvo: czyjej floty szukać? Podaj stronę w --target: blue (Ala) lub red (Tomek), np. salvo infer s.yaml --target red\n');
    expect((await run(['infer', 's.yaml', '--lang', 'en'])).stderr).toBe('salvo: whose fleet to infer? Name it with --target: blue (Ala) or red (Tomek), e.g. salvo infer s.yaml --target red\n');
  });
});
