/**
 * The built-in templates' comments in Russian and Polish, for `salvo init --lang ru|pl` (and init
 * of a template whose first language is one of them): a player given a copy to edit reads what
 * it says in the language asked. One catalogue: each English comment as the template writes it,
 * with its translation. Only comments are replaced, each where it stands, so the copy's values
 * are the template's and it loads back equal; a comment not found as written (a copy edited by
 * hand, a variant file of one's own) is left as it is.
 *
 * @example
 *   localizeTemplateComments('  columnLabels: [а, б]   # no й, as in the text\n', 'ru')
 *   // '  columnLabels: [а, б]   # без й, как в тексте\n'
 */

/** Pairs of an English comment (whole lines, or a line's end) and its translation. */
const COMMENTS: Readonly<Record<'ru' | 'pl', readonly (readonly [string, string])[]>> = {
  ru: [
    // templates/morskoy-boy.yaml
    [
      `# Морской бой: the classic Russian game: ten ships, single shots, a hit earns
# another shot, every shot answered мимо / попал / убит.
#
# Readings where the text is silent or ambiguous:
# - "суда не соприкасались одно с другим, т. е. между ними имелись бы свободные клетки" is
#   read as no contact at all, corners included.
# - "убит" names no class: sinking is announced plainly, without the kind of ship.
# - The text's own examples (Е один, А три, В десять) use Cyrillic capitals А-К without Й.
# - Chart titles are the text's: the игральная карта holds your ships, the контрольная карта
#   your shots.
`,
      `# Морской бой: классическая русская игра — десять кораблей, одиночные выстрелы, попадание
# даёт ещё один выстрел; на каждый выстрел отвечают «мимо», «попал» или «убит».
#
# Как прочитаны места, где текст молчит или допускает два толкования:
# - «суда не соприкасались одно с другим, т. е. между ними имелись бы свободные клетки»
#   прочитано как запрет любого касания, в том числе углами.
# - «убит» не называет класса: о потоплении объявляют просто, не говоря, какой это корабль.
# - Примеры самого текста (Е один, А три, В десять) написаны русскими заглавными буквами А-К
#   без Й.
# - Названия карт взяты из текста: на игральной карте стоят ваши корабли, на контрольной —
#   ваши выстрелы.
`,
    ],
    // templates/perelman.yaml
    [
      `# Морской бой залпами (Перельман): the salvo game with a hospital ship (two Russian texts).
#
# Readings where the text is silent or ambiguous:
# - Spacing: the text says nothing, so ships may touch (they never share a cell).
# - Damage: hits on the hospital ship count as damage for the 3-2-1 salvo ladder.
# - The hospital must be sunk too: "кто первый теряет все пять своих кораблей".
# - Report: after the salvo, the types of ship hit ("попал в трёхклеточный"), never which
#   shot and never how many times: two hits on one ship in a salvo are reported once.
# - Sinking is not announced (the text never mentions it), so the words below have no sunk
#   word: a record that writes one anyway ("трёхклеточный потоплен") is read, the word said ignored.
# - Penalty: a squadron that hits the hospital misses its next turn; the enemy fires two
#   salvos in a row.
# - Shot limit: 60 shots per squadron; the last salvo may be short. When both squadrons have
#   fired all their shots and neither has lost, the game is a draw.
# - Roster marks: the text marks a ship by the Roman numeral of its size (III); the hospital
#   gets a cross.
`,
      `# Морской бой залпами (Перельман): игра залпами с госпитальным судном (по двум русским текстам).
#
# Как прочитаны места, где текст молчит или допускает два толкования:
# - Расстановка: текст о ней молчит, так что корабли могут касаться (но не занимают одну клетку).
# - Повреждения: попадания в госпиталь идут в счёт повреждений для лестницы залпов 3-2-1.
# - Госпиталь тоже надо потопить: «кто первый теряет все пять своих кораблей».
# - Сообщение: после залпа называют типы кораблей, в которые попали («попал в трёхклеточный»),
#   но не говорят, какой выстрел попал и сколько раз: два попадания в один корабль за залп
#   называют один раз.
# - О потоплении не объявляют (текст о нём не упоминает), поэтому в словах ниже нет слова
#   «потоплен»: запись, где оно всё же есть («трёхклеточный потоплен»), читается, а слово
#   не учитывается.
# - Штраф: эскадра, попавшая в госпиталь, пропускает следующий ход; противник стреляет двумя
#   залпами подряд.
# - Предел выстрелов: 60 на эскадру; последний залп может быть неполным. Если обе эскадры
#   израсходовали все выстрелы и ни одна не проиграла, это ничья.
# - Отметки в списке флота: текст обозначает корабль римской цифрой его размера (III),
#   госпиталь — крестиком.
`,
    ],
    ['# no й, as in the text\n', '# без й, как в тексте\n'],
  ],
  pl: [
    // templates/statki.yaml
    [
      `# Statki: the Polish game, 10 x 10, columns A-J and rows 1-10.
#
# Readings where the text is silent or ambiguous:
# - "Wokół każdego statku trzeba zostawić puste kratki, statki nie mogą też dotykać się
#   rogami": no contact at all, corners included.
# - "zatopiony" names no class: sinking is announced plainly.
# - A hit (and a sinking) earns another shot, until a miss.
# - The text also allows other names (pięciomasztowiec, czteromasztowiec...); the template
#   keeps the first naming, with the fleet the text lists for 10 x 10.
`,
      `# Statki: polska gra, plansza 10 x 10, kolumny A-J i wiersze 1-10.
#
# Jak odczytano miejsca, w których tekst milczy albo można go rozumieć dwojako:
# - „Wokół każdego statku trzeba zostawić puste kratki, statki nie mogą też dotykać się
#   rogami”: statki nie mogą się stykać wcale, także rogami.
# - „zatopiony” nie mówi, jaka to klasa: zatopienie ogłasza się bez nazwy statku.
# - Trafienie (także zatapiające) daje kolejny strzał, aż do pudła.
# - Tekst dopuszcza też inne nazwy (pięciomasztowiec, czteromasztowiec...); szablon trzyma się
#   pierwszych nazw i floty, którą tekst podaje dla planszy 10 x 10.
`,
    ],
    // templates/statki-15.yaml
    [
      `# Statki 15 x 15: the larger board the Polish text offers, columns A-O and rows
# 1-15, with the bigger fleet it lists: an aircraft carrier of five, two battleships, three
# cruisers, four patrol boats and five submarines. "Zasady gry są takie same."
#
# Readings where the text is silent or ambiguous:
# - "Wokół każdego statku trzeba zostawić puste kratki, statki nie mogą też dotykać się
#   rogami": no contact at all, corners included.
# - "zatopiony" names no class: sinking is announced plainly.
# - A hit (and a sinking) earns another shot, until a miss.
`,
      `# Statki 15 x 15: większa plansza, którą proponuje polski tekst, kolumny A-O i wiersze
# 1-15, z większą flotą, którą tekst wymienia: pięciokratkowy lotniskowiec, dwa pancerniki,
# trzy krążowniki, cztery ścigacze i pięć łodzi podwodnych. „Zasady gry są takie same.”
#
# Jak odczytano miejsca, w których tekst milczy albo można go rozumieć dwojako:
# - „Wokół każdego statku trzeba zostawić puste kratki, statki nie mogą też dotykać się
#   rogami”: statki nie mogą się stykać wcale, także rogami.
# - „zatopiony” nie mówi, jaka to klasa: zatopienie ogłasza się bez nazwy statku.
# - Trafienie (także zatapiające) daje kolejny strzał, aż do pudła.
`,
    ],
  ],
};

/**
 * `text` (a variant file's) with each template comment the catalogue has for `lang` said in it,
 * and each said in another language back in English (a copy of a Polish copy, asked in English);
 * its line ends kept (`\r\n` from a Windows editor). Comments not found as the catalogue writes
 * them are left as they are.
 */
export function localizeTemplateComments(text: string, lang: string): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  let out = text;
  // A copy's comments in another language (a copy of a Polish copy asked in English) back to the template's first.
  for (const other of (['ru', 'pl'] as const).filter((l) => l !== lang)) {
    for (const [en, said] of COMMENTS[other]) out = out.split(said.replace(/\n/gu, eol)).join(en.replace(/\n/gu, eol));
  }
  const pairs = lang === 'ru' || lang === 'pl' ? COMMENTS[lang] : [];
  for (const [en, said] of pairs) {
    const [from, to] = [en.replace(/\n/gu, eol), said.replace(/\n/gu, eol)];
    out = out.split(from).join(to);
  }
  return out;
}
