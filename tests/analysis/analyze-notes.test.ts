/**
 * What `salvo analyze` says beside its tables: the salvo where a side's analysis stopped, named
 * as the record numbers it (as `salvo check` does) and as the side's own count (the tables' #);
 * the verdict of a side with no salvo to judge.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

/** `salvo analyze` on a record text (with any extra files beside it); the exit code and the output. */
async function analyze(record: string, args: readonly string[] = [], files: Readonly<Record<string, string>> = {}): Promise<{ code: number; out: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-notes-'));
  writeFileSync(join(dir, 'r.yaml'), record);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const m = memoryIO('', {}, dir);
  // On worker threads (the default two, the same output as one): in this thread a whole board's
  // analysis held the event loop 15 to 29 s on a loaded machine, against vitest's fixed 60 s for
  // its worker to answer (tests/setup/breathe.ts).
  const code = await main(['node', 'salvo', 'analyze', 'r.yaml', ...args], m.io);
  return { code, out: m.stdout };
}

describe('salvo analyze: where a side stopped', () => {
  // The second item cannot be read (no side "green"): it keeps its number, so blue's third
  // salvo, the one without an announcement, is the record's salvo 6, as `salvo check` says.
  const RECORD = `variant: classic-1967
sides:
  blue: Dad
  red: Jenny
salvos:
  - blue: A1 -> miss
  - green: C3 -> miss
  - red: C3 -> miss
  - blue: A2 -> miss
  - red: C4 -> miss
  - blue: A3
  - red: C5 -> miss
`;

  it("names the salvo by the record's number and the side's own count", async () => {
    const { out } = await analyze(RECORD);
    // Every salvo of the 1967 game is one shot: the report names it a shot, as its table does.
    expect(out).toContain("analysis stopped: shot 6 (blue's 3rd) has no recorded announcement\n");
    // The table numbers blue's salvos 1 and 2 by its own count.
    expect(out).toMatch(/blue firing at red\n#.*\n1 +A1 .*\n2 +A2 .*\ntotals/);
  });
});

describe('salvo analyze: where a side stopped, said in the report\'s language', () => {
  const PERELMAN = 'variant: perelman\nlanguage: ru\nsides:\n  синие: Петя\n  красные: Вася\nsalvos:\n  - синие: в7 б3 к2 -> попаданий нет\n  - красные: г10 з2 б1 -> попаданий нет\n  - синие: з8 д8 и5\n';
  const STATKI = 'variant: statki\nlanguage: pl\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: C7 -> pudło\n  - tomek: C3 -> pudło\n  - ala: J2\n';

  it('Russian: the whole line in Russian, the salvo named by both numbers', async () => {
    const { out } = await analyze(PERELMAN);
    const line = out.split('\n').find((l) => l.startsWith('анализ остановлен'))!;
    expect(line).toBe('анализ остановлен: залп 3 (2-й залп стороны «синие»): ответ на него не записан');
    expect(line).not.toMatch(/[A-Za-z]/u);
    // The JSON keeps its English reason, and no other field for it.
    const json = JSON.parse((await analyze(PERELMAN, ['--json'])).out) as { sides: Record<string, unknown>[] };
    expect(json.sides[0]!.stopped).toBe("salvo 3 (the 2nd of синие) has no recorded announcement");
    expect(Object.keys(json.sides[0]!)).not.toContain('stop');
  });

  it('Polish, where every salvo is one shot: of a shot, masculine', async () => {
    const { out } = await analyze(STATKI);
    const line = out.split('\n').find((l) => l.startsWith('analiza przerwana'))!;
    expect(line).toBe('analiza przerwana: strzał 3 (2. strzał strony „ala”): nie zapisano odpowiedzi na niego');
    expect(line).not.toMatch(/\b(salvo|has|no|recorded|announcement)\b/u);
  });
});

describe('salvo analyze: a side with no salvo to judge', () => {
  // Blue fires once; red has not replied yet.
  const RECORD = 'variant: classic-1967\nsides:\n  blue: Dad\n  red: Jenny\nsalvos:\n  - blue: A1 -> miss\n';

  it('gets "no shots to judge" in the text (every salvo of the 1967 game is one shot)', async () => {
    const { code, out } = await analyze(RECORD);
    expect(code).toBe(0);
    const red = out.slice(out.indexOf('red firing at blue'));
    expect(red).toContain('\nverdict: no shots to judge\n');
    expect(red).not.toMatch(/% of the best|hits against/);
    // No table: no heading over no rows, as the PDF sets none (the heading is under blue's name only).
    expect(red.split('\n')[1]).toMatch(/^certain: /u);
    expect(out.split('\n').filter((l) => /^ *# +cell /u.test(l))).toHaveLength(1);
  });

  it('and in the JSON, with no figures', async () => {
    const { out } = await analyze(RECORD, ['--json']);
    const json = JSON.parse(out) as { sides: { side: string; salvos: unknown[]; verdict: { skill: number | null; luck: number | null; luckSpread: number | null; text: string } }[] };
    const red = json.sides.find((s) => s.side === 'red')!;
    expect(red.salvos).toEqual([]);
    expect(red.verdict).toEqual({ skill: null, skillError: null, luck: null, luckError: null, luckSpread: null, value: null, best: null, weighed: null, text: 'no shots to judge' });
    expect(json.sides.find((s) => s.side === 'blue')!.verdict.skill).toEqual(expect.any(Number));
  });
});

describe('salvo analyze: the information total when no position was counted exactly', () => {
  it("is '?' (unknown), as each salvo's bits are, not 0.0 bits", async () => {
    const record = 'variant: classic-1967\nsalvos:\n  - blue: A1 -> miss\n  - red: C3 -> miss\n';
    const { code, out } = await analyze(record, ['--budget', '1']);
    expect(code).toBe(0);
    const rows = out.split('\n').filter((l) => /^1 {2}/u.test(l));
    expect(rows).toHaveLength(2);
    // The bits column, after the likeliest hit's (`Battleship ≈0.05`).
    for (const row of rows) expect(row.split(/\s{2,}/u)[6]).toBe('?');
    const totals = out.split('\n').filter((l) => l.startsWith('totals:'));
    expect(totals).toHaveLength(2);
    for (const t of totals) expect(t).toMatch(/, information \? bits$/u);
  });
});

describe('analyze: Polish and Russian cases after a preposition and a decimal', () => {
  it('"odpowiedź na salwę 3" (accusative), "0,8 bita" / "0,8 бита" (a fraction takes the genitive singular)', async () => {
    const { analysisText } = await import('../../src/analysis/report-text.js');
    expect(analysisText('pl', false).leftOutAnnouncement(3, true)).toMatch(/^pominięte w dowodach: odpowiedź na salwę 3: /u);
    expect(analysisText('pl', true).leftOutAnnouncement(3, false)).toMatch(/^pominięte w dowodach: odpowiedź na strzał 3: /u);
    const pl = analysisText('pl', false);
    expect(pl.totals('1,0', '1,0', '1,5', pl.num(0.8, 1))).toMatch(/, informacja 0,8 bita$/u);
    const ru = analysisText('ru', false);
    expect(ru.totals('1,0', '1,0', '1,5', ru.num(0.8, 1))).toMatch(/, информации 0,8 бита$/u);
  });
});
