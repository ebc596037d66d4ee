/**
 * The progress indicator on standard error that the long-running commands share (`count`,
 * `infer`, `analyze`, `suggest`, `play --hints`, `fleet random`): `counting… 42%`, in the
 * language of the command's report.
 */
import { spoken } from '../../core/language.js';
import type { CliIO } from '../io.js';

export interface ProgressReporter {
  /** Report progress as a fraction in [0, 1], of a phase after the first when `phase` is given (`'sampling'`). */
  readonly update: (fraction: number, phase?: string) => void;
  /** Clear the indicator (again: nothing). */
  readonly done: () => void;
}

/**
 * Most wall-clock time between two progress lines on a pipe or file while the work reports (the
 * counter reports at least every thousandth of its budget, work.ts `reporting`).
 */
const PIPE_LINE_MS = 10_000;

/** The indicators drawn in place on a terminal and not cleared yet, by the IO they are drawn on (`clearProgress`). */
const drawn = new WeakMap<CliIO, Set<() => void>>();

/**
 * Clear every progress line still drawn on `io`'s terminal: the program's last word before an
 * error it says (main.ts), whatever way the work left (a throw past its `done()`), so the error
 * starts its own line and not the half line `inferring… 42%` left it.
 */
export function clearProgress(io: CliIO): void {
  for (const clear of [...(drawn.get(io) ?? [])]) clear();
}

/** A line drawn in place on standard error's terminal (a progress line or bar), that clearProgress clears too. */
export interface TerminalLine {
  /** Draw `text` over the line (`\r`, the line erased to its end); until cleared or kept, clearProgress clears it. */
  readonly draw: (text: string) => void;
  /** Erase what is drawn (nothing drawn: nothing). */
  readonly clear: () => void;
  /** Leave what is drawn on its own line (a newline): it is no longer clearProgress's to clear. */
  readonly keep: () => void;
}

/**
 * The line every progress indicator drawn in place on a terminal is (progressReporter's
 * `counting… 42%`, simulate's bar): registered with clearProgress while drawn, so that an error
 * said after a throw starts a line of its own whichever indicator was showing.
 *
 * @example
 *   const line = terminalLine(io); line.draw('v [###...] 1/4 games'); line.keep();
 */
export function terminalLine(io: CliIO): TerminalLine {
  let shown = false;
  const forget = (): void => {
    shown = false;
    drawn.get(io)?.delete(clear);
  };
  const clear = (): void => {
    if (shown) io.err('\r\x1b[K');
    forget();
  };
  return {
    draw: (text) => {
      io.err(`\r\x1b[K${text}`);
      shown = true;
      let live = drawn.get(io);
      if (live === undefined) drawn.set(io, (live = new Set()));
      live.add(clear);
    },
    clear,
    keep: () => {
      if (shown) io.err('\n');
      forget();
    },
  };
}

/**
 * A progress indicator on standard error for work that runs longer than a second: nothing at
 * first, then `label… 42%` rewritten in place (terminals) or, on pipes and files, a line per
 * tenth and at least one every PIPE_LINE_MS while the work goes on (a count stuck in one tenth
 * for minutes still shows it is alive), cleared or closed by `done()`. Standard output is never
 * written (`--json` stays clean).
 *
 * @example
 *   const p = progressReporter(io, 'counting'); work({ onProgress: p.update }); p.done();
 */
export function progressReporter(io: CliIO, label: string, now: () => number = () => performance.now()): ProgressReporter {
  const start = now();
  let lastTenth = -1;
  let lastDraw = 0;
  let lastLine = -Infinity;
  let lastPhase: string | undefined;
  // Drawn in place on a terminal only; on a pipe each line is whole and nothing is cleared.
  const line = terminalLine(io);
  return {
    update: (fraction: number, phase?: string) => {
      const t = now();
      if (t - start < 1000) return;
      const pct = Math.floor(Math.min(1, Math.max(0, fraction)) * 100);
      // A new phase (sampling past the budget) starts its count afresh, under its own name.
      const fresh = phase !== lastPhase;
      lastPhase = phase;
      const name = phase === undefined ? label : `${label} (${phase})`;
      if (io.stderrIsTTY) {
        if (t - lastDraw < 100 && !fresh) return;
        lastDraw = t;
        line.draw(`${name}… ${pct}%`);
      } else {
        const tenth = Math.floor(pct / 10);
        if (tenth === lastTenth && !fresh && t - lastLine < PIPE_LINE_MS) return;
        lastTenth = tenth;
        lastLine = t;
        io.err(`${name}… ${pct}%\n`);
      }
    },
    done: line.clear,
  };
}

/** The progress line's words in Russian and Polish: the task, then the phase after the first. */
const PROGRESS_WORDS: Readonly<Record<'ru' | 'pl', Readonly<Record<string, string>>>> = {
  ru: { counting: 'подсчёт', 'counting the possible answers': 'подсчёт возможных ответов', 'weighing salvos': 'оценка залпов', inferring: 'расчёт', analysing: 'разбор партии', sampling: 'выборка', estimating: 'оценка', 'drawing a fleet': 'выбор расстановки', 'checking that the fleet fits': 'проверка размещения флота', searching: 'поиск' },
  pl: { counting: 'liczenie', 'counting the possible answers': 'liczenie możliwych odpowiedzi', 'weighing salvos': 'ocena salw', inferring: 'obliczanie', analysing: 'analiza gry', sampling: 'próbkowanie', estimating: 'szacowanie', 'drawing a fleet': 'losowanie floty', 'checking that the fleet fits': 'sprawdzanie rozmieszczenia floty', searching: 'szukanie' },
};

/**
 * progressReporter in the language of the command's report (`lang`: its --lang, else the
 * record's): `расчёт (выборка)… 40%` in Russian, `obliczanie (próbkowanie)… 40%` in Polish,
 * English in any other. Diagnostics (`file:line:col: …`) stay English; this is not one.
 *
 * @example
 *   const p = progressIn(io, 'inferring', 'ru'); // 'расчёт… 42%'
 */
export function progressIn(io: CliIO, label: string, lang: string, now?: () => number): ProgressReporter {
  const s = spoken(lang);
  // Ctrl-C is said in the language of the progress line it ends (apart.ts).
  io.speaking?.(lang);
  const words = s === 'en' ? undefined : PROGRESS_WORDS[s];
  const say = (word: string): string => words?.[word] ?? word;
  const inner = progressReporter(io, say(label), now);
  return { update: (fraction, phase) => inner.update(fraction, phase === undefined ? undefined : say(phase)), done: inner.done };
}
