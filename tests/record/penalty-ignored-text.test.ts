/**
 * A side that fires in the turn it had to skip for hitting a protected ship (Perelman's hospital)
 * is told which ship and which of its salvos cost it the turn, so that the referee finds the hit
 * without counting back: in English, Russian and Polish; the JSON report says it in the message only.
 */
import { describe, expect, it } from 'vitest';
import { sideName } from '../../src/record/game.js';
import { parseRecord } from '../../src/record/parse.js';
import { breachJson, refereeRecord } from '../../src/record/referee.js';
import { breachSaid, refereeText } from '../../src/record/referee-text.js';
import { loadVariant } from '../../src/variant/load.js';

const RECORD = `variant: perelman
fleets:
  blue: { two: в6-г6, three: з1-з3, four: д4-д7, five: в2-ж2, hospital: к4-к7 }
  red: { two: б5-б6, three: г3-е3, four: а10-г10, five: з6-з10, hospital: ж1-к1 }
salvos:
  - blue: а1 а2 а3 -> попаданий нет
  - red: к4 а1 а2 -> госпиталь
  - blue: а4 а5 а6 -> попаданий нет
  - red: а3 а4 а5 -> попаданий нет
`;

describe('a turn not skipped after a hit on the hospital ship', () => {
  it('names the hospital and the salvo of the side that hit it', async () => {
    const perelman = await loadVariant('perelman', { cwd: process.cwd() });
    const parsed = parseRecord(RECORD, perelman);
    const [b, ...rest] = refereeRecord(parsed, perelman).breaches;
    expect(rest).toEqual([]);
    expect([b!.code, b!.salvo]).toEqual(['penalty-ignored', 4]);
    expect(b!.message).toBe('red fired salvo 2 in the turn it had to skip for hitting the hospital ship with its salvo 1');
    const said = (lang: 'ru' | 'pl'): string | undefined => breachSaid(b!, refereeText(lang, false, (side) => sideName(parsed.record, perelman, side, lang))!)?.message;
    expect(said('ru')).toBe(
      'залп 2 стороны «Красные» сделан в ход, который сторона «Красные» должна была пропустить за попадание в корабль «госпиталь» своим залпом 1 [правило: штраф: пропуск следующего хода; ожидалось: стреляет сторона «Синие»; записано: «Красные»]',
    );
    expect(said('pl')).toContain('w ruchu, który strona „Красные” miała stracić za trafienie w statek „госпиталь” swoją salwą 1');
    expect(Object.keys(breachJson(b!))).not.toContain('skippedFor');
  });
});
