/**
 * Announcements no legal fleet could give (`announcements-impossible`): what to do names the
 * shots listed as shots in a game of single shots (Statki, Морской бой), not salvos.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-impossible-'));
  // A hit beside a ship announced sunk on a cell of its own: no fleet gives both.
  await writeFile(join(dir, 'statki.yaml'), 'variant: statki\nsides:\n  ala: Ala\n  tomek: Tomek\nsalvos:\n  - ala: A9 -> zatopiony\n  - ala: A8 -> trafiony\n');
  await writeFile(join(dir, 'boy.yaml'), 'variant: morskoy-boy\nsides:\n  blue: Коля\n  red: Маша\nsalvos:\n  - blue: А9 -> убит\n  - blue: А8 -> попал\n');
});

describe('announcements no fleet gives: check them, shots named as shots', () => {
  it('Polish', async () => {
    const r = await runSalvo(dir, ['check', 'statki.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('błąd announcements-impossible: strzał 2:');
    expect(r.stdout).toContain('(sprawdź odpowiedzi na wymienione strzały)');
    expect(r.stdout).not.toContain('wymienione salwy');
  });

  it('Russian', async () => {
    const r = await runSalvo(dir, ['check', 'boy.yaml']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('ошибка announcements-impossible: выстрел 2:');
    expect(r.stdout).toContain('(проверьте ответы на перечисленные выстрелы)');
    expect(r.stdout).not.toContain('перечисленные залпы');
  });
});
