import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODE_LIST, ERROR_CODES, errorMessage, isErrorCode } from './error-codes';

const ROOT = join(__dirname, '..', '..');
const SKIP = new Set(['node_modules', '.next', '.git', '.generated', 'coverage', 'test-results', 'playwright-report']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('error-code catalogue', () => {
  it('gives every code a 4xx/5xx status and a message in both languages', () => {
    expect(ERROR_CODE_LIST.length).toBeGreaterThan(5);
    for (const code of ERROR_CODE_LIST) {
      const { httpStatus, vi, en } = ERROR_CODES[code];
      expect(httpStatus, code).toBeGreaterThanOrEqual(400);
      expect(httpStatus, code).toBeLessThan(600);
      expect(vi.trim(), code).not.toBe('');
      expect(en.trim(), code).not.toBe('');
      expect(vi, code).not.toBe(en);
    }
    expect(errorMessage('NOT_FOUND', 'en')).toBe(ERROR_CODES.NOT_FOUND.en);
    expect(isErrorCode('NOT_FOUND')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('holds every code the source writes as a literal', () => {
    const pattern =
      /error_code:\s*'([^']+)'|new ApiError\(\s*'([^']+)'|(?:apiError|errorBody)\(\s*'([^']+)'|ApiClientError\([^)]*?,\s*'([A-Z_]+)'/g;
    const unknown: string[] = [];
    let seen = 0;
    for (const file of sourceFiles(ROOT)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(pattern)) {
        const code = match.slice(1).find(Boolean)!;
        seen += 1;
        if (!isErrorCode(code)) unknown.push(`${relative(ROOT, file)}: ${code}`);
      }
    }
    expect(seen).toBeGreaterThan(10);
    // test files that check the schema rejects a foreign code on purpose
    expect(unknown.filter((line) => !line.includes('NOT_IN_THE_CATALOGUE'))).toEqual([]);
  });
});
