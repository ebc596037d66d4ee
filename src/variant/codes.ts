/**
 * The catalogue of diagnostic codes the variant layer can emit, with their severity and meaning.
 * Codes are stable: tests and scripts match on them. docs/variant-format.md lists the same table;
 * a test checks that every code here is exercised by a fixture or a named test.
 *
 * @example
 *   VARIANT_CODES['label-collision'].severity // 'error'
 */

export interface CodeInfo {
  readonly severity: 'error' | 'warning';
  readonly meaning: string;
}

export const VARIANT_CODES = {
  // YAML level (yaml-source.ts)
  'file-too-large': { severity: 'error', meaning: 'the file is over 256 KiB' },
  'yaml-too-deep': { severity: 'error', meaning: 'brackets nested more than 64 deep' },
  'yaml-syntax': { severity: 'error', meaning: 'the text is not valid YAML (or holds several documents)' },
  'duplicate-key': { severity: 'error', meaning: 'a key appears twice in one mapping' },
  'yaml-alias': { severity: 'error', meaning: 'an alias (*name) that names no anchor set before it, or aliases that expand too much (alias bomb)' },
  'yaml-warning': { severity: 'warning', meaning: 'the YAML parser warns: an unknown tag or one for another kind of value, an anchor or alias ending in a colon, a directive or YAML version not known' },
  // structure (issues.ts, spec-schema.ts)
  'not-a-mapping': { severity: 'error', meaning: 'the document is not a mapping of keys' },
  'unknown-key': { severity: 'error', meaning: 'a key the format does not know; comes with a did-you-mean' },
  'missing-key': { severity: 'error', meaning: 'a required key is missing' },
  'wrong-type': { severity: 'error', meaning: 'a value of the wrong type (text for a number, …)' },
  'invalid-choice': { severity: 'error', meaning: 'not one of the allowed words (spacing, kind, timing, …)' },
  'out-of-range': { severity: 'error', meaning: 'a number or list outside its limits (fallback)' },
  'bad-format': { severity: 'error', meaning: 'a text in the wrong format (fallback)' },
  'invalid-value': { severity: 'error', meaning: 'any other structural problem (fallback)' },
  'bad-id': { severity: 'error', meaning: 'an id that is not lower-case letters, digits and hyphens' },
  'bad-language': { severity: 'error', meaning: 'a language code that is not like en, ru, pl, pt-BR' },
  languages: { severity: 'error', meaning: 'languages must list 1 to 8 codes' },
  'text-length': { severity: 'error', meaning: 'a text, word, mark or separator too long or empty' },
  'board-size': { severity: 'error', meaning: 'rows or columns outside 2 to 26' },
  'label-count': { severity: 'error', meaning: 'the number of labels differs from the rows or columns' },
  'label-length': { severity: 'error', meaning: 'a label that is empty, blank or over 12 characters' },
  'fleet-classes': { severity: 'error', meaning: 'the fleet has no class or more than 20' },
  'ship-size': { severity: 'error', meaning: 'a ship size outside 1 to 26' },
  'ship-count': { severity: 'error', meaning: 'a class count outside 1 to 26' },
  'shape-cells': { severity: 'error', meaning: 'a shape cell that is malformed (written with parentheses), out of range or repeated; a shape over 26 cells, empty, or a picture with a character other than # and .' },
  guns: { severity: 'error', meaning: 'guns outside 0 to 26' },
  sides: { severity: 'error', meaning: 'turns.sides must list exactly two sides' },
  'salvo-shots': { severity: 'error', meaning: 'a number of shots outside 1 to 100' },
  'shot-limit': { severity: 'error', meaning: 'a shot limit outside 1 to 10000, or, where running out is a draw, below the cells that must be hit to win' },
  // semantics (semantic.ts)
  'duplicate-language': { severity: 'error', meaning: 'a language declared twice' },
  'missing-language': { severity: 'error', meaning: 'a localized text lacks a declared language' },
  'unknown-language': { severity: 'error', meaning: 'a localized text or words entry for an undeclared language' },
  'missing-words': { severity: 'error', meaning: 'words lacks a declared language' },
  'label-collision': { severity: 'error', meaning: 'two labels read the same after folding case, spaces and look-alikes' },
  'label-ambiguous': { severity: 'error', meaning: 'a cell name that reads as two different cells' },
  'label-script': { severity: 'warning', meaning: 'the labels of one axis mix Latin and Cyrillic letters' },
  'label-keyword': { severity: 'warning', meaning: 'labels written as a word naming a kind of labels (roman, latin, digits), read a letter at a time' },
  'label-characters': { severity: 'error', meaning: 'a label or separator holding a space, comma, semicolon or >, which game records use between cells' },
  'word-characters': { severity: 'error', meaning: 'an announcement word or class name holding a comma, semicolon or arrow, which game records use between results' },
  'class-name-number': { severity: 'warning', meaning: 'a class named as another class and a number apart (Ell 2 beside Ell), where the announcements name classes but no counts: a record\'s "ell 2" may mean Ell and a number' },
  'class-name-count': { severity: 'error', meaning: 'a class named as another class and a number apart (Ell 2 beside Ell), where the report announces counts: a record\'s "ell 2" could be either' },
  'word-collision': { severity: 'error', meaning: 'two announcement words or class names that read the same but mean different things' },
  'duplicate-class-id': { severity: 'error', meaning: 'two classes with the same id' },
  'duplicate-mark': { severity: 'warning', meaning: 'two classes with the same roster mark' },
  'ship-size-or-shape': { severity: 'error', meaning: 'a class needs exactly one of size and shape' },
  'shape-disconnected': { severity: 'error', meaning: 'a shape whose cells are not one piece' },
  'shape-ragged': { severity: 'warning', meaning: 'a shape picture with a row shorter than the picture, read from the left' },
  'guns-lost-at': { severity: 'error', meaning: 'gunsLostAt not ascending, not below the size, or longer than guns' },
  'too-many-ships': { severity: 'error', meaning: 'more than 40 ships in all' },
  'nothing-to-sink': { severity: 'error', meaning: 'no class must be sunk, so no one can win' },
  'duplicate-side': { severity: 'error', meaning: 'the two sides have the same id, or names that read the same' },
  'unknown-side': { severity: 'error', meaning: 'turns.first names no side' },
  'salvo-steps': { severity: 'error', meaning: 'damage steps not ascending, or out of range' },
  'no-guns': { severity: 'error', meaning: 'salvo by guns, but no class has guns' },
  'diagonal-unused': { severity: 'warning', meaning: 'placement.diagonal is set, but a ship it would concern is a shape, which is never laid diagonally' },
  'guns-unused': { severity: 'warning', meaning: 'a class has guns, but the salvo is not by guns' },
  'penalty-without-protected': { severity: 'warning', meaning: 'a protected-hit penalty but no protected class' },
  'penalty-unannounced': { severity: 'warning', meaning: 'a protected-hit penalty, but the report never says a hit was on the protected class' },
  'exhausted-without-limit': { severity: 'warning', meaning: 'most-hits-wins when shots run out, but no shot limit' },
  'salvo-larger-than-board': { severity: 'warning', meaning: 'as many shots a salvo as the board has cells, or more' },
  'salvo-step-unreachable': { severity: 'warning', meaning: 'a damage step the side never fires under: past the cells that count as damage, or at all of them where that sinks every ship to be sunk' },
  'salvo-steps-rising': { severity: 'warning', meaning: 'a damage step that gives more shots than the one before' },
  // fit and glyphs (fit.ts, validate.ts)
  'fleet-does-not-fit': { severity: 'error', meaning: 'the fleet cannot be placed on the board under its spacing rule' },
  'fleet-fit-unknown': { severity: 'warning', meaning: 'the fit search gave up before deciding' },
  'missing-glyph': { severity: 'error', meaning: "a printed string uses a character the pad's font lacks" },
  'too-many-errors': { severity: 'error', meaning: 'over 100 problems: the rest are not listed' },
  // loading (load.ts)
  'unknown-variant': { severity: 'error', meaning: 'neither a template id nor a file' },
  'not-a-file': { severity: 'error', meaning: 'the path is a folder' },
  'not-utf8': { severity: 'error', meaning: 'the file is not UTF-8 text' },
} as const satisfies Record<string, CodeInfo>;

export type VariantCode = keyof typeof VARIANT_CODES;
