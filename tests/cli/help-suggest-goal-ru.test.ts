/**
 * `salvo suggest --help --lang ru` says what --goal chooses as a Russian reader says it: «что
 * максимизировать», as the Polish says «co maksymalizować»; it read «что делать наибольшим»
 * ("what to make largest"), a word-for-word rendering no Russian text uses.
 */
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

describe('salvo suggest --help --lang ru', () => {
  it('says --goal as what to maximise', async () => {
    const r = await runSalvo(process.cwd(), ['suggest', '--help', '--lang', 'ru']);
    expect(r.code).toBe(0);
    const text = r.stdout.replace(/\s+/gu, ' ');
    expect(text).toContain('--goal <goal> что максимизировать (допустимые значения: hits, information; по умолчанию: hits)');
    expect(text).not.toContain('наибольшим');
  });
});
