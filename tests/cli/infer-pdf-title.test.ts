/**
 * `salvo infer --pdf`: the document's title, which a viewer shows as its window's, is the title
 * printed above the chart, in the game's language, naming the side as the page does; before, it
 * was `morskoy-boy — red after 20`, ids in English whatever the game's language.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { pdfText, pdfTitle } from '../render/raster.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-infer-title-'));
const example = (name: string): string => fileURLToPath(new URL(`../../examples/${name}`, import.meta.url));

describe('the heatmap PDF is titled as its page is', () => {
  const cases: [string, string[], RegExp][] = [
    ['morskoy-boy.yaml', ['--after', '20'], /^Морской бой/u],
    ['statki.yaml', ['--after', '10'], /^Statki/u],
    ['jutland.yaml', ['--after', '3'], /^Jutland/u],
  ];
  for (const [file, extra, starts] of cases) {
    it(file, async () => {
      const out = join(dir, `${file}.pdf`);
      const r = await runSalvo(dir, ['infer', example(file), '--target', 'red', ...extra, '--pdf', out]);
      expect(r.stderr.split('\n').filter((l) => / error /u.test(l))).toEqual([]);
      expect(r.code).toBe(0);
      const bytes = new Uint8Array(readFileSync(out));
      const title = await pdfTitle(bytes);
      expect(title).toMatch(starts);
      // Not the variant's id and the side's id (`jutland — red after 3`).
      expect(title).not.toMatch(/^[a-z-]+ — red after \d/u);
      // The printed title, in the lines it is broken into, is the document's.
      const { items } = await pdfText(bytes);
      const printed = items[0]!.join(' ');
      const words = title!.split(/\s+/u);
      expect(printed.replace(/\s+/gu, ' ')).toContain(words.slice(0, 3).join(' '));
      expect(printed.replace(/\s+/gu, ' ')).toContain(words.slice(-2).join(' '));
    });
  }
});
