/**
 * `salvo play`: a result the fleet written under fleets: refuses (the announcements do not belie
 * that fleet) can be kept as announced with `force` typed at the result prompt, as `salvo record
 * --force` keeps it: the same lines written (marked `forced: true`), the player told at the
 * refusal what `force` does and, once saved, what was done (en/ru/pl). `force` with no such
 * result refused says so and saves nothing.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The first `lines` lines of the example, as `a.yaml` and `b.yaml` of a new folder. */
async function twoCopies(example: string, lines: number): Promise<string> {
  const text = await readFile(join(ROOT, 'examples', example), 'utf8');
  const cut = `${text.split('\n').slice(0, lines).join('\n')}\n`;
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-force-'));
  await writeFile(join(dir, 'a.yaml'), cut);
  await writeFile(join(dir, 'b.yaml'), cut);
  return dir;
}

describe('play: force keeps a result the fleet refuses, as record --force does', () => {
  it('ru: a turn typed at once, refused, then force: the file as record --force writes it, told what was done', async () => {
    const dir = await twoCopies('morskoy-boy.yaml', 35);
    const record = await runSalvo(dir, ['record', 'a.yaml', 'первый', 'Б3', 'Ж10', '-r', 'попал, мимо', '--force']);
    expect(record.code, record.stderr).toBe(0);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts'], 'Б3 Ж10 -> попал, мимо\nforce\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    // The refusal says what force does.
    expect(play.stdout).toContain(
      'исправьте его в b.yaml (play прочтёт правку) и наберите ответы снова; если же сторона «второй» стоит на своих ответах, наберите «принудительно»: они будут записаны так, как сказаны, с пометкой forced, как при record --force\n',
    );
    const written = await readFile(join(dir, 'a.yaml'), 'utf8');
    expect(written.trimEnd().split('\n').slice(-2)).toEqual(['  - первый: Б3 Ж10 -> попал, мимо', '    forced: true']);
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(written);
    expect(play.stdout).toContain(
      'записан выстрел 18 (принудительно): первый: Б3 -> попал\nзаписан выстрел 19 (принудительно): первый: Ж10 -> мимо\nответы записаны так, как сказаны, с пометкой forced: true в b.yaml; check будет сообщать, где флот стороны «второй» даёт другой ответ, пока в файле не исправят ответы или флот\n',
    );
    // The game goes on as record says it does: второй to fire.
    expect(record.stdout).toContain('следующий ход: «второй» (Дима)');
    expect(play.stdout).toContain('выстрел 20: сторона «второй» (Дима)');
    // Check reports it as forced, as after record --force.
    const check = await runSalvo(dir, ['check', 'b.yaml']);
    expect(check.stdout).toContain('записан с --force]');
  });

  it('en: one shot, refused, show between, then force (typed on the Russian layout, ащксу): saved forced', async () => {
    const dir = await twoCopies('morskoy-boy.yaml', 35);
    await runSalvo(dir, ['record', 'a.yaml', 'первый', 'Б3', '-r', 'попал', '--force']);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts', '--lang', 'en'], 'Б3\nпопал\nshow\nащксу\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain(
      'mend it in b.yaml (play reads the edit) and type it again; or, if второй stands by it, type force to save it as announced, marked forced, as record --force does\n',
    );
    expect(play.stdout).toContain(
      'saved shot 18 (forced): первый: Б3 -> попал\nthe result is saved as announced, marked forced: true in b.yaml; check reports where the fleet written for второй gives another, until the result or the fleet is mended there\n',
    );
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(await readFile(join(dir, 'a.yaml'), 'utf8'));
  });

  it('pl: Statki, one shot, force typed as wymuś', async () => {
    const dir = await twoCopies('statki.yaml', 40);
    await runSalvo(dir, ['record', 'a.yaml', 'ala', 'E4', '-r', 'pudło', '--force']);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts'], 'ala: E4\npudło\nwymuś\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('(play odczyta poprawkę) i wpisz wynik jeszcze raz; jeśli zaś strona „tomek” obstaje przy swoim wyniku, wpisz „wymuś”: zostanie zapisany tak, jak go podano, z oznaczeniem forced, jak przy record --force\n');
    expect(play.stdout).toContain(
      'zapisano strzał 19 (z wymuszeniem): ala: E4 -> pudło\nwynik zapisano tak, jak go podano, z oznaczeniem forced: true w b.yaml; check będzie zgłaszać, gdzie flota strony „tomek” daje inny wynik, dopóki w pliku nie poprawi się wyniku albo floty\n',
    );
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(await readFile(join(dir, 'a.yaml'), 'utf8'));
  });

  it('the cells saved without their result (record without --result): its result refused, then force, at the prompt asking for it', async () => {
    const dir = await twoCopies('morskoy-boy.yaml', 35);
    expect((await runSalvo(dir, ['record', 'b.yaml', 'первый', 'Б3'])).code).toBe(0);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts', '--lang', 'en'], 'попал\nforce\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('type force to save it as announced');
    expect(play.stdout).toContain('saved shot 18 (forced): первый: Б3 -> попал\n');
    expect((await readFile(join(dir, 'b.yaml'), 'utf8')).trimEnd().split('\n').slice(-2)).toEqual(['  - первый: Б3 -> попал', '    forced: true']);
  });
});

describe('play: force with no result refused', () => {
  it('at the cells prompt, after a result that is no word, and after another result typed: nothing saved, said so', async () => {
    const dir = await twoCopies('morskoy-boy.yaml', 35);
    const before = await readFile(join(dir, 'b.yaml'), 'utf8');
    // force at the cells prompt; after a word not read (попол); after the fleet's refusal (попал) and another line typed (zzz).
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts', '--lang', 'en'], 'force\nБ3\nпопол\nforce\nпопал\nzzz\nforce\nundo\nquit\n');
    const nothing = 'nothing to force: force saves, as announced and marked forced, a result just refused (as record --force does)\n';
    expect(play.stdout.split(nothing)).toHaveLength(4);
    // The fleet's refusal offers force; once something else is typed, it is forgotten.
    expect(play.stdout).toContain('type force to save it as announced');
    expect(play.stdout).not.toContain('(forced)');
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(before);
  });

  it('a word not read as a result does not offer force; the help names it, fleet written or not, as any result refused may be forced', async () => {
    const dir = await twoCopies('morskoy-boy.yaml', 35);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts', '--lang', 'en'], 'help\nБ3\nпопол\nundo\nquit\n');
    expect(play.stdout).toContain('force, after a result refused: saves it as announced; after cells refused (out of turn, a cell again, the wrong size): takes them as typed; marked forced either way (as record --force does), and check goes on reporting it.\n');
    expect(play.stdout).not.toContain('type force');
    await runSalvo(dir, ['new', 'morskoy-boy', '-o', 'c.yaml']);
    const fresh = await runSalvo(dir, ['play', 'c.yaml', '--no-charts'], 'help\nquit\n');
    expect(fresh.stdout).toContain('принудительно или force — после отвергнутого ответа записывает его так, как сказан, после отвергнутых клеток (не в свою очередь, повтор, не то число выстрелов) принимает их как есть; с пометкой forced (как record --force); check будет об этом сообщать.\n');
    await runSalvo(dir, ['new', 'statki', '-o', 'd.yaml']);
    const pl = await runSalvo(dir, ['play', 'd.yaml', '--no-charts'], 'help\nquit\n');
    expect(pl.stdout).toContain('wymuś albo force — po odrzuconym wyniku zapisuje go tak, jak go podano, po odrzuconych polach (poza kolejnością, powtórzone pole, zła liczba strzałów) przyjmuje je tak, jak je wpisano; z oznaczeniem forced (jak record --force); check będzie to zgłaszać.\n');
  });
});
