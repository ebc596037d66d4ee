/**
 * `--help` in the language --lang asks for (`salvo check --help --lang ru`, `salvo --help --lang
 * pl`): it was English whatever --lang said. Every text of every command's help (its description,
 * each argument's and option's, commander's own lines, the text under it) has Russian and Polish
 * words in src/cli/help-text.ts, keyed by the English: a new option, or an English text changed,
 * fails here until it is said in both. The translations keep the English's numbers and options
 * (`1 to 64`, `--after blue:6`), and the example command lines are the English's, as typed.
 * Without --lang (LANG is not read) and with --lang en the help is English, byte for byte.
 */
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { buildProgram, main } from '../../src/cli/main.js';
import { afterHelpOf, afterHelpSaid, helpLineSaid, isExampleCommand } from '../../src/cli/help-text.js';

const LANGS = ['ru', 'pl'] as const;

/** Every command of the tree (salvo's own first) with its words (`fleet check`). */
function commandsOf(cmd: Command, prefix: string[] = []): { path: string[]; cmd: Command }[] {
  return [{ path: prefix, cmd }, ...cmd.commands.flatMap((sub) => commandsOf(sub, [...prefix, sub.name()]))];
}

/** The English texts of `cmd`'s help, each with where it is (for the failure's message). */
function textsOf(cmd: Command, path: readonly string[]): { where: string; en: string }[] {
  const at = `salvo ${path.join(' ')}`.trim();
  const texts = [{ where: `${at}: description`, en: cmd.description() }];
  for (const a of cmd.registeredArguments) texts.push({ where: `${at} <${a.name()}>`, en: a.description });
  for (const o of cmd.options) texts.push({ where: `${at} ${o.flags}`, en: o.description });
  return texts.filter((t) => t.en !== '');
}

/** The paragraphs (lines between blank ones) of a text under a help. */
function paragraphsOf(text: string): string[] {
  return text.split(/\n{2,}/u).map((p) => p.replace(/^\n+|\n+$/gu, '')).filter((p) => p !== '');
}

async function run(args: readonly string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const m = memoryIO('', env, process.cwd());
  const code = await main(['node', 'salvo', ...args], m.io);
  return { code, stdout: m.stdout, stderr: m.stderr };
}

const flat = (s: string): string => s.replace(/\s+/gu, ' ');

describe('the help catalogue', () => {
  const tree = commandsOf(buildProgram(memoryIO().io));

  it('has Russian and Polish words for every description, argument and option of every command', () => {
    const missing: string[] = [];
    for (const { path, cmd } of tree) {
      for (const { where, en } of textsOf(cmd, path)) for (const lang of LANGS) if (helpLineSaid(en, lang) === undefined) missing.push(`${lang} ${where}: ${en}`);
    }
    // Commander's own: the headings, -h/--help and -V/--version, the help command.
    for (const en of ['Usage:', 'Options:', 'Arguments:', 'Commands:', 'display help for command', 'output the version number']) {
      for (const lang of LANGS) if (helpLineSaid(en, lang) === undefined) missing.push(`${lang} commander: ${en}`);
    }
    expect(missing).toEqual([]);
    // The walk saw the whole tree: every command and a good many options.
    expect(tree.length).toBeGreaterThanOrEqual(19);
    expect(tree.flatMap(({ cmd, path }) => textsOf(cmd, path)).length).toBeGreaterThan(90);
  });

  it('has Russian and Polish words for every paragraph under a help, an example command line left as typed', () => {
    const missing: string[] = [];
    let paragraphs = 0;
    for (const { path, cmd } of tree) {
      for (const paragraph of paragraphsOf(afterHelpOf(cmd))) {
        paragraphs++;
        for (const lang of LANGS) {
          if (helpLineSaid(paragraph, lang) !== undefined) continue;
          for (const line of paragraph.split('\n')) if (!isExampleCommand(line) && helpLineSaid(line, lang) === undefined) missing.push(`${lang} salvo ${path.join(' ')}: ${line}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(paragraphs).toBeGreaterThan(20);
  });

  it("keeps the English's numbers and options, and its example commands, in each translation", () => {
    const lost: string[] = [];
    const texts = tree.flatMap(({ cmd, path }) => [...textsOf(cmd, path).map((t) => t.en), ...paragraphsOf(afterHelpOf(cmd))]);
    for (const en of texts) {
      const tokens = en.match(/--[a-z][a-z-]*|\d+/gu) ?? [];
      for (const lang of LANGS) {
        const said = helpLineSaid(en, lang) ?? afterHelpSaid(en, lang);
        for (const token of tokens) if (!said.includes(token)) lost.push(`${lang}: ${token} of "${en}"`);
        // An example's command line (with or without a comment after it) as the English types it.
        const commands = (s: string): string[] => s.split('\n').filter((l) => l.startsWith('  salvo ')).map((l) => l.replace(/\s+#.*$/u, ''));
        expect(commands(said), en).toEqual(commands(en));
      }
    }
    expect(lost).toEqual([]);
  });
});

describe('salvo --help in a language', () => {
  it("check's help in Russian: headings, its words, commander's own line, the examples as typed", async () => {
    const r = await run(['check', '--help', '--lang', 'ru']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Использование: salvo check \[options\] <record>\n/u);
    for (const heading of ['\nАргументы:\n', '\nПараметры:\n', '\nПримеры:\n']) expect(r.stdout).toContain(heading);
    const text = flat(r.stdout);
    expect(text).toContain('отчёт судьи по записи партии: каждое нарушение правил; код выхода 1, если они есть');
    expect(text).toContain('record запись партии (YAML; - читает её со стандартного ввода)');
    expect(text).toContain('-h, --help показать справку по команде');
    expect(r.stdout).toContain('\n  salvo check examples/breaches.yaml\n');
    expect(r.stdout).not.toMatch(/Usage:|Options:|Examples:|the game record/u);
  });

  it("salvo's own help in Polish lists each command in Polish, and says the help follows --lang", async () => {
    const r = await run(['--help', '--lang', 'pl']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Użycie: salvo \[options\] \[command\]\n/u);
    expect(r.stdout).toContain('\nPolecenia:\n');
    const text = flat(r.stdout);
    expect(text).toContain('pad [options] <variant> wydrukuj blok z planszami (PDF) według szablonu albo pliku wariantu');
    expect(text).toContain('-V, --version wypisz numer wersji');
    expect(text).toContain('Pomoc, ogólna i każdego polecenia, jest po angielsku albo, z --lang, po rosyjsku lub po polsku');
    expect(text).not.toContain('in English');
  });

  it('an option with choices and a default, and the text under a group, in Polish and Russian', async () => {
    expect(flat((await run(['suggest', '--help', '--lang', 'pl'])).stdout)).toContain('--goal <goal> co maksymalizować (dozwolone wartości: hits, information; domyślnie: hits)');
    expect(flat((await run(['simulate', '--help', '--lang', 'ru'])).stdout)).toContain('--games <n> партий на вариант (от 1 до 1000000) (по умолчанию: 100)');
    const fleet = (await run(['help', 'fleet', '--lang', 'ru'])).stdout;
    expect(fleet).toContain('Файл расстановки — это YAML, по строке на класс кораблей');
    expect(fleet).toContain('  battleship: B2-B5            # прямой корабль по двум концам');
    expect(flat(fleet)).toContain('расстановки флота: проверить записанную вручную или выбрать допустимую наугад');
    expect(flat((await run(['help', 'fleet', 'check', '--lang=pl-PL'])).stdout)).toContain('Kod wyjścia: 0 rozstawienie dozwolone');
  });

  it('every command gives its help in Russian and Polish, none of its own English left in it', async () => {
    for (const { path, cmd } of commandsOf(buildProgram(memoryIO().io))) {
      if (path.at(-1) === 'help') continue;
      for (const lang of LANGS) {
        const r = await run([...path, '--help', '--lang', lang]);
        expect(r.code, path.join(' ')).toBe(0);
        const text = flat(r.stdout);
        for (const { where, en } of textsOf(cmd, path)) {
          expect(text, `${lang} ${where}`).toContain(flat(helpLineSaid(en, lang)!));
          expect(text, `${lang} ${where}`).not.toContain(flat(en));
        }
      }
    }
  });

  it('is English, byte for byte, without --lang (LANG not read), with --lang en, and in a language salvo does not speak', async () => {
    for (const path of [[], ['check'], ['fleet'], ['fleet', 'random'], ['suggest']]) {
      const plain = await run([...path, '--help']);
      expect(plain.stdout).toMatch(/^Usage: /u);
      expect(plain.stdout).not.toMatch(/\p{Script=Cyrillic}{3}|ą|ę|ł/u);
      expect((await run([...path, '--help'], { LANG: 'ru_RU.UTF-8', LC_ALL: 'pl_PL.UTF-8' })).stdout).toBe(plain.stdout);
      expect((await run([...path, '--help', '--lang', 'en'])).stdout).toBe(plain.stdout);
      expect((await run([...path, '--help', '--lang', 'de'])).stdout).toBe(plain.stdout);
    }
  });

  it('writes a default alike, by hand and by commander (по умолчанию: 2, domyślnie: 2), and - as the option typed with it', async () => {
    for (const { path } of commandsOf(buildProgram(memoryIO().io))) {
      if (path.at(-1) === 'help') continue;
      expect(flat((await run([...path, '--help', '--lang', 'ru'])).stdout), path.join(' ')).not.toMatch(/[(;] ?по умолчанию [^:]/u);
      expect(flat((await run([...path, '--help', '--lang', 'pl'])).stdout), path.join(' ')).not.toMatch(/[(;] ?domyślnie [^:]/u);
    }
    expect(flat((await run(['pad', '--help', '--lang', 'ru'])).stdout)).toContain('(по умолчанию: <variant id>-pad.pdf; -o - пишет на стандартный вывод)');
  });

  it('follows --lang with --json too (the help is text, not JSON)', async () => {
    expect((await run(['check', '--help', '--json', '--lang', 'pl'])).stdout).toMatch(/^Użycie: salvo check/u);
  });
});
