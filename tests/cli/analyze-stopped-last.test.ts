/**
 * `salvo analyze` on a record whose side's LAST salvo leaves no legal fleet fitting the
 * announcements: no later salvo of the side says that its analysis stops ("no legal fleet fits
 * the announcements before …"), so its section says it of that salvo, whose bits are `?`: in the
 * text (en, ru, pl), in --json's `stopped` (a shot, as the text says it), and in the PDF report.
 */
import { mkdtemp, readFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';
import { pdfText } from '../render/raster.js';

const dir = join(import.meta.dirname, 'fixtures', 'referee-loose-ends');

/** The section of `out` from `head` to the next blank line. */
function section(out: string, head: string): string {
  const from = out.indexOf(head);
  expect(from).toBeGreaterThanOrEqual(0);
  const to = out.indexOf('\n\n', from);
  return out.slice(from, to < 0 ? undefined : to);
}

describe('analyze: a side whose last salvo no legal fleet fits after', () => {
  it('says where and why in English, in --json and in the PDF', async () => {
    const tmp = await mkdtemp(join(tmpdir(), 'salvo-stopped-last-'));
    await cp(join(dir, 'morskoy-boy-last-impossible.yaml'), join(tmp, 'g.yaml'));
    const r = await runSalvo(tmp, ['analyze', 'g.yaml', '--lang', 'en', '--workers', '1', '-o', 'report.pdf']);
    expect(r.code).toBe(0);
    const first = section(r.stdout, 'первый firing at второй');
    // Its last row: salvo 8 of the record, первый's 5th, at Ж5, bits unknown.
    expect(first).toMatch(/\n5 +Ж5 .* \? /u);
    // A game of single shots: the English report names it a shot, as its table does.
    const line = "analysis stopped: no legal fleet fits the announcements after shot 8 (the 5th of первый), the side's last: its bits are unknown (?)";
    expect(first).toContain(`\n${line}\n`);
    // The other side's analysis did not stop.
    expect(section(r.stdout, 'второй firing at первый')).not.toContain('analysis stopped');
    const { items } = await pdfText(new Uint8Array(await readFile(join(tmp, 'report.pdf'))));
    const pdf = items.map((page) => page.join(' ')).join(' ');
    expect(pdf).toContain('Analysis stopped: no legal fleet fits the announcements after shot 8');
    const json = JSON.parse((await runSalvo(tmp, ['analyze', 'g.yaml', '--json', '--workers', '1'])).stdout) as { sides: { side: string; stopped?: string }[] };
    // The JSON's English says shot too, as its verdict does in a game of single shots.
    expect(json.sides.map((s) => s.stopped ?? null)).toEqual([line.slice('analysis stopped: '.length), null]);
  });

  it('in Russian and in Polish (a shot, masculine)', async () => {
    const ru = await runSalvo(dir, ['analyze', 'morskoy-boy-last-impossible.yaml', '--workers', '1']);
    expect(ru.stdout).toContain(
      '\nанализ остановлен: выстрел 8 (5-й выстрел стороны «первый»): после него, последнего выстрела стороны, ни одна допустимая расстановка не согласуется с ответами; его биты неизвестны (?)\n',
    );
    const pl = await runSalvo(dir, ['analyze', 'statki-last-impossible.yaml', '--workers', '1']);
    expect(pl.stdout).toContain(
      '\nanaliza przerwana: strzał 8 (5. strzał strony „ala”): po nim, ostatnim strzale strony, żadne dozwolone rozstawienie nie zgadza się z odpowiedziami; jego bity są nieznane (?)\n',
    );
  });
});
