/**
 * `note <text>` (`примечание`, `uwaga`) at play's cells prompt: the note written on the last salvo
 * recorded, as `record --note` writes it, and said back; not read as cells, one "not a cell" error
 * per word. The word alone, or before any salvo, is one clear message; nothing is written.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-play-note-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('a note typed in play', () => {
  it('is written as record --note writes it (the same file), and said back', async () => {
    await run(['new', 'classic-salvo', '-o', 'a.yaml']);
    await run(['new', 'classic-salvo', '-o', 'b.yaml']);
    const r = await run(['play', 'a.yaml', '--no-charts'], ['A1 A2 A3 A4 A5', 'no hits', 'note called loudly', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('> note called loudly\nnote written on salvo 1: called loudly\n');
    expect(r.stdout + r.stderr).not.toMatch(/not a cell/u);
    const rec = await run(['record', 'b.yaml', 'blue', 'A1', 'A2', 'A3', 'A4', 'A5', '-r', 'no hits', '--note', 'called loudly']);
    expect(rec.code, rec.stderr).toBe(0);
    const a = await readFile(join(dir, 'a.yaml'), 'utf8');
    expect(a).toContain('    note: called loudly\n');
    expect(a).toBe(await readFile(join(dir, 'b.yaml'), 'utf8'));
  });

  it('in Russian: before any salvo and alone, one message each; a second note kept after the first', async () => {
    await run(['new', 'perelman', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    const input = ['примечание громко', 'а1 б2 в3', 'мимо', 'примечание: назвал громко', 'примечание', 'note второе', 'quit'];
    const r = await run(['play', 'p.yaml', '--no-charts'], input.join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('клетки> примечание громко\nещё нет ни одного залпа, к которому записать примечание: наберите его после первого залпа\n');
    expect(r.stdout).toContain('клетки> примечание: назвал громко\nпримечание к залпу 1 записано: назвал громко\n');
    expect(r.stdout).toContain('клетки> примечание\nнаберите примечание после слова, в одной строке: примечание назвал громко (оно записывается к последнему залпу)\n');
    expect(r.stdout).toContain('клетки> note второе\nпримечание к залпу 1 записано: назвал громко; второе\n');
    expect(r.stdout + r.stderr).not.toMatch(/не клетка|cell-/u);
    expect(await readFile(join(dir, 'p.yaml'), 'utf8')).toMatch(/salvos:\n {2}- blue: а1 б2 в3 -> попаданий нет\n {4}note: назвал громко; второе\n$/u);
  });

  it('in Polish, on a shot left without its result (później)', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const r = await run(['play', 's.yaml', '--no-charts'], ['a1', 'później', 'uwaga wywołane głośno', 'quit'].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('> uwaga wywołane głośno\nzapisano notatkę przy strzale 1: wywołane głośno\n');
    expect(await readFile(join(dir, 's.yaml'), 'utf8')).toMatch(/salvos:\n {2}- blue: A1\n {4}note: wywołane głośno\n$/u);
  });

  it('help names the command in each language', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    const pl = await run(['play', 's.yaml', '--no-charts'], 'help\nquit\n');
    expect(pl.stdout).toContain('uwaga <tekst> albo note <tekst> — notatka przy ostatnim strzale (przy pytaniu o wynik — przy tym strzale), zapisana w s.yaml, jak zapisuje ją record --note.\n');
    const en = await run(['play', 's.yaml', '--no-charts', '--lang', 'en'], 'help\nquit\n');
    expect(en.stdout).toContain('note <text>: a note on the last shot (at the result prompt, on the shot asked about), written in s.yaml as record --note writes it.\n');
  });
});
