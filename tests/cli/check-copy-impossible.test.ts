/**
 * `check` on a line written twice whose copy is itself an announcement no legal fleet gives (a
 * sinking announced again at a cell fired before): the copy is the one slip `repeated-salvo`, a
 * line to delete, and it does not end the target's consistency check: an impossible announcement
 * later is found, numbered as the record numbers it, the copy not among the salvos that conflict.
 * Marked `forced: true` (fired again), the copy is judged as a salvo of its own: one slip, the
 * repeat at a ship sunk before, its "sunk" read as a miss (repeat-at-sunk.test.ts), not a second
 * error of the announcement; the check goes on past it all the same.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const dir = join(import.meta.dirname, 'fixtures', 'referee-loose-ends');
const name = 'morskoy-boy-copied-sinking.yaml';
const LATER =
  'error announcements-impossible: shot 10: no legal fleet of второй fits the announcements after shot 10; these conflict: shots 3, 4, 6, 8, 10: shot 3 (line 12) announced "hit" at Е5';

describe('check: a copied line that no legal fleet fits does not end the check', () => {
  it('says the copy once, as a line to delete, and the impossible announcement after it', async () => {
    const r = await runSalvo(dir, ['check', name, '--lang', 'en']);
    expect(r.code).toBe(1);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain(`${name}:11:5: error repeated-salvo: shot 2: shot 1 (line 10) written again, the same side, cells and announcement`);
    expect(lines[1]).toContain(`${name}:19:5: ${LATER}`);
    expect(lines[2]).toBe(`${name}: 2 breaches in 11 shots; the game goes on: первый to fire`);
    const json = JSON.parse((await runSalvo(dir, ['check', name, '--json'])).stdout) as { violations: { code: string; salvo?: number }[] };
    expect(json.violations.map((v) => [v.code, v.salvo])).toEqual([
      ['repeated-salvo', 2],
      ['announcements-impossible', 10],
    ]);
  });

  it('judges a copy marked forced as a salvo of its own, and still checks past it', async () => {
    const text = (await readFile(join(dir, name), 'utf8')).replace(/(salvos:\n  - первый: К2 -> убит\n)  - первый: К2 -> убит\n/u, '$1  - { первый: К2 -> убит, forced: true }\n');
    expect(text).toContain('forced: true');
    const tmp = await mkdtemp(join(tmpdir(), 'salvo-copy-forced-'));
    await writeFile(join(tmp, name), text);
    const r = await runSalvo(tmp, ['check', name, '--lang', 'en']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${name}:11:15: error repeated-cell: shot 2: shot 2 of первый fires again at К2, already fired at in shot 1 of первый`);
    expect(r.stdout).not.toContain('announcement-inconsistent');
    expect(r.stdout).not.toContain('repeated-salvo');
    expect(r.stdout).toContain(LATER);
  });
});
