/**
 * The referee's vocabulary: every violation code the engine reports, the rule it stands for, and
 * one constructor so every violation carries the same fields (turn index, side, that side's salvo
 * number, rule, message, expected versus recorded). Codes are stable: scripts and tests match on
 * them, `salvo check --json` prints them.
 *
 * @example
 *   RULES['wrong-salvo-size'] // 'salvo size'
 */
import type { SideId, Violation, ViolationCode } from './types.js';

/** The rule each code stands for, in a few words (shown beside the code in reports). */
export const RULES: Readonly<Record<ViolationCode, string>> = {
  'wrong-salvo-size': 'salvo size',
  'salvo-size-not-allowed': 'salvo size from the announced damage',
  'repeated-cell': 'no cell twice',
  'cell-off-board': 'cells on the board',
  'out-of-turn': 'turn order',
  'penalty-ignored': 'penalty: skip the next turn',
  'shot-limit': 'shot limit',
  'after-game-end': 'no firing after the game ended',
  'illegal-fleet': 'fleet layout',
  'announcement-contradicts-fleet': 'announcement matches the fleet',
  'announcement-inconsistent': 'announcements consistent',
};

/** Every violation code, in a stable order. */
export const VIOLATION_CODES: readonly ViolationCode[] = Object.keys(RULES) as ViolationCode[];

/** Where a violation happened. */
export interface TurnPlace {
  readonly turn: number;
  readonly side: SideId;
  readonly salvo: number;
  readonly forced?: boolean;
}

/** Build a violation with the rule text filled in from its code. */
export function violation(
  code: ViolationCode,
  place: TurnPlace,
  message: string,
  extra: Partial<Pick<Violation, 'expected' | 'recorded' | 'cells' | 'expectedAnnouncement' | 'atFault' | 'owed' | 'problems' | 'owedWhy'>> = {},
): Violation {
  const v: Violation = {
    code,
    turn: place.turn,
    side: place.side,
    salvo: place.salvo,
    rule: RULES[code],
    message,
    ...extra,
    ...(place.forced ? { forced: true } : {}),
  };
  return v;
}

/** Sort violations by turn (fleet layouts first), keeping the order within a turn. */
export function sortViolations(list: readonly Violation[]): Violation[] {
  return list
    .map((v, i) => ({ v, i }))
    .sort((a, b) => a.v.turn - b.v.turn || a.i - b.i)
    .map((x) => x.v);
}
