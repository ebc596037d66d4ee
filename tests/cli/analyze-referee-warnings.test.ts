/**
 * `salvo analyze` puts the referee's findings first, as `check` gives them: its warnings too
 * (`fleet-belied`, …), not the breaches alone, in the text report, in `--json`'s `referee` and on
 * the PDF's first page. The lines read with a guess stay on standard error, said once.
 */
import { cp, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'referee-loose-ends');

async function folder(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-analyze-warn-'));
  await cp(join(FIXTURES, name), join(dir, 'g.yaml'));
  return dir;
}

describe("analyze's referee section", () => {
  it("gives check's warnings with its breaches, in the file's order, in the text report and the PDF", async () => {
    const dir = await folder('fleet-belied.yaml');
    const check = await runSalvo(dir, ['check', 'g.yaml']);
    const findings = check.stdout.split('\n').slice(0, -2);
    expect(findings[0]).toMatch(/^g\.yaml:7:8: warning fleet-belied: red's announcements fit a legal fleet/u);
    const r = await runSalvo(dir, ['analyze', 'g.yaml', '--workers', '1', '-o', 'report.pdf']);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('referee: 3 breaches');
    // Every line check prints but its summary, in the same order.
    expect(lines.slice(1, 1 + findings.length)).toEqual(findings);
    expect(lines[1 + findings.length]).toBe('');
    const { items } = await pdfText(new Uint8Array(await readFile(join(dir, 'report.pdf'))));
    const first = items[0]!.join(' ');
    expect(first).toContain('fleet-belied');
    expect(first.indexOf('fleet-belied')).toBeLessThan(first.indexOf('announcement-contradicts-fleet'));
  });

  it("gives them in --json's referee.warnings, as check --json gives them", async () => {
    const dir = await folder('fleet-belied.yaml');
    const check = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as { warnings: unknown[] };
    const r = await runSalvo(dir, ['analyze', 'g.yaml', '--workers', '1', '--json']);
    const json = JSON.parse(r.stdout) as { referee: { ok: boolean; warnings: { code: string; line?: number }[] }; warnings: unknown[] };
    expect(json.referee.ok).toBe(false);
    expect(json.referee.warnings).toEqual(check.warnings);
    expect(json.referee.warnings.map((w) => [w.code, w.line])).toEqual([['fleet-belied', 7]]);
    expect(json.warnings).toEqual([]);
  });

  it('says a line read with a guess on standard error only, not again among the findings', async () => {
    const dir = await folder('fleet-belied.yaml');
    const text = (await readFile(join(dir, 'g.yaml'), 'utf8')).replace('E9 A7 I9 I8 H1 -> hit', 'E9 A7 I9 I8 H1 hit');
    await import('node:fs/promises').then((fs) => fs.writeFile(join(dir, 'g.yaml'), text));
    const r = await runSalvo(dir, ['analyze', 'g.yaml', '--workers', '1']);
    expect(r.stderr).toContain('warning salvo-arrow-missing: salvo 4:');
    const section = r.stdout.split('\n\n')[0]!;
    expect(section).toContain('warning fleet-belied');
    expect(section).not.toContain('salvo-arrow-missing');
  });
});
