/**
 * `salvo suggest --side` for a side that misses a turn for hitting the hospital ship (Perelman):
 * the note that it is not its turn says why, and that the enemy fires twice in a row, right after
 * the hit and between the enemy's two salvos alike, in Russian and English as the variant speaks
 * them (and Polish, from the same words); a side whose turn it is not for no such reason is told
 * only whose turn it is.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { suggestText } from '../../src/analysis/suggest-text.js';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'salvo-suggest-skip-'));

/** examples/perelman.yaml without its fleets, cut after the first `n` lines of its salvos. */
function cut(n: number): string {
  const [head, rest] = readFileSync(join(root, 'examples', 'perelman.yaml'), 'utf8').split(/^salvos:\n/m) as [string, string];
  return head.replace(/^fleets:\n(?: {2}.*\n)+/m, '') + 'salvos:\n' + rest.split('\n').slice(0, n).join('\n') + '\n';
}

// Red's 5th salvo (the 10th, г2 к7, two lines with its note) hits the hospital: blue fires the 11th and 12th.
writeFileSync(join(dir, 'hit.yaml'), cut(11));
writeFileSync(join(dir, 'between.yaml'), cut(12));
writeFileSync(join(dir, 'before.yaml'), cut(8));

describe('suggest for a side that misses a turn for hitting the hospital', () => {
  it('says why it is not its turn, right after the hit and between the enemy’s two salvos', async () => {
    for (const file of ['hit.yaml', 'between.yaml']) {
      const ru = await runSalvo(dir, ['suggest', file, '--side', 'красные']);
      expect(ru.code, ru.stderr).toBe(0);
      expect(ru.stdout).toContain('примечание: сейчас ход стороны «синие», а не «красные»: сторона «красные» пропускает ход за попадание в корабль «госпиталь», и сторона «синие» стреляет дважды подряд\n');
      const en = await runSalvo(dir, ['suggest', file, '--side', 'красные', '--lang', 'en']);
      expect(en.code, en.stderr).toBe(0);
      expect(en.stdout).toContain("note: it is the turn of синие, not that of красные: красные misses a turn for hitting the hospital ship, so синие fires twice in a row\n");
    }
  });

  it('says only whose turn it is where no turn is missed', async () => {
    // Before the hit: red's 4th salvo fired, blue to fire.
    const ru = await runSalvo(dir, ['suggest', 'before.yaml', '--side', 'красные']);
    expect(ru.code, ru.stderr).toBe(0);
    expect(ru.stdout).toContain('примечание: сейчас ход стороны «синие», а не «красные»\n');
    // Blue, once red's turn comes back after blue's two salvos: blue misses no turn.
    writeFileSync(join(dir, 'after.yaml'), cut(13));
    const blue = await runSalvo(dir, ['suggest', 'after.yaml', '--side', 'синие', '--lang', 'en']);
    expect(blue.code, blue.stderr).toBe(0);
    expect(blue.stdout).toContain("note: it is the turn of красные, not that of синие\n");
  });

  it('in Polish, in the words of the play prompt', () => {
    expect(suggestText('pl').notTurn('„niebiescy”', '„czerwoni”', ['szpital'])).toBe(
      'teraz tura strony „niebiescy”, nie „czerwoni”: strona „czerwoni” traci turę za trafienie w statek „szpital”, więc strona „niebiescy” strzela dwa razy z rzędu',
    );
    expect(suggestText('pl').notTurn('„niebiescy”', '„czerwoni”')).toBe('teraz tura strony „niebiescy”, nie „czerwoni”');
  });
});
