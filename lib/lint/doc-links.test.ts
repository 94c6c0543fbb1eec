import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// The files git tracks (a checkout's own .next, .data or test results are not the tree).
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const records = tracked.filter((file) => /^docs\/decisions\/\d{3}-[a-z0-9-]+\.md$/.test(file));

describe('docs links', () => {
  it('docs/decisions/README.md lists every decision record, and every record it links to exists', () => {
    const index = readFileSync(path.join(root, 'docs/decisions/README.md'), 'utf8');
    const linked = [...index.matchAll(/\]\((\d{3}-[a-z0-9-]+\.md)\)/g)].map((m) => `docs/decisions/${m[1]}`);
    expect(records.filter((file) => !linked.includes(file))).toEqual([]);
    expect(linked.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });

  it('every docs/… file named in code, tests and docs exists', () => {
    const texts = tracked.filter((file) => /\.(ts|tsx|mts|mjs|cjs|md)$/.test(file) && !file.startsWith('lib/lint/fixtures/'));
    const dangling: string[] = [];
    for (const file of texts) {
      for (const m of readFileSync(path.join(root, file), 'utf8').matchAll(/\bdocs\/[\w./-]+\.md\b/g)) {
        if (m[0].includes('NNN')) continue; // the records' naming pattern, not a file
        if (!existsSync(path.join(root, m[0]))) dangling.push(`${file}: ${m[0]}`);
      }
    }
    expect(dangling).toEqual([]);
  });
});
