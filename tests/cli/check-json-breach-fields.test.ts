/**
 * docs/scripting.md said every breach of `check --json` has `side`, `shooter`, `sideSalvo`,
 * `expected` and `recorded`: a script counting breaches by `side` would take a salvo that cannot
 * be read (`cell-off-board`, `cell-unreadable`, `announcement-unknown-word`) for one of no side,
 * and an illegal fleet for one of no salvo. The doc now says which have which; this holds it.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
type Breach = Record<string, unknown> & { code: string };

describe('check --json: the fields of a breach, as docs/scripting.md gives them', () => {
  it('a salvo not read as written has rule and salvo, no side; an illegal fleet side and recorded, no salvo; a breach of the rules all', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-breach-fields-'));
    const example = await readFile(join(root, 'examples', 'breaches.yaml'), 'utf8');
    // Blue's cruiser laid over its battleship; a result word not of the game; a cell not to be read.
    const text = example
      .replace('blue: { battleship: D4-G4, cruiser: H9-J9,', 'blue: { battleship: D4-G4, cruiser: D4-F4,')
      .replace('- blue: C7 B3 J2 D10 G2 B1 -> no hits', '- blue: C7 B3 J2 D10 G2 B1 -> bogus')
      .replace('- red: A5 A3 B3 B5 B4 D3 -> destroyer 1', '- red: A5 A3 B3 B5 B4 D@ -> destroyer 1');
    expect(text).not.toBe(example);
    await writeFile(join(dir, 'g.yaml'), text);
    const r = await runSalvo(dir, ['check', 'g.yaml', '--json']);
    expect(r.code).toBe(1);
    const violations = (JSON.parse(r.stdout) as { violations: Breach[] }).violations;
    const byCode = (code: string): Breach => {
      const found = violations.find((v) => v.code === code);
      expect(found, code).toBeDefined();
      return found!;
    };
    const sideFields = ['side', 'shooter', 'sideSalvo', 'expected', 'recorded'];
    for (const code of ['cell-off-board', 'cell-unreadable', 'announcement-unknown-word']) {
      const b = byCode(code);
      expect(typeof b['rule'], code).toBe('string');
      expect(typeof b['salvo'], code).toBe('number');
      for (const f of sideFields) expect(b, `${code} ${f}`).not.toHaveProperty(f);
    }
    const fleet = byCode('illegal-fleet');
    expect(fleet).toMatchObject({ side: 'blue' });
    expect(typeof fleet['recorded']).toBe('string');
    expect(fleet).not.toHaveProperty('salvo');
    for (const code of ['repeated-cell', 'out-of-turn', 'announcement-contradicts-fleet']) {
      const b = byCode(code);
      for (const f of ['rule', 'salvo', ...sideFields]) expect(b, `${code} ${f}`).toHaveProperty(f);
    }
    // The doc names each of those read as written, and says what they lack.
    const doc = (await readFile(join(root, 'docs', 'scripting.md'), 'utf8')).replace(/\s+/gu, ' ');
    expect(doc).toContain('(`cell-off-board`, `cell-unreadable`, `announcement-unknown-word`, …: the reading codes of record-format.md), has `rule` alone of them (and its `salvo`), no `side`; a fleet (`illegal-fleet`) `side` and `recorded`, no `salvo`.');
  });
});
