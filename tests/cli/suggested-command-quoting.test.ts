/**
 * The command lines salvo tells a user to type quote a file's name as a POSIX shell reads it back
 * (`shellWord`, core/shell-word.ts), where it has to be: `salvo check "my game.yaml"`, not
 * `salvo check my game.yaml`, which a shell reads as two files; a plain name as before.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { shellQuoted, shellWord } from '../../src/core/shell-word.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-quoting-'));
});

const EMPTY = 'variant: classic-salvo\nsides:\n  blue:\n  red:\nsalvos: []\n';
const RU = 'variant: morskoy-boy\nlanguage: ru\nsides:\n  первый:\n  второй:\nsalvos: []\n';

describe('shellWord', () => {
  it('leaves a plain name as it is, in any alphabet', () => {
    for (const w of ['game.yaml', 'games/2024-11-20_final.yaml', 'партия.yaml', 'gra-ółż.yaml', 'a+b@c%d=e:f,g']) expect(shellWord(w)).toBe(w);
  });

  it('puts a name with a space or a single quote in double quotes, one with a double quote or $ in single quotes', () => {
    expect(shellWord('my game.yaml')).toBe('"my game.yaml"');
    expect(shellWord("it's.yaml")).toBe('"it\'s.yaml"');
    expect(shellWord('say "hi".yaml')).toBe(`'say "hi".yaml'`);
    expect(shellWord(`it's "the" $1.yaml`)).toBe(`'it'\\''s "the" $1.yaml'`);
    expect(shellWord('')).toBe('""');
  });

  it('is read back by a shell as the name it quotes, one word', () => {
    const names = ['game.yaml', 'my game.yaml', "it's.yaml", 'say "hi".yaml', `it's "the" $1 \`x\` \\ !.yaml`, '#1 *.yaml', 'партия 2.yaml'];
    for (const name of names) {
      const read = execFileSync('sh', ['-c', `printf '%s\\n' ${shellWord(name)}`], { encoding: 'utf8' });
      expect(read).toBe(`${name}\n`);
    }
  });
});

describe('shellQuoted', () => {
  it('always quotes: double quotes where nothing in the word means anything there, else as shellWord', () => {
    expect(shellQuoted('no hits')).toBe('"no hits"');
    expect(shellQuoted('мимо')).toBe('"мимо"');
    expect(shellQuoted('spl"')).toBe(`'spl"'`);
    for (const w of ['no hits', 'мимо', 'spl"', "it's", 'a $b', '...']) {
      expect(execFileSync('sh', ['-c', `printf '%s\\n' ${shellQuoted(w)}`], { encoding: 'utf8' })).toBe(`${w}\n`);
    }
  });
});

describe('the command lines suggested, with a name with a space or a quote', () => {
  it('record: the announcement typed among the cells, given with --result', async () => {
    await writeFile(join(dir, 'my game.yaml'), EMPTY);
    const r = await runSalvo(dir, ['record', 'my game.yaml', 'blue', 'A1', 'B1', 'C1', 'D1', 'E1', 'no', 'hits']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('(give it with --result: salvo record "my game.yaml" blue A1 B1 C1 D1 E1 --result "no hits")');
  });

  it('record: a salvo without cells, its --result holding a double quote given back as a shell reads it', async () => {
    await writeFile(join(dir, 'q.yaml'), EMPTY);
    const r = await runSalvo(dir, ['record', 'q.yaml', 'blue', '', '-r', 'miss"']);
    expect(r.code).toBe(1);
    // The example is a side's whole first salvo (five shots here), the --result as typed, quoted for a shell.
    expect(r.stderr).toContain(`salvo record q.yaml blue A1 B1 C1 D1 E1 -r 'miss"'`);
  });

  it("record: a salvo without its result, 'salvo play' to give it (en, ru)", async () => {
    await writeFile(join(dir, "it's.yaml"), EMPTY);
    const r = await runSalvo(dir, ['record', "it's.yaml", 'blue', 'A1', 'B1', 'C1', 'D1', 'E1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`no result recorded yet: 'salvo play "it's.yaml"' asks for it first, or write '-> <result>' after the cells in it's.yaml`);
    await writeFile(join(dir, 'say "hi".yaml'), RU);
    const ru = await runSalvo(dir, ['record', 'say "hi".yaml', 'первый', 'А1']);
    expect(ru.code).toBe(0);
    expect(ru.stdout).toContain(`ответ не записан: 'salvo play 'say "hi".yaml'' сначала спросит его`);
  });

  it('a record not there: the salvo new that starts it', async () => {
    const r = await runSalvo(dir, ['check', 'gone game.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`(check the path, or start a record with 'salvo new <variant> -o "gone game.yaml"')`);
  });

  it('a variant file where a record goes: the salvo new of it', async () => {
    const variant = await readFile(join(import.meta.dirname, '..', '..', 'templates', 'statki.yaml'), 'utf8');
    await writeFile(join(dir, 'my statki.yaml'), variant);
    const r = await runSalvo(dir, ['check', 'my statki.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`'salvo new "my statki.yaml" -o game.yaml'`);
  });

  it("show: a cell off the board, 'salvo check' for the breach", async () => {
    await writeFile(join(dir, 'off board.yaml'), `${EMPTY.replace('salvos: []', 'salvos:')}\n  - blue: A1 B1 C1 D1 Z9 -> miss, miss, miss, miss, miss\n`);
    const r = await runSalvo(dir, ['show', 'off board.yaml']);
    expect(r.stdout + r.stderr).toContain(`('salvo check "off board.yaml"' gives the breach)`);
  });

  it("init: the copy's first line, the variant check to run on it", async () => {
    const r = await runSalvo(dir, ['init', 'jutland', '-o', 'My Game.yaml']);
    expect(r.code).toBe(0);
    const first = (await readFile(join(dir, 'My Game.yaml'), 'utf8')).split('\n')[0];
    expect(first).toMatch(/Edit it, then run 'salvo variant check "My Game\.yaml"'\.$/u);
  });

  it('infer without --target: the command with a side', async () => {
    await writeFile(join(dir, 'my game.yaml'), EMPTY);
    const r = await runSalvo(dir, ['infer', 'my game.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('e.g. salvo infer "my game.yaml" --target red');
  });
});
