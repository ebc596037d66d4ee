/**
 * A variant's text read as `salvo variant check` reads it, and its diagnostics said: in English
 * (`said`), and in Russian and Polish (`saidIn`). Shared by the designer-slips tests.
 */
import { formatDiagnostic, type Diagnostic } from '../../../src/core/diagnostics.js';
import { readVariantText } from '../../../src/variant/parse.js';
import { variantDiagnosticLine } from '../../../src/cli/commands/variant-check-text.js';

export function read(text: string): Diagnostic[] {
  const r = readVariantText(text, 'v.yaml');
  return r.ok ? [...r.warnings] : [...r.diagnostics];
}

export function said(text: string): string[] {
  return read(text).map((d) => formatDiagnostic(d));
}

/** Every diagnostic said in Russian and in Polish. */
export function saidIn(text: string): { ru: string[]; pl: string[] } {
  const ds = read(text);
  return { ru: ds.map((d) => variantDiagnosticLine(d, 'ru')), pl: ds.map((d) => variantDiagnosticLine(d, 'pl')) };
}
