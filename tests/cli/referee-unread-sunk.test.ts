/**
 * Морской бой, both fleets revealed: второй's turn line `10К И10 -> попал, убит`, К10 written the
 * wrong way round. The fleet has первый's destroyer at И10-К10: with К10 the cell meant, "убит"
 * at И10 is right, so the referee says the unreadable cell, not "the fleet gives попал" at И10
 * (the oracle: the record with the cell mended has no breach there). Where the unread hits are
 * too few to finish the ship, the "sunk" is belied all the same.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { MORSKOY_HEAD } from '../helpers/records.js';

/** The Морской бой example's head (both fleets revealed), then three shots. */
const record = (line: string): string => `${MORSKOY_HEAD}  - первый: В7 -> мимо
  - второй: ${line}
  - первый: В1 -> мимо
`;

async function breaches(line: string): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-unread-sunk-'));
  await writeFile(join(dir, 'g.yaml'), record(line));
  const r = await runSalvo(dir, ['check', 'g.yaml', '--json', '--lang', 'en']);
  return (JSON.parse(r.stdout) as { violations: { code: string; salvo: number }[] }).violations.map((v) => `${v.code} ${v.salvo}`);
}

describe('"sunk" after a hit at a cell that cannot be read, the fleet revealed', () => {
  it('the unread cell may be the ship\'s last: only the cell is a breach, as in the mended record', async () => {
    expect(await breaches('К10 И10 Б2 -> попал, убит, мимо')).toEqual([]);
    expect(await breaches('10К И10 Б2 -> попал, убит, мимо')).toEqual(['cell-unreadable 2']);
    // On a line of its own, the unread shot before.
    expect(await breaches('10К -> попал\n  - второй: И10 -> убит\n  - второй: Б2 -> мимо')).toEqual(['cell-unreadable 2']);
  });

  it('a ship with more cells left than unread hits: "sunk" is belied, as the fleet gives a hit', async () => {
    // The cruiser Е8-Е10: Е10 unread, Е9 hit; Е8 not fired at, so it was not sunk.
    expect(await breaches('Е10 Е9 Б2 -> попал, убит, мимо')).toEqual(['announcement-contradicts-fleet 3']);
    expect(await breaches('10Е Е9 Б2 -> попал, убит, мимо')).toEqual(['cell-unreadable 2', 'announcement-contradicts-fleet 3']);
    // An unread miss finishes nothing.
    expect(await breaches('10К И10 Б2 -> мимо, убит, мимо')).toContain('announcement-contradicts-fleet 3');
  });
});
