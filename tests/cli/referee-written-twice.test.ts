/**
 * A line written twice in a record (the same salvo entered again right after itself): `check`
 * says it once, as `repeated-salvo` at the copy, with the line to delete, not as what the copy
 * brings in the replay (out of turn, every cell a repeat, an announcement no fresh cell gives).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

async function folder(text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-twice-'));
  await writeFile(join(dir, 'g.yaml'), text);
  return dir;
}

interface Report {
  violations: { code: string; salvo?: number; line?: number; column?: number; message: string; suggestion?: string; sideSalvo?: number }[];
}

const JUTLAND_FLEETS =
  'variant: jutland\nsides: { blue: Lt. Hartley, red: Miss Crane }\nfleets:\n' +
  '  blue: { battleship: D4-G4, cruiser: H9-J9, destroyer: [A4-A5, I5-J5] }\n' +
  '  red: { battleship: C4-F7, cruiser: B7-D9, destroyer: [C1-D1, J5-I6] }\n';
const JUTLAND_SALVOS =
  'salvos:\n' +
  '  - blue: C7 B3 J2 D10 G2 B1 -> no hits\n' +
  '  - red: G8 D8 H5 J3 A4 D10 -> destroyer 1\n' +
  '  - blue: C3 E10 C4 C9 B7 G9 -> battleship 1, cruiser 1\n' +
  '  - red: A5 A3 B3 B5 B4 D3 -> destroyer 1\n' +
  '  - red: A5 A3 B3 B5 B4 D3 -> destroyer 1\n' +
  '  - blue: C8 C6 B4 D4 A7 -> cruiser 1\n';

describe('check on a salvo written twice', () => {
  it('says a Jutland salvo entered again right after itself once, at the copy, with the line to delete', async () => {
    const dir = await folder(JUTLAND_FLEETS + JUTLAND_SALVOS);
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      'g.yaml:11:5: error repeated-salvo: salvo 5: salvo 4 (line 10) written again, the same side, cells and announcement ' +
        "[red's salvo 3; rule: each salvo written once; recorded: A5 A3 B3 B5 B4 D3] " +
        '(delete line 11 if it was written twice; if red did fire it again, add forced: true to it, and check judges it as a salvo of its own)\n' +
        'g.yaml: 1 breach in 6 salvos; the game goes on: red to fire\n',
    );
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Report;
    expect(json.violations.map((v) => [v.code, v.salvo, v.line, v.column, v.sideSalvo])).toEqual([['repeated-salvo', 5, 11, 5, 3]]);
  });

  it('says it so where the fleets are not revealed too, with no announcement judged of the copy', async () => {
    const dir = await folder('variant: jutland\n' + JUTLAND_SALVOS);
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Report;
    expect(json.violations.map((v) => [v.code, v.salvo, v.line])).toEqual([['repeated-salvo', 5, 7]]);
  });

  it('judges a copy marked forced: true as a salvo fired again: out of turn, every cell a repeat (its announcement, the first one again, read as hitting nothing new: one slip)', async () => {
    const dir = await folder(JUTLAND_FLEETS + JUTLAND_SALVOS.replace('destroyer 1\n  - blue: C8', 'destroyer 1\n    forced: true\n  - blue: C8'));
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Report;
    expect(json.violations.map((v) => [v.code, v.salvo])).toEqual([
      ['out-of-turn', 5],
      ['repeated-cell', 5],
    ]);
  });

  it('leaves a salvo that repeats an earlier one, not the line right before it, to the breaches it has', async () => {
    // Red's second salvo copies its first, with blue's salvo between: in turn, every cell a repeat.
    const dir = await folder(
      'variant: classic-1967\nsalvos:\n  - blue: C7 -> miss\n  - red: C3 -> miss\n  - blue: J2 -> miss\n  - red: C3 -> miss\n',
    );
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Report;
    expect(json.violations.map((v) => [v.code, v.salvo])).toEqual([['repeated-cell', 4]]);
  });

  it('says a shot-by-shot salvo written twice, with no announcement, in a classic Salvo game', async () => {
    const dir = await folder(
      'variant: classic-1967\nsalvos:\n  - blue: C7 -> miss\n  - red: C3 -> miss\n  - blue: J2\n  - blue: J2\n  - red: D10 -> miss\n',
    );
    const r = await runSalvo(dir, ['check', 'g.yaml']);
    expect(r.stdout).toContain(
      'g.yaml:6:5: error repeated-salvo: shot 4: shot 3 (line 5) written again, the same side and cells, with no announcement either [blue\'s shot 3; rule: each shot written once; recorded: J2] (delete line 6 if it was written twice;',
    );
    expect(r.stdout).not.toContain('out-of-turn');
    expect(r.stdout).not.toContain('repeated-cell');
    expect(r.stdout).toContain('g.yaml: 1 breach in 5 shots;');
  });

  it('says a Морской бой turn line written twice once, in Russian, with its shots numbered, and in English with --lang en', async () => {
    const dir = await folder(
      'variant: morskoy-boy\nsides: { первый: Коля, второй: Петя }\nsalvos:\n' +
        '  - первый: В7 -> мимо\n  - второй: В3 -> мимо\n' +
        '  - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо\n' +
        '  - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо\n' +
        '  - второй: Г10 -> мимо\n',
    );
    const ru = await runSalvo(dir, ['check', 'g.yaml']);
    expect(ru.stdout).toBe(
      'g.yaml:7:13: ошибка repeated-salvo: выстрел 7: выстрелы 3–6 (строка 6) записаны снова как выстрелы 7–10: та же сторона, те же клетки и тот же ответ ' +
        '[выстрел 6 стороны «первый»; правило: ни одна строка не записана дважды; записано: Е8 Д8 Г8 А4] ' +
        '(удалите строку 7, если её записали дважды; если сторона «первый» и правда сделала эти выстрелы снова, допишите к строке forced: true, и check оценит их как отдельные выстрелы)\n' +
        'g.yaml: 1 нарушение, в записи 11 выстрелов; партия продолжается: стреляет сторона «первый»\n',
    );
    const en = await runSalvo(dir, ['check', 'g.yaml', '--lang', 'en']);
    expect(en.stdout).toContain('shot 7: shots 3–6 (line 6) written again as shots 7–10, the same side, cells and announcement');
    expect(en.stdout).toContain('if первый did fire them again, add forced: true to it, and check judges them as shots of their own');
  });

  it('says a Statki shot written twice in Polish, in check --json too', async () => {
    const dir = await folder(
      'variant: statki\nsides: { ala: Ala, ola: Ola }\nsalvos:\n  - ala: B7 -> pudło\n  - ola: B3 -> pudło\n  - ala: E8 -> trafiony\n  - ala: E8 -> trafiony\n  - ala: D8 -> pudło\n',
    );
    const pl = await runSalvo(dir, ['check', 'g.yaml']);
    expect(pl.stdout).toContain(
      'g.yaml:7:5: błąd repeated-salvo: strzał 4: strzał 3 (wiersz 6) zapisany ponownie: ta sama strona, te same pola i ta sama odpowiedź [strzał 3 strony „ala”; zasada: żaden wiersz nie jest zapisany dwa razy; zapisano: E8] ' +
        '(usuń wiersz 7, jeśli zapisano go dwa razy; jeśli strona „ala” naprawdę oddała ten strzał ponownie, dopisz do wiersza forced: true, a check oceni go jako osobny strzał)',
    );
    const json = JSON.parse((await runSalvo(dir, ['check', 'g.yaml', '--json'])).stdout) as Report;
    expect(json.violations.map((v) => [v.code, v.message])).toEqual([['repeated-salvo', 'strzał 3 (wiersz 6) zapisany ponownie: ta sama strona, te same pola i ta sama odpowiedź']]);
  });
});
