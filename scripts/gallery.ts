/**
 * `npm run gallery`: the pad gallery in examples/gallery/: a PNG preview of the first sheet of
 * the Jutland and Perelman pads (shown by the README), and the command for every template.
 * Deterministic: the same sources give the same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { missingGlyphs } from '../src/render/fonts.js';
import { renderPadPdf } from '../src/render/pad.js';
import { FIXED_DOCUMENT_DATE } from '../src/render/pdf.js';
import { listTemplates, loadVariant } from '../src/variant/load.js';
import { rasterize } from '../tests/render/raster.js';

const out = join(process.cwd(), 'examples', 'gallery');
mkdirSync(out, { recursive: true });

/** Pixels per millimetre of the previews (≈ 100 dpi). */
const PX_PER_MM = 4;

const previews: { id: string; lang: string; perPage: 1 | 2 }[] = [
  { id: 'jutland', lang: 'en', perPage: 1 },
  { id: 'perelman', lang: 'ru', perPage: 1 },
  { id: 'statki-15', lang: 'pl', perPage: 2 },
];

for (const p of previews) {
  const variant = await loadVariant(p.id, { cwd: process.cwd(), missingGlyphs });
  const { bytes } = await renderPadPdf(variant, { paper: 'A4', perPage: p.perPage, sheets: p.perPage, lang: p.lang, cover: false, date: FIXED_DOCUMENT_DATE });
  const png = (await rasterize(bytes, 1, PX_PER_MM)).png();
  const file = join(out, `${p.id}-pad.png`);
  writeFileSync(file, png);
  console.log(`${file}: ${png.length} bytes`);
}

const lines = [
  '# Pad gallery',
  '',
  'Made by `npm run gallery` (scripts/gallery.ts): page 1 of a pad, rendered at about 100 dpi.',
  '',
  ...previews.map((p) => `- \`salvo pad ${p.id} --lang ${p.lang}${p.perPage === 2 ? ' --per-page 2' : ''}\`: [${p.id}-pad.png](${p.id}-pad.png)`),
  '',
  '![Jutland pad](jutland-pad.png)',
  '',
  '## The command for each template',
  '',
  'Twenty sheets (sides alternate: Blue, Red, ...) after a cover with the rules that folds into a screen:',
  '',
  '```sh',
];
for (const t of await listTemplates()) {
  for (const lang of t.variant.languages) lines.push(`salvo pad ${t.id} --lang ${lang} --sheets 20 --cover -o ${t.id}-${lang}-pad.pdf`);
}
lines.push(
  '```',
  '',
  'Other options: `--paper A4|A5|letter`, `--per-page 2` (two sheets a page with a cut line: one Blue,',
  'one Red), `--sides "Ann,Bob"` (player names instead of the sides), `--title "Club night"`.',
  '',
);
writeFileSync(join(out, 'README.md'), lines.join('\n'));
console.log(`${join(out, 'README.md')}`);
