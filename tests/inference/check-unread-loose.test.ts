/**
 * `salvo check` on a record with an unread cell whose readings are too many to list within the
 * referee's work (unread-listed.ts, `LIST_WORK`): the consistency check falls back to the cell read
 * loosely (`EvidenceSalvo.unreadHitsBefore`), whose layouts may fit no reading. Where the
 * announcements fit a legal fleet only so read, check says so, at the cell's salvo
 * (`announcements-checked-loosely`, en/ru/pl), where before it passed them as if every reading had been
 * tried. Where the readings are listed (few layouts), no such warning.
 */
import { describe, expect, it } from 'vitest';
import { fullReferee } from '../../src/inference/full-referee.js';
import { listUnreadLayouts, unreadListedAt } from '../../src/inference/unread-listed.js';
import { byClass, byShip, garbledRecord, LISTED, LOOSE } from './unread-readings.js';

describe('check where an unread cell\'s readings are past the listing', () => {
  it('says the announcements fit only with the cell read loosely, at its salvo, in en/ru/pl', () => {
    const { parsed, evidence } = garbledRecord(byShip, LOOSE);
    expect(unreadListedAt(byShip, evidence)).not.toBeNull();
    expect(listUnreadLayouts(byShip, evidence, 60_000)).toBeNull();
    const report = fullReferee({ ...parsed, variant: byShip }, 'en');
    const w = report.warnings.filter((x) => x.code === 'announcements-checked-loosely');
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ severity: 'warning', salvo: 2, line: 4, file: 'g.yaml' });
    expect(w[0]!.message).toBe("the announcements of blue fit a legal fleet with this salvo's unread cell read loosely; whether some reading of the cell fits them was not checked: listing the readings was past the referee's budget of work");
    expect(w[0]!.said?.ru?.message).toContain('ответы стороны «Blue» подходят к допустимому флоту, если нечитаемую клетку этого залпа учесть с запасом');
    // What to do, in the words the other messages of an unread cell use (the pad, листок, kartka).
    expect([w[0]!.suggestion, w[0]!.said?.ru?.suggestion, w[0]!.said?.pl?.suggestion]).toEqual(['write the cell in as the pad shows it, if it does', 'впишите клетку, если её видно на листке', 'wpisz pole, jeśli widać je na kartce']);
    expect(w[0]!.said?.pl?.message).toContain('odpowiedzi strony „Blue” pasują do dozwolonej floty przy nieodczytanym polu tej salwy odczytanym z zapasem');
  });

  it('no such warning where the readings are listed', () => {
    const { parsed, evidence } = garbledRecord(byClass, LISTED);
    expect(listUnreadLayouts(byClass, evidence, 60_000)).not.toBeNull();
    const report = fullReferee({ ...parsed, variant: byClass }, 'en');
    expect(report.warnings.map((x) => x.code)).not.toContain('announcements-checked-loosely');
  });
});
