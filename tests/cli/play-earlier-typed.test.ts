/**
 * A result typed at `salvo play`'s prompt for a salvo without its announcement (an earlier salvo,
 * or the last one left so last time) that is not taken — it does not read, or a later salvo no
 * longer stands after it — is not lost when the session ends before the salvo is given one (the
 * end of input, `quit`): it is kept in that salvo's note, as play keeps a result typed for new
 * cells, the rest of the file byte for byte. The next session says it when it asks again.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { writePlayNote } from '../../src/cli/commands/play-notes.js';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { readRecordFile } from '../../src/record/store.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-earlier-typed-'));
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);
const read = (name: string) => readFile(join(dir, name), 'utf8');

/** The record in `file` read as salvo reads it: no error, and its salvos' notes. */
async function notesOf(file: string): Promise<(string | undefined)[]> {
  const f = await readRecordFile(join(dir, file), loadRecordVariant, file);
  expect(f.ok).toBe(true);
  if (!f.ok) return [];
  expect(f.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return f.record.salvos.map((s) => s.note);
}

const CLASSIC = [
  '# our game',
  'variant: classic-salvo',
  'sides:',
  '  blue: Ann',
  '  red: Ben',
  'salvos:',
  '  - blue: A1 B2 C3 D4 E5   # first salvo',
  '  - red: A1 B2 C3 D4 E5 -> miss, miss, miss, miss, miss',
  '',
].join('\n');

/** A Морской бой record: Петя's А1 without its result, then Вася's Б1 (a hit for А1 would make it out of turn). */
async function morskoy(file: string): Promise<string> {
  await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', file]);
  await run(['record', file, 'blue', 'А1']);
  await run(['record', file, 'red', 'Б1', '-r', 'мимо']);
  return read(file);
}

describe('a result not taken at the prompt for an earlier salvo', () => {
  it('is kept in that salvo\'s note when input ends, the other lines as they were (English)', async () => {
    await writeFile(join(dir, 'g.yaml'), CLASSIC);
    const r = await run(['play', 'g.yaml', '--no-charts'], 'blah\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('the result typed for salvo 1 ("blah") was not taken: it is kept in the salvo\'s note, and the next session asks for its announcement again\n');
    const note = writePlayNote({ ended: true, changed: false, result: 'blah' }, 'en');
    expect(note).toBe('announcement not recorded (the session ended); result typed: blah');
    // One line more, under salvo 1's; every other line byte for byte, its comment too.
    expect(await read('g.yaml')).toBe(CLASSIC.replace('# first salvo\n', `# first salvo\n    note: "${note}"\n`));
    expect(await notesOf('g.yaml')).toEqual([note, undefined]);
    // The next session says what was typed, and once given, the note goes and the file is as before but for the result.
    const again = await run(['play', 'g.yaml', '--no-charts'], 'miss, miss, miss, miss, miss\nquit\n');
    expect(again.stdout).toContain('salvo 1 (blue: A1 B2 C3 D4 E5) has no announcement yet (result typed: blah), and salvos were fired after it;');
    expect(await read('g.yaml')).toBe(CLASSIC.replace('E5   # first', 'E5 -> miss, miss, miss, miss, miss   # first'));
  });

  it('is kept in Russian when it breaks a later salvo and the player quits', async () => {
    const before = await morskoy('m.yaml');
    const r = await run(['play', 'm.yaml', '--no-charts'], 'попал\nquit\n');
    // The referee's line in Russian, as `salvo check` says it.
    expect(r.stdout).toContain('ответ> попал\nошибка out-of-turn: выстрел 2: выстрел 1 стороны «Второй игрок» сделан не в свою очередь: был ход стороны «Первый игрок» [правило: очерёдность ходов; ожидалось: «Первый игрок»; записано: «Второй игрок»]\n');
    expect(r.stdout).toContain('ответ, набранный на выстрел 1 («попал»), не принят: он сохранён в примечании к выстрелу, и в следующий раз play снова спросит этот ответ\n');
    const note = 'ответ не записан (игра прервана); набранный ответ: попал';
    expect(writePlayNote({ ended: true, changed: false, result: 'попал' }, 'ru')).toBe(note);
    expect(await read('m.yaml')).toBe(before.replace('  - blue: А1\n', `  - blue: А1\n    note: "${note}"\n`));
    expect(await notesOf('m.yaml')).toEqual([note, undefined]);
    const again = await run(['play', 'm.yaml', '--no-charts'], 'мимо\nquit\n');
    expect(again.stdout).toContain('у выстрела 1 (Петя: А1) ещё нет ответа (набранный ответ: попал), а после него стреляли ещё;');
    expect(again.stdout).toContain('записан выстрел 1: Петя: А1 -> мимо\n');
    expect(await read('m.yaml')).toBe(before.replace('  - blue: А1\n', '  - blue: А1 -> мимо\n'));
  });

  it('only the last one typed is kept; one taken after it leaves nothing behind', async () => {
    const before = await morskoy('m.yaml');
    await run(['play', 'm.yaml', '--no-charts'], 'попал\nблабла\n');
    expect(await notesOf('m.yaml')).toEqual([writePlayNote({ ended: true, changed: false, result: 'блабла' }, 'ru'), undefined]);
    await writeFile(join(dir, 'm.yaml'), before);
    const r = await run(['play', 'm.yaml', '--no-charts'], 'попал\nмимо\n');
    expect(r.stdout).not.toContain('сохранён в примечании');
    expect(await read('m.yaml')).toBe(before.replace('  - blue: А1\n', '  - blue: А1 -> мимо\n'));
  });

  it('"later" leaves the salvo as it is, as it says (Polish)', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    await run(['record', 's.yaml', 'blue', 'A1']);
    await run(['record', 's.yaml', 'red', 'B1', '-r', 'pudło']);
    const before = await read('s.yaml');
    const r = await run(['play', 's.yaml', '--no-charts'], 'trafiony\npóźniej\nquit\n');
    expect(r.stdout).toContain('nie przyjęto');
    expect(r.stdout).toContain('strzał 1 zostaje na razie bez wyniku');
    expect(await read('s.yaml')).toBe(before);
  });

  it('is said in Polish where it is kept', async () => {
    await run(['new', 'statki', '--players', 'Ala,Tomek', '-o', 's.yaml']);
    await run(['record', 's.yaml', 'blue', 'A1']);
    await run(['record', 's.yaml', 'red', 'B1', '-r', 'pudło']);
    const r = await run(['play', 's.yaml', '--no-charts'], 'trafiony\n');
    expect(r.stdout).toContain('wynik wpisany dla strzału 1 („trafiony”) nie został przyjęty: zachowano go w notatce strzału, a następnym razem play znów o niego zapyta\n');
    expect(await notesOf('s.yaml')).toEqual(['wynik niezapisany (gra przerwana); wpisany wynik: trafiony', undefined]);
  });

  it('undo there takes back the last salvo, and the result typed for the earlier one is still kept', async () => {
    const before = await morskoy('m.yaml');
    const r = await run(['play', 'm.yaml', '--no-charts'], 'попал\nundo\n');
    expect(r.stdout).toContain('убран выстрел 2');
    // Salvo 1 is the last now, and still without its result: what was typed for it is in its note.
    const note = 'ответ не записан (игра прервана); набранный ответ: попал';
    expect(await read('m.yaml')).toBe(before.replace('  - red: Б1 -> мимо\n', '').replace('  - blue: А1\n', `  - blue: А1\n    note: "${note}"\n`));
    expect(await notesOf('m.yaml')).toEqual([note]);
  });

  it("keeps the player's own note beside it, and after the result is given", async () => {
    await writeFile(join(dir, 'g.yaml'), CLASSIC.replace('# first salvo\n', '# first salvo\n    note: called loudly\n'));
    await run(['play', 'g.yaml', '--no-charts'], 'blah\n');
    const kept = 'announcement not recorded (the session ended); result typed: blah; called loudly';
    expect(await read('g.yaml')).toBe(CLASSIC.replace('# first salvo\n', `# first salvo\n    note: "${kept}"\n`));
    await run(['play', 'g.yaml', '--no-charts'], 'miss, miss, miss, miss, miss\nquit\n');
    expect(await read('g.yaml')).toBe(CLASSIC.replace('E5   # first salvo\n', 'E5 -> miss, miss, miss, miss, miss   # first salvo\n    note: called loudly\n'));
  });
});

describe("the player's own words after play's note", () => {
  it('stay when the salvo is given its announcement, at the last salvo too', async () => {
    const note = 'announcement not recorded (the session ended); result typed: blah; called loudly';
    await writeFile(join(dir, 'g.yaml'), `${CLASSIC}  - blue: F1 F2 F3 F4 F5\n    note: "${note}"\n`);
    await run(['play', 'g.yaml', '--no-charts'], 'later\nmiss, miss, miss, miss, miss\nquit\n');
    expect(await notesOf('g.yaml')).toEqual([undefined, undefined, 'called loudly']);
  });
});

describe("the salvo's note lines", () => {
  it('a note of several lines is written anew as one, the lines around it as they were', async () => {
    const own = '    note: |\n      line one\n\n      line two\n\n';
    await writeFile(join(dir, 'g.yaml'), CLASSIC.replace('# first salvo\n', `# first salvo\n${own}`));
    await run(['play', 'g.yaml', '--no-charts'], 'blah\n');
    const kept = 'announcement not recorded (the session ended); result typed: blah; line one\\n\\nline two\\n';
    expect(await read('g.yaml')).toBe(CLASSIC.replace('# first salvo\n', `# first salvo\n    note: "${kept}"\n\n`));
    expect(await notesOf('g.yaml')).toEqual(['announcement not recorded (the session ended); result typed: blah; line one\n\nline two\n', undefined]);
    await run(['play', 'g.yaml', '--no-charts'], 'miss, miss, miss, miss, miss\n');
    expect(await notesOf('g.yaml')).toEqual(['line one\n\nline two\n', undefined]);
  });

  it('a note after forced: true (or a comment) is written in place, no backup, the rest byte for byte', async () => {
    const own = '    forced: true\n    # said twice\n    note: called loudly\n';
    const before = CLASSIC.replace('# first salvo\n', `# first salvo\n${own}`);
    await writeFile(join(dir, 'g.yaml'), before);
    const r = await run(['play', 'g.yaml', '--no-charts'], 'blah\n');
    expect(r.stdout).not.toContain('.bak');
    const kept = 'announcement not recorded (the session ended); result typed: blah; called loudly';
    expect(await read('g.yaml')).toBe(before.replace('note: called loudly', `note: "${kept}"`));
    await expect(readFile(join(dir, 'g.yaml.bak'), 'utf8')).rejects.toThrow();
    // Given its announcement, play's note goes and the player's stays where it was.
    await run(['play', 'g.yaml', '--no-charts'], 'miss, miss, miss, miss, miss\n');
    expect(await read('g.yaml')).toBe(before.replace('E5   # first', 'E5 -> miss, miss, miss, miss, miss   # first'));
    await expect(readFile(join(dir, 'g.yaml.bak'), 'utf8')).rejects.toThrow();
  });

  it('a note added to a salvo with forced: true goes under the salvo, forced kept', async () => {
    const before = CLASSIC.replace('# first salvo\n', '# first salvo\n    forced: true\n');
    await writeFile(join(dir, 'g.yaml'), before);
    await run(['play', 'g.yaml', '--no-charts'], 'blah\n');
    expect(await read('g.yaml')).toBe(before.replace('# first salvo\n', '# first salvo\n    note: "announcement not recorded (the session ended); result typed: blah"\n'));
    await expect(readFile(join(dir, 'g.yaml.bak'), 'utf8')).rejects.toThrow();
  });

  it('a file with CRLF line ends keeps them', async () => {
    const crlf = CLASSIC.replaceAll('\n', '\r\n');
    await writeFile(join(dir, 'g.yaml'), crlf);
    await run(['play', 'g.yaml', '--no-charts'], 'blah\n');
    expect(await read('g.yaml')).toBe(crlf.replace('# first salvo\r\n', '# first salvo\r\n    note: "announcement not recorded (the session ended); result typed: blah"\r\n'));
  });
});

describe('a result not taken at the prompt for the last salvo left without one', () => {
  it('is kept in its note when input ends, beside what the note said', async () => {
    await run(['new', 'morskoy-boy', '--players', 'Петя,Вася', '-o', 'p.yaml']);
    await run(['play', 'p.yaml', '--no-charts'], 'А1 А2\n');
    const before = await read('p.yaml');
    expect(before).toContain('  - blue: А1\n    note: "ответ не записан (игра прервана); следующие клетки: А2"\n');
    const r = await run(['play', 'p.yaml', '--no-charts'], 'блабла\n');
    expect(r.stdout).toContain('ответ, набранный на выстрел 1 («блабла»), не принят');
    const note = 'ответ не записан (игра прервана); набранный ответ: блабла; следующие клетки: А2';
    expect(await read('p.yaml')).toBe(before.replace(/note: .*\n/u, `note: "${note}"\n`));
    expect(await notesOf('p.yaml')).toEqual([note]);
  });
});

describe('a result typed for an earlier salvo as the file was changed by hand', () => {
  it('is kept in its note, marked so, when input ends before it is typed again', async () => {
    const before = await morskoy('m.yaml');
    // A comment added by hand while the prompt waits: the answer is not judged, and input ends.
    const edited = before.replace('salvos:\n', '# edited\nsalvos:\n');
    const m = memoryIO('', {}, dir);
    async function* typed(): AsyncGenerator<string> {
      while (!m.stdout.includes('ответ> ')) await new Promise((r) => setTimeout(r, 5));
      await writeFile(join(dir, 'm.yaml'), edited);
      yield 'мимо\n';
    }
    expect(await main(['node', 'salvo', 'play', 'm.yaml', '--no-charts'], { ...m.io, stdin: Readable.from(typed()) })).toBe(0);
    expect(m.stdout).toContain('не сохранено: Петя: А1 -> мимо');
    const note = 'ответ не записан (игра прервана); набран, когда файл меняли вручную; набранный ответ: мимо';
    expect(await read('m.yaml')).toBe(edited.replace('  - blue: А1\n', `  - blue: А1\n    note: "${note}"\n`));
  });

  it('is kept beside the file when a hand edit left it with errors as the session ends', async () => {
    const before = await morskoy('m.yaml');
    const broken = before.replace('  - red: Б1 -> мимо\n', '  - red: Б1 -> ???\n');
    const m = memoryIO('', {}, dir);
    async function* typed(): AsyncGenerator<string> {
      yield 'попал\n';
      while (!m.stdout.includes('не принято')) await new Promise((r) => setTimeout(r, 5));
      await writeFile(join(dir, 'm.yaml'), broken);
    }
    expect(await main(['node', 'salvo', 'play', 'm.yaml', '--no-charts'], { ...m.io, stdin: Readable.from(typed()) })).toBe(0);
    expect(await read('m.yaml')).toBe(broken);
    expect(await read('m.yaml.unsaved')).toContain('  - blue: А1\n    note: "ответ не записан (игра прервана); набран, когда файл меняли вручную; набранный ответ: попал"\n');
  });
});
