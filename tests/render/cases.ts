/**
 * The variants every pad test runs over: the hand-built fixtures and, when they are present,
 * the built-in templates (loaded through the real YAML loader with the pad's glyph check).
 */
import { listTemplates } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';
import { missingGlyphs } from '../../src/render/fonts.js';
import { loadVariant } from '../../src/variant/load.js';
import { ALL_FIXTURES } from './fixtures.js';

export async function templateVariants(): Promise<Variant[]> {
  const entries = await listTemplates();
  return Promise.all(entries.map((e) => loadVariant(e.id, { cwd: process.cwd(), missingGlyphs })));
}

export async function allVariants(): Promise<Variant[]> {
  return [...ALL_FIXTURES, ...(await templateVariants())];
}
