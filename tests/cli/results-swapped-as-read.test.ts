/**
 * Two results of a turn line written the other way round (`results-swapped`, found by check's
 * whole report) are read by show, infer and suggest as check reads them: swapped. Each says so (a
 * note, and `readAs.resultsSwapped` in --json); show charts them swapped and does not call them
 * announcements the fleet belies, infer and suggest infer from them swapped, where as written no
 * legal fleet fits; analyze, which gave check's finding already, analyses them swapped too.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
let dir: string;

/** The example `name` with `from` replaced by `to` (its fleets left out, with `hidden`; its salvos cut after `lines` of them), as `file` in the test's folder. */
async function edited(name: string, file: string, from: string, to: string, opts: { hidden?: boolean; lines?: number } = {}): Promise<string> {
  const text = await readFile(join(root, 'examples', `${name}.yaml`), 'utf8');
  expect(text).toContain(from);
  let out = text.replace(from, to);
  if (opts.hidden === true) out = out.replace(/^fleets:\n(?: {2}.*\n)*/mu, '');
  if (opts.lines !== undefined) {
    const all = out.split('\n');
    const start = all.indexOf('salvos:') + 1;
    out = `${all.slice(0, start + opts.lines).join('\n')}\n`;
  }
  await writeFile(join(dir, file), out);
  return file;
}

const MORSKOY = ['- первый: Б4 Б5 -> попал, мимо', '- первый: Б4 Б5 -> мимо, попал'] as const;

interface ResultsSwappedJson {
  salvo: number;
  line: number;
  side: string;
  shots: number[];
  cells: string[];
  results: string[];
}
interface ShowJson {
  readAs?: { resultsSwapped?: ResultsSwappedJson[] };
  papers: { side: string; enemyChart: { cell: string; salvo: number; mark: string }[] }[];
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-results-swapped-as-read-'));
});

describe('two results written the other way round, read as check reads them', () => {
  it('show, fleets revealed: charted swapped, said once, not as two announcements the fleet belies', async () => {
    const file = await edited('morskoy-boy', 'revealed.yaml', ...MORSKOY);
    const check = await runSalvo(dir, ['check', file, '--lang', 'en']);
    expect(check.stdout).toContain('error results-swapped: shot 15:');
    const en = await runSalvo(dir, ['show', file, '--lang', 'en']);
    expect(en.code).toBe(0);
    expect(en.stdout).toContain(
      'note: the results of shots 10 and 11 of первый (Б4, Б5; shot 15, line 34) look written the other way round: read as "попал" for Б4 and "мимо" for Б5, as check reads them\n',
    );
    expect(en.stdout).not.toContain('but the fleet shown gives');
    const ru = await runSalvo(dir, ['show', file]);
    expect(ru.stdout).toContain(
      'внимание: ответы на выстрелы 10 и 11 стороны «первый» (Б4, Б5; выстрел 15, строка 34), похоже, записаны в обратном порядке: они читаются как «попал» для Б4 и «мимо» для Б5, как их читает check\n',
    );
    expect(ru.stdout).not.toContain('но по показанному флоту');
    const json = JSON.parse((await runSalvo(dir, ['show', file, '--json', '--side', 'первый'])).stdout) as ShowJson;
    expect(json.readAs?.resultsSwapped).toEqual([{ salvo: 15, line: 34, side: 'первый', shots: [10, 11], cells: ['Б4', 'Б5'], results: ['мимо', 'попал'] }]);
    const marks = json.papers[0]!.enemyChart.filter((m) => m.cell === 'Б4' || m.cell === 'Б5');
    expect(marks).toEqual([
      { cell: 'Б4', salvo: 10, mark: 'hit' },
      { cell: 'Б5', salvo: 11, mark: 'miss' },
    ]);
    // Before the line, the record reads as written.
    const before = JSON.parse((await runSalvo(dir, ['show', file, '--json', '--after', '14'])).stdout) as ShowJson;
    expect(before.readAs).toBeUndefined();
  });

  it('show in Polish (Statki)', async () => {
    const file = await edited('statki', 'statki.yaml', '  - ala: B4 -> trafiony\n  - ala: B5 -> pudło', '  - ala: B4 B5 -> pudło, trafiony');
    const r = await runSalvo(dir, ['show', file]);
    expect(r.stdout).toMatch(/uwaga: odpowiedzi na strzały 10 i 11 strony „ala” \(B4, B5; strzał 15, wiersz \d+\) wyglądają na zapisane w odwrotnej kolejności: czyta się je jako „trafiony” dla B4 i „pudło” dla B5, tak jak czyta je check\n/u);
  });

  it('infer, no fleet revealed: infers from them swapped (as written no legal fleet fits), and says so', async () => {
    const file = await edited('morskoy-boy', 'hidden.yaml', ...MORSKOY, { hidden: true, lines: 23 });
    const r = await runSalvo(dir, ['infer', file, '--target', 'второй', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('note: the results of shots 10 and 11 of первый (Б4, Б5; shot 15, line 23) look written the other way round: read as "попал" for Б4 and "мимо" for Б5, as check reads them\n');
    const json = JSON.parse(r.stdout) as { count: string; readAs?: { resultsSwapped?: ResultsSwappedJson[] } };
    expect(BigInt(json.count)).toBeGreaterThan(0n);
    expect(json.readAs?.resultsSwapped).toEqual([{ salvo: 15, line: 23, side: 'первый', shots: [10, 11], cells: ['Б4', 'Б5'], results: ['мимо', 'попал'] }]);
  });

  it('suggest, no fleet revealed: suggests from them swapped, and says so', async () => {
    const file = await edited('morskoy-boy', 'hidden-cut.yaml', ...MORSKOY, { hidden: true, lines: 14 });
    const r = await runSalvo(dir, ['suggest', file, '--lang', 'en']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('note: the results of shots 10 and 11 of первый (Б4, Б5; shot 15, line 23) look written the other way round');
    expect(r.stdout).toContain('suggesting for первый, whose turn it is');
    expect(r.stdout).not.toContain('announcements-impossible');
  });

  it('suggest, fleets revealed, the swap in the game\'s last lines: over as check makes it', async () => {
    // As written, Ж1 "убит" and К4 "мимо" contradict второй's fleet twice, enough to set it aside
    // (resultRecord); read swapped, as check reads them, the fleet stands (resultRecordAsRead).
    const file = await edited('morskoy-boy', 'revealed-end.yaml', '- первый: К4 Ж1 -> убит, мимо', '- первый: К4 Ж1 -> мимо, убит');
    const check = await runSalvo(dir, ['check', file, '--lang', 'en']);
    expect(check.stdout).toContain('error results-swapped:');
    const verdict = /; (первый won \(the enemy fleet sunk\))\n$/u.exec(check.stdout)?.[1];
    expect(verdict).toBeDefined();
    const r = await runSalvo(dir, ['suggest', file, '--lang', 'en']);
    expect(r.stdout).toBe(`the game is over: ${verdict!}; nothing to suggest\n`);
  });

  it('analyze, no fleet revealed: the figures are those of the line written right, and said so', async () => {
    const file = await edited('morskoy-boy', 'analyze-swapped.yaml', ...MORSKOY, { hidden: true, lines: 14 });
    const right = await edited('morskoy-boy', 'analyze-right.yaml', MORSKOY[0], MORSKOY[0], { hidden: true, lines: 14 });
    type Analysed = { sides: unknown[]; referee: { breaches: { code: string }[] }; readAs?: { resultsSwapped?: ResultsSwappedJson[] } };
    const analysed = async (f: string): Promise<Analysed> => JSON.parse((await runSalvo(dir, ['analyze', f, '--json', '--budget', '1'])).stdout) as Analysed;
    const [swapped, written] = [await analysed(file), await analysed(right)];
    expect(swapped.referee.breaches.map((b) => b.code)).toEqual(['results-swapped']);
    expect(swapped.readAs?.resultsSwapped).toEqual([{ salvo: 15, line: 23, side: 'первый', shots: [10, 11], cells: ['Б4', 'Б5'], results: ['мимо', 'попал'] }]);
    expect(written.readAs).toBeUndefined();
    expect(swapped.sides).toEqual(written.sides);
  });
});
