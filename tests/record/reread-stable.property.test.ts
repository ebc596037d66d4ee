/**
 * Property tests: a record as a hand wrote it (the examples, every record fixture of the tests,
 * and these damaged as hands and editors do it: see tests/fuzz/damage.ts) that reads without an
 * error is, once written out by salvo's writer, read back as the same record, and that written
 * text is a fixed point: read(write(read(text))) is read(text), write(read(write(…))) the same
 * text. So a record salvo rewrites (undo of a hand-edited file, `play`'s grouping) says what the
 * hand-written one said.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRecordVariant } from '../../src/cli/commands/game-common.js';
import type { GameRecord } from '../../src/record/model.js';
import { parseRecord } from '../../src/record/parse.js';
import { readRecordFile } from '../../src/record/store.js';
import { writeRecord } from '../../src/record/write.js';
import type { Variant } from '../../src/variant/model.js';
import { applyDamage, damage } from '../fuzz/damage.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const yamlIn = (dir: string): string[] =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.yaml') && !f.includes('variant'))
    .sort()
    .map((f) => join(dir, f));
const FILES = [...yamlIn('examples'), ...yamlIn('tests/record/fixtures')];

/** Each file that reads as a record, with its variant. */
const SEEDS: { name: string; text: string; variant: Variant }[] = [];
beforeAll(async () => {
  for (const name of FILES) {
    const f = await readRecordFile(join(ROOT, name), loadRecordVariant, name);
    if (f.ok) SEEDS.push({ name, text: readFileSync(join(ROOT, name), 'utf8'), variant: f.variant });
  }
});

const errors = (r: ReturnType<typeof parseRecord>) => r.diagnostics.filter((d) => d.severity === 'error');

/** Written out and read back, the record is itself; written again, the text is the same. */
function expectStable(record: GameRecord, variant: Variant, what: string): void {
  for (const groupTurns of [false, true]) {
    const text = writeRecord(record, variant, { groupTurns });
    const back = parseRecord(text, variant);
    expect(errors(back), `${what}\n${text}`).toEqual([]);
    expect(back.record, `${what}\n${text}`).toEqual(record);
    expect(writeRecord(back.record, variant, { groupTurns }), what).toBe(text);
  }
}

describe('a hand-written record that reads without an error', () => {
  it('is the same record written out by salvo and read back (the examples and fixtures)', () => {
    expect(SEEDS.length).toBeGreaterThan(10);
    let read = 0;
    for (const s of SEEDS) {
      const r = parseRecord(s.text, s.variant);
      if (errors(r).length > 0) continue;
      read++;
      expectStable(r.record, s.variant, s.name);
    }
    expect(read).toBeGreaterThan(10);
  });

  it('damaged and still read without an error, is the same record written out and read back', () => {
    let read = 0;
    fc.assert(
      fc.property(fc.nat(), fc.array(damage, { minLength: 1, maxLength: 3 }), fc.boolean(), (k, edits, crlf) => {
        const s = SEEDS[k % SEEDS.length]!;
        let text = edits.reduce(applyDamage, s.text);
        if (crlf) text = text.replace(/\r?\n/gu, '\r\n');
        const r = parseRecord(text, s.variant);
        if (errors(r).length > 0) return;
        read++;
        expectStable(r.record, s.variant, `${s.name} damaged: ${JSON.stringify(edits)}`);
      }),
      { numRuns: 100 },
    );
    // Enough damaged records read for the property to say something.
    expect(read).toBeGreaterThan(20);
  });
});
