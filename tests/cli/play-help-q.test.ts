/**
 * `q` quits at play's prompts (where the variant reads it as nothing else); play's help says so:
 * `salvo play --help` (`To stop: quit (or q), …`, in Russian and Polish with --lang), and the help
 * typed at its prompt (`help, quit (or q).`; `выход или quit (можно коротко: q)`, `koniec albo quit
 * (można krótko: w albo q)`). A variant whose announcements read `q` (a word of its own) does not offer it.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-help-q-'));
});

describe('salvo play --help', () => {
  for (const [lang, said] of [
    ['en', 'To stop: quit (or q), Ctrl-D or Ctrl-C.'],
    ['ru', 'Чтобы закончить: выход (или q), Ctrl-D или Ctrl-C.'],
    ['pl', 'Aby zakończyć: koniec (albo q), Ctrl-D albo Ctrl-C.'],
  ] as const) {
    it(`${lang}: names q among the ways to stop`, async () => {
      const r = await runSalvo(dir, ['play', '--help', '--lang', lang]);
      expect(r.stdout).toContain(said);
    });
  }
});

describe('help at the prompt', () => {
  for (const [lang, variant, said] of [
    ['en', 'classic-salvo', 'help, quit (or q).\n'],
    ['ru', 'morskoy-boy', 'справка или help, выход или quit (можно коротко: q).\n'],
    ['pl', 'statki', 'pomoc albo help, koniec albo quit (można krótko: w albo q).\n'],
  ] as const) {
    it(`${lang}: names q with quit, and q quits`, async () => {
      const f = `${lang}.yaml`;
      expect((await runSalvo(dir, ['new', variant, '-o', f])).code).toBe(0);
      const r = await runSalvo(dir, ['play', f, '--no-charts'], 'help\nq\nhelp\n');
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain(said);
      // q ended the session: the help after it was not read.
      expect(r.stdout.split(said).length - 1).toBe(1);
    });
  }

  it('a variant that reads q as an announcement does not offer it', async () => {
    const text = (await readFile(join(process.cwd(), 'templates', 'statki.yaml'), 'utf8')).replace(/^(\s+)miss: miss$/mu, '$1miss: q');
    expect(text).toContain('miss: q');
    await writeFile(join(dir, 'qq.yaml'), text);
    await writeFile(join(dir, 'q.yaml'), 'variant: qq.yaml\nlanguage: en\nsalvos: []\n');
    const r = await runSalvo(dir, ['play', 'q.yaml', '--no-charts'], 'help\nquit\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('help, quit.\n');
  });
});
