/** Every built-in template passes validation, its id is its file name, and the list is sorted. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { listTemplates, loadVariant, templatesDir } from '../../src/variant/load.js';
import { readVariantText } from '../../src/variant/parse.js';

const dir = templatesDir();
const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));

describe('built-in templates', () => {
  it('the templates directory is found from the module and is not empty', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const f of files) {
    it(`${f} is a valid variant without warnings, with id = file name`, () => {
      const r = readVariantText(readFileSync(join(dir, f), 'utf8'), `templates/${f}`);
      const diags = r.ok ? r.warnings : r.diagnostics;
      expect(diags.map(formatDiagnostic)).toEqual([]);
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.value.id).toBe(f.replace(/\.yaml$/, ''));
    });
  }

  it('their comments, which salvo init copies into a new user\'s variant, name nothing the user lacks: no DESIGN.md (not in the repository), no source text by its seed number', () => {
    for (const f of files) {
      const comments = readFileSync(join(dir, f), 'utf8')
        .split('\n')
        .flatMap((line, i) => (/#/u.test(line) ? [`${f}:${i + 1}: ${line.slice(line.indexOf('#'))}`] : []));
      expect(comments.filter((c) => /DESIGN\.md|\bseeds? \d|\bseed's\b|\bthe seed\b|\bissue\b/iu.test(c))).toEqual([]);
      expect(comments.length).toBeGreaterThan(0);
    }
  });

  it('listTemplates returns them all, sorted by id, with the template id as source', async () => {
    const list = await listTemplates();
    const ids = list.map((t) => t.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids.length).toBe(files.length);
    for (const t of list) expect(t.variant.source).toBe(t.id);
  });

  it('loadVariant finds a template by id and suggests a near miss', async () => {
    const ids = (await listTemplates()).map((t) => t.id);
    const first = ids[0]!;
    const v = await loadVariant(first, { cwd: '/' });
    expect(v.id).toBe(first);
    await expect(loadVariant(first.slice(0, -1) + 'x', { cwd: '/' })).rejects.toThrow(/unknown-variant.*did you mean/s);
  });

  it('a template is validated once per process: the same object comes back; a file is read again', async () => {
    const ids = (await listTemplates()).map((t) => t.id);
    const a = await loadVariant(ids[0]!, { cwd: '/' });
    expect(await loadVariant(ids[0]!, { cwd: '/' })).toBe(a);
    const file = join(dir, `${ids[0]}.yaml`);
    const b = await loadVariant(file, { cwd: '/' });
    expect(b).not.toBe(a);
    expect(b).toEqual({ ...a, source: file });
  });

  it('the annotated example in docs/variant-format.md is itself a valid variant', () => {
    const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'variant-format.md'), 'utf8');
    const m = /```yaml\n([\s\S]*?)```/.exec(doc);
    expect(m).not.toBeNull();
    const r = readVariantText(m![1]!, 'variant-format.md');
    expect(r.ok ? [] : r.diagnostics.map(formatDiagnostic)).toEqual([]);
  });
});

describe('the rules text of every template, as salvo variant show prints it', () => {
  // variant show prints the rules line for line (the cover flows them anew): a line broken off
  // short in the middle of a sentence showed as a ragged gap (Statki 15×15: "(pięć kratek). Wokół
  // każdego statku trzeba" on a line of its own, in Polish and English alike). A line much
  // shorter than its paragraph's longest ends a sentence: a heading (ПРАВИЛА.), a numbered
  // rule, a paragraph's last line.
  it('breaks a line short of its paragraph only at the end of a sentence', async () => {
    const short: string[] = [];
    for (const t of await listTemplates()) {
      for (const lang of t.variant.languages) {
        const rules = t.variant.rules[lang] ?? '';
        for (const paragraph of rules.split(/\n\s*\n/u)) {
          const lines = paragraph.split('\n').filter((l) => l.trim() !== '');
          const longest = Math.max(...lines.map((l) => l.length));
          for (const line of lines.slice(0, -1)) {
            if (line.length < 0.8 * longest && !/[.!?:»”"]$/u.test(line.trimEnd())) short.push(`${t.id} [${lang}]: ${line}`);
          }
        }
      }
    }
    expect(short).toEqual([]);
  });
});
