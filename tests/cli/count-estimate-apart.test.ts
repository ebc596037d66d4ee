/**
 * `count` past its budget gave the estimate alone: the exact count's note with the ships of each
 * class told apart (`… = count × 2!`) and `--json`'s `countApart` were there only for an exact
 * count, so a script reading `countApart` found nothing once the count was estimated. Now the
 * estimate has both: the note, with "about", its figures to the digits the estimate claims, and
 * `countApart` with its standard error `countApartStdError`; checked against the estimate times
 * each class's number of ships factorial, and against the exact count told apart.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

interface Counted {
  exact: boolean;
  count: string;
  countApart?: string;
  countStdError?: number;
  countApartStdError?: number;
}

/** `7.00 × 10^8`, `1,23 × 10^15`, `12 345` as a number. */
const figure = (text: string): number => {
  const [mantissa, power] = text.replace(/[\s,](?=\d{3}\b)/g, '').replace(',', '.').split(' × 10^');
  return Number(mantissa) * 10 ** Number(power ?? 0);
};

describe('count past its budget: the estimate told apart', () => {
  it('--json gives countApart and countApartStdError, the estimate and its error times 2! (jutland: two destroyers), near the exact countApart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-count-est-apart-'));
    const est = JSON.parse((await runSalvo(dir, ['count', 'jutland', '--budget', '1', '--json'])).stdout) as Counted;
    expect(est.exact).toBe(false);
    expect(est.countApart).toBe((BigInt(est.count) * 2n).toString());
    expect(est.countApartStdError).toBeCloseTo(2 * est.countStdError!, 6);
    const exact = JSON.parse((await runSalvo(dir, ['count', 'jutland', '--json'])).stdout) as Counted;
    expect(exact.exact).toBe(true);
    expect(Math.abs(Number(est.countApart) - Number(exact.countApart))).toBeLessThan(4 * est.countApartStdError!);
  });

  it('the text says the estimate told apart, "about", after the estimate, its figures in the estimate\'s notation', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-count-est-apart-'));
    const r = await runSalvo(dir, ['count', 'jutland', '--budget', '1']);
    expect(r.code).toBe(0);
    const [line, note] = r.stdout.trimEnd().split('\n');
    const about = /^jutland: about (.+) legal layouts \(NOT exact/.exec(line!)?.[1];
    expect(about).toBeDefined();
    const told = /^Ships of one class are alike: layouts that only swap them count once \(told apart, Destroyer ×2: about (.+) = (.+) × 2!\)\.$/.exec(note!);
    expect(told?.[2]).toBe(about);
    // The told-apart figure is the estimate's double, to the digits the estimate is written to.
    expect(Math.abs(figure(told![1]!) - 2 * figure(about!))).toBeLessThanOrEqual(0.01 * figure(about!));
  });

  it('in Russian and Polish too, with около / około', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-count-est-apart-'));
    const ru = await runSalvo(dir, ['count', 'morskoy-boy', '--budget', '1']);
    const ruAbout = /^morskoy-boy: около (.+) допустимых расстановок \(НЕ точно/.exec(ru.stdout)?.[1];
    expect(ruAbout).toBeDefined();
    expect(ru.stdout).toMatch(new RegExp(`\\(если их различать, крейсер ×2, миноносец ×3 и подводная лодка ×4: около [\\d, ×^]+ = ${ruAbout!.replace(/\^/g, '\\^')} × 2! × 3! × 4!\\)\\.\\n$`));
    const pl = await runSalvo(dir, ['count', 'statki', '--budget', '1']);
    const plAbout = /^statki: około (.+) dozwolonych rozstawień \(NIE dokładnie/.exec(pl.stdout)?.[1];
    expect(plAbout).toBeDefined();
    expect(pl.stdout).toMatch(new RegExp(`\\(gdyby je rozróżniać, krążownik ×2, ścigacz ×3 i łódź podwodna ×4: około [\\d, ×^]+ = ${plAbout!.replace(/\^/g, '\\^')} × 2! × 3! × 4!\\)\\.\\n$`));
  });
});
