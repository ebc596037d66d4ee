/**
 * The notes `salvo play` writes on a salvo in the record (`note:`), in the record's language, and
 * how it reads them back in any of English, Russian and Polish (a record written at a Russian
 * table in an older salvo has English notes; it reads the same). A note of play's is made of
 * parts joined by `; `:
 *
 * - the salvo was saved without its announcement because the session ended (always first), or,
 *   once its announcement was asked for again and left for later (`later`, `skip`), said so instead;
 * - it was typed as the file was changed by hand;
 * - the result typed for it, not judged or not taken (`result typed: попал`);
 * - the cells called after it in the same turn (`called next: Д8`);
 * - and the player's own note, kept as it was.
 *
 * @example
 *   writePlayNote({ ended: true, changed: true, next: 'Д8' }, 'ru')
 *   // 'ответ не записан (игра прервана); набран, когда файл меняли вручную; следующие клетки: Д8'
 *   readPlayNote('announcement not recorded (the session ended); called next: Д8')
 *   // { ended: true, changed: false, next: 'Д8' }
 */
import { spoken } from '../../core/language.js';

/** What a note of play's says; `other`: the player's own note beside it. */
export interface PlayNote {
  readonly ended: boolean;
  /** With `ended`: the announcement, asked for again, was left for later (`later`, `skip`). */
  readonly later?: true;
  readonly changed: boolean;
  readonly result?: string;
  readonly next?: string;
  readonly other?: string;
}

interface NoteWords {
  readonly ended: string;
  readonly later: string;
  readonly changed: string;
  readonly result: string;
  readonly next: string;
}

const WORDS: Readonly<Record<'en' | 'ru' | 'pl', NoteWords>> = {
  en: { ended: 'announcement not recorded (the session ended)', later: 'announcement left for later', changed: 'typed as the file was changed by hand', result: 'result typed:', next: 'called next:' },
  ru: { ended: 'ответ не записан (игра прервана)', later: 'ответ отложен на потом', changed: 'набран, когда файл меняли вручную', result: 'набранный ответ:', next: 'следующие клетки:' },
  pl: { ended: 'wynik niezapisany (gra przerwana)', later: 'wynik odłożony na później', changed: 'wpisany, gdy plik zmieniano ręcznie', result: 'wpisany wynik:', next: 'następne pola:' },
};

const ALL = Object.values(WORDS);

function wordsOf(lang: string): NoteWords {
  return WORDS[spoken(lang)];
}

/** The value after a labelled part's label (`called next: Д8` → `Д8`), in any language. */
function labelled(part: string, label: (w: NoteWords) => string): string | undefined {
  for (const w of ALL) if (part.startsWith(label(w))) return part.slice(label(w).length).trim();
  return undefined;
}

/**
 * A note read as play's, in any language: undefined when there is none. A note of the player's
 * own reads as `{ ended: false, changed: false, other }`, and with play's hand-edit mark after it
 * (`called loudly; typed as the file was changed by hand`) as `changed`.
 */
export function readPlayNote(note: string | undefined): PlayNote | undefined {
  if (note === undefined) return undefined;
  const parts = note.split('; ');
  const later = ALL.some((w) => parts[0] === w.later);
  const ended = later || ALL.some((w) => parts[0] === w.ended);
  if (!ended) {
    const last = parts.at(-1)!;
    const changed = ALL.some((w) => last === w.changed);
    const other = (changed ? parts.slice(0, -1) : parts).join('; ');
    return { ended: false, changed, ...(other !== '' ? { other } : {}) };
  }
  let changed = false;
  let result: string | undefined;
  let next: string | undefined;
  let at = 1;
  for (; at < parts.length; at++) {
    const part = parts[at]!;
    if (!changed && ALL.some((w) => part === w.changed)) changed = true;
    else if (result === undefined && labelled(part, (w) => w.result) !== undefined) result = labelled(part, (w) => w.result);
    else if (next === undefined && labelled(part, (w) => w.next) !== undefined) next = labelled(part, (w) => w.next);
    else break;
  }
  const other = parts.slice(at).join('; ');
  return { ended, ...(later ? { later } : {}), changed, ...(result !== undefined ? { result } : {}), ...(next !== undefined ? { next } : {}), ...(other !== '' ? { other } : {}) };
}

/** The parts of a note after its `ended` mark, in `lang` (as said at the table); '' when there are none. */
export function playNoteDetails(note: PlayNote, lang: string): string {
  const w = wordsOf(lang);
  const parts = [note.changed ? w.changed : undefined, note.result !== undefined ? `${w.result} ${note.result}` : undefined, note.next !== undefined ? `${w.next} ${note.next}` : undefined, note.other];
  return parts.filter((p): p is string => p !== undefined).join('; ');
}

/** A note of play's as written in the record, in the record's language `lang`. */
export function writePlayNote(note: PlayNote, lang: string): string {
  const w = wordsOf(lang);
  if (!note.ended) return [note.other, note.changed ? w.changed : undefined].filter((p): p is string => p !== undefined).join('; ');
  const details = playNoteDetails(note, lang);
  const mark = note.later === true ? w.later : w.ended;
  return details === '' ? mark : `${mark}; ${details}`;
}

/** Why play keeps a salvo beside the record (`<file>.unsaved`): the file has errors, or a hand edit changed it. */
export type UnsavedWhy = 'fixed' | 'stands' | 'announce';

/**
 * The comment above a salvo kept in `<file>.unsaved`, in the record's language `lang`: the file had
 * errors (`fixed`: add it once it is fixed), it was changed by hand (`stands`: the salvo is not
 * judged), or the result was typed for a line without its announcement the edit changed (`announce`).
 */
export function unsavedComment(why: UnsavedWhy, file: string, lang: string): string {
  const base = spoken(lang);
  if (base === 'ru') {
    if (why === 'fixed') return `# набрано в salvo play, пока в ${file} были ошибки: добавьте эти строки под salvos:, когда файл будет исправлен`;
    return why === 'stands' ? `# набрано в salvo play, когда ${file} меняли вручную; судья это не проверял` : `# набрано в salvo play для строки без ответа, когда ${file} меняли вручную`;
  }
  if (base === 'pl') {
    if (why === 'fixed') return `# wpisane w salvo play, gdy ${file} miał błędy: dodaj te wiersze pod salvos:, gdy plik będzie poprawiony`;
    return why === 'stands' ? `# wpisane w salvo play, gdy ${file} zmieniano ręcznie; niesprawdzone przez sędziego` : `# wpisane w salvo play dla wiersza bez wyniku, gdy ${file} zmieniano ręcznie`;
  }
  if (why === 'fixed') return `# typed in salvo play while ${file} had errors: add these lines under salvos: once it is fixed`;
  return why === 'stands' ? `# typed in salvo play as ${file} was changed by hand, not judged` : `# typed in salvo play for a salvo without its announcement as ${file} was changed by hand`;
}
