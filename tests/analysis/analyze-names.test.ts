/**
 * `salvo analyze` names ship classes in the record's language (text and PDF report), as the
 * other commands do; `--json` keeps the class ids. Run on the Russian and the Polish example
 * records, whose class ids are English words.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { memoryIO } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { readRecordFile } from '../../src/record/store.js';
import { localize, type Variant } from '../../src/variant/model.js';
import { pdfText } from '../render/raster.js';

const root = join(import.meta.dirname, '..', '..');
// A 1 ms budget: the positions enumeration cannot reach are estimated, which keeps this quick.
const FAST = ['--budget', '1', '--workers', '1'];

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
/** `word` standing alone (not inside a longer word or id). */
const word = (w: string): RegExp => new RegExp(`(^|[^\\p{L}\\p{N}_-])${escape(w)}($|[^\\p{L}\\p{N}_-])`, 'u');

async function run(args: readonly string[]): Promise<string> {
  const r = memoryIO('', {}, root);
  const code = await main(['node', 'salvo', ...args], r.io);
  expect(code, r.stderr).toBe(0);
  return r.stdout;
}

// The report's words in the game's language (analysis/report-text.ts): one shot a salvo, so shots.
describe.each([
  { file: 'examples/morskoy-boy.yaml', lang: 'ru', w: { firing: ' стреляет по стороне ', certain: 'точно известны: ', pdfCertain: 'Точно известны: ', never: 'никогда', after: 'после выстрела ' } },
  { file: 'examples/statki.yaml', lang: 'pl', w: { firing: ' strzela do strony ', certain: 'pewne: ', pdfCertain: 'Pewne: ', never: 'nigdy', after: 'po strzale ' } },
])('salvo analyze $file ($lang)', ({ file, lang, w }) => {
  let variant: Variant;
  /** Class id → its name in the record's language, from the variant's own data. */
  let names: Map<string, string>;
  let dir: string;

  beforeAll(async () => {
    const f = await readRecordFile(join(root, file), loadRecordVariant);
    if (!f.ok) throw new Error(`${file} does not load`);
    expect(f.record.language).toBe(lang);
    variant = f.variant;
    names = new Map(variant.fleet.map((c) => [c.id, localize(c.name, lang, variant)]));
    // The check means something only if no name is its id.
    for (const [id, name] of names) expect(name).not.toBe(id);
    dir = await mkdtemp(join(tmpdir(), 'salvo-analyze-names-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('names classes in the text output and the PDF report, never by id', async () => {
    const pdf = join(dir, 'report.pdf');
    const out = await run(['analyze', file, '-o', pdf, ...FAST]);
    for (const id of names.keys()) expect(out, `class id ${id} in the text output`).not.toMatch(word(id));

    // One block per side: the table, then its `certain:` line naming every class once.
    const blocks = out.split(new RegExp(`\\n(?=[^\\n]*${w.firing})`, 'u')).filter((b) => b.includes(w.firing));
    expect(blocks).toHaveLength(2);
    let certainRows = 0;
    for (const block of blocks) {
      const line = block.split('\n').find((l) => l.startsWith(w.certain));
      expect(line, 'a certain: line').toBeDefined();
      for (const name of names.values()) {
        // A class of several ships may have their moments after it, in brackets.
        const m = new RegExp(`(?:: |, )${escape(name)} (${w.never}|${w.after}(\\d+))(?: \\([^)]*\\))?(?:,|$)`, 'u').exec(line!);
        expect(m, `${name} in "${line}"`).not.toBeNull();
        if (m![2] === undefined) continue;
        // The table's certain column names the class on that salvo's row.
        const row = block.split('\n').find((l) => new RegExp(`^\\s*${m![2]}\\s`, 'u').test(l));
        expect(row, `row of salvo ${m![2]}`).toBeDefined();
        expect(row!.endsWith(name) || row!.includes(`  ${name}, `) || row!.includes(`, ${name}`), `${name} in row "${row}"`).toBe(true);
        certainRows++;
      }
    }
    // The example games end with a fleet sunk, so some class became certain somewhere.
    expect(certainRows).toBeGreaterThan(0);

    const text = await pdfText(new Uint8Array(await readFile(pdf)));
    const summary = text.items[0]!.join('\n');
    // The PDF sets the line as a paragraph begins, its first letter a capital; where it wraps (the
    // moments of a class's ships in brackets), its next lines go on in lower case or with a digit.
    const all = summary.split('\n');
    const lines = all.flatMap((l, i) => {
      if (!l.startsWith(w.pdfCertain)) return [];
      let whole = l;
      for (let j = i + 1; j < all.length && /^[\p{Ll}\d(]/u.test(all[j]!); j++) whole += ` ${all[j]!}`;
      return [whole];
    });
    expect(lines, summary).toHaveLength(2);
    for (const l of lines) {
      // Said as the text says it (`броненосец никогда`, `… после выстрела 12`), not `броненосец: никогда`.
      for (const name of names.values()) expect(l).toMatch(new RegExp(`(?:: |, )${escape(name)} (${w.never}|${w.after}\\d+)`, 'u'));
      for (const id of names.keys()) expect(l, `class id ${id} in the PDF`).not.toMatch(word(id));
    }
  });

  it('--json keeps the class ids', async () => {
    const json = JSON.parse(await run(['analyze', file, '--json', ...FAST])) as {
      sides: { certainty: { classId: string; afterSalvo: number | null }[]; salvos: { certain: string[] }[] }[];
    };
    expect(json.sides).toHaveLength(2);
    const ids = variant.fleet.map((c) => c.id);
    let certain = 0;
    for (const s of json.sides) {
      expect(s.certainty.map((c) => c.classId)).toEqual(ids);
      for (const f of s.salvos) for (const id of f.certain) {
        expect(ids).toContain(id);
        certain++;
      }
    }
    expect(certain).toBeGreaterThan(0);
  });
});

describe('salvo suggest', () => {
  it("names the class whose hit costs a turn in the record's language, never by id", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'salvo-suggest-names-'));
    try {
      await writeFile(join(dir, 'g.yaml'), 'variant: perelman\nsalvos:\n  - blue: а1 б2 в3 -> попаданий нет\n');
      const r = memoryIO('', {}, dir);
      expect(await main(['node', 'salvo', 'suggest', 'g.yaml', '--side', 'red'], r.io), r.stderr).toBe(0);
      // The whole report in Russian, the record's language (tests/cli/suggest-language.test.ts).
      expect(r.stdout).toContain('примечание: попадание в корабль «госпиталь» стоит хода');
      expect(r.stdout).not.toMatch(word('hospital'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
