/**
 * A line written under a side that had no shots left under the limit, read as the other side's
 * (`wrong-side`): as written it is past the limit, not out of turn, and the advice for a side that
 * did fire it says so, in en/ru/pl. A line under the wrong side in a game with shots left keeps
 * "out of turn".
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sideName } from '../../src/record/game.js';
import { parseRecord } from '../../src/record/parse.js';
import { refereeRecord } from '../../src/record/referee.js';
import { breachSaid, refereeText } from '../../src/record/referee-text.js';
import { loadVariant } from '../../src/variant/load.js';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');

/** examples/perelman.yaml with красные's salvo 32 (line 89; синие have fired their 60 shots) under синие. */
async function underBlue(): Promise<string> {
  const lines = (await readFile(join(root, 'examples', 'perelman.yaml'), 'utf8')).split('\n');
  expect(lines[88]).toBe('  - красные: в6 -> двухклеточный');
  lines[88] = '  - синие: в6 -> двухклеточный';
  return lines.join('\n');
}

describe('a line under a side with no shots left, read as the other side\'s', () => {
  it('says, for a side that did fire it, that it had fired all its shots, not that it was out of turn (en, ru)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-wrong-side-limit-'));
    await writeFile(join(dir, 'g.yaml'), await underBlue());
    const en = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout).toContain(
      "(write - красные: в6 -> двухклеточный; if синие did fire it, with all 60 of its shots fired before, add forced: true to the line, and check judges it as fired by синие: shots past the limit, not for синие to fire)",
    );
    expect(en.stdout).not.toContain('out of turn');
    const ru = await runSalvo(dir, ['check', 'g.yaml']);
    expect(ru.stdout).toContain(
      '(запишите - красные: в6 -> двухклеточный; если сторона «синие» и правда сделала его, уже израсходовав все 60 выстрелов, допишите к строке forced: true, и check оценит его как залп стороны «синие»: выстрелы сверх предела, которые ей делать было нельзя)',
    );
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json', '--lang', 'en'])).stdout) as { violations: { code: string; suggestion?: string }[] };
    expect(json.violations.find((v) => v.code === 'wrong-side')?.suggestion).toContain('with all 60 of its shots fired before');
  });

  it('in Polish too', async () => {
    const perelman = await loadVariant('perelman', { cwd: process.cwd() });
    const parsed = parseRecord(await underBlue(), perelman);
    const [b, ...rest] = refereeRecord(parsed, perelman).breaches;
    expect(rest).toEqual([]);
    expect(b!.code).toBe('wrong-side');
    const said = breachSaid(b!, refereeText('pl', false, (side) => sideName(parsed.record, perelman, side, 'pl'))!);
    expect(said?.suggestion).toBe(
      'zapisz - красные: в6 -> двухклеточный; jeśli strona „синие” naprawdę ją oddała, choć wykorzystała już wszystkie 60 strzałów, dopisz do wiersza forced: true, a check oceni ją jako salwę strony „синие”: strzały ponad limit, których nie mogła oddać',
    );
  });
});
