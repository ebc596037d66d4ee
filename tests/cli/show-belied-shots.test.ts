/**
 * `show` under the charts of a salvo of several shots, announced shot by shot, whose announcement
 * the fleet shown belies at some of its shots: the note names those cells, each with what was
 * announced there and what the fleet gives (as `check` names them), never the whole salvo's
 * results beside one of its cells ("miss, miss, miss, miss, miss" at D10).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const dir = join(import.meta.dirname, 'fixtures', 'disputed-more');
const name = 'classic-salvo-miss-denied.yaml';

describe('show: the shots a revealed fleet belies, in a salvo of several', () => {
  it('names each belied cell with its own result, as check does', async () => {
    const check = await runSalvo(dir, ['check', name]);
    expect(check.code).toBe(1);
    // check's words for the two slips: a hit denied at D10, a sinking named for the wrong class at G3.
    expect(check.stdout).toContain(`salvo 1: red announced "miss, miss, miss, miss, miss" for blue's salvo 1; the fleet gives "miss, miss, miss, hit, miss": D10 is "hit", not "miss"`);
    expect(check.stdout).toContain(`salvo 6: blue announced "miss, hit, hit, sunk cruiser" for red's salvo 3; the fleet gives "miss, hit, hit, sunk submarine": G3 is "sunk submarine", not "sunk cruiser"`);
    const show = await runSalvo(dir, ['show', name]);
    expect(show.code).toBe(0);
    const notes = show.stdout.split('\n').filter((l) => l.startsWith('note: '));
    expect(notes).toEqual([
      `note: salvo 1 (line 21): red announced "miss" at D10, but the fleet shown gives "hit" ('salvo check ${name}' gives the breach)`,
      `note: salvo 6 (line 26): blue announced "sunk cruiser" at G3, but the fleet shown gives "sunk submarine" ('salvo check ${name}' gives the breach)`,
    ]);
  });

  it('names every belied cell of a salvo where two results were swapped, in the order fired', async () => {
    const text = `variant: classic-salvo
fleets:
  red:
    aircraft carrier: H6-H10
    battleship: A10-D10
    cruiser: A2-A4
    submarine: H4-J4
    destroyer: G7-G8
salvos:
  - blue: C7 B3 D10 J2 G2 -> miss, miss, miss, hit, miss
`;
    const tmp = await mkdtemp(join(tmpdir(), 'salvo-show-belied-'));
    await writeFile(join(tmp, 'g.yaml'), text);
    const show = await runSalvo(tmp, ['show', 'g.yaml']);
    expect(show.code).toBe(0);
    expect(show.stdout.split('\n').filter((l) => l.startsWith('note: '))).toEqual([
      `note: salvo 1 (line 10): red announced "miss, hit" at D10 J2, but the fleet shown gives "hit, miss" ('salvo check g.yaml' gives the breach)`,
    ]);
  });
});
