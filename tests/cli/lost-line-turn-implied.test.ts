/**
 * Whose turn it was right after a line left out (it cannot be read, or names no side this game
 * has), and whether a side fires again at its cells, are judged by the side the turn order gives
 * that line, where it gives one (as the sizes are since session 48): a salvo in turn after it is
 * not said unjudged; one the line's side leaves out of turn, or whose turn its result decided, is
 * said with that side; only the side it is given to is told its repeats are not judged. Where the
 * turn order gives the line no side (a line lost after another), as before.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-lost-turn-'));
});

async function check(name: string, text: string, lang: string): Promise<string[]> {
  await writeFile(join(dir, name), text);
  return (await runSalvo(dir, ['check', name, '--lang', lang])).stdout.split('\n');
}

async function example(name: string, pairs: [string, string][], lang: string): Promise<string[]> {
  let text = await readFile(new URL(`../../examples/${name}`, import.meta.url), 'utf8');
  for (const [from, to] of pairs) {
    expect(text).toContain(`\n${from}\n`);
    text = text.replace(`\n${from}\n`, `\n${to}\n`);
  }
  return check(`${lang}-${name}`, text, lang);
}

const of = (lines: string[], code: string): string[] => lines.filter((l) => l.includes(` ${code}: `));

const JUTLAND = 'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n  - red: A1 A2 A3 A4 A5 A6 -> no hits\n';

describe('the turn after a line left out, by the side the turn order gives it', () => {
  it('a salvo in turn after it is judged in turn: nothing said (classic Salvo, red\'s salvo 4 unreadable)', async () => {
    const lines = await example('classic-salvo.yaml', [['  - red: E9 A7 I9 I8 H1 -> hit, miss, miss, miss, miss', '  - ~~~~~~~~']], 'en');
    expect(of(lines, 'turn-unjudged')).toEqual([]);
    expect(of(lines, 'out-of-turn')).toEqual([]);
  });

  it('so too where its side is misspelt (Jutland, blue\'s salvo 3 under "blu")', async () => {
    const lines = await check('blu.yaml', `${JUTLAND}  - blu: C1 C2 C3 C4 C5 C6 -> no hits\n  - red: B1 B2 B3 B4 B5 B6 -> no hits\n`, 'en');
    expect(of(lines, 'turn-unjudged')).toEqual([]);
    expect(of(lines, 'out-of-turn')).toEqual([]);
  });

  it('the same side firing again after it, where the line was its turn: said, with the side whose turn it was after it', async () => {
    const lines = await check('again.yaml', `${JUTLAND}  - ~~~~~~~~\n  - blue: B1 B2 B3 B4 B5 B6 -> no hits\n`, 'en');
    expect(of(lines, 'turn-unjudged')).toEqual([
      "again.yaml:6:5: warning turn-unjudged: salvo 4: whether it was blue's turn is not judged: salvo 3 before it cannot be read; if it was blue's, as the turn order gives it, the turn after it was red's (mend that salvo, and check again)",
    ]);
  });

  it('a hit announced in it gave its side the next shot (Statki): said so, in Polish and English', async () => {
    const pairs: [string, string][] = [['  - tomek: H2 -> pudło', '  - tmek: H2 -> trafiony']];
    const pl = await example('statki.yaml', pairs, 'pl');
    expect(of(pl, 'turn-unjudged')).toEqual([
      'pl-statki.yaml:28:5: ostrzeżenie turn-unjudged: strzał 6: nie sprawdzono, czy był to ruch strony „ala”: strzał 5 wcześniej jest zapisany pod stroną, której nie ma w tej partii; jeśli był to strzał strony „tomek”, jak wynika z kolejności ruchów, to po nim był znowu ruch strony „tomek” (popraw tamten strzał i sprawdź ponownie)',
    ]);
    const en = await example('statki.yaml', pairs, 'en');
    expect(of(en, 'turn-unjudged')[0]).toContain("shot 5 before it names no side this game has; if it was tomek's, as the turn order gives it, the turn after it was tomek's again");
  });

  it('where what it hit is not known and decides the turn, its side is said and the turn left open', async () => {
    const pairs: [string, string][] = [['  - tomek: H2 -> pudło', '  - ~~~~~~']];
    const en = await example('statki.yaml', pairs, 'en');
    expect(of(en, 'turn-unjudged')).toEqual([
      "en-statki.yaml:28:5: warning turn-unjudged: shot 6: whether it was ala's turn is not judged: shot 5 before it cannot be read; the turn order gives it to tomek, and what it hit may have decided whose turn it was (mend that shot, and check again)",
    ]);
    const pl = await example('statki.yaml', pairs, 'pl');
    expect(of(pl, 'turn-unjudged')[0]).toContain('strzał 5 wcześniej jest nieczytelny; według kolejności ruchów to strzał strony „tomek”, a od tego, w co trafił, mogło zależeć, czyj był ruch');
  });

  it('in Russian, a salvo of Морской бой whose side is read, a hit announced for it', async () => {
    const fleet = 'fleets:\n  blue: { броненосец: Г1-Г4, крейсер: [Ж3-И3, Е8-Е10], миноносец: [А2-А3, В9-Г9, И10-К10], подводная лодка: [З1, Б5, К5, А9] }\n';
    const lines = await check('m.yaml', `variant: morskoy-boy\n${fleet}salvos:\n  - blue: А1 -> мимо\n  - red: -> попал\n  - blue: Б1 -> мимо\n`, 'ru');
    expect(of(lines, 'turn-unjudged')[0]).toContain(
      'выстрел 2 перед этим не называет ни одной клетки, а на него ответили попаданием: в какой из раскрытых кораблей стороны «Первый игрок» он попал, неизвестно; это выстрел стороны «Второй игрок», так что после него был снова ход стороны «Второй игрок»',
    );
  });

  it('where the line may have cost its side a turn (a hit on the hospital, Perelman), the turn after it is not judged, as before', async () => {
    // Play goes on from salvo 5 as fired, without the turn красные may owe: not judged there.
    const from = '  - красные: ж2 з1 з3 -> трёхклеточный, пятиклеточный';
    for (const to of ['  - крсные: ж2 з1 з3 -> трёхклеточный, госпиталь', '  - ~~~~~~']) {
      const lines = await example('perelman.yaml', [[from, to]], 'ru');
      expect(of(lines, 'turn-unjudged')).toHaveLength(1);
      expect(of(lines, 'turn-unjudged')[0]).toMatch(/залп 5: не проверено, был ли это ход стороны «синие»: (у залпа 4 перед этим указана сторона, которой нет в этой партии|залп 4 перед этим не удалось прочитать) \(исправьте тот залп и проверьте снова\)$/u);
    }
    // Announced without the hospital, the turn is judged: синие's salvo 5 is in turn.
    const plain = await example('perelman.yaml', [[from, '  - крсные: ж2 з1 з3 -> трёхклеточный, пятиклеточный']], 'ru');
    expect(of(plain, 'turn-unjudged')).toEqual([]);
  });

  it('where the turn order gives the line no side (lost after another line lost), as before', async () => {
    const lines = await check('two.yaml', `${JUTLAND}  - ~~~~~~~~\n  - ~~~~~~~~\n  - red: B1 B2 B3 B4 B5 B6 -> no hits\n`, 'en');
    expect(of(lines, 'turn-unjudged')).toEqual([
      "two.yaml:7:5: warning turn-unjudged: salvo 5: whether it was red's turn is not judged: salvo 4 before it cannot be read (mend that salvo, and check again)",
    ]);
  });
});

describe('a repeat at the cells of a line left out, by the side the turn order gives it', () => {
  it('is said only to that side, and says the turn order gives the line to it (en, ru)', async () => {
    const en = await example('classic-salvo.yaml', [['  - red: E9 A7 I9 I8 H1 -> hit, miss, miss, miss, miss', '  - ~~~~~~~~']], 'en');
    expect(of(en, 'repeat-unjudged')).toEqual([
      'en-classic-salvo.yaml:29:5: warning repeat-unjudged: salvo 6: whether red fires again at a cell of salvo 4 is not judged, here or after: salvo 4 is left out of the replay (see its error); the turn order gives it to red (mend that salvo, and check again)',
    ]);
    const ru = await example('perelman.yaml', [['  - красные: ж2 з1 з3 -> трёхклеточный, пятиклеточный', '  - крсные: ж2 з1 з3 -> трёхклеточный, пятиклеточный']], 'ru');
    expect(of(ru, 'repeat-unjudged')).toEqual([
      'ru-perelman.yaml:30:5: предупреждение repeat-unjudged: залп 6: не проверено — ни здесь, ни дальше, — стреляет ли сторона «красные» повторно по клетке залпа 4: залп 4 не учтён при проверке (см. ошибку при нём); по очерёдности ходов это залп стороны «красные» (исправьте тот залп и проверьте снова)',
    ]);
  });

  it('where the turn order gives the line no side, to both sides, as before', async () => {
    const lines = await check('two-r.yaml', `${JUTLAND}  - ~~~~~~~~\n  - ~~~~~~~~\n  - red: B1 B2 B3 B4 B5 B6 -> no hits\n  - blue: B1 B2 B3 B4 B5 B6 -> no hits\n`, 'en');
    const said = of(lines, 'repeat-unjudged');
    expect(said.some((l) => l.includes('whether red fires again at a cell of salvo 4 is not judged'))).toBe(true);
    expect(said.some((l) => l.includes('whether blue fires again at a cell of salvos 3, 4 is not judged') && l.includes('the turn order gives salvo 3 to blue'))).toBe(true);
  });
});
