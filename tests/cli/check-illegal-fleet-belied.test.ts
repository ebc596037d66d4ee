/**
 * A revealed fleet that breaks the rules (a ship copied a cell too long) and that one announcement
 * contradicts, where the announcements fit a legal fleet: the fleet written is the slip, not the
 * announcement. The one ship so copied is found (`fleet-copied-wrong`: one error, in place of the
 * illegal fleet and the contradiction, with the line to write); where none is, `check` warns
 * `fleet-belied` at the fleet, as for a legal fleet that two announcements or more contradict. One
 * announcement is said in the singular, in every language.
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
  it('is the one ship copied wrong, naming the one salvo, with the line to write', async () => {
    const doc = JSON.parse((await runSalvo(dir, ['check', file, '--json', '--lang', 'en'])).stdout) as Report;
    expect(doc.violations.map((v) => v.code)).toEqual(['fleet-copied-wrong']);
    expect(doc.warnings.filter((w) => w.code === 'fleet-belied')).toHaveLength(0);
    const copied = doc.violations[0] as unknown as { message: string; suggestion: string };
    expect(copied.message).toContain("tomek's pancernik is written B4-F4, but tomek's announcement for ala's shot 14 (shot 20) contradicts it there, and at B4-E4,");
    expect(copied.suggestion).toContain("write pancernik: B4-E4 at line 18, if tomek's own chart has it there; if it was drawn at B4-F4, tomek's announcement was wrong");
  });

  it('says it in Polish and Russian in the singular', async () => {
    const pl = await runSalvo(dir, ['check', file]);
    expect(pl.stdout).toContain('błąd fleet-copied-wrong: statek „pancernik” strony „tomek” jest zapisany jako B4-F4, ale tam przeczy mu odpowiedź strony „tomek” na strzał 14 strony „ala” (strzał 20), a na B4-E4');
    const side = (l: 'ru' | 'pl'): string => (l === 'ru' ? '«второй»' : '„tomek”');
    expect(fleetBeliedSaid(side, [20], true, 'salvo infer g.yaml').ru?.message).toBe('ответы стороны «второй» подходят допустимому флоту, но не флоту, записанному под fleets: ему противоречит ответ на выстрел 20');
    expect(fleetBeliedSaid(side, [3], false, 'salvo infer g.yaml').pl?.message).toBe('odpowiedzi strony „tomek” pasują do dozwolonej floty, ale nie do floty zapisanej pod fleets: przeczy jej odpowiedź na salwę 3');
    // Two or more: as before.
    expect(fleetBeliedSaid(side, [15, 20], true, 'salvo infer g.yaml').ru?.message).toContain('ему противоречат ответы на выстрелы 15, 20');
  });
});
