/**
 * A side's name or an announcement's word written with a slip (`вторй`, `мим`, `vbvj`, `tomk`)
 * gives the whole line to write after its guess, as a cell's does (`did you mean второй? If so,
 * write the line: - второй: З8 -> мимо`), in the record's language, in place of `did you mean
 * второй?` alone or `Write the word in full`; a fleet under a side's name written with a slip is
 * said at its key, that the fleet is not read, with the key to write. Each line given, written over
 * the one in the file, reads with no error left (a round trip).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { parseRecord } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

const root = new URL('../..', import.meta.url).pathname;
const variants = new Map<string, Variant>();

beforeAll(async () => {
  for (const name of ['morskoy-boy', 'statki', 'jutland']) variants.set(name, await loadVariant(name, { cwd: root }));
});

/** The example `name` with `from` written as `to`. */
function edited(name: string, from: string, to: string): string {
  const example = readFileSync(`${root}examples/${name}.yaml`, 'utf8');
  const text = example.replace(from, to);
  expect(text).not.toBe(example);
  return text;
}

/** The errors of `text` read as the example `name`'s variant. */
function errors(text: string, name: string): Diagnostic[] {
  return parseRecord(text, variants.get(name)!).diagnostics.filter((d) => d.severity === 'error');
}

/** The suggestions of `text`'s errors of `code`, in `lang`. */
function said(text: string, name: string, code: string, lang: 'en' | 'ru' | 'pl'): (string | undefined)[] {
  return errors(text, name)
    .filter((d) => d.code === code)
    .map((d) => (lang === 'en' ? d.suggestion : readingSaid(d, lang)?.suggestion));
}

/** `text` with line `line` (1-based) written as `write`, its indent kept: what a referee copying the line given does. */
function written(text: string, line: number, write: string): string {
  const lines = text.split('\n');
  lines[line - 1] = `${/^\s*/u.exec(lines[line - 1]!)![0]}${write}`;
  return lines.join('\n');
}

/** The line each error of `code` gives (its `writeLine`), written over its own: no error is left. */
function roundTrip(text: string, name: string, code: string): void {
  const found = errors(text, name).filter((d) => d.code === code);
  expect(found.length).toBeGreaterThan(0);
  let mended = text;
  for (const d of found) {
    const line = d.parts?.['writeLine'];
    expect(typeof line).toBe('string');
    mended = written(mended, d.line!, line as string);
  }
  expect(errors(mended, name)).toEqual([]);
}

describe('a salvo under a side written with a slip', () => {
  const text = (): string => edited('morskoy-boy', '  - второй: З8 -> мимо', '  - вторй: З8 -> мимо');

  it('gives the line to write, in English, Russian and Polish', () => {
    expect(said(text(), 'morskoy-boy', 'unknown-side', 'en')).toEqual(['did you mean второй? If so, write the line: - второй: З8 -> мимо']);
    expect(said(text(), 'morskoy-boy', 'unknown-side', 'ru')).toEqual(['может быть, второй? Если так, напишите строку: - второй: З8 -> мимо']);
    const statki = edited('statki', '  - tomek: H2 -> pudło', '  - tomk: H2 -> pudło');
    expect(said(statki, 'statki', 'unknown-side', 'pl')).toEqual(['czy chodziło o tomek? Jeśli tak, napisz wiersz: - tomek: H2 -> pudło']);
  });

  it('the line given reads', () => {
    roundTrip(text(), 'morskoy-boy', 'unknown-side');
  });

  it('a name that is no slip of a side is given the sides, no line', () => {
    const other = edited('morskoy-boy', '  - второй: З8 -> мимо', '  - третий: З8 -> мимо');
    expect(said(other, 'morskoy-boy', 'unknown-side', 'en')).toEqual(['the sides are первый and второй']);
    expect(errors(other, 'morskoy-boy').find((d) => d.code === 'unknown-side')?.parts?.['writeLine']).toBeUndefined();
  });
});

describe('a fleet under a side written with a slip', () => {
  const text = (): string => edited('morskoy-boy', '\n  второй:\n', '\n  вторй:\n');

  it('is said at its key, the fleet not read, with the key to write (en/ru/pl)', () => {
    const [d] = errors(text(), 'morskoy-boy').filter((x) => x.code === 'unknown-side');
    const line = text().split('\n').indexOf('  вторй:') + 1;
    expect([d?.line, d?.column]).toEqual([line, 3]);
    expect(d?.message).toBe('"вторй" is not a side of this game; the fleet under it is not read');
    expect(d?.suggestion).toBe('did you mean второй? If so, write второй: for вторй:');
    expect(readingSaid(d!, 'ru')).toEqual({ message: '«вторй» — не сторона этой партии; флот под этим именем не читается', suggestion: 'может быть, второй? Если так, напишите второй: вместо вторй:' });
    const statki = edited('statki', '\n  tomek:\n', '\n  tomk:\n');
    const [p] = errors(statki, 'statki').filter((x) => x.code === 'unknown-side');
    expect(readingSaid(p!, 'pl')).toEqual({ message: '„tomk” nie jest stroną tej gry; flota pod tą nazwą nie jest odczytywana', suggestion: 'czy chodziło o tomek? Jeśli tak, napisz tomek: zamiast tomk:' });
  });

  it('the key given reads, the fleet with it', () => {
    const mended = text().replace('\n  вторй:\n', '\n  второй:\n');
    expect(errors(mended, 'morskoy-boy')).toEqual([]);
    expect(Object.keys(parseRecord(mended, variants.get('morskoy-boy')!).record.fleets)).toContain('второй');
  });
});

describe("an announcement's word written with a slip", () => {
  it('cut short, typed in the other layout, or a slip: the line to write after the guess, in place of "Write the word in full" (en/ru)', () => {
    const cut = edited('morskoy-boy', '  - первый: А3 -> мимо', '  - первый: А3 -> мим');
    expect(said(cut, 'morskoy-boy', 'announcement-unknown-word', 'en')).toEqual(['did you mean мимо? If so, write the line: - первый: А3 -> мимо']);
    expect(said(cut, 'morskoy-boy', 'announcement-unknown-word', 'ru')).toEqual(['может быть, мимо? Если так, напишите строку: - первый: А3 -> мимо']);
    const keys = edited('morskoy-boy', '  - второй: А7 -> мимо', '  - второй: А7 -> vbvj');
    expect(said(keys, 'morskoy-boy', 'announcement-unknown-word', 'en')).toEqual(['did you mean мимо? It looks typed with the keyboard in Latin layout. If so, write the line: - второй: А7 -> мимо']);
    expect(said(keys, 'morskoy-boy', 'announcement-unknown-word', 'ru')).toEqual(['может быть, мимо? Похоже, набрано в латинской раскладке. Если так, напишите строку: - второй: А7 -> мимо']);
    roundTrip(cut, 'morskoy-boy', 'announcement-unknown-word');
    roundTrip(keys, 'morskoy-boy', 'announcement-unknown-word');
  });

  it('two words of a turn line: the line with both mended, at each', () => {
    const turn = edited('morskoy-boy', '  - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо', '  - первый: Е8 Д8 Г8 А4 -> попал, попл, убт, мимо');
    const line = 'If so, write the line: - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо';
    expect(said(turn, 'morskoy-boy', 'announcement-unknown-word', 'en')).toEqual([`did you mean попал? ${line}`, `did you mean убит? ${line}`]);
    roundTrip(turn, 'morskoy-boy', 'announcement-unknown-word');
  });

  it('Polish and a class (Jutland)', () => {
    const statki = edited('statki', '  - ala: F8 -> trafiony', '  - ala: F8 -> traf');
    expect(said(statki, 'statki', 'announcement-unknown-word', 'pl')).toEqual(['czy chodziło o trafiony? Jeśli tak, napisz wiersz: - ala: F8 -> trafiony']);
    roundTrip(statki, 'statki', 'announcement-unknown-word');
    const jutland = edited('jutland', '  - blue: C3 E10 C4 C9 B7 G9 -> battleship 1, cruiser 1', '  - blue: C3 E10 C4 C9 B7 G9 -> battlship 1, cruiser 1');
    expect(said(jutland, 'jutland', 'announcement-unknown-word', 'en')).toEqual(['did you mean battleship? If so, write the line: - blue: C3 E10 C4 C9 B7 G9 -> battleship 1, cruiser 1']);
    roundTrip(jutland, 'jutland', 'announcement-unknown-word');
  });

  it('no line where another word of the announcement has no guess', () => {
    const two = edited('morskoy-boy', '  - первый: Е8 Д8 Г8 А4 -> попал, попал, убит, мимо', '  - первый: Е8 Д8 Г8 А4 -> попал, попл, qqqqqq, мимо');
    const found = errors(two, 'morskoy-boy').filter((d) => d.code === 'announcement-unknown-word');
    expect(found).toHaveLength(2);
    expect(found.every((d) => d.parts?.['writeLine'] === undefined)).toBe(true);
    expect(found[0]!.suggestion).toBe('did you mean попал?');
  });
});
