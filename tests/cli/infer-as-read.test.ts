/**
 * `infer` infers from the record as `check` reads it (record/as-read.ts): a line written under the
 * wrong side as the side's that fired it, two lines written the other way round in the order
 * fired, the salvos after the end of the game not at all (no size of theirs said to be found
 * wrong). It says so on standard error, in the record's language, and in --json's `readAs`; the
 * posterior is that of the record written right.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-infer-as-read-'));
});

const example = (name: string): Promise<string> => readFile(join(process.cwd(), 'examples', `${name}.yaml`), 'utf8');

async function written(name: string, text: string): Promise<string> {
  await writeFile(join(dir, name), text);
  return name;
}

type Inferred = Record<string, unknown> & { warnings: unknown[]; readAs?: Record<string, unknown> };

const inferred = async (file: string, ...args: string[]): Promise<Inferred> => JSON.parse((await runSalvo(dir, ['infer', file, '--json', ...args])).stdout) as Inferred;
// The figures, less how the record was read and which file it is (`file`: each names its own).
const posterior = ({ readAs: _readAs, last: _last, file: _file, ...rest }: Inferred): unknown => rest;

describe('infer reads the record as check does', () => {
  it('a line under the wrong side: the evidence of the side that fired it, said so', async () => {
    const right = await example('classic-salvo');
    const lines = right.split('\n');
    lines[29] = lines[29]!.replace('- blue: A2 C3', '- red: A2 C3');
    const slip = await written('wrong-side.yaml', lines.join('\n'));
    const mended = await written('right.yaml', right);
    for (const args of [['--target', 'red', '--after', '4'], ['--target', 'blue', '--after', '3']]) {
      const a = await inferred(slip, ...args);
      expect(posterior(a)).toEqual(posterior(await inferred(mended, ...args)));
      // Said where salvo 7 is among the salvos inferred from (red's fleet after blue's 4th).
      if (args[1] === 'red') expect(a.readAs?.['wrongSide']).toEqual([{ salvo: 7, line: 30, salvos: 1, written: 'red', reads: 'blue', sideSalvo: 4 }]);
    }
    const text = await runSalvo(dir, ['infer', slip, '--target', 'red', '--after', '4']);
    expect(text.stderr).toContain("note: salvo 7 written under red is read as blue's salvo 4, as check reads it\n");
    expect(text.stdout).toContain("to salvo 7 of the game (blue's 4th)");
  });

  it('keeps its notes and readAs to --after, as show does: a slip after the salvos inferred from is not said', async () => {
    const lines = (await example('classic-salvo')).split('\n');
    lines[29] = lines[29]!.replace('- blue: A2 C3', '- red: A2 C3');
    const slip = await written('wrong-side-late.yaml', lines.join('\n'));
    // Blue's fleet after red's 3rd salvo (salvo 6), or red's after blue's 2nd: salvo 7 comes after both.
    for (const args of [['--target', 'blue', '--after', '3'], ['--target', 'red', '--after', '2'], ['--target', 'red', '--after', 'blue:3']]) {
      const a = await inferred(slip, ...args);
      expect(a.readAs).toBeUndefined();
      const text = await runSalvo(dir, ['infer', slip, ...args]);
      expect(text.code).toBe(0);
      expect(text.stderr).not.toContain('note: ');
      // show keeps to its --after alike.
      const shown = await runSalvo(dir, ['show', slip, '--after', '6']);
      expect(shown.stderr + shown.stdout).not.toContain('salvo 7 written under red');
    }
    // Whole, or past salvo 7, it is said.
    expect((await runSalvo(dir, ['infer', slip, '--target', 'blue', '--after', '4'])).stderr).toContain("note: salvo 7 written under red is read as blue's salvo 4, as check reads it\n");
    expect((await inferred(slip, '--target', 'blue')).readAs?.['wrongSide']).toHaveLength(1);
  });

  it('Statki, in Polish: a shot of ala\'s under tomek', async () => {
    const lines = (await example('statki')).split('\n');
    lines[25] = lines[25]!.replace('- ala:', '- tomek:');
    const text = await runSalvo(dir, ['infer', await written('statki.yaml', lines.join('\n')), '--target', 'tomek']);
    expect(text.stderr).toContain('uwaga: strzał 4, zapisany pod stroną „tomek”, czyta się jako strzał 3 strony „ala”, tak jak czyta go check\n');
  });

  it('two lines written the other way round, and salvos after the end: no size said to be found wrong', async () => {
    const right = await example('jutland');
    const mended = await written('jutland.yaml', right);
    const lines = right.split('\n');
    const i = lines.findIndex((l) => l.includes('- red: A5 A3 B3 B5 B4 D3'));
    [lines[i], lines[i + 1]] = [lines[i + 1]!, lines[i]!];
    const swapped = await written('swapped.yaml', lines.join('\n'));
    const ended = await written('after-end.yaml', `${right.trimEnd()}\n  - red: A1 B2 -> no hits\n  - blue: A1 -> no hits\n`);
    for (const target of ['red', 'blue']) {
      const want = posterior(await inferred(mended, '--target', target));
      for (const file of [swapped, ended]) {
        const a = await inferred(file, '--target', target);
        expect(a.warnings).toEqual([]);
        expect(posterior(a)).toEqual(want);
      }
    }
    const text = await runSalvo(dir, ['infer', ended, '--target', 'blue']);
    expect(text.stderr).not.toContain('the referee finds it wrong');
    expect(text.stderr).toContain('note: salvos 30–31 (from line 50), fired after the game had ended, are left out, as check reads them\n');
  }, 120_000);
});
