/**
 * `salvo record` refusing a "sunk" without its class gives an example to write: in a Polish
 * record, in the variant's Polish words ("zatopiony Tankowiec"), not English ("sunk Tankowiec"),
 * which the record would not read.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const WORDS = { miss: 'pudło', hit: 'trafiony', sunk: 'zatopiony' } as const;
const VARIANT = [
  'id: tanker-pl',
  'languages: [pl]',
  'name: Tankowce',
  'board: { rows: 4, columns: 4 }',
  'fleet:',
  '  - { id: tanker, name: Tankowiec, size: 2 }',
  '  - { id: boat, name: Łódź, size: 1 }',
  'placement: { spacing: may-touch }',
  'report: { timing: per-shot, sunk: with-class }',
  'words:',
  `  pl: { miss: ${WORDS.miss}, hit: ${WORDS.hit}, sunk: ${WORDS.sunk}, noHits: ${WORDS.miss}, ownChart: Moja, enemyChart: Wroga }`,
  '',
].join('\n');

describe('the example of a sunk that must name its class', () => {
  it('is written in the Polish record\'s own words', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-ann-example-'));
    await writeFile(join(dir, 'v.yaml'), VARIANT);
    await writeFile(join(dir, 'g.yaml'), 'variant: ./v.yaml\nsides:\n  blue: Ann\n  red: Ben\nsalvos:\n');
    const r = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'A1', '-r', WORDS.sunk]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`e.g. "${WORDS.sunk} Tankowiec"`);
    expect(r.stderr).not.toContain('"sunk Tankowiec"');
    // The same example read back: the record takes it.
    const ok = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'A1', '-r', `${WORDS.sunk} Tankowiec`]);
    expect(ok.stderr).not.toContain('must name its class');
  });
});
