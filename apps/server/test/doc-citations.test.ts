// Issue 14: comments cited documents kept outside the repository, which a reader of the code
// cannot open. The product's rules are restated in docs/product.md; comments cite the project's
// own docs, and a cited section must exist.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCANNED = ['apps', 'packages', 'e2e', 'scripts', 'bench'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const SOURCE = /\.(ts|tsx|mjs)$/;
const THIS_FILE = path.resolve(import.meta.filename);

// The outside documents, by name; built from parts so this file does not match itself.
const OUTSIDE_NAMES = ['SPEC', 'DESIGN', 'STYLE'].join('|');
const OUTSIDE_DOC = new RegExp(`\\b(?:${OUTSIDE_NAMES})(?:\\.md\\b|(?:'s)? sections? \\d)`);
// "docs/product.md section 8", "docs/product.md sections 3 and 8", "sections 1, 4 and 9".
const SECTION_CITATION = /docs\/([\w-]+\.md),? sections? (\d+(?:(?:, | and )\d+)*)/g;
// A comment's next line, without its comment marker, so a citation may wrap.
const COMMENT_MARKER = /^\s*(?:\/\/|\/\*\*|\*(?!\/))?\s*/;

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && full !== THIS_FILE ? [full] : [];
  });
}

interface Line {
  where: string;
  text: string;
  /** The line with the next one appended, for citations that wrap. */
  withNext: string;
}

function scannedLines(): Line[] {
  return SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    const relative = path.relative(ROOT, file);
    return lines.map((text, index) => ({
      where: `${relative}:${index + 1}`,
      text,
      withNext: `${text} ${(lines[index + 1] ?? '').replace(COMMENT_MARKER, '')}`,
    }));
  });
}

const headingsCache = new Map<string, Set<string> | null>();
/** The numbers of a doc's "## N." headings, or null when the doc does not exist. */
function sectionNumbers(doc: string): Set<string> | null {
  if (!headingsCache.has(doc)) {
    const file = path.join(ROOT, 'docs', doc);
    headingsCache.set(
      doc,
      existsSync(file)
        ? new Set([...readFileSync(file, 'utf8').matchAll(/^## (\d+)\./gm)].map((m) => m[1] ?? ''))
        : null,
    );
  }
  return headingsCache.get(doc) ?? null;
}

describe('documents cited in the code', () => {
  const lines = scannedLines();

  it('finds the source files', () => {
    expect(lines.length).toBeGreaterThan(10_000);
  });

  it('names no document kept outside the repository', () => {
    const offenders = lines
      .filter((line) => OUTSIDE_DOC.test(line.text))
      .map((line) => `${line.where}: ${line.text.trim()}`);
    expect(offenders).toEqual([]);
  });

  it('cites only sections that exist in docs/', () => {
    const broken: string[] = [];
    for (const line of lines) {
      for (const match of line.withNext.matchAll(SECTION_CITATION)) {
        // A citation that starts on the next line is checked there.
        if ((match.index ?? 0) >= line.text.length) continue;
        const [citation, doc = '', numbers = ''] = match;
        const sections = sectionNumbers(doc);
        const missing = numbers.split(/, | and /).filter((n) => !sections?.has(n));
        if (sections === null || missing.length > 0) broken.push(`${line.where}: ${citation}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
