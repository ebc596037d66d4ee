/**
 * Property test: the copy of a template `salvo init` writes (its text, the `id` and the `name`
 * spliced in, every comment kept) reads as the template's variant with the new id and name, for
 * any id the variant check accepts (among them those YAML would read as another type: 1923, true,
 * null, yes, 0x1f, 1e3, 007) and any name (quotes, colons, #, braces, line breaks, leading and
 * trailing spaces, letters of every alphabet), for every template and each of its languages; and
 * renaming it again to the template's own id and names gives the template back.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renameVariantName, renameVariantText } from '../../src/variant/init-template.js';
import { readVariantText } from '../../src/variant/parse.js';
import type { Variant } from '../../src/variant/model.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TEMPLATES = readdirSync(join(ROOT, 'templates'))
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((f) => ({ file: f, text: readFileSync(join(ROOT, 'templates', f), 'utf8') }));

const id = fc.oneof(fc.constantFrom('1923', 'true', 'null', 'yes', 'no', 'on', '0x1f', '1e3', '007', '0o7', '1-2', 'nan'), fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/));
const PIECES = ['"', "'", ': ', ':', ' #', '#', '- ', '{', '}', '[', ']', ',', '&a', '*a', '!', '%', '@', '`', '|', '>', '\\', ' ', '\n', '\t', 'ё', 'Ząb', 'Морской бой', '🚢', 'null', 'true', '12'];
const name = fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 })), { minLength: 1, maxLength: 6 }).map((ps) => ps.join(''));

const readings = new Map<string, Variant>();
function read(text: string, file: string): Variant {
  const known = readings.get(text);
  if (known !== undefined) return known;
  const r = readVariantText(text, file);
  if (!r.ok) throw new Error(`${file}: ${r.diagnostics.map((d) => d.message).join('; ')}\n${text}`);
  readings.set(text, r.value);
  return r.value;
}

describe('salvo init: a template renamed', () => {
  it('reads as the template with the new id and name, in each language; renamed back, the template', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEMPLATES), id, fc.array(name, { minLength: 8, maxLength: 8 }), (t, newId, names) => {
        const template = read(t.text, t.file);
        const langs = template.languages;
        const nameFor = (lang: string | undefined): string => names[lang === undefined ? 0 : Math.max(0, langs.indexOf(lang)) % names.length]!;
        const copy = renameVariantName(renameVariantText(t.text, newId), (lang) => nameFor(lang));
        const v = read(copy, 'copy.yaml');
        expect(v.id).toBe(newId);
        // Every template names itself in each of its languages (a name in one string would be renamed once, for all).
        for (const l of langs) expect(v.name[l]).toBe(nameFor(l));
        const { id: _i, name: _n, source: _s, ...rest } = v;
        const { id: _ti, name: _tn, source: _ts, ...templateRest } = template;
        expect(rest).toEqual(templateRest);
        const back = renameVariantName(renameVariantText(copy, template.id), (lang, was) => (lang === undefined ? template.name[langs[0]!]! : template.name[lang] ?? was));
        expect(read(back, t.file)).toEqual(template);
      }),
      { numRuns: 25 },
    );
  });
});
