/**
 * Undo on a record whose announcements stand on the line under their salvo (`salvo-result-next-line`,
 * src/record/result-line.ts): the last salvo's lines go (its announcement's line too, where that
 * is under it), every other line and comment stays byte for byte, and the record is not rewritten
 * in the standard layout. Round trips: N salvos added and taken back give the file as it was.
 */
import fc from 'fast-check';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import { parseRecord } from '../../src/record/parse.js';
import { appendSalvo, removeLastSalvo } from '../../src/record/session.js';
import { readRecordFile } from '../../src/record/store.js';
import type { GameRecord } from '../../src/record/model.js';
import type { Variant } from '../../src/variant/model.js';
import { arbSalvo } from './arbitraries.js';

const EXAMPLES = resolve(import.meta.dirname, '..', '..', 'examples');

/** The example records (breaches.yaml aside), each with its variant and text. */
async function examples(): Promise<{ name: string; text: string; variant: Variant; record: GameRecord }[]> {
  const out: { name: string; text: string; variant: Variant; record: GameRecord }[] = [];
  for (const name of (await readdir(EXAMPLES)).filter((f) => f.endsWith('.yaml') && f !== 'breaches.yaml').sort()) {
    const f = await readRecordFile(join(EXAMPLES, name), loadRecordVariant, name);
    if (!f.ok) throw new Error(name);
    out.push({ name, text: f.text, variant: f.variant, record: f.record });
  }
  return out;
}

/** The 0-based line numbers of the one-line salvos (`  - side: cells -> words`, nothing after). */
function salvoLines(lines: readonly string[]): number[] {
  const start = lines.findIndex((l) => /^salvos:\s*$/u.test(l));
  const out: number[] = [];
  for (let i = start + 1; i < lines.length; i++) if (/^\s*- [^{#:]+: [^#]*?\s->\s[^#]+$/u.test(lines[i]!)) out.push(i);
  return out;
}

type Form = 'under' | 'item' | 'comment';

/** `lines` with the announcement of the salvo at line `at` put on the line under it, as `form` writes it. */
function splitAt(lines: readonly string[], at: number, form: Form): string[] {
  const m = /^(\s*)(- .*?)\s*->\s*(.*)$/u.exec(lines[at]!)!;
  const [indent, head, words] = [m[1]!, m[2]!, m[3]!];
  const under = form === 'item' ? [`${indent}- -> ${words}`] : form === 'comment' ? [`${indent}  # said at the table`, `${indent}  -> ${words}`] : [`${indent}  -> ${words}`];
  return [...lines.slice(0, at), `${indent}${head}`, ...under, ...lines.slice(at + 1)];
}

describe('undo on a record with announcements on the line under', async () => {
  const all = await examples();

  it('takes out the last salvo and its announcement line, nothing else, without rewriting', () => {
    for (const { name, text, variant, record } of all) {
      const lines = text.split('\n');
      const salvos = salvoLines(lines);
      const last = salvos.at(-1)!;
      // The last salvo's own lines end where the next top-level line, or the file, starts.
      let end = last + 1;
      while (end < lines.length && /^\s+\S/u.test(lines[end]!) && !/^\s*-/u.test(lines[end]!)) end++;
      for (const form of ['under', 'item'] as const) {
        // The last salvo split: undo takes its two lines (and its note).
        const split = splitAt(lines, last, form);
        const parsed = parseRecord(split.join('\n'), variant);
        expect(parsed.diagnostics.filter((d) => d.severity === 'error'), name).toEqual([]);
        expect(parsed.diagnostics.some((d) => d.code === 'salvo-result-next-line'), name).toBe(true);
        const undone = removeLastSalvo(split.join('\n'), parsed.record, variant);
        expect(undone.rewritten, `${name} ${form}`).toBe(false);
        // As undo takes it from the record with the salvo on one line (a turn line keeps its shots before the last).
        expect(undone.text, `${name} ${form}`).toBe(removeLastSalvo(text, record, variant).text);
        if (parsed.record.salvos.length === salvos.length) expect(undone.text, `${name} ${form}`).toBe([...split.slice(0, last), ...split.slice(end + 1)].join('\n'));
        // An earlier salvo split: undo of the last one leaves it, and its announcement line, as written.
        const early = splitAt(lines, salvos[1]!, form);
        const parsedEarly = parseRecord(early.join('\n'), variant);
        const undoneEarly = removeLastSalvo(early.join('\n'), parsedEarly.record, variant);
        expect(undoneEarly.rewritten, `${name} ${form} early`).toBe(false);
        const unsplitEarly = removeLastSalvo(text, record, variant).text.split('\n');
        expect(undoneEarly.text, `${name} ${form} early`).toBe(splitAt(unsplitEarly, salvos[1]!, form).join('\n'));
        expect(undoneEarly.record.salvos).toEqual(record.salvos.slice(0, -1));
      }
    }
  });

  it('keeps a comment between a salvo and its announcement under it when the salvo is taken out', () => {
    const { text, variant } = all.find((e) => e.name === 'jutland.yaml')!;
    const lines = text.split('\n');
    const last = salvoLines(lines).at(-1)!;
    const split = splitAt(lines, last, 'comment');
    const parsed = parseRecord(split.join('\n'), variant);
    const undone = removeLastSalvo(split.join('\n'), parsed.record, variant);
    expect(undone.rewritten).toBe(false);
    expect(undone.text.split('\n')).toContain(split[last + 1]);
    expect(undone.text.split('\n')).not.toContain(split[last]);
    expect(undone.text.split('\n')).not.toContain(split[last + 2]);
  });

  it('N salvos added and taken back give the file as it was, byte for byte (seeded)', () => {
    for (const { name, text, variant, record } of all) {
      const lines = text.split('\n');
      const salvos = salvoLines(lines);
      const sides = [record.sides[0]!.id, record.sides[1]!.id] as const;
      fc.assert(
        fc.property(
          fc.subarray(salvos, { minLength: 1 }),
          fc.constantFrom<Form>('under', 'item', 'comment'),
          fc.array(arbSalvo(variant, sides), { minLength: 1, maxLength: 4 }),
          (chosen, form, added) => {
            // Split the chosen salvos, from the bottom up (the lines above keep their numbers).
            let split = [...lines];
            for (const at of [...chosen].reverse()) split = splitAt(split, at, form);
            const start = split.join('\n');
            const parsed = parseRecord(start, variant);
            expect(parsed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
            let current = { text: start, record: parsed.record };
            for (const s of added) {
              const next = appendSalvo(current.text, current.record, variant, s);
              expect(next.rewritten, name).toBe(false);
              current = next;
            }
            for (let k = 0; k < added.length; k++) {
              const back = removeLastSalvo(current.text, current.record, variant);
              expect(back.rewritten, name).toBe(false);
              current = back;
            }
            expect(current.text).toBe(start);
            expect(current.record).toEqual(parsed.record);
          },
        ),
        { numRuns: 6, seed: 31 },
      );
    }
  });
});
