/**
 * Fleet commands: `salvo fleet check <variant> <layout-file>` (is a layout written by hand legal?
 * every breach named with its line and column; exit 1 if not) and `salvo fleet random <variant>
 * [--seed N]` (a legal random layout, drawn as a chart and written in the hand notation). The
 * output of `fleet random` is itself a layout file: the chart is a block of YAML comments, so it
 * can be saved and checked as it is.
 *
 * The work is done by `fleetCheck` and `fleetRandom`, which take a `Variant` and return text and
 * diagnostics; the commander part only loads the variant and the file and prints.
 *
 * @example
 *   salvo fleet random jutland --seed 7 > my-fleet.yaml
 *   salvo fleet check jutland my-fleet.yaml
 */
import { decodeText } from '../../core/text-file.js';
import { readFile } from 'node:fs/promises';
import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { parse as parseYaml } from 'yaml';
import { formatDiagnostic, hasErrors, inFileOrder, jsonReplacer, SalvoError, type Diagnostic, type DiagnosticParts } from '../../core/diagnostics.js';
import { fileKind, recordSides, wrongKind } from '../../core/file-kind.js';
import { spoken } from '../../core/language.js';
import type { FleetLayout } from '../../core/layout-types.js';
import { formatLayout, layoutBreaches, readShips, type SourcePath } from '../../core/layout.js';
import { MAX_UNIFORM_DRAWS, uniformLayoutDraw } from '../../core/uniform-layout.js';
import { uniformLayout } from '../../inference/engine.js';
import { NO_EVIDENCE } from '../../inference/evidence.js';
import { drawLayoutText } from '../../render/terminal.js';
import { localize, singleShots, type Variant } from '../../variant/model.js';
import { fleetSaid } from '../../record/fleet-text.js';
import { readingSaid } from '../../record/reading-text.js';
import { formatSaid, refereeText } from '../../record/referee-text.js';
import { saidDiagnostic } from '../../record/said-words.js';
import { fleetCheckTextOf, fleetRandomTextOf } from './fleet-check-text.js';
import { fleetReadSaid } from './fleet-read-text.js';
import { loadYamlDocument } from '../../variant/yaml-source.js';
import { sayReadingTerminal, type CliIO } from '../io.js';
import { ExitCode } from '../errors.js';
import { commandLanguage, seedOption } from './game-common.js';
import { countFile } from './count.js';
import { formatCell } from '../../core/coords.js';
import { progressIn } from './progress.js';
import { fileAsFolder } from './output.js';
import { settleFit } from './fleet-fit.js';
import type { RegisterCommand } from './index.js';
import { loadVariantSaid } from './variant-unread.js';
import { shellWord } from '../../core/shell-word.js';

export interface FleetCheckOutcome {
  /** No errors (there may be warnings). */
  readonly ok: boolean;
  /** Errors and warnings, positioned in the layout file where possible. */
  readonly diagnostics: readonly Diagnostic[];
  /** The layout, when it could be read (legal or not). */
  readonly layout?: FleetLayout;
  /** A one-line verdict for standard output, in `FleetOptions.lang` (English without it). */
  readonly summary: string;
  /**
   * The report as printed: each diagnostic in `FleetOptions.lang` where that language has words
   * for it (a breach of the rules, a cell, the YAML; else whole in English), then the summary.
   */
  readonly lines: readonly string[];
}

export interface FleetOptions {
  /** Language of class names and chart words (default: the variant's first language). */
  readonly lang?: string;
}

/**
 * Read a layout file's text and check it against the variant: YAML errors, unreadable ships and
 * every breach of the rules, each with the file, line and column of the ship concerned.
 *
 * @example
 *   fleetCheck(jutland, 'battleship: B2-B5\ncruiser: D7-F9\ndestroyer: [J1-J2, A9-B9]\n', 'f.yaml').ok // true
 */
export function fleetCheck(variant: Variant, layoutText: string, file?: string, opts: FleetOptions = {}): FleetCheckOutcome {
  const words = fleetCheckTextOf(opts.lang ?? 'en');
  const name = file ?? words.layout;
  // The breaches of the rules, by the parts they are said anew from in another language.
  const breachParts = new Map<Diagnostic, DiagnosticParts>();
  const outcome = (o: Omit<FleetCheckOutcome, 'lines'>): FleetCheckOutcome => ({ ...o, lines: [...o.diagnostics.map((d) => fleetDiagnosticLine(d, breachParts.get(d), variant, opts.lang)), o.summary] });
  const src = loadYamlDocument(layoutText, file);
  if (hasErrors(src.diagnostics)) return outcome({ ok: false, diagnostics: src.diagnostics, summary: words.unreadableYaml(name) });
  const read = readShips(src.value, variant, {
    ...(file !== undefined ? { file } : {}),
    positionOf: src.positionOf,
    keyPositionOf: src.keyPositionOf,
  });
  // Where some ships cannot be read, those that can are still checked among themselves (a clash
  // between two of them is not hidden behind a typo elsewhere); the counts wait for every ship.
  const unread = hasErrors(read.diagnostics);
  const { layout, sources } = read;
  const located = (d: Diagnostic, path: SourcePath | undefined, atKey = false): Diagnostic => {
    const pos = path ? ((atKey ? src.keyPositionOf(path) : undefined) ?? src.positionOf(path)) : undefined;
    return { ...d, ...(file !== undefined ? { file } : {}), ...(pos ? { line: pos.line, column: pos.column } : {}) };
  };
  const found = layoutBreaches(layout, variant, opts.lang !== undefined ? { lang: opts.lang } : {}).filter((b) => !unread || b.diagnostic.code !== 'fleet-count');
  const said = (d: Diagnostic, parts: DiagnosticParts | undefined): Diagnostic => {
    if (parts !== undefined) breachParts.set(d, parts);
    return d;
  };
  const breaches = found.map((b) => {
    // A breach between two ships points at the one written later: the one that clashes.
    const paths = b.ships.map((i) => sources[i]).filter((p): p is SourcePath => p !== undefined);
    const key = (p: SourcePath): number => {
      const pos = src.positionOf(p);
      return pos ? pos.line * 10_000 + pos.column : -1;
    };
    let path = b.diagnostic.code === 'fleet-count' ? paths[0] : paths.reduce<SourcePath | undefined>((best, p) => (best === undefined || key(p) > key(best) ? p : best), undefined);
    // A count breach points at the class, not at one of its ships.
    if (path && b.diagnostic.code === 'fleet-count' && typeof path[path.length - 1] === 'number') path = path.slice(0, -1);
    // A class with no ship: at its key, written with nothing after it; not written at all, where
    // the classes start (the place to add it).
    if (!path && b.diagnostic.code === 'fleet-count') {
      const key = b.diagnostic.path !== undefined ? read.classKeys.get(b.diagnostic.path) : undefined;
      return said(located(b.diagnostic, key ?? read.root, key !== undefined || read.root.length > 0), b.parts);
    }
    return said(located(b.diagnostic, path), b.parts);
  });
  const diagnostics = [...src.diagnostics, ...read.diagnostics, ...breaches.sort(inFileOrder)];
  if (unread) return outcome({ ok: false, diagnostics, summary: words.unread(name, breaches.length) });
  const ok = breaches.length === 0;
  return outcome({ ok, diagnostics, layout, summary: ok ? words.ok(name, variant.id, layout.length) : words.breaches(name, breaches.length, variant.id) });
}

/**
 * One diagnostic of `fleet check` as a line in `lang`: a breach of the rules from its parts
 * (`breach`, record/fleet-text.ts, as `check` says a record's fleet), anything else as a record's
 * reading problem is said (a cell, the YAML); whole in English where the language has no words.
 */
function fleetDiagnosticLine(d: Diagnostic, breach: DiagnosticParts | undefined, variant: Variant, lang: string | undefined): string {
  const s = lang === undefined ? 'en' : spoken(lang);
  const t = s === 'en' ? undefined : refereeText(s, singleShots(variant));
  if (s === 'en' || t === undefined) return formatDiagnostic(d);
  // A problem reading the file: its own words (a class, a ship), else as a record's cell or YAML.
  const words = breach !== undefined ? fleetSaid(s, breach) : (fleetReadSaid(s, d, variant) ?? readingSaid(d, s));
  return words === undefined ? formatDiagnostic(d) : formatSaid(saidDiagnostic(d, words), t);
}

/** A YAML scalar: plain when YAML reads it back as the same string (in a flow list too), else quoted. */
function yamlScalar(text: string): string {
  try {
    // Quietly: a name YAML warns of (`okręt[&:`, an anchor ending in a colon) is quoted, not said
    // on standard error as Node's warning.
    const plain = parseYaml(`k: ${text}\nl: [${text}]\n`, { logLevel: 'error' }) as { k?: unknown; l?: unknown[] };
    if (plain.k === text && Array.isArray(plain.l) && plain.l.length === 1 && plain.l[0] === text && !text.includes('#')) return text;
  } catch {
    // fall through to quoting
  }
  return JSON.stringify(text);
}

/**
 * The layout in the hand notation as YAML: one line per class, lists in flow style. Given a
 * language other than English, each class by its name in it (`подводная лодка: [К1, Б6]`), as a
 * player writes it and every command reads it; else by its id.
 */
export function layoutYaml(layout: FleetLayout, variant: Variant, lang?: string): string {
  const lines: string[] = [];
  const named = lang !== undefined && lang.split('-')[0] !== 'en';
  for (const [key, value] of Object.entries(formatLayout(layout, variant))) {
    const cls = variant.fleet.find((c) => c.id === key);
    const k = yamlScalar(named && cls !== undefined ? localize(cls.name, lang, variant) : key);
    lines.push(typeof value === 'string' ? `${k}: ${yamlScalar(value)}` : `${k}: [${value.map(yamlScalar).join(', ')}]`);
  }
  return lines.join('\n') + '\n';
}

export interface FleetRandomOptions extends FleetOptions {
  /** Only the YAML, without the chart. */
  readonly yaml?: boolean;
  /** Hears how far a long draw has gone: the uniform draws, then (phase `searching`) the search. */
  readonly onProgress?: (fraction: number, phase?: 'searching') => void;
  /** The `--lang` typed (not the language it came to): named in the first line, so that it re-runs the same. */
  readonly langTyped?: string;
}

/**
 * A legal random layout for the seed, as a layout file: a first comment line with the command
 * that reproduces it, the chart as YAML comments (unless `yaml`), then the ships.
 *
 * @example
 *   fleetRandom(jutland, 7) // '# salvo fleet random jutland --seed 7\n#    A  B …\nbattleship: …\n'
 */
export function fleetRandom(variant: Variant, seed: number | string, opts: FleetRandomOptions = {}): { text: string; layout: FleetLayout; uniform: boolean } {
  // Uniform among all legal layouts: by rejection (src/core/uniform-layout.ts); for a fleet too
  // tightly packed for rejection, by the exact counter when it fits its work limit; else the
  // core's search, which is not uniform (the caller says so).
  const drawn = uniformLayoutDraw(variant, seed, MAX_UNIFORM_DRAWS, opts.onProgress);
  const counted = drawn.uniform ? null : uniformLayout(variant, NO_EVIDENCE, seed);
  const layout = drawn.uniform ? drawn.layout : (counted ?? drawn.layout);
  const uniform = drawn.uniform || counted !== null;
  const ref = variant.source && variant.source !== variant.id && /[\\/.]/.test(variant.source) ? variant.source : variant.id;
  // The command as typed: its --lang and --yaml too, which change what it writes.
  const typed = `${opts.langTyped !== undefined ? ` --lang ${shellWord(opts.langTyped)}` : ''}${opts.yaml ? ' --yaml' : ''}`;
  let text = `# salvo fleet random ${shellWord(ref)} --seed ${seed}${typed}\n`;
  if (!opts.yaml) {
    const chart = drawLayoutText(layout, variant, opts.lang !== undefined ? { lang: opts.lang } : {});
    text += chart
      .trimEnd()
      .split('\n')
      .map((l) => `#${l === '' ? '' : ' ' + l}`)
      .join('\n');
    text += '\n';
  }
  // The ships named in the chart's language, as its legend names them.
  text += layoutYaml(layout, variant, opts.lang ?? variant.languages[0]);
  return { text, layout, uniform };
}

// ---------------------------------------------------------------------------------------------
// Commands

async function readStdin(io: CliIO): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : (chunk as Buffer));
  return Buffer.concat(chunks);
}

async function checkCommand(io: CliIO, variantRef: string, layoutFile: string, opts: { lang?: string; json?: boolean }): Promise<void> {
  const variant = await loadVariantSaid(variantRef, { cwd: io.cwd }, opts.json ? undefined : opts.lang, io.err);
  const lang = commandLanguage(variant, opts.lang);
  const name = layoutFile === '-' ? '<stdin>' : layoutFile;
  // Not there, or a folder: said in the check's language (English with --json, as the JSON is).
  if (layoutFile === '-') sayReadingTerminal(io, 'layout', opts.json ? undefined : lang);
  const decoded = decodeText(layoutFile === '-' ? await readStdin(io) : await readLayoutFile(resolve(io.cwd, layoutFile), layoutFile, variantRef, opts.json ? undefined : lang), name);
  const outcome = 'diagnostic' in decoded ? undefined : fleetCheck(variant, decoded.text, name, { lang });
  // A game record or a variant file given for the layout, and not read as one: said as that, once.
  const wrong = outcome !== undefined && !outcome.ok && !('diagnostic' in decoded) ? wrongKindOfLayout(decoded.text, name) : undefined;
  if (opts.json) {
    // Shaped as `salvo check --json`'s report: violations (errors) and warnings, each with its severity.
    const diags = wrong !== undefined ? [wrong] : outcome === undefined ? [(decoded as { diagnostic: Diagnostic }).diagnostic] : outcome.diagnostics;
    const ok = outcome?.ok ?? false;
    io.out(JSON.stringify({ ok, file: name, variant: variant.id, violations: diags.filter((d) => d.severity === 'error'), warnings: diags.filter((d) => d.severity !== 'error') }, jsonReplacer, 2) + '\n');
    if (!ok) throw new ExitCode(1);
    return;
  }
  // Not UTF-8: said in the check's language, as a record is.
  if (outcome === undefined) throw new SalvoError((decoded as { diagnostic: Diagnostic }).diagnostic, lang);
  if (wrong !== undefined) throw new SalvoError(wrong, lang);
  // The report is the result, on standard output, as `check` and `variant check` print theirs:
  // each breach, then the summary; exit 1 with a breach.
  for (const line of outcome.lines) io.out(line + '\n');
  if (!outcome.ok) throw new ExitCode(1);
}

/** The one error for a game record or a variant file given where a fleet layout goes; undefined for any other text. */
function wrongKindOfLayout(text: string, file: string): Diagnostic | undefined {
  let doc: unknown;
  try {
    doc = parseYaml(text, { uniqueKeys: false, maxAliasCount: 100, logLevel: 'error' });
  } catch {
    return undefined;
  }
  const is = fileKind(doc);
  return is === undefined ? undefined : wrongKind({ is, wanted: 'layout', file, ...(is === 'record' ? { sides: recordSides(doc) } : {}) });
}

/**
 * The bytes of a layout file; one that is not there, or is a folder, is named as the layout it
 * was to be (with how to draw one), not as a variant or "a path given".
 */
async function readLayoutFile(path: string, file: string, variantRef: string, lang: string | undefined): Promise<Uint8Array> {
  try {
    return await readFile(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // With their parts, for the check's language (variant/file-text.ts).
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      // A file where a folder of the path would be (`notes.txt/x.yaml`): said to be no folder
      // (fileAsFolder), where it was "no such file" with advice about the built-in variants.
      const under = fileAsFolder(path);
      if (under !== undefined) {
        const parts = { kind: 'layout', file, looked: path, variant: variantRef, under };
        throw new SalvoError({ severity: 'error', code: 'no-such-file', message: `${under} is a file, not a folder: there is no layout file ${file} (looked for ${path})`, suggestion: 'check the path', file, parts }, lang);
      }
      const parts = { kind: 'layout', file, looked: path, variant: variantRef };
      throw new SalvoError({ severity: 'error', code: 'no-such-file', message: `no such file: there is no layout file ${file} (looked for ${path})`, suggestion: `check the path, or draw a layout with 'salvo fleet random ${shellWord(variantRef)} > ${shellWord(file)}'`, file, parts }, lang);
    }
    if (code === 'EISDIR') throw new SalvoError({ severity: 'error', code: 'not-a-file', message: `${file} is a folder, not a layout file`, suggestion: 'give the path of a .yaml layout', file, parts: { kind: 'layout', file } }, lang);
    throw e;
  }
}

async function randomCommand(io: CliIO, variantRef: string, opts: { seed?: string; lang?: string; yaml?: boolean; json?: boolean }): Promise<void> {
  const warnings: Diagnostic[] = [];
  // With --json, a variant that cannot be used is said in English, as the JSON is.
  const variant = await loadVariantSaid(variantRef, { cwd: io.cwd, warnings }, opts.json ? undefined : opts.lang, io.err);
  const lang = commandLanguage(variant, opts.lang);
  const seed = opts.seed !== undefined ? seedOption(opts.seed) : String(randomInt(1, 1_000_000_000));
  // A fleet the validator's quick search could not place: the exact counter settles it first, as
  // variant check and pad do (no layout at all is fleet-does-not-fit, said at once, not after
  // the whole search); one it cannot settle either is said before the long draw starts.
  if (warnings.some((d) => d.code === 'fleet-fit-unknown')) {
    const checking = progressIn(io, 'checking that the fleet fits', lang);
    const settled = await settleFit(warnings, variant, checking.update).finally(checking.done);
    const none = settled.find((d) => d.code === 'fleet-does-not-fit');
    // In the command's language, as variant check says it.
    if (none !== undefined) throw new SalvoError(none, lang);
    if (settled.some((d) => d.code === 'fleet-fit-unknown')) {
      io.err(`${fleetRandomTextOf(lang).fitUnknown(variant.id, variantRef)}\n`);
    }
  }
  const progress = progressIn(io, 'drawing a fleet', lang);
  const drawn = (() => {
    try {
      return fleetRandom(variant, /^\d{1,15}$/u.test(seed) ? Number(seed) : seed, { lang, ...(opts.yaml ? { yaml: true } : {}), ...(opts.lang !== undefined ? { langTyped: opts.lang } : {}), onProgress: progress.update });
    } catch (e) {
      // The search's own proof that no layout exists, in the command's language too.
      throw e instanceof SalvoError && e.lang === undefined ? new SalvoError(e.diagnostics, lang) : e;
    } finally {
      progress.done();
    }
  })();
  const { text, uniform } = drawn;
  if (opts.json) {
    // For scripts: the layout as data, each ship's cells as labels in board order (as `show
    // --json`'s `ships`), by class id in the variant's order; `seed` as given or drawn.
    const ships = [...drawn.layout]
      .sort((a, b) => a.classIndex - b.classIndex || a.ordinal - b.ordinal)
      .map((ship) => ({ class: ship.classId, cells: [...ship.cells].sort((a, b) => a - b).map((c) => formatCell(c, variant.board)) }));
    io.out(JSON.stringify({ ok: true, file: await countFile(variantRef, io.cwd), variant: variant.id, seed, uniform, ships }, null, 2) + '\n');
  } else io.out(text);
  if (!uniform) {
    io.err(`${fleetRandomTextOf(lang).notUniform(variant.id)}\n`);
  }
}

const VARIANT_ARG = 'template id (salvo variants lists them) or variant file';

export const registerFleet: RegisterCommand = (program: Command, io: CliIO) => {
  const fleet = program
    .command('fleet')
    .description('fleet layouts: check one written by hand, or draw a legal one at random')
    .addHelpText(
      'after',
      [
        '',
        'A layout file is YAML, one line per ship class (its id, or its name in any language):',
        '  battleship: B2-B5            # a straight ship by its two ends (A1-D4 diagonally)',
        '  destroyer: [J1-J2, A9-B9]    # several ships of a class: a list',
        "  hospital: д3-д6              # cells in the variant's own letters",
        '  bent: [A1 A2 B2]             # a shaped ship by its cells',
        'It may also be wrapped as `fleet: {...}`.',
        '',
        'Examples:',
        '  salvo fleet random jutland --seed 7 > my-fleet.yaml',
        '  salvo fleet check jutland my-fleet.yaml',
        '',
      ].join('\n'),
    );

  fleet
    .command('check')
    .description("check a fleet layout against a variant's rules: every breach named with its line (exit 1 if any)")
    .argument('<variant>', VARIANT_ARG)
    .argument('<layout-file>', 'the layout, a YAML file (- reads standard input)')
    .option('--lang <code>', "language of the report: ship names, breaches, what cannot be read and the summary (default: the variant's first language); --json stays English but for ship names")
    .option('--json', 'print the report as JSON: { ok, file, variant, violations, warnings }')
    .addHelpText(
      'after',
      [
        '',
        'Breaches: ship-off-board, ship-overlap, ship-touching (under the spacing rule), fleet-count,',
        'ship-bent (bent where straight is required), ship-shape, ship-diagonal, unknown-class.',
        '',
        'Exit codes: 0 legal, 1 unreadable or breaking the rules, 2 usage.',
        '',
        'Example:',
        '  salvo fleet check perelman examples/fleets/perelman.yaml --lang en',
        '',
      ].join('\n'),
    )
    .action((variantRef: string, layoutFile: string, opts: { lang?: string; json?: boolean }) => checkCommand(io, variantRef, layoutFile, opts));

  fleet
    .command('random')
    .description('draw a legal fleet layout uniformly at random among all legal layouts: a chart, then the layout in the hand notation')
    .argument('<variant>', VARIANT_ARG)
    .option('--seed <n>', 'seed of the draw: the same seed gives the same layout (default: a random seed, printed)')
    .option('--lang <code>', "language of the chart title and the ship names, the layout's too (default: the variant's first language)")
    .option('--yaml', 'print only the layout, without the chart')
    .option('--json', 'print the layout as JSON: { ok, file, variant, seed, uniform, ships: [{ class, cells }] }')
    .addHelpText(
      'after',
      [
        '',
        'The output is a layout file as it is (the chart is written as YAML comments):',
        '  salvo fleet random statki --seed 42 > fleet.yaml && salvo fleet check statki fleet.yaml',
        '',
      ].join('\n'),
    )
    .action((variantRef: string, opts: { seed?: string; lang?: string; yaml?: boolean; json?: boolean }) => randomCommand(io, variantRef, opts));
};
