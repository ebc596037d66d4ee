/**
 * `salvo pad <v> -o -` typed at a terminal, with nothing to pipe into: the PDF's bytes are not
 * dumped on the screen; the command is refused (output-terminal, exit 1), saying to pipe it or
 * name a file, in the pad's language. Piped (standard output not a terminal), the PDF goes out as before.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

const run = async (tty: boolean, ...args: string[]) => {
  const dir = mkdtempSync(join(tmpdir(), 'salvo-padtty-'));
  const m = memoryIO('', { SOURCE_DATE_EPOCH: '0' }, dir);
  const code = await main(['node', 'salvo', ...args], { ...m.io, stdoutIsTTY: tty });
  return { code, out: m.stdout, err: m.stderr, bytes: m.stdoutBytes, files: readdirSync(dir) };
};

describe('pad -o - at a terminal', () => {
  const cases: [string, string[], RegExp][] = [
    ['en', ['jutland'], /output-terminal.*standard output is a terminal.*pipe it into a program \(-o - \| lp\) or give a file name \(-o jutland-pad\.pdf\)/su],
    ['ru', ['morskoy-boy'], /стандартный вывод — терминал.*передайте его программе \(-o - \| lp\) или укажите имя файла \(-o morskoy-boy-pad\.pdf\)/su],
    ['pl', ['statki'], /standardowe wyjście to terminal.*przekaż go programowi \(-o - \| lp\) albo podaj nazwę pliku \(-o statki-pad\.pdf\)/su],
  ];
  for (const [lang, extra, said] of cases) {
    it(`is refused, in ${lang} (${extra[0]}): nothing written, no bytes on the screen`, async () => {
      const r = await run(true, 'pad', ...extra, '-o', '-');
      expect(r.code).toBe(1);
      expect(r.err).toMatch(said);
      expect(r.bytes.length).toBe(0);
      expect(r.out).toBe('');
      expect(r.files).toEqual([]);
    });
  }

  it('the file it suggests is the one pad writes without -o, for a variant file too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-padtty-'));
    const yaml = readFileSync(join(import.meta.dirname, '../../examples/variants/little-fleet.yaml'), 'utf8').replace(/^id: .*$/mu, 'id: my-fleet');
    writeFileSync(join(dir, 'mine.yaml'), yaml);
    const m = memoryIO('', { SOURCE_DATE_EPOCH: '0' }, dir);
    expect(await main(['node', 'salvo', 'pad', 'mine.yaml', '-o', '-'], { ...m.io, stdoutIsTTY: true })).toBe(1);
    // The last "(-o …)" said: the file name, after the pipe's (-o - | lp).
    const named = [...m.stderr.matchAll(/\(-o ([^()|]+)\)/gu)].at(-1)?.[1];
    expect(named).toBe('my-fleet-pad.pdf');
    // Leaving -o out writes just that file.
    const plain = memoryIO('', { SOURCE_DATE_EPOCH: '0' }, dir);
    expect(await main(['node', 'salvo', 'pad', 'mine.yaml'], { ...plain.io, stdoutIsTTY: true })).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['mine.yaml', named!].sort());
  });

  it('is said without a "-:" in front, as if - were a file of that name: the message says standard output', async () => {
    const r = await run(true, 'pad', 'jutland', '-o', '-');
    expect(r.err).toBe('error output-terminal: standard output is a terminal, where the PDF would show as unreadable bytes (pipe it into a program (-o - | lp) or give a file name (-o jutland-pad.pdf))\n');
    // So is - refused where the command's own text is standard output (analyze -o -, infer --pdf -).
    const root = join(import.meta.dirname, '../../examples/jutland.yaml');
    for (const args of [['analyze', root, '-o', '-'], ['infer', root, '--target', 'red', '--pdf', '-']]) {
      const refused = await run(false, ...args);
      expect(refused.code).toBe(1);
      expect(refused.err).toBe("error output-stdout: standard output holds this command's text, so the PDF cannot go there too (give a file name)\n");
    }
  });

  it('output-stdout says what would go there, the PDF, in Russian and Polish too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-padtty-'));
    const root = join(import.meta.dirname, '../../examples/jutland.yaml');
    const yaml = readFileSync(root, 'utf8');
    for (const [lang, said] of [['ru', 'поэтому PDF туда не записать'], ['pl', 'więc PDF-a nie można tam zapisać']] as const) {
      // The record in that language (its variant speaks it): the refusal is said in it.
      const variant = lang === 'ru' ? 'morskoy-boy' : 'statki';
      const game = join(dir, `${lang}.yaml`);
      writeFileSync(game, yaml.replace(/^variant: .*$/mu, `variant: ${variant}`));
      const m = memoryIO('', { SOURCE_DATE_EPOCH: '0' }, dir);
      const code = await main(['node', 'salvo', 'analyze', game, '-o', '-'], m.io);
      expect(code).toBe(1);
      expect(m.stderr).toContain(said);
      expect(m.stderr).not.toMatch(/файл туда|pliku nie/u);
    }
  });

  describe('another name for the terminal (-o /dev/stdout, /dev/fd/1) is refused as - is', () => {
    for (const name of ['/dev/stdout', '/dev/fd/1', '/proc/self/fd/1']) {
      it(`pad -o ${name}: no bytes on the screen, the pipe or a file suggested`, async () => {
        const r = await run(true, 'pad', 'jutland', '-o', name);
        expect(r.code).toBe(1);
        expect(r.err).toBe(`${name}: error output-terminal: ${name} is a terminal, where the PDF would show as unreadable bytes (pipe it into a program (-o - | lp) or give a file name (-o jutland-pad.pdf))\n`);
        expect(r.bytes.length).toBe(0);
        expect(r.files).toEqual([]);
      });
    }
    it('in the pad\'s language', async () => {
      const ru = await run(true, 'pad', 'morskoy-boy', '-o', '/dev/stdout');
      expect(ru.code).toBe(1);
      expect(ru.err).toContain('/dev/stdout — терминал, где PDF показался бы нечитаемыми байтами');
      const pl = await run(true, 'pad', 'statki', '-o', '/dev/fd/1');
      expect(pl.err).toContain('/dev/fd/1 to terminal, gdzie PDF pokazałby się jako nieczytelne bajty');
    });
    it('analyze -o /dev/stdout at a terminal: a file name suggested, not - (which analyze refuses)', async () => {
      const root = join(import.meta.dirname, '../../examples/jutland.yaml');
      const r = await run(true, 'analyze', root, '-o', '/dev/stdout');
      expect(r.code).toBe(1);
      expect(r.err).toContain('/dev/stdout: error output-terminal: /dev/stdout is a terminal');
      expect(r.err).toContain('(give a file name)');
      expect(r.bytes.length).toBe(0);
    });
    it('/dev/null at a terminal is no terminal: written', async () => {
      const r = await run(true, 'pad', 'jutland', '-o', '/dev/null');
      expect(r.code).toBe(0);
      expect(r.err).toBe('');
    });
  });

  it('piped, the PDF goes to standard output as before', async () => {
    const r = await run(false, 'pad', 'jutland', '-o', '-');
    expect(r.code).toBe(0);
    expect(r.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('text to - at a terminal stays allowed (variant schema -o -)', async () => {
    const r = await run(true, 'variant', 'schema', '-o', '-');
    expect(r.code).toBe(0);
    expect(r.out).toContain('json-schema.org');
  });
});
