/**
 * `announcement-inconsistent` without fleets: the reasons name a class as a sentence does (the
 * cruiser, not the template's "Cruiser" as it is), and a shot with several reasons is named once.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const SUNK_TWICE = join(import.meta.dirname, 'fixtures', 'disputed-more', 'classic-salvo-sunk-twice.yaml');

interface Breach {
  code: string;
  message: string;
}

async function inconsistent(): Promise<{ message: string; line: string }> {
  const json = await runSalvo(process.cwd(), ['check', SUNK_TWICE, '--json']);
  const report = JSON.parse(json.stdout) as { violations: Breach[] };
  const b = report.violations.find((x) => x.code === 'announcement-inconsistent');
  const text = await runSalvo(process.cwd(), ['check', SUNK_TWICE]);
  const line = text.stdout.split('\n').find((l) => l.includes('announcement-inconsistent'));
  return { message: b?.message ?? '', line: line ?? '' };
}

describe('check: an announcement inconsistent with the earlier ones, without fleets', () => {
  it('names the class in lower case inside the sentence', async () => {
    const { message, line } = await inconsistent();
    expect(message).toContain('a hit on the cruiser after it was announced sunk');
    expect(line).toContain('4 hits on the cruiser, which has 3 cells');
    expect(line).not.toContain('the Cruiser');
  });

  it('names a shot once, keeping each of its reasons', async () => {
    const { message, line } = await inconsistent();
    for (const said of [message, line]) {
      expect(said.match(/shot 4: /gu)).toHaveLength(1);
      expect(said).toContain('shot 4: a hit on the cruiser after it was announced sunk, and 4 hits on the cruiser, which has 3 cells');
    }
  });
});
