/**
 * `play` resuming a record judges it as `check` does: each copying slip
 * check finds (a line under the wrong side, two lines written the other way round, salvos after
 * the end, a hit or miss copied wrong where a hit earns another shot) is said first, as check's
 * finding, as a warning, in the session's language; and the turn offered, the shots owed and the
 * salvos taken are judged with the record read as meant: as on the record with the slip mended,
 * and as `record` says the turn after the salvo it adds.
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { gameOf, swapped, written } from '../helpers/example-game.js';

/** What play asks first (the turn line: whose turn it is, the side's own salvo number, the shots owed). */
async function firstPrompt(dir: string, lang?: string): Promise<{ turn: string; stderr: string }> {
  const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts', ...(lang === undefined ? [] : ['--lang', lang])], 'quit\n');
  expect(r.code).toBe(0);
  return { turn: r.stdout.split('\n')[1]!, stderr: r.stderr };
}

/** The warnings on standard error: code and salvo number of each. */
const warned = (stderr: string): string[] => stderr.split('\n').flatMap((l) => /^g\.yaml:\d+:\d+: (?:warning|предупреждение|ostrzeżenie) ([a-z-]+): \S+ (\d+):/u.exec(l)?.slice(1, 3).join('@') ?? []);

describe('play resuming a record with a copying slip', () => {
  it("Salvo: blue's line written under red is said as check's finding, and red is offered its own salvo 5 of 3 shots, which it fires", async () => {
    const slip = (lines: string[]): void => written(lines, 30, '- blue: A2 C3', '- red: A2 C3');
    const dir = await gameOf('classic-salvo', 31, slip);
    // Blue's next salvo added by record: the turn that follows, as record says it.
    const rec = await runSalvo(dir, ['record', 'g.yaml', 'blue', 'H5', 'C1', 'E7', 'I6', '--result', 'miss, miss, miss, miss']);
    expect(rec.stdout).toBe('salvo 9 recorded: blue: H5 C1 E7 I6 -> miss, miss, miss, miss; next: red, 3 shots\n');
    const check = await runSalvo(dir, ['check', 'g.yaml']);
    const finding = check.stdout.split('\n')[0]!;
    expect(finding).toMatch(/^g\.yaml:30:5: error wrong-side: salvo 7: /u);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'I2 I4 H3\nmiss, miss, hit\nquit\n');
    expect(r.code).toBe(0);
    // check's finding, word for word, as a warning.
    expect(r.stderr.split('\n')[0]).toBe(finding.replace(': error wrong-side:', ': warning wrong-side:'));
    expect(r.stdout).toContain('salvo 10: red (Priya), its salvo 5, 3 shots\ncells> I2 I4 H3\n');
    expect(r.stdout).toContain('saved salvo 10: red: I2 I4 H3 -> miss, miss, hit\nsalvo 11: blue (Sam), its salvo 6, 4 shots\n');
    // The same turns as with the line written right.
    const mended = await gameOf('classic-salvo', 32);
    expect((await firstPrompt(mended)).turn).toBe('salvo 10: red (Priya), its salvo 5, 3 shots');
  });

  it('Морской бой: a turn line under the wrong side, said in Russian; the shots numbered as with the line written right', async () => {
    for (const keep of [45, 46]) {
      const dir = await gameOf('morskoy-boy', keep, (lines) => written(lines, 44, '- первый:', '- второй:'));
      const mended = await gameOf('morskoy-boy', keep);
      const { turn, stderr } = await firstPrompt(dir);
      expect(warned(stderr)).toEqual(['wrong-side@33']);
      expect(stderr).toContain('g.yaml:44:13: предупреждение wrong-side: выстрел 33: записаны под стороной «второй», но читаются как выстрелы 21–23 стороны «первый»');
      expect(turn).toBe((await firstPrompt(mended)).turn);
    }
    const dir = await gameOf('morskoy-boy', 45, (lines) => written(lines, 44, '- первый:', '- второй:'));
    expect((await firstPrompt(dir)).turn).toBe('выстрел 37: сторона «первый» (Оля), её выстрел № 24');
    // In English where the session speaks it, as check --lang en says it: each salvo a shot.
    expect((await firstPrompt(dir, 'en')).stderr).toContain("g.yaml:44:13: warning wrong-side: shot 33: written under второй, but they read as shots 21–23 of первый:");
  });

  it('Statki: a shot under the wrong side, said in Polish', async () => {
    const dir = await gameOf('statki', 28, (lines) => written(lines, 26, '- ala:', '- tomek:'));
    const { turn, stderr } = await firstPrompt(dir);
    expect(warned(stderr)).toEqual(['wrong-side@4']);
    expect(stderr).toContain('g.yaml:26:5: ostrzeżenie wrong-side: strzał 4: zapisany pod stroną „tomek”, ale czyta się jako strzał 3 strony „ala”');
    expect(turn).toBe((await firstPrompt(await gameOf('statki', 28))).turn);
  });

  it('two lines written the other way round: check\'s out-of-turn, naming the line to swap with, and the turn as fired', async () => {
    const dir = await gameOf('classic-salvo', 34, (lines) => swapped(lines, 31));
    const { turn, stderr } = await firstPrompt(dir);
    expect(warned(stderr)).toEqual(['out-of-turn@8']);
    expect(stderr).toContain("g.yaml:31:5: warning out-of-turn: salvo 8: blue fired salvo 5, but it was red's turn");
    expect(stderr).toContain('(this line and line 32 (salvo 9) look written the other way round: swap them;');
    expect(turn).toBe((await firstPrompt(await gameOf('classic-salvo', 34))).turn);
  });

  it('Морской бой: the swapped pair said in Russian', async () => {
    const dir = await gameOf('morskoy-boy', 31, (lines) => swapped(lines, 27));
    const { turn, stderr } = await firstPrompt(dir);
    expect(warned(stderr)).toEqual(['out-of-turn@5']);
    expect(stderr).toContain('g.yaml:27:5: предупреждение out-of-turn: выстрел 5:');
    expect(stderr).toContain('(эта строка и строка 28 (выстрел 6), похоже, записаны в обратном порядке: поменяйте их местами;');
    expect(turn).toBe((await firstPrompt(await gameOf('morskoy-boy', 31))).turn);
  });

  it('salvos after the end: said once, at the first, and the game is over', async () => {
    const dir = await gameOf('classic-salvo', 51, (lines) => lines.push('  - red: A1 A2 -> miss, miss', '  - blue: B1 B2 B3 -> miss, miss, miss'));
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'quit\n');
    expect(warned(r.stderr)).toEqual(['after-game-end@28']);
    expect(r.stderr).toContain('g.yaml:52:5: warning after-game-end: salvo 28: red fired salvo 14 after the game had ended, and 1 salvo more after it (not judged)');
    expect(r.stdout).toContain('the game is over: blue (Sam) won (the enemy fleet sunk)\n');
  });

  it('Statki: a hit copied as a miss is said; who fires next is left open, and the next shot settles it', async () => {
    const miss = (lines: string[]): void => written(lines, 30, 'F8 -> trafiony', 'F8 -> pudło');
    const open = await firstPrompt(await gameOf('statki', 30, miss));
    expect(warned(open.stderr)).toEqual(['announcement-contradicts-fleet@8']);
    expect(open.stderr).toContain('g.yaml:30:16: ostrzeżenie announcement-contradicts-fleet: strzał 8: strona „tomek” odpowiedziała „pudło” na strzał 5 strony „ala”; według floty wychodzi „trafiony”');
    expect(open.turn).toContain('strona „tomek” (albo „ala”');
    const settled = await firstPrompt(await gameOf('statki', 31, miss));
    expect(warned(settled.stderr)).toEqual(['announcement-contradicts-fleet@8']);
    expect(settled.turn).toBe((await firstPrompt(await gameOf('statki', 31))).turn);
  });

  it('a record with no slip: nothing more is said', async () => {
    const { stderr } = await firstPrompt(await gameOf('classic-salvo', 40));
    expect(stderr).toBe('');
  });
});
