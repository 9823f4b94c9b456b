import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: its comments cite `docs/product.md` (by section) and the decision
 * records in `docs/decisions/`, never a file outside the repository or a tracker's issue number a
 * cloner cannot look up (docs/architecture.md, "Conventions"). This test reads every source, test,
 * script and bench file (the whole text, so a citation in a comment or a test's name is caught
 * alike) and the repository's own Markdown.
 */

const ROOT = path.join(import.meta.dirname, '..', '..');
const SCANNED_DIRS = ['src', 'app', 'tests', 'scripts', 'bench', 'public', 'docs', 'deploy'];
const SCANNED_ROOT_FILES = /^(README\.md|proxy\.ts|instrumentation\.ts|[\w.-]+\.config\.(ts|mts|mjs|js)|eslint\.boundaries\.mjs)$/;
const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|cjs|sql|md|css|sh|ya?ml|json)$/;
const SKIPPED = new Set(['node_modules', '.next', 'data']);

// Built from parts so that this file does not cite what it forbids.
const OUTSIDE_FILE = new RegExp('\\b(PRODUCT|ARCHITECTURE)' + '\\.md\\b|\\.\\./shared' + '/');
const ISSUE_NUMBER = new RegExp('\\bissues?' + '[ -]?#?\\d+', 'i');
const PRODUCT_CITATION = /docs\/product\.md((?:\s*(?:,|and|&)?\s*§\s*\d+)+)/g;

function filesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIPPED.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...filesUnder(full));
    else if (TEXT_FILE.test(name)) found.push(full);
  }
  return found;
}

function scannedFiles(): string[] {
  const rootFiles = readdirSync(ROOT)
    .filter((name) => SCANNED_ROOT_FILES.test(name))
    .map((name) => path.join(ROOT, name));
  return [...rootFiles, ...SCANNED_DIRS.flatMap((dir) => filesUnder(path.join(ROOT, dir)))];
}

/** The section numbers `docs/product.md` has: its `## N. Title` headings. */
export function productSections(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])));
}

/** Every wrong citation in one file's text, as `line: what is wrong`. */
export function citationProblems(text: string, sections: Set<number>): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    const at = `line ${index + 1}`;
    if (OUTSIDE_FILE.test(line)) problems.push(`${at}: cites a file outside the repository`);
    const issue = ISSUE_NUMBER.exec(line);
    if (issue) problems.push(`${at}: cites "${issue[0]}", a tracker's number`);
    for (const citation of line.matchAll(PRODUCT_CITATION)) {
      for (const number of (citation[1] ?? '').matchAll(/§\s*(\d+)/g)) {
        if (!sections.has(Number(number[1]))) problems.push(`${at}: docs/product.md has no §${number[1]}`);
      }
    }
  });
  return problems;
}

const SECTIONS = productSections(readFileSync(path.join(ROOT, 'docs', 'product.md'), 'utf8'));

describe('the citation check itself', () => {
  it('reads the section numbers of docs/product.md', () => {
    expect(productSections('# T\n## 1. Auctions\ntext\n## 9. Contracts\n### 3. not a section\n')).toEqual(new Set([1, 9]));
    expect([...SECTIONS].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('finds a citation of the outside product file, an issue number and a missing section', () => {
    const sections = new Set([1, 2, 9]);
    expect(citationProblems('// See ' + 'PRODUCT' + '.md §2.', sections)).toHaveLength(1);
    expect(citationProblems('// The map of ' + 'ARCHITECTURE' + '.md.', sections)).toHaveLength(1);
    expect(citationProblems('// ../' + 'shared/spec/000.txt', sections)).toHaveLength(1);
    expect(citationProblems('// docs/architecture.md convention 5', sections)).toEqual([]);
    expect(citationProblems('/** Bids (' + 'issue' + ' 14, item 2). */', sections)).toHaveLength(1);
    expect(citationProblems(' * ' + 'Issue' + "s 15's console", sections)).toHaveLength(1);
    expect(citationProblems('// docs/product.md §9 "Console"', sections)).toEqual([]);
    expect(citationProblems('// docs/' + 'product.md §1, §2 and §12', sections)).toEqual(['line 1: docs/product.md has no §12']);
    expect(citationProblems('// docs/' + 'product.md §10', sections)).toEqual(['line 1: docs/product.md has no §10']);
    expect(citationProblems('const issuer = "x"; // tissue 5 is no citation', sections)).toEqual([]);
  });
});

describe('the repository cites only what it contains', () => {
  it('has no citation of an outside product file or an issue number, and every docs/product.md § exists', () => {
    const files = scannedFiles();
    expect(files.length).toBeGreaterThan(500);
    const problems = files.flatMap((file) =>
      citationProblems(readFileSync(file, 'utf8'), SECTIONS).map((problem) => `${path.relative(ROOT, file)} ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('cites docs/product.md from the code', () => {
    const citing = scannedFiles().filter((file) => /docs\/product\.md\s*§/.test(readFileSync(file, 'utf8')));
    expect(citing.length).toBeGreaterThan(100);
  });
});
