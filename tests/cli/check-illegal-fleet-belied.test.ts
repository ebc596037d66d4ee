/**
 * A revealed fleet that breaks the rules (a ship copied a cell too long) and that one announcement
 * contradicts, where the announcements fit a legal fleet: `check` warns `fleet-belied` at the fleet
 * (the fleet written is the slip, not the announcement), as it does for a legal fleet that two
 * announcements or more contradict; one announcement is said in the singular, in every language.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { fleetBeliedSaid } from '../../src/record/warning-text.js';

let dir: string;
let file: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-illegal-belied-'));
  const text = await readFile(join(process.cwd(), 'examples', 'statki.yaml'), 'utf8');
  expect(text).toContain('pancernik: B4-E4');
  file = join(dir, 'game.yaml');
  await writeFile(file, text.replace('pancernik: B4-E4', 'pancernik: B4-F4'));
});

interface Report {
  violations: { code: string; salvo?: number }[];
  warnings: { code: string; message: string; line?: number }[];
}

describe('an illegal fleet that one announcement contradicts', () => {
  // Shot 20 is ala's 14th (lines 23-42 of examples/statki.yaml: her hits earn her the next shot).
  it('is warned fleet-belied, naming the one salvo', async () => {
    const doc = JSON.parse((await runSalvo(dir, ['check', file, '--json', '--lang', 'en'])).stdout) as Report;
    expect(doc.violations.map((v) => v.code)).toEqual(['illegal-fleet', 'announcement-contradicts-fleet']);
    const belied = doc.warnings.filter((w) => w.code === 'fleet-belied');
    expect(belied).toHaveLength(1);
    expect(belied[0]!.message).toBe("tomek's announcements fit a legal fleet, but not the fleet written for tomek under fleets: tomek's announcement for ala's shot 14 (shot 20) contradicts it");
  });

  it('says it in Polish and Russian in the singular', async () => {
    const pl = await runSalvo(dir, ['check', file]);
    expect(pl.stdout).toContain('ostrzeżenie fleet-belied: odpowiedzi strony „tomek” pasują do dozwolonej floty, ale nie do floty zapisanej pod fleets: przeczy jej odpowiedź strony „tomek” na strzał 14 strony „ala” (strzał 20) (');
    const side = (l: 'ru' | 'pl'): string => (l === 'ru' ? '«второй»' : '„tomek”');
    expect(fleetBeliedSaid(side, [20], true, 'salvo infer g.yaml').ru?.message).toBe('ответы стороны «второй» подходят допустимому флоту, но не флоту, записанному под fleets: ему противоречит ответ на выстрел 20');
    expect(fleetBeliedSaid(side, [3], false, 'salvo infer g.yaml').pl?.message).toBe('odpowiedzi strony „tomek” pasują do dozwolonej floty, ale nie do floty zapisanej pod fleets: przeczy jej odpowiedź na salwę 3');
    // Two or more: as before.
    expect(fleetBeliedSaid(side, [15, 20], true, 'salvo infer g.yaml').ru?.message).toContain('ему противоречат ответы на выстрелы 15, 20');
  });
});
