/**
 * A side's name may be plural (`Красные`, `Czerwoni`), feminine (`Эскадра`, `Eskadra`) or two
 * words (`Эскадра Севера`, `Gracz pierwszy`): no Russian or Polish sentence may make a verb, an
 * adjective or a preposition agree with it ("Красные стреляет", "победа — Первый игрок", "dla
 * Czerwoni"). The name is quoted, in the nominative, after a word for the side in the case the
 * sentence needs (`стреляет сторона «Красные»`, `dla strony „Czerwoni”`), or stands alone in a
 * label (`следующий ход: «Красные»`).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string): Promise<string> => readFile(join(root, path), 'utf8');

/** A template with its sides renamed (`names` in `lang`) and a new id, as a variant file. */
async function renamed(template: string, id: string, lang: 'ru' | 'pl', names: readonly [string, string]): Promise<string> {
  const text = (await read(`templates/${template}.yaml`))
    .replace(new RegExp(`^id: ${template}$`, 'mu'), `id: ${id}`)
    .replace(/- \{ id: blue, name: \{[^}]*\} \}/u, `- { id: blue, name: { ${lang}: ${names[0]}, en: Blue } }`)
    .replace(/- \{ id: red, name: \{[^}]*\} \}/u, `- { id: red, name: { ${lang}: ${names[1]}, en: Red } }`);
  expect(text).toContain(names[0]);
  expect(text).toContain(names[1]);
  return text;
}

/** An example record played on `variantFile`, its sides (`from`) by the variant's ids (blue, red). */
async function record(example: string, variantFile: string, from: readonly [string, string], salvos?: number): Promise<string> {
  let text = (await read(`examples/${example}.yaml`))
    .replace(/^variant: .*$/mu, `variant: ${variantFile}`)
    .replaceAll(`${from[0]}:`, 'blue:')
    .replaceAll(`${from[1]}:`, 'red:');
  if (salvos !== undefined) {
    const [head, rest] = text.split('\nsalvos:\n') as [string, string];
    text = `${head}\nsalvos:\n${rest.split('\n').slice(0, salvos).join('\n')}\n`;
  }
  return text;
}

/** Every occurrence of a name in `out` is quoted (`open`name`close`). */
function allQuoted(out: string, name: string, open: string, close: string): void {
  const bare = out.split(name).length - 1;
  const quoted = out.split(`${open}${name}${close}`).length - 1;
  expect(quoted, `${name} unquoted in:\n${out}`).toBe(bare);
}

const cases = [
  {
    lang: 'ru' as const,
    template: 'perelman',
    example: 'perelman',
    from: ['синие', 'красные'] as const,
    // Plural and feminine two words; then two words masculine and feminine one word.
    pairs: [['Красные', 'Эскадра Севера'], ['Первый игрок', 'Флотилия']] as const,
    quote: ['«', '»'] as const,
    // A verb, a preposition or a dash right before a name: the name would have to agree.
    disagree: /(^|[\s(])(стреляет|пропускает|может|победа —|против|для|у|по|без) «/mu,
    sayings: (a: string, b: string) => ({
      won: new RegExp(`победила сторона «(${a}|${b})»`, 'u'),
      goesOn: `партия продолжается: стреляет сторона «${b}»`,
      start: `стороны «${a}» (Петя) и «${b}» (Вася)`,
      firing: `сторона «${a}» стреляет по стороне «${b}»`,
    }),
  },
  {
    lang: 'pl' as const,
    template: 'statki',
    example: 'statki',
    from: ['ala', 'tomek'] as const,
    pairs: [['Czerwoni', 'Eskadra Północna'], ['Gracz pierwszy', 'Eskadra']] as const,
    quote: ['„', '”'] as const,
    disagree: /(^|[\s(])(strzela|traci|wygrywa|kontra|dla|do|przeciw) „/mu,
    sayings: (a: string, b: string) => ({
      won: new RegExp(`wygrywa strona „(${a}|${b})”`, 'u'),
      goesOn: `gra trwa: strzela strona „${b}”`,
      start: `strony „${a}” (Ala) i „${b}” (Tomek)`,
      firing: `strona „${a}” strzela do strony „${b}”`,
    }),
  },
];

describe.each(cases)('side names that a sentence cannot agree with ($lang)', ({ lang, template, example, from, pairs, quote, disagree, sayings }) => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), `salvo-side-agreement-${lang}-`));
  });

  it.each(pairs.map((p) => [...p]))('%s and %s: check, play, record, show, analyze', async (a, b) => {
    const run = (args: string[], input = '') => runSalvo(dir, args, input);
    await writeFile(join(dir, 'v.yaml'), await renamed(template, `${template}-renamed`, lang, [a, b]));
    await writeFile(join(dir, 'full.yaml'), await record(example, 'v.yaml', from));
    // Blue has fired its first salvo: red's turn.
    await writeFile(join(dir, 'one.yaml'), await record(example, 'v.yaml', from, 1));
    await writeFile(join(dir, 'six.yaml'), await record(example, 'v.yaml', from, 6));
    const say = sayings(a, b);
    const outs: string[] = [];

    const full = await run(['check', 'full.yaml']);
    expect(full.code, full.stdout + full.stderr).toBe(0);
    expect(full.stdout).toMatch(say.won);
    const one = await run(['check', 'one.yaml']);
    expect(one.stdout).toContain(say.goesOn);
    const play = await run(['play', 'one.yaml', '--no-charts'], 'quit\n');
    expect(play.code, play.stderr).toBe(0);
    expect(play.stdout).toContain(say.start);
    const show = await run(['show', 'six.yaml']);
    expect(show.code, show.stderr).toBe(0);
    const analyze = await run(['analyze', 'six.yaml', '--workers', '1']);
    expect(analyze.code, analyze.stderr).toBe(0);
    expect(analyze.stdout.split('\n')).toContain(say.firing);
    outs.push(full.stdout, one.stdout, play.stdout, show.stdout, analyze.stdout);

    for (const out of outs) {
      allQuoted(out, a, quote[0], quote[1]);
      allQuoted(out, b, quote[0], quote[1]);
      expect(out).not.toMatch(disagree);
    }
  });
});
