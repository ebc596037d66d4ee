/**
 * check's summary line and analyze's referee line count a reading error (a line under no side of
 * the game, `- kid: A1 -> miss`) apart from the breaches of the rules: `1 reading error`, not
 * `1 breach`; `2 breaches and 1 reading error`; in Russian and Polish too (`1 ошибка чтения`,
 * `2 naruszenia i 1 błąd odczytu`). The counts are those of the lines check prints; --json keeps
 * every finding under violations, as before.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { foundCount } from '../../src/analysis/report-text.js';
import { plural } from '../../src/core/plural.js';

let dir = '';

/** A salvo game with one line under a side it does not have. */
const KID = 'variant: classic-salvo\nsalvos:\n  - blue: C7 B3 J2 D10 G2 -> miss, miss, miss, miss, miss\n  - kid: A1 -> miss\n';

/** Statki: two shots out of turn and, between them, a line under a side it does not have. */
const STATKI = 'variant: statki\nlanguage: pl\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: A1 -> pudło\n  - ala: A2 -> pudło\n  - kot: A3 -> pudło\n  - tomek: B1 -> pudło\n  - tomek: B2 -> pudło\n';

/** Морской бой: one shot out of turn and two lines under sides it does not have. */
const MORSKOY = 'variant: morskoy-boy\nlanguage: ru\nsides:\n  первый: Оля\n  второй: Дима\nsalvos:\n  - первый: а1 -> мимо\n  - первый: а2 -> мимо\n  - кот: а3 -> мимо\n  - пёс: б1 -> мимо\n';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-reading-counted-'));
  await writeFile(join(dir, 'kid.yaml'), KID);
  await writeFile(join(dir, 's.yaml'), STATKI);
  await writeFile(join(dir, 'm.yaml'), MORSKOY);
});

/** The codes of the errors check prints (`… error unknown-side: …`, `… błąd out-of-turn: …`). */
function errorCodes(stdout: string): string[] {
  return [...stdout.matchAll(/^\S+:\d+:\d+: (?:error|ошибка|błąd) ([a-z-]+):/gmu)].map((m) => m[1]!);
}

describe("check's summary line", () => {
  it('counts a line under no side as a reading error, not a breach', async () => {
    const r = await runSalvo(dir, ['check', 'kid.yaml']);
    expect(r.code).toBe(1);
    expect(errorCodes(r.stdout)).toEqual(['unknown-side']);
    expect(r.stdout).toContain('kid.yaml: 1 reading error in 2 salvos;');
    expect(r.stdout).not.toMatch(/\bbreach/u);
  });

  it('counts the breaches and the reading errors apart, as many as the lines it prints, in Polish and English', async () => {
    const pl = await runSalvo(dir, ['check', 's.yaml']);
    expect(pl.code).toBe(1);
    const codes = errorCodes(pl.stdout);
    expect(codes.filter((c) => c === 'unknown-side')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'unknown-side')).toHaveLength(2);
    expect(pl.stdout).toContain('s.yaml: 2 naruszenia i 1 błąd odczytu, w zapisie jest 5 strzałów;');
    const en = await runSalvo(dir, ['check', 's.yaml', '--lang', 'en']);
    expect(en.stdout).toContain('s.yaml: 2 breaches and 1 reading error in 5 shots;');
  });

  it('says them in Russian', async () => {
    const r = await runSalvo(dir, ['check', 'm.yaml']);
    const codes = errorCodes(r.stdout);
    expect(codes.filter((c) => c === 'unknown-side')).toHaveLength(2);
    expect(codes.filter((c) => c !== 'unknown-side')).toHaveLength(1);
    expect(r.stdout).toContain('m.yaml: 1 нарушение и 2 ошибки чтения, в записи 4 выстрела;');
  });

  it('keeps --json as it was: every finding under violations', async () => {
    const r = await runSalvo(dir, ['check', 's.yaml', '--json']);
    const json = JSON.parse(r.stdout) as { ok: boolean; violations: { code: string }[] };
    expect(json.ok).toBe(false);
    expect(json.violations.map((v) => v.code).sort()).toEqual(['out-of-turn', 'out-of-turn', 'unknown-side']);
  });
});

describe("analyze's referee line", () => {
  it('counts them apart as check does', async () => {
    const r = await runSalvo(dir, ['analyze', 'm.yaml', '--workers', '1', '--budget', '2000']);
    expect(r.stdout).toContain('судья: 1 нарушение и 2 ошибки чтения\n');
  });
});

describe('the count, word by word', () => {
  it('takes each number its form', () => {
    for (const n of [1, 2, 4, 5, 11, 12, 21, 22, 25, 101]) {
      expect(foundCount('en', 0, n)).toBe(`${n} reading error${n === 1 ? '' : 's'}`);
      expect(foundCount('ru', 0, n)).toBe(`${n} ${plural('ru', n, 'ошибка', 'ошибки', 'ошибок')} чтения`);
      expect(foundCount('pl', 0, n)).toBe(`${n} ${plural('pl', n, 'błąd', 'błędy', 'błędów')} odczytu`);
      expect(foundCount('pl', n, 1)).toBe(`${n} ${plural('pl', n, 'naruszenie', 'naruszenia', 'naruszeń')} i 1 błąd odczytu`);
    }
    expect(foundCount('ru', 5, 0)).toBe('5 нарушений');
    expect(foundCount('en', 0, 0)).toBe('0 breaches');
  });
});
