/**
 * `infer --json` on a Russian and on a Polish record: every warning (a line read with a guess, a
 * cell that cannot be read, a salvo size left out) has a stable kebab-case `code` a script can
 * switch on, listed in the pages docs/scripting.md sends it to, and its `message` and
 * `suggestion` are English whatever the record's language or `--lang` (the same words standard
 * error gives with `--lang en`), so the document is the same bytes in every language. The page a
 * scripter reads for infer's document (scripting.md, `salvo infer … --json`) says so.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const root = join(import.meta.dirname, '..', '..');
let dir: string;

// Perelman: salvo 3 written without its arrow (read with a guess), salvo 5 with a cell off the
// board (щ is no column), красные's salvo 6 one shot short (its size left out).
const RU = `variant: perelman
language: ru
sides:
  синие: Петя
  красные: Вася
salvos:
  - синие: в7 б3 к2 -> попаданий нет
  - красные: г10 з2 б1 -> трёхклеточный
  - синие: з8 д8 и5 пятиклеточный
  - красные: ж2 з1 з3 -> трёхклеточный, пятиклеточный
  - синие: з7 з9 щ8 -> пятиклеточный
  - красные: ж3 е2 -> пятиклеточный
  - синие: з10 з6 а1 -> пятиклеточный
`;

// Statki: shot 4 without its arrow, shot 6 off the board, shot 8's word misspelt.
const PL = `variant: statki
language: pl
sides:
  ala: Ala
  tomek: Tomek
salvos:
  - ala: C7 -> pudło
  - tomek: C3 -> pudło
  - ala: J2 -> zatopiony
  - ala: D10 pudło
  - tomek: H2 -> pudło
  - ala: Z1 -> pudło
  - tomek: H8 -> pudło
  - ala: F8 -> trafony
  - ala: E8 -> trafiony
`;

interface Warning {
  readonly severity: string;
  readonly kind?: string;
  readonly code: string;
  readonly message: string;
  readonly suggestion?: string;
  readonly line?: number;
  readonly column?: number;
  readonly salvo?: number;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-infer-warning-code-'));
  await writeFile(join(dir, 'ru.yaml'), RU);
  await writeFile(join(dir, 'pl.yaml'), PL);
});

const documented = async (): Promise<string> =>
  (await Promise.all(['record-format.md', 'fleet-layouts.md', 'variant-format.md', 'scripting.md'].map((f) => readFile(join(root, 'docs', f), 'utf8')))).join('\n');

describe.each([
  { file: 'ru.yaml', target: 'красные', langs: ['ru', 'en'], codes: ['salvo-arrow-missing', 'cell-off-board', 'salvo-size-left-out'] },
  { file: 'pl.yaml', target: 'tomek', langs: ['pl', 'en'], codes: ['salvo-arrow-missing', 'cell-off-board', 'announcement-unknown-word'] },
])('infer --json on $file', ({ file, target, langs, codes }) => {
  it('gives each warning a documented code, its words in English, the same in every language', async () => {
    const plain = await runSalvo(dir, ['infer', file, '--target', target, '--json']);
    expect(plain.code).toBe(0);
    for (const lang of langs) {
      const r = await runSalvo(dir, ['infer', file, '--target', target, '--json', '--lang', lang]);
      expect(r.stdout).toBe(plain.stdout);
    }
    const warnings = (JSON.parse(plain.stdout) as { warnings: Warning[] }).warnings;
    expect(warnings.map((w) => w.code)).toEqual(codes);
    const docs = await documented();
    // What standard error says in English, one diagnostic a line.
    const english = (await runSalvo(dir, ['infer', file, '--target', target, '--lang', 'en'])).stderr.split('\n');
    for (const w of warnings) {
      expect(w.code).toMatch(/^[a-z]+(?:-[a-z0-9]+)+$/u);
      expect(docs).toContain(`\`${w.code}\``);
      const word = w.kind === 'reading-error' ? 'error' : 'warning';
      const said = `${file}:${w.line}:${w.column}: ${word} ${w.code}: ${file.startsWith('pl') ? 'shot' : 'salvo'} ${w.salvo}: ${w.message}${w.suggestion === undefined ? '' : ` (${w.suggestion})`}`;
      expect(english).toContain(said);
    }
  });
});

describe("scripting.md's page of infer's document", () => {
  it('says the warnings are English and to switch on their code', async () => {
    const doc = await readFile(join(root, 'docs', 'scripting.md'), 'utf8');
    const start = doc.indexOf('### `salvo infer <record> --target <side> --json`');
    const section = doc.slice(start, doc.indexOf('\n### ', start + 1)).replace(/\s+/gu, ' ');
    expect(start).toBeGreaterThan(0);
    expect(section).toContain('Their `message` and `suggestion` are English whatever the record\'s language or `--lang`');
    expect(section).toContain('a script switches on `code` (and `kind`)');
  });
});
