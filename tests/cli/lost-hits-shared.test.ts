/**
 * The hits a line left out (or cells that cannot be read) may hold are one total for every "sunk"
 * they may make right (tests/cli/lost-line-hits.test.ts). Where the total runs out, the later
 * "sunk" is the breach; which of the two is wrong cannot be told from the record, and `check`
 * says so: the line left out, the earlier "sunk" (its salvo and line) and the cells each needs,
 * and what to check on the paper, in en/ru/pl, text and --json.
 *
 * The records are the examples with one or two lines changed.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

interface Report {
  violations: { code: string; salvo?: number; line?: number; message: string; suggestion?: string }[];
}

let dir: string;
const example: Record<string, string> = {};
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-lost-shared-'));
  for (const name of ['classic-salvo', 'statki', 'morskoy-boy']) example[name] = await readFile(new URL(`../../examples/${name}.yaml`, import.meta.url), 'utf8');
});

/** `text` with each line `from` (whole, as written) replaced by `to` ('' drops it). */
function changed(text: string, ...pairs: [string, string][]): string {
  let out = text;
  for (const [from, to] of pairs) {
    expect(out).toContain(`\n${from}\n`);
    out = out.replace(`\n${from}\n`, to === '' ? '\n' : `\n${to}\n`);
  }
  return out;
}

async function check(name: string, text: string, lang: string): Promise<{ json: Report; text: string }> {
  await writeFile(join(dir, name), text);
  const json = JSON.parse((await runSalvo(dir, ['check', name, '--json', '--lang', lang])).stdout) as Report;
  return { json, text: (await runSalvo(dir, ['check', name, '--lang', lang])).stdout };
}

const breach = (r: Report): Report['violations'][number] => {
  const found = r.violations.filter((v) => v.code === 'announcement-contradicts-fleet');
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('a "sunk" the lost hits would make right, but they are counted toward an earlier one', () => {
  it('says both "sunk", the line left out, and what to check (English, text and --json)', async () => {
    // Blue's third salvo, naming no cell, hit twice: enough for salvo 5's "sunk battleship" (B10,
    // C10) or salvo 7's "sunk cruiser" (A4), not for both.
    const text = changed(example['classic-salvo']!, ['  - blue: D9 E10 C10 B10 A4 -> miss, miss, hit, hit, hit', '  - blue: -> miss, miss, hit, hit, miss']);
    const { json, text: out } = await check('two-hits.yaml', text, 'en');
    const b = breach(json);
    expect(b.salvo).toBe(7);
    expect(b.message).toBe(
      'red announced "sunk cruiser, miss, miss, miss" for blue\'s salvo 4; the fleet gives "hit, miss, miss, miss": A2 is "hit", not "sunk cruiser"; salvo 3 before it (see its error) may hold hits (up to 2) on the rest of the ship (A4, not fired at as read), but they are counted toward the "sunk" of salvo 5 (line 28: B10, C10), and are too few for both: one of the two "sunk" is wrong, and which cannot be told from the record',
    );
    expect(b.suggestion).toBe(
      'first mend salvo 3 from the paper, and check again: what it hit tells which "sunk" is wrong (if it hit A4, the earlier); if it is this one: if "hit, miss, miss, miss" was announced, write -> hit, miss, miss, miss; if not, check the fleet written under fleets:',
    );
    expect(out).toContain(`two-hits.yaml:30:26: error announcement-contradicts-fleet: salvo 7: ${b.message} [rule: announcement matches the fleet;`);
    expect(out).toContain(`(${b.suggestion})\n`);
    expect(b).not.toHaveProperty('sharedHits');
  });

  it('says it of cells that cannot be read', async () => {
    const text = changed(example['classic-salvo']!, ['  - blue: D9 E10 C10 B10 A4 -> miss, miss, hit, hit, hit', '  - blue: D9 E10 C~ B10 D3 -> miss, miss, hit, hit, miss']);
    const b = breach((await check('one-unread.yaml', text, 'en')).json);
    expect(b.salvo).toBe(7);
    expect(b.message).toContain(
      '; the cells of salvo 3 that cannot be read (see their errors) may hold hits (up to 1) on the rest of the ship (A4, not fired at as read), but they are counted toward the "sunk" of salvo 5 (line 28: C10), and are too few for both',
    );
    expect(b.suggestion).toMatch(/^first mend the cells of salvo 3 from the paper, and check again: what they hit tells which "sunk" is wrong \(if they hit A4, the earlier\); if it is this one: if "hit, miss, miss, miss" was announced/);
  });

  it('says nothing of it where the hits are enough for both', async () => {
    const text = changed(example['classic-salvo']!, ['  - blue: D9 E10 C10 B10 A4 -> miss, miss, hit, hit, hit', '  - blue: -> miss, miss, hit, hit, hit']);
    const { json, text: out } = await check('three-hits.yaml', text, 'en');
    expect(json.violations.filter((v) => v.code === 'announcement-contradicts-fleet')).toEqual([]);
    expect(out).not.toContain('counted toward');
  });

  it('says it in Polish, of single shots', async () => {
    // Ala's shot 9 (E8) names no cell, one hit announced; her hit at B7 is not written: shot 10's
    // "zatopiony" (D8) needs E8, shot 39's (B8) needs B7, one hit for both.
    const text = changed(example['statki']!, ['  - ala: E8 -> trafiony', '  - ala: -> trafiony'], ['  - ala: B7 -> trafiony', '']);
    const { json, text: out } = await check('statki.yaml', text, 'pl');
    const b = breach(json);
    expect(b.salvo).toBe(39);
    expect(b.message).toBe(
      'strona „tomek” odpowiedziała „zatopiony” na strzał 25 strony „ala”; według floty wychodzi „trafiony”; w strzale 9 wcześniej (zob. błąd przy nim) mogły być trafienia (do 1) w pozostałe pola tego statku (B7, w które według zapisu nie strzelano), ale policzono je już na poczet zatopienia ogłoszonego po strzale 10 (wiersz 32: E8), a na oba ich nie starcza: jedno z dwóch zatopień ogłoszono błędnie, a które — z zapisu nie wiadomo',
    );
    expect(b.suggestion).toBe(
      'najpierw popraw strzał 9 według kartki i sprawdź ponownie: z tego, w co trafił, będzie widać, które zatopienie ogłoszono błędnie (jeśli w B7 — wcześniejsze); jeśli błędne jest to: jeśli odpowiedziano „trafiony”, zapisz -> trafiony; jeśli nie, sprawdź flotę zapisaną pod fleets:',
    );
    expect(out).toContain(`${b.message} [zasada: odpowiedź zgodna z flotą;`);
    // English says shots, not salvos, in a game of single shots.
    const en = breach((await check('statki.yaml', text, 'en')).json);
    expect(en.message).toContain('; shot 9 before it (see its error) may hold hits (up to 1) on the rest of the ship (B7, not fired at as read), but they are counted toward the "sunk" of shot 10 (line 32: E8)');
    expect(en.suggestion).toMatch(/^first mend shot 9 from the paper/);
  });

  it('says it in Russian', async () => {
    const text = changed(example['morskoy-boy']!, ['  - первый: Б4 Б5 -> попал, мимо', '  - первый: -> попал, мимо'], ['  - первый: Б7 Б8 К6 -> попал, убит, мимо', '  - первый: Б8 К6 -> убит, мимо']);
    const { text: out } = await check('morskoy.yaml', text, 'ru');
    expect(out).toContain(
      'ошибка announcement-contradicts-fleet: выстрел 38: сторона «второй» ответила «убит» на выстрел 24 стороны «первый»; по флоту выходит «попал»; в выстреле 15 перед этим (см. ошибку при нём) могли быть попадания (до 1) в остальные клетки этого корабля (Б7, по которым, как записано, не стреляли), но они уже засчитаны в потопление, объявленное после выстрела 19 (строка 36: Б4), и на оба потопления их не хватает: одно из двух объявлено неверно, а какое — по записи сказать нельзя [',
    );
    expect(out).toContain(
      '(сначала исправьте выстрел 15 по листку и проверьте снова: по тому, куда он попал, будет видно, какое потопление объявлено неверно (если в Б7 — более раннее); если неверно это: если ответили «попал», запишите -> попал; если нет, проверьте флот, записанный под fleets:)',
    );
  });
});
