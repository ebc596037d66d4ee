/**
 * `salvo suggest game.yaml` without `--side`: it used to be refused ("required option '--side
 * <side>' not specified") though the record says whose turn it is. It now suggests for the side
 * `check --json`'s `next` names, says so first, and answers as `--side` with that side would;
 * where whose turn it is cannot be told, it asks for `--side` (exit 2), naming the sides.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-suggest-side-'));
// Statki on a 5×5 board with two ships (quick to count): single shots, a hit fires again.
// After a miss each, blue fires; red's last salvo without its result leaves it open whether red
// fires again or blue.
const statki = readFileSync(join(import.meta.dirname, '..', '..', 'templates', 'statki.yaml'), 'utf8');
const small = statki
  .replace(/^id: statki$/m, 'id: statki-5')
  .replace(/^board:\n[\s\S]*?^placement:$/m, 'board:\n  rows: 5\n  columns: 5\n  columnLabels: [A, B, C, D, E]\n  rowLabels: numbers\n  cellOrder: column-row\nfleet:\n  - { id: cruiser, name: { pl: krążownik, en: cruiser }, mark: K, size: 3 }\n  - { id: submarine, name: { pl: łódź podwodna, en: submarine }, mark: Ł, size: 1 }\nplacement:');
writeFileSync(join(dir, 'small.yaml'), small);
writeFileSync(join(dir, 'g.yaml'), 'variant: ./small.yaml\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: A1 -> pudło\n  - tomek: A1 -> pudło\n  - ala: B1 -> pudło\n');
writeFileSync(join(dir, 'open.yaml'), 'variant: ./small.yaml\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: A1 -> pudło\n  - tomek: A1\n');

async function next(file: string): Promise<{ side: string; alternative: string | null }> {
  const r = await runSalvo(dir, ['check', file, '--json']);
  return (JSON.parse(r.stdout) as { next: { side: string; alternative: string | null } }).next;
}

describe('suggest without --side', () => {
  it('suggests for the side whose turn it is, says so first, and otherwise answers as --side that side', async () => {
    const { side, alternative } = await next('g.yaml');
    expect(alternative).toBeNull();
    // In English (the variant's first language is Polish): tests/cli/suggest-language.test.ts has the Polish.
    const plain = await runSalvo(dir, ['suggest', 'g.yaml', '--lang', 'en']);
    const named = await runSalvo(dir, ['suggest', 'g.yaml', '--side', side, '--lang', 'en']);
    expect(plain.code).toBe(0);
    expect(named.code).toBe(0);
    expect(plain.stdout).toBe(`no --side given: suggesting for ${side}, whose turn it is\n${named.stdout}`);
    expect(named.stdout).toContain(`${side} is owed`);
  });

  it('--json: the same document as with --side, the side chosen in `side`', async () => {
    const { side } = await next('g.yaml');
    const plain = await runSalvo(dir, ['suggest', 'g.yaml', '--json']);
    const named = await runSalvo(dir, ['suggest', 'g.yaml', '--side', side, '--json']);
    expect(plain.code).toBe(0);
    expect(JSON.parse(plain.stdout)).toEqual(JSON.parse(named.stdout));
    expect((JSON.parse(plain.stdout) as { side: string }).side).toBe(side);
  });

  it('asks for --side where whose turn it is depends on a result not recorded yet (exit 2)', async () => {
    const { side, alternative } = await next('open.yaml');
    expect(alternative).not.toBeNull();
    const r = await runSalvo(dir, ['suggest', 'open.yaml', '--lang', 'en']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`whose turn it is cannot be told in open.yaml: it is ${side}'s turn or ${alternative}'s, depending on shot 2's result, which is not recorded yet`);
    expect(r.stderr).toContain('say which side to suggest for with --side (ala or tomek)');
    // --side still answers.
    expect((await runSalvo(dir, ['suggest', 'open.yaml', '--side', alternative!])).code).toBe(0);
  });

  it('asks for --side in the record\'s language, as its report speaks and as infer asks for --target', async () => {
    // The variant's first language is Polish: said in Polish, the sides as the report names them.
    const pl = await runSalvo(dir, ['suggest', 'open.yaml']);
    expect(pl.code).toBe(2);
    expect(pl.stdout).toBe('');
    expect(pl.stderr).toBe(
      'salvo: w open.yaml nie wiadomo, czyja jest tura: tura strony „ala” albo „tomek”, zależnie od wyniku strzału 2, jeszcze niezapisanego; zapisz wynik albo podaj w --side stronę, dla której ma być rada (ala lub tomek)\n',
    );
    // Russian: a Морской бой record, the sides by the variant's names for them; the ids to type.
    writeFileSync(join(dir, 'ru.yaml'), 'variant: morskoy-boy\nsides:\n  blue: Коля\n  red: Оля\nsalvos:\n  - blue: А1\n');
    const ru = await runSalvo(dir, ['suggest', 'ru.yaml']);
    expect(ru.code).toBe(2);
    expect(ru.stderr).toBe(
      'salvo: в ru.yaml не понять, чей ход: ход стороны «Второй игрок» или «Первый игрок» — смотря по ответу на выстрел 1, ещё не записанному; запишите ответ или назовите в --side сторону, для которой нужен совет (blue или red)\n',
    );
    // --json stays English, as the document it stands for: a shot where every salvo is one, as check says it.
    expect((await runSalvo(dir, ['suggest', 'ru.yaml', '--json'])).stderr).toContain("whose turn it is cannot be told in ru.yaml: it is red's turn or blue's, depending on shot 1's result");
  });

  it('on a finished game says it is over, as --side does, and --json gives side null and nothing owed', async () => {
    const example = join(import.meta.dirname, '..', '..', 'examples', 'jutland.yaml');
    const r = await runSalvo(dir, ['suggest', example]);
    expect(r.code).toBe(0);
    const check = await runSalvo(dir, ['check', example, '--json']);
    expect((JSON.parse(check.stdout) as { next: unknown }).next).toBeNull();
    expect(r.stdout).toMatch(/^the game is over: .+; nothing to suggest\n$/);
    const j = await runSalvo(dir, ['suggest', example, '--json']);
    expect(j.code).toBe(0);
    const doc = JSON.parse(j.stdout) as { side: unknown; owed: unknown; cells: unknown[]; notes: string[] };
    expect(doc.side).toBeNull();
    expect(doc.owed).toEqual({ min: 0, max: 0 });
    expect(doc.cells).toEqual([]);
    expect(doc.notes).toContain('the game is over');
  });
});
