/**
 * `salvo record` in a game of single shots counts shots in English in the breaches of a shot
 * refused as in the line after them (`shot 5: no legal fleet … after shot 5 …` then `shot 5 not
 * recorded`), as Russian and Polish already do (`выстрел 5`, `strzał 5`); in a game of salvos
 * both say salvo; `check` says shot in English as record does.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { shotsNamed } from '../../src/cli/commands/record.js';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-record-shots-'));
});

/** Blue's hit at A1 boxed in by misses at A2 and B1 (the 1967 rules: single shots, ships of 2 cells and more). */
const boxedIn = (variant: string, lang: string, [hit, miss]: readonly [string, string]) => `variant: ${variant}
language: ${lang}
salvos:
  - blue: A1 -> ${hit}
  - red: J10 -> ${miss}
  - blue: A2 -> ${miss}
  - red: J9 -> ${miss}
`;

describe('a shot refused in a game of single shots', () => {
  it('is named a shot in its breach, as in the line that says it was not recorded (English)', async () => {
    await writeFile(join(dir, 'g.yaml'), boxedIn('classic-1967', 'en', ['hit', 'miss']));
    const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'B1', '-r', 'miss']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('error announcements-impossible: shot 5: no legal fleet of red fits the announcements after shot 5; these conflict: shots 1, 3, 5: shot 1 announced "hit" at A1');
    expect(r.stderr).toContain('salvo: shot 5 not recorded;');
    expect(r.stderr).not.toMatch(/\bsalvos? \d/u);
  });

  it('names shots out of turn and rules by their names (the rule "salvo size" stays)', async () => {
    await writeFile(join(dir, 't.yaml'), boxedIn('classic-1967', 'en', ['hit', 'miss']));
    const turn = await runSalvo(dir, ['record', 't.yaml', 'red', 'J8', '-r', 'miss']);
    expect(turn.stderr).toContain('error out-of-turn: shot 5: red fired shot 3, but it was blue\'s turn [rule: turn order;');
    const size = await runSalvo(dir, ['record', 't.yaml', 'blue', 'B1', 'B2', '-r', 'miss, miss']);
    expect(size.stderr).toContain("shot 5: blue's shot 3 names 2 cells; one is fired at a time [rule: salvo size;");
  });

  it('agrees already in Russian and Polish', async () => {
    // A hit earns another shot here: blue fires А1, А2, then red, then blue again.
    for (const [lang, miss, hit] of [
      ['ru', 'мимо', 'попал'],
      ['pl', 'pudło', 'trafiony'],
    ] as const) {
      const variant = lang === 'ru' ? 'morskoy-boy' : 'statki';
      const [a1, a2, b1, far] = lang === 'ru' ? ['А1', 'А2', 'Б1', 'К10'] : ['A1', 'A2', 'B1', 'J10'];
      await writeFile(join(dir, `${lang}.yaml`), `variant: ${variant}\nlanguage: ${lang}\nsalvos:\n  - blue: ${a1} -> ${hit}\n  - blue: ${a2} -> ${miss}\n  - red: ${far} -> ${miss}\n`);
      const r = await runSalvo(dir, ['record', `${lang}.yaml`, 'blue', b1, '-r', miss]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(lang === 'ru' ? /ошибка announcements-impossible: выстрел 4: / : /błąd announcements-impossible: strzał 4: /u);
      expect(r.stderr).toContain(lang === 'ru' ? 'выстрел 4 не записан' : 'nie zapisano: strzał 4');
      expect(r.stderr).not.toMatch(/залп|salw/u);
    }
  });

  it('keeps salvo in a game of salvos', () => {
    // The rewriting is the record command's, for games of single shots alone.
    expect(shotsNamed('error out-of-turn: salvo 4: blue fired salvo 3 [rule: salvo size; salvos 1, 3]')).toBe('error out-of-turn: shot 4: blue fired shot 3 [rule: salvo size; shots 1, 3]');
  });

  it('says shots in check too, as record says them', async () => {
    await writeFile(join(dir, 'c.yaml'), `${boxedIn('classic-1967', 'en', ['hit', 'miss'])}  - blue: B1 -> miss\n`);
    const r = await runSalvo(dir, ['check', 'c.yaml']);
    expect(r.stdout).toContain('error announcements-impossible: shot 5: no legal fleet of red fits the announcements after shot 5');
  });
});
