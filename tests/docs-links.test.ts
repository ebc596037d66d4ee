/**
 * Every link between the project's Markdown pages resolves: a relative link names a file or
 * folder of the repository, and a `#anchor` (on its own or after a page) names a heading of the
 * page it points to, as GitHub makes anchors of headings (`### \`salvo pad\`` is `#salvo-pad`,
 * `## Where are the ships? Inference` is `#where-are-the-ships-inference`). Links to the web are
 * not followed. Code blocks and inline code are not read for links: their brackets are not links.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** The text of a page with its fenced code blocks blanked out (lines kept, so a line number stays true). */
function withoutFences(text: string): string {
  let inFence = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/u.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}

/** The anchor GitHub gives a heading's text: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/gu, '-');
}

/** The anchors of a page's headings, a heading met again getting `-1`, `-2`, … after it, as GitHub numbers them. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const m of withoutFences(text).matchAll(/^#{1,6}\s+(.*?)\s*#*\s*$/gmu)) {
    const base = anchorOf(m[1]!);
    const n = seen.get(base) ?? 0;
    anchors.add(n === 0 ? base : `${base}-${n}`);
    seen.set(base, n + 1);
  }
  return anchors;
}

/** The links of a page (`[text](target)`, images too), with their lines; inline code left out. */
function linksOf(text: string): { target: string; line: number }[] {
  const out: { target: string; line: number }[] = [];
  withoutFences(text)
    .split('\n')
    .forEach((line, i) => {
      const bare = line.replace(/`[^`]*`/gu, '');
      for (const m of bare.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/gu)) out.push({ target: m[1]!, line: i + 1 });
    });
  return out;
}

/** What is wrong with each link of the page at `file` (relative to the repository's root): `file:line: target: why`. */
function brokenLinks(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const wrong: string[] = [];
  for (const { target, line } of linksOf(text)) {
    if (/^[a-z][a-z0-9+.-]*:/iu.test(target)) continue; // https:, mailto:
    const hash = target.indexOf('#');
    const path = hash < 0 ? target : target.slice(0, hash);
    const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
    const to = path === '' ? join(ROOT, file) : normalize(join(ROOT, dirname(file), decodeURIComponent(path)));
    const where = `${file}:${line}: ${target}`;
    if (relative(ROOT, to).startsWith('..')) {
      wrong.push(`${where}: outside the repository`);
      continue;
    }
    if (!existsSync(to)) {
      wrong.push(`${where}: no such file`);
      continue;
    }
    if (anchor === undefined) continue;
    if (statSync(to).isDirectory() || !to.endsWith('.md')) {
      wrong.push(`${where}: an anchor into a file that is not a page`);
      continue;
    }
    if (!anchorsOf(readFileSync(to, 'utf8')).has(anchor)) wrong.push(`${where}: no heading with this anchor in ${relative(ROOT, to)}`);
  }
  return wrong;
}

/** The repository's Markdown pages (as git has them, so nothing in node_modules or a scratch folder). */
function pages(): string[] {
  return execFileSync('git', ['ls-files', '*.md'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f !== '');
}

describe('anchorOf', () => {
  it('makes anchors as GitHub does', () => {
    expect(anchorOf('`salvo pad`')).toBe('salvo-pad');
    expect(anchorOf('Where are the ships? Inference')).toBe('where-are-the-ships-inference');
    expect(anchorOf('After the game: analysis, advice and a variant lab')).toBe('after-the-game-analysis-advice-and-a-variant-lab');
    expect(anchorOf('Морской бой: ходы')).toBe('морской-бой-ходы');
    expect(anchorOf('Jutland (1920s)')).toBe('jutland-1920s');
  });
});

describe('links between the docs', () => {
  it('finds the pages and their links', () => {
    const all = pages();
    expect(all).toContain('README.md');
    expect(all).toContain('docs/commands.md');
    expect(linksOf(readFileSync(join(ROOT, 'README.md'), 'utf8')).length).toBeGreaterThan(10);
  });

  it('finds a broken link and a missing anchor', () => {
    const page = '[a](nowhere.md) [b](#no-such-heading) `[c](inline-code.md)`\n\n## A heading\n[d](#a-heading)';
    expect(linksOf(page).map((l) => l.target)).toEqual(['nowhere.md', '#no-such-heading', '#a-heading']);
    expect(anchorsOf(page)).toEqual(new Set(['a-heading']));
  });

  it('resolve: every relative link names a file, every anchor a heading', () => {
    const wrong = pages().flatMap(brokenLinks);
    expect(wrong).toEqual([]);
  });
});
