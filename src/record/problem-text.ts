/**
 * Why the engine finds an announcement inconsistent (`announcement-inconsistent`: the problems
 * of rules/announcement-check.ts, in their parts), said in Russian and Polish: a cell fired at
 * before announced as a hit, more hits on a class than it has cells, ships announced sunk before
 * they can be, more hits than new shots. A problem said in English only (the report model broken:
 * a class not named, a count missing) has no words here: `undefined`.
 *
 * @example
 *   problemSaid('ru', { kind: 'repeat', cell: 'H8', miss: 'мимо', said: 'попал' })
 *   // 'по H8 уже стреляли, нового попадания нет: это «мимо», а не «попал»'
 */
import { plural } from '../core/plural.js';
import type { ProblemParts } from '../rules/announcement-check.js';
import { inSentence } from '../rules/notation.js';
import type { SaidLang } from './said-words.js';

const n = (lang: SaidLang, k: number, ru: readonly [string, string, string], pl: readonly [string, string, string]): string =>
  `${k} ${lang === 'ru' ? plural('ru', k, ...ru) : plural('pl', k, ...pl)}`;

/** The hits, in the nominative (`2 попадания`, `2 trafienia`). */
const hitsNom = (lang: SaidLang, k: number): string => n(lang, k, ['попадание', 'попадания', 'попаданий'], ['trafienie', 'trafienia', 'trafień']);
/** After `после`, `po`: `2 попаданий`, `2 trafieniach`. */
const hitsAfter = (lang: SaidLang, k: number): string => n(lang, k, ['попадания', 'попаданий', 'попаданий'], ['trafieniu', 'trafieniach', 'trafieniach']);
/** After `из`, `z`: `4 клеток`, `4 pól`. */
const cellsOf = (lang: SaidLang, k: number): string => n(lang, k, ['клетки', 'клеток', 'клеток'], ['pola', 'pól', 'pól']);
/** Cells had: `4 клетки`, `4 pola`. */
const cellsNom = (lang: SaidLang, k: number): string => n(lang, k, ['клетка', 'клетки', 'клеток'], ['pole', 'pola', 'pól']);

/**
 * A ship of a class by its number (`крейсер №2`, `krążownik nr 2`), or the class; it begins a
 * clause after a colon, so in lower case (`Линкор` as `линкор`), as the English one is.
 */
const shipLabel = (lang: SaidLang, cls: string, ship: number | undefined): string => {
  const c = inSentence(cls);
  return ship === undefined ? c : lang === 'ru' ? `${c} №${ship}` : `${c} nr ${ship}`;
};

/** One problem in `lang`; undefined where it has no words there. */
export function problemSaid(lang: SaidLang, p: ProblemParts): string | undefined {
  const ru = lang === 'ru';
  const shot = 'shot' in p && p.shot !== undefined ? (ru ? `выстрел ${p.shot}: ` : `strzał ${p.shot}: `) : '';
  switch (p.kind) {
    case 'repeat': {
      const said = ru ? `${shot}по ${p.cell} уже стреляли, нового попадания нет: это «${p.miss}», а не «${p.said}»` : `${shot}w ${p.cell} już strzelano, więc nic nowego nie trafia: to „${p.miss}”, nie „${p.said}”`;
      if (p.notSunkBefore === undefined) return said;
      // Nor the sinking of a ship sunk before said again: no legal fleet has the cell in one.
      const cls = p.notSunkBefore.cls;
      return ru
        ? `${said}; и это не повтор прежнего потопления: ни в одном допустимом флоте, согласном с прежними ответами, ${p.cell} не входит в ${cls === undefined ? 'корабль' : `корабль класса «${cls}»`}, потопленный раньше`
        : `${said}; nie powtarza też wcześniejszego zatopienia: w żadnej dozwolonej flocie zgodnej z wcześniejszymi odpowiedziami ${p.cell} nie należy do ${cls === undefined ? 'statku' : `statku klasy „${cls}”`} zatopionego wcześniej`;
    }
    case 'last-ship-hit':
      return ru
        ? `${shot}${p.hit}-е попадание во флот из ${cellsOf(lang, p.cells)} топит его последний корабль, а объявлено просто попадание`
        : `${shot}${p.hit}. trafienie we flotę z ${cellsOf(lang, p.cells)} zatapia jej ostatni statek, a ogłoszono samo trafienie`;
    case 'sunk-early':
      return ru
        ? `${shot}объявлено потопленных кораблей: ${p.sunk}, после не более чем ${hitsAfter(lang, p.hits)}, а ${p.sunk === 1 ? 'в самом маленьком корабле флота' : `в ${p.sunk} самых маленьких кораблях флота`} ${cellsNom(lang, p.need)}`
        : `${shot}ogłoszono zatopionych statków: ${p.sunk}, po najwyżej ${hitsAfter(lang, p.hits)}, a ${p.sunk === 1 ? 'najmniejszy statek floty ma' : `najmniejsze statki floty (${p.sunk}) mają razem`} ${cellsNom(lang, p.need)}`;
    case 'hit-after-sunk': {
      const label = shipLabel(lang, p.cls, p.ship);
      if (p.perShot) {
        return ru
          ? `${shot}попадание в корабль класса «${p.cls}» после того, как ${p.count === 1 ? 'он был объявлен потопленным' : 'все они были объявлены потопленными'}`
          : `${shot}trafienie w statek klasy „${p.cls}” po tym, jak ${p.count === 1 ? 'ogłoszono go zatopionym' : 'ogłoszono zatopienie wszystkich'}`;
      }
      return ru ? `${label}: попадание после того, как ${p.count === 1 ? 'он был потоплен' : 'все они были потоплены'}` : `${label}: trafienie po zatopieniu ${p.count === 1 ? 'statku' : 'wszystkich statków tej klasy'}`;
    }
    case 'class-hits': {
      const head = p.perShot ? shot : `${shipLabel(lang, p.cls, p.ship)}: `;
      return ru
        ? `${head}${hitsNom(lang, p.hits)} по классу «${p.cls}», а у него всего ${cellsNom(lang, p.cells)}`
        : `${head}${hitsNom(lang, p.hits)} w klasę „${p.cls}”, a ma ona tylko ${cellsNom(lang, p.cells)}`;
    }
    case 'class-sunk-early':
      if (p.sunk === 1) {
        return ru
          ? `${shot}корабль класса «${p.cls}» объявлен потопленным после не более чем ${hitsAfter(lang, p.hits)}, а в нём ${cellsNom(lang, p.size)}`
          : `${shot}statek klasy „${p.cls}” ogłoszono zatopionym po najwyżej ${hitsAfter(lang, p.hits)}, a ma ${cellsNom(lang, p.size)}`;
      }
      return ru
        ? `${shot}объявлено потопленных кораблей класса «${p.cls}»: ${p.sunk}, после не более чем ${hitsAfter(lang, p.hits)}, а в каждом ${cellsNom(lang, p.size)}`
        : `${shot}ogłoszono zatopionych statków klasy „${p.cls}”: ${p.sunk}, po najwyżej ${hitsAfter(lang, p.hits)}, a każdy ma ${cellsNom(lang, p.size)}`;
    case 'ship-hit-after-sunk':
      return ru ? `${shipLabel(lang, p.cls, p.ship)}: попадание после того, как он был потоплен` : `${shipLabel(lang, p.cls, p.ship)}: trafienie po jego zatopieniu`;
    case 'ship-hits':
      return ru
        ? `${shipLabel(lang, p.cls, p.ship)}: ${hitsNom(lang, p.hits)} в корабль из ${cellsOf(lang, p.size)}`
        : `${shipLabel(lang, p.cls, p.ship)}: ${hitsNom(lang, p.hits)} w statek z ${cellsOf(lang, p.size)}`;
    case 'ship-sunk-early':
      return ru
        ? `${shipLabel(lang, p.cls, p.ship)}: объявлен потопленным после ${hitsAfter(lang, p.hits)} в корабль из ${cellsOf(lang, p.size)}`
        : `${shipLabel(lang, p.cls, p.ship)}: ogłoszony jako zatopiony po ${hitsAfter(lang, p.hits)} w statek z ${cellsOf(lang, p.size)}`;
    case 'hits-over-shots':
      return ru
        ? `объявлено ${hitsNom(lang, p.hits)} на ${n(lang, p.shots, ['новый выстрел', 'новых выстрела', 'новых выстрелов'], ['', '', ''])}`
        : `ogłoszono ${hitsNom(lang, p.hits)} przy ${n(lang, p.shots, ['', '', ''], ['nowym strzale', 'nowych strzałach', 'nowych strzałach'])}`;
    case 'ships-over-shots':
      return ru
        ? `объявлены попадания в ${n(lang, p.ships, ['корабль', 'корабля', 'кораблей'], ['', '', ''])} при ${n(lang, p.shots, ['новом выстреле', 'новых выстрелах', 'новых выстрелах'], ['', '', ''])}`
        : `ogłoszono trafienia w ${n(lang, p.ships, ['', '', ''], ['statek', 'statki', 'statków'])} przy ${n(lang, p.shots, ['', '', ''], ['nowym strzale', 'nowych strzałach', 'nowych strzałach'])}`;
    case 'sunk-unannounced':
      return ru
        ? `${shot}объявлено «${p.sunk}», но в этом варианте о потоплении не сообщают: попадание, которое топит корабль, объявляют «${p.hit}»`
        : `${shot}ogłoszono „${p.sunk}”, ale w tym wariancie nie ogłasza się zatopienia: trafienie, które zatapia statek, ogłasza się jako „${p.hit}”`;
    case 'no-layout':
      return ru ? 'ни одна расстановка флота не даёт такого ответа после прежних' : 'żadne ustawienie floty nie daje takiej odpowiedzi po wcześniejszych';
    case 'other':
      return undefined;
  }
}

/**
 * Every problem in `lang`, joined as the engine joins them (`; `, each shot named once, its
 * further problems after `, и `, `, i `); undefined where one has no words there.
 */
export function problemsSaid(lang: SaidLang, problems: readonly ProblemParts[]): string | undefined {
  const said = problems.map((p) => problemSaid(lang, p));
  if (said.some((s) => s === undefined) || said.length === 0) return undefined;
  const groups: { shot?: number; texts: string[] }[] = [];
  problems.forEach((p, i) => {
    const text = said[i]!;
    const shot = 'shot' in p ? p.shot : undefined;
    const prefix = shot === undefined ? '' : lang === 'ru' ? `выстрел ${shot}: ` : `strzał ${shot}: `;
    const group = shot === undefined ? undefined : groups.find((g) => g.shot === shot);
    if (group && text.startsWith(prefix)) group.texts.push(text.slice(prefix.length));
    else groups.push({ ...(shot === undefined ? {} : { shot }), texts: [text] });
  });
  return groups.map((g) => g.texts.join(lang === 'ru' ? ', и ' : ', i ')).join('; ');
}
