/**
 * Hand-written records go wrong in every way: random edits of the example records (a character
 * dropped or typed, a line lost, doubled or moved, two lines swapped), seeded so that a failure
 * is replayed exactly. Whatever the edit, reading and refereeing throws nothing, and every
 * finding says where: a line and a column in the file, and the salvo number where it concerns a
 * salvo.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { createRng, type Rng } from '../../src/core/rng.js';
import { refereeRecord, type Breach } from '../../src/record/referee.js';
import { readRecordText } from '../../src/record/store.js';

const EXAMPLES = resolve(import.meta.dirname, '..', '..', 'examples');
const TYPED = ['?', '-', '>', ':', ',', ' ', '#', '"', "'", '[', '{', 'A', 'Z', '1', '0', 'й', 'Б', '\t', '\n', '->', ' -> miss', ' -> hit', ' -> мимо', '- red:'];

function pick<T>(rng: Rng, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)]!;
}

function edit(text: string, rng: Rng): string {
  const lines = text.split('\n');
  const at = Math.floor(rng() * lines.length);
  switch (Math.floor(rng() * 6)) {
    case 0: {
      const i = Math.floor(rng() * (text.length + 1));
      return text.slice(0, i) + pick(rng, TYPED) + text.slice(i);
    }
    case 1: {
      const i = Math.floor(rng() * text.length);
      return text.slice(0, i) + text.slice(i + 1);
    }
    case 2:
      lines.splice(at, 1);
      return lines.join('\n');
    case 3:
      lines.splice(at, 0, lines[at] ?? '');
      return lines.join('\n');
    case 4: {
      const other = Math.floor(rng() * lines.length);
      [lines[at], lines[other]] = [lines[other]!, lines[at]!];
      return lines.join('\n');
    }
    default: {
      // A word of a salvo line garbled: a token replaced by something typed.
      const words = (lines[at] ?? '').split(' ');
      words[Math.floor(rng() * words.length)] = pick(rng, TYPED);
      lines[at] = words.join(' ');
      return lines.join('\n');
    }
  }
}

/** What lacks a place: a finding of the file with no line, or one with a line of no salvo where the line is a salvo's. */
function unplaced(findings: readonly (Breach | Diagnostic)[], text: string): string[] {
  const lines = text.split('\n');
  const out: string[] = [];
  for (const f of findings) {
    if (f.line === undefined || f.column === undefined || f.line < 1 || f.column < 1) {
      out.push(`${f.code}: no line and column: ${f.message}`);
      continue;
    }
    if (f.line > lines.length + 1) out.push(`${f.code}: line ${f.line} past the end: ${f.message}`);
  }
  return out;
}

describe('random edits of the example records', () => {
  it('never throw, and every finding says where', async () => {
    const files = (await readdir(EXAMPLES)).filter((f) => f.endsWith('.yaml')).sort();
    const originals = await Promise.all(files.map(async (f) => [f, await readFile(join(EXAMPLES, f), 'utf8')] as const));
    const rng = createRng('referee-fuzz');
    const failures: string[] = [];
    for (let round = 0; round < 240; round++) {
      const [name, original] = originals[round % originals.length]!;
      let text = original;
      const edits = 1 + Math.floor(rng() * 3);
      for (let k = 0; k < edits; k++) text = edit(text, rng);
      try {
        const f = await readRecordText(text, join(EXAMPLES, name), loadRecordVariant, 'g.yaml');
        if (!f.ok) {
          for (const u of unplaced(f.diagnostics.filter((d) => d.code !== 'not-utf8'), text)) failures.push(`round ${round} (${name}): ${u}`);
          continue;
        }
        const report = refereeRecord(f, f.variant);
        for (const u of unplaced([...report.breaches, ...report.warnings], text)) failures.push(`round ${round} (${name}): ${u}`);
        for (const b of report.breaches) {
          // A finding of a salvo carries its number.
          if (b.sideSalvo !== undefined && b.salvo === undefined) failures.push(`round ${round} (${name}): ${b.code} without its salvo number`);
        }
      } catch (e) {
        failures.push(`round ${round} (${name}): threw ${(e as Error).stack ?? String(e)}\n--- text ---\n${text}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
  }, 300_000);
});

describe('a record with a key YAML cannot make a plain key of (`? [ … ]`)', () => {
  it('is reported as a finding, with no warning of the YAML library on standard error', async () => {
    const warned: string[] = [];
    const listen = (w: Error): void => void warned.push(w.message);
    process.on('warning', listen);
    try {
      const text = 'variant: jutland\nsalvos:\n  - ? [ { red: A1 -> no hits } ]\n';
      const f = await readRecordText(text, join(EXAMPLES, 'g.yaml'), loadRecordVariant, 'g.yaml');
      expect(f.ok).toBe(true);
      if (!f.ok) return;
      const report = refereeRecord(f, f.variant);
      expect(report.breaches.map((b) => [b.code, b.salvo, b.line])).toEqual([['unknown-side', 1, 3]]);
      await new Promise((r) => setTimeout(r, 20));
    } finally {
      process.off('warning', listen);
    }
    expect(warned).toEqual([]);
  });
});
