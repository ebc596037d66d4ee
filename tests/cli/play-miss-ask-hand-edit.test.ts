/**
 * `salvo play`: the file edited by hand while the question whether a miss was a hit waits, so
 * that the miss is no longer the record's last shot: the hit typed in answer is not written.
 * Before, it was dropped without a word, and the cells typed before it with it; now play says
 * the file changed, that neither was taken, and what to do, giving back both (en/ru/pl).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { MORSKOY_HEAD } from '../helpers/records.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-miss-ask-edit-'));
});

/** Play on g.yaml: `before` typed, then (once `waitFor` is shown) the file rewritten as `edited`, then `after` typed, then input ends. */
async function editThen(lang: string, before: string, waitFor: string, edited: string, after: string): Promise<string> {
  const m = memoryIO('', {}, dir);
  async function* typed(): AsyncGenerator<string> {
    yield before;
    while (!m.stdout.includes(waitFor)) await new Promise((r) => setTimeout(r, 5));
    await writeFile(join(dir, 'g.yaml'), edited);
    yield after;
  }
  const io = { ...m.io, stdin: Readable.from(typed()) };
  expect(await main(['node', 'salvo', 'play', 'g.yaml', '--lang', lang, '--no-charts'], io), m.stderr).toBe(0);
  return m.stdout;
}

const START = `${MORSKOY_HEAD}  - первый: В7 -> мимо\n`;
// By hand, while the question waits: the other side's shot written after the miss (the turn
// changed: второй's prompt shown, первый's turn now), or two shots (второй's turn again).
const EDITED = `${START}  - второй: К10 -> мимо\n`;
const TWO_MORE = `${EDITED}  - первый: А1 -> мимо\n`;

describe('the miss question, the file edited by hand before the hit is typed', () => {
  it('en: the hit is said not written, with the cells typed, and what to do', async () => {
    await writeFile(join(dir, 'g.yaml'), START);
    const out = await editThen('en', 'первый: Г7\n', 'if not, type no', EDITED, 'попал\n');
    expect(out).toContain(
      'g.yaml was changed by hand while the question waited: "попал" is not written to shot 1, and первый: Г7 is not taken; if shot 1 was a hit, write попал after its cells in g.yaml, then type первый: Г7 again\n',
    );
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(EDITED);
  });

  it('en: the same where the edit leaves the turn as it was (before: nothing said at all)', async () => {
    await writeFile(join(dir, 'g.yaml'), START);
    const out = await editThen('en', 'первый: Г7\n', 'if not, type no', TWO_MORE, 'попал\n');
    expect(out).toContain('cells> попал\ng.yaml was changed by someone else; reloaded it (3 shots).\ng.yaml was changed by hand while the question waited: "попал" is not written to shot 1');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(TWO_MORE);
  });

  it('en: the same where the edit leaves the file with errors (said first)', async () => {
    await writeFile(join(dir, 'g.yaml'), START);
    const broken = `${START}  - второй: К99 -> мимо\n`;
    const out = await editThen('en', 'первый: Г7\n', 'if not, type no', broken, 'попал\n');
    expect(out).toContain('g.yaml was changed by hand while the question waited: "попал" is not written to shot 1, and первый: Г7 is not taken');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(broken);
  });

  it('en: an edit that leaves the miss last corrects it as before', async () => {
    await writeFile(join(dir, 'g.yaml'), START);
    const out = await editThen('en', 'первый: Г7\n', 'if not, type no', `# a comment\n${START}`, 'попал\n');
    // The shot given back is taken under its status line, as every prompt has one (play-miss-corrected-status-line).
    expect(out).toContain('saved shot 1: первый: В7 -> попал\nshot 2: второй (Дима) (or первый, if the fleet shown was copied wrong: the result said gives another shot), its shot 1\ncells> первый: Г7\n');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toContain('# a comment\n');
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toContain('  - первый: В7 -> попал\n  - первый: Г7\n');
  });

  it('ru', async () => {
    await writeFile(join(dir, 'g.yaml'), START);
    const out = await editThen('ru', 'первый: Г7\n', 'если нет, наберите нет', EDITED, 'убит\n');
    expect(out).toContain(
      'файл g.yaml изменили вручную, пока вопрос оставался без ответа: ответ «убит» на выстрел 1 не записан, а первый: Г7 не принят; если выстрел 1 был попаданием, впишите убит после его клеток в g.yaml, а затем наберите первый: Г7 заново\n',
    );
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(EDITED);
  });

  it('pl (Statki)', async () => {
    const head = 'variant: statki\nsides:\n  blue:\n  red:\nsalvos:\n  - blue: A1 -> pudło\n';
    await writeFile(join(dir, 'g.yaml'), head);
    const edited = `${head}  - red: J10 -> pudło\n`;
    const out = await editThen('pl', 'blue: B1\n', 'jeśli nie, wpisz nie', edited, 'trafiony\n');
    expect(out).toContain(
      'plik g.yaml zmieniono ręcznie, gdy pytanie czekało na odpowiedź: nie zapisano wyniku „trafiony” przy strzale 1 ani nie przyjęto blue: B1; jeśli strzał 1 był trafieniem, wpisz trafiony po jego polach w g.yaml, a potem wpisz blue: B1 jeszcze raz\n',
    );
    expect(await readFile(join(dir, 'g.yaml'), 'utf8')).toBe(edited);
  });
});
