/**
 * `show` charts the record as `check` reads it (record/as-read.ts): a line written under the wrong
 * side under the side that fired it, two lines written the other way round in the order fired,
 * the salvos after the end of the game not at all; each said under the charts, in the record's
 * language. The charts are those of the record written right.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-show-as-read-'));
});

const example = (name: string): Promise<string> => readFile(join(process.cwd(), 'examples', `${name}.yaml`), 'utf8');

async function written(name: string, text: string): Promise<string> {
  const file = join(dir, `${name}.yaml`);
  await writeFile(file, text);
  return file;
}

interface Shown {
  papers: unknown[];
  next: string | null;
  over: boolean;
  readAs?: { wrongSide: { salvo: number; written: string; reads: string; sideSalvo: number }[]; swapped: { salvo: number }[]; afterEnd: { salvo: number; last: number } | null };
}

const shown = async (file: string, ...args: string[]): Promise<Shown> => JSON.parse((await runSalvo(dir, ['show', file, '--json', ...args])).stdout) as Shown;

describe('show reads the record as check does', () => {
  it("a line written under the wrong side is charted under the side that fired it, and said so", async () => {
    const right = await example('classic-salvo');
    const lines = right.split('\n');
    expect(lines[29]).toContain('- blue: A2 C3');
    lines[29] = lines[29]!.replace('- blue: A2 C3', '- red: A2 C3');
    const slip = await written('wrong-side', lines.join('\n'));
    const mended = await written('right', right);
    for (const after of ['8', '12']) {
      const a = await shown(slip, '--after', after);
      const b = await shown(mended, '--after', after);
      expect(a.papers).toEqual(b.papers);
      expect(a.next).toBe(b.next);
      expect(a.readAs?.wrongSide).toEqual([{ salvo: 7, line: 30, salvos: 1, written: 'red', reads: 'blue', sideSalvo: 4 }]);
    }
    const text = await runSalvo(dir, ['show', slip, '--after', '8']);
    expect(text.stdout).toContain("note: salvo 7 written under red is read as blue's salvo 4, as check reads it\n");
    expect(text.stdout).toContain("after 8 salvos of the game (the last: red's 4th)");
    // Before it, the record reads as written.
    const before = await runSalvo(dir, ['show', slip, '--after', '6']);
    expect(before.stdout).not.toContain('as check reads');
    expect((await shown(slip, '--after', '6')).readAs).toBeUndefined();
  });

  it('Perelman, in Russian: a red salvo under синие', async () => {
    const lines = (await example('perelman')).split('\n');
    lines[27] = lines[27]!.replace('- красные:', '- синие:');
    const slip = await written('perelman', lines.join('\n'));
    const r = await runSalvo(dir, ['show', slip]);
    expect(r.stdout).toContain('внимание: залп 4, записанный под стороной «синие», читается как залп 2 стороны «красные», как его читает check\n');
  });

  it('two lines written the other way round are charted in the order fired', async () => {
    const right = await example('jutland');
    const lines = right.split('\n');
    const i = lines.findIndex((l) => l.includes('- red: A5 A3 B3 B5 B4 D3'));
    [lines[i], lines[i + 1]] = [lines[i + 1]!, lines[i]!];
    const slip = await written('swapped', lines.join('\n'));
    const mended = await written('jutland', right);
    const a = await shown(slip);
    expect(a.papers).toEqual((await shown(mended)).papers);
    expect(a.readAs?.swapped).toEqual([{ salvo: 4, line: i + 1, with: { salvo: 5, line: i + 2 } }]);
    const text = await runSalvo(dir, ['show', slip]);
    expect(text.stdout).toContain(`note: salvos 4 and 5 (lines ${i + 1} and ${i + 2}) look written the other way round: read in the order fired, as check reads them\n`);
  });

  it('salvos after the end are not charted, nor their announcements tagged as contradicting the fleet (Морской бой, in Russian)', async () => {
    const right = await example('morskoy-boy');
    const slip = await written('after-end', `${right.trimEnd()}\n  - первый: А1 -> мимо\n  - второй: Д10 -> убит\n  - первый: Б3 В3 -> попал, мимо\n`);
    const mended = await written('morskoy-boy', right);
    const a = await shown(slip);
    expect(a.papers.map((p) => ({ ...(p as object), after: 0 }))).toEqual((await shown(mended)).papers.map((p) => ({ ...(p as object), after: 0 })));
    expect(a.over).toBe(true);
    expect(a.readAs?.afterEnd).toMatchObject({ salvo: 78, last: 81, later: 3 });
    const text = await runSalvo(dir, ['show', slip]);
    expect(text.stdout).not.toContain('по показанному флоту');
    expect(text.stdout).toContain('внимание: выстрелы 78–81 (со строки ');
    expect(text.stdout).toContain(') сделаны после конца партии и не учитываются, как их читает check\n');
  });
});
