/**
 * How `salvo play --hints` works a hint out: on play's own thread (`hintsHere`: in-process runs,
 * tests), or, for a player at the table (play reading the process's own standard input), on a
 * thread of its own (`hintsApart`, play-hint-worker.ts), so that play's thread stays free to hear
 * Ctrl-C while the engine counts: a hint takes seconds early in a large game, and a signal's
 * listener on the thread doing synchronous work runs only once the work is done. `stop` drops the
 * hint under way (the thread ended at once); the salvo it was for is saved already.
 *
 * @example
 *   const hints = hintsApart(variant, 'pl', 'game.yaml');
 *   const text = await hints.hint(hintRead(parsed, meant), 'tomek', true, progress.update); // undefined once stopped
 *   hints.close();
 */
import type { Worker } from 'node:worker_threads';
import { startWorkerModule } from '../../analysis/workers.js';
import { readAsMeant, type MeantReading } from '../../record/as-read.js';
import type { GameRecord, RecordSources } from '../../record/model.js';
import type { Variant } from '../../variant/model.js';
import { hintText } from './infer.js';

/** What the hint thread is given at its start: the game's variant, the session's language and the record's file name. */
export interface HintSetup {
  readonly variant: Variant;
  readonly lang: string;
  readonly file: string;
}

/**
 * What a hint is worked out from: the record read as meant, and its sources in the same order
 * (required, as `hintText` has them: a cell that could not be read is left out of its salvo, and
 * only the sources say it was fired; without them the salvo would read one shot short and the
 * count, said exact, could be below the readings').
 */
export interface HintRead {
  readonly record: GameRecord;
  readonly sources: RecordSources | undefined;
}

/**
 * The record as `meant` reads it (as-read.ts `readAsMeant`) with its sources moved alike: two
 * salvos read the other way round swap their sources too, so each stays its own salvo's.
 *
 * @example
 *   hintRead(parseRecord(text, variant, { file }), meant) // { record: …as meant, sources: … }
 */
export function hintRead(parsed: { readonly record: GameRecord; readonly sources: RecordSources }, meant: MeantReading): HintRead {
  const salvos = [...parsed.sources.salvos];
  for (const [a, b] of meant.swaps) {
    if (a >= salvos.length || b >= salvos.length) continue;
    [salvos[a], salvos[b]] = [salvos[b]!, salvos[a]!];
  }
  return { record: readAsMeant(parsed.record, meant), sources: meant.swaps.length === 0 ? parsed.sources : { ...parsed.sources, salvos } };
}

/** A hint asked of the thread: the record (read as meant) with its sources, the side that fired, the legend with it or not. */
export interface HintAsk {
  readonly read: HintRead;
  readonly shooter: string;
  readonly legend: boolean;
}

/** What the hint thread tells: its progress, the hint, or the error that stopped it. */
export type HintTold =
  | { readonly kind: 'progress'; readonly fraction: number; readonly phase?: string }
  | { readonly kind: 'hint'; readonly text: string }
  | { readonly kind: 'error'; readonly message: string };

export interface Hints {
  /** The hint for `shooter` after `record` (the legend under it where `legend`); undefined when `stop` dropped it. */
  hint(read: HintRead, shooter: string, legend: boolean, onProgress: (fraction: number, phase?: string) => void): Promise<string | undefined>;
  /** Drop the hint under way, if any (it resolves undefined), and any asked for after (the session is ending); true if one was under way. */
  stop(): boolean;
  /** Done with hints: the thread, if one was started, is ended. */
  close(): void;
}

/** Hints worked out on this thread, as `infer` works its chances out (what a signal cannot stop). */
export function hintsHere(setup: HintSetup): Hints {
  let stopped = false;
  return {
    hint: (read, shooter, legend, onProgress) => Promise.resolve(stopped ? undefined : hintText(setup.variant, read, shooter, setup.lang, undefined, legend, onProgress, setup.file)),
    stop: () => {
      stopped = true;
      return false;
    },
    close: () => undefined,
  };
}

/** Hints worked out on a thread of their own, started at the first hint and kept for the next; `stop` ends it at once. */
export function hintsApart(setup: HintSetup): Hints {
  let worker: Worker | undefined;
  let stopped = false;
  // The hint under way: how to settle it.
  let waiting: { readonly done: (text: string | undefined) => void; readonly failed: (e: Error) => void; readonly progress: (fraction: number, phase?: string) => void } | undefined;
  const settle = (): typeof waiting => {
    const was = waiting;
    waiting = undefined;
    return was;
  };
  const start = (): Worker => {
    const ext = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
    const w = startWorkerModule(new URL(`./play-hint-worker.${ext}`, import.meta.url), setup);
    w.on('message', (m: HintTold) => {
      if (m.kind === 'progress') waiting?.progress(m.fraction, m.phase);
      else if (m.kind === 'hint') settle()?.done(m.text);
      else settle()?.failed(new Error(`hint thread: ${m.message}`));
    });
    w.on('error', (e) => {
      worker = undefined;
      settle()?.failed(e);
    });
    // Ended without an answer (memory run out): the hint under way fails, the next starts a thread afresh.
    w.on('exit', (code) => {
      if (worker === w) worker = undefined;
      settle()?.failed(new Error(`the hint thread ended (code ${code}) without an answer`));
    });
    return w;
  };
  return {
    hint: (read, shooter, legend, onProgress) =>
      new Promise<string | undefined>((done, failed) => {
        if (stopped) {
          done(undefined);
          return;
        }
        worker ??= start();
        waiting = { done, failed, progress: onProgress };
        const ask: HintAsk = { read, shooter, legend };
        worker.postMessage(ask);
      }),
    stop: () => {
      stopped = true;
      const was = settle();
      if (was === undefined) return false;
      const w = worker;
      worker = undefined;
      void w?.terminate();
      was.done(undefined);
      return true;
    },
    close: () => {
      settle()?.done(undefined);
      const w = worker;
      worker = undefined;
      void w?.terminate();
    },
  };
}
