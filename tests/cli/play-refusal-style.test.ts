/**
 * Play's refusals in one style, in English, Russian and Polish, in games of salvos and of single
 * shots: one sentence, what was typed quoted once (first, where it is given back), what to type
 * next; no "(typed: …)" bracket after it and no "(or undo)" tacked on the end.
 */
import { describe, expect, it } from 'vitest';
import { quoted } from '../../src/core/language.js';
import { playText } from '../../src/cli/commands/play-text.js';

const LANGS = ['en', 'ru', 'pl'] as const;
const TYPED = 'Zed: A1 B2';
/** A bracket giving back what was typed, or undo in brackets at the end. */
const BRACKETED = /\((?:typed|набрано|wpisano):|\((?:or|или|albo) undo\)/u;

/** Every refusal that gives back what was typed, as said in `lang`. */
function refusals(lang: (typeof LANGS)[number], single: boolean): [string, string][] {
  const t = playText(lang, single);
  return [
    ['notTakenSalvo', t.notTakenSalvo(TYPED, 2, [t.firedBefore('A1')])],
    ['notTakenSalvo, no reason', t.notTakenSalvo(TYPED, 2, [])],
    ['notTakenSalvo, one cell', t.notTakenSalvo(TYPED, 1, [t.turnIsOf('blue')])],
    ['notTakenResults', t.notTakenResults(TYPED)],
    ['notTakenAnnouncement', t.notTakenAnnouncement(TYPED)],
    ['notTakenByFleet', t.notTakenByFleet('red', 'g.yaml', false, TYPED, false)],
    ['notTakenByFleet, plural, force', t.notTakenByFleet('red', 'g.yaml', true, TYPED, true)],
    ['editEarlierLine', t.editEarlierLine(15, 'g.yaml', 34, [['hit', 'B4'], ['miss', 'B5']], '- blue: B4 -> hit', 'blue: B5 -> miss', TYPED)],
    ['typeResultOrAll', t.typeResultOrAll('A1', 2, 'A1 B2', TYPED)],
    ['commaInCell', t.commaInCell(TYPED, 'A1 B2')],
  ];
}

describe("play's refusals", () => {
  for (const lang of LANGS) {
    for (const single of [false, true]) {
      it(`${lang}${single ? ', single shots' : ''}: the typed words quoted once, no bracket giving them back, undo in the sentence`, () => {
        for (const [name, said] of refusals(lang, single)) {
          expect(said, name).not.toMatch(BRACKETED);
          expect(said.split(quoted(lang, TYPED)).length - 1, `${name}: ${said}`).toBe(1);
          // One sentence: no full stop inside it, none at its end.
          expect(said, name).not.toMatch(/\.(?:\s|$)/u);
        }
      });
    }
  }

  it('say what was typed first, then why, then what to type', () => {
    expect(playText('en', false).notTakenSalvo('а1 б1 б1', 3, ['б1 typed twice'])).toBe('"а1 б1 б1" is not taken (б1 typed twice): type the salvo again');
    expect(playText('en', true).notTakenSalvo('A1 A1', 2, ['A1 fired at before'])).toBe('"A1 A1" is not taken (A1 fired at before): type the shots again');
    expect(playText('en', true).notTakenSalvo(undefined, 1, ['A1 fired at before'])).toBe('not taken (A1 fired at before): type the shot again');
    expect(playText('ru', false).notTakenSalvo('а1 б2', 2, [])).toBe('залп «а1 б2» не принят: наберите его заново');
    expect(playText('ru', true).notTakenSalvo('а1 а2', 2, ['по а1 уже стреляли'])).toBe('выстрелы «а1 а2» не приняты (по а1 уже стреляли): наберите их заново');
    expect(playText('ru', true).notTakenSalvo('Коля: а2', 1, [])).toBe('выстрел «Коля: а2» не принят: наберите его заново');
    expect(playText('pl', false).notTakenSalvo('A-1 B-2', 2, [])).toBe('nie przyjęto salwy „A-1 B-2”: wpisz ją jeszcze raz');
    expect(playText('pl', true).notTakenSalvo('A1 A1', 2, ['w A1 już strzelano'])).toBe('nie przyjęto strzałów „A1 A1” (w A1 już strzelano): wpisz je jeszcze raz');
    expect(playText('pl', true).notTakenSalvo('Kasia: a2', 1, [])).toBe('nie przyjęto strzału „Kasia: a2”: wpisz go jeszcze raz');
    expect(playText('en', false).commaInCell('c,3', 'C3')).toBe('"c,3" is not taken: a comma separates cells, not the letter and number of one; type it so: C3');
    expect(playText('en', true).typeResultOrAll('B1', 2, 'B1 B2', 'hit miss miss')).toBe('"hit miss miss" is not taken: type the result of B1, or the 2 results of B1 B2, or undo');
    expect(playText('ru', true).editEarlierLine(15, 'g.yaml', 34, [['попал', 'Б4']], 'w', 'a')).toMatch(/; иначе наберите ответ заново или «отмена»$/u);
    expect(playText('pl', true).editEarlierLine(15, 'g.yaml', 34, [['trafiony', 'B4']], 'w', 'a')).toMatch(/; w przeciwnym razie wpisz wynik jeszcze raz albo „cofnij”$/u);
  });
});
