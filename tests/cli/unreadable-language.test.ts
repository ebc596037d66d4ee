/**
 * A record that cannot be read at all (not there, not UTF-8, too large, a YAML error, a second
 * game appended) is said in the language given with --lang, else in the one its own lines give:
 * a `language:` line, or, where there is none, the first language of the variant its `variant:`
 * line names (as a record read whole is said). English as it was, byte for byte, with --lang en
 * and where the lines say no other language; the JSON of the commands other than check stays English.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-unreadable-'));
  // A Windows-1251 byte (Е) in a Perelman record, a Windows-1250 one (ł) in a Statki record without a language line.
  await writeFile(join(dir, 'cp-ru.yaml'), Buffer.from([...Buffer.from('variant: perelman\nlanguage: ru\nsalvos:\n  - синие: ', 'utf8'), 0xc5, ...Buffer.from('1 -> мимо\n', 'utf8')]));
  await writeFile(join(dir, 'cp-pl.yaml'), Buffer.from([...Buffer.from('variant: statki\nsalvos:\n  - blue: A1 -> pud', 'utf8'), 0xb3, ...Buffer.from('o\n', 'utf8')]));
  await writeFile(join(dir, 'big-pl.yaml'), `variant: statki\nlanguage: pl\n# ${'x'.repeat(300 * 1024)}\nsalvos: []\n`);
  await writeFile(join(dir, 'quote-pl.yaml'), 'variant: statki\nlanguage: pl\nsalvos:\n  - ala: "A1 -> pudło\n');
  await writeFile(join(dir, 'quote-mb.yaml'), 'variant: morskoy-boy\nsalvos:\n  - первый: "А1 -> мимо\n');
  await writeFile(join(dir, 'quote-en.yaml'), 'variant: morskoy-boy\nlanguage: en\nsalvos:\n  - blue: "А1 -> miss\n');
  await writeFile(join(dir, 'quote-jutland.yaml'), 'variant: jutland\nsalvos:\n  - blue: "A1 -> no hits\n');
  await writeFile(join(dir, 'two-pl.yaml'), 'variant: statki\nsalvos:\n  - blue: A1 -> pudło\n# drugi\nvariant: statki\nsalvos: []\n');
});
const run = (args: string[], input = '') => runSalvo(dir, args, input);

const NO_FILE_EN =
  "nope.yaml: error no-such-file: no such file: there is no game record nope.yaml (looked for DIR/nope.yaml) (check the path, or start a record with 'salvo new <variant> -o nope.yaml')\n";

describe('a record that is not there', () => {
  it('is said in the language --lang gives, in each command that takes it; English without it, as it was', async () => {
    const en = await run(['check', 'nope.yaml']);
    expect(en.code).toBe(1);
    expect(en.stderr).toBe(NO_FILE_EN.replace('DIR', dir));
    expect((await run(['check', 'nope.yaml', '--lang', 'en'])).stderr).toBe(NO_FILE_EN.replace('DIR', dir));
    const ru = await run(['check', 'nope.yaml', '--lang', 'ru']);
    expect(ru.stderr).toBe(`nope.yaml: ошибка no-such-file: нет такого файла: записи партии nope.yaml нет (искали ${dir}/nope.yaml) (проверьте путь или начните запись: 'salvo new <вариант> -o nope.yaml')\n`);
    const pl = await run(['check', 'nope.yaml', '--lang', 'pl']);
    expect(pl.stderr).toBe(`nope.yaml: błąd no-such-file: nie ma takiego pliku: nie ma zapisu gry nope.yaml (szukano ${dir}/nope.yaml) (sprawdź ścieżkę albo zacznij zapis: 'salvo new <wariant> -o nope.yaml')\n`);
    for (const command of [['show'], ['infer'], ['suggest'], ['analyze'], ['record', 'nope.yaml', 'blue', 'A1'], ['play']]) {
      const args = command.length > 1 ? command : [command[0]!, 'nope.yaml'];
      const r = await run([...args, '--lang', 'ru']);
      expect(r.code, command[0]).toBe(1);
      expect(r.stderr, command[0]).toContain('nope.yaml: ошибка no-such-file: нет такого файла: записи партии nope.yaml нет');
    }
  });

  it('a name near one that is there is offered in the language', async () => {
    await writeFile(join(dir, 'near.yaml'), 'variant: statki\nsalvos: []\n');
    const r = await run(['check', 'near.yml', '--lang', 'pl']);
    expect(r.stderr).toBe(`near.yml: błąd no-such-file: nie ma takiego pliku: nie ma zapisu gry near.yml (szukano ${dir}/near.yml) (czy chodziło o near.yaml?)\n`);
  });
});

describe('a record that is not UTF-8', () => {
  it("is said in its language: line's language, or its variant's where it has none", async () => {
    const ru = await run(['check', 'cp-ru.yaml']);
    expect(ru.stderr).toBe('cp-ru.yaml:4:12: ошибка not-utf8: файл — не текст в UTF-8: байт 0xC5 не читается (файл сохранён в Windows-1250 или Windows-1251?) (сохраните файл в своём редакторе в кодировке UTF-8)\n');
    const pl = await run(['check', 'cp-pl.yaml']);
    expect(pl.stderr).toBe('cp-pl.yaml:3:20: błąd not-utf8: plik nie jest tekstem w UTF-8: bajtu 0xB3 nie da się odczytać (plik zapisany w Windows-1250 albo Windows-1251?) (zapisz plik w edytorze w kodowaniu UTF-8)\n');
    const en = await run(['check', 'cp-pl.yaml', '--lang', 'en']);
    expect(en.stderr).toBe('cp-pl.yaml:3:20: error not-utf8: the file is not UTF-8 text: byte 0xB3 cannot be read (a file saved as Windows-1250 or Windows-1251?) (save the file as UTF-8 in your editor)\n');
  });
});

describe('a record too large', () => {
  it('is said in the language its line gives, or --lang', async () => {
    const pl = await run(['check', 'big-pl.yaml']);
    expect(pl.stderr).toBe('big-pl.yaml:1:1: błąd file-too-large: plik ma 307243 bajty; limit to 262144 (plik wariantu lub zapisu ma kilka kilobajtów; sprawdź, czy to właściwy plik)\n');
    const ru = await run(['check', 'big-pl.yaml', '--lang', 'ru']);
    expect(ru.stderr).toBe('big-pl.yaml:1:1: ошибка file-too-large: в файле 307243 байта; предел — 262144 (файл варианта или записи занимает несколько килобайт; проверьте, тот ли это файл)\n');
    const en = await run(['check', 'big-pl.yaml', '--lang', 'en']);
    expect(en.stderr).toBe('big-pl.yaml:1:1: error file-too-large: the file has 307243 bytes; the limit is 262144 (a variant or record file is a few kilobytes; check that this is the right file)\n');
  });
});

describe('a record whose YAML cannot be read', () => {
  it("is said in its language: line's language, else its variant's first; English where they say English", async () => {
    const pl = await run(['check', 'quote-pl.yaml']);
    expect(pl.stderr).toBe('quote-pl.yaml:4:10: błąd yaml-syntax: ten cudzysłów nie jest nigdzie zamknięty (zamknij cudzysłów na końcu tekstu albo usuń cudzysłowy)\n');
    const mb = await run(['check', 'quote-mb.yaml']);
    expect(mb.stderr).toBe('quote-mb.yaml:3:13: ошибка yaml-syntax: эта кавычка нигде не закрыта (закройте кавычку в конце текста или уберите кавычки)\n');
    const english = 'this quote is never closed (close the quote at the end of its text, or leave the quotes out)\n';
    expect((await run(['check', 'quote-en.yaml'])).stderr).toBe(`quote-en.yaml:4:11: error yaml-syntax: ${english}`);
    expect((await run(['check', 'quote-jutland.yaml'])).stderr).toBe(`quote-jutland.yaml:3:11: error yaml-syntax: ${english}`);
    expect((await run(['check', 'quote-mb.yaml', '--lang', 'en'])).stderr).toBe(`quote-mb.yaml:3:13: error yaml-syntax: ${english}`);
    // --lang over the record's own line.
    expect((await run(['check', 'quote-en.yaml', '--lang', 'pl'])).stderr).toBe('quote-en.yaml:4:11: błąd yaml-syntax: ten cudzysłów nie jest nigdzie zamknięty (zamknij cudzysłów na końcu tekstu albo usuń cudzysłowy)\n');
    // From standard input.
    const stdin = await run(['show', '-'], 'variant: jutland\nsalvos:\n  - blue: "A1\n');
    expect(stdin.stderr).toBe(`<stdin>:3:11: error yaml-syntax: ${english}`);
    expect((await run(['show', '-', '--lang', 'ru'], 'variant: jutland\nsalvos:\n  - blue: "A1\n')).stderr).toBe('<stdin>:3:11: ошибка yaml-syntax: эта кавычка нигде не закрыта (закройте кавычку в конце текста или уберите кавычки)\n');
  });

  it('check --json gives the message in the language; record --json and show --json stay English', async () => {
    const doc = JSON.parse((await run(['check', 'quote-pl.yaml', '--json'])).stdout) as { violations: { code: string; message: string; suggestion: string }[] };
    expect(doc.violations.map((v) => [v.code, v.message, v.suggestion])).toEqual([['yaml-syntax', 'ten cudzysłów nie jest nigdzie zamknięty', 'zamknij cudzysłów na końcu tekstu albo usuń cudzysłowy']]);
    const show = await run(['show', 'quote-pl.yaml', '--json']);
    expect(show.stderr).toBe('quote-pl.yaml:4:10: error yaml-syntax: this quote is never closed (close the quote at the end of its text, or leave the quotes out)\n');
    const record = await run(['record', 'quote-pl.yaml', 'ala', 'B2', '--json']);
    // Under it, that nothing was recorded (English, as the JSON is).
    expect(record.stderr).toBe('quote-pl.yaml:4:10: error yaml-syntax: this quote is never closed (close the quote at the end of its text, or leave the quotes out)\nsalvo: nothing recorded; quote-pl.yaml is unchanged\n');
  });

  it('record, play, infer and analyze say it as check does', async () => {
    const line = 'quote-pl.yaml:4:10: błąd yaml-syntax: ten cudzysłów nie jest nigdzie zamknięty (zamknij cudzysłów na końcu tekstu albo usuń cudzysłowy)\n';
    // record says under it that nothing was recorded, in the same language.
    expect((await run(['record', 'quote-pl.yaml', 'ala', 'B2'])).stderr).toBe(`${line}salvo: nic nie zapisano; quote-pl.yaml bez zmian\n`);
    expect((await run(['play', 'quote-pl.yaml', '--no-charts'], 'quit\n')).stderr).toBe(line);
    expect((await run(['infer', 'quote-pl.yaml'])).stderr).toBe(line);
    expect((await run(['analyze', 'quote-pl.yaml'])).stderr).toBe(line);
  });
});

describe('a second game appended', () => {
  it("is said in the language of the record's variant (Statki: Polish), in English with --lang en", async () => {
    const pl = await run(['check', 'two-pl.yaml']);
    expect(pl.stderr).toBe(
      'two-pl.yaml:4:1: błąd record-second-game: tu zaczyna się druga gra (jej „variant:” w wierszu 5), dopisana po pierwszej, tak jak dopisuje ją \'salvo new … >> two-pl.yaml\': zapis zawiera jedną grę ' +
        '(przenieś wiersze 4–6 do osobnego zapisu albo je usuń; \'salvo new <wariant> -o <nowy plik>\' zaczyna grę w nowym pliku)\n',
    );
    const en = await run(['check', 'two-pl.yaml', '--lang', 'en']);
    expect(en.stderr).toBe(
      'two-pl.yaml:4:1: error record-second-game: a second game starts here (its "variant:" on line 5), added after the first as "salvo new … >> two-pl.yaml" adds one: a record holds one game ' +
        '(move lines 4–6 into a record of their own, or remove them; "salvo new <variant> -o <new file>" starts a game in a new file)\n',
    );
  });
});

describe('a folder given for a record, and a variant file that cannot be read for a pad (not there, a folder)', () => {
  it('a folder is said in --lang', async () => {
    const { mkdir } = await import('node:fs/promises');
    await mkdir(join(dir, 'games.yaml'), { recursive: true });
    expect((await run(['check', 'games.yaml', '--lang', 'ru'])).stderr).toBe('games.yaml: ошибка not-a-file: games.yaml — папка, а не запись партии (укажите путь к записи .yaml)\n');
    expect((await run(['check', 'games.yaml', '--lang', 'pl'])).stderr).toBe('games.yaml: błąd not-a-file: games.yaml to folder, a nie zapis gry (podaj ścieżkę do zapisu .yaml)\n');
    expect((await run(['check', 'games.yaml'])).stderr).toBe('games.yaml: error not-a-file: games.yaml is a folder, not a game record (give the path of a .yaml record)\n');
  });

  it("pad says a variant file's YAML error, and a template not there, in --lang's language; English without it", async () => {
    await writeFile(join(dir, 'broken-variant.yaml'), 'id: x\nname: "X\n');
    expect((await run(['pad', 'broken-variant.yaml', '--lang', 'ru', '-o', '-'])).stderr).toBe('broken-variant.yaml:2:7: ошибка yaml-syntax: эта кавычка нигде не закрыта (закройте кавычку в конце текста или уберите кавычки)\n');
    expect((await run(['pad', 'broken-variant.yaml', '--lang', 'pl', '-o', '-'])).stderr).toBe('broken-variant.yaml:2:7: błąd yaml-syntax: ten cudzysłów nie jest nigdzie zamknięty (zamknij cudzysłów na końcu tekstu albo usuń cudzysłowy)\n');
    expect((await run(['pad', 'broken-variant.yaml', '-o', '-'])).stderr).toBe('broken-variant.yaml:2:7: error yaml-syntax: this quote is never closed (close the quote at the end of its text, or leave the quotes out)\n');
    expect((await run(['pad', 'perelmann', '--lang', 'ru', '-o', '-'])).stderr).toMatch(/^ошибка unknown-variant: «perelmann» — не встроенный шаблон и не файл \(может быть, perelman\?/u);
  });

  it("pad says a variant file not there, or a folder, in --lang's language; English as it was without it and with --lang en", async () => {
    const ru = await run(['pad', 'nothere.yaml', '--lang', 'ru', '-o', '-']);
    expect(ru.code).toBe(1);
    expect(ru.stdout).toBe('');
    expect(ru.stderr).toBe(`nothere.yaml: ошибка no-such-file: нет такого файла: файла варианта nothere.yaml нет (искали ${dir}/nothere.yaml) (проверьте путь или посмотрите встроенные шаблоны: 'salvo variants')\n`);
    const pl = await run(['pad', 'nothere.yaml', '--lang', 'pl', '-o', '-']);
    expect(pl.code).toBe(1);
    expect(pl.stderr).toBe(`nothere.yaml: błąd no-such-file: nie ma takiego pliku: nie ma pliku wariantu nothere.yaml (szukano ${dir}/nothere.yaml) (sprawdź ścieżkę albo zobacz wbudowane szablony: 'salvo variants')\n`);
    // English as a record not there is said (check), where it was 'salvo: no such file: /abs/nothere.yaml (…)'.
    const en = `nothere.yaml: error no-such-file: no such file: there is no variant file nothere.yaml (looked for ${dir}/nothere.yaml) (check the path, or run 'salvo variants' for the built-in templates)\n`;
    expect((await run(['pad', 'nothere.yaml', '-o', '-'])).stderr).toBe(en);
    expect((await run(['pad', 'nothere.yaml', '--lang', 'en', '-o', '-'])).stderr).toBe(en);
    const { mkdir } = await import('node:fs/promises');
    await mkdir(join(dir, 'variants.yaml'), { recursive: true });
    expect((await run(['pad', 'variants.yaml', '--lang', 'ru', '-o', '-'])).stderr).toBe('variants.yaml: ошибка not-a-file: variants.yaml — папка, а не файл варианта (укажите путь к файлу .yaml)\n');
    expect((await run(['pad', 'variants.yaml', '--lang', 'pl', '-o', '-'])).stderr).toBe('variants.yaml: błąd not-a-file: variants.yaml to folder, a nie plik wariantu (podaj ścieżkę do pliku .yaml)\n');
    expect((await run(['pad', 'variants.yaml', '-o', '-'])).stderr).toBe('variants.yaml: error not-a-file: variants.yaml is a folder, not a variant file (give the path of a .yaml file)\n');
  });
});
