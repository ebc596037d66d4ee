/**
 * Reading records as people write them: the one-line and the structured salvo forms, results in
 * every language of the variant, per shot and per salvo, and positioned errors.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCell } from '../../src/core/coords.js';
import type { Announcement } from '../../src/rules/announcement.js';
import { parseAnnouncement, formatAnnouncement } from '../../src/record/announcement-text.js';
import { recordSides } from '../../src/core/file-kind.js';
import { parseRecord, readRecordHeader } from '../../src/record/parse.js';
import { readingSaid } from '../../src/record/reading-text.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let jutland: Variant;
let perelman: Variant;
let morskoy: Variant;
let statki: Variant;
beforeAll(async () => {
  const cwd = process.cwd();
  jutland = await loadVariant('jutland', { cwd });
  perelman = await loadVariant('perelman', { cwd });
  morskoy = await loadVariant('morskoy-boy', { cwd });
  statki = await loadVariant('statki', { cwd });
});

const cell = (text: string, v: Variant): number => {
  const p = parseCell(text, v.board);
  if (!p.ok) throw new Error(text);
  return p.cell;
};

describe('the one-line and the structured form', () => {
  it('read to the same salvo', () => {
    const one = parseRecord('variant: jutland\nsalvos:\n  - blue: A1 B4 C7 D2 E9 F5 -> battleship 1, cruiser 1\n', jutland);
    const full = parseRecord('variant: jutland\nsalvos:\n  - { side: blue, cells: [A1, B4, C7, D2, E9, F5], result: "Battleship 1; Cruiser 1" }\n', jutland);
    expect(one.diagnostics).toEqual([]);
    expect(full.diagnostics).toEqual([]);
    expect(full.record.salvos).toEqual(one.record.salvos);
    expect(one.record.salvos[0]).toEqual({
      side: 'blue',
      cells: ['A1', 'B4', 'C7', 'D2', 'E9', 'F5'].map((c) => cell(c, jutland)),
      announcement: { kind: 'per-salvo', hits: [{ classId: 'battleship', count: 1 }, { classId: 'cruiser', count: 1 }] },
    });
  });

  it('a salvo without an arrow has no announcement yet; note and forced ride along', () => {
    const r = parseRecord('variant: jutland\nsalvos:\n  - red: A1 B1 C1 D1 E1 F1\n    note: rain\n    forced: true\n', jutland);
    expect(r.diagnostics).toEqual([]);
    expect(r.record.salvos[0]).toMatchObject({ side: 'red', announcement: null, note: 'rain', forced: true });
  });

  it('the header: variant, sides with players, date, place, notes', () => {
    const text = 'variant: jutland\nsides: { blue: Ann, red: { player: Bob } }\ndate: 1923-05-31\nplace: Portsmouth\nnotes: a wet day\nsalvos: []\n';
    expect(readRecordHeader(text).variant).toBe('jutland');
    const r = parseRecord(text, jutland);
    expect(r.diagnostics).toEqual([]);
    expect(r.record).toMatchObject({ sides: [{ id: 'blue', player: 'Ann' }, { id: 'red', player: 'Bob' }], date: '1923-05-31', place: 'Portsmouth', notes: 'a wet day' });
  });
});

describe('sides', () => {
  it("the variant's side ids name its sides in any order; other names go by position", () => {
    const swapped = parseRecord('variant: jutland\nsides: { red: Bob, blue: Ann }\nsalvos:\n  - blue: A1 B1 C1 D1 E1 F1 -> no hits\n', jutland);
    expect(swapped.record.sides).toEqual([{ id: 'blue', player: 'Ann' }, { id: 'red', player: 'Bob' }]);
    const named = parseRecord('variant: perelman\nsides: { синие: Петя, красные: Вася }\nsalvos:\n  - синие: а1 б1 в1 -> попаданий нет\n  - Красные: а1 б1 в1 -> none\n', perelman);
    expect(named.diagnostics).toEqual([]);
    expect(named.record.salvos.map((s) => s.side)).toEqual(['синие', 'красные']);
  });

  it('a list of the two sides names them with no players, as the file-kind guess reads it: by position, the variant\'s own ids in any order', () => {
    const listed = parseRecord('variant: jutland\nsides: [blue, red]\nsalvos:\n  - blue: A1 B1 C1 D1 E1 F1 -> no hits\n', jutland);
    expect(listed.diagnostics).toEqual([]);
    expect(listed.record.sides).toEqual([{ id: 'blue' }, { id: 'red' }]);
    expect(recordSides({ variant: 'jutland', sides: ['blue', 'red'] })).toEqual(listed.record.sides.map((s) => s.id));
    expect(parseRecord('variant: jutland\nsides: [red, blue]\nsalvos: []\n', jutland).record.sides).toEqual([{ id: 'blue' }, { id: 'red' }]);
    const named = parseRecord('variant: morskoy-boy\nsides: [первый, второй]\nsalvos:\n  - первый: Е8 -> мимо\n  - второй: а1 -> мимо\n', morskoy);
    expect(named.diagnostics).toEqual([]);
    expect(named.record.salvos.map((s) => s.side)).toEqual(['первый', 'второй']);
  });

  it('a list of sides naming one twice, or one no side may be named, is told where, with what to write', () => {
    const twice = parseRecord('variant: jutland\nsides: [blue, blue]\nsalvos: []\n', jutland, { file: 'g.yaml' }).diagnostics;
    expect(twice).toEqual([
      expect.objectContaining({ code: 'record-sides', message: 'sides lists "blue" twice', suggestion: 'name the other side too, e.g. "sides: [blue, red]"', line: 2, column: 15 }),
    ]);
    expect(readingSaid(twice[0]!, 'ru')).toEqual({ message: 'sides называет «blue» дважды', suggestion: 'назовите и другую сторону, например «sides: [blue, red]»' });
    expect(readingSaid(twice[0]!, 'pl')).toEqual({ message: 'sides podaje „blue” dwa razy', suggestion: 'podaj też drugą stronę, na przykład „sides: [blue, red]”' });
    const note = parseRecord('variant: jutland\nsides: [blue, note]\nsalvos: []\n', jutland).diagnostics;
    expect(note.map((d) => [d.code, d.message, d.line, d.column])).toEqual([['record-sides', '"note" cannot name a side', 2, 15]]);
    // Not two names: the mapping it may be written as.
    for (const sides of ['[blue]', '[blue, red, green]', '[[blue], red]']) {
      const d = parseRecord(`variant: jutland\nsides: ${sides}\nsalvos: []\n`, jutland).diagnostics;
      expect(d.map((x) => [x.code, x.suggestion]), sides).toEqual([['record-sides', 'write e.g. "sides: { blue: Ann, red: Bob }"']]);
    }
  });
});

describe('results in the variant\'s languages', () => {
  it('Perelman, per salvo, in Russian with the spoken joining words', () => {
    const a = parseAnnouncement('Попал в трехклеточный и в пятиклеточный', perelman, 3);
    expect(a.issues).toEqual([]);
    expect(a.announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'three' }, { classId: 'five' }] });
    expect(parseAnnouncement('госпиталь', perelman, 3).announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'hospital' }] });
    for (const none of ['попаданий нет', 'нет попаданий', 'none', 'no hits']) {
      expect(parseAnnouncement(none, perelman, 3).announcement, none).toEqual({ kind: 'per-salvo', hits: [] });
    }
    expect(formatAnnouncement({ kind: 'per-salvo', hits: [{ classId: 'three' }] }, perelman, 'ru')).toBe('трёхклеточный');
    expect(formatAnnouncement({ kind: 'per-salvo', hits: [] }, perelman, 'en')).toBe('no hits');
  });

  it('Jutland, per salvo with counts, as the rules say it', () => {
    const want: Announcement = { kind: 'per-salvo', hits: [{ classId: 'battleship', count: 1 }, { classId: 'cruiser', count: 2 }] };
    for (const text of ['battleship once, cruiser twice', 'Battleship 1, Cruiser 2 times', 'cruiser x2, battleship', 'hit battleship 1 and cruiser 2']) {
      const a = parseAnnouncement(text, jutland, 6);
      expect(a.issues, text).toEqual([]);
      expect(a.announcement, text).toEqual(want);
    }
    expect(formatAnnouncement(want, jutland)).toBe('battleship 1, cruiser 2');
  });

  it('counts said as number words: after the class its count; before it, the error a digit there gets, never "did you mean none?"', () => {
    const want: Announcement = { kind: 'per-salvo', hits: [{ classId: 'battleship', count: 2 }, { classId: 'cruiser', count: 1 }] };
    for (const text of ['battleship two, cruiser one', 'Battleship Two and cruiser 1']) {
      const a = parseAnnouncement(text, jutland, 6);
      expect(a.issues, text).toEqual([]);
      expect(a.announcement, text).toEqual(want);
    }
    // Before the class, as "2 battleships" is: write the class first (one read as none would
    // have recorded a salvo that hit as one that missed).
    for (const [text, typed] of [['one battleship', 'one'], ['two hits on the battleship', 'two'], ['2 battleships', '2']] as const) {
      const a = parseAnnouncement(text, jutland, 6);
      expect(a.announcement, text).toBeNull();
      expect([a.issues[0]?.diagnostic.code, a.issues[0]?.diagnostic.message], text).toEqual(['announcement-number-without-class', `"${typed}" does not follow a ship class`]);
      for (const x of a.issues) expect(x.diagnostic.suggestion ?? '', text).not.toMatch(/\bnone\b|no hits/u);
    }
    // Russian and Polish number words too, in the variant's language.
    // (Perelman's announcements count no hits: the count read, as 1 would be, and dropped.)
    const one = parseAnnouncement('трёхклеточный один', perelman, 3);
    expect(one.issues).toEqual([]);
    expect(one.announcement).toEqual(parseAnnouncement('трёхклеточный 1', perelman, 3).announcement);
    expect(parseAnnouncement('два трёхклеточный', perelman, 3).issues.map((x) => x.diagnostic.code)).toEqual(['announcement-number-without-class']);
  });

  it('a number before its class is told to follow the class written, with that number where the variant counts hits, alone where it does not', () => {
    const said = (text: string, v: Variant, lang?: string) => {
      const d = parseAnnouncement(text, v, 6, lang).issues[0]!.diagnostic;
      return [d.code, d.suggestion, readingSaid(d, 'ru')?.suggestion];
    };
    // Jutland counts hits: the class the number stands before, the number after it (not the
    // fleet's first class, nor "cruiser 2" whatever was written).
    expect(said('one battleship', jutland)).toEqual(['announcement-number-without-class', 'write the class first, e.g. "battleship 1"', 'сначала напишите класс, например «battleship 1»']);
    expect(said('3 destroyers', jutland)[1]).toBe('write the class first, e.g. "destroyer 3"');
    expect(said('two hits on the battleship', jutland)[1]).toBe('write the class first, e.g. "battleship 2"');
    expect(said('#2 destroyer', jutland)[1]).toBe('write the class first, e.g. "destroyer #2 1"');
    // Perelman counts none: the class alone, as the record's language writes it.
    expect(said('2 трёхклеточных', perelman)).toEqual([
      'announcement-number-without-class',
      'write the class alone, e.g. "трёхклеточный": this variant does not announce how many hits',
      'напишите один класс, например «трёхклеточный»: число попаданий в этом варианте не объявляют',
    ]);
    expect(said('два пятиклеточный', perelman, 'en')[1]).toBe('write the class alone, e.g. "five-cell ship": this variant does not announce how many hits');
  });

  it("the rule texts' own phrasings: full stops, 'корабль', another grammatical form, 'you have hit my'", () => {
    const three: Announcement = { kind: 'per-salvo', hits: [{ classId: 'three' }] };
    for (const text of ['Попал в трехклеточный корабль.', 'попал в трёхклеточный корабль', 'трёхклеточного']) {
      const a = parseAnnouncement(text, perelman, 3);
      expect(a.issues, text).toEqual([]);
      expect(a.announcement, text).toEqual(three);
    }
    expect(parseAnnouncement('Попал в двухклеточный и в пятиклеточный.', perelman, 3).announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'two' }, { classId: 'five' }] });
    expect(parseAnnouncement('попал в госпитальное судно', perelman, 3).announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'hospital' }] });
    for (const none of ['Попаданий нет.', 'No hits.']) expect(parseAnnouncement(none, perelman, 3).announcement, none).toEqual({ kind: 'per-salvo', hits: [] });
    const want: Announcement = { kind: 'per-salvo', hits: [{ classId: 'battleship', count: 1 }, { classId: 'cruiser', count: 1 }] };
    for (const text of ['You have hit my battleship once, and my cruiser once', 'hit my battleship once and my cruiser once.']) {
      expect(parseAnnouncement(text, jutland, 6).announcement, text).toEqual(want);
    }
    expect(parseAnnouncement('destroyers twice', jutland, 6).announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'destroyer', count: 2 }] });
    // "No hits" with a ship hit is said to be that, not a misspelling of "no hits".
    const both = parseAnnouncement('попаданий нет, трёхклеточный', perelman, 3);
    expect(both.announcement).toBeNull();
    expect(both.issues.map((x) => x.diagnostic.code)).toEqual(['announcement-no-hits-with-hits']);
    // A word typed in two alphabets looks right and is not: the message says why.
    const mixed = parseAnnouncement('battl\u0435ship 1', jutland, 6);
    expect(mixed.issues[0]?.diagnostic.message).toContain('mixes Latin and Cyrillic letters');
    // A word like no class stays an error.
    expect(parseAnnouncement('submarine 1', jutland, 6).issues.map((x) => x.diagnostic.code)).toEqual(['announcement-unknown-word']);
  });

  it('a Russian word typed with the keyboard in Latin layout is said to be that, never read', () => {
    for (const [typed, meant] of [['vbvj', 'мимо'], ['GJGFK', 'попал']] as const) {
      const r = parseAnnouncement(typed, morskoy, 1);
      expect(r.announcement, typed).toBeNull();
      expect(r.issues[0]?.diagnostic.suggestion, typed).toBe(`did you mean ${meant}? It looks typed with the keyboard in Latin layout`);
    }
    // An English word of the variant is still read; a Latin word with no reading keeps the usual hint.
    expect(parseAnnouncement('miss', morskoy, 1).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'miss' }] });
    expect(parseAnnouncement('qqqq', morskoy, 1).issues[0]?.diagnostic.suggestion).not.toContain('Latin layout');
  });

  it('the keys of Russian letters that are punctuation in Latin layout (, . ; \' [ ] `) are read within a word, once for the whole word', () => {
    // б is the comma key: `e,bn` is убит, one error for the word (not one per piece).
    const sunk = parseAnnouncement('e,bn', morskoy, 1);
    expect(sunk.announcement).toBeNull();
    expect(sunk.issues.map((x) => [x.diagnostic.message, x.diagnostic.suggestion, x.offset])).toEqual([
      ['"e,bn" is not a word of this variant\'s announcements', 'did you mean убит? It looks typed with the keyboard in Latin layout', 0],
    ]);
    // х on [ (промах), б on , (убил); several words and the Russian comma key (? in Latin layout) too.
    const says = (text: string, shots: number, v: Variant = morskoy): string | undefined => parseAnnouncement(text, v, shots).issues[0]?.diagnostic.suggestion;
    expect(says('ghjvf[', 1)).toBe('did you mean промах? It looks typed with the keyboard in Latin layout');
    expect(says('e,bk', 1)).toBe('did you mean убил? It looks typed with the keyboard in Latin layout');
    expect(says('gjgfk? e,bn', 2)).toBe('did you mean попал, убит? It looks typed with the keyboard in Latin layout');
    // A Latin comma typed between words stays a separator where the word before it reads without it.
    expect(says('vbvj, gjgfk', 2)).toBe('did you mean мимо, попал? It looks typed with the keyboard in Latin layout');
    // Only the part typed in Latin layout is named, at its place; a word of the variant in Latin letters is one.
    expect(says('miss, e,bn', 2)).toBe('did you mean убит? It looks typed with the keyboard in Latin layout');
    // Only the part typed in Latin layout is named, at its place.
    const part = parseAnnouncement('попал, e,bn', morskoy, 2);
    expect(part.issues.map((x) => [x.diagnostic.message, x.diagnostic.suggestion, x.offset])).toEqual([
      ['"e,bn" is not a word of this variant\'s announcements', 'did you mean убит? It looks typed with the keyboard in Latin layout', 7],
    ]);
    // ё on ` and х on [ in a class name (Perelman's трёхклеточный), ь and б in корабль.
    expect(says('nh`[rktnjxysq', 3, perelman)).toBe('did you mean трёхклеточный? It looks typed with the keyboard in Latin layout');
    expect(says('gjgfk d nh`[rktnjxysq rjhf,km', 3, perelman)).toBe('did you mean попал в трёхклеточный корабль? It looks typed with the keyboard in Latin layout');
    // Normal announcements with commas are read as before.
    expect(parseAnnouncement('попал, убит', morskoy, 2).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'hit' }, { result: 'sunk' }] });
    expect(parseAnnouncement('попал,убит', morskoy, 2).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'hit' }, { result: 'sunk' }] });
    expect(parseAnnouncement('hit, sunk', morskoy, 2).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'hit' }, { result: 'sunk' }] });
    // A word with no Russian reading keeps its own errors.
    expect(parseAnnouncement('qq,zz', morskoy, 1).issues.map((x) => x.diagnostic.message)).toEqual([
      '"qq" is not a word of this variant\'s announcements',
      '"zz" is not a word of this variant\'s announcements',
    ]);
  });

  it('Polish "trafiony, zatopiony" with its comma is one result where the shots say so', () => {
    const sunk = { kind: 'per-shot', shots: [{ result: 'sunk' }] };
    expect(parseAnnouncement('Trafiony, zatopiony!', statki, 1).announcement).toEqual(sunk);
    expect(parseAnnouncement('trafiony, zatopiony, pudło', statki, 2).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'sunk' }, { result: 'miss' }] });
    // Two shots, two results: a hit and then the sinking, as written.
    expect(parseAnnouncement('trafiony, zatopiony', statki, 2).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'hit' }, { result: 'sunk' }] });
    // Counts that fit neither reading stay an error.
    expect(parseAnnouncement('trafiony, zatopiony, pudło, pudło', statki, 2).issues.map((x) => x.diagnostic.code)).toEqual(['announcement-length']);
  });

  it('"You sunk my battleship!" (and "sank") is read per shot, as the 1967 game is played', async () => {
    const classic = await loadVariant('classic-1967', { cwd: process.cwd() });
    for (const text of ['You sunk my battleship!', 'You sank my battleship', 'sank battleship']) {
      expect(parseAnnouncement(text, classic, 1).announcement, text).toEqual({ kind: 'per-shot', shots: [{ result: 'sunk', classId: 'battleship' }] });
    }
    expect(parseAnnouncement('you hit my cruiser, miss', classic, 2).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'hit' }, { result: 'miss' }] });
    // A word that is no filler stays an error.
    expect(parseAnnouncement('you sunk the bismarck', classic, 1).issues.map((x) => x.diagnostic.code)).toContain('announcement-unknown-word');
  });

  it("contractions a player writes (you've, it's, that's a, typed or typographic apostrophe) are filler", async () => {
    const classic = await loadVariant('classic-1967', { cwd: process.cwd() });
    const cases: readonly [string, Announcement][] = [
      ["you've sunk my destroyer", { kind: 'per-shot', shots: [{ result: 'sunk', classId: 'destroyer' }] }],
      ['you’ve sunk my destroyer', { kind: 'per-shot', shots: [{ result: 'sunk', classId: 'destroyer' }] }],
      ["it's a hit", { kind: 'per-shot', shots: [{ result: 'hit' }] }],
      ['that’s a miss', { kind: 'per-shot', shots: [{ result: 'miss' }] }],
    ];
    for (const [text, want] of cases) {
      const r = parseAnnouncement(text, classic, 1);
      expect(r.issues.map((x) => x.diagnostic.code), text).toEqual([]);
      expect(r.announcement, text).toEqual(want);
    }
    const salvo = parseAnnouncement("you've hit my battleship once, and a cruiser once", jutland, 6);
    expect(salvo.issues).toEqual([]);
    expect(salvo.announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'battleship', count: 1 }, { classId: 'cruiser', count: 1 }] });
    // A contraction alone says nothing: still no announcement.
    expect(parseAnnouncement("it's", classic, 1).announcement).toBeNull();
  });

  it('a misspelt phrase of several words is answered with the phrase, at its first word', () => {
    for (const [text, v, meant] of [['no hotsx', jutland, 'no hits'], ['попаданий нед', perelman, 'попаданий нет'], ['nie hits', jutland, 'no hits']] as const) {
      const r = parseAnnouncement(text, v, 6);
      expect(r.announcement, text).toBeNull();
      expect(r.issues.map((x) => [x.diagnostic.message, x.diagnostic.suggestion, x.offset]), text).toEqual([
        [`"${text}" is not a phrase of this variant's announcements`, `did you mean ${meant}?`, 0],
      ]);
    }
    // A phrase with a ship hit is not taken for it.
    expect(parseAnnouncement('no hits, cruser', jutland, 6).issues.map((x) => x.diagnostic.message).join()).not.toContain('is not a phrase');
    // Nor two words far from every phrase.
    expect(parseAnnouncement('hit sunk', jutland, 6).issues.map((x) => x.diagnostic.message).join()).not.toContain('is not a phrase');
  });

  it('a sunk word said before its class, per salvo, is answered with where it goes, not "did you mean sunk?"', () => {
    // A designer's own per-salvo variant announcing sinkings (no template does): "sunk destroyer".
    // It gives the sunk word a variant announcing sinkings must (jutland, announcing none, has none).
    const sinking: Variant = { ...jutland, report: { timing: 'per-salvo', by: 'class', counts: true, sunk: true }, words: { ...jutland.words, en: { ...jutland.words.en!, sunk: 'sunk' } } };
    const sunk = sinking.words.en!.sunk!;
    const meant = (classId: string): string => formatAnnouncement({ kind: 'per-salvo', hits: [{ classId, count: 1, sunk: true }] }, sinking, 'en');
    for (const [text, classId] of [[`battleship 2, ${sunk} destroyer`, 'destroyer'], [`battleship 2, ${sunk}`, 'battleship'], [sunk, 'battleship']] as const) {
      const r = parseAnnouncement(text, sinking, 6);
      expect(r.announcement, text).toBeNull();
      expect(r.issues.map((x) => [x.diagnostic.code, x.diagnostic.suggestion, x.offset]), text).toEqual([
        ['announcement-sunk-without-class', `write e.g. "${meant(classId)}"`, text.indexOf(sunk)],
      ]);
      expect(r.issues[0]!.diagnostic.message).not.toContain('is not a word');
    }
    // The suggestion reads back as the sinking it names.
    expect(parseAnnouncement(meant('destroyer'), sinking, 6).announcement).toEqual({ kind: 'per-salvo', hits: [{ classId: 'destroyer', count: 1, sunk: true }] });
    // Where sinking is not announced at all, a sunk word with no class after it is to be left out.
    const jut = parseAnnouncement(`battleship 1, ${sunk}`, jutland, 6);
    expect(jut.issues.map((x) => [x.diagnostic.code, x.diagnostic.suggestion])).toEqual([['announcement-sunk-without-class', 'leave the word out']]);
  });

  it('where sinking is not announced, a sunk word before its class is ignored as after it: the class is read, with the same warning', () => {
    // "Потоплен трёхклеточный", "you sank my destroyer": the word the variant does not use stands first, the class is plain.
    for (const [text, v, hits, at] of [
      ['battleship 1, sunk cruiser', jutland, [{ classId: 'battleship', count: 1 }, { classId: 'cruiser', count: 1 }], 14],
      ['you sank my destroyer twice', jutland, [{ classId: 'destroyer', count: 2 }], 4],
      ['потоплен трёхклеточный, пятиклеточный', perelman, [{ classId: 'three' }, { classId: 'five' }], 0],
    ] as const) {
      const r = parseAnnouncement(text, v, 3);
      expect(r.announcement, text).toEqual({ kind: 'per-salvo', hits });
      expect(r.issues.map((x) => [x.diagnostic.code, x.diagnostic.severity, x.offset]), text).toEqual([['announcement-sunk-ignored', 'warning', at]]);
    }
    // As after the class, where the same warning was said before.
    expect(parseAnnouncement('трёхклеточный потоплен', perelman, 3).issues.map((x) => x.diagnostic.code)).toEqual(['announcement-sunk-ignored']);
  });

  it('a word of the variant out of its place is said to be so, not "did you mean" itself', () => {
    const miss = jutland.words.en!.miss;
    const noHits = jutland.words.en!.noHits;
    for (const text of [`battleship 1, ${miss}`, `${miss}, battleship 1`]) {
      const r = parseAnnouncement(text, jutland, 6);
      expect(r.announcement, text).toBeNull();
      expect(r.issues.map((x) => [x.diagnostic.code, x.diagnostic.message, x.offset]), text).toEqual([['announcement-unknown-word', `"${miss}" is a word of this variant's announcements, but not in this place`, text.indexOf(miss)]]);
      expect(r.issues[0]!.diagnostic.suggestion, text).not.toContain('did you mean');
      expect(r.issues[0]!.diagnostic.suggestion, text).toContain(`"${noHits}" alone`);
    }
    // Per shot: the "no hits" phrase beside a result.
    const r = parseAnnouncement(`${morskoy.words.ru!.miss} none`, morskoy, 2);
    expect(r.issues.map((x) => [x.diagnostic.message, x.diagnostic.suggestion])).toEqual([
      ['"none" is a word of this variant\'s announcements, but not in this place', `give one result per shot, as ${morskoy.words.ru!.miss}, ${morskoy.words.ru!.hit} or ${morskoy.words.ru!.sunk}, or "${morskoy.words.ru!.noHits}" alone if every shot missed`],
    ]);
    // A slip is still answered with the word meant.
    expect(parseAnnouncement('battleship 1, mis', jutland, 6).issues[0]!.diagnostic.suggestion).toBe(`did you mean ${miss}?`);
  });

  it('Морской бой per shot: мимо / попал / убит, and English', () => {
    expect(parseAnnouncement('убит', morskoy, 1).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'sunk' }] });
    expect(parseAnnouncement('Попал', morskoy, 1).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'hit' }] });
    expect(parseAnnouncement('miss', morskoy, 1).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'miss' }] });
    expect(parseAnnouncement('попал, мимо', morskoy, 2).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'hit' }, { result: 'miss' }] });
  });

  it('a variant whose hits name the class names it with the sunk too, as the rules announce it (sunk: plain, hitClass)', () => {
    // The rules (namesClass) name the class of a sunk ship when hits name theirs; the record must
    // read what they announce, or a sinking cannot be recorded at all in such a variant.
    const named: Variant = { ...morskoy, report: { timing: 'per-shot', sunk: 'plain', hitClass: true } };
    const id = named.fleet[0]!.id;
    const a: Announcement = { kind: 'per-shot', shots: [{ result: 'hit', classId: id }, { result: 'sunk', classId: id }] };
    const text = formatAnnouncement(a, named, 'en');
    const back = parseAnnouncement(text, named, 2);
    expect(back.issues).toEqual([]);
    expect(back.announcement).toEqual(a);
  });

  it('Statki per shot in Polish, with or without diacritics', () => {
    for (const [text, result] of [['pudło', 'miss'], ['pudlo', 'miss'], ['trafiony', 'hit'], ['ZATOPIONY', 'sunk']] as const) {
      expect(parseAnnouncement(text, statki, 1).announcement, text).toEqual({ kind: 'per-shot', shots: [{ result }] });
    }
  });

  it('as players say them at the table: ранил / убил, trafiony zatopiony', () => {
    const one = (text: string, v: Variant) => parseAnnouncement(text, v, 1).announcement;
    for (const [text, result] of [['ранил', 'hit'], ['Ранен', 'hit'], ['убил', 'sunk'], ['промах', 'miss'], ['не попал', 'miss'], ['Не попала!', 'miss']] as const) {
      expect(one(text, morskoy), text).toEqual({ kind: 'per-shot', shots: [{ result }] });
    }
    // In Polish a ship sunk is announced "trafiony zatopiony": one result, not two.
    for (const [text, result] of [['trafiony zatopiony', 'sunk'], ['Trafiony zatopiony!', 'sunk'], ['trafiona', 'hit'], ['zatopiona', 'sunk']] as const) {
      expect(one(text, statki), text).toEqual({ kind: 'per-shot', shots: [{ result }] });
    }
    expect(parseAnnouncement('trafiony zatopiony, pudło', statki, 2).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'sunk' }, { result: 'miss' }] });
    expect(parseAnnouncement('ранил, убил', morskoy, 2).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'hit' }, { result: 'sunk' }] });
    // Said to a woman who fired (Маша): ранила, убила, потопила, as ранил, убил, потопил are said to a man.
    for (const [text, result] of [['ранила', 'hit'], ['Убила!', 'sunk'], ['потопила', 'sunk']] as const) {
      expect(one(text, morskoy), text).toEqual({ kind: 'per-shot', shots: [{ result }] });
    }
    expect(parseAnnouncement('ранила, убила', morskoy, 2).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'hit' }, { result: 'sunk' }] });
    // "не попал" is a miss, not a hit after a stray word.
    expect(parseAnnouncement('попал, не попал', morskoy, 2).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'hit' }, { result: 'miss' }] });
    // Two results said apart stay two.
    expect(parseAnnouncement('trafiony, trafiony', statki, 2).announcement).toEqual({ kind: 'per-shot', shots: [{ result: 'hit' }, { result: 'hit' }] });
    // Only in a language of the variant: Polish words mean nothing in Морской бой.
    expect(one('trafiony', morskoy)).toBeNull();
  });

  it("a misspelt key beside the side is that key's error; the salvo is still read", () => {
    const r = parseRecord('variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> no hits\n    nte: typo\n  - red: A1 -> no hits\n', jutland);
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column, d.suggestion])).toEqual([['unknown-key', 4, 5, 'did you mean note?']]);
    expect(r.record.salvos.map((x) => x.side)).toEqual(['blue', 'red']);
  });

  it('an announcement in quotes is read without them; a number cut off as a YAML comment is said', () => {
    for (const text of ['"battleship 1"', '«battleship 1»', '„battleship 1“']) {
      expect(parseAnnouncement(text, jutland, 6).announcement, text).toEqual({ kind: 'per-salvo', hits: [{ classId: 'battleship', count: 1 }] });
    }
    const r = parseRecord('variant: jutland\nsalvos:\n  - blue: A1 A2 A3 A4 A5 A6 -> destroyer #2 2\n', jutland);
    expect(r.diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([['salvo-comment', 'warning', 3, 42]]);
  });

  it('a quote opened after the arrow and never closed, or closed and never opened, is no part of a word', () => {
    for (const text of ['"battleship 1', 'battleship 1"', '«battleship 1', '„battleship 1']) {
      const r = parseAnnouncement(text, jutland, 6);
      expect(r.issues, text).toEqual([]);
      expect(r.announcement, text).toEqual({ kind: 'per-salvo', hits: [{ classId: 'battleship', count: 1 }] });
    }
    // The offset of a word after it is still that of the text.
    const typo = parseAnnouncement('"battleship 1, crusier 1', jutland, 6);
    expect(typo.issues.map((x) => [x.diagnostic.code, x.offset])).toEqual([['announcement-unknown-word', 15]]);
  });

  it('a quote never closed is placed where it opens, not at the end of the file', () => {
    const r = parseRecord('variant: jutland\nsalvos:\n  - blue: "A1 A2 A3 A4 A5 A6 -> no hits\n  - red: A1 -> no hits\n', jutland);
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([['yaml-syntax', 3, 11, 'this quote is never closed']]);
  });

  it('one "miss" for a salvo of several shots points to the words for no hits', async () => {
    const salvo = await loadVariant('classic-salvo', { cwd: process.cwd() });
    const one = parseAnnouncement('miss', salvo, 5).issues;
    expect(one.map((x) => x.diagnostic.code)).toEqual(['announcement-length']);
    expect(one[0]!.diagnostic.suggestion).toBe(`give one result per shot, in the order the cells were called, or "${salvo.words.en!.noHits}" if every shot missed`);
    // A hit among the results is not told to say "no hits".
    expect(parseAnnouncement('miss, hit', salvo, 5).issues[0]!.diagnostic.suggestion).toBe('give one result per shot, in the order the cells were called');
  });

  it('a result list of the wrong length is an error, placed at the announcement', () => {
    const r = parseRecord('variant: morskoy-boy\nsalvos:\n  - blue: А1 -> попал, мимо\n', morskoy);
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column, d.salvo])).toEqual([['announcement-length', 3, 17, 1]]);
  });
});

describe('positioned errors', () => {
  it('an unknown salvo key gets a did-you-mean', () => {
    const r = parseRecord('variant: jutland\nsalvos:\n  - { side: blue, cels: A1, result: none }\n', jutland);
    const d = r.diagnostics.find((x) => x.code === 'unknown-key')!;
    expect(d).toMatchObject({ line: 3, salvo: 1, suggestion: 'did you mean cells?' });
  });

  it('shots: for cells: and announced: for result: are said once each, at the key, with the line to write; the salvo is read as meant', () => {
    const text = 'variant: jutland\nsalvos:\n  - side: blue\n    shots: A1 B4 C7 D2 E9 F5\n    announced: Battleship 1\n';
    const r = parseRecord(text, jutland);
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column, d.message, d.suggestion])).toEqual([
      ['unknown-key', 4, 5, '"shots" is not a salvo key: cells is', 'write cells: A1 B4 C7 D2 E9 F5'],
      ['unknown-key', 5, 5, '"announced" is not a salvo key: result is', 'write result: Battleship 1'],
    ]);
    // Read as the same salvo written with its own keys.
    const meant = parseRecord(text.replace('shots:', 'cells:').replace('announced:', 'result:'), jutland);
    expect(meant.diagnostics).toEqual([]);
    expect(r.record.salvos).toEqual(meant.record.salvos);
    // A list of cells is written back as a list; in Russian and Polish the same words.
    const listed = parseRecord('variant: morskoy-boy\nsalvos:\n  - { side: blue, Shots: [Б2], answer: мимо }\n', morskoy);
    expect(listed.diagnostics.map((d) => [d.code, d.suggestion, readingSaid(d, 'ru'), readingSaid(d, 'pl')])).toEqual([
      ['unknown-key', 'write cells: [Б2]', { message: '«Shots» — не ключ выстрела: ключ — cells', suggestion: 'напишите cells: [Б2]' }, { message: '„Shots” nie jest kluczem strzału: kluczem jest cells', suggestion: 'napisz cells: [Б2]' }],
      ['unknown-key', 'write result: мимо', { message: '«answer» — не ключ выстрела: ключ — result', suggestion: 'напишите result: мимо' }, { message: '„answer” nie jest kluczem strzału: kluczem jest result', suggestion: 'napisz result: мимо' }],
    ]);
    expect(listed.record.salvos).toEqual(parseRecord('variant: morskoy-boy\nsalvos:\n  - { side: blue, cells: [Б2], result: мимо }\n', morskoy).record.salvos);
    // Where cells: is written too, shots: is only an unknown key.
    const both = parseRecord('variant: jutland\nsalvos:\n  - { side: blue, cells: A1 B4 C7 D2 E9 F5, shots: A2, result: no hits }\n', jutland);
    expect(both.diagnostics.map((d) => [d.code, d.suggestion])).toEqual([['unknown-key', 'the keys are side, cells, result, note, forced, together']]);
  });

  it('an unreadable cell is named, with its column', () => {
    const r = parseRecord('variant: jutland\nsalvos:\n  - blue: A1 B2 C3 ?? E5 F6 -> no hits\n', jutland);
    const d = r.diagnostics.find((x) => x.severity === 'error')!;
    expect(d.message).toContain('"??"');
    expect([d.line, d.column, d.salvo]).toEqual([3, 20, 1]);
  });

  it('YAML syntax errors are reported, not thrown', () => {
    const r = parseRecord('variant: jutland\nsalvos:\n  - blue: [A1\n', jutland);
    expect(r.diagnostics.some((d) => d.code === 'yaml-syntax')).toBe(true);
    expect(r.record.salvos).toEqual([]);
  });
});
