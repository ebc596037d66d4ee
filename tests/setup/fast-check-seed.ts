/**
 * One seed for every property test that does not name its own, so a run's outcome is the same
 * on every machine and every run (a failure CI found can be run again as it was). Set FC_SEED to
 * another number to try other cases, or to `random` for fast-check's own fresh seed each run.
 */
import fc from 'fast-check';

const given = process.env['FC_SEED'];
if (given !== 'random') {
  const seed = given === undefined || given === '' ? 20261203 : Number(given);
  if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be an integer or "random", not "${given}"`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}
