/** Record texts shared by the record and CLI tests. */

/** The Морской бой example's header and fleets (both revealed), up to an empty `salvos:` line. */
export const MORSKOY_HEAD = `variant: morskoy-boy
language: ru
sides:
  первый: Оля
  второй: Дима
fleets:
  первый:
    броненосец: Г1-Г4
    крейсер: [Ж3-И3, Е8-Е10]
    миноносец: [А2-А3, В9-Г9, И10-К10]
    подводная лодка: [З1, Б5, К5, А9]
  второй:
    броненосец: Б4-Д4
    крейсер: [Б6-Б8, Г8-Е8]
    миноносец: [Г2-Д2, З9-З10, Д10-Е10]
    подводная лодка: [Б2, К2, К4, К8]
salvos:
`;

/**
 * A Statki record no legal fleet fits (Polish): the one four-cell ship sunk at C1–C4, then three
 * hits in a line at F1–F3, none sunk; the conflict is found after Ala's shot 9.
 */
export const STATKI_NO_FLEET_FITS = [
  'variant: statki',
  'language: pl',
  'sides: { ala: Ala, tomek: Tomek }',
  'salvos:',
  '  - ala: C1 -> trafiony',
  '  - ala: C2 -> trafiony',
  '  - ala: C3 -> trafiony',
  '  - ala: C4 -> zatopiony',
  '  - ala: A7 -> pudło',
  '  - tomek: A1 -> pudło',
  '  - ala: F1 -> trafiony',
  '  - ala: F2 -> trafiony',
  '  - ala: F3 -> trafiony',
  '',
].join('\n');

/**
 * Whether the record `text` is of a game where every salvo is one shot (English then names each a
 * shot), as its variant (a template named on its `variant:` line) says, not a list of templates.
 */
export async function ofSingleShots(text: string): Promise<boolean> {
  const { loadVariant } = await import('../../src/variant/load.js');
  const { singleShots } = await import('../../src/variant/model.js');
  const id = /^variant:\s*(\S+)\s*$/mu.exec(text)?.[1];
  if (id === undefined) throw new Error('the record names no variant');
  return singleShots(await loadVariant(id, { cwd: process.cwd() }));
}
