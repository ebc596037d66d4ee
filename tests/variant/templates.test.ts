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
