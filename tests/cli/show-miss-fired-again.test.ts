/**
 * `show` reads a miss its side fired again after as check reads it (`miss-fired-again`): charted
 * as a hit, and said in a note (en, pl) and in `--json`'s `readAs.missesRead`.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** examples/statki.yaml with F8's "trafiony" written "pudło" and no fleet revealed, as g.yaml. */
async function missWritten(): Promise<string> {
  const text = await readFile(join(root, 'examples', 'statki.yaml'), 'utf8');
  expect(text).toContain('  - ala: F8 -> trafiony\n');
  const out = text.replace('  - ala: F8 -> trafiony\n', '  - ala: F8 -> pudło\n').replace(/^fleets:\n(?: {2}.*\n)*/mu, '');
  const dir = await mkdtemp(join(tmpdir(), 'salvo-show-miss-fired-again-'));
  await writeFile(join(dir, 'g.yaml'), out);
  return dir;
}

describe('show on a miss written for a shot its side fired again after', () => {
  it('charts it as a hit and says so, as check reads it', async () => {
    const dir = await missWritten();
    const en = await runSalvo(dir, ['show', 'g.yaml', '--after', '8', '--lang', 'en']);
    expect(en.stdout).toContain('note: ala\'s shot 5 (F8; shot 8, line 19) is written "pudło", but ala fired again after it: read as "trafiony", as check reads it');
    // F8 on tomek's own chart: shot 5, a hit (`*`), not a miss.
    expect(en.stdout).toMatch(/^ 8 {2}· {2}· {2}· {2}· {2}· 5\* /mu);
    const pl = await runSalvo(dir, ['show', 'g.yaml', '--after', '8']);
    expect(pl.stdout).toContain('uwaga: odpowiedź na strzał 5 strony „ala” (F8; strzał 8, wiersz 19) zapisano jako „pudło”, ale strona „ala” strzelała po nim dalej: czyta się ją jako „trafiony”, tak jak czyta ją check');
    const json = JSON.parse((await runSalvo(dir, ['show', 'g.yaml', '--after', '8', '--json'])).stdout) as { readAs?: { missesRead?: unknown } };
    expect(json.readAs?.missesRead).toEqual([{ salvo: 8, line: 19, side: 'ala', shot: 5, cell: 'F8', written: 'pudło', reads: 'trafiony' }]);
  });
});
