/**
 * `salvo pad <template|file>`: print a chart pad as PDF. The variant is loaded with the pad
 * font's glyph check, so a string the pad could not print is a validation error at its line;
 * the title and side names given on the command line are checked the same way. The PDF is
 * reproducible (`SOURCE_DATE_EPOCH` sets its dates).
 *
 * @example
 *   salvo pad jutland --sheets 20 --per-page 2 --cover -o jutland-pad.pdf
 */
import { checkOutput, pdfNameNote, writeOutput } from './output.js';
import { Option, type Command } from 'commander';
import { SalvoError, type Diagnostic } from '../../core/diagnostics.js';
import type { CliIO } from '../io.js';
import { AsUsage, ExitCode } from '../errors.js';
import { commandLanguage } from './game-common.js';
import { loadVariantSaid } from './variant-unread.js';
import { padFallbackNote, padOptionRefused, padTooSmallSaid, padWrote, paperNamed } from './pad-text.js';
import { formatSaid, refereeText } from '../../record/referee-text.js';
import { unplaceableFleet } from './fleet-fit.js';
import type { RegisterCommand } from './index.js';

interface PadFlags {
  output?: string;
  force?: boolean;
  sheets: string;
  paper: string;
  perPage: string;
  sides?: string;
  cover?: boolean;
  lang?: string;
  title?: string;
}


function parseSheets(raw: string): number {
  if (!/^\d+$/.test(raw.trim())) throw padOptionRefused({ option: 'sheets-number', given: raw });
  const n = Number(raw);
  if (n < 1 || n > 1000) throw padOptionRefused({ option: 'sheets-range', given: n });
  return n;
}

function glyphCheck(missingGlyphs: (text: string) => string[], option: string, text: string): Diagnostic[] {
  return missingGlyphs(text).map((ch) => {
    const cp = ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return {
      severity: 'error' as const,
      code: 'missing-glyph',
      message: `${option}: the pad's font has no glyph for ${JSON.stringify(ch)} (U+${cp})`,
      suggestion: 'use another character, or a spelling the font can print',
      // Said in the pad's language as the variant's own missing glyphs are (variant/design-text.ts).
      parts: { kind: 'design', where: option, char: ch, cp },
    };
  });
}

async function padCommand(io: CliIO, ref: string, flags: PadFlags): Promise<void> {
  const paper = paperNamed(flags.paper);
  // Before the variant is read: in --lang's language where it is given, else the variant's (padOptionRefused).
  if (paper === undefined) throw padOptionRefused({ option: 'paper', given: flags.paper });
  if (flags.perPage !== '1' && flags.perPage !== '2') throw padOptionRefused({ option: 'per-page', given: flags.perPage });
  const perPage = flags.perPage === '2' ? 2 : 1;
  const sheets = parseSheets(flags.sheets);
  const sides = flags.sides?.split(',').map((s) => s.trim());
  if (sides !== undefined && (sides.length > 2 || sides.some((s) => s === ''))) {
    throw padOptionRefused({ option: 'sides', given: flags.sides! });
  }
  // Two names with a semicolon between them (`Ania;Bartek`): meant as two, not one on every sheet.
  const semi = sides?.length === 1 ? sides[0]!.split(';').map((s) => s.trim()) : [];
  if (semi.length === 2 && semi.every((s) => s !== '')) {
    throw padOptionRefused({ option: 'sides-semicolon', given: flags.sides!, names: [semi[0]!, semi[1]!] });
  }
  if (flags.title !== undefined && flags.title.trim() === '') {
    throw padOptionRefused({ option: 'title' });
  }

  // The PDF modules (pdfkit, fontkit) load only here: other commands start without them.
  const [{ missingGlyphs }, { renderPadPdf }, { documentDate }] = await Promise.all([import('../../render/fonts.js'), import('../../render/pad.js'), import('../../render/pdf.js')]);
  // The language printed is known from the variant; then only its texts (and those of every
  // language) must have glyphs: a name in another language's script is not printed.
  // A variant file that cannot be read (not there, not UTF-8, a YAML error) is said in --lang's
  // language where it has words for it (src/variant/file-text.ts), as the record commands say theirs.
  // A file not there too, in English as well (as check says a record not there).
  const loaded = await loadVariantSaid(ref, { cwd: io.cwd }, flags.lang);
  const lang = commandLanguage(loaded, flags.lang);
  const warnings: Diagnostic[] = [];
  const variant = await loadVariantSaid(ref, { cwd: io.cwd, missingGlyphs, glyphLanguages: [lang], warnings }, lang, io.err);
  // A fleet that loads but that no search placed: settled by counting, as variant check does.
  const unplaceable = await unplaceableFleet(warnings, variant);
  // In the pad's language, as variant check says them.
  if (unplaceable !== undefined) throw new SalvoError(unplaceable, lang);
  const problems = [...(flags.title !== undefined ? glyphCheck(missingGlyphs, '--title', flags.title) : []), ...(sides ?? []).flatMap((s) => glyphCheck(missingGlyphs, '--sides', s))];
  // An option's value the font cannot print: a usage error (exit 2), as --paper x is; a variant's own text the font lacks stays the file's error (exit 1).
  if (problems.length > 0) throw new AsUsage(new SalvoError(problems, lang));

  const defaultName = `${variant.id}-pad.pdf`;
  const output = flags.output ?? defaultName;
  await checkOutput(io, output, { kind: 'pdf', force: flags.force === true, stdout: true, lang, defaultName });
  const rendered = await renderPadPdf(variant, {
    paper,
    perPage,
    sheets,
    lang,
    cover: flags.cover === true,
    date: documentDate(io.env),
    ...(sides !== undefined ? { sides } : {}),
    ...(flags.title !== undefined ? { title: flags.title } : {}),
  }).catch((e: unknown) => {
    // A pad no arrangement holds: what does not fit and what to do, in the pad's language (pad-text.ts).
    const d = e instanceof SalvoError && e.diagnostics.length === 1 ? e.diagnostics[0]! : undefined;
    const said = d?.code === 'pad-too-small' ? padTooSmallSaid(lang, d) : undefined;
    if (d === undefined || said === undefined) throw e;
    io.err(`${formatSaid({ ...d, ...said }, refereeText(lang, false))}\n`);
    throw new ExitCode(1);
  });
  const { bytes, pages, arrangement, coverTitleBack } = rendered;
  await writeOutput(io, output, bytes);
  // A PDF named as no PDF (`-o out`): written, as asked, and said, with the name to give.
  const nameNote = await pdfNameNote(io, output, lang);
  if (nameNote !== undefined) io.err(`${nameNote}\n`);
  // As drawn: a board too large (or a chart too small to write in) at half a page gets a page a
  // sheet, whatever was asked. Said in the pad's language (pad-text.ts).
  const per = arrangement.sheetsPerPage;
  // Not what was asked: said on standard error too, where a script or a pipe still shows it.
  if (arrangement.fallback !== undefined) io.err(`${padFallbackNote(lang, arrangement.fallback, paper, per === 0.5)}\n`);
  // With `-o -` the PDF is standard output, so what was written is said on standard error.
  const wrote = padWrote(lang, {
    output,
    pages,
    sheets,
    paper,
    perPage: per,
    logOverleaf: arrangement.logOverleaf,
    ...(flags.cover === true ? { cover: coverTitleBack ? ('back' as const) : ('plain' as const) } : {}),
    ...(arrangement.fallback !== undefined ? { fallback: arrangement.fallback } : {}),
    ...(arrangement.logLeaves !== undefined ? { logLeaves: arrangement.logLeaves } : {}),
  });
  (output === '-' ? io.err : io.out)(`${wrote}\n`);
}

/** Registers `salvo pad`. */
export const registerPad: RegisterCommand = (program: Command, io: CliIO) => {
  program
    .command('pad')
    .description('print a chart pad (PDF) for a template or a variant file')
    .addHelpText('after', '\nExamples:\n  salvo pad jutland --sheets 20 --cover\n  salvo pad perelman --per-page 2 --paper A4 -o perelman.pdf\n  salvo pad statki --lang pl --sides "Ania,Bartek" --paper letter\n')
    .argument('<variant>', 'template id (salvo variants lists them) or variant file')
    .option('-o, --output <file>', 'PDF file to write (default: <variant id>-pad.pdf; - for standard output); a file there is replaced only if it is a PDF')
    .option('--force', 'replace the output file even if it is not a PDF')
    .option('--sheets <n>', 'sheets in all, 1 to 1000; sides alternate (Blue, Red, …)', '2')
    .addOption(new Option('--paper <size>', 'paper size: A4, A5 or letter').default('A4'))
    .addOption(new Option('--per-page <n>', 'sheets per page: 1, or 2 with a cut line').default('1'))
    .option('--sides <names>', 'the name on every sheet, or two names, comma-separated, one for each side\'s sheets (default: the variant\'s sides)')
    .option('--cover', 'start with a cover page: the rules, to fold into a screen')
    .option('--lang <code>', 'language of the pad (one of the variant\'s languages; default: its first)')
    .option('--title <text>', 'the game\'s name in the sheets\' headers and on the cover (default: the variant\'s name)')
    .action(async (ref: string, flags: PadFlags) => padCommand(io, ref, flags));
};
