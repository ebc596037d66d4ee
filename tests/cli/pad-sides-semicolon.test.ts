/**
 * `salvo pad statki --sides "Ania;Bartek"`, a semicolon typed for the comma, printed every sheet
 * for one side named `Ania;Bartek`, and said nothing. Two names with a semicolon between them are
 * now refused before anything is printed (exit 2), with the option to write, in the pad's language.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('pad --sides with a semicolon between two names', () => {
  it('is refused with the line to write, in en, ru and pl, and nothing written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-sides-'));
    const cases = [
      [['pad', 'statki', '--sides', 'Ania;Bartek', '-o', 'x.pdf'], 'salvo: --sides: „Ania;Bartek”: dwie nazwy rozdziela się przecinkiem, inaczej to jedna nazwa na każdym arkuszu (napisz --sides Ania,Bartek)\n'],
      [['pad', 'jutland', '--sides', 'Lt. Hartley; Miss Crane', '-o', 'x.pdf'], 'salvo: --sides: "Lt. Hartley; Miss Crane": two names are separated by a comma, else it is one name on every sheet (write --sides "Lt. Hartley,Miss Crane")\n'],
      [['pad', 'perelman', '--sides', 'Синие;Красные', '-o', 'x.pdf'], 'salvo: --sides: «Синие;Красные»: два имени разделяются запятой, иначе это одно имя на каждом листе (напишите --sides Синие,Красные)\n'],
    ] as const;
    for (const [args, said] of cases) {
      const r = await runSalvo(dir, [...args]);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toBe(said);
    }
    expect(await readdir(dir)).toEqual([]);
    // One name, or two with a comma: printed as before.
    for (const sides of ['Ania', 'Ania,Bartek']) {
      const r = await runSalvo(dir, ['pad', 'statki', '--sides', sides, '-o', `${sides}.pdf`]);
      expect(r.code, r.stderr).toBe(0);
    }
    expect((await readdir(dir)).sort()).toEqual(['Ania,Bartek.pdf', 'Ania.pdf']);
  }, 60_000);
});
