/**
 * What `record` and `play` say was not judged of a salvo just recorded, in the record's language
 * as `check` says it (`size-unjudged` of a Perelman record in Russian), and, in a game of single
 * shots, counting shots in English too (`shot 5: … shot 4 …`), as their refusals do; Russian and
 * Polish say выстрел and strzał there already, as check does. `check` and `--json` keep salvo.
 */
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { unjudgedOfNewSalvos } from '../../src/cli/commands/check.js';
import { unjudgedLine } from '../../src/cli/commands/record.js';
import { refereeText } from '../../src/record/referee-text.js';
import { loadVariant } from '../../src/variant/load.js';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-unjudged-language-'));
});

// Salvo 1 hits three ships on a diagonal, the two-cell one among them; salvo 3 hits the two-cell
// ship again far from there: no legal fleet of red fits, so red's size after it (3 shots, where
// the damage claimed owes 2) is not held to that damage.
const PERELMAN =
  'variant: perelman\nsalvos:\n  - blue: а1 б2 в3 -> двухклеточный, трёхклеточный, четырёхклеточный\n  - red: а1 б2 в3 -> попаданий нет\n' +
  '  - blue: к10 и9 з8 -> двухклеточный, пятиклеточный, госпиталь\n';
const RU_WARNING =
  'g.yaml:6:5: предупреждение size-unjudged: залп 4: число выстрелов стороны «Красные» (3) не сверено с повреждениями, которые заявляет ответ на залп 3 («двухклеточный, пятиклеточный, госпиталь»): после него с ответами не согласуется ни один допустимый флот стороны «Красные», так что этот залп мог попасть куда угодно (по словам ответа положено 2) (исправьте ответы, перечисленные в ошибке залпа 3, и проверьте снова)';

describe('a size not judged, said by record and play in the record’s language', () => {
  it('record, in Russian as check says it', async () => {
    await writeFile(join(dir, 'g.yaml'), PERELMAN);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'red', 'а5', 'б5', 'в5', '-r', 'попаданий нет']);
    expect(r.code).toBe(0);
    expect(r.stderr.split('\n')).toContain(RU_WARNING);
    expect((await runSalvo(dir, ['check', 'g.yaml'])).stdout.split('\n')).toContain(RU_WARNING);
  });

  it('play, in Russian', async () => {
    await writeFile(join(dir, 'g.yaml'), PERELMAN);
    const r = await runSalvo(dir, ['play', 'g.yaml', '--no-charts'], 'а5 б5 в5\nпопаданий нет\nquit\n');
    expect(r.stderr.split('\n')).toContain(RU_WARNING);
  });

  it('English with --lang en; --json English as before', async () => {
    await writeFile(join(dir, 'g.yaml'), PERELMAN);
    const r = await runSalvo(dir, ['record', 'g.yaml', 'red', 'а5', 'б5', 'в5', '-r', 'попаданий нет', '--lang', 'en']);
    expect(r.stderr).toContain("g.yaml:6:5: warning size-unjudged: salvo 4: red's 3 shots are not held to the damage salvo 3's announcement");
    await writeFile(join(dir, 'j.yaml'), PERELMAN);
    const json = JSON.parse((await runSalvo(dir, ['record', 'j.yaml', 'red', 'а5', 'б5', 'в5', '-r', 'попаданий нет', '--json'])).stdout) as { warnings: { code: string; message: string }[] };
    expect(json.warnings.find((w) => w.code === 'size-unjudged')?.message).toMatch(/^red's 3 shots are not held to the damage salvo 3's announcement/u);
  });
});

describe('what is not judged in a game of single shots, as record and play say it', () => {
  // record and play refuse a record that cannot be read, and in a game of single shots what is
  // not judged follows from a line that cannot be read: said here of such a record directly.
  const FIXTURES = join(import.meta.dirname, 'fixtures');

  it('English counts shots (check too); Russian and Polish say выстрел, strzał', async () => {
    await copyFile(join(FIXTURES, 'disputed', 'morskoy-boy.yaml'), join(dir, 'm.yaml'));
    const morskoy = await loadVariant('morskoy-boy', { cwd: dir });
    const text = await readFile(join(dir, 'm.yaml'), 'utf8');
    const [w] = unjudgedOfNewSalvos(text, morskoy, 'm.yaml', 2, 'en');
    expect(w?.code).toBe('repeat-unjudged');
    const en = unjudgedLine(w!, morskoy, undefined);
    expect(en).toMatch(/^m\.yaml:8:5: warning repeat-unjudged: shot 5: whether red fires again at a cell of shot 4 is not judged, here or after: shot 4 names no cell/u);
    expect(en).not.toMatch(/\bsalvos? \d/u);
    expect((await runSalvo(dir, ['check', 'm.yaml', '--lang', 'en'])).stdout).toContain('warning repeat-unjudged: shot 5: whether red fires again at a cell of shot 4');
    const ru = unjudgedLine(w!, morskoy, refereeText('ru', true, (s) => (s === 'red' ? 'Второй игрок' : 'Первый игрок')));
    expect(ru).toMatch(/^m\.yaml:8:5: предупреждение repeat-unjudged: выстрел 5: не проверено — ни здесь, ни дальше, — стреляет ли сторона «Второй игрок» повторно по клетке выстрела 4/u);

    const statki = await loadVariant('statki', { cwd: dir });
    const pl = await readFile(join(FIXTURES, 'referee-calls', 'statki-no-cell.yaml'), 'utf8');
    const [p] = unjudgedOfNewSalvos(pl, statki, 's.yaml', 1, 'pl');
    expect(unjudgedLine(p!, statki, refereeText('pl', true, (s) => s))).toMatch(/^s\.yaml:12:5: ostrzeżenie repeat-unjudged: strzał 4: nie sprawdzono — ani tu, ani dalej — czy strona „tomek” strzela ponownie w pole strzału 2/u);
    expect(unjudgedLine(p!, statki, undefined)).toMatch(/^s\.yaml:12:5: warning repeat-unjudged: shot 4: whether tomek fires again at a cell of shot 2 /u);
  });
});
