/**
 * A note typed at a result prompt (`note громко`) waits for the cells' result; `undo` there takes
 * the cells back, and the note with them, which was dropped unsaid: play now says it was not
 * written and gives it back as typed, to be typed again (nothing a player typed is lost unsaid).
 * A note already written on a shot of the turn saved before the undo is not said so: it is kept.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

/** A new record of `variant` as g.yaml in a folder of its own. */
async function fresh(variant: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-note-undo-'));
  const r = await runSalvo(dir, ['new', variant, '-o', 'g.yaml']);
  expect(r.code, r.stderr).toBe(0);
  return dir;
}

describe('a note typed at a result prompt, then undo there', () => {
  it('Морской бой: said not written, given back as typed, in Russian; the game goes on', async () => {
    const dir = await fresh('morskoy-boy');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['А1', 'note громко', 'undo', 'А2', 'мимо', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('клетки отменены\nпримечание, набранное к ним, не записано; наберите его снова, если оно ещё нужно: note громко\n');
    const text = await readFile(join(dir, 'g.yaml'), 'utf8');
    expect(text).toContain('  - blue: А2 -> мимо\n');
    expect(text).not.toContain('громко');
  });

  it('two notes, in English and Polish', async () => {
    const en = await runSalvo(await fresh('classic-1967'), ['play', 'g.yaml', '--no-charts', '--lang', 'en'], ['A1', 'note loud', 'note disputed', 'undo', 'quit'].join('\n'));
    expect(en.stdout).toContain('cells taken back\nthe notes typed with them are not written; type them again, if they still stand: note loud | note disputed\n');
    const pl = await runSalvo(await fresh('statki'), ['play', 'g.yaml', '--no-charts'], ['A1', 'notatka głośno', 'undo', 'quit'].join('\n'));
    expect(pl.stdout).toContain('pola cofnięte\nnotatka wpisana przy nich nie została zapisana; wpisz ją ponownie, jeśli jest jeszcze potrzebna: notatka głośno\n');
  });

  it('in a turn typed at once, a note written on the shot saved before the undo is kept, not said lost', async () => {
    const dir = await fresh('morskoy-boy');
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], ['К1 К2', 'note спор', 'попал', 'undo', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('клетки отменены: К2\n');
    expect(r.stdout).not.toContain('не записано');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toContain('  - blue: К1 -> попал\n    note: спор\n');
  });
});
