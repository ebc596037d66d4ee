/**
 * `salvo show`'s totals beside the roster: a hit known from a salvo size, not from a report
 * naming its class, is in the total but in no class's tally; the total says so instead of
 * seeming to disagree with the boxes.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('salvo show totals', () => {
  it('says how many of the hits taken are in the class tallies (Perelman, 10 salvos, fleets not revealed)', async () => {
    const text = await readFile(join(root, 'examples/perelman.yaml'), 'utf8');
    const [head] = text.split('fleets:');
    const salvos = text.split('salvos:\n')[1]!.split('\n');
    const kept: string[] = [];
    let n = 0;
    for (const line of salvos) {
      if (line.startsWith('  - ') && ++n > 10) break;
      kept.push(line);
    }
    const dir = await mkdtemp(join(tmpdir(), 'salvo-show-'));
    await writeFile(join(dir, 'p.yaml'), `${head}salvos:\n${kept.join('\n')}\n`);
    const r = await runSalvo(dir, ['show', 'p.yaml', '--side', 'синие']);
    expect(r.code).toBe(0);
    const total = /hits taken: (\d+) \((\d+) of them by class\)/u.exec(r.stdout);
    expect(total).not.toBeNull();
    // The tallies of the roster's "taken" column add up to the number said.
    const rows = r.stdout.split('\n').filter((l) => /^(I|II|III|IV|V|\+)\s/u.test(l));
    const filled = rows.map((l) => (l.split(/\s{2,}/u)[2] ?? '').replace(/[^■]/gu, '').length).reduce((a, b) => a + b, 0);
    expect(filled).toBe(Number(total![2]));
    expect(Number(total![1])).toBeGreaterThan(filled);
  });
});
