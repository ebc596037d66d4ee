/**
 * `salvo new <template|file> [--sides a,b] [--players A,B] [-o game.yaml]`: start a game record
 * for a variant. The record is written atomically and never over an existing file; without `-o`
 * (or with `-o -`) it goes to standard output.
 */
import { stat } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { SalvoError } from '../../core/diagnostics.js';
import type { GameRecord, RecordSide } from '../../record/model.js';
import { isValidSideId } from '../../record/parse.js';
import { writeFileAtomic } from '../../record/store.js';
import { writeRecord } from '../../record/write.js';
import type { CliIO } from '../io.js';
import { asWrite, InLanguage, UsageError } from '../errors.js';
import { commandLanguage, pairOption } from './game-common.js';
import { reportText, type NewSide } from './report-text.js';
import { localize, singleShots } from '../../variant/model.js';
import { loadVariantSaid } from './variant-unread.js';
import { refuseEmptyName, refuseMissingFolder } from './output.js';

interface NewOptions {
  output?: string;
  sides?: string;
  players?: string;
  lang?: string;
  date?: string;
  place?: string;
  notes?: string;
}

/** How the record should name the variant: a template id as is, a file relative to the record. */
function variantRefFor(ref: string, source: string, io: CliIO, output: string | undefined): string {
  if (source === ref && !/[\\/]/u.test(ref) && !/\.ya?ml$/iu.test(ref)) return ref; // a template
  const file = isAbsolute(ref) ? ref : resolve(io.cwd, ref);
  const rel = relative(output === undefined ? io.cwd : dirname(resolve(io.cwd, output)), file);
  if (rel === '') return ref;
  return rel.startsWith('.') || isAbsolute(rel) ? rel : `./${rel}`;
}

export function registerNew(program: Command, io: CliIO): void {
  program
    .command('new')
    .description('start a game record for a variant (a template id or a variant file)')
    .addHelpText('after', '\nExamples:\n  salvo new perelman --players Петя,Вася -o game.yaml\n  salvo new statki --sides ala,tomek --date 2004-11-20 -o statki.yaml\n  salvo new my-variant.yaml --lang en -o game.yaml\n')
    .argument('<variant>', 'template id (salvo variants lists them) or variant file')
    .option('-o, --output <file>', 'the record file to create (never replaces a file); without -o, or with -o -, the record is printed')
    .option('--sides <a,b>', "the two sides' names in the record (default: the variant's)")
    .option('--players <A,B>', 'the two players, in side order')
    .option('--lang <code>', 'the language announcements are written in, and this confirmation said in (default: the variant\'s first)')
    .option('--date <date>', 'when the game is played')
    .option('--place <place>', 'where it is played')
    .option('--notes <text>', 'notes on the game')
    .action(async (ref: string, opts: NewOptions) => {
      // `-o -` prints the record, as `init -o -` and `variant schema -o -` print theirs (not a file named -).
      if (opts.output === '-') opts = { ...opts, output: undefined };
      const variant = await loadVariantSaid(ref, { cwd: io.cwd }, opts.lang, io.err);
      // Checked here; without --lang the record has no language: line, as before. The confirmation
      // and the refusals of --sides are said in it, else in the variant's first language (as play
      // speaks on such a record).
      const lang = commandLanguage(variant, opts.lang);
      const said = reportText(lang, singleShots(variant));
      // Two names each, said in that language too, as the refusals of --sides below (`--sides a`
      // as `--sides a,a`), where they were English without --lang.
      const pair = (value: string | undefined, name: string): [string, string] | undefined => {
        try {
          return pairOption(value, name);
        } catch (e) {
          throw e instanceof UsageError ? new InLanguage(e, lang) : e;
        }
      };
      const sideIds = pair(opts.sides, '--sides') ?? [variant.turns.sides[0].id, variant.turns.sides[1].id];
      for (const id of sideIds) {
        if (!isValidSideId(id)) throw new UsageError(said.sideIdBad(id));
      }
      if (sideIds[0].toLowerCase() === sideIds[1].toLowerCase()) throw new UsageError(said.sidesSame);
      // A side named as one of the variant's is that side (records read it so), wherever it is
      // listed: the variant's two sides in the other order would swap who fires first.
      const [first, second] = [variant.turns.sides[0].id, variant.turns.sides[1].id];
      if (sideIds[0].toLowerCase() === second.toLowerCase() || sideIds[1].toLowerCase() === first.toLowerCase()) {
        throw new UsageError(said.sidesOrder(opts.sides ?? '', first, second, variant.turns.first, sideIds[0].toLowerCase() === second.toLowerCase() ? sideIds[0] : sideIds[1]));
      }
      const players = pair(opts.players, '--players');
      const side = (i: 0 | 1): RecordSide => (players ? { id: sideIds[i], player: players[i] } : { id: sideIds[i] });
      const record: GameRecord = {
        variant: variantRefFor(ref, variant.source, io, opts.output),
        ...(opts.lang !== undefined ? { language: opts.lang } : {}),
        sides: [side(0), side(1)],
        ...(opts.date !== undefined ? { date: opts.date } : {}),
        ...(opts.place !== undefined ? { place: opts.place } : {}),
        ...(opts.notes !== undefined ? { notes: opts.notes } : {}),
        fleets: {},
        salvos: [],
      };
      // Sides kept by the variant's ids (blue, red) are said, in a comment in the record's language,
      // to be the sides the variant names there (`blue — сторона «Первый игрок»`).
      const own = variant.turns.sides.filter((s, i) => s.id === sideIds[i]);
      const single = singleShots(variant);
      const comment =
        own.length === 0
          ? undefined
          : reportText(lang, single).sidesComment(
              localize(variant.name, lang, variant),
              own.map((s) => ({ id: s.id, name: localize(s.name, lang, variant) || s.id })),
              // Who fires first, by the record's name for that side.
              sideIds[variant.turns.sides.findIndex((s) => s.id === variant.turns.first) === 1 ? 1 : 0],
            );
      const text = (comment === undefined ? '' : `${comment}\n`) + writeRecord(record, variant);
      if (opts.output === undefined) {
        io.out(text);
        return;
      }
      refuseEmptyName(opts.output, { stdout: true, lang });
      const path = resolve(io.cwd, opts.output);
      const there = await stat(path).catch(() => undefined);
      // A folder of that name is said to be a folder, as init says it: "remove the old record
      // yourself" would send the user to delete a folder that holds no record.
      if (there?.isDirectory() === true) {
        throw new SalvoError({ severity: 'error', code: 'output-folder', message: `${opts.output} is a folder`, suggestion: 'give a file name, such as a .yaml inside it', file: opts.output, parts: { file: opts.output, kind: 'folder', what: 'yaml' } }, lang);
      }
      // A folder not there: output-folder, as pad and init say it, in the record's language.
      if (there === undefined) await refuseMissingFolder(io, opts.output, lang);
      if (there !== undefined) {
        throw new SalvoError({
          severity: 'error',
          code: 'record-exists',
          message: `${opts.output} already exists; salvo never writes a new record over an old one`,
          suggestion: 'choose another file name, or remove the old record yourself',
          file: opts.output,
          // Its parts, for the record's language to say it anew (src/variant/file-text.ts), as the
          // confirmation would have been said.
          parts: { file: opts.output },
        }, lang);
      }
      await writeFileAtomic(path, text).catch((e: unknown) => {
        throw asWrite(e);
      });
      // The sides by name with their players: a side kept by the variant's id by the variant's name
      // for it in the language (English too: Blue, Player 1), a side the record named by that name.
      const sides = record.sides.map((s, i): NewSide => {
        const own = variant.turns.sides[i as 0 | 1];
        const name = own.id === s.id ? localize(own.name, lang, variant) || s.id : s.id;
        return { id: s.id, name, ...(s.player !== undefined ? { player: s.player } : {}) };
      });
      io.out(reportText(lang, single).newRecord(opts.output, { id: variant.id, name: localize(variant.name, lang, variant) }, sides) + '\n');
    });
}
