/**
 * Mistakes inside a section that used to be told misleadingly: a misspelt key where a section's
 * kind or timing is chosen, a value of the other report timing, a bracket never closed.
 * Each file text is given whole, with the line and column the error must point at.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/core/diagnostics.js';
import { issueSaid } from '../../src/variant/issue-text.js';
import { readVariantText } from '../../src/variant/parse.js';

const HEAD = [
  'id: nested',
  'languages: [en]',
  'name: Nested',
  'fleet:',
  '  - { id: battleship, name: Battleship, size: 4, guns: 2 }',
  '  - { id: cruiser, name: Cruiser, size: 3, guns: 1 }',
  'words:',
  '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }',
];

/** The errors of a variant file made of the head lines and then `lines` (from line 9). */
function problems(...lines: string[]): Diagnostic[] {
  const text = [...HEAD, ...lines, ''].join('\n');
  const r = readVariantText(text, 'nested.yaml');
  if (r.ok) throw new Error('the file should fail');
  return r.diagnostics.filter((d) => d.severity === 'error');
}

const brief = (d: Diagnostic): string => `${d.line}:${d.column} ${d.code} ${d.path ?? ''}`;

describe('a misspelt key where a section chooses its kind or timing', () => {
  it('salvo: { knd: guns } is one error at knd, asking "did you mean kind?", not that kind is missing', () => {
    const found = problems('turns:', '  salvo: { knd: guns }');
    expect(found.map(brief)).toEqual(['10:12 unknown-key turns.salvo.knd']);
    expect(found[0]!.message).toBe('turns.salvo.knd: unknown key "knd"');
    expect(found[0]!.suggestion).toBe('did you mean "kind"?');
  });

  it('a misspelt timing of the report, in block style, is one error at the key', () => {
    const found = problems('report:', '  timng: per-salvo', '  counts: true');
    expect(found.map(brief)).toEqual(['10:3 unknown-key report.timng']);
    expect(found[0]!.suggestion).toBe('did you mean "timing"?');
  });

  it('a key of no kind beside the misspelt one is an unknown key with every kind\'s keys allowed', () => {
    const found = problems('turns:', '  salvo: { knd: ships-afloat, colour: red }');
    expect(found.map(brief)).toEqual(['10:12 unknown-key turns.salvo.knd', '10:31 unknown-key turns.salvo.colour']);
    expect(found[1]!.suggestion).toBe('allowed here: kind, shots, steps, countProtected, perShip');
  });

  it('a kind left out, with no key misspelling it, is still said to be missing', () => {
    const found = problems('turns:', '  salvo: { perShip: 2 }');
    expect(found.map(brief)).toEqual(['10:10 missing-key turns.salvo.kind']);
  });

  it('report: { sunk: false } without timing says what a report is, with the values of each kind, and the one sunk: false is of', () => {
    const found = problems('report: { sunk: false }');
    expect(found.map(brief)).toEqual(['9:9 missing-key report.timing']);
    expect(found[0]!.message).toBe(
      'report.timing: required but missing: it is per-shot (with sunk: none, plain or with-class; hitClass: true or false) or per-salvo (with by: class or ship; counts: true or false; sunk: true or false)',
    );
    expect(found[0]!.suggestion).toBe('add timing: per-salvo, the only one that takes sunk: false');
    // Keys both kinds take, or none: no kind is chosen for the writer.
    expect(problems('report: { sunk: true, hitClass: true }')[0]!.suggestion).toBe('add timing: one of per-shot, per-salvo');
    // The salvo's kind alike: perShip is of ships-afloat alone.
    expect(problems('turns:', '  salvo: { perShip: 2 }')[0]!.suggestion).toBe('add kind: ships-afloat, the only one that takes perShip: 2');
  });
});

describe('a value of the other report timing', () => {
  it('sunk: with-class in a per-salvo report says what sunk takes there and how the class is given', () => {
    const found = problems('report:', '  timing: per-salvo', '  by: class', '  sunk: with-class');
    expect(found.map(brief)).toEqual(['12:9 wrong-type report.sunk']);
    expect(found[0]!.message).toBe('report.sunk: "with-class" is a value for timing: per-shot; with timing: per-salvo, sunk is true or false');
    expect(found[0]!.suggestion).toBe('write sunk: true: a per-salvo report names the class of every ship the salvo hit (by: ship names the ship), and sunk: true marks those it sank');
  });

  it('sunk: plain and sunk: none in a per-salvo report are told their per-salvo values', () => {
    const plain = problems('report: { timing: per-salvo, sunk: plain }');
    expect(plain.map(brief)).toEqual(['9:36 wrong-type report.sunk']);
    expect(plain[0]!.suggestion).toMatch(/^write sunk: true: .*; a "sunk" without the class is said only per shot \(timing: per-shot\)$/);
    const none = problems('report: { timing: per-salvo, sunk: none }');
    expect(none[0]!.suggestion).toBe('write sunk: false: the report then names the ships hit, not whether the salvo sank them');
  });

  it('sunk: true or false in a per-shot report is told the per-shot choices', () => {
    const yes = problems('report: { timing: per-shot, sunk: true }');
    expect(yes.map(brief)).toEqual(['9:35 invalid-choice report.sunk']);
    expect(yes[0]!.message).toBe('report.sunk: true is a value for timing: per-salvo; with timing: per-shot, sunk is one of none, plain, with-class');
    expect(yes[0]!.suggestion).toBe('write sunk: plain, and a shot that sinks is answered "sunk", or sunk: with-class, answered "sunk" and the class');
    const no = problems('report:', '  timing: per-shot', '  sunk: false');
    expect(no.map(brief)).toEqual(['11:9 invalid-choice report.sunk']);
    expect(no[0]!.suggestion).toBe('write sunk: none: a shot that sinks is then answered "hit"');
  });

  it('sunk: yes, off or "True" in a per-shot report, true or false meant as text, is told the per-shot value it meant, and that value is read (en/ru/pl)', () => {
    const yes = problems('report: { timing: per-shot, sunk: yes }');
    expect(yes.map(brief)).toEqual(['9:35 invalid-choice report.sunk']);
    expect(yes[0]!.message).toBe('report.sunk: "yes" is not one of none, plain, with-class');
    expect(yes[0]!.suggestion).toBe('write sunk: plain, and a shot that sinks is answered "sunk", or sunk: with-class, answered "sunk" and the class');
    expect(issueSaid(yes[0]!.code, yes[0]!.parts, 'ru')?.suggestion).toBe('напишите sunk: plain (на выстрел, который топит, отвечают «потоплен») или sunk: with-class («потоплен» и класс)');
    expect(issueSaid(yes[0]!.code, yes[0]!.parts, 'pl')?.suggestion).toBe('napisz sunk: plain (na strzał, który zatapia, odpowiada się „zatopiony”) albo sunk: with-class („zatopiony” i klasa)');
    expect(problems('report: { timing: per-shot, sunk: "True" }')[0]!.suggestion).toBe(yes[0]!.suggestion);
    const off = problems('report:', '  timing: per-shot', '  sunk: off');
    expect(off.map(brief)).toEqual(['11:9 invalid-choice report.sunk']);
    expect(off[0]!.suggestion).toBe('write sunk: none: a shot that sinks is then answered "hit"');
    expect(issueSaid(off[0]!.code, off[0]!.parts, 'pl')?.suggestion).toBe('napisz sunk: none: wtedy na strzał, który zatapia, odpowie się „trafiony”');
    // The advice followed: each value it names is read.
    const text = (report: string): string => [...HEAD, report, ''].join('\n');
    for (const sunk of ['plain', 'with-class', 'none']) expect(readVariantText(text(`report: { timing: per-shot, sunk: ${sunk} }`), 'ok.yaml').ok).toBe(true);
    // A text that means no true or false keeps the choices.
    expect(problems('report: { timing: per-shot, sunk: maybe }')[0]!.suggestion).toBe('use one of none, plain, with-class');
  });

  it('what the advice says to write is valid', () => {
    const text = (report: string): string => [...HEAD, report, ''].join('\n');
    expect(readVariantText(text('report: { timing: per-salvo, by: class, sunk: true }'), 'ok.yaml').ok).toBe(true);
    expect(readVariantText(text('report: { timing: per-shot, sunk: with-class }'), 'ok.yaml').ok).toBe(true);
  });

  it('a value of no timing is still told what the field takes', () => {
    const found = problems('report: { timing: per-salvo, sunk: maybe }');
    expect(found[0]!.message).toBe('report.sunk: expected true or false, found "maybe"');
  });
});

describe('a bracket never closed', () => {
  /** The errors of `text`, as they are told: place, code and message. */
  const told = (text: string): string[] => {
    const r = readVariantText(text, 'open.yaml');
    if (r.ok) throw new Error('the file should fail');
    return r.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}: ${d.message} (${d.suggestion})`);
  };

  it('fleet: [carrier, battleship is said once, at the "[", not at the next line', () => {
    expect(told(['id: open', 'fleet: [carrier, battleship', 'name: Open', ''].join('\n'))).toEqual(['2:8 yaml-syntax: this "[" is never closed (close the list with "]" after its last item)']);
    // At the end of the file too.
    expect(told(['id: open', 'fleet: [carrier, battleship'].join('\n'))).toEqual(['2:8 yaml-syntax: this "[" is never closed (close the list with "]" after its last item)']);
  });

  it('columnLabels: [A, B, C inside the board is said at its "["', () => {
    const text = ['id: open', 'board:', '  columns: 3', '  columnLabels: [A, B, C', '  rows: 3', 'name: Open', ''].join('\n');
    expect(told(text)).toEqual(['4:17 yaml-syntax: this "[" is never closed (close the list with "]" after its last item)']);
  });

  it('the errors it causes on the lines after it are left out', () => {
    const text = ['id: open', 'fleet:', '  - id: bent', '    name: Bent', '    shape: [[0, 0], [0, 1], [1, 1]', '    mark: B', '  - id: small', '    name: Small', '    size: 2', 'name: Open', ''].join('\n');
    expect(told(text)).toEqual(['5:12 yaml-syntax: this "[" is never closed (close the list with "]" after its last item)']);
  });

  it('a "{" of a fleet line in flow style is said at the "{"', () => {
    const text = ['id: open', 'fleet:', '  - { id: a, name: A, size: 2', '  - { id: b, name: B, size: 3 }', ''].join('\n');
    expect(told(text)).toEqual(['3:5 yaml-syntax: this "{" is never closed (close the mapping with "}" after its last entry)']);
  });

  it('two brackets left open on one line are one error naming both, closed innermost first', () => {
    const text = ['id: open', 'turns:', '  salvo: { kind: damage, shots: 3, steps: [{ damage: 5, shots: 2 }', 'name: Open', ''].join('\n');
    expect(told(text)).toEqual(['3:10 yaml-syntax: this "{" is never closed, nor the "[" at column 43 (close them with "]}" after the last entry)']);
  });

  it('a "]" typed for a "}" leaves the "{" it should close open, said at the "]" with the line to write', () => {
    const text = ['id: open', 'turns:', '  salvo: { kind: damage, shots: 3, steps: [{ damage: 5, shots: 2 ]}', 'name: Open', ''].join('\n');
    expect(told(text)).toEqual([
      '3:66 yaml-syntax: this "]" closes the "[" in column 43, but the "{" in column 44 inside it is still open: a mapping ends with "}" (put "}" before the "]": write "salvo: { kind: damage, shots: 3, steps: [{ damage: 5, shots: 2 }]}")',
    ]);
  });

  it('a list over two lines is to be closed on the line where its last item is', () => {
    const text = ['id: open', 'languages: [en,', '  ru', 'name: Open', ''].join('\n');
    expect(told(text)).toEqual(['2:12 yaml-syntax: this "[" is never closed (close the list with "]" at the end of its last item (line 3))']);
  });

  it('a quote never closed inside a list is said alone: the list is open because the quote holds its "]"', () => {
    const text = ['id: open', 'languages: [en, "ru]', 'name: Open', ''].join('\n');
    expect(told(text)).toEqual(['2:17 yaml-syntax: this quote is never closed (close the quote at the end of its text, or leave the quotes out)']);
  });

  it('a mistake of its own further on is still told, where it is', () => {
    const text = ['id: open', 'languages: [en', 'name: Open', 'name: Again', ''].join('\n');
    expect(told(text)).toEqual([
      '2:12 yaml-syntax: this "[" is never closed (close the list with "]" after its last item)',
      '4:1 duplicate-key: the key "name" appears twice in this mapping, first at line 3 (each key may appear once in a mapping; remove or merge the repeated one)',
    ]);
    const tab = ['id: open', 'languages: [en', 'board:', '\trows: 8', ''].join('\n');
    expect(told(tab).map((d) => d.slice(0, 16))).toEqual(['2:12 yaml-syntax', '4:1 yaml-syntax:']);
  });

  it('brackets left open on many lines are told for the first lines, the lines of the rest named', () => {
    const text = ['id: open', 'languages: [en', 'name: { en: Open', 'summary: [a', 'rules: [b', 'fleet: [c', ''].join('\n');
    expect(told(text).map((d) => d.replace(/ \(.*\)$/u, ''))).toEqual([
      '2:12 yaml-syntax: this "[" is never closed',
      '3:7 yaml-syntax: this "{" is never closed',
      '4:10 yaml-syntax: this "[" is never closed',
      '5:8 yaml-syntax: and the same slip on 2 more lines: 5, 6',
    ]);
  });

  it('a "]" on the next line indented less than its key is said once, at the "]", with the indentation it needs', () => {
    const text = ['id: open', 'fleet:', '  - id: fort', '    name: Fort', '    shape: [[0, 0], [1, 0], [1, 1],', '  ]', '    mark: F', 'name: Open', ''].join('\n');
    expect(told(text)).toEqual([
      '6:3 yaml-syntax: this "]" closes the "[" of line 5, but is indented less than the key "shape" (2, not 4): YAML ends the list where the indentation drops (indent the "]" 4 spaces or more, or put it after the last item (line 5))',
    ]);
    // At the start of its line, under a list item's "-", after a comment line.
    const item = ['id: open', 'turns:', '  sides:', '    - { id: blue, name: Blue,', '      # red next', '   }', '    - { id: red, name: Red }', 'name: Open', ''].join('\n');
    expect(told(item)).toEqual([
      '6:4 yaml-syntax: this "}" closes the "{" of line 4, but is indented less than the "-" of its item (3, not 4): YAML ends the mapping where the indentation drops (indent the "}" 4 spaces or more, or put it after the last entry (line 4))',
    ]);
  });

  it('a line of a list\'s items indented less than its key is said at that line', () => {
    const text = ['id: open', 'board:', '  columnLabels: [A, B, C,', ' D, E]', '  rows: 3', 'name: Open', ''].join('\n');
    expect(told(text)).toEqual([
      '4:2 yaml-syntax: this line goes on with the list opened on line 3, but is not indented more than the key "columnLabels" (1, not 3 or more): YAML ends the list where the indentation drops (indent every line of the list after its first 3 spaces or more)',
    ]);
  });

  it('the same slip on every ship\'s shape is said for each, and nothing else', () => {
    const ship = (id: string): string[] => [`  - id: ${id}`, `    name: ${id}`, '    shape: [[0, 0],', '      [0, 1],', '  ]'];
    const text = ['id: open', 'fleet:', ...ship('a'), ...ship('b'), 'name: Open', ''].join('\n');
    expect(told(text).map((d) => d.slice(0, d.indexOf(' closes')))).toEqual(['7:3 yaml-syntax: this "]"', '12:3 yaml-syntax: this "]"']);
  });

  it('a shape written as cells one after another, not in a list of its own, says so at the "]" where the list ends', () => {
    const text = ['id: open', 'fleet:', '  - id: fort', '    name: Fort', '    shape: [0,0],[1,0],[1,1]', 'name: Open', ''].join('\n');
    expect(told(text)).toEqual([
      '5:16 yaml-syntax: the list ends with the ] at column 16, but the line goes on with ",[1,0],[1,1]": lists one after another are no list of lists (put them all in one more pair of brackets, as [[0, 0], [0, 1]])',
    ]);
    const words = ['id: open', 'name: "Corsair" Deluxe', ''].join('\n');
    expect(told(words)).toEqual(['2:15 yaml-syntax: the quoted text ends with the " at column 15, but the line goes on with "Deluxe" (put the whole text inside the quotes)']);
  });
});

describe('a list written with spaces for commas', () => {
  it('a shape cell [0 0] is one entry, "0 0": said so, with the cell written with a comma', () => {
    const text = ['id: spaced', 'languages: [en]', 'name: Spaced', 'fleet:', '  - { id: fort, name: Fort, shape: [[0 0], [1, 0], [1 1]] }', 'words:', '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }', ''].join('\n');
    const r = readVariantText(text, 'spaced.yaml');
    expect(r.ok ? [] : r.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}: ${d.message} (${d.suggestion})`)).toEqual([
      "5:37 shape-cells: fleet[0].shape[0]: has 1 entry where 2 are needed: a list's entries are separated by commas, not spaces (write [0, 0])",
      "5:52 shape-cells: fleet[0].shape[2]: has 1 entry where 2 are needed: a list's entries are separated by commas, not spaces (write [1, 1])",
    ]);
  });
});

describe('a section whose one key lost its ": "', () => {
  it('placement over "spacing may-touch" is told to write spacing: may-touch, in en, ru and pl', () => {
    const found = problems('placement:', '  spacing may-touch');
    expect(found.map(brief)).toEqual(['10:3 wrong-type placement']);
    expect(found[0]!.message).toBe('placement: expected a mapping, found "spacing may-touch"');
    expect(found[0]!.suggestion).toBe('write spacing: may-touch');
    expect(issueSaid(found[0]!.code, found[0]!.parts, 'ru')?.suggestion).toBe('напишите spacing: may-touch');
    expect(issueSaid(found[0]!.code, found[0]!.parts, 'pl')?.suggestion).toBe('napisz spacing: may-touch');
  });

  it('a ":" without its space (first:blue), and the key choosing a kind or timing, are told alike', () => {
    expect(problems('turns:', '  first:blue')[0]!.suggestion).toBe('write first: blue');
    expect(problems('report:', '  timing per-salvo')[0]!.suggestion).toBe('write timing: per-salvo');
    expect(problems('turns:', '  salvo:', '    kind guns')[0]!.suggestion).toBe('write kind: guns');
  });

  it('text that starts with no key of the section keeps the general advice', () => {
    expect(problems('placement:', '  spaced out')[0]!.suggestion).toBe('write a mapping here');
    expect(problems('turns:', '  salvo: guns')[0]!.suggestion).toBe('write { kind: guns }');
  });
});

describe('sides given by a word alone', () => {
  it('sides: [blue, red] is told, at each, the side written out: { id: blue, name: Blue }', () => {
    const found = problems('turns:', '  sides: [blue, red]');
    expect(found.map(brief)).toEqual(['10:11 wrong-type turns.sides[0]', '10:17 wrong-type turns.sides[1]']);
    expect(found.map((d) => d.suggestion)).toEqual(['write { id: blue, name: Blue }', 'write { id: red, name: Red }']);
    expect(issueSaid(found[0]!.code, found[0]!.parts, 'pl')?.suggestion).toBe('napisz { id: blue, name: Blue }');
  });

  it('a side named by what is no id is told the side written out, its name kept: a Latin name its id made of it, another the default id of its place (blue, red)', () => {
    const found = problems('turns:', '  sides: [Синие, Красные]');
    expect(found.map(brief)).toEqual(['10:11 wrong-type turns.sides[0]', '10:18 wrong-type turns.sides[1]']);
    expect(found.map((d) => d.suggestion)).toEqual(['write { id: blue, name: Синие }', 'write { id: red, name: Красные }']);
    expect(issueSaid(found[1]!.code, found[1]!.parts, 'ru')?.suggestion).toBe('напишите { id: red, name: Красные }');
    expect(problems('turns:', '  sides: [Blue Team, Red_Team]').map((d) => d.suggestion)).toEqual(['write { id: blue-team, name: Blue Team }', 'write { id: red-team, name: Red_Team }']);
    // The side written out is read without an error.
    const r = readVariantText([...HEAD, 'turns:', '  sides: [{ id: blue, name: Синие }, { id: red, name: Красные }]', ''].join('\n'), 'nested.yaml');
    expect(r.ok).toBe(true);
  });
});
