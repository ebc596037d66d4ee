/**
 * A newcomer reads of Battleship, Морской бой, Statki, Salvo and Jutland in the README and types
 * the game's name where a variant is asked for (`salvo pad battleship`, `salvo new salvo`): the
 * unknown-variant error names the template of that name (`did you mean classic-1967?`), and for the
 * first word of several ids (`classic`) each of them, in the language asked. Before, a name that
 * was no typo of an id got the list of every template, as a name near none does.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-game-name-'));

const said = (ref: string, meant: string): string => `error unknown-variant: ${JSON.stringify(ref)} is neither a built-in template nor a file (did you mean ${meant}? 'salvo variants' lists the templates)\n`;
// A template's own name, as written in its file (its words in parentheses left out): the id to write.
const named = (ref: string, id: string): string => `error unknown-variant: ${JSON.stringify(ref)} is the name of the template ${id}, not its id (write its id: ${id})\n`;

describe('a game named as the README and salvo variants name it', () => {
  it('gives the template of each name salvo variants lists, its words in parentheses left out', async () => {
    const listed = JSON.parse((await runSalvo(dir, ['variants', '--json'])).stdout) as { id: string; name: string }[];
    expect(listed.length).toBeGreaterThan(5);
    for (const { id, name } of listed) {
      const typed = name.replace(/\s*\([^)]*\)/gu, '').toLowerCase();
      if (typed === id) continue;
      const r = await runSalvo(dir, ['pad', typed, '-o', join(dir, 'pad.pdf'), '--lang', 'en']);
      expect(r.code, typed).toBe(1);
      // Two templates may share a name (none do now): the one meant is among those named.
      expect(r.stderr, typed).toMatch(new RegExp(`\\(did you mean (?:[a-z0-9-]+ or )*${id}(?: or [a-z0-9-]+)*\\? |is the name of the template ${id}, not its id`, 'u'));
    }
  });

  it.each([
    [['pad', 'battleship'], 'battleship', 'classic-1967'],
    [['new', 'Salvo', '-o', 'g.yaml'], 'Salvo', 'classic-salvo'],
    [['count', 'sea-battle'], 'sea-battle', 'morskoy-boy'],
  ])('%j: the name of the template, and its id to write', async (args, ref, id) => {
    const r = await runSalvo(dir, args);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain(named(ref, id));
  });

  it.each([
    [['fleet', 'random', 'battleshp'], 'battleshp', 'classic-1967'],
    [['count', 'sea-battel'], 'sea-battel', 'morskoy-boy'],
    [['simulate', 'classic', '--games', '1'], 'classic', 'classic-1967 or classic-salvo'],
  ])('%j: did you mean the template', async (args, ref, meant) => {
    const r = await runSalvo(dir, args);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain(said(ref, meant));
  });

  it("is said so of a record's variant line, and in Russian and Polish", async () => {
    writeFileSync(join(dir, 'game.yaml'), 'variant: battleship\nsalvos: []\n');
    expect((await runSalvo(dir, ['check', 'game.yaml'])).stderr).toContain(`game.yaml:1:10: ${named('battleship', 'classic-1967')}`);
    expect((await runSalvo(dir, ['pad', 'classic', '--lang', 'ru'])).stderr).toContain("«classic» — не встроенный шаблон и не файл (может быть, classic-1967 или classic-salvo? Шаблоны перечисляет 'salvo variants')");
    expect((await runSalvo(dir, ['count', 'classic', '--lang', 'pl'])).stderr).toContain("„classic” nie jest ani wbudowanym szablonem, ani plikiem (czy chodziło o classic-1967 albo classic-salvo? Szablony wymienia 'salvo variants')");
  });

  it('leaves a name near no game or id with the list of the templates', async () => {
    const r = await runSalvo(dir, ['pad', 'torpedo']);
    expect(r.stderr).toContain("(the templates are: classic-1967, classic-salvo, jutland, morskoy-boy, perelman, statki, statki-15; 'salvo variants' lists them)");
  });
});
