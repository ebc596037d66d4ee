/**
 * `polishAccusative`: a class name as the object of `czy chodziło o` (fleet check's guess), and
 * that guess as fleet check says it on Statki.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { polishAccusative } from '../../src/core/words.js';
import { runSalvo } from '../helpers/cli.js';

describe('polishAccusative', () => {
  it.each([
    ['łódź podwodna', 'łódź podwodną'],
    ['korweta', 'korwetę'],
    ['Fregata rakietowa', 'Fregatę rakietową'],
    ['mała łódź', 'małą łódź'],
    ['pancernik', 'pancernik'],
    ['statek szpitalny', 'statek szpitalny'],
    ['łódź dowódcy', 'łódź dowódcy'],
    ['ścigacz', 'ścigacz'],
  ])('%s → %s', (name, accusative) => {
    expect(polishAccusative(name)).toBe(accusative);
  });
});

describe('fleet check’s guess of a class in Polish', () => {
  it('is in the accusative after „czy chodziło o”, the list of classes in the nominative', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-polish-accusative-'));
    await writeFile(join(dir, 'f.yaml'), 'łódź podwodn: [A1, C1, E1, G1]\n');
    const r = await runSalvo(dir, ['fleet', 'check', 'statki', 'f.yaml']);
    expect(r.stdout).toContain('błąd unknown-class: „łódź podwodn” nie jest klasą statków wariantu statki (czy chodziło o łódź podwodną? Klasy to pancernik, krążownik, ścigacz, łódź podwodna)\n');
    const en = await runSalvo(dir, ['fleet', 'check', 'statki', 'f.yaml', '--lang', 'en']);
    expect(en.stdout).toContain('(did you mean łódź podwodna? The classes are');
  });
});
