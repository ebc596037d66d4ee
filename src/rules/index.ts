/**
 * The rules engine's public API in one import: replay a game record as immutable states, check
 * it, derive announcements and salvo sizes, and generate random legal games.
 *
 * @example
 *   import { checkGame, replay, owedShots } from '../rules/index.js';
 */
export type * from './types.js';
export { initialState, applyTurn, replay, nextToFire } from './engine.js';
export { checkGame, fleetViolations } from './check.js';
export { owedShots, policyShots, shotsForDamage } from './salvo-size.js';
export { trueAnnouncement, announcementsEqual, announcementFits, describeAnnouncement, otherSide, effectiveCells, salvoOutcome } from './announce.js';
export { RULES, VIOLATION_CODES } from './violations.js';
export { playRandomGame } from './generate.js';
export { formatRange } from './range.js';
export { rawNotation, variantNotation, type Notation } from './notation.js';
