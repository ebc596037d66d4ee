/**
 * What `salvo play` said to a line typed at one of its prompts, read from the session's output
 * (the prompts echo what was typed: `cells> A1 Z9`).
 */
import { expect } from 'vitest';

/** The lines said after the prompt answered with `typed`, up to the next prompt or salvo heading. */
export function answerTo(out: string, typed: string): string[] {
  const lines = out.split('\n');
  const at = lines.findIndex((l) => l.endsWith(`> ${typed}`));
  expect(at, `no prompt answered with ${typed}`).toBeGreaterThanOrEqual(0);
  const said: string[] = [];
  for (const l of lines.slice(at + 1)) {
    if (/^\S+> /u.test(l) || /^(salvo|залп|выстрел|strzał|salwa) \d+: /u.test(l)) break;
    said.push(l);
  }
  return said;
}
