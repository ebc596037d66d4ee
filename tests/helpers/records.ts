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
