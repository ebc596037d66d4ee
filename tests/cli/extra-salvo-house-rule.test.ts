/**
 * A hit earns another salvo where a salvo has several shots (`extraShotOnHit: true` beside a
 * salvo of 3): a house rule worth allowing, as "a hit earns another shot" is Морской бой's and
 * Statki's, played with salvos; a per-salvo report still tells the shooter whether anything was
 * hit. So it is not warned of, and every part of salvo reads it the same way: `variant show`,
 * the pad's legend, `check` and `play` (en/ru). Perelman's rules, with the house rule added.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { padContent } from '../../src/render/pad-content.js';
import { describeVariant } from '../../src/variant/describe.js';
import { templatesDir } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { readVariantText } from '../../src/variant/parse.js';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
let again: Variant;

const RECORD = `variant: again.yaml
language: ru
fleets:
  синие:
    двухклеточный: в6-г6
    трёхклеточный: з1-з3
    четырёхклеточный: д4-д7
    пятиклеточный: в2-ж2
    госпиталь: к4-к7
  красные:
    двухклеточный: б5-б6
    трёхклеточный: г3-е3
    четырёхклеточный: а10-г10
    пятиклеточный: з6-з10
    госпиталь: ж1-к1
salvos:
  - синие: в7 б3 к2 -> попаданий нет
  - красные: г10 з2 б1 -> трёхклеточный
  - красные: а1 а2 а3 -> попаданий нет
  - синие: з8 д8 и5 -> пятиклеточный
  - синие: к1 б5 а5 -> госпиталь, двухклеточный
  - красные: б8 б9 б10 -> попаданий нет
  - красные: а8 а9 а10 -> попаданий нет
  - синие: е5 е6 е7 -> попаданий нет
`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-extra-salvo-'));
  const perelman = await readFile(join(templatesDir(), 'perelman.yaml'), 'utf8');
  expect(perelman).toContain('extraShotOnHit: false');
  const text = perelman.replace(/^id: perelman$/mu, 'id: perelman-again').replace('extraShotOnHit: false', 'extraShotOnHit: true');
  await writeFile(join(dir, 'again.yaml'), text);
  await writeFile(join(dir, 'game.yaml'), RECORD);
  await writeFile(join(dir, 'plain.yaml'), RECORD.replace('variant: again.yaml', 'variant: perelman'));
  const r = readVariantText(text, 'again.yaml');
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  expect(r.warnings).toEqual([]);
  again = r.value;
});

describe('a hit earns another salvo, in a game of salvos', () => {
  it('variant check finds nothing to warn of', async () => {
    const r = await runSalvo(dir, ['variant', 'check', 'again.yaml', '--lang', 'en']);
    expect([r.code, r.stdout.trim()]).toEqual([0, 'again.yaml: ok']);
  });

  it('variant show says the whole salvo is earned again, and that a salvo hitting the hospital earns none, whatever else it hit (en/ru)', () => {
    const en = describeVariant(again, 'en');
    expect(en).toContain('A salvo with a hit earns another salvo, until a salvo hits nothing.');
    expect(en).toContain('A salvo with such a hit earns no salvo more, whatever else it hit: the turn passes at once, and the enemy has two turns in a row.');
    expect(en).not.toContain('earns no shot more');
    expect(describeVariant(again, 'ru')).toContain('Залп с таким попаданием не даёт ещё залпа, даже если попал и в другие корабли: ход сразу переходит к противнику, и тот стреляет два хода подряд.');
  });

  it("the pad's legend says it first, in each of the variant's languages", () => {
    expect(padContent(again, 'en').legend[0]?.text).toBe('Shots per salvo: 3 at first, then by damage taken; a salvo with a hit earns another salvo');
    expect(padContent(again, 'ru').legend[0]?.text).toBe('Выстрелов в залпе: сначала 3, потом — по числу повреждений; залп с попаданием даёт ещё залп');
  });

  it('check: a side that hit fires again, and a salvo that hit the hospital passes two turns to the enemy; the plain rules call the second salvo out of turn', async () => {
    const r = await runSalvo(dir, ['check', 'game.yaml', '--lang', 'en']);
    expect([r.code, r.stdout.trim()]).toEqual([0, 'game.yaml: no breaches in 8 salvos; the game goes on: red to fire']);
    const plain = await runSalvo(dir, ['check', 'plain.yaml', '--lang', 'en']);
    expect(plain.code).toBe(1);
    expect(plain.stdout).toContain("error out-of-turn: salvo 3: red fired salvo 2, but it was blue's turn");
  });

  it('play: after a salvo that hit, the same side is asked again, and said why; after one that hit nothing, the other side', async () => {
    await writeFile(join(dir, 'p.yaml'), 'variant: again.yaml\nsides: { blue: Петя, red: Вася }\nsalvos: []\n');
    const r = await runSalvo(dir, ['play', 'p.yaml', '--lang', 'en', '--no-charts'], ['а1 б2 в3', 'двухклеточный', 'а2 б3 в4', 'попаданий нет', ''].join('\n'));
    const asked = r.stdout.split('\n').filter((l) => /^salvo \d+:/u.test(l));
    expect(asked[0]).toMatch(/^salvo 1: blue \(Петя\)/u);
    expect(asked[1]).toMatch(/^salvo 2: blue \(Петя\).* — again, after a hit$/u);
    expect(asked[2]).toMatch(/^salvo 3: red \(Вася\)/u);
    expect(asked[2]).not.toContain('again');
  });
});
