/**
 * An announcement no fleet layout gives after the earlier ones (the fleet not revealed) says with
 * which earlier announcements no legal fleet fits it, and the advice names them, so that a referee
 * knows where to look: Ala's one-cell J2 answered "trafiony" (not "zatopiony") at shot 3 is found
 * only at shot 76, and the breach there names shot 3 among the conflicting ones. In en/ru/pl.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

/** The example record with its fleets left out and `from` written `to`. */
async function hidden(example: string, from: string, to: string): Promise<string> {
  const text = await readFile(join('examples', example), 'utf8');
  expect(text).toContain(from);
  return text.replace(/^fleets:\n(?: .*\n)*/mu, '').replace(from, to);
}

async function inconsistent(name: string, text: string, lang: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'salvo-conflicts-'));
  await writeFile(join(dir, name), text);
  const lines = (await runSalvo(dir, ['check', name, '--lang', lang])).stdout.split('\n').filter((l) => l.includes('announcement-inconsistent'));
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

const SHOTS = '3, 9, 15, 18, 19, 28, 34, 48';

describe('an announcement no fleet layout gives names the announcements it conflicts with', () => {
  it('English and Polish (Statki)', async () => {
    const text = await hidden('statki.yaml', 'ala: J2 -> zatopiony', 'ala: J2 -> trafiony');
    expect(text).not.toContain('fleets:');
    const en = await inconsistent('s.yaml', text, 'en');
    expect(en).toContain(`error announcement-inconsistent: shot 76: tomek's announcement for ala's shot 44: no fleet layout could give this announcement after the earlier ones; with the announcements for shots ${SHOTS}, no legal fleet gives it`);
    expect(en).toContain(`(compare this announcement with the pad, and the announcements for shots ${SHOTS}: no fleet gives them together)`);
    const pl = await inconsistent('s.yaml', text, 'pl');
    expect(pl).toContain(`; razem z odpowiedziami na strzały ${SHOTS} nie daje jej żadna dozwolona flota [`);
    expect(pl).toContain(`(porównaj z kartką tę odpowiedź i odpowiedzi na strzały ${SHOTS}: żadna flota nie daje ich razem)`);
  });

  it('Russian (Морской бой)', async () => {
    const text = await hidden('morskoy-boy.yaml', 'первый: К2 Г10 -> убит, мимо', 'первый: К2 Г10 -> попал, мимо');
    const ru = await inconsistent('m.yaml', text, 'ru');
    expect(ru).toContain(`; вместе с ответами на выстрелы ${SHOTS} его не даёт ни один допустимый флот [`);
    expect(ru).toContain(`(сверьте с листком этот ответ и ответы на выстрелы ${SHOTS}: никакой флот не даёт их вместе)`);
  });
});
