/**
 * `salvo play` as players use it at a club night, driven by piped input: what they type in the
 * wrong place is said once, in context, and nothing typed is ever lost.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { MORSKOY_HEAD } from '../helpers/records.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-table-'));
});

const run = (args: string[], input = '') => runSalvo(dir, args, input);
const read = (name: string) => readFile(join(dir, name), 'utf8');

const STATKI = `variant: statki
sides: { ala: Ala, tomek: Tomek }
salvos: []
`;

describe('results typed at the cells prompt', () => {
  it('are said once to be an announcement, and where it goes', async () => {
    await writeFile(join(dir, 'g.yaml'), `${MORSKOY_HEAD}  - первый: В7 -> мимо\n`);
    const r = await run(['play', 'g.yaml', '--no-charts'], ['hit, hit, miss', 'мимо', 'Б2 мимо', 'Б2 -> мимо', ''].join('\n'));
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('is not a cell');
    const said = r.stdout.split('\n').filter((l) => l.includes('announcement'));
    expect(said).toEqual([
      '"hit, hit, miss" is an announcement, not cells: type the cells fired first (e.g. А1), then the announcement at the result prompt',
      '"мимо" is an announcement, not cells: type the cells fired first (e.g. А1), then the announcement at the result prompt',
      '"мимо" is an announcement: type the cells alone (Б2), then the announcement at the result prompt',
      '"мимо" is an announcement: type the cells alone (Б2), then the announcement at the result prompt',
    ]);
    expect(await read('g.yaml')).toBe(`${MORSKOY_HEAD}  - первый: В7 -> мимо\n`);
  });

  it('in Polish and per salvo too; a line that is neither keeps its own errors', async () => {
    await writeFile(join(dir, 's.yaml'), STATKI);
    const s = await run(['play', 's.yaml', '--no-charts'], 'pudło\nxyz\n');
    expect(s.stdout).toContain('"pudło" is an announcement, not cells: type the cells fired first (e.g. A1), then the announcement at the result prompt');
    expect(s.stdout).toContain('error cell-unreadable: "xyz" is not a cell of this board');
    await run(['new', 'perelman', '-o', 'p.yaml']);
    const p = await run(['play', 'p.yaml', '--no-charts'], 'попал в трёхклеточный\n');
    expect(p.stdout).toContain('"попал в трёхклеточный" is an announcement, not cells');
    expect(p.stdout).not.toContain('is not a cell');
  });
});
