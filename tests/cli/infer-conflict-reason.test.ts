/**
 * `infer` and `suggest` on announcements no legal fleet could have produced give the referee's
 * reason, as `salvo check` words it: the same kind (`reason`) and sentence (JSON `why`, English;
 * the text in the record's language), taken here from check's own output and the fixture's
 * `# says:` expectation, not written twice.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSalvo } from '../helpers/cli.js';

const dir = join(import.meta.dirname, 'fixtures', 'referee-calls');

/** The fixture's expected sentence in its own language (`# says:`). */
function says(file: string): string {
  const m = /# says: (.*)$/mu.exec(readFileSync(join(dir, file), 'utf8'));
  if (m === null) throw new Error(`${file}: no '# says:'`);
  return m[1]!.trim();
}

interface CheckJson {
  readonly violations: readonly { readonly code: string; readonly reason?: string; readonly message: string }[];
}

describe('infer and suggest say why no fleet fits, as check does', () => {
  for (const [file, target, shooter] of [
    ['classic-salvo-hit-no-room.yaml', 'red', 'blue'],
    ['morskoy-boy-hits-no-ship.yaml', 'red', 'blue'],
  ] as const) {
    it(file, async () => {
      // The English message, as infer's JSON `why` is English.
      const check = JSON.parse((await runSalvo(dir, ['check', file, '--json', '--lang', 'en'])).stdout) as CheckJson;
      const breach = check.violations.find((b) => b.code === 'announcements-impossible')!;
      expect(breach.reason).toBeDefined();
      expect(breach.reason).not.toBe('conflict');
      const j = await runSalvo(dir, ['infer', file, '--target', target, '--json']);
      expect(j.code).toBe(1);
      const conflict = (JSON.parse(j.stdout) as { conflict: { reason?: string; why?: string } }).conflict;
      expect(conflict.reason).toBe(breach.reason);
      // The English sentence check's message ends with.
      expect(conflict.why).toBeDefined();
      expect(breach.message).toContain(conflict.why!);
      // The text in the record's language: the fixture's sentence, and no English reason beside it.
      const t = await runSalvo(dir, ['infer', file, '--target', target]);
      expect(t.stdout).toContain(says(file));
      expect(t.stdout).not.toContain(': impossible)');
      // suggest's refusal: check's English text with --lang en (each salvo a shot where every salvo
      // is one, as check's line names it); in the record's language, as check says it there (no
      // English reason beside it).
      const s = await runSalvo(dir, ['suggest', file, '--side', shooter, '--lang', 'en']);
      expect(s.code).toBe(1);
      const checkEn = await runSalvo(dir, ['check', file, '--lang', 'en']);
      const saidEn = / announcements-impossible: (.*?) \[/u.exec(checkEn.stdout)?.[1];
      expect(saidEn).toBeDefined();
      expect(s.stderr).toContain(saidEn!);
      const own = await runSalvo(dir, ['suggest', file, '--side', shooter]);
      expect(own.code).toBe(1);
      const checkText = await runSalvo(dir, ['check', file]);
      const said = / announcements-impossible: (.*?) \[/u.exec(checkText.stdout)?.[1];
      expect(said).toBeDefined();
      expect(own.stderr).toContain(said!);
    });
  }
});
