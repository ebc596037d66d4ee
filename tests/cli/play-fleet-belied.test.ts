/**
 * `salvo play` where the revealed fleet of the target is belied by the announcements
 * (`fleet-belied`, a ship copied a row off), as `salvo record` has it: a turn typed at once (the
 * cells and their results in one line) or a shot whose announcement contradicts that fleet is
 * taken as announced, not refused, and saved as record writes it; what the fleet gives is said as
 * a warning, then why the fleet is not used, word for word as record says them (en/ru; pl in
 * Statki). A fleet
 * the announcements do not belie still refuses the result, in both.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The example with `from` written as `to`, cut after its first `lines` lines, as `a.yaml` and `b.yaml` of a new folder. */
async function twoCopies(example: string, from: string, to: string, lines: number): Promise<string> {
  const text = await readFile(join(ROOT, 'examples', example), 'utf8');
  expect(text).toContain(from);
  const cut = `${text.replace(from, to).split('\n').slice(0, lines).join('\n')}\n`;
  const dir = await mkdtemp(join(tmpdir(), 'salvo-play-belied-'));
  await writeFile(join(dir, 'a.yaml'), cut);
  await writeFile(join(dir, 'b.yaml'), cut);
  return dir;
}

/** The lines of `output` that say the fleet's contradictions of the shots from `first` on, and why it is not used. */
function setAsideSaid(output: string, first: number, words: { shot: string; warning: string }): string[] {
  return output.split('\n').flatMap((l) => {
    const n = new RegExp(`^${words.warning} announcement-contradicts-fleet: ${words.shot} (\\d+): `, 'u').exec(l)?.[1];
    if (n !== undefined) return Number(n) >= first ? [l.replace(/ \[[^\]]*\]$/u, '')] : [];
    return l.startsWith('salvo: ') && /\(fleet-(?:belied|copied-wrong): /u.test(l) ? [l.replace(/\b[ab]\.yaml\b/gu, 'g.yaml')] : [];
  });
}

describe('play: a turn whose results contradict a belied fleet, as record takes it', () => {
  for (const { lang, shot, warning, fleetNotUsed } of [
    { lang: 'en', shot: 'shot', warning: 'warning', fleetNotUsed: 'salvo: shots 18, 19, 20 recorded as announced: the fleet written for второй under fleets: is not used to judge them' },
    { lang: 'ru', shot: 'выстрел', warning: 'предупреждение', fleetNotUsed: 'salvo: выстрелы 18, 19, 20 записаны, как ответили: флот стороны «второй», записанный под fleets:, не используется для их проверки' },
  ]) {
    it(`${lang}: the cells and results typed in one line are saved, the fleet's contradictions warned of`, async () => {
      // Второй's battleship a row up (touching two ships), to первый's shot 15.
      const dir = await twoCopies('morskoy-boy.yaml', 'броненосец: Б4-Д4', 'броненосец: Б3-Д3', 35);
      const turn = 'В4 Д4 Г4 Б2 Ж10 -> попал, попал, убит, убит, мимо';
      const record = await runSalvo(dir, ['record', 'a.yaml', 'первый', ...turn.split(' -> ')[0]!.split(' '), '-r', turn.split(' -> ')[1]!, '--lang', lang]);
      expect(record.code, record.stderr).toBe(0);
      const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts', '--lang', lang], `${turn}\nquit\n`);
      expect(play.code, play.stderr).toBe(0);
      // Nothing typed is lost: the turn is in the file, as record writes it.
      const written = await readFile(join(dir, 'a.yaml'), 'utf8');
      expect(written.trimEnd().split('\n').at(-1)).toBe(`  - первый: ${turn}`);
      expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(written);
      expect(play.stdout).not.toContain('announcement-contradicts-fleet');
      // Told what was done and why, as record tells it.
      const said = setAsideSaid(play.stderr, 18, { shot, warning });
      expect(said).toHaveLength(4);
      expect(said.at(-1)).toContain(fleetNotUsed);
      expect(said).toEqual(setAsideSaid(record.stderr, 18, { shot, warning }));
      // Said once the shots are saved, before the next prompt.
      expect(play.stdout).toContain(lang === 'ru' ? 'записан выстрел 22: первый: Ж10 -> мимо\nвыстрел 23: сторона «второй» (Дима)' : 'saved shot 22: первый: Ж10 -> мимо\nshot 23: второй (Дима)');
    });
  }

  it('the results typed at the result prompt, one shot then the rest: saved too, said once all are', async () => {
    const dir = await twoCopies('morskoy-boy.yaml', 'броненосец: Б4-Д4', 'броненосец: Б3-Д3', 35);
    await runSalvo(dir, ['record', 'a.yaml', 'первый', 'В4', 'Д4', 'Г4', 'Б2', 'Ж10', '-r', 'попал, попал, убит, убит, мимо']);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts'], 'В4 Д4 Г4 Б2 Ж10\nпопал\nпопал, убит, убит, мимо\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(await readFile(join(dir, 'a.yaml'), 'utf8'));
    const why = play.stderr.split('\n').filter((l) => /\(fleet-(?:belied|copied-wrong): /u.test(l));
    expect(why).toEqual([
      'salvo: выстрел 18 записан, как ответили: флот стороны «второй», записанный под fleets:, не используется для его проверки — ему противоречит и ответ стороны «второй» на выстрел 10 стороны «первый» (выстрел 15) (fleet-copied-wrong: см. salvo check b.yaml)',
      'salvo: выстрелы 19, 20 записаны, как ответили: флот стороны «второй», записанный под fleets:, не используется для их проверки — ему противоречат и ответы стороны «второй» на выстрелы 10, 12 стороны «первый» (выстрелы 15, 18) (fleet-copied-wrong: см. salvo check b.yaml)',
    ]);
  });

  it('Statki: one shot, said in Polish, as record says it', async () => {
    // Tomek's battleship a row up, to ala's shot 18 (B4 and C4 announced hits: two contradictions).
    const dir = await twoCopies('statki.yaml', 'pancernik: B4-E4', 'pancernik: B3-E3', 40);
    const record = await runSalvo(dir, ['record', 'a.yaml', 'ala', 'E4', '-r', 'trafiony']);
    expect(record.code, record.stderr).toBe(0);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts'], 'ala: E4\ntrafiony\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('zapisano strzał 19: ala: E4 -> trafiony\n');
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(await readFile(join(dir, 'a.yaml'), 'utf8'));
    const said = setAsideSaid(play.stderr, 19, { shot: 'strzał', warning: 'ostrzeżenie' });
    expect(said).toHaveLength(2);
    expect(said).toEqual(setAsideSaid(record.stderr, 19, { shot: 'strzał', warning: 'ostrzeżenie' }));
  });

  it('a fleet the announcements do not belie still refuses the results, in play as in record', async () => {
    const dir = await twoCopies('morskoy-boy.yaml', '# Морской бой', '# Морской бой', 35);
    const record = await runSalvo(dir, ['record', 'a.yaml', 'первый', 'Б3', 'Ж10', '-r', 'попал, мимо']);
    expect(record.code).toBe(1);
    expect(record.stderr).toContain('ошибка announcement-contradicts-fleet: выстрел 18');
    const before = await readFile(join(dir, 'b.yaml'), 'utf8');
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts'], 'Б3 Ж10 -> попал, мимо\nundo\nquit\n');
    expect(play.stdout).toContain('ошибка announcement-contradicts-fleet: выстрел 18');
    expect(play.stdout).toContain('ответы «попал, мимо» не приняты: флот стороны «второй»');
    expect(play.stderr).not.toMatch(/fleet-(?:belied|copied-wrong)/u);
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(before);
  });

  it('Statki: the cells typed at the prompt are the side\'s it names (by the announcements), not the side the belied fleet gives', async () => {
    // The fleet gives a miss for ala's C4 (tomek to fire); announced a hit, it is ala's turn again, as check and the prompt have it.
    const dir = await twoCopies('statki.yaml', 'pancernik: B4-E4', 'pancernik: B3-E3', 40);
    expect((await runSalvo(dir, ['check', 'a.yaml', '--lang', 'en'])).stdout).toContain('the game goes on: ala to fire');
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts', '--lang', 'en'], 'E4\ntrafiony\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain('shot 19: ala, its shot 13');
    expect(play.stdout).toContain('saved shot 19: ala: E4 -> trafiony\n');
    expect((await readFile(join(dir, 'b.yaml'), 'utf8')).trimEnd().split('\n').at(-1)).toBe('  - ala: E4 -> trafiony');
  });

  it('the contradiction already in the file is said in the words of the language spoken, by record and play alike, not in English', async () => {
    // Line 34 holds a turn with a miss after a hit (a pair check tries for results-swapped): its contradiction is said as check says it.
    const dir = await twoCopies('morskoy-boy.yaml', 'броненосец: Б4-Д4', 'броненосец: Б3-Д3', 35);
    // check says the battleship copied a row off once (fleet-copied-wrong), not each contradiction: record and play say that one alike.
    const check = await runSalvo(dir, ['check', 'a.yaml']);
    expect(check.stdout).toContain('ошибка fleet-copied-wrong: корабль «броненосец» стороны «второй» записан как Б3-Д3');
    const record = await runSalvo(dir, ['record', 'a.yaml', 'первый', 'В4', '-r', 'попал']);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts'], 'quit\n');
    const slips = [record, play].map((r) => r.stderr.split('\n').find((l) => / announcement-contradicts-fleet: выстрел 15: /u.test(l)));
    expect(slips[0]).toMatch(/^a\.yaml:34:22: предупреждение announcement-contradicts-fleet: выстрел 15: .*ответила «попал» на выстрел 10 стороны «первый»; по флоту выходит «мимо»/u);
    expect(slips[1]).toBe(slips[0]!.replace('a.yaml', 'b.yaml'));
  });
});

describe('play: results a fleet the announcements do not belie refuses say what to do at the table', () => {
  it('en/ru: check the answer with the side fired at, or mend its fleet in the file; one shot and a turn', async () => {
    const dir = await twoCopies('morskoy-boy.yaml', '# Морской бой', '# Морской бой', 35);
    const before = await readFile(join(dir, 'b.yaml'), 'utf8');
    const en = await runSalvo(dir, ['play', 'b.yaml', '--no-charts', '--lang', 'en'], 'Б3 Ж10 -> попал, мимо\nпопал\nundo\nquit\n');
    expect(en.stdout).toContain(
      '"попал, мимо" is not taken: the fleet written for второй under fleets: gives other announcements: check them with второй and type them again, or undo; or, if the fleet was copied wrong, mend it in b.yaml (play reads the edit) and type them again; or, if второй stands by them, type force to save them as announced, marked forced, as record --force does\n',
    );
    expect(en.stdout).toContain('not taken: the fleet written for второй under fleets: gives another announcement: check it with второй and type it again, or undo; or, if the fleet was copied wrong, mend it in b.yaml (play reads the edit) and type it again; or, if второй stands by it, type force to save it as announced, marked forced, as record --force does\n');
    expect(en.stdout).not.toContain('type the announcement again');
    const ru = await runSalvo(dir, ['play', 'b.yaml', '--no-charts'], 'Б3\nпопал\nundo\nquit\n');
    expect(ru.stdout).toContain('не принято: флот стороны «второй», записанный под fleets:, даёт другой ответ: уточните ответ у стороны «второй» и наберите его заново или «отмена»; или, если флот переписан с ошибкой, исправьте его в b.yaml (play прочтёт правку) и наберите ответ снова; если же сторона «второй» стоит на своём ответе, наберите «принудительно»: он будет записан так, как сказан, с пометкой forced, как при record --force\n');
    expect(await readFile(join(dir, 'b.yaml'), 'utf8')).toBe(before);
  });

  it('pl: Statki, one shot', async () => {
    const dir = await twoCopies('statki.yaml', '# ', '# ', 40);
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts'], 'ala: E4\npudło\nundo\nquit\n');
    expect(play.stdout).toContain('nie przyjęto: flota strony „tomek” zapisana pod fleets: daje inny wynik: sprawdź go u strony „tomek” i wpisz jeszcze raz albo „cofnij”; albo, jeśli flotę przepisano z błędem, popraw ją w b.yaml (play odczyta poprawkę) i wpisz wynik jeszcze raz; jeśli zaś strona „tomek” obstaje przy swoim wyniku, wpisz „wymuś”: zostanie zapisany tak, jak go podano, z oznaczeniem forced, jak przy record --force\n');
  });
});

describe('--lang en on a Russian record: the warnings for new shots say the results as check --lang en does', () => {
  it('record and play say "hit" and "miss", not the record\'s "попал" and "мимо"', async () => {
    const dir = await twoCopies('morskoy-boy.yaml', 'броненосец: Б4-Д4', 'броненосец: Б3-Д3', 35);
    const words = 'второй announced "hit" for shot 12 of первый; the fleet gives "miss"';
    const record = await runSalvo(dir, ['record', 'a.yaml', 'первый', 'В4', '-r', 'попал', '--lang', 'en']);
    expect(record.code, record.stderr).toBe(0);
    expect(record.stderr).toContain(`warning announcement-contradicts-fleet: shot 18: ${words} [rule: announcement matches the fleet; expected: miss; recorded: hit]\n`);
    // An id in Cyrillic takes no English 's (src/core/possessive.ts): `the броненосец of второй`, not `второй's броненосец`.
    const checked = (await runSalvo(dir, ['check', 'a.yaml', '--lang', 'en'])).stdout;
    expect(checked).toContain('error fleet-copied-wrong: the броненосец of второй is written Б3-Д3, but the announcements of второй for shots 10, 12 of первый (shots 15, 18) contradict it there');
    expect(checked).toContain('(write броненосец: Б4-Д4 at line 19, if the chart of второй has it there; if it was drawn at Б3-Д3, the announcements of второй were wrong)');
    expect(checked).not.toContain("второй's");
    const play = await runSalvo(dir, ['play', 'b.yaml', '--no-charts', '--lang', 'en'], 'В4\nпопал\nquit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stderr).toContain(`warning announcement-contradicts-fleet: shot 18: ${words} [rule: announcement matches the fleet; expected: miss; recorded: hit]\n`);
    expect(play.stderr).not.toContain('"попал"');
  });
});
