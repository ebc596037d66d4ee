/**
 * infer on a record no legal fleet fits, in Polish or Russian: the count line is said in the
 * record's language whole, the salvos in conflict on the line after it; the compiler's English
 * words for the constraint that failed (`cell F1 hit: impossible`) are no longer put in
 * parentheses inside the Polish sentence. In English they stay, as before.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { STATKI_NO_FLEET_FITS } from '../helpers/records.js';

describe('infer where no fleet fits, in the record\'s language', () => {
  it('Polish: no English words in the count line; the conflict line after it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-infer-conflict-'));
    await writeFile(join(dir, 'g.yaml'), STATKI_NO_FLEET_FITS);
    const pl = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'tomek']);
    const lines = pl.stdout.split('\n');
    const count = lines.findIndex((l) => l.startsWith('Możliwe rozstawienia: 0'));
    expect(lines[count]).toBe('Możliwe rozstawienia: 0 — żadna dozwolona flota nie mogła dać takich odpowiedzi.');
    expect(lines[count + 1]).toMatch(/^Żadne nie pasuje po strzale 9; sprzeczne są strzały 1, 2, 3, 7, 8, 9/u);
    expect(pl.stdout).not.toMatch(/impossible|\bhit\b/u);
    const en = await runSalvo(dir, ['infer', 'g.yaml', '--target', 'tomek', '--lang', 'en']);
    expect(en.stdout).toMatch(/Consistent layouts: 0 — no legal fleet could have produced these announcements \(cell F\d hit: impossible\)\./u);
  });
});
