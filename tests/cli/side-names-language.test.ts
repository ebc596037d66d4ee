/**
 * A variant whose sides have names (`{ id: north, name: { ru: Север, en: North } }`): a record
 * that keeps those ids is told in its language with the sides' names there, quoted ("«Север» (Петя)",
 * not "north (Петя)"); JSON keeps the ids, and a side the record named itself keeps its name.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

let dir: string;
const names = { north: 'Север', south: 'Юг' } as const;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'salvo-side-names-'));
  // Морской бой with its sides renamed: north and south, named in Russian and English.
  const template = await readFile(join(import.meta.dirname, '..', '..', 'templates', 'morskoy-boy.yaml'), 'utf8');
  const variant = template
    .replace(/^id: morskoy-boy$/mu, 'id: north-south')
    .replace(/- \{ id: blue, name: \{[^}]*\} \}/u, `- { id: north, name: { ru: ${names.north}, en: North } }`)
    .replace(/- \{ id: red, name: \{[^}]*\} \}/u, `- { id: south, name: { ru: ${names.south}, en: South } }`)
    .replace(/^  first: blue$/mu, '  first: north');
  expect(variant).toContain('id: north,');
  expect(variant).toContain('first: north');
  await writeFile(join(dir, 'ns.yaml'), variant);
  const text = (await readFile(join(import.meta.dirname, '..', '..', 'examples', 'morskoy-boy.yaml'), 'utf8'))
    .replace(/^variant: morskoy-boy$/mu, 'variant: ns.yaml')
    .replaceAll('первый', 'north')
    .replaceAll('второй', 'south');
  await writeFile(join(dir, 'g.yaml'), text);
});

const run = (args: string[], input = '') => runSalvo(dir, args, input);

describe('side names in the record language', () => {
  it('show names the paper\'s side by its Russian name, with its player; JSON keeps the id', async () => {
    const r = await run(['show', 'g.yaml', '--side', 'south', '--after', '4']);
    expect(r.code, r.stderr).toBe(0);
    const first = r.stdout.split('\n').find((l) => l.includes('(Дима)'))!;
    expect(first).toContain(`«${names.south}» (Дима)`);
    expect(first).not.toMatch(/\b(south|north)\b/u);
    // The last salvo's side too (`последний — 3-й выстрел стороны «Север»`): the 4th of the game is north's 3rd.
    expect(first).toContain(`3-й выстрел стороны «${names.north}»`);
    const j = await run(['show', 'g.yaml', '--side', 'south', '--after', '4', '--json']);
    expect(JSON.parse(j.stdout).lastSalvo.side).toBe('north');
    expect(j.stdout).not.toContain(names.north);
  });

  it('play names both sides in Russian at the start and in the turn line', async () => {
    const r = await run(['play', 'g.yaml'], 'quit\n');
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toContain(`«${names.north}» (Оля)`);
    expect(lines[0]).toContain(`«${names.south}» (Дима)`);
    expect(r.stdout).not.toMatch(/\b(north|south) \(/u);
  });

  it('infer heads its report with the side\'s Russian name', async () => {
    const r = await run(['infer', 'g.yaml', '--target', 'south', '--after', '3']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split('\n')[0]).toContain(`«${names.south}» (Дима)`);
    expect(r.stdout).not.toMatch(/\bsouth \(/u);
  });

  it('English text keeps the ids', async () => {
    const r = await run(['show', 'g.yaml', '--side', 'south', '--after', '4', '--lang', 'en']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('south (Дима)');
    expect(r.stdout).not.toContain(names.south);
  });
});

describe('side names in the summary of check', () => {
  it('check says the winner by its Russian name; JSON keeps ids', async () => {
    const c = await run(['check', 'g.yaml']);
    expect(c.code, c.stderr).toBe(0);
    expect(c.stdout).toMatch(new RegExp(`победила сторона «(${names.north}|${names.south})»`, 'u'));
    expect(c.stdout).not.toMatch(/\b(north|south)\b/u);
    const j = await run(['check', 'g.yaml', '--json']);
    expect(j.stdout).not.toContain(names.north);
  });
});

describe('side names in suggest', () => {
  it('says the side it advises by its Russian name; JSON keeps the id', async () => {
    const text = await readFile(join(dir, 'g.yaml'), 'utf8');
    const at = text.indexOf('salvos:\n');
    // The game after its first six salvos.
    await writeFile(join(dir, 'early.yaml'), text.slice(0, at) + text.slice(at).split('\n').slice(0, 7).join('\n') + '\n');
    const r = await run(['suggest', 'early.yaml']);
    expect(r.code, r.stderr).toBe(0);
    const said = r.stdout + r.stderr;
    expect(said).toMatch(new RegExp(`(${names.north}|${names.south})`, 'u'));
    expect(said).not.toMatch(/\b(north|south)\b/u);
    const j = await run(['suggest', 'early.yaml', '--json']);
    expect(['north', 'south']).toContain(JSON.parse(j.stdout).side);
  });
});

describe('side names in new', () => {
  it('names the new record\'s sides by their Russian names, with the players', async () => {
    const r = await run(['new', 'ns.yaml', '--players', 'Петя,Вася', '-o', 'fresh.yaml']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`«${names.north}» (Петя)`);
    expect(r.stdout).toContain(`«${names.south}» (Вася)`);
    expect(r.stdout).not.toMatch(/\b(north|south) \(/u);
  });
});
