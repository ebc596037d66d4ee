/**
 * `salvo count <template|file> [--json] [--lang ru]`: the exact number of legal fleet layouts of a variant
 * on the empty board (ships of one class interchangeable, different classes told apart), and
 * the time it took.
 *
 * @example
 *   salvo count classic-1967
 *   // classic-1967: 30,093,975,536 legal layouts (exact, 9.81 s)
 */
import type { Command } from 'commander';
import { countLayouts, estimateLayouts } from '../../inference/engine.js';
import { BudgetExceeded, MAX_PASS_BYTES } from '../../inference/profile-dp.js';
import { budgetOption, commandLanguage, seedOption } from './game-common.js';
import { countText } from './count-text.js';
import { checkVariantFile, resolveVariantRef } from '../../variant/load.js';
import { SalvoError } from '../../core/diagnostics.js';
import { noLayoutError } from './fleet-fit.js';
import { progressIn } from './progress.js';
import type { Variant } from '../../variant/model.js';
import { classInSentence } from '../../rules/notation.js';
import type { CliIO } from '../io.js';
import type { RegisterCommand } from './index.js';
import { loadVariantSaid } from './variant-unread.js';

/**
 * An estimated count as text, to the digits it can claim: with a standard error, down to its
 * leading digit (at least 2 significant digits, at most 6); without one, 3. Past ten million in
 * powers of ten (`3.60 × 10^19`), else grouped (`1,230,000`). Never the sampler's every digit.
 *
 * @example
 *   estimateText(36032008274552655872n, 1.6e17) // '3.60 × 10^19'
 */
export function estimateText(count: bigint | number, stdError?: number): string {
  return inDigits(count, estimateDigits(count, stdError));
}

/** The significant digits `estimateText` writes `count` to, with its standard error or without. */
function estimateDigits(count: bigint | number, stdError?: number): number {
  const x = Number(count);
  if (!Number.isFinite(x) || x <= 0) return 3;
  const magnitude = Math.floor(Math.log10(x));
  return stdError !== undefined && stdError > 0 ? Math.min(6, Math.max(2, magnitude - Math.floor(Math.log10(stdError)) + 1)) : 3;
}

/** `count` to `digits` significant digits: past ten million in powers of ten, else grouped. */
function inDigits(count: bigint | number, digits: number): string {
  const x = Number(count);
  if (!Number.isFinite(x) || x <= 0) return String(count);
  const magnitude = Math.floor(Math.log10(x));
  if (x < 1e7) {
    const unit = 10 ** Math.max(0, magnitude - digits + 1);
    return (Math.round(x / unit) * unit).toLocaleString('en-US');
  }
  return inPowers(x, digits);
}

/** `x` in powers of ten to `digits` significant digits (`3.60 × 10^19`). */
function inPowers(x: number, digits: number): string {
  const magnitude = Math.floor(Math.log10(x));
  const mantissa = x / 10 ** magnitude;
  // Rounding up to 10.0 moves to the next power.
  const fixed = Number(mantissa.toFixed(digits - 1));
  return fixed >= 10 ? `${(fixed / 10).toFixed(digits - 1)} × 10^${magnitude + 1}` : `${fixed.toFixed(digits - 1)} × 10^${magnitude}`;
}

/**
 * The standard error of an estimated count as text, in the count's own notation (`estimateText`):
 * in powers of ten where the count is written so, to 3 significant digits, else grouped. Before,
 * a count past ten million in powers stood beside an error in digits (`about 4.915 × 10^8 (…,
 * standard error 393,000`), two notations to compare.
 *
 * @example
 *   countErrorText(393_000, 491_500_000n) // '3.93 × 10^5' (the count: '4.915 × 10^8')
 *   countErrorText(19_300, 8_670_000n)    // '19,300' (the count: '8,670,000')
 */
export function countErrorText(stdError: number, count: bigint | number): string {
  const x = Number(count);
  return Number.isFinite(x) && x >= 1e7 && Number.isFinite(stdError) && stdError >= 1 ? inPowers(stdError, 3) : estimateText(Math.round(stdError));
}

/**
 * The layouts `count` with the ships of each class told apart (the first destroyer, the second):
 * `count` × the product of the classes' `count!`, the figure the text's note gives
 * (`34,016 = 17,008 × 2!`) and `count --json`'s `countApart`; `count` itself where every class has
 * one ship.
 *
 * @example
 *   countApart(twoDestroyers, 17008n) // 34016n
 */
export function countApart(variant: Variant, count: bigint): bigint {
  return count * apartFactor(variant);
}

/** The product of the classes' `count!`: how many orders of its ships each layout has. */
function apartFactor(variant: Variant): bigint {
  const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));
  return variant.fleet.reduce((k, c) => k * factorial(c.count), 1n);
}

/**
 * An estimate's `alikeShipsNote` figures: the estimated `count` and the same layouts told apart,
 * both written to the digits the estimate can claim (`estimateText` with its standard error), the
 * same number of them, so that the one reads as the other times the orders (`1.40 × 10^9 = 7.00 ×
 * 10^8 × 2!`); and, for `count --json`, the estimate told apart and its standard error.
 *
 * @example
 *   estimateApart(twoDestroyers, 700043625n, 2.66e6)
 *   // { count: '7.00 × 10^8', apartText: '1.40 × 10^9', apart: 1400087250n, apartStdError: 5.32e6 }
 */
export function estimateApart(variant: Variant, count: bigint, stdError: number): { count: string; apartText: string; apart: bigint; apartStdError: number } {
  const factor = apartFactor(variant);
  const apart = count * factor;
  const digits = estimateDigits(count, stdError);
  return { count: inDigits(count, digits), apartText: inDigits(apart, digits), apart, apartStdError: stdError * Number(factor) };
}

/**
 * What a count by hand must know where a class has several ships: they are alike, so layouts
 * that only swap two of them are one layout. Told apart (the first destroyer, the second), each
 * layout would count once per order of each class's ships: `count` × the product of the classes'
 * `count!`, which is also said, for checking a hand count of ordered placements. Undefined where
 * every class has one ship.
 *
 * @example
 *   alikeShipsNote(twoDestroyers, 17008n)
 *   // 'Ships of one class are alike: layouts that only swap them count once (told apart, destroyer ×2: 34,016 = 17,008 × 2!).\n'
 */
export function alikeShipsNote(variant: Variant, count: bigint, lang: string = variant.languages[0]!, stdError?: number): string | undefined {
  const several = variant.fleet.filter((c) => c.count > 1);
  if (several.length === 0) return undefined;
  const t = countText(lang);
  // Each class named inside the sentence as the language writes it there (`destroyer ×2`, not `Destroyer ×2`).
  const names = several.map((c) => `${classInSentence(variant, lang, c.id)} ×${c.count}`);
  const orders = several.map((c) => `${c.count}!`).join(' × ');
  if (stdError !== undefined) {
    // An estimate: both figures to the digits it can claim, the told-apart one said to be about.
    const e = estimateApart(variant, count, stdError);
    return `${t.alike(names, t.number(e.apartText), t.number(e.count), orders, true)}\n`;
  }
  const apart = countApart(variant, count);
  return `${t.alike(names, t.number(apart.toLocaleString('en-US')), t.number(count.toLocaleString('en-US')), orders)}\n`;
}

/**
 * The variant file `count --json` names (`file`), as given on the command line: `null` for a
 * template id, and for a name that is neither a template nor a file (`unknown-variant`, `-`).
 * The same in its failure document (main's commandFile) as in its count.
 *
 * @example
 *   await countFile('examples/variants/decoys.yaml', cwd) // 'examples/variants/decoys.yaml'
 *   await countFile('jutland', cwd) // null
 */
export async function countFile(ref: string, cwd: string): Promise<string | null> {
  const resolved = await resolveVariantRef(ref, cwd).catch(() => undefined);
  return resolved === undefined || resolved.template !== undefined ? null : ref;
}

/**
 * `count`'s default `--budget`: about five minutes of the reference machine. Every template but
 * Statki 15×15 counts exactly within it (tests/inference/count-memory.test.ts).
 */
export const COUNT_BUDGET_MS = 300_000;

export const registerCount: RegisterCommand = (program: Command, io: CliIO) => {
  program
    .command('count')
    .description('the exact number of legal fleet layouts of a variant on the empty board, and the time it took')
    .addHelpText('after', '\nExamples:\n  salvo count jutland\n  salvo count my-variant.yaml --json --budget 10000\n')
    .argument('<variant>', 'template id (salvo variants lists them) or variant file')
    .option('--json', 'print JSON (the time taken left out: the same input gives the same bytes)')
    .option('--budget <ms>', 'how much the exact count may do before estimating by sampling instead, in units of about a millisecond on a 2-core machine (work, not time: the same answer on every machine) (default: 300000)')
    .option('--seed <seed>', 'seed of the sampler used past the budget', '1')
    .option('--lang <code>', "the language of the text and its progress line, class names included; --json stays English (default: the variant's first)")
    .action(async (ref: string, o: { json?: boolean; budget?: string; seed: string; lang?: string }) => {
      const seed = seedOption(o.seed);
      const variant = await loadVariantSaid(ref, { cwd: io.cwd, command: 'count' }, o.lang, io.err);
      const budgetMs = budgetOption(o.budget) ?? COUNT_BUDGET_MS;
      const lang = commandLanguage(variant, o.lang);
      const t = countText(lang);
      const progress = progressIn(io, 'counting', lang);
      const t0 = performance.now();
      let count: bigint;
      try {
        count = countLayouts(variant, { onProgress: progress.update, budgetMs });
      } catch (e) {
        if (!(e instanceof BudgetExceeded)) throw e;
        // Never silently: an estimate is labelled as one, with its standard error and what
        // stopped the exact count (its budget, or the memory guard: then a larger budget is no help).
        const limit = e.reason === 'memory' ? 'memory' : 'budget';
        const est = estimateLayouts(variant, Math.max(2000, Math.min(budgetMs, 30_000)), seed, progress.update);
        progress.done();
        const seconds = (performance.now() - t0) / 1000;
        if (o.json) {
          // `countStdError` as infer --json names the count's standard error (its `stdError` is a grid);
          // `stdError`, the same number, kept for the scripts that read it.
          // `countApart` and its standard error `countApartStdError`, as the text's note gives it: the estimate told apart.
          const apart = estimateApart(variant, est.count, est.stdError);
          io.out(
            JSON.stringify({ ok: true, file: await countFile(ref, io.cwd), variant: variant.id, exact: false, count: est.count.toString(), countApart: apart.apart.toString(), stdError: est.stdError, countStdError: est.stdError, countApartStdError: apart.apartStdError, samples: est.samples, limit }) + '\n',
          );
        } else {
          io.out(`${t.estimate(variant.id, t.number(estimateText(est.count, est.stdError)), budgetMs, est.samples, t.number(countErrorText(est.stdError, est.count)), t.number(seconds.toFixed(2)), limit, t.number(String(MAX_PASS_BYTES / 2 ** 30)))}\n`);
          const alike = alikeShipsNote(variant, est.count, lang, est.stdError);
          if (alike !== undefined) io.out(alike);
        }
        return;
      }
      const seconds = (performance.now() - t0) / 1000;
      progress.done();
      // No layout at all: the fleet cannot be placed, an error (as variant check says it), not a count.
      if (count === 0n) {
        const unknown = (await checkVariantFile(ref, { cwd: io.cwd })).find((d) => d.code === 'fleet-fit-unknown');
        // In the count's language, as variant check says it (--json: English, as the JSON is).
        throw new SalvoError(noLayoutError(unknown ?? { severity: 'warning', code: 'fleet-fit-unknown', message: '', ...(variant.source !== variant.id ? { file: variant.source } : {}) }, variant), lang);
      }
      if (o.json) {
        // `countApart`: the count with the ships of each class told apart, as the text's note gives it.
        io.out(JSON.stringify({ ok: true, file: await countFile(ref, io.cwd), variant: variant.id, exact: true, count: count.toString(), countApart: countApart(variant, count).toString() }) + '\n');
        return;
      }
      io.out(`${t.exact(variant.id, count, t.number(seconds.toFixed(2)))}\n`);
      const alike = alikeShipsNote(variant, count, lang);
      if (alike !== undefined) io.out(alike);
    });
};
