/**
 * A newcomer's first evening, README's commands typed in order: where a message left them
 * guessing what to type next.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-evening-'));
writeFileSync(join(dir, 'game.yaml'), 'variant: jutland\nsides:\n  blue: Ann\n  red: Bob\nsalvos:\n  - blue: A1 B1 C1 D1 E1 F1 -> no hits\n');

describe('salvo infer without --target', () => {
  it("names the record's sides and the command to type (exit 2), not commander's \"required option\"", async () => {
    const r = await runSalvo(dir, ['infer', 'game.yaml']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).not.toContain('required option');
    expect(r.stderr).toBe('salvo: whose fleet to infer? Name it with --target: blue (Ann) or red (Bob), e.g. salvo infer game.yaml --target red\n');
    // The command it names runs.
    const typed = r.stderr.slice(r.stderr.indexOf('salvo infer ') + 'salvo '.length).trim().split(' ');
    expect((await runSalvo(dir, [...typed, '--json'])).code).toBe(0);
  });
});

describe('salvo show --after past the record', () => {
  it('says what can be asked, as infer does, in the singular for one salvo', async () => {
    const r = await runSalvo(dir, ['show', 'game.yaml', '--after', '5']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("salvo: --after 5: the record has 1 salvo (of both sides; --after <side>:<n> counts one side's); use --after 0 to 1, or leave --after out for all of them\n");
    expect((await runSalvo(dir, ['show', 'game.yaml', '--after', '1'])).code).toBe(0);
  });
});

describe('salvo new without -o', () => {
  it('prints the record, and its help says so in words, not "(default, or -: print it)"', async () => {
    const help = await runSalvo(dir, ['new', '--help']);
    // Words wrapped over lines read as one text.
    const text = help.stdout.replace(/\s+/g, ' ');
    expect(text).not.toContain('(default, or -: print it)');
    expect(text).toContain('-o, --output <file> the record file to create (never replaces a file); without -o, or with -o -, the record is printed');
    const r = await runSalvo(dir, ['new', 'jutland']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^variant: jutland\n/);
    expect(r.stdout).toContain('salvos: []');
  });
});

describe('a variant file named without its .yaml', () => {
  // What `salvo init jutland -o my-variant.yaml` wrote, named as a template would be.
  const here = mkdtempSync(join(tmpdir(), 'salvo-evening-'));
  it('is named in the suggestion: did you mean the file my-variant.yaml?', async () => {
    expect((await runSalvo(here, ['init', 'jutland', '-o', 'my-variant.yaml'])).code).toBe(0);
    const r = await runSalvo(here, ['pad', 'my-variant']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('"my-variant" is neither a built-in template nor a file (did you mean the file my-variant.yaml? Name a variant file with its extension)');
    // The name it gives works.
    expect((await runSalvo(here, ['variant', 'check', 'my-variant.yaml'])).code).toBe(0);
    // Without such a file, the templates are named as before.
    expect((await runSalvo(here, ['pad', 'other-variant'])).stderr).toContain('the templates are: ');
  });

  it('variant check goes on to the other files, and --json reports it as one of the files', async () => {
    const r = await runSalvo(here, ['variant', 'check', 'my-variant', 'jutland']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      'my-variant: error unknown-variant: "my-variant" is neither a built-in template nor a file (did you mean the file my-variant.yaml? Name a variant file with its extension)\n' +
        '1 error in my-variant: fix the line above\njutland: ok\n',
    );
    const j = await runSalvo(here, ['variant', 'check', 'my-variant', 'jutland', '--json']);
    expect(j.code).toBe(1);
    const doc = JSON.parse(j.stdout) as { ok: boolean; files: { file: string; ok: boolean; violations: { code: string }[] }[] };
    expect(doc.ok).toBe(false);
    expect(doc.files.map((f) => [f.file, f.ok, f.violations.map((v) => v.code)])).toEqual([
      ['my-variant', false, ['unknown-variant']],
      ['jutland', true, []],
    ]);
  });
});

describe('salvo record without --result', () => {
  it('says the result is not recorded and how to give it, in the record\'s language; play then asks for it', async () => {
    const here = mkdtempSync(join(tmpdir(), 'salvo-evening-'));
    writeFileSync(join(here, 'r.yaml'), 'variant: jutland\nsalvos: []\n');
    const r = await runSalvo(here, ['record', 'r.yaml', 'blue', 'A1', 'B1', 'C1', 'D1', 'E1', 'F1']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^salvo 1 recorded: blue: A1 B1 C1 D1 E1 F1; next: red/);
    expect(lines[1]).toBe("no result recorded yet: 'salvo play r.yaml' asks for it first, or write '-> <result>' after the cells in r.yaml");
    // What it says holds: play asks for salvo 1's announcement before anything else.
    const play = await runSalvo(here, ['play', 'r.yaml', '--no-charts'], 'no hits\nquit\n');
    expect(play.stdout).toContain('salvo 1 (blue: A1 B1 C1 D1 E1 F1) has no announcement yet');
    expect(play.stdout).toContain('saved salvo 1: blue: A1 B1 C1 D1 E1 F1 -> no hits');
    // With its result, nothing of the kind is said.
    const given = await runSalvo(here, ['record', 'r.yaml', 'red', 'A1', 'B1', 'C1', 'D1', 'E1', 'F1', '-r', 'no hits']);
    expect(given.code).toBe(0);
    expect(given.stdout).not.toContain('no result');
    expect(given.stdout.trimEnd().split('\n')).toHaveLength(1);
    // Russian: said in the record's language.
    writeFileSync(join(here, 'p.yaml'), 'variant: perelman\nsalvos: []\n');
    const ru = await runSalvo(here, ['record', 'p.yaml', 'blue', 'а1', 'а2', 'а3']);
    expect(ru.stdout).toContain("ответ не записан: 'salvo play p.yaml' сначала спросит его");
  });
});

describe("commander's own errors", () => {
  it('are followed by the usage line of the command, so that a missing argument says which comes first', async () => {
    const r = await runSalvo(dir, ['fleet', 'check', 'fleet.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("error: missing required argument 'layout-file'\nusage: salvo fleet check [options] <variant> <layout-file> ('salvo fleet check --help' has the options and examples)\n");
    const o = await runSalvo(dir, ['check', 'game.yaml', '--jsn']);
    expect(o.code).toBe(2);
    expect(o.stderr).toContain("error: unknown option '--jsn'");
    expect(o.stderr.trimEnd().split('\n').at(-1)).toBe("usage: salvo check [options] <record> ('salvo check --help' has the options and examples)");
    // The help it points to is there.
    expect((await runSalvo(dir, ['fleet', 'check', '--help'])).stdout).toContain('Usage: salvo fleet check [options] <variant> <layout-file>');
  });

  it('after an unknown command, say where the commands are listed: the program\'s, or the group\'s', async () => {
    const r = await runSalvo(dir, ['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("error: unknown command 'frobnicate'\nusage: salvo <command> ('salvo --help' lists them)\n");
    const near = await runSalvo(dir, ['chek', 'game.yaml']);
    expect(near.stderr).toBe("error: unknown command 'chek'\n(Did you mean check?)\nusage: salvo <command> ('salvo --help' lists them)\n");
    const group = await runSalvo(dir, ['fleet', 'chek', 'jutland', 'f.yaml']);
    expect(group.code).toBe(2);
    expect(group.stderr).toBe("error: unknown command 'chek'\n(Did you mean check?)\nusage: salvo fleet <command> ('salvo fleet --help' lists them)\n");
    expect((await runSalvo(dir, ['variant', 'sho', 'jutland'])).stderr).toContain("usage: salvo variant <command> ('salvo variant --help' lists them)\n");
    // A command's own errors keep its usage line; bare salvo prints the help alone.
    expect((await runSalvo(dir, ['check', 'game.yaml', '--jsn'])).stderr).not.toContain('lists them');
    const bare = await runSalvo(dir, []);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('Usage: salvo [options] [command]');
    expect(bare.stderr).not.toContain('lists them');
    // The lists they point to are there.
    expect((await runSalvo(dir, ['--help'])).stdout).toContain('simulate [options] <variants...>');
    expect((await runSalvo(dir, ['fleet', '--help'])).stdout).toContain('random [options] <variant>');
  });
});
