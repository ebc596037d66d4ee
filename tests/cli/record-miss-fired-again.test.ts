/**
 * `record` reads a miss its side fired again after as check reads it (`miss-fired-again`): said
 * as a warning, and the salvo typed judged with the shot read as the hit it was, so that a shot
 * after the game check says is over is refused, as check would find it.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

describe('record on a miss written for a shot its side fired again after', () => {
  it('says it, and judges the game as check reads it: over, ala having sunk the whole fleet', async () => {
    const text = await readFile(join(root, 'examples', 'statki.yaml'), 'utf8');
    expect(text).toContain('  - ala: F8 -> trafiony\n');
    const out = text.replace('  - ala: F8 -> trafiony\n', '  - ala: F8 -> pudło\n').replace(/^fleets:\n(?: {2}.*\n)*/mu, '');
    const dir = await mkdtemp(join(tmpdir(), 'salvo-record-miss-fired-again-'));
    await writeFile(join(dir, 'g.yaml'), out);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'ala', 'J1', '-r', 'pudło']);
    expect(r.stderr).toContain('g.yaml:19:16: ostrzeżenie miss-fired-again: strzał 8: odpowiedź na strzał 5 strony „ala” (F8) zapisano jako „pudło”');
    expect(r.stderr).toContain('after-game-end: strzał 78');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(out);
  });
});
