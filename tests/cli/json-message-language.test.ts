/**
 * docs/scripting.md says in which language a diagnostic's `message` is in each command's JSON:
 * English but in `check --json` (and `analyze --json`'s `referee`), which follow the report's
 * language (`--lang`, else the record's), and `fleet check --json`, which names the ships in the
 * variant's language. The page quotes the two non-English messages; each is what the command
 * gives, and the English ones are English (no Cyrillic beyond the cells and names quoted).
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');
let dir: string;
let page: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-json-lang-'));
  // examples/morskoy-boy.yaml, a finished game, with one shot more after its end.
  const game = await readFile(join(ROOT, 'examples', 'morskoy-boy.yaml'), 'utf8');
  await writeFile(join(dir, 'g.yaml'), `${game.trimEnd()}\n  - первый: Д9 -> мимо\n`);
  await writeFile(join(dir, 'f.yaml'), 'броненосец: А1-А5\n');
  page = (await readFile(join(ROOT, 'docs', 'scripting.md'), 'utf8')).replace(/\n\s*/gu, ' ');
});

const messages = (json: string): string[] => {
  const doc = JSON.parse(json) as { violations?: { message: string }[]; referee?: { breaches: { message: string }[] } };
  return [...(doc.violations ?? []), ...(doc.referee?.breaches ?? [])].map((v) => v.message);
};

describe('the language of --json messages', () => {
  it("check --json: the record's language, English with --lang en, as the page says", async () => {
    const ru = await runSalvo(dir, ['check', 'g.yaml', '--json']);
    expect(ru.code).toBe(1);
    const said = messages(ru.stdout).find((m) => m.includes('после конца партии'));
    expect(said).toBe('выстрел 46 стороны «первый» сделан после конца партии');
    expect(page).toContain(`"${said}"`);
    const en = await runSalvo(dir, ['check', 'g.yaml', '--json', '--lang', 'en']);
    expect(messages(en.stdout)).toContain('первый fired shot 46 after the game had ended');
  });

  it('record --json stays English on the same record', async () => {
    const r = await runSalvo(dir, ['record', 'g.yaml', 'второй', 'А1', '-r', 'мимо', '--json']);
    const doc = JSON.parse(r.stdout) as { violations: { message: string }[] };
    expect(doc.violations.length).toBeGreaterThan(0);
    for (const v of doc.violations) expect(v.message).not.toMatch(/выстрел|партии|сторон/u);
  });

  it("fleet check --json: English words, the ships named in the variant's language", async () => {
    const r = await runSalvo(dir, ['fleet', 'check', 'morskoy-boy', 'f.yaml', '--json']);
    expect(r.code).toBe(1);
    const said = messages(r.stdout).find((m) => m.startsWith('броненосец А1-А5'));
    expect(said).toBe('броненосец А1-А5 has 5 cells; a броненосец has 4');
    expect(page).toContain(`"${said}"`);
  });
});
