/**
 * `salvo play` as players use it at a club night, driven by piped input: what they type in the
 * wrong place is said once, in context, and nothing typed is ever lost.
 */
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { openRecord } from '../../src/cli/commands/game-common.js';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { formatCell } from '../../src/core/coords.js';
import { MORSKOY_HEAD } from '../helpers/records.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-table-'));
});

const run = (args: string[], input = '') => runSalvo(dir, args, input);
const read = (name: string) => readFile(join(dir, name), 'utf8');

const STATKI = `variant: statki
sides: { ala: Ala, tomek: Tomek }
salvos: []
`;

describe('results typed at the cells prompt', () => {
  it('alone: said once to be an announcement, and where it goes', async () => {
    await writeFile(join(dir, 'g.yaml'), `${MORSKOY_HEAD}  - первый: В7 -> мимо\n`);
    const r = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], ['hit, hit, miss', 'мимо', ''].join('\n'));
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('is not a cell');
    const said = r.stdout.split('\n').filter((l) => l.includes('announcement'));
    expect(said).toEqual([
      '"hit, hit, miss" is an announcement, not cells: type the cells fired first (e.g. А1), then the announcement at the result prompt',
      '"мимо" is an announcement, not cells: type the cells fired first (e.g. А1), then the announcement at the result prompt',
    ]);
    expect(await read('g.yaml')).toBe(`${MORSKOY_HEAD}  - первый: В7 -> мимо\n`);
  });

  it('in Polish and per salvo too; a line that is neither keeps its own errors', async () => {
    await writeFile(join(dir, 's.yaml'), STATKI);
    const s = await run(['play', 's.yaml', '--lang', 'en', '--no-charts'], 'pudło\nxyz\n');
    expect(s.stdout).toContain('"pudło" is an announcement, not cells: type the cells fired first (e.g. A1), then the announcement at the result prompt');
    expect(s.stdout).toContain('error cell-unreadable: "xyz" is not a cell of this board');
    await run(['new', 'perelman', '-o', 'p.yaml']);
    const p = await run(['play', 'p.yaml', '--lang', 'en', '--no-charts'], 'попал в трёхклеточный\n');
    expect(p.stdout).toContain('"попал в трёхклеточный" is an announcement, not cells');
    expect(p.stdout).not.toContain('is not a cell');
  });
});

describe('a hand edit of the record just before input ends', () => {
  /** Play on g.yaml: `before` typed, then (once `waitFor` is shown) the file rewritten as `edited`, then `after` typed, then input ends. */
  async function editThenEnd(before: string, waitFor: string, edited: string, after = ''): Promise<string> {
    const m = memoryIO('', {}, dir);
    async function* typed(): AsyncGenerator<string> {
      yield before;
      while (!m.stdout.includes(waitFor)) await new Promise((r) => setTimeout(r, 5));
      await writeFile(join(dir, 'g.yaml'), edited);
      if (after !== '') yield after;
    }
    const io = { ...m.io, stdin: Readable.from(typed()) };
    expect(await main(['node', 'salvo', 'play', 'g.yaml', '--lang', 'en', '--no-charts'], io)).toBe(0);
    return m.stdout;
  }

  it('keeps the cells typed: saved on the file as edited, without their result, as the end of input does', async () => {
    const start = `${MORSKOY_HEAD}  - первый: В7 -> мимо\n`;
    await writeFile(join(dir, 'g.yaml'), start);
    const byHand = start.replace('salvos:', 'place: клуб\nsalvos:');
    const out = await editThenEnd('Е8 Д8\n', '(or all 2)', byHand);
    expect(out).toContain('g.yaml was changed by someone else; reloaded it (1 shot)');
    expect(out).not.toContain('Type the shot again');
    expect(out).toContain('saved shot 2: второй: Е8');
    const text = await read('g.yaml');
    expect(text).toBe(`${byHand}  - второй: Е8\n    note: "ответ не записан (игра прервана); набран, когда файл меняли вручную; следующие клетки: Д8"\n`);
    const f = await openRecord(memoryIO('', {}, dir).io, 'g.yaml');
    const last = f.record.salvos[1]!;
    expect([last.side, formatCell(last.cells[0]!, f.variant.board), last.announcement]).toEqual(['второй', 'Е8', null]);
    expect(last.note).toBe('ответ не записан (игра прервана); набран, когда файл меняли вручную; следующие клетки: Д8');
    // The next session asks for it first, saying so.
    const again = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], 'undo\n');
    expect(again.stdout).toContain('has no announcement yet (typed as the file was changed by hand; called next: Д8)');
  });

  it('keeps a salvo typed with its result but not saved (the file changed) when input ends before it is typed again', async () => {
    const start = `${MORSKOY_HEAD}  - первый: В7 -> мимо\n`;
    await writeFile(join(dir, 'g.yaml'), start);
    const byHand = start.replace('salvos:', 'place: клуб\nsalvos:');
    const out = await editThenEnd('Е8\n', '[Enter: попал]>', byHand, 'попал\n');
    expect(out).toContain('not saved: второй: Е8 -> попал. Type the shot again.');
    expect(out).toContain('input ended before the shot not saved was typed again: второй: Е8 -> попал is kept, without its announcement');
    expect(out).toContain('saved shot 2: второй: Е8\nthe next session asks for its announcement first');
    const f = await openRecord(memoryIO('', {}, dir).io, 'g.yaml');
    expect(f.text.startsWith(byHand)).toBe(true);
    const last = f.record.salvos[1]!;
    expect([f.record.salvos.length, last.side, formatCell(last.cells[0]!, f.variant.board), last.announcement]).toEqual([2, 'второй', 'Е8', null]);
    expect(last.note).toBe('ответ не записан (игра прервана); набран, когда файл меняли вручную; набранный ответ: попал');
    // The next session asks for it first, with the result typed.
    const again = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], 'попал\n');
    expect(again.stdout).toContain('has no announcement yet (typed as the file was changed by hand; result typed: попал)');
    expect(again.stdout).toContain('saved shot 2: второй: Е8 -> попал');
  });

  it('keeps the result typed for a salvo left without one, in its note, when input ends before it is typed again', async () => {
    const start = `${MORSKOY_HEAD}  - первый: В7 -> мимо\n  - второй: Е8\n`;
    await writeFile(join(dir, 'g.yaml'), start);
    const byHand = start.replace('salvos:', 'place: клуб\nsalvos:');
    const out = await editThenEnd('', '[Enter: попал]>', byHand, 'попал\n');
    expect(out).toContain('not saved: второй: Е8 -> попал');
    expect(out).toContain('input ended before the shot not saved was typed again: второй: Е8 -> попал is kept, without its announcement');
    const f = await openRecord(memoryIO('', {}, dir).io, 'g.yaml');
    expect(f.record.salvos.length).toBe(2);
    expect(f.record.place).toBe('клуб');
    expect([f.record.salvos[1]!.announcement, f.record.salvos[1]!.note]).toEqual([null, 'ответ не записан (игра прервана); набран, когда файл меняли вручную; набранный ответ: попал']);
  });

  it('keeps that result beside the file when the edit gave the salvo its announcement', async () => {
    const start = `${MORSKOY_HEAD}  - первый: В7 -> мимо\n  - второй: Е8\n`;
    await writeFile(join(dir, 'g.yaml'), start);
    const byHand = `${MORSKOY_HEAD}  - первый: В7 -> мимо\n  - второй: Е8 -> попал\n`;
    const out = await editThenEnd('', '[Enter: попал]>', byHand, 'убит\n');
    expect(out).toContain('the shot typed is kept in g.yaml.unsaved (второй: Е8): give its announcement in g.yaml');
    expect(await read('g.yaml')).toBe(byHand);
    expect(await read('g.yaml.unsaved')).toBe('# набрано в salvo play для строки без ответа, когда g.yaml меняли вручную\n  - второй: Е8\n    note: "ответ не записан (игра прервана); набран, когда файл меняли вручную; набранный ответ: убит"\n');
  });

  it('keeps cells not taken (the edit changed whose turn it is) beside the file when input ends before they are typed again', async () => {
    await writeFile(join(dir, 'g.yaml'), `${MORSKOY_HEAD}  - первый: В7 -> мимо\n`);
    const byHand = `${MORSKOY_HEAD}  - первый: В7 -> мимо\n  - второй: В3 -> мимо\n`;
    const out = await editThenEnd('', 'cells> ', byHand, 'Е8 Д8\n');
    expect(out).toContain("not taken: it is not the turn of второй any more; type the shot again");
    expect(out).toContain('the shot typed is kept in g.yaml.unsaved (второй: Е8 Д8): add it under salvos: if it still stands');
    expect(await read('g.yaml')).toBe(byHand);
    expect(await read('g.yaml.unsaved')).toBe('# набрано в salvo play, когда g.yaml меняли вручную; судья это не проверял\n  - второй: Е8 Д8\n    note: ответ не записан (игра прервана); набран, когда файл меняли вручную\n');
  });

  it('keeps such a salvo beside the file when the edit left it with errors', async () => {
    await writeFile(join(dir, 'g.yaml'), `${MORSKOY_HEAD}  - первый: В7 -> мимо\n`);
    const broken = `${MORSKOY_HEAD}  - первый: В7 -> мимо\n  - второй: Й9 -> мимо\n`;
    const out = await editThenEnd('Е8\n', '[Enter: попал]>', broken, 'попал\n');
    expect(out).toContain('the shot typed is kept in g.yaml.unsaved');
    expect(await read('g.yaml')).toBe(broken);
    expect(await read('g.yaml.unsaved')).toContain('  - второй: Е8\n    note: "ответ не записан (игра прервана); набран, когда файл меняли вручную; набранный ответ: попал"\n');
  });

  it('keeps them beside the file when the edit leaves it with errors', async () => {
    await writeFile(join(dir, 'g.yaml'), `${MORSKOY_HEAD}  - первый: В7 -> мимо\n`);
    const broken = `${MORSKOY_HEAD}  - первый: В7 -> мимо\n  - второй: Й9 -> мимо\n`;
    const out = await editThenEnd('Е8\n', '[Enter: попал]>', broken);
    expect(out).toContain('error cell-off-board');
    expect(out).toContain('the shot typed is kept in g.yaml.unsaved');
    expect(out).not.toContain('Fix the file, then type it again');
    expect(await read('g.yaml')).toBe(broken);
    const kept = await read('g.yaml.unsaved');
    expect(kept).toContain('  - второй: Е8\n    note: ответ не записан (игра прервана); набран, когда файл меняли вручную\n');
    // Once the file is fixed, the lines kept go back under salvos: as they are.
    await writeFile(join(dir, 'g.yaml'), `${MORSKOY_HEAD}  - первый: В7 -> мимо\n${kept.split('\n').filter((l) => !l.startsWith('#')).join('\n')}`);
    const check = await run(['check', 'g.yaml']);
    expect(check.stdout).not.toContain('error');
  });
});

describe('a result not read, then the session ends', () => {
  it('keeps the words typed in the salvo\'s note, and the next session shows them', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n');
    const r = await run(['play', 'g.yaml', '--no-charts'], 'B1 B2 B3 B4 B5 B6\nbatleship 3\nquit\n');
    expect(r.stdout).toContain('"batleship" is not a word');
    const f = await openRecord(memoryIO('', {}, dir).io, 'g.yaml');
    const last = f.record.salvos[1]!;
    expect([last.side, last.cells.length, last.announcement]).toEqual(['red', 6, null]);
    expect(last.note).toBe('announcement not recorded (the session ended); result typed: batleship 3');
    const again = await run(['play', 'g.yaml', '--no-charts'], 'battleship 3\nquit\n');
    expect(again.stdout).toContain('has no announcement yet (result typed: batleship 3)');
    expect(again.stdout).toContain('saved salvo 2: red: B1 B2 B3 B4 B5 B6 -> battleship 3');
    // Once given, the note of the session that ended is gone.
    expect((await openRecord(memoryIO('', {}, dir).io, 'g.yaml')).record.salvos[1]!.note).toBeUndefined();
  });
});

describe('a hit said without the ship, typed at the cells prompt where the ship hit is named', () => {
  it('is said once to be an announcement, not a cell', async () => {
    await run(['new', 'perelman', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['попал', 'hit', ''].join('\n'));
    expect(r.stdout).not.toContain('is not a cell');
    expect(r.stdout.split('\n').filter((l) => l.includes('это ответ, а не клетки')).map((l) => l.slice(0, l.indexOf('»') + 1))).toEqual(['«попал»', '«hit»']);
  });
});

describe('cells typed at the result prompt', () => {
  it('are said to be cells, with the result asked for and how to take the cells back', async () => {
    await run(['new', 'morskoy-boy', '-o', 'g.yaml']);
    const r = await run(['play', 'g.yaml', '--no-charts'], ['К1', 'К2', 'мимо', 'Е8 Д8', 'Б5', 'мимо', ''].join('\n'));
    expect(r.stdout).not.toContain('is not a word');
    expect(r.stdout.split('\n').filter((l) => l.includes('а не ответ'))).toEqual([
      '«К2» — клетка, а не ответ: наберите, что ответили на К1 (мимо, попал или убит), или «отмена», чтобы отменить К1',
      '«Б5» — клетка, а не ответ: наберите, что ответили на Е8 (мимо, попал или убит), или «отмена», чтобы отменить Е8 Д8',
    ]);
    expect(r.stdout).toContain('записан выстрел 1: Первый игрок: К1 -> мимо');
    expect(r.stdout).toContain('записан выстрел 2: Второй игрок: Е8 -> мимо');
  });

  it('per salvo too', async () => {
    await run(['new', 'perelman', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--no-charts'], ['а1 б2 в3', 'г4 д5 е6', ''].join('\n'));
    expect(r.stdout).toContain('«г4 д5 е6» — клетки, а не ответ: наберите, что ответили на а1 б2 в3 (корабль, например двухклеточный, или попаданий нет), или «отмена», чтобы отменить а1 б2 в3');
    const en = await run(['play', 'p.yaml', '--lang', 'en', '--no-charts'], ['а1 б2 в3', 'г4 д5 е6', ''].join('\n'));
    expect(en.stdout).toContain('"г4 д5 е6" are cells, not an announcement: type what was announced for а1 б2 в3 (a class such as two-cell ship, or no hits), or undo to take back а1 б2 в3');
  });
});

describe('play --help, read by a first-time player', () => {
  it('says what to type at its prompts and how to stop', async () => {
    const r = await run(['play', '--help']);
    expect(r.code).toBe(0);
    const after = r.stdout.slice(r.stdout.indexOf('-h, --help'));
    for (const said of ['cells', 'announced', 'help', 'undo', 'quit', 'Ctrl-D', 'saved']) expect(after, said).toContain(said);
  });
});

describe('a turn cut short by the end of input', () => {
  const cellsOf = async (name: string): Promise<string[][]> => {
    const f = await openRecord(memoryIO('', {}, dir).io, name);
    return f.record.salvos.map((s) => [s.side, s.cells.map((c) => formatCell(c, f.variant.board)).join(' '), s.announcement === null ? '' : 'announced']);
  };

  it('goes on the next day with the cells called after the shot left without its result', async () => {
    await run(['new', 'morskoy-boy', '-o', 'g.yaml']);
    await run(['play', 'g.yaml', '--no-charts'], 'а1 б1 в1 г1\nранил\n');
    expect(await cellsOf('g.yaml')).toEqual([
      ['blue', 'А1', 'announced'],
      ['blue', 'Б1', ''],
    ]);
    // The next session asks for Б1's result, then for В1's and Г1's: the turn as it was called.
    const r = await run(['play', 'g.yaml', '--no-charts'], 'ранил\nубил\nмимо\n');
    expect(r.stdout).not.toContain('а не клетки');
    expect(r.stdout).toMatch(/клетки> В1 Г1\n/u);
    expect(await cellsOf('g.yaml')).toEqual([
      ['blue', 'А1', 'announced'],
      ['blue', 'Б1', 'announced'],
      ['blue', 'В1', 'announced'],
      ['blue', 'Г1', 'announced'],
    ]);
  });

  it('says the cells called were not fired when the result given ends the turn', async () => {
    await run(['new', 'morskoy-boy', '-o', 'g.yaml']);
    await run(['play', 'g.yaml', '--no-charts'], 'а1 б1 в1\nранил\n');
    const r = await run(['play', 'g.yaml', '--no-charts'], 'мимо\n');
    expect(r.stdout).toContain('ход перешёл, стреляет сторона «Второй игрок»: В1 не принята');
    expect(await cellsOf('g.yaml')).toEqual([
      ['blue', 'А1', 'announced'],
      ['blue', 'Б1', 'announced'],
    ]);
  });
});

describe('a side named as the prompt names it', () => {
  it('is taken before the cells, in words of several (the Морской бой sides are "Первый игрок" and "Второй игрок")', async () => {
    await run(['new', 'morskoy-boy', '-o', 'g.yaml']);
    const r = await run(['play', 'g.yaml', '--no-charts'], ['Первый игрок: б5', 'мимо', 'второй игрок : в6', 'мимо', ''].join('\n'));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('выстрел 1: сторона «Первый игрок»,');
    expect(r.stdout).not.toContain('is not a cell');
    const f = await openRecord(memoryIO('', {}, dir).io, 'g.yaml');
    expect(f.record.salvos.map((s) => [s.side, s.cells.map((c) => formatCell(c, f.variant.board)).join(' ')])).toEqual([
      ['blue', 'Б5'],
      ['red', 'В6'],
    ]);
  });

  it('at the result prompt, the next salvo with its side is said once to be cells (the name before them left out), not a word each', async () => {
    await run(['new', 'classic-salvo', '-o', 'c.yaml']);
    const r = await run(['play', 'c.yaml', '--no-charts'], ['A1 B2 C3 D4 E5', 'red: A1 A2 A3 A4 A5', 'no hits', ''].join('\n'));
    expect(r.stdout).not.toContain('is not a word');
    expect(r.stdout).toContain('"A1 A2 A3 A4 A5" are cells, not an announcement: type what was announced for A1 B2 C3 D4 E5');
    expect(r.stdout).toContain('saved salvo 1: blue: A1 B2 C3 D4 E5 -> ');
    const m = await run(['new', 'morskoy-boy', '-o', 'm.yaml']);
    expect(m.code).toBe(0);
    const ru = await run(['play', 'm.yaml', '--no-charts'], ['а1', 'Второй игрок: б5', 'мимо', ''].join('\n'));
    expect(ru.stdout).not.toContain('is not a word');
    expect(ru.stdout).toContain('«б5» — клетка, а не ответ');
    expect(ru.stdout).toContain('записан выстрел 1: Первый игрок: А1 -> мимо');
  });
});

describe('the prompt says why the same side fires again, and the shots left under a limit', () => {
  const cellsOf = (from: number, n: number): string => {
    const cols = 'абвгдежзик';
    return Array.from({ length: n }, (_, k) => `${cols[(from + k) % 10]}${Math.floor((from + k) / 10) + 1}`).join(' ');
  };

  it('Perelman: the hospital penalty, the shots left, and a side out of shots', async () => {
    await writeFile(join(dir, 'h.yaml'), 'variant: perelman\nsides: { blue: Петя, red: Вася }\nsalvos:\n  - blue: а1 б1 в1 -> госпиталь\n  - red: а1 б1 в1 -> попаданий нет\n');
    const h = await run(['play', 'h.yaml', '--no-charts'], '');
    expect(h.stdout).toContain('залп 3: сторона «Красные» (Вася), её залп № 2, 3 выстрела (осталось 57 из 60) — ещё раз: сторона «Синие» (Петя) пропускает ход за попадание в корабль «госпиталь»\nклетки> ');
    const en = await run(['play', 'h.yaml', '--lang', 'en', '--no-charts'], '');
    expect(en.stdout).toContain('salvo 3: red (Вася), its salvo 2, 3 shots (57 of 60 left) — again: blue (Петя) misses this turn for hitting the hospital ship\ncells> ');
    // Blue fires its 60 shots (two salvos hitting three classes each leave red 2 shots a salvo).
    const lines: string[] = [];
    let red = 0;
    for (let k = 0; k < 20; k++) {
      lines.push(`  - blue: ${cellsOf(3 * k, 3)} -> ${k < 2 ? 'пятиклеточный, четырёхклеточный, трёхклеточный' : 'попаданий нет'}`);
      const n = k === 0 ? 3 : 2;
      lines.push(`  - red: ${cellsOf(red, n)} -> попаданий нет`);
      red += n;
    }
    lines.pop();
    red -= 2;
    await writeFile(join(dir, 'l.yaml'), `variant: perelman\nsides: { blue: Петя, red: Вася }\nsalvos:\n${lines.join('\n')}\n`);
    const l = await run(['play', 'l.yaml', '--lang', 'en', '--no-charts'], `${cellsOf(red, 2)}\nпопаданий нет\n`);
    expect(l.stdout).toContain(`salvo 40: red (Вася), its salvo 20, 2 shots (${60 - red} of 60 left)\ncells> `);
    expect(l.stdout).toContain(`salvo 41: red (Вася), its salvo 21, 2 shots (${60 - red - 2} of 60 left) — again: blue (Петя) has no shots left\ncells> `);
  });

  it('a hit not recorded yet but known from the fleet is the reason too, never "cannot fire"', async () => {
    await writeFile(join(dir, 'g.yaml'), `${MORSKOY_HEAD}  - первый: Б4\n`);
    const r = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], 'skip\n');
    expect(r.stdout).toContain('shot 2: первый (Оля), its shot 2 — again, after a hit\ncells> ');
  });

  it('Морской бой and Statki: a hit earns another shot', async () => {
    await run(['new', 'morskoy-boy', '-o', 'm.yaml']);
    const m = await run(['play', 'm.yaml', '--lang', 'en', '--no-charts'], 'К1\nпопал\nК2\nмимо\n');
    expect(m.stdout).toContain('shot 2: blue, its shot 2 — again, after a hit\ncells> ');
    expect(m.stdout).toContain('shot 3: red, its shot 1\ncells> ');
    await writeFile(join(dir, 's.yaml'), STATKI);
    const s = await run(['play', 's.yaml', '--lang', 'en', '--no-charts'], 'A1\nzatopiony\n');
    expect(s.stdout).toContain('shot 2: ala, its shot 2 — again, after a hit\ncells> ');
  });
});

describe('a record corrected by hand while play is open', () => {
  it('is read again before the next line typed is judged, so a corrected announcement counts at once', async () => {
    // Blue's К1 was recorded sunk by mistake: the hit on К2 next to it is refused as impossible.
    await writeFile(join(dir, 'g.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: К1 -> убит\n  - blue: К3 -> мимо\n  - red: А1 -> мимо\n');
    const m = memoryIO('', {}, dir);
    async function* typed(): AsyncGenerator<string> {
      yield 'К2\nпопал\n';
      while (!m.stdout.includes('announcements-impossible')) await new Promise((r) => setTimeout(r, 5));
      // The players correct salvo 1 in the file (К1 was a hit of a ship К1-К2), then type the result again.
      await writeFile(join(dir, 'g.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: К1 -> попал\n  - blue: К3 -> мимо\n  - red: А1 -> мимо\n');
      yield 'попал\n';
      while (!m.stdout.includes('Type the shot again')) await new Promise((r) => setTimeout(r, 5));
      yield 'К2\nубит\n';
      while (!m.stdout.includes('saved shot 4')) await new Promise((r) => setTimeout(r, 5));
      // At the cells prompt, an edit is read before the cells are judged: nothing to type again.
      await writeFile(join(dir, 'g.yaml'), `${await read('g.yaml')}# checked by the referee\n`);
      yield 'Ж5\nмимо\n';
    }
    const io = { ...m.io, stdin: Readable.from(typed()) };
    expect(await main(['node', 'salvo', 'play', 'g.yaml', '--lang', 'en', '--no-charts'], io)).toBe(0);
    expect(m.stdout.match(/announcements-impossible/g)?.length).toBe(1);
    expect(m.stdout).toContain('g.yaml was changed by someone else; reloaded it (3 shots); not saved: blue: К2 -> попал. Type the shot again.');
    expect(m.stdout).toContain('g.yaml was changed by someone else; reloaded it (4 shots).\n');
    expect(m.stdout).toContain('saved shot 5: blue: Ж5 -> мимо');
    expect(await read('g.yaml')).toBe('variant: morskoy-boy\nsalvos:\n  - blue: К1 -> попал\n  - blue: К3 -> мимо\n  - red: А1 -> мимо\n  - blue: К2 -> убит\n  - blue: Ж5 -> мимо\n# checked by the referee\n');
  });

  it('cells typed for a side whose turn a hand edit ended are not taken for the other side', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: К1 -> мимо\n');
    const m = memoryIO('', {}, dir);
    async function* typed(): AsyncGenerator<string> {
      while (!m.stdout.includes('cells> ')) await new Promise((r) => setTimeout(r, 5));
      // Red's shot is added by hand (with salvo record, say) while the prompt waits for red's.
      await writeFile(join(dir, 'g.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: К1 -> мимо\n  - red: А1 -> мимо\n');
      yield 'Б1\n';
    }
    const io = { ...m.io, stdin: Readable.from(typed()) };
    expect(await main(['node', 'salvo', 'play', 'g.yaml', '--lang', 'en', '--no-charts'], io)).toBe(0);
    expect(m.stdout).toContain('g.yaml was changed by someone else; reloaded it (2 shots).\nnot taken: it is not red\'s turn any more; type the shot again\nshot 3: blue, its shot 2\ncells> ');
    expect(await read('g.yaml')).toBe('variant: morskoy-boy\nsalvos:\n  - blue: К1 -> мимо\n  - red: А1 -> мимо\n');
  });
});

describe('an announcement refused as impossible with an earlier one', () => {
  it('says where the earlier one is written and how to correct it', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: morskoy-boy\nsalvos:\n  - blue: К1 -> убит\n  - blue: К3 -> мимо\n  - red: А1 -> мимо\n');
    const r = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], 'К2\nпопал\n');
    expect(r.stdout).toContain('error announcements-impossible: shot 4: no legal fleet of red fits the announcements after shot 4; these conflict: shots 1, 4');
    expect(r.stdout).toContain(
      'not taken: type the announcement again, or undo; if shot 1 (g.yaml line 3: blue: К1 -> убит) was recorded wrong, correct it in the file, then type this one again: play reads the file again\n',
    );
  });
});

describe('a side named without its colon at the cells prompt', () => {
  it('is said to be a side, with the way to name it', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const r = await run(['play', 'p.yaml', '--lang', 'en', '--no-charts'], 'Петя а1 б1 в1\nBlue а1 б1\n');
    expect(r.stdout).not.toContain('is not a cell');
    expect(r.stdout).toContain('"Петя" is blue\'s player: to name the side, write "Петя: а1 б1 в1"\n');
    expect(r.stdout).toContain('"Blue" is a side: to name it, write "Blue: а1 б1"\n');
  });
});

describe('help at the table', () => {
  it('says how to correct a result typed wrong, the last or an earlier one, and works at the end of the game', async () => {
    await writeFile(join(dir, 'g.yaml'), 'variant: morskoy-boy\nsalvos: []\n');
    const r = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], 'help\n');
    expect(r.stdout).toContain('A result typed wrong: undo takes back the last shot (type it again after); an earlier one can be corrected in g.yaml, which play reads again before the next line.\n');
    await writeFile(join(dir, 't.yaml'), 'variant: ./tiny-variant.yaml\nsalvos:\n  - blue: A1 B1 -> boat 2 sunk\n  - red: C3 C4 -> no hits\n  - blue: D4 E4 -> raft 1 sunk\n');
    await writeFile(join(dir, 'tiny-variant.yaml'), await readFile(join(import.meta.dirname, '..', 'record', 'fixtures', 'tiny-variant.yaml'), 'utf8'));
    const over = await run(['play', 't.yaml', '--lang', 'en', '--no-charts'], 'help\nquit\n');
    expect(over.stdout).not.toContain('"help" is not undo, show, score or quit');
    expect(over.stdout).toContain('A result typed wrong: undo takes back the last salvo');
  });
});

describe('the game ending inside a turn typed at once', () => {
  // The first side's last ship left: второй's fleet all sunk but the submarine at К8.
  const sunkAllBut = `${MORSKOY_HEAD}  - первый: Б4 В4 Г4 Д4 Б6 Б7 Б8 Г8 Д8 Е8 Г2 Д2 З9 З10 Д10 Е10 Б2 К2 К4 -> попал, попал, попал, убит, попал, попал, убит, попал, попал, убит, попал, убит, попал, убит, попал, убит, убит, убит, убит\n`;

  it('results for every cell: the shots up to the last ship sunk are taken, the rest are not, without a breach', async () => {
    await writeFile(join(dir, 'g.yaml'), sunkAllBut);
    const r = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], 'К8 А1 А2\nубит, мимо, мимо\nquit\n');
    expect(r.stdout).not.toContain('after-game-end');
    expect(r.stdout).toContain('saved shot 20: первый: К8 -> убит\nthe game is over: А1 А2 not taken\n');
    expect(r.stdout).toContain('the game is over: первый (Оля) won');
  });

  it('a result at a time: the game over, the cells after it are not taken, without a breach', async () => {
    await writeFile(join(dir, 'g.yaml'), sunkAllBut);
    const r = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], 'К8 А1 А2\nубит\nquit\n');
    expect(r.stdout).not.toContain('after-game-end');
    expect(r.stdout).toContain('saved shot 20: первый: К8 -> убит\nthe game is over: А1 А2 not taken\n');
    const check = await run(['check', 'g.yaml', '--lang', 'en']);
    expect(check.stdout).toContain('no breaches in 20 shots');
  });
});

describe('Polish results at the table', () => {
  it('"Trafiony, zatopiony!" is the ship sunk for one shot, and a hit then a sinking for two typed at once', async () => {
    await writeFile(join(dir, 's.yaml'), STATKI);
    const one = await run(['play', 's.yaml', '--lang', 'en', '--no-charts'], 'A1\nTrafiony, zatopiony!\n');
    expect(one.stdout).toContain('saved shot 1: ala: A1 -> zatopiony');
    await writeFile(join(dir, 's.yaml'), STATKI);
    const two = await run(['play', 's.yaml', '--lang', 'en', '--no-charts'], 'A1 A2\ntrafiony, zatopiony\n');
    expect(two.stdout).toContain('saved shot 1: ala: A1 -> trafiony\nsaved shot 2: ala: A2 -> zatopiony');
  });
});

describe('an impossible announcement with many earlier salvos in the conflict', () => {
  it('names them by line, in one short line', async () => {
    await copyFile(join(import.meta.dirname, 'fixtures', 'perelman-short-salvo.yaml'), join(dir, 'p.yaml'));
    const r = await run(['play', 'p.yaml', '--lang', 'en', '--no-charts'], 'е7 к10\nчетырёхклеточный\n');
    const hint = r.stdout.split('\n').find((l) => l.startsWith('not taken: type the announcement again, or undo'));
    expect(hint).toMatch(/^not taken: type the announcement again, or undo; if one of salvos (\d+ \(line \d+\), ){3,}\d+ \(line \d+\) in p\.yaml was recorded wrong, correct it in the file, then type this one again: play reads the file again$/u);
  });
});

describe('asking whose turn it is', () => {
  it('is answered in words, in English, Russian or Polish, as the prompt says it', async () => {
    await writeFile(join(dir, 'p.yaml'), 'variant: perelman\nsides: { blue: Петя, red: Вася }\nsalvos:\n  - blue: а1 б1 в1 -> госпиталь\n  - red: а1 б1 в1 -> попаданий нет\n');
    const r = await run(['play', 'p.yaml', '--no-charts'], 'whose turn?\nчей ход?\nCzyja kolej?\nturn\n');
    expect(r.stdout).not.toContain('is not a cell');
    const answers = r.stdout.split('\n').filter((l) => l.startsWith('сейчас: '));
    expect(answers).toEqual(Array.from({ length: 4 }, () => 'сейчас: залп 3: сторона «Красные» (Вася), её залп № 2, 3 выстрела (осталось 57 из 60) — ещё раз: сторона «Синие» (Петя) пропускает ход за попадание в корабль «госпиталь»'));
    // Said once: the answer, then the prompt for the cells, not the turn line over again.
    const lines = r.stdout.split('\n');
    const turnLine = answers[0]!.slice('сейчас: '.length);
    expect(lines.filter((l) => l === turnLine)).toHaveLength(1);
    for (const [k, l] of lines.entries()) if (l.startsWith('сейчас: ')) expect(lines[k + 1]).toMatch(/^клетки> /u);
    const help = await run(['play', 'p.yaml', '--lang', 'en', '--no-charts'], 'help\n');
    expect(help.stdout).toContain('Commands: undo (take back the last salvo), show (the charts), turn (whose turn it is, and which salvo), result (the announcement of the last salvo, if skipped), help, quit (or q).');
  });
});

describe('a salvo whose announcement was skipped', () => {
  it('is given it later in the same session with result, while it is the last salvo; after that, where to write it is said', async () => {
    await writeFile(join(dir, 'g.yaml'), `${MORSKOY_HEAD}  - первый: В7 -> мимо\n  - второй: Е8\n`);
    const r = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], ['skip', 'show', 'result', 'попал', 'result', ''].join('\n'));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('shot 2 left without its announcement: type "result" to give it while it is the last shot\n');
    expect(r.stdout.split('has no announcement yet').length - 1).toBe(2);
    expect(r.stdout).toContain('saved shot 2: второй: Е8 -> попал');
    expect(r.stdout).toContain('every shot has its announcement (undo takes back the last one, to type it again)');
    expect(await read('g.yaml')).toBe(`${MORSKOY_HEAD}  - первый: В7 -> мимо\n  - второй: Е8 -> попал\n`);
  });

  it('fired past, is not asked for again in the session until "result", then asked for by its number', async () => {
    await writeFile(join(dir, 'g.yaml'), `${MORSKOY_HEAD}  - первый: В7 -> мимо\n  - второй: Е8\n`);
    const r = await run(['play', 'g.yaml', '--lang', 'en', '--no-charts'], ['skip', 'А1', '', 'result', '', 'quit'].join('\n'));
    expect(r.stdout).toContain('saved shot 3:');
    const asked = 'shot 2 (второй: Е8) has no announcement yet, and shots were fired after it; type it, or "later" to leave it so for now';
    expect(r.stdout.indexOf(asked)).toBeGreaterThan(r.stdout.indexOf('cells> result'));
    expect(r.stdout).toContain('saved shot 2: второй: Е8 -> попал');
  });
});
