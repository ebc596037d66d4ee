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
    const from = '  - красные: ж2 з1 з3 -> трёхклеточный, пятиклеточный';
    const to = '  - крсные: ж2 з1 з3 -> трёхклеточный, пятиклеточный';
    const en = await check('perelman.yaml', from, to, 'en');
    expect(warning(en, 'limit-unjudged')).toContain(
      "salvo 57: whether синие's 1 shot is within the limit of 60 is not judged: salvo 4 before it names no side this game has, and its shots (up to 3) may be синие's, not counted towards it (3 left without them) (mend that salvo, and check again)",
    );
    const ru = await check('perelman.yaml', from, to);
    expect(warning(ru, 'limit-unjudged')).toContain(
      'залп 57: не проверено, укладывается ли залп стороны «синие» (1 выстрел) в предел в 60 выстрелов: у залпа 4 перед этим указана сторона, которой нет в этой партии, и его выстрелы (до 3), если это залп стороны «синие», в предел не засчитаны (без них осталось 3) (исправьте тот залп и проверьте снова)',
    );
    expect([...en, ...ru].join('\n')).not.toMatch(/salvo 4 before it cannot be read|залп 4 перед этим не удалось прочитать/u);
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
