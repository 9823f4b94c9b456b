import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One word per concept (docs/glossary.md): the "Använd inte" column of the glossary names the words
 * that must not reach a user, and "utrop" — the estimate — must never name a start price. Scans the
 * user-facing source: every .ts/.tsx file under src/ and app/ (the e-mail templates are in
 * src/modules/email/templates), tests left out.
 */

const root = path.join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

/** The glossary's forbidden words: the last column of its table, comma-separated. */
function forbiddenWords(): string[] {
  const glossary = readFileSync(path.join(root, 'docs', 'glossary.md'), 'utf8');
  const rows = glossary.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Ord |'));
  return rows.flatMap((row) => {
    const cells = row.split('|').map((cell) => cell.trim());
    const last = cells[cells.length - 2] ?? '';
    return last
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean);
  });
}

const files = [...sourceFiles(path.join(root, 'src')), ...sourceFiles(path.join(root, 'app'))].map((file) => ({
  name: path.relative(root, file),
  lines: readFileSync(file, 'utf8').split('\n'),
}));

/** A start price in code, near a word: the lot's startPrice or its column. */
const START_PRICE = /\bstart_?Price\b|\bstart_price\b/;
const ESTIMATE = /estimate/i;

describe('price words (docs/glossary.md)', () => {
  it('reads the forbidden words from the glossary', () => {
    const words = forbiddenWords();
    expect(words).toContain('Utropspris');
    expect(words).toContain('Minimipris');
    expect(words.length).toBeGreaterThan(8);
    expect(files.length).toBeGreaterThan(200);
  });

  it('uses none of the words the glossary forbids in user-facing source', () => {
    const words = forbiddenWords().map((word) => ({ word, pattern: new RegExp(`(?<![\\p{L}])${word}`, 'iu') }));
    const found: string[] = [];
    for (const file of files) {
      file.lines.forEach((line, index) => {
        for (const { word, pattern } of words) if (pattern.test(line)) found.push(`${file.name}:${index + 1}: ${word}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('never calls a start price "utrop" (the estimate)', () => {
    const found: string[] = [];
    for (const file of files) {
      file.lines.forEach((line, index) => {
        if (!/utrop/i.test(line)) return;
        // "Utrop 600 kr": one amount after the word is a price, not an estimate's range.
        if (/utrop\w*[\s:]*\{?\s*\$?\{?\s*formatSek\(/i.test(line)) found.push(`${file.name}:${index + 1}: utrop + one amount`);
        // A start price within two lines, and nearer than any estimate: the word names the start price.
        const nearest = (pattern: RegExp) => {
          for (let distance = 0; distance <= 2; distance++) {
            if ([index - distance, index + distance].some((at) => pattern.test(file.lines[at] ?? ''))) return distance;
          }
          return Number.POSITIVE_INFINITY;
        };
        if (nearest(START_PRICE) < nearest(ESTIMATE)) found.push(`${file.name}:${index + 1}: utrop next to startPrice`);
      });
    }
    expect(found).toEqual([]);
  });
});
