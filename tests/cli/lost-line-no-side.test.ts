/**
 * A line under a side the game does not have (`rde:` for `red:`) is left out of the replay; the
 * warnings it leaves say so ("salvo 4 before it names no side this game has"), not that the line
 * "cannot be read": its cells can be read, its side cannot. en (classic-salvo), ru (Perelman), pl
 * (statki, a game of single shots). Whose turn it was after it goes by the side the turn order
 * gives it (tests/cli/lost-line-turn-implied.test.ts): in these records the next salvo is in turn.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-no-side-'));
});

async function check(example: string, from: string, to: string, lang?: string): Promise<string[]> {
  const text = await readFile(new URL(`../../examples/${example}`, import.meta.url), 'utf8');
  expect(text).toContain(`\n${from}\n`);
  await writeFile(join(dir, example), text.replace(`\n${from}\n`, `\n${to}\n`));
  const out = await runSalvo(dir, ['check', example, ...(lang === undefined ? [] : ['--lang', lang])]);
  return out.stdout.split('\n');
}

const warning = (lines: string[], code: string): string => {
  const found = lines.filter((l) => l.includes(` ${code}: `));
  expect(found.length).toBeGreaterThan(0);
  return found[0]!;
};

describe('a line under a side the game does not have', () => {
  it('is said to name no side this game has (en)', async () => {
    const lines = await check('classic-salvo.yaml', '  - red: E9 A7 I9 I8 H1 -> hit, miss, miss, miss, miss', '  - rde: E9 A7 I9 I8 H1 -> hit, miss, miss, miss, miss');
    expect(lines.join('\n')).not.toContain('turn-unjudged');
    expect(warning(lines, 'size-unjudged')).toContain("salvo 7: blue's 4 shots are not judged: salvo 4 before it names no side this game has, and may have cost blue shots;");
    expect(warning(lines, 'announcement-unjudged')).toContain('but salvo 4 before it names no side this game has, and it may hold hits');
    expect(lines.join('\n')).not.toContain('salvo 4 before it cannot be read');
  });

  it('in Russian', async () => {
    const lines = await check('perelman.yaml', '  - красные: ж2 з1 з3 -> трёхклеточный, пятиклеточный', '  - крсные: ж2 з1 з3 -> трёхклеточный, пятиклеточный');
    expect(lines.join('\n')).not.toContain('turn-unjudged');
    expect(warning(lines, 'size-unjudged')).toContain('у залпа 4 перед этим указана сторона, которой нет в этой партии, а он мог стоить стороне «синие» выстрелов');
  });

  it('so too where the shot limit is not judged (limit-unjudged), en and ru', async () => {
    // Salvo 3 (синие's) cannot be read, salvo 4 (красные's) is under "крсные": the turn order gives
    // salvo 4 no side after a line lost, so both may be синие's.
    const text = await readFile(new URL('../../examples/perelman.yaml', import.meta.url), 'utf8');
    const pairs: [string, string][] = [
      ['  - синие: з8 д8 и5 -> пятиклеточный', '  - ~~~~~~'],
      ['  - красные: ж2 з1 з3 -> трёхклеточный, пятиклеточный', '  - крсные: ж2 з1 з3 -> трёхклеточный, пятиклеточный'],
    ];
    let changed = text;
    for (const [from, to] of pairs) {
      expect(changed).toContain(`\n${from}\n`);
      changed = changed.replace(`\n${from}\n`, `\n${to}\n`);
    }
    await writeFile(join(dir, 'limit.yaml'), changed);
    const run = async (lang: string): Promise<string[]> => (await runSalvo(dir, ['check', 'limit.yaml', '--lang', lang])).stdout.split('\n');
    expect(warning(await run('en'), 'limit-unjudged')).toContain(
      "salvo 57: whether the 1 shot of синие is within the limit of 60 is not judged: salvos 3, 4 before it cannot be read or name no side this game has, and their shots (up to 6) may be shots of синие, not counted towards it (6 left without them) (mend those salvos, and check again)",
    );
    expect(warning(await run('ru'), 'limit-unjudged')).toContain(
      'залп 57: не проверено, укладывается ли залп стороны «синие» (1 выстрел) в предел в 60 выстрелов: залпы 3, 4 перед этим не читаются или записаны под стороной, которой нет в этой партии, и их выстрелы (до 6), если это залпы стороны «синие», в предел не засчитаны (без них осталось 6) (исправьте те залпы и проверьте снова)',
    );
  });

  it('a line the turn order gives the other side is not counted towards this side\'s limit', async () => {
    // Salvo 4 under "крсные" follows синие's salvo 3: the turn order gives it to красные.
    const lines = await check('perelman.yaml', '  - красные: ж2 з1 з3 -> трёхклеточный, пятиклеточный', '  - крсные: ж2 з1 з3 -> трёхклеточный, пятиклеточный', 'en');
    expect(lines.filter((l) => l.includes(' limit-unjudged: '))).toEqual([]);
  });

  it('in Polish, a game of single shots', async () => {
    // A hit announced for it: the turn order gives it to tomek, who fires again after a hit.
    const lines = await check('statki.yaml', '  - tomek: H2 -> pudło', '  - tmek: H2 -> trafiony');
    expect(warning(lines, 'turn-unjudged')).toContain('nie sprawdzono, czy był to ruch strony „ala”: strzał 5 wcześniej jest zapisany pod stroną, której nie ma w tej partii; jeśli był to strzał strony „tomek”');
  });

  it('a line that cannot be read is still said so', async () => {
    const lines = await check('classic-salvo.yaml', '  - red: E9 A7 I9 I8 H1 -> hit, miss, miss, miss, miss', '  - ~~~~~~~~');
    expect(warning(lines, 'size-unjudged')).toContain('salvo 4 before it cannot be read');
  });
});
