/**
 * A salvo announced `попал` alone where the ships hit are named (Perelman's game): the error
 * announcement-no-class was said in English amid a Russian report (`error announcement-no-class:
 * the announcement names no ship (name the ships hit, or write попаданий нет)`), by `record`,
 * `play` and `check` alike. It is now said in the record's language, Russian or Polish, with a
 * class of the variant as the example and its "no hits" words to write; English where asked.
 */
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'salvo-no-class-'));
writeFileSync(join(dir, 'p.yaml'), 'variant: perelman\nsides:\n  blue: Петя\n  red: Вася\nsalvos:\n  - blue: д3 е4 ж5 -> попал\n');
writeFileSync(join(dir, 'r.yaml'), 'variant: perelman\nsides:\n  blue: Петя\n  red: Вася\nsalvos: []\n');
cpSync(join(ROOT, 'examples', 'variants', 'skagerrak.yaml'), join(dir, 'skagerrak.yaml'));

const RU = 'announcement-no-class: залп 1: в ответе не назван ни один корабль [правило: ответ читается] (назовите корабли, в которые попали (например, «двухклеточный»), или напишите «попаданий нет»)';

describe('an announcement naming no ship', () => {
  it("is said by check in the record's Russian, at its line and column", async () => {
    const r = await runSalvo(dir, ['check', 'p.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain(`p.yaml:6:23: ошибка ${RU}\n`);
    const en = await runSalvo(dir, ['check', 'p.yaml', '--lang', 'en']);
    expect(en.stdout + en.stderr).toContain('p.yaml:6:23: error announcement-no-class: salvo 1: the announcement names no ship [rule: announcement readable] (name the ships hit, or write попаданий нет)\n');
  });

  it('is said by record and play in Russian, nothing recorded', async () => {
    const r = await runSalvo(dir, ['record', 'r.yaml', 'blue', 'д3', 'е4', 'ж5', '--result', 'попал']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('ошибка announcement-no-class: в ответе не назван ни один корабль (назовите корабли, в которые попали (например, «двухклеточный»), или напишите «попаданий нет»)\n');
    expect(r.stderr).not.toContain('the announcement names no ship');
    const play = await runSalvo(dir, ['play', 'r.yaml', '--no-charts'], 'д3 е4 ж5\nпопал\nq\n');
    expect(play.stdout + play.stderr).toContain('в ответе не назван ни один корабль');
    expect(play.stdout + play.stderr).not.toContain('the announcement names no ship');
  });

  it("is said in Polish for a Polish record, the variant's Polish words to write", async () => {
    expect((await runSalvo(dir, ['new', 'skagerrak.yaml', '--lang', 'pl', '-o', 's.yaml'])).code).toBe(0);
    const r = await runSalvo(dir, ['record', 's.yaml', 'blue', 'A-1', '-r', 'trafiony']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('błąd announcement-no-class: odpowiedź nie wymienia żadnego statku (wymień trafione statki (na przykład „pancernik”) albo napisz „brak trafień”)\n');
  });
});
