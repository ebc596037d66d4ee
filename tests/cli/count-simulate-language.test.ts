/**
 * `salvo count` and `salvo simulate` speak the variant's language (or --lang's), as check, infer
 * and analyze do: every sentence, numbers as the language writes them (`1 234`, `0,10 с`),
 * counted words by plural.ts. `--json` stays English. "No English left" is checked against the
 * English output of the same command: no word of it (but the variant's id and names) may appear
 * in the Russian or Polish one.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { localNumber } from '../../src/core/local-number.js';
import { plural } from '../../src/core/plural.js';

const VARIANT = `id: trio
languages: [ru, pl, en]
name: { ru: Трио, pl: Trio, en: Trio }
board: { rows: 5, columns: 5, columnLabels: ABCDE }
fleet:
  - { id: three, name: { ru: подводная лодка, pl: łódź podwodna, en: submarine }, size: 3 }
  - { id: two, name: { ru: катер, pl: kuter, en: launch }, size: 2, count: 2 }
placement: { diagonal: false, spacing: may-touch }
turns: { salvo: { kind: constant, shots: 1 } }
report: { timing: per-shot, sunk: plain, hitClass: false }
words:
  ru: { miss: мимо, hit: попал, sunk: убит, noHits: мимо, ownChart: Мои, enemyChart: Чужие }
  pl: { miss: pudło, hit: trafiony, sunk: zatopiony, noHits: pudło, ownChart: Moje, enemyChart: Wroga }
  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }
`;
const dir = mkdtempSync(join(tmpdir(), 'salvo-count-lang-'));
writeFileSync(join(dir, 'trio.yaml'), VARIANT);

async function run(args: readonly string[]): Promise<{ code: number; out: string; err: string }> {
  const m = memoryIO('', {}, dir);
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, out: m.stdout, err: m.stderr };
}

/** The words (letters only, two or more) of a text, lower-cased. */
const words = (text: string): Set<string> => new Set(text.toLowerCase().match(/\p{L}{2,}/gu) ?? []);
/** The words of `english` found again in `localized`, less `allowed`'s. */
function englishLeft(localized: string, english: string, allowed: readonly string[]): string[] {
  const en = words(english);
  const ok = new Set(allowed.flatMap((a) => [...words(a)]));
  return [...words(localized)].filter((w) => en.has(w) && !ok.has(w)).sort();
}

describe('salvo count in the variant’s language', () => {
  it('Russian by default (the variant’s first), Polish and English by --lang; --json English', async () => {
    const json = await run(['count', 'trio.yaml', '--json']);
    const count = BigInt((JSON.parse(json.out) as { count: string }).count);
    const en = await run(['count', 'trio.yaml', '--lang', 'en']);
    expect(en.out).toMatch(/^trio: [\d,]+ legal layouts \(exact, \d+\.\d\d s\)\nShips of one class are alike: .*launch ×2/u);
    const ru = await run(['count', 'trio.yaml']);
    const grouped = count.toLocaleString('en-US');
    const [ruFirst, ruAlike] = ru.out.split('\n');
    expect(ruFirst).toMatch(new RegExp(`^trio: ${localNumber('ru', grouped)} ${plural('ru', count, 'допустимая расстановка', 'допустимые расстановки', 'допустимых расстановок')} \\(точно, \\d+,\\d\\d с\\)$`, 'u'));
    expect(ruAlike).toBe(`Корабли одного класса не различаются: расстановки, отличающиеся лишь перестановкой таких кораблей, считаются один раз (если их различать, катер ×2: ${localNumber('ru', (count * 2n).toLocaleString('en-US'))} = ${localNumber('ru', grouped)} × 2!).`);
    expect(englishLeft(ru.out, en.out, ['trio'])).toEqual([]);
    const pl = await run(['count', 'trio.yaml', '--lang', 'pl']);
    expect(pl.out.split('\n')[0]).toMatch(new RegExp(`^trio: ${localNumber('pl', grouped)} ${plural('pl', count, 'dozwolone rozstawienie', 'dozwolone rozstawienia', 'dozwolonych rozstawień')} \\(dokładnie, \\d+,\\d\\d s\\)$`, 'u'));
    expect(pl.out).toContain('kuter ×2');
    expect(englishLeft(pl.out, en.out, ['trio'])).toEqual([]);
    // --json is the same document whatever the language.
    expect((await run(['count', 'trio.yaml', '--json', '--lang', 'pl'])).out).toBe(json.out);
    // A language the variant does not have is a usage error naming those it has, in the
    // variant's first language where salvo has no words in the one asked for.
    const de = await run(['count', 'trio.yaml', '--lang', 'de']);
    expect(de.code).toBe(2);
    expect(de.err).toContain('нет языка «de» (есть ru, pl, en)');
  });

  it('the estimate past the budget, in Russian', async () => {
    const en = await run(['count', 'trio.yaml', '--budget', '1', '--lang', 'en']);
    const ru = await run(['count', 'trio.yaml', '--budget', '1', '--lang', 'ru']);
    expect(en.out).toMatch(/^trio: about [\d,]+ legal layouts \(NOT exact: /u);
    expect(ru.out).toMatch(/^trio: около \d[\d\u00a0]* допустимых расстановок \(НЕ точно: .*стандартная ошибка \d[\d\u00a0,]*; \d+,\d\d с\)\n/u);
    expect(englishLeft(ru.out, en.out, ['trio', '--budget'])).toEqual([]);
  });
});

describe('salvo simulate in the variant’s language', () => {
  const args = ['simulate', 'trio.yaml', '--games', '3', '--workers', '1', '--strategy', 'hunt', '--vs', 'random', '--progress'];
  // Strategy ids stay as --strategy takes them; q1, q3 and σ are no words.
  const kept = ['trio', 'hunt', 'random'];

  it('Russian by default: every row, the cells and the line under the table; numbers with a decimal comma', async () => {
    const en = await run([...args, '--lang', 'en']);
    const ru = await run(args);
    expect(ru.code).toBe(0);
    expect(en.out).toMatch(/^games +3 \(match, seed 1\)$/mu);
    expect(ru.out).toMatch(/^партии +3 \(матч, зерно 1\)$/mu);
    expect(ru.out).toMatch(/^стратегии +hunt против random$/mu);
    // Every figure of the English table, written the Russian way.
    const figures = (text: string): string[] => text.match(/\d+[.,]\d+/gu) ?? [];
    expect(figures(ru.out)).toEqual(figures(en.out).map((f) => localNumber('ru', f)));
    expect(ru.out.split('\n')).toHaveLength(en.out.split('\n').length);
    expect(englishLeft(ru.out, en.out, kept)).toEqual([]);
    // The progress lines too, the games and shots counted by plural.ts: every salvo of Trio is one shot.
    for (const line of ru.err.trimEnd().split('\n')) {
      const m = /^trio: (\d+)\/3 (\S+), (\d+) (\S+), \d+ с$/u.exec(line);
      expect(m, line).not.toBeNull();
      expect(m![2]).toBe(plural('ru', 3, 'партия', 'партии', 'партий'));
      expect(m![4]).toBe(plural('ru', Number(m![3]), 'выстрел', 'выстрела', 'выстрелов'));
    }
  });

  it('where every salvo is one shot, the table counts shots, as the players do, not salvos that count the same, in every language', async () => {
    const row = (text: string, label: string): string | undefined => text.split('\n').find((l) => l.startsWith(`${label} `))?.slice(label.length).trim();
    const [en, ru, pl] = [await run([...args, '--lang', 'en']), await run(args), await run([...args, '--lang', 'pl'])];
    expect(en.out).not.toMatch(/^salvos/mu);
    expect(ru.out).not.toMatch(/^залпы/mu);
    expect(pl.out).not.toMatch(/^salwy/mu);
    const shots = row(en.out, 'shots mean / median ± sd [q1–q3]');
    expect(shots).toMatch(/^\d+\.\d \/ \d+\.\d ± \d+\.\d \[\d+–\d+\]$/u);
    expect(row(ru.out, 'выстрелы: среднее / медиана ± σ [q1–q3]')).toBe(shots!.replace(/\./gu, ','));
    expect(row(pl.out, 'strzały: średnia / mediana ± σ [q1–q3]')).toBe(shots!.replace(/\./gu, ','));
    for (const line of pl.err.trimEnd().split('\n')) {
      const m = /^trio: \d+\/3 \S+, (\d+) (\S+), \d+ s$/u.exec(line);
      expect(m, line).not.toBeNull();
      expect(m![2]).toBe(plural('pl', Number(m![1]), 'strzał', 'strzały', 'strzałów'));
    }
    // A variant of salvos beside it: the salvos' row stays, for both.
    const both = await run(['simulate', 'trio.yaml', 'classic-salvo', '--games', '1', '--workers', '1', '--strategy', 'random', '--lang', 'en']);
    expect(both.code).toBe(0);
    expect(both.out).toMatch(/^salvos mean \/ median ± sd \[q1–q3\] +\S/mu);
    expect(both.out).toMatch(/^shots +\d/mu);
  });

  it('Polish by --lang; --json the same document in any language; a language no variant has refused', async () => {
    const en = await run([...args, '--lang', 'en']);
    const pl = await run([...args, '--lang', 'pl']);
    expect(pl.out).toMatch(/^gry +3 \(mecz, ziarno 1\)$/mu);
    // `to` is Polish too („strzały do zatopienia” to …).
    expect(englishLeft(pl.out, en.out, [...kept, 'to'])).toEqual([]);
    const json = ['simulate', 'trio.yaml', '--games', '2', '--workers', '1', '--strategy', 'random', '--json'];
    expect((await run([...json, '--lang', 'pl'])).out).toBe((await run(json)).out);
    // A language one variant has (trio's Russian beside classic-1967, English only), in either
    // order: the table in it, as the default gives it where trio is first.
    for (const refs of [['trio.yaml', 'classic-1967'], ['classic-1967', 'trio.yaml']]) {
      const mixed = await run(['simulate', ...refs, '--games', '1', '--workers', '1', '--strategy', 'random', '--lang', 'ru']);
      expect(mixed.code).toBe(0);
      expect(mixed.out).toMatch(/^партии +1 \(матч, зерно 1\) +1 \(матч, зерно 1\)$/mu);
    }
    const none = await run(['simulate', 'classic-1967', 'classic-salvo', '--games', '1', '--lang', 'ru']);
    expect(none.code).toBe(2);
    expect(none.err).toContain('у варианта classic-1967 нет языка «ru»');
  });
});
