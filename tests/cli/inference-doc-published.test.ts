/**
 * docs/inference.md's table of the published layout counts is what `salvo count` prints for the
 * files a reader makes as the page says: `salvo init classic-1967`, the cruiser and submarine
 * lines made one class of two, `spacing: no-contact`, and the ten-ship fleet with counts 2, 3, 4.
 * The counts themselves are pinned against the engine by tests/inference/published.test.ts; this
 * pins the page (its figures and its recipe) to the command.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo, runSalvosApart } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');

const CRUISER = '  - { id: cruiser, name: Cruiser, mark: CA, size: 3 }\n';
const SUBMARINE = '  - { id: submarine, name: Submarine, mark: SS, size: 3 }\n';
const ALIKE = '  - { id: cruiser, name: Cruiser, mark: CA, size: 3, count: 2 }\n';

/** The table's rows: fleet, spacing, count (digits alone). */
async function tableRows(): Promise<{ fleet: string; spacing: string; count: string }[]> {
  const page = await readFile(join(ROOT, 'docs', 'inference.md'), 'utf8');
  const rows: { fleet: string; spacing: string; count: string }[] = [];
  for (const m of page.matchAll(/^\| (5, 4, [^|]+) \| (may touch|no contact) \| ([\d,]+) \|$/gmu)) rows.push({ fleet: m[1]!, spacing: m[2]!, count: m[3]!.replace(/,/gu, '') });
  return rows;
}

describe('docs/inference.md: the published counts', () => {
  it('are what salvo count gives for the files made as the page says', async () => {
    const rows = await tableRows();
    expect(rows).toHaveLength(4);
    const page = await readFile(join(ROOT, 'docs', 'inference.md'), 'utf8');
    expect(page).toContain(`\`${ALIKE.trim()}\``);
    const dir = await mkdtemp(join(tmpdir(), 'salvo-published-'));
    expect((await runSalvo(dir, ['init', 'classic-1967', '-o', 'alike.yaml'])).code).toBe(0);
    const template = await readFile(join(dir, 'alike.yaml'), 'utf8');
    expect(template).toContain(CRUISER);
    expect(template).toContain(SUBMARINE);
    const alike = template.replace(CRUISER, ALIKE).replace(SUBMARINE, '');
    const apart = alike.replace(/^(\s*)spacing: may-touch/mu, '$1spacing: no-contact');
    expect(apart).not.toBe(alike);
    const ten = apart
      .replace(/^(\s*- \{ id: battleship,[^}]*size: 4) \}/mu, '$1, count: 2 }')
      .replace(ALIKE, ALIKE.replace('count: 2', 'count: 3'))
      .replace(/^(\s*- \{ id: destroyer,[^}]*size: 2) \}/mu, '$1, count: 4 }');
    await writeFile(join(dir, 'alike.yaml'), alike);
    await writeFile(join(dir, 'apart.yaml'), apart.replace(/^id: alike$/mu, 'id: apart'));
    await writeFile(join(dir, 'ten.yaml'), ten.replace(/^id: alike$/mu, 'id: ten'));
    const files = ['classic-1967', 'alike.yaml', 'apart.yaml', 'ten.yaml'];
    const ran = await runSalvosApart(dir, files.map((f) => ({ args: ['count', f, '--json'] })));
    for (const [i, r] of ran.entries()) {
      expect(r.code, r.stderr).toBe(0);
      const doc = JSON.parse(r.stdout) as { count: string; exact: boolean };
      expect(doc.exact).toBe(true);
      expect(`${files[i]}: ${doc.count}`).toBe(`${files[i]}: ${rows[i]!.count}`);
    }
    // The line the page quotes, with the ratio under it.
    const said = await runSalvo(dir, ['count', 'alike.yaml']);
    expect(said.stdout).toMatch(/^alike: 15,046,987,768 legal layouts \(exact, /u);
    expect(said.stdout).toContain('told apart, cruiser ×2: 30,093,975,536 = 15,046,987,768 × 2!');
  }, 600_000);
});
