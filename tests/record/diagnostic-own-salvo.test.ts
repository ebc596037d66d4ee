import { describe, expect, it } from 'vitest';
import { breachDiagnostic, type Breach } from '../../src/record/referee.js';

const breach = (message: string, shooter: string, sideSalvo: number): Breach => ({ code: 'announcement-contradicts-fleet', rule: 'announcement matches the fleet', message, salvo: 3, shooter, sideSalvo });

describe('the bracket after a breach names the side’s salvo only where the message does not', () => {
  it('leaves it out where the message says "blue\'s salvo 2" or "blue fired salvo 2"', () => {
    expect(breachDiagnostic(breach('red announced "hit" for blue\'s salvo 2; the fleet gives "miss"', 'blue', 2)).message).toBe('red announced "hit" for blue\'s salvo 2; the fleet gives "miss" [rule: announcement matches the fleet]');
    expect(breachDiagnostic(breach("blue fired salvo 2, but it was red's turn", 'blue', 2)).message).toBe("blue fired salvo 2, but it was red's turn [rule: announcement matches the fleet]");
  });

  it('keeps it where the message names another salvo, or another side whose name ends the same', () => {
    expect(breachDiagnostic(breach("red announced \"hit\" for blue's salvo 21", 'blue', 2)).message).toBe("red announced \"hit\" for blue's salvo 21 [blue's salvo 2; rule: announcement matches the fleet]");
    expect(breachDiagnostic(breach("ted announced \"hit\" for red's salvo 2", 'ed', 2)).message).toBe("ted announced \"hit\" for red's salvo 2 [ed's salvo 2; rule: announcement matches the fleet]");
    expect(breachDiagnostic(breach('the shot at и1 hit the hospital ship', 'синие', 1)).message).toBe("the shot at и1 hit the hospital ship [salvo 1 of синие; rule: announcement matches the fleet]");
  });
});
