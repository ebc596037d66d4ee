/** How long parsing and validating a variant file takes (YAML, schema, semantic checks, fit search). */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bench, describe } from 'vitest';
import { templatesDir } from '../../src/variant/load.js';
import { parseVariantText, readVariantText } from '../../src/variant/parse.js';
import { variantSpecSchema } from '../../src/variant/spec-schema.js';
import { loadYamlDocument } from '../../src/variant/yaml-source.js';

const texts = readdirSync(templatesDir())
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => ({ f, text: readFileSync(join(templatesDir(), f), 'utf8') }));

describe('variant files', () => {
  for (const { f, text } of texts) {
    bench(`read and validate ${f}`, () => {
      readVariantText(text, f);
    });
  }
  const { f, text } = texts[0]!;
  bench(`YAML only: ${f}`, () => {
    parseVariantText(text, f);
  });
  const spec = parseVariantText(text, f).spec;
  bench(`zod schema only: ${f}`, () => {
    variantSpecSchema.safeParse(spec);
  });
});

describe('a list of 30,000 items, closed and never closed (read about as fast: what it holds is not read twice)', () => {
  const items = Array.from({ length: 30_000 }, (_, i) => `c${i}`).join(', ');
  bench('closed', () => {
    loadYamlDocument(`id: x\nfleet: [${items}]\nname: X\n`, 'closed.yaml');
  });
  bench('never closed', () => {
    loadYamlDocument(`id: x\nfleet: [${items}\nname: X\n`, 'open.yaml');
  });
});
