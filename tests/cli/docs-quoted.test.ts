/**
 * What docs/commands.md quotes of the program's output is what the program prints: each quote
 * below is in the reference, in backticks, word for word, and in what the command it describes
 * prints (a `…` in a quote stands for the words the reference leaves out). The quotes drifted
 * before: the side in «» left out, a cell said back in lower case, the referee's findings of
 * `analyze` said to stay English after they were said in the report's language.
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** Does `text` hold `quote`, a `…` in it standing for any words of one line? */
function holds(text: string, quote: string): boolean {
  const pattern = quote
    .split('…')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
    .join('[^\\n]*?');
  return new RegExp(pattern, 'u').test(text);
}

describe('holds', () => {
  it('reads … as any words of one line, and the rest word for word', () => {
    expect(holds('выстрел 3 записан: первый: В3 -> мимо; следующий ход: «второй», 1 выстрел', 'выстрел 3 записан: …; следующий ход: «второй», 1 выстрел')).toBe(true);
    expect(holds('выстрел 3 записан: первый: В3 -> мимо; следующий ход: второй, 1 выстрел', 'выстрел 3 записан: …; следующий ход: «второй», 1 выстрел')).toBe(false);
    expect(holds('выстрел 3 записан:\n; следующий ход', 'выстрел 3 записан: …; следующий ход')).toBe(false);
  });
});

describe("docs/commands.md's quotes of the output", () => {
  it('are what the commands print', { timeout: 300_000 }, async () => {
    const doc = await readFile(join(ROOT, 'docs', 'commands.md'), 'utf8');
    const dir = await mkdtemp(join(tmpdir(), 'salvo-quoted-'));
    const run = (args: string[], input = ''): ReturnType<typeof runSalvo> => runSalvo(dir, args, input);
    /** The quotes the reference gives of the output and what was printed, both streams. */
    const said: { quote: string; printed: string }[] = [];
    const quoted = (quote: string, r: { stdout: string; stderr: string }): void => {
      said.push({ quote, printed: r.stdout + r.stderr });
    };

    // suggest on a Polish record, without --side: the side whose turn it is (a hit fires again).
    expect((await run(['new', 'statki', '--sides', 'ala,tomek', '-o', 'statki.yaml'])).code).toBe(0);
    expect((await run(['record', 'statki.yaml', 'ala', 'A1', '-r', 'pudło'])).code).toBe(0);
    expect((await run(['record', 'statki.yaml', 'tomek', 'B2', '-r', 'trafiony'])).code).toBe(0);
    quoted('nie podano --side: rada dla strony „tomek”, której jest teraz tura', await run(['suggest', 'statki.yaml']));
    // --goal information where a shot's answer may say a ship sunk: the shot's own entropy (hit or
    // miss) under the announcement's (miss, hit or sunk), not at most it; the cell chosen by the latter.
    const information = await run(['suggest', 'statki.yaml', '--side', 'tomek', '--goal', 'information', '--lang', 'en']);
    quoted('P(hit) 32%  information 0.91 bits (hit or miss)', information);
    quoted('expected information of the whole answer 1.23 bits (exact)', information);
    quoted('the cell is the one whose whole answer tells the most', information);

    // record in Russian: the confirmation, and a salvo refused (out of turn).
    expect((await run(['new', 'morskoy-boy', '--sides', 'первый,второй', '-o', 'game.yaml'])).code).toBe(0);
    expect((await run(['record', 'game.yaml', 'первый', 'А1', '-r', 'мимо'])).code).toBe(0);
    expect((await run(['record', 'game.yaml', 'второй', 'Б2', '-r', 'мимо'])).code).toBe(0);
    quoted('выстрел 3 записан: …; следующий ход: «второй», 1 выстрел', await run(['record', 'game.yaml', 'первый', 'В3', '-r', 'мимо']));
    const refused = await run(['record', 'game.yaml', 'первый', 'Г4', '-r', 'мимо']);
    expect(refused.code).toBe(1);
    quoted('выстрел 4 не записан; game.yaml не изменён (судья может записать всё равно, с --force)', refused);
    quoted('ошибка out-of-turn: выстрел 4: выстрел 3 стороны «первый» сделан не в свою очередь: был ход стороны «второй» […]', refused);

    // --after past the record, said in the record's language, counting shots in a game of single shots.
    quoted('salvo: --after 100: в записи 77 выстрелов (обеих сторон; …)', await run(['show', join(ROOT, 'examples', 'morskoy-boy.yaml'), '--after', '100']));

    // play's slips, said in the game's language.
    expect((await run(['new', 'morskoy-boy', '--players', 'Коля,Оля', '-o', 'm.yaml'])).code).toBe(0);
    const play = await run(['play', 'm.yaml', '--no-charts'], ['а1', 'рнаил', 'ранил', 'г3.', 'мимо', 'f1', 'quit'].join('\n'));
    quoted('«рнаил» — не слово ответов этой игры (может быть, ранил?): наберите ответ (мимо, попал или убит) или «отмена»', play);
    quoted('прочитано: «г3.» как Г3', play);
    quoted('может быть, А1?', play);
    // A result in the other alphabet: the alphabet said, at play's prompt and by record --result.
    const alphabet = await run(['play', 'm.yaml', '--no-charts'], ['б2', 'popal', 'мимо', 'quit'].join('\n'));
    quoted('«popal» — не слово ответов этой игры (набрано латиницей: может быть, попал?): …', alphabet);
    quoted('(набрано латиницей: может быть, попал?)', await run(['record', 'm.yaml', 'Оля', 'в3', '-r', 'popal']));
    // A result typed with the keyboard left in Latin layout: said at play's prompt as check says it.
    const layout = await run(['play', 'm.yaml', '--no-charts'], ['д5', 'vbvj', 'мимо', 'quit'].join('\n'));
    quoted('«vbvj» — не слово ответов этой игры (может быть, мимо? Похоже, набрано в латинской раскладке): …', layout);
    const layoutEn = await run(['play', 'm.yaml', '--no-charts', '--lang', 'en'], ['е6', 'vbvj', 'мимо', 'quit'].join('\n'));
    quoted('(did you mean мимо? It looks typed with the keyboard in Latin layout)', layoutEn);
    // The other way round: Latin typed with the keyboard left in Russian layout, a result and a cell.
    expect((await run(['new', 'classic-1967', '-o', 'c.yaml'])).code).toBe(0);
    const russian = await run(['play', 'c.yaml', '--no-charts'], ['A1', 'ьшыы', 'miss', 'quit'].join('\n'));
    quoted('"ьшыы" is not a word of this game\'s announcements (did you mean miss? It looks typed with the keyboard in Russian layout): …', russian);
    await writeFile(join(dir, 'ck.yaml'), 'variant: classic-1967\nsalvos:\n  - blue: ф1 -> miss\n');
    quoted('did you mean A1? It looks typed with the keyboard in Russian layout', await run(['check', 'ck.yaml']));

    // new's comment atop a Russian record kept by the variant's ids; play saying a salvo back by its player.
    quoted('# Морской бой: blue — сторона «Первый игрок», red — сторона «Второй игрок»; первый ход: blue.', await run(['new', 'morskoy-boy']));
    expect((await run(['new', 'perelman', '--players', 'Коля,Вася', '-o', 'p1.yaml'])).code).toBe(0);
    const salvo = await run(['play', 'p1.yaml', '--no-charts'], ['а1 б2 в3', 'попаданий нет', 'quit'].join('\n'));
    quoted('сторона «Синие» (Коля)', salvo);
    quoted('записан залп 1: Коля: а1 б2 в3 -> попаданий нет', salvo);
    // turn at the result prompt, in English.
    expect((await run(['new', 'morskoy-boy', '-o', 'en.yaml'])).code).toBe(0);
    quoted('now: type what red announced', await run(['play', 'en.yaml', '--no-charts', '--lang', 'en'], ['а1', 'turn', 'quit'].join('\n')));
    // Cells typed after the game's end: the command that starts the next one.
    await mkdir(join(dir, 'over'));
    await writeFile(join(dir, 'over', 'game.yaml'), await readFile(join(ROOT, 'examples', 'morskoy-boy.yaml'), 'utf8'));
    quoted('salvo new morskoy-boy -o game-2.yaml', await runSalvo(join(dir, 'over'), ['play', 'game.yaml', '--no-charts'], ['А1', 'quit'].join('\n')));

    // analyze's referee findings in the report's language, as check says them.
    await writeFile(join(dir, 'p.yaml'), 'variant: perelman\nsides:\n  синие: Петя\n  красные: Вася\nfleets:\n  красные:\n    двухклеточный: б5-б6\n    трёхклеточный: г3-е3\n    четырёхклеточный: а10-г10\n    пятиклеточный: з6-з10\n    госпиталь: ж1-к1\nsalvos:\n  - синие: в7 б3 к2 -> пятиклеточный\n');
    quoted('ошибка announcement-contradicts-fleet: залп 1: …', await run(['analyze', 'p.yaml', '--workers', '1']));

    // play left at the result prompt says so as it stops; show then names either side as next.
    expect((await run(['new', 'classic-salvo', '-o', 'left.yaml'])).code).toBe(0);
    quoted('salvo 1 is saved without its announcement: the next session asks for it first', await run(['play', 'left.yaml', '--no-charts'], 'A1 A2 A3 A4 A5\n'));
    expect((await run(['new', 'morskoy-boy', '-o', 'left-m.yaml'])).code).toBe(0);
    await run(['play', 'left-m.yaml', '--no-charts'], ['А1', 'попал', 'Б3', 'quit'].join('\n'));
    quoted('следующий ход: «Второй игрок» (или «Первый игрок», смотря по ответу на выстрел 2)', await run(['show', 'left-m.yaml']));

    // suggest on a finished game, without --side and with it: nothing to suggest, or what the side is owed.
    const over = join(ROOT, 'examples', 'jutland.yaml');
    quoted('the game is over: …; nothing to suggest', await run(['suggest', over]));
    quoted('the game is over: blue won (the enemy fleet sunk); red is owed no shots', await run(['suggest', over, '--side', 'red']));

    // play on a record holding the fleets: the result prompt offers the announcement the fleet gives.
    const revealed = await readFile(join(ROOT, 'examples', 'morskoy-boy.yaml'), 'utf8');
    await writeFile(join(dir, 'fleets.yaml'), `${revealed.slice(0, revealed.indexOf('salvos:'))}salvos:\n`);
    const offered = await run(['play', 'fleets.yaml', '--no-charts'], ['А1', '', 'quit'].join('\n'));
    quoted('ответ [Enter: мимо]>', offered);
    expect(await readFile(join(dir, 'fleets.yaml'), 'utf8')).toMatch(/- первый: А1 -> мимо\n$/u);
    const fresh = await run(['new', 'classic-1967', '-o', 'fleets-en.yaml']);
    expect(fresh.code).toBe(0);
    await writeFile(join(dir, 'fleets-en.yaml'), (await readFile(join(dir, 'fleets-en.yaml'), 'utf8')).replace(/salvos:.*$/su, 'fleets:\n  red:\n    carrier: A1-A5\n    battleship: C1-C4\n    cruiser: E1-E3\n    submarine: G1-G3\n    destroyer: I1-I2\nsalvos:\n'));
    quoted('result [Enter: miss]>', await run(['play', 'fleets-en.yaml', '--no-charts'], ['J10', '', 'quit'].join('\n')));

    // count: where a class has several ships, the line under an exact count tells them apart.
    quoted('Ships of one class are alike: layouts that only swap them count once (told apart, Destroyer ×2: 1,400,139,304 = 700,069,652 × 2!).', await run(['count', 'jutland']));

    // The reference's lines are wrapped: a quote may run over two.
    const flat = doc.replace(/ *\n */gu, ' ');
    const wrong: string[] = [];
    for (const { quote, printed } of said) {
      if (!flat.includes(`\`${quote}`)) wrong.push(`not quoted in docs/commands.md: ${quote}`);
      if (!holds(printed, quote)) wrong.push(`not printed: ${quote}\n${printed}`);
    }
    expect(wrong).toEqual([]);
  });
});
