/**
 * `salvo infer <record> --target red [--after N] [--class id] [--json] [--pdf heat.pdf]
 * [--budget ms] [--seed s]`: where can the target's ships be, from the announcements alone?
 * The uniform posterior over every legal layout consistent with what was announced: the count
 * (exact, or a sampled estimate flagged as such), a heatmap of the target's chart, the ships
 * already pinned down and the most likely cells. `--pdf` draws the heatmap with the pad's
 * chart drawing.
 *
 * @example
 *   salvo infer examples/jutland.yaml --target red --after 5
 *   salvo infer examples/jutland.yaml --target red --json
 */
import { possessive } from '../../core/possessive.js';
import type { Command } from 'commander';
import { formatCell, formatCells } from '../../core/coords.js';
import { keyedClass, resolveClassKey, withoutAccents } from '../../core/layout.js';
import { formatDiagnostic, inFileOrder, jsonReplacer, type Diagnostic } from '../../core/diagnostics.js';
import { infer, type InferenceResult } from '../../inference/engine.js';
import { salvosAgainst } from '../../inference/from-record.js';
import { breachesToRead } from '../../inference/full-referee.js';
import { breachOfConflict, conflictAgainst, conflictAlone, conflictSaid, refereedEvidence, sizesAfterGaps, sizesTellingNothing, unjudgedSalvos, type Conflict } from '../../inference/record-check.js';
import { BudgetExceeded, WorkMeter } from '../../inference/work.js';
import { MAX_KEPT_BYTES, MAX_PASS_BYTES } from '../../inference/profile-dp.js';
import type { RecordSources, TextPosition } from '../../record/model.js';
import type { Evidence } from '../../inference/evidence.js';
import type { Drawing } from '../../render/drawing.js';
import { displayWidth, drawChartText } from '../../render/terminal.js';
import { heatKeyCaption, heatmapText, localNumber, type HeatMark, type HeatmapCount } from '../../render/i18n.js';
import type { Variant } from '../../variant/model.js';
import { didYouMean, namesWithWord } from '../../record/words.js';
import { localize, singleShots } from '../../variant/model.js';
import { shotsNamed } from '../../record/shots-named.js';
import { recordSideOf, sideTitle, variantSideOf } from '../../record/game.js';
import { classInSentence, variantNotation } from '../../rules/notation.js';
import type { GameRecord } from '../../record/model.js';
import { resolveSideOrPlayer, sideNamesHint } from '../../record/parse.js';
import type { Breach } from '../../record/referee.js';
import { recordAsRead, slipsUpTo, type MissingRead } from '../../record/as-read.js';
import { asReadJson, asReadLines, NOTE } from '../../record/as-read-text.js';
import { usageTextOf } from './usage-text.js';
import type { CliIO } from '../io.js';
import { ExitCode, UsageError } from '../errors.js';
import { spoken } from '../../core/language.js';
import { causeSentence } from '../../inference/impossibility-text.js';
import { plural } from '../../core/plural.js';
import { formatSaid, refereeText } from '../../record/referee-text.js';
import { afterOption, budgetOption, commandLanguage, evidenceReadingWarnings, lastSalvoOf, openRecord, recordName, seedOption, type LastSalvo } from './game-common.js';
import { checkOutput, pdfNameNote, writeOutput } from './output.js';
import type { RegisterCommand } from './index.js';
import { countErrorText, estimateText } from './count.js';
import { progressIn } from './progress.js';
import { EN_HINT, playText, playTextOf, type HintText } from './play-text.js';
import { chainEnumerate, chainEstimate } from '../../analysis/chain-estimate.js';
import { errorText, estimateBound } from '../../analysis/format.js';
import { evidenceDecidedCells } from '../../analysis/posterior.js';
import { shellWord } from '../../core/shell-word.js';

export interface InferReport {
  readonly target: string;
  readonly after: number;
  readonly result: InferenceResult;
  readonly evidence: Evidence;
  readonly seconds: number;
  /** The last of the record's salvos read (the game as it stood after it); null for none, undefined where not told. */
  readonly last?: LastSalvo | null;
  /** With `result.readings`: the salvo (numbered as the record's text) with the cell read loosely, and its line. */
  readonly loose?: { readonly salvo: number; readonly line?: number | undefined };
  /** When no layout fits: the first salvo after which none does and a minimal conflicting set, numbered as the record's text (as `salvo check` numbers them). */
  readonly conflict?: {
    readonly after: number;
    readonly salvos: readonly number[];
    readonly shots?: number;
    /** The referee's kind of impossibility, where the conflicting announcements prove a common one (`salvo check --json`'s `reason`). */
    readonly reason?: string;
    /** That reason in words, by language (`salvo check`'s sentence). */
    readonly said?: Readonly<Record<string, string>>;
    /** Where the conflict is one salvo's announcement, the reason speaking of it alone (`conflictAlone`): the reason after a head naming it, by language. */
    readonly alone?: Readonly<Record<string, string>>;
    /** The set may not be the smallest: smaller ones were judged with the unread cell of this salvo read loosely (`Conflict.looseSalvo`). */
    readonly looseSalvo?: number;
    /** The fit may have been lost as early as after this salvo: shorter runs of the announcements were not all judged exactly (`Conflict.earliest`). */
    readonly earliest?: number;
    /** The set may not be the smallest: the work budget ran out while narrowing it (`Conflict.narrowingCut`). */
    readonly narrowingCut?: true;
  };
}

/**
 * Where the evidence ends: after `after` salvos fired at the target (`infer --after 5`), or with
 * the record's salvos before `until` (`infer --after red:6`: up to and with red's 6th); all by default.
 */
export interface EvidenceEnd {
  readonly after?: number;
  readonly until?: number;
}

/** Work for finding the first impossible salvo (reference milliseconds, as `salvo check` gives it). */
const CONFLICT_BUDGET_MS = 5_000;

/**
 * The first salvo after which no legal fleet of `target` fits, and a minimal set of salvos whose
 * announcements conflict, numbered as the record's text numbers them (`conflictAgainst`);
 * undefined when that takes more work than `CONFLICT_BUDGET_MS` (or the evidence fits after all).
 * `impossibleSizes` are left out of the evidence (`unjudgedSalvos`).
 */
export function conflictOf(
  variant: Variant,
  record: GameRecord,
  sources: RecordSources | undefined,
  target: string,
  end: EvidenceEnd,
  impossibleSizes: ReadonlySet<number> = new Set(),
): Conflict | undefined {
  try {
    const c = conflictAgainst(variant, record, target, {
      work: WorkMeter.ms(CONFLICT_BUDGET_MS),
      unjudged: unjudgedSalvos(record, variant, sources, impossibleSizes),
      ...(sources !== undefined ? { sources } : {}),
      ...(end.after !== undefined ? { after: end.after } : {}),
      ...(end.until !== undefined ? { until: end.until } : {}),
    });
    return c ?? undefined;
  } catch (e) {
    if (e instanceof BudgetExceeded) return undefined;
    throw e;
  }
}

/** A conflict as reports give it (without its place in the record), with the referee's reason where there is one. */
function reported(c: Conflict | undefined, said: Readonly<Record<string, string>> | undefined, alone?: Readonly<Record<string, string>>): InferReport['conflict'] {
  if (c === undefined) return undefined;
  return {
    ...(alone !== undefined ? { alone } : {}),
    after: c.after,
    salvos: c.salvos,
    ...(c.shots !== undefined ? { shots: c.shots } : {}),
    ...(c.looseSalvo !== undefined ? { looseSalvo: c.looseSalvo } : {}),
    ...(c.earliest !== undefined && c.shots === undefined ? { earliest: c.earliest } : {}),
    ...(c.narrowingCut === true ? { narrowingCut: true as const } : {}),
    ...(c.reason !== undefined ? { reason: c.reason.code } : {}),
    ...(said !== undefined ? { said } : {}),
  };
}

/**
 * The evidence against `target` as the referee takes it, and its posterior by `run`, with a
 * warning on `io.err` for each salvo whose size is left out: one the referee finds wrong by the
 * announcements' words, or one no legal fleet fitting the announcements is owed
 * (`sizesTellingNothing`: `salvo check` gives both as breaches). Where none fits still, the
 * first salvo after which none does and the announcements that conflict (`conflict`).
 */
export function refereedPosterior<R extends { readonly count: bigint }>(
  io: Pick<CliIO, 'err'>,
  rec: { readonly variant: Variant; readonly record: GameRecord; readonly sources: RecordSources | undefined; readonly file?: string | undefined },
  target: string,
  end: EvidenceEnd,
  run: (evidence: Evidence) => R,
  lang = 'en',
  missing: readonly MissingRead[] = [],
): { evidence: Evidence; salvoAt: readonly number[]; read: number; result: R; conflict: InferReport['conflict']; breach?: Breach; conflictAt?: TextPosition; warnings: Diagnostic[] } {
  const { variant, record, sources } = rec;
  const impossibleSizes = sizesTellingNothing(record, variant, target, sources);
  // A salvo left out (`salvo-missing`), read as put back as check reads it: what it hit is not
  // known, so the sizes its target fired after it tell nothing of the target's fleet.
  const afterGap = sizesAfterGaps(record, sources, missing);
  const ie = refereedEvidence(record, variant, target, { impossibleSizes, ...(afterGap.size > 0 ? { afterGap } : {}), sources, ...end });
  const result = run(ie.evidence);
  const c = result.count === 0n ? conflictOf(variant, record, sources, target, end, impossibleSizes) : undefined;
  const warnings = warnSizesLeftOut(io, rec, ie.sizesLeftOut, lang, ie.sizesAfterGap, missing, ie.sizesAfterUnread);
  // Where in the text the fit was lost: the line of the salvo numbered `after`.
  const conflictAt = c !== undefined ? sources?.salvos[c.at]?.at : undefined;
  return {
    evidence: ie.evidence,
    salvoAt: ie.salvoAt,
    read: ie.read,
    result,
    conflict: reported(c, c !== undefined ? conflictSaid(record, variant, sources, c) : undefined, c !== undefined && conflictAlone(c) ? conflictSaid(record, variant, sources, c, true) : undefined),
    // The conflict as check's breach, for a command that refuses on it (suggest).
    ...(c !== undefined ? { breach: breachOfConflict(record, variant, c, target, sources) } : {}),
    ...(conflictAt ? { conflictAt } : {}),
    warnings,
  };
}

/**
 * A warning on `io.err` for each salvo (0-based place in the record) whose size is left out of the
 * evidence, in `lang` (`предупреждение salvo-size-left-out: залп 7: его размер …`); returns them in
 * English, for --json.
 */
function warnSizesLeftOut(
  io: Pick<CliIO, 'err'>,
  rec: { readonly variant: Variant; readonly record: GameRecord; readonly sources: RecordSources | undefined; readonly file?: string | undefined },
  places: readonly number[],
  lang = 'en',
  afterGap: readonly number[] = [],
  missing: readonly MissingRead[] = [],
  afterUnread: readonly { readonly at: number; readonly unread: number }[] = [],
): Diagnostic[] {
  const { variant, record, sources } = rec;
  const warnings: Diagnostic[] = [];
  const single = singleShots(variant);
  // After a cell that could not be read, every later size of its side is left out: the first is
  // said in full, the rest in one line after them (--json keeps each).
  const unreadSaid = new Map<number, { first: Diagnostic; side: string; more: number[] }>();
  for (const at of [...places, ...afterGap, ...afterUnread.map((u) => u.at)].sort((a, b) => a - b)) {
    const src = sources?.salvos[at];
    const s = record.salvos[at]!;
    const number = src?.item ?? at + 1;
    const shots = s.cells.length;
    // Left out for a salvo that seems left out before it (the last such gap before it), or as wrong.
    const gap = afterGap.includes(at) ? missing.filter((m) => m.salvo <= number && m.written === s.side).at(-1) : undefined;
    // Or for a shot at its side, before it, on a cell that could not be read: the salvo of that shot and where it was written.
    const u = afterUnread.find((x) => x.at === at);
    const blind = u === undefined ? undefined : { salvo: sources?.salvos[u.unread]?.item ?? u.unread + 1, line: sources?.salvos[u.unread]?.at.line, by: record.salvos[u.unread]!.side };
    const named = (l: string): string => sideTitle(record, variant, recordSideOf(record, variant, gap?.side ?? s.side), l);
    const by = recordSideOf(record, variant, s.side);
    const size = `its size (${shots} shot${shots === 1 ? '' : 's'} by ${by}) is left out of the evidence`;
    // Which of the three it is, for a script (`cause`: the code stays one).
    const warning: Diagnostic & { readonly cause: 'wrong-size' | 'salvo-missing' | 'unread-cell' } = {
      severity: 'warning',
      code: 'salvo-size-left-out',
      cause: blind !== undefined ? 'unread-cell' : gap === undefined ? 'wrong-size' : 'salvo-missing',
      message:
        blind !== undefined
          ? `${size}: salvo ${blind.salvo}${blind.line !== undefined ? ` (line ${blind.line})` : ''} has a shot at ${by} on a cell that could not be read, which may have hit, so what ${by} was owed after it is not known`
          : gap === undefined
            ? `${size}: the referee finds it wrong`
            : `${size}: ${possessive(recordSideOf(record, variant, gap.side), `salvo ${gap.sideSalvo}`, '')} seems left out before salvo ${gap.salvo}, and what it hit is not known`,
      suggestion:
        blind !== undefined
          ? `write the cell of salvo ${blind.salvo} as the pad shows it, and the sizes after it count again`
          : gap === undefined
            ? "'salvo check' gives the breach"
            : "'salvo check' gives the salvo left out (salvo-missing)",
      salvo: number,
      ...(rec.file !== undefined ? { file: rec.file } : {}),
      ...(src ? { line: src.at.line, column: src.at.column } : {}),
    };
    const side = sideTitle(record, variant, by, lang);
    const said =
      blind !== undefined
        ? sizeAfterUnreadSaid(lang, shots, side, blind, single)
        : gap === undefined
          ? sizeLeftOutSaid(lang, shots, side)
          : sizeAfterGapSaid(lang, shots, side, { side: named(lang), sideSalvo: gap.sideSalvo, salvo: gap.salvo }, single);
    warnings.push(warning);
    if (u !== undefined) {
      const seen = unreadSaid.get(u.unread);
      if (seen !== undefined) {
        seen.more.push(number);
        continue;
      }
      unreadSaid.set(u.unread, { first: warning, side: s.side, more: [] });
    }
    const t = said === undefined ? undefined : refereeText(lang, single);
    io.err((said === undefined || t === undefined ? formatDiagnostic(warning) : formatSaid({ ...warning, ...said }, t)) + '\n');
  }
  for (const [unread, { first, side, more }] of unreadSaid) {
    if (more.length === 0) continue;
    const by = recordSideOf(record, variant, side);
    const blindSalvo = sources?.salvos[unread]?.item ?? unread + 1;
    const summary: Diagnostic = {
      ...first,
      message: `and ${more.length} more ${single ? 'shot' : 'salvo'}${more.length === 1 ? '' : 's'} by ${by} after it, to ${single ? 'shot' : 'salvo'} ${more.at(-1)}: their sizes are left out of the evidence too, for the same cell of salvo ${blindSalvo}`,
      suggestion: '--json lists each',
    };
    const said = sizesAfterUnreadMoreSaid(lang, more.length, more.at(-1)!, sideTitle(record, variant, by, lang), blindSalvo, single);
    const t = said === undefined ? undefined : refereeText(lang, single);
    io.err((said === undefined || t === undefined ? formatDiagnostic(summary) : formatSaid({ ...summary, ...said }, t)) + '\n');
  }
  return warnings;
}

/** The line after the first size left out for a cell that could not be read: how many more, to which, in Russian or Polish; undefined in English. */
function sizesAfterUnreadMoreSaid(lang: string, n: number, last: number, side: string, blind: number, single: boolean): { message: string; suggestion: string } | undefined {
  switch (spoken(lang)) {
    case 'ru': {
      const what = single ? plural('ru', n, 'выстрел', 'выстрела', 'выстрелов') : plural('ru', n, 'залп', 'залпа', 'залпов');
      return {
        message: `и ещё ${n} ${what} стороны ${side} после него, до ${single ? 'выстрела' : 'залпа'} ${last}: их размеры тоже не учитываются из-за той же клетки ${single ? 'выстрела' : 'залпа'} ${blind}`,
        suggestion: '--json перечисляет каждый',
      };
    }
    case 'pl': {
      const what = single ? plural('pl', n, 'strzał', 'strzały', 'strzałów') : plural('pl', n, 'salwa', 'salwy', 'salw');
      return {
        message: `i jeszcze ${n} ${what} strony ${side} po ${single ? 'nim' : 'niej'}, do ${single ? 'strzału' : 'salwy'} ${last}: ich rozmiary też nie są brane pod uwagę z powodu tego samego pola ${single ? 'strzału' : 'salwy'} ${blind}`,
        suggestion: single ? '--json podaje każdy' : '--json podaje każdą',
      };
    }
    default:
      return undefined;
  }
}

/** The words of a `salvo-size-left-out` warning for a size after a salvo left out (`gap`: its side, its own number, the line after it), in Russian or Polish; undefined in English. */
function sizeAfterGapSaid(lang: string, shots: number, side: string, gap: { side: string; sideSalvo: number; salvo: number }, single: boolean): { message: string; suggestion: string } | undefined {
  switch (spoken(lang)) {
    case 'ru': {
      const [one, before] = single ? ['выстрел', 'выстрелом'] : ['залп', 'залпом'];
      return {
        message: `его размер (${shots} ${plural('ru', shots, 'выстрел', 'выстрела', 'выстрелов')} стороны ${side}) не учитывается: ${one} ${gap.sideSalvo} стороны ${gap.side}, похоже, пропущен перед ${before} ${gap.salvo}, и что он поразил, неизвестно`,
        suggestion: `'salvo check' называет пропущенный ${one} (salvo-missing)`,
      };
    }
    case 'pl':
      return {
        message: single
          ? `jej rozmiar (${shots} ${plural('pl', shots, 'strzał', 'strzały', 'strzałów')} strony ${side}) nie jest brany pod uwagę: strzał ${gap.sideSalvo} strony ${gap.side} wygląda na pominięty przed strzałem ${gap.salvo} i nie wiadomo, co trafił`
          : `jej rozmiar (${shots} ${plural('pl', shots, 'strzał', 'strzały', 'strzałów')} strony ${side}) nie jest brany pod uwagę: salwa ${gap.sideSalvo} strony ${gap.side} wygląda na pominiętą przed salwą ${gap.salvo} i nie wiadomo, co trafiła`,
        suggestion: single ? "'salvo check' podaje pominięty strzał (salvo-missing)" : "'salvo check' podaje pominiętą salwę (salvo-missing)",
      };
    default:
      return undefined;
  }
}

/**
 * The words of a `salvo-size-left-out` warning for a size after a shot at its side on a cell that
 * could not be read (`blind`: that shot's salvo and line), in Russian or Polish; undefined in English.
 */
function sizeAfterUnreadSaid(lang: string, shots: number, side: string, blind: { salvo: number; line: number | undefined }, single: boolean): { message: string; suggestion: string } | undefined {
  switch (spoken(lang)) {
    case 'ru': {
      const gen = single ? 'выстрела' : 'залпа';
      const line = blind.line !== undefined ? ` (строка ${blind.line})` : '';
      return {
        message: `его размер (${shots} ${plural('ru', shots, 'выстрел', 'выстрела', 'выстрелов')} стороны ${side}) не учитывается: в ${single ? 'выстреле' : 'залпе'} ${blind.salvo}${line} по стороне ${side} есть клетка, которую не удалось прочитать, и она могла попасть, так что сколько выстрелов полагалось стороне ${side} после него, неизвестно`,
        suggestion: `впишите клетку ${gen} ${blind.salvo}, как на листке, и размеры после него снова учтутся`,
      };
    }
    case 'pl': {
      const line = blind.line !== undefined ? ` (wiersz ${blind.line})` : '';
      return {
        message: `jej rozmiar (${shots} ${plural('pl', shots, 'strzał', 'strzały', 'strzałów')} strony ${side}) nie jest brany pod uwagę: ${single ? 'strzał' : 'salwa'} ${blind.salvo}${line} w stronę ${side} ma pole, którego nie udało się odczytać, a mogło trafić, więc nie wiadomo, ile strzałów należało się stronie ${side} po ${single ? 'nim' : 'niej'}`,
        suggestion: `wpisz pole ${single ? 'strzału' : 'salwy'} ${blind.salvo} tak, jak na kartce, a rozmiary po ${single ? 'nim' : 'niej'} znów będą brane pod uwagę`,
      };
    }
    default:
      return undefined;
  }
}

/** The words of a `salvo-size-left-out` warning in Russian or Polish (`side` quoted as the language quotes it); undefined in English. */
function sizeLeftOutSaid(lang: string, shots: number, side: string): { message: string; suggestion: string } | undefined {
  switch (spoken(lang)) {
    case 'ru':
      return {
        message: `его размер (${shots} ${plural('ru', shots, 'выстрел', 'выстрела', 'выстрелов')} стороны ${side}) не учитывается: судья находит его неверным`,
        suggestion: "'salvo check' называет нарушение",
      };
    case 'pl':
      return {
        message: `jej rozmiar (${shots} ${plural('pl', shots, 'strzał', 'strzały', 'strzałów')} strony ${side}) nie jest brany pod uwagę: sędzia uznaje go za błędny`,
        suggestion: "'salvo check' podaje naruszenie",
      };
    default:
      return undefined;
  }
}

/**
 * The compiler's reason the announcements are impossible, as reports give it: left out beside a
 * conflict found in the record's numbering when it numbers salvos its own way (the salvos at the
 * target: "salvo 2" for the record's salvo 3). In Russian and Polish in their words
 * (`causeSentence`: `trafienie w pole F1 jest niemożliwe`), and where a language has none, left
 * out rather than said in English; in a language salvo does not speak (Greek), the English.
 */
function shownReason(report: Pick<InferReport, 'result' | 'conflict'>, variant: Variant, lang: string): string | undefined {
  const why = report.result.impossible;
  if (why === undefined) return undefined;
  // `salvo 2 at this fleet: …`, `salvo of 3 after 2 salvos at this fleet: …`, `shots 1–8 at this fleet: …` (the misses after an unread cell).
  if (report.conflict !== undefined && /^(salvos?|shots?) (\d|of )/u.test(why)) return undefined;
  if (spoken(lang) === 'en') return why;
  const cause = report.result.impossibleCause;
  return cause === undefined ? undefined : causeSentence(cause, variant, lang);
}

/**
 * An exact chance in percent to a tenth, as the most likely cells give it: one that rounds to 100.0
 * or 0.0 and is not certain is a bound (`>99.9`, `<0.1`), as the chart's `>99` and `<1` are; 100.0
 * is a certain ship (the chart's `■`) alone.
 *
 * @example
 *   exactPercent(0.99996) // '>99.9' (not '100.0')
 *   exactPercent(0.4213)  // '42.1'
 */
export function exactPercent(p: number): string {
  const text = (p * 100).toFixed(1);
  if (p < 1 && text === '100.0') return '>99.9';
  if (p > 0 && text === '0.0') return '<0.1';
  return text;
}

/** Probability as a short cell text: `·` none, `■` certain, else a percentage 1–99. */
function percent(p: number): string {
  if (p <= 0) return '·';
  if (p >= 1) return '■';
  if (p < 0.005) return '<1';
  if (p > 0.995) return '>99';
  return String(Math.round(p * 100));
}

/**
 * A cell of the heatmap, the same on the terminal and in the PDF: `X` fired and certainly a ship,
 * `o` fired and water, else its chance (`percent`), marked `*` when it was fired at and the report
 * did not tell its outcome (a per-salvo report). Such a cell is certain only by an exact count: an
 * estimate that never saw it empty (or occupied) has not shown it a ship (or water), so there its
 * chance is given, `>99*` or `<1*` rather than `X`, `o`, `■*` or `·*`. So is an open cell's: an
 * estimate's 0 or 1 there is `<1` or `>99`, not `·` or `■`, unless the evidence pins a ship on it
 * or makes it water (`InferenceResult.water`: no placement is left there), as
 * `evidenceDecidedCells` finds them for every command.
 */
export function heatCellText(result: InferenceResult, probs: readonly number[], fired: ReadonlyMap<number, 'hit' | 'miss' | 'fired'>, c: number): string {
  const f = fired.get(c);
  // An open cell an estimate never saw otherwise is not certain water nor a certain ship, unless
  // the evidence itself decides it (a ship it pins, water no placement reaches): its chance as a bound.
  if (f === undefined && !result.exact) return estimateBound(probs[c]!, 0, decidedBy(result).has(c)) ?? percent(probs[c]!);
  // Per shot, the announcement itself says hit or water; per salvo, only an exact count can.
  const proven = f === 'hit' || f === 'miss' || result.exact;
  if (f !== undefined && proven && result.marginal[c]! >= 1) return 'X';
  if (f !== undefined && proven && result.marginal[c]! <= 0) return 'o';
  if (f === undefined) return percent(probs[c]!);
  const p = probs[c]!;
  return (proven ? percent(p) : p <= 0.005 ? '<1' : p >= 0.995 ? '>99' : percent(p)) + '*';
}

/** The marks the cells' texts (`heatCellText`) show, for a legend that names only those. */
export function heatMarks(texts: Iterable<string>): Set<HeatMark> {
  const marks = new Set<HeatMark>();
  const of: Readonly<Record<string, HeatMark>> = { X: 'hit', o: 'water', '■': 'ship', '·': 'none' };
  for (const t of texts) {
    const starred = t.endsWith('*');
    if (starred) marks.add('unknown');
    const mark = of[starred ? t.slice(0, -1) : t];
    if (mark !== undefined) marks.add(mark);
  }
  return marks;
}

const decidedCache = new WeakMap<InferenceResult, Set<number>>();

/** The cells an estimate's evidence itself decides (`evidenceDecidedCells`: ships it pins, water), kept per result. */
function decidedBy(result: InferenceResult): Set<number> {
  let cells = decidedCache.get(result);
  if (cells === undefined) decidedCache.set(result, (cells = evidenceDecidedCells(result)));
  return cells;
}

/** Cells fired at the target, and what is known of them from per-shot reports. */
function firedCells(evidence: Evidence): Map<number, 'hit' | 'miss' | 'fired'> {
  const m = new Map<number, 'hit' | 'miss' | 'fired'>();
  for (const s of evidence.salvos) {
    s.cells.forEach((c, i) => {
      const a = s.announcement;
      const known = a?.kind === 'per-shot' ? (a.shots[i]?.result === 'miss' ? 'miss' : 'hit') : 'fired';
      if (m.get(c) !== 'hit') m.set(c, known);
    });
  }
  return m;
}

/** An estimate with no sample, or one that rounds the count to 0: it tells nothing. */
function unknownCount(result: InferenceResult): boolean {
  return !result.exact && ((result.samples ?? 0) === 0 || result.count === 0n || (result.count < 0n && result.method !== 'chain'));
}

/** A Markov chain's estimate: the chances are estimated, the layouts not counted. */
function chained(result: InferenceResult): boolean {
  return !result.exact && result.method === 'chain' && (result.samples ?? 0) > 0;
}

/**
 * R̂ above this: the chains disagree, and the estimate may lean towards where they started. (Of
 * 8 chains' 8–16 batches, R̂ itself is rough: on small boards whose chances came within 3
 * standard errors of the exact ones it reached 1.27.)
 */
export const RHAT_AGREE = 1.2;

/**
 * How far to trust a chain's estimate: whether its chains agree (R̂), and how they started.
 *
 * @example
 *   chainMixingText(result) // 'The 8 chains agree (R̂ 1.03, at most 1.1 wanted); each started from …'
 */
export function chainMixingText(result: InferenceResult, say: HintText = EN_HINT): string {
  const m = result.mixing;
  if (m === undefined) return '';
  const rhat = Number.isFinite(m.rhat) ? m.rhat.toFixed(2) : '∞';
  const mixing = { chains: m.chains, rhat, wanted: String(RHAT_AGREE), searched: m.chains - m.exactStarts, burnIn: m.burnIn, agree: m.rhat <= RHAT_AGREE };
  return (say.mixing ?? EN_HINT.mixing!)(mixing);
}

/**
 * Under an estimate, what stopped the exact count (`InferenceResult.limit`), in `lang` (`say`,
 * English where it has no words): the counter's memory guards, with their sizes, or its budget.
 *
 * @example
 *   stoppedByText('memory', 'en') // 'The exact count needed more memory than the counter allows itself (1 GiB a pass, …'
 */
export function stoppedByText(limit: 'budget' | 'memory', lang: string, say: HintText = playText(lang, false).hint): string {
  const gib = (bytes: number): string => localNumber(lang, String(bytes / 2 ** 30));
  return (say.stoppedBy ?? EN_HINT.stoppedBy!)(limit, [gib(MAX_PASS_BYTES), gib(MAX_KEPT_BYTES)]);
}

/** Between the classes a ship pinned down may be of, by language (`Sloop or Brig`, `шлюп или бриг`, `slup lub bryg`). */
const OR: Readonly<Record<'en' | 'ru' | 'pl', string>> = { en: ' or ', ru: ' или ', pl: ' lub ' };

/** The terminal report: count, heatmap, pinned ships, most likely cells. */
export function formatInference(
  variant: Variant,
  report: InferReport,
  classId: string | undefined,
  lang: string,
  say: HintText = playText('en', false).hint,
  side: string = report.target,
  legendOf: 'shown' | 'all' = 'shown',
): string {
  const { result, evidence } = report;
  const board = variant.board;
  const probs = classId === undefined ? result.marginal : (result.classMarginal[classId] ?? result.marginal);
  const fired = firedCells(evidence);
  // Numbers right-aligned, as a table of them is read (units under units, '7' under the 2 of '12'),
  // with a column for the '*' of a cell fired at whose outcome was not told.
  const texts = Array.from({ length: board.rows * board.columns }, (_, c) => heatCellText(result, probs, fired, c));
  const starred = texts.some((t) => t.endsWith('*'));
  const body = (t: string): string => (t.endsWith('*') ? t.slice(0, -1) : t);
  const bodyWidth = Math.max(1, ...texts.map((t) => displayWidth(body(t))));
  const cellText = (c: number): string => {
    const t = texts[c]!;
    return body(t).padStart(bodyWidth) + (starred ? (t.endsWith('*') ? '*' : ' ') : '');
  };
  const lines: string[] = [];
  // Numbers as the language writes them (1 234,5 in Russian and Polish), as the printed heatmap does.
  const n = (text: string): string => localNumber(lang, text);
  const seconds = n(report.seconds.toFixed(2));
  // The side as show and play name it (`side`): with its player, where the record has one.
  const sideName = side;
  // The class's name inside the title's and legend's sentences as the language writes it (`Chance of
  // aircraft carrier per cell`), as the printed handout has it (`classInSentence`).
  const what = classId === undefined ? undefined : classInSentence(variant, lang, classId);
  // Which salvo of the game that is, and whose, as `show --after` and `--after side:n` count.
  const l = report.last;
  const last = l === undefined || l === null ? '' : say.lastSalvo(l.salvo, l.side, l.sideSalvo);
  lines.push(say.heading(localize(variant.name, lang, variant), sideName, report.after) + last);
  lines.push(say.prior);
  const count = n(result.count.toLocaleString('en-US'));
  if (unknownCount(result)) {
    // Out of the exact counter's reach, and too few samples fitted in the time to count: nothing
    // is known, and above all not that the announcements are impossible.
    lines.push(...say.unknownCount(result.samples ?? 0, seconds, result.limit));
    return lines.join('\n') + '\n';
  }
  if (result.count === 0n) {
    const c = report.conflict;
    if (c !== undefined) {
      // The referee's sentence, where there is one, says it better (and in the report's language).
      const reason = c.said === undefined ? shownReason(report, variant, lang) : undefined;
      lines.push(say.noFleet(reason !== undefined ? ` (${reason})` : ''));
      lines.push(say.noneFits(c.after, c.shots, c.salvos));
      const why = c.said?.[spoken(lang)];
      // In English, a game of single shots names each salvo a shot, as the lines above it do (and --json's why).
      if (why !== undefined) lines.push(singleShots(variant) && spoken(lang) === 'en' ? shotsNamed(why) : why);
      if (c.earliest !== undefined) lines.push(say.conflictEarliest(c.earliest, c.after));
      if (c.narrowingCut === true) lines.push(say.conflictCut(c.looseSalvo));
      else if (c.looseSalvo !== undefined) lines.push(say.conflictLoose(c.looseSalvo));
      lines.push(say.took(seconds, false));
    } else {
      // The compiler's reason, in the report's language (in English its own words).
      const why = shownReason(report, variant, lang);
      lines.push(say.noFleet(why ? ` (${why})` : ''));
      lines.push(say.took(seconds, true));
    }
    return lines.join('\n') + '\n';
  }
  // A cell that could not be read, read loosely: the count of more layouts than the readings', an upper bound.
  if (result.exact && result.readings === 'superset') lines.push(say.superset(count, seconds, report.loose));
  else if (result.exact) lines.push(say.exact(count, seconds));
  else if (chained(result)) {
    const errors = classId === undefined ? result.stdError : (result.classStdError?.[classId] ?? result.stdError);
    const worst = Math.max(0, ...(errors ?? [0]));
    lines.push((say.chain ?? EN_HINT.chain!)(result.mixing?.chains ?? 1, result.samples ?? 0, (worst * 100).toFixed(2), seconds));
    lines.push(chainMixingText(result, say));
  } else {
    // The error of the chart shown: the class's with --class.
    const errors = classId === undefined ? result.stdError : (result.classStdError?.[classId] ?? result.stdError);
    const worst = Math.max(0, ...(errors ?? [0]));
    const about = estimateText(result.count, result.countStdError);
    const countError = result.countStdError !== undefined ? n(countErrorText(result.countStdError, result.count)) : undefined;
    lines.push(say.about(n(about), result.samples ?? 0, countError, n((worst * 100).toFixed(2)), seconds));
  }
  // An estimate from the layouts of a cell that could not be read, read loosely: of that wider set.
  if (!result.exact && result.readings === 'superset') lines.push(say.widerSampled(report.loose));
  // Under an estimate, what stopped the exact count: where it was memory, a larger budget is no help.
  if (!result.exact && result.limit !== undefined) lines.push(stoppedByText(result.limit, lang, say));
  lines.push('');
  lines.push(drawChartText(board, cellText, { title: say.chanceTitle(what), trailing: starred ? 1 : 0 }).trimEnd());
  // With --class the chart is that class's chance: a dot is no ship of the class (another may be there for certain).
  // Only the marks the chart shows (play's hint, said once for the session, names them all).
  const legend = say.legend(what, '·', legendOf === 'all' ? undefined : heatMarks(texts));
  if (legend !== '') lines.push(legend);
  lines.push('');
  // A chain's estimate lists the ships the evidence itself pins, and says the others were not checked.
  const byEvidence = result.pinnedBy === 'evidence' ? (say.pinnedByEvidence ?? EN_HINT.pinnedByEvidence!) : undefined;
  // A ship certainly there whose class the announcements never told (two classes of one shape): `Sloop or Brig: A1 A2`.
  const either = result.pinnedEither ?? [];
  if (result.pinned.length > 0 || either.length > 0) {
    lines.push(byEvidence ? byEvidence(false) : say.pinned);
    const notation = variantNotation(variant, lang);
    for (const p of result.pinned) lines.push(`  ${notation.className(p.classId)}: ${formatCells(p.cells, board)}`);
    for (const p of either) lines.push(`  ${p.classIds.map((id) => notation.className(id)).join(OR[spoken(lang)])}: ${formatCells(p.cells, board)}`);
  } else lines.push(byEvidence ? byEvidence(true) : say.pinnedNone);
  const open = openByChance(probs, fired).slice(0, 8);
  if (open.length > 0) lines.push(say.mostLikely(open.map((c) => `${formatCell(c, board)} ${openChanceText(result, classId, c, probs[c]!, lang)}`).join(', ')));
  return lines.join('\n') + '\n';
}

/** The cells not fired at that may hold a ship (of the chart's class), the likeliest first; of equal chances, in board order. */
function openByChance(probs: readonly number[], fired: ReadonlyMap<number, unknown>): number[] {
  return probs
    .map((p, c) => ({ c, p }))
    .filter(({ c, p }) => p > 0 && !fired.has(c))
    .sort((a, b) => b.p - a.p || a.c - b.c)
    .map(({ c }) => c);
}

/** At most this many cells tied for the likeliest are framed on the printed heatmap: more would point at nothing. */
export const MAX_FRAMED = 8;

/**
 * The cells the printed heatmap frames: the likeliest not yet fired at, the first the terminal's
 * `Most likely cells` line names, with every cell whose chance is exactly the same (a position
 * symmetric about the board's middle); none where no open cell may hold a ship, or where more
 * than `MAX_FRAMED` tie (an empty board of one-cell ships, where every cell is as likely).
 *
 * @example
 *   likeliestOpen([0.2, 0.5, 0.5, 0.9], new Map([[3, 'hit']])) // [1, 2]
 */
export function likeliestOpen(probs: readonly number[], fired: ReadonlyMap<number, unknown>): number[] {
  const open = openByChance(probs, fired);
  if (open.length === 0) return [];
  const top = probs[open[0]!]!;
  const tied = open.filter((c) => probs[c] === top);
  return tied.length > MAX_FRAMED ? [] : tied;
}

/**
 * An open cell's chance as the most likely cells give it, in `lang`'s numbers: exact to a tenth
 * (`exactPercent`); an estimate's to whole percents with its standard error (a tenth would be
 * noise beside errors of a point or more), the class's with `classId`.
 */
function openChanceText(result: InferenceResult, classId: string | undefined, c: number, p: number, lang: string): string {
  const n = (text: string): string => localNumber(lang, text);
  if (result.exact) return `${n(exactPercent(p))}%`;
  const errors = classId === undefined ? result.stdError : (result.classStdError?.[classId] ?? result.stdError);
  const se = errors?.[c] ?? 0;
  const bound = estimateBound(p, se, decidedBy(result).has(c));
  return se > 0 ? `${n((p * 100).toFixed(0))}±${n(errorText(se * 100))}%` : `${bound ?? n((p * 100).toFixed(0))}%`;
}

/**
 * The hint `salvo play --hints` prints after a salvo: for the side that fired, the chances of
 * the enemy's ships from every announcement so far (exact, or sampled past `budgetMs`). With
 * `legend` (play's first hint of a session), the chart's legend under it, as `infer` prints it.
 * `onProgress` is handed the engine's progress (play's progress line on standard error).
 * `read.sources`, where the record was read from text, must be given: a cell that could not be read
 * is then known to the evidence, and a count that reads it loosely names its salvo and line, as
 * infer's does. Without them the cell is not known (the record leaves it out of its salvo) and the
 * count, said exact, may be wrong: `undefined` only where the record was not read from text (play
 * gives the sources of the text it saved: play-hints.ts `hintRead`).
 *
 * @example
 *   hintText(variant, { record, sources }, 'blue', 'en') // 'Hint for blue (Ann): 13,579 layouts fit (exact) …chart…'
 */
export function hintText(
  variant: Variant,
  read: { readonly record: GameRecord; readonly sources: RecordSources | undefined },
  shooter: string,
  lang: string,
  budgetMs = 3000,
  legend = false,
  onProgress?: (fraction: number, phase?: string) => void,
  file?: string,
): string {
  const { record, sources } = read;
  const me = variantSideOf(record, variant, shooter);
  const target = variant.turns.sides.find((s) => s.id !== me)?.id;
  if (target === undefined) return '';
  // As the referee takes it: a salvo size forced past the referee tells nothing.
  const { evidence, salvoAt } = refereedEvidence(record, variant, target, { sources });
  const t0 = performance.now();
  const result = infer(variant, evidence, { budgetMs, seed: 1, estimate: chainEstimate, enumerate: chainEnumerate, ...(onProgress ? { onProgress } : {}) });
  // The salvo with the cell read loosely, and its line, as infer names them.
  const looseAt = result.looseSalvo === undefined ? undefined : salvoAt[result.looseSalvo];
  const loose = looseAt === undefined ? undefined : { salvo: sources?.salvos[looseAt]?.item ?? looseAt + 1, line: sources?.salvos[looseAt]?.at.line };
  const report: InferReport = { target: recordSideOf(record, variant, target), after: evidence.salvos.length, result, evidence, seconds: (performance.now() - t0) / 1000, ...(loose ? { loose } : {}) };
  const say = playTextOf(variant, lang).hint;
  const text = formatInference(variant, report, undefined, lang, say, report.target, 'all').split('\n');
  // Leave out the title and prior lines, and the legend but where asked (play says it once:
  // X, o, ■, ·, * and <1 are read alike in every hint after).
  const legendLine = say.legend(undefined, '·');
  // What stopped the exact count, with the `salvo infer` that has a larger budget: play has no --budget.
  const stopped = !result.exact && result.limit !== undefined && file !== undefined ? stoppedByText(result.limit, lang, say) : undefined;
  const command = `salvo infer ${shellWord(file ?? '')} --target ${shellWord(report.target)}`;
  const inPlay = (l: string): string =>
    stopped !== undefined && l === stopped ? (say.stoppedByInPlay ?? EN_HINT.stoppedByInPlay!)(result.limit!, [MAX_PASS_BYTES, MAX_KEPT_BYTES].map((bytes) => localNumber(lang, String(bytes / 2 ** 30))) as [string, string], command) : l;
  // The shooter named as play's turn line names it (`«Синие» (Коля)` in Russian, `red (Tomek)`),
  // not by the record's id.
  return `${say.hintFor(sideTitle(record, variant, shooter, lang, { player: true }))}\n` + text.filter((l, i) => i >= 2 && (legend || l !== legendLine)).map(inPlay).join('\n');
}

/** Rows top to bottom, columns left to right. */
function grid(variant: Variant, values: readonly number[]): number[][] {
  const { rows, columns } = variant.board;
  return Array.from({ length: rows }, (_, r) => values.slice(r * columns, (r + 1) * columns));
}

/** The `--json` document. */
export function inferenceJson(variant: Variant, report: InferReport, classId: string | undefined): Record<string, unknown> {
  const r = report.result;
  const classMarginal: Record<string, number[][]> = {};
  for (const [id, m] of Object.entries(r.classMarginal)) if (classId === undefined || id === classId) classMarginal[id] = grid(variant, m);
  return {
    target: report.target,
    after: report.after,
    ...(report.last !== undefined ? { lastSalvo: report.last } : {}),
    // Not where an unread cell is read loosely: the count is then exact only of the weakened reading,
    // an upper bound of the readings', and the chances that wider set's (`InferenceResult.readings`).
    exact: r.exact && r.readings === undefined,
    ...(r.readings !== undefined ? { readings: r.readings, ...(report.loose !== undefined ? { looseSalvo: report.loose.salvo } : {}) } : {}),
    // null when unknown (`unknownCount`), not 0: that would say the announcements are impossible.
    // null too for a chain's estimate: the chances are estimated, the layouts not counted.
    count: unknownCount(r) || chained(r) ? null : r.count.toString(),
    ...(r.method !== undefined ? { method: r.method } : {}),
    ...(r.limit !== undefined ? { limit: r.limit } : {}),
    ...(r.mixing !== undefined ? { mixing: { ...r.mixing, rhat: Number.isFinite(r.mixing.rhat) ? r.mixing.rhat : null } } : {}),
    marginal: grid(variant, r.marginal),
    classMarginal,
    prior: 'uniform',
    pinned: r.pinned.map((p) => ({ classId: p.classId, cells: p.cells.map((c) => formatCell(c, variant.board)) })),
    ...(r.pinnedBy !== undefined ? { pinnedBy: r.pinnedBy } : {}),
    ...(r.pinnedEither !== undefined ? { pinnedEither: r.pinnedEither.map((p) => ({ classIds: p.classIds, cells: p.cells.map((c) => formatCell(c, variant.board)) })) } : {}),
    ...(r.samples !== undefined ? { samples: r.samples } : {}),
    ...(r.stdError !== undefined ? { stdError: grid(variant, r.stdError) } : {}),
    ...(r.classStdError !== undefined ? { classStdError: Object.fromEntries(Object.entries(r.classStdError).filter(([id]) => classId === undefined || id === classId).map(([id, e]) => [id, grid(variant, e)])) } : {}),
    ...(r.countStdError !== undefined && !unknownCount(r) ? { countStdError: r.countStdError } : {}),
    ...(shownReason(report, variant, 'en') !== undefined ? { impossible: shownReason(report, variant, 'en') } : {}),
    // The kind of the compiler's reason, a code a script switches on where the words are not (they
    // are English and left out where they number the salvos their own way).
    ...(r.impossibleCause !== undefined ? { impossibleCode: r.impossibleCause.kind } : {}),
    ...(report.conflict !== undefined ? { conflict: conflictJson(report.conflict, singleShots(variant)) } : {}),
  };
}

/**
 * A conflict in JSON: its reason in English words (`why`), as diagnostics speak, each salvo a shot
 * in a game of single shots (`single`), as check --json's message and the text say it.
 */
function conflictJson(c: NonNullable<InferReport['conflict']>, single: boolean): object {
  const { said, alone: _alone, ...rest } = c;
  const why = said?.['en'];
  return { ...rest, ...(why !== undefined ? { why: single ? shotsNamed(why) : why } : {}) };
}

/**
 * The heatmap as a one-page PDF, drawn with the pad's chart drawing: a handout, titled with the
 * game's name and the side (`red (Ben)`, as `salvo show` names it) and worded in `lang` (English,
 * Russian or Polish, as the pad is). With `into` (tests), the page is drawn there instead, and
 * no bytes are returned.
 */
export async function heatmapPdf(
  variant: Variant,
  report: InferReport,
  classId: string | undefined,
  env: CliIO['env'],
  lang: string = variant.languages[0]!,
  sideName: string = report.target,
  into?: Drawing,
): Promise<Uint8Array> {
  const probs = classId === undefined ? report.result.marginal : report.result.classMarginal[classId]!;
  const fired = firedCells(report.evidence);
  // Mid-sentence, as the language writes it: 'chance of aircraft carrier', not 'of Aircraft carrier' (a proper name kept).
  const what = classId === undefined ? undefined : classInSentence(variant, lang, classId);
  const r = report.result;
  // Where every salvo is one shot (Морской бой, Statki), Russian and Polish count shots, as the text report does.
  const words = heatmapText(lang, singleShots(variant));
  // An estimate to the digits its standard error allows, as the terminal gives it, never all its digits.
  const wider = r.readings === 'superset' ? { wider: true } : {};
  const count: HeatmapCount = chained(r) ? { kind: 'chain', ...wider } : unknownCount(r) ? { kind: 'unknown' } : r.exact ? { kind: 'exact', layouts: r.count, ...(r.readings === 'superset' ? { atMost: true } : {}) } : { kind: 'sampled', about: estimateText(r.count, r.countStdError), ...wider };
  const side = sideName;
  // pdfkit and fontkit load only when a PDF is written.
  const [{ drawChart, measureChart }, { PdfDrawing, documentDate }, { heatColour, drawHeatKey }] = await Promise.all([import('../../render/chart.js'), import('../../render/pdf.js'), import('../../render/heat.js')]);
  const title = words.title({ game: localize(variant.name, lang, variant), side, ...(what !== undefined ? { what } : {}), salvos: report.after, count });
  // Tagged with its language, as the pad and the analysis report are (a reader's voice, a viewer's
  // hyphenation); its title, which a viewer shows as the window's, the one printed above the chart,
  // in that language, not the ids in English.
  const pdf = into === undefined ? new PdfDrawing({ title, lang, date: documentDate(env), subject: variant.id }) : undefined;
  const d: Drawing = into ?? pdf!;
  d.beginPage({ width: 210, height: 297 });
  const cell = Math.min(16, 170 / Math.max(variant.board.columns, variant.board.rows));
  // The likeliest cell not yet fired at framed, as the terminal's most likely cells begin with it
  // (nothing known where no count or estimate was made).
  const framed = unknownCount(r) ? [] : likeliestOpen(probs, fired);
  const spec = {
    columnLabels: variant.board.columnLabels,
    rowLabels: variant.board.rowLabels,
    cell,
    scale: 1,
    // The chances on the scale the analysis report shades by too (render/heat.ts).
    cellFill: (c: number) => heatColour(probs[c]!),
    cellFrame: (c: number) => framed.includes(c),
    cellText: (c: number) => {
      const t = heatCellText(report.result, probs, fired, c);
      return t === '·' ? undefined : t;
    },
  };
  const m = measureChart(spec);
  const left = (210 - m.width) / 2;
  const { wrapText, fontMetrics } = await import('../../render/fonts.js');
  // The title above the chart (`title`), in lines as wide as it, at a size a handout is read at; broken
  // as its language is (`lang`: never `…po` / `45 strzałach`, a short word left at a line's end).
  let y = 20;
  for (const line of wrapText(title, 'bold', 12, Math.max(m.width, 120), lang)) {
    y += fontMetrics('bold', 12).ascent;
    d.text(line, 105, y, { face: 'bold', size: 12, align: 'center' });
    y += 2;
  }
  drawChart(d, left, y + 4, spec);
  // The marks explained below the chart, as the terminal gives them (a blank cell: no chance).
  y += 4 + m.height + 8;
  // Only the marks the chart shows, as on the terminal (`·` is a blank cell here).
  const shown = heatMarks(Array.from({ length: variant.board.rows * variant.board.columns }, (_, c) => heatCellText(report.result, probs, fired, c)));
  for (const line of wrapText(words.legend(what, shown), 'regular', 9, m.width, lang)) {
    d.text(line, left, y, { face: 'regular', size: 9 });
    y += 4.5;
  }
  // What the frame is, with the cell and its chance as the terminal gives them.
  if (framed.length > 0) {
    const said = words.likeliest(framed.map((c) => formatCell(c, variant.board)), openChanceText(r, classId, framed[0]!, probs[framed[0]!]!, lang));
    for (const line of wrapText(said, 'regular', 9, m.width, lang)) {
      d.text(line, left, y, { face: 'regular', size: 9 });
      y += 4.5;
    }
  }
  // The key of the shades, as under the analysis report's charts.
  drawHeatKey(d, left, y, heatKeyCaption(lang, what));
  return pdf === undefined ? new Uint8Array() : pdf.finish();
}

/**
 * Under `infer` of the whole record, a salvo at the target with no announcement yet (`pending`,
 * numbered as check numbers it) is left out: the chances are after the `n` salvos at `target` before it.
 *
 * @example
 *   pendingLeftOut('en', 4, 2, 'tomek', true) // 'shot 4 has no announcement yet: left out, the chances are after the 2 shots fired at tomek before it'
 */
export function pendingLeftOut(lang: string, pending: number, n: number, target: string, single: boolean): string {
  switch (spoken(lang)) {
    case 'ru':
      return `у ${single ? 'выстрела' : 'залпа'} ${pending} ещё нет ответа: он не учтён, вероятности — после ${n} ${single ? plural('ru', n, 'выстрела', 'выстрелов') : plural('ru', n, 'залпа', 'залпов')} по стороне ${target} до него`;
    case 'pl':
      return `${single ? 'strzał' : 'salwa'} ${pending} nie ma jeszcze wyniku: ${single ? 'pominięty' : 'pominięta'}, szanse są po ${n} ${single ? plural('pl', n, 'strzale', 'strzałach') : plural('pl', n, 'salwie', 'salwach')} do strony ${target} przed ${single ? 'nim' : 'nią'}`;
    default:
      return `${single ? 'shot' : 'salvo'} ${pending} has no announcement yet: left out, the chances are after the ${n} ${single ? plural('en', n, 'shot', 'shots') : plural('en', n, 'salvo', 'salvos')} fired at ${target} before it`;
  }
}

/**
 * The one class that has `typed` as a word of its name of several (`aircraft` for Aircraft
 * carrier, `łódź` for łódź podwodna, `лодка` for подводная лодка; a word of several classes', as
 * `ship` of Perelman's, names none), for `--class` to suggest, never to read as meant.
 */
function classWithWord(typed: string, names: readonly string[], variant: Variant): string | undefined {
  // Accents aside (`lodz` for łódź), as a class's whole name is read.
  const plain = names.map(withoutAccents);
  const having = namesWithWord(withoutAccents(typed), plain).map((n) => names[plain.indexOf(n)]!);
  const classes = new Set(having.map((n) => resolveClassKey(n, variant)));
  return classes.size === 1 && !classes.has(-1) ? having[0] : undefined;
}

/**
 * What `infer` says without `--target`: whose fleet it can infer, the record's sides with their
 * players, and the command to type (commander said only "required option '--target <side>' not
 * specified", leaving a newcomer to guess what a target is and how the sides are called).
 */
export function missingTarget(file: string, record: Pick<GameRecord, 'sides'>, lang = 'en'): string {
  const named = record.sides.map((s) => (s.player === undefined || s.player === s.id ? s.id : `${s.id} (${s.player})`));
  return usageTextOf(lang).whoseFleet(named, `salvo infer ${shellWord(file)} --target ${shellWord(record.sides[1].id)}`);
}

export const registerInfer: RegisterCommand = (program: Command, io: CliIO) => {
  program
    .command('infer')
    .description('where the target side\'s ships can be: the exact posterior over all legal layouts consistent with the announcements (uniform prior)')
    .addHelpText('after', '\nExamples:\n  salvo infer examples/jutland.yaml --target red --after 5\n  salvo infer examples/jutland.yaml --target red --class battleship\n  salvo infer game.yaml --target red --pdf heat.pdf\n')
    .argument('<record>', 'the game record (YAML; - reads it from standard input)')
    .option('--target <side>', 'the side whose fleet to infer, by id, name or player (e.g. red); required')
    .option('--after <n>', "after this many salvos (shots, where a salvo is one shot) fired at the target, or after a side's own salvo: --after blue:6 (default: all recorded)")
    .option('--class <id>', 'show the chance of one ship class (by id or name, e.g. battleship) instead of any ship')
    .option('--json', 'print JSON (the time taken left out: the same input gives the same bytes)')
    .option('--pdf <file>', 'also draw the heatmap into a PDF (a file there is replaced only if it is a PDF)')
    .option('--force', 'replace the --pdf file even if it is not a PDF')
    .option('--budget <ms>', 'how much the exact count may do before falling back to sampling (or, where the reports count hits per salvo, to a Markov chain), in units of about a millisecond on a 2-core machine (work, not time: the same answer on every machine) (default: 30000)')
    .option('--seed <seed>', 'seed of the sampler or chain used past the budget', '1')
    .option('--lang <code>', "language of the report: headings, legend, class and variant names, numbers (default: the record's, else the variant's first)")
    .action(async (file: string, given: { target?: string; after?: string; class?: string; json?: boolean; pdf?: string; force?: boolean; budget?: string; seed: string; lang?: string }) => {
      const seed = seedOption(given.seed);
      // Before the record is read, as --seed: a value that cannot be used is a usage error (exit 2)
      // whatever the record, not one said after its reading warnings or after a record not there (exit 1).
      const budgetMs = budgetOption(given.budget) ?? 30_000;
      const opened = await openRecord(io, file, { stdin: true, variantWarnings: true, speak: { lang: given.json === true ? 'en' : given.lang } });
      file = recordName(file);
      // The game as check reads it (record/as-read.ts): a line under the wrong side is the side's that
      // fired it, two lines written the other way round are read in the order fired, the salvos after
      // the end and a line written twice are left out; said on standard error (and in --json's `readAs`).
      // Two results of a turn line written the other way round are read swapped, as check finds them (`breachesToRead`).
      const asRead = recordAsRead(opened, opened.variant, breachesToRead(opened));
      const rec = { ...opened, record: asRead.record, sources: asRead.sources };
      // Asked for once the record is read, so that the message can name its sides.
      // In the record's language (or --lang's), as the report would be; English for a script (--json).
      const usageLang = given.json === true ? 'en' : commandLanguage(rec.variant, given.lang, rec.record);
      if (given.target === undefined) throw new UsageError(missingTarget(file, rec.record, usageLang));
      let o = { ...given, target: given.target };
      if (o.pdf !== undefined) await checkOutput(io, o.pdf, { kind: 'pdf', force: o.force === true, lang: usageLang });
      // What could not be read is left out of the evidence: say so, never silently. A line read
      // with a guess (no "->", no ": ", a player for a side) is said too, as check says it.
      const readWarnings = evidenceReadingWarnings(io, rec.diagnostics, file, { lang: usageLang, variant: rec.variant });
      const variant = rec.variant;
      // The side as the record names it, or by the variant's id or name for it, in any language.
      const target = resolveSideOrPlayer(o.target, rec.record.sides, variant);
      if (target === undefined) {
        throw new UsageError(usageTextOf(usageLang).notASide(o.target, sideNamesHint(o.target, rec.record.sides, variant, usageLang), '--target '));
      }
      o = { ...o, target };
      if (o.class !== undefined) {
        // A class by its id or by its name in any of the variant's languages (as records name them).
        const index = resolveClassKey(o.class, variant);
        // An option the game has nothing for is a usage error (exit 2), as an unknown --target is.
        // In English by id, as it always was; in Russian and Polish by the class's name in that language.
        if (index < 0) {
          const named = (c: Variant['fleet'][number]): string => (spoken(usageLang) === 'en' ? c.id : localize(c.name, usageLang, variant));
          const classes = variant.fleet.map(named);
          // A near miss (`destroyr`, `госпитал`) or the class typed in the other keyboard layout
          // (`rhtqcth` for крейсер) is named, as `fleet check` names it: only suggested, never read as meant.
          const keyed = keyedClass(o.class, variant);
          const names = [...new Set([...variant.fleet.map((c) => c.id), ...variant.fleet.flatMap((c) => Object.values(c.name))])];
          const near = keyed?.name ?? didYouMean(o.class, names) ?? classWithWord(o.class, names, variant);
          const meantClass = near === undefined ? undefined : variant.fleet[resolveClassKey(near, variant)];
          const meant = meantClass === undefined ? undefined : { name: named(meantClass), ...(keyed !== undefined ? { keyboard: keyed.layout } : {}) };
          throw new UsageError(usageTextOf(usageLang).notAClass(o.class, variant.id, classes, meant));
        }
        o = { ...o, class: variant.fleet[index]!.id };
      }
      const lang = commandLanguage(variant, o.lang, rec.record);
      const available = salvosAgainst(variant, rec.record, o.target, unjudgedSalvos(rec.record, variant, rec.sources));
      // `--after 5`: 5 salvos fired at the target; `--after blue:5`, the shooter's 5th, is the same;
      // `--after red:6`, the target's own 6th: the game as it stood after it (its size told too).
      const afterAsked = afterOption(o.after, rec.record, variant, rec.sources, usageLang);
      const own = afterAsked?.kind === 'side' && variantSideOf(rec.record, variant, afterAsked.side) === variantSideOf(rec.record, variant, o.target) ? afterAsked : undefined;
      const asked = afterAsked === undefined || own !== undefined ? undefined : afterAsked.kind === 'side' ? afterAsked.kept : afterAsked.n;
      // A salvo at the target without its announcement yet ends the evidence: its number, as check numbers it.
      const me = variantSideOf(rec.record, variant, o.target);
      const pendingAt = rec.record.salvos.findIndex((s) => variantSideOf(rec.record, variant, s.side) !== me && s.announcement === null);
      const pending = pendingAt < 0 ? undefined : (rec.sources?.salvos[pendingAt]?.item ?? pendingAt + 1);
      if (asked !== undefined && asked > available) {
        // Say which, and what can be asked.
        // The target by id in English, as it always was; as the report names it in Russian and Polish.
        const named = spoken(usageLang) === 'en' ? o.target : sideTitle(rec.record, variant, o.target, usageLang, { player: true });
        throw new UsageError(usageTextOf(usageLang).afterPastTarget(String(o.after), available, named, pending, singleShots(variant)));
      }

      // In the report's language, as its heading is.
      const progress = progressIn(io, 'inferring', lang);
      const t0 = performance.now();
      // Without --after, the whole record: the target's salvos after the last one at it too.
      const end = own !== undefined ? { until: own.at + 1 } : asked !== undefined ? { after: asked } : {};
      // What standard error says while inferring (a size left out) is held until the notes on how
      // the record was read are said, which keep to the salvos inferred from.
      const held: string[] = [];
      const { evidence, salvoAt, read, result, conflict, warnings: sizeWarnings } = refereedPosterior({ err: (text) => held.push(text) }, { ...rec, file }, o.target, end, (e) => {
        try {
          return infer(variant, e, { budgetMs, seed, onProgress: progress.update, estimate: chainEstimate, enumerate: chainEnumerate });
        } finally {
          progress.done();
        }
      }, usageLang, asRead.missing);
      // The slips read are those of the salvos inferred from, as show --after keeps to its salvos:
      // with --after, a slip after the last salvo read (by check's numbers) is not part of the position.
      const upTo = own === undefined && asked === undefined ? Infinity : Math.max(0, ...rec.sources.salvos.slice(0, read).map((s) => s.item));
      const slips = slipsUpTo(asRead, upTo);
      for (const line of asReadLines(slips, usageLang, singleShots(variant), (side) => sideTitle(rec.record, variant, side, usageLang))) io.err(`${NOTE[spoken(usageLang)]}${line}\n`);
      for (const text of held) io.err(text);
      // The whole record asked for, but a salvo at the target not yet answered: said, not silently
      // left off the chart (the heading's count alone does not say why it stops there).
      if (pending !== undefined && own === undefined && asked === undefined) {
        const targetNamed = spoken(usageLang) === 'en' ? o.target : sideTitle(rec.record, variant, o.target, usageLang, { player: true });
        io.err(`${NOTE[spoken(usageLang)]}${pendingLeftOut(usageLang, pending, available, targetNamed, singleShots(variant))}\n`);
      }
      const readAs = asReadJson(slips);
      // `after` counts the salvos fired at the target in the evidence, as --after 5 does.
      const after = own !== undefined ? evidence.salvos.length : (asked ?? available);
      const last = lastSalvoOf(rec.record, variant, read, rec.sources);
      // The salvo with the cell read loosely, as the record's text numbers it, and its line.
      const looseAt = result.looseSalvo === undefined ? undefined : salvoAt[result.looseSalvo];
      const loose = looseAt === undefined ? undefined : { salvo: rec.sources.salvos[looseAt]?.item ?? looseAt + 1, line: rec.sources.salvos[looseAt]?.at.line };
      const report: InferReport = { target: o.target, after, last, result, evidence, seconds: (performance.now() - t0) / 1000, ...(conflict ? { conflict } : {}), ...(loose ? { loose } : {}) };
      // The text and the PDF name the sides as show does (`Север (Петя)` in Russian; a side named
      // by its player once, `„tomek”`), JSON by id.
      const sideTitled = sideTitle(rec.record, variant, o.target, lang, { player: true });
      const textReport: InferReport = last === null ? report : { ...report, last: { ...last, side: sideTitle(rec.record, variant, last.side, lang) } };
      // What standard error says was read with a guess or left out of the evidence, for scripts too.
      const writePdf = async (): Promise<void> => {
        if (o.pdf === undefined) return;
        await writeOutput(io, o.pdf, await heatmapPdf(variant, textReport, o.class, io.env, lang, sideTitled));
        const nameNote = await pdfNameNote(io, o.pdf, lang);
        if (nameNote !== undefined) io.err(`${nameNote}\n`);
      };
      if (o.json) {
        // The PDF written first: a script gets one JSON document, the report or, where the PDF
        // cannot be written, the error alone ({ ok: false, … }), not the one after the other.
        await writePdf();
        // `ok` false where no legal fleet fits (exit 1, below), as every --json document's mirrors its exit status;
        // the record and its variant next, as check, show, analyze and suggest give them.
        io.out(JSON.stringify({ ok: !(result.exact && result.count === 0n), file, variant: variant.id, ...inferenceJson(variant, report, o.class), warnings: [...readWarnings, ...sizeWarnings].sort(inFileOrder), ...(readAs === undefined ? {} : { readAs }) }, jsonReplacer) + '\n');
      } else {
        io.out(formatInference(variant, textReport, o.class, lang, playTextOf(variant, lang).hint, sideTitled));
        await writePdf();
        if (o.pdf !== undefined) io.out(`${playTextOf(variant, lang).hint.pdfWritten(o.pdf)}\n`);
      }
      // No legal fleet fits the announcements: a breach, as 'salvo check' and 'suggest' end on it
      // (exit 1), the report printed all the same.
      if (result.exact && result.count === 0n) throw new ExitCode(1);
    });
};
