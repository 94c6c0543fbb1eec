import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Where things are'), readme.indexOf('\n## ', readme.indexOf('## Where things are') + 1));
// The folders git tracks (a checkout's own .next, .data or test results are not the tree).
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');
const folders = (dir: string) => {
  const prefix = dir === '.' ? '' : `${dir}/`;
  const names = tracked.filter((file) => file.startsWith(prefix)).map((file) => file.slice(prefix.length).split('/'));
  return [...new Set(names.filter((parts) => parts.length > 1 && !parts[0]!.startsWith('.')).map((parts) => parts[0]!))];
};
const rowNames = (table: string) => [...table.matchAll(/^\| `([^`/]+)\/?` \|/gm)].map((m) => m[1]);

/** The table under `label` in the section (up to the next label or the end). */
const table = (label: string) => {
  const start = section.indexOf(label);
  if (start < 0) return '';
  const end = section.indexOf(':\n\n|', start + label.length);
  return section.slice(start, end < 0 ? undefined : section.lastIndexOf('\n', end));
};

describe('README "Where things are"', () => {
  const topTable = section.slice(0, section.indexOf('Inside `lib/`:'));

  it('has one row per top-level folder, and no row for a folder that is gone', () => {
    expect(rowNames(topTable).sort()).toEqual(folders('.').sort());
  });

  it('has one row per folder of lib/', () => {
    expect(rowNames(table('Inside `lib/`:')).sort()).toEqual(folders('lib').sort());
  });

  it('has one row per folder of components/', () => {
    expect(rowNames(table('Inside `components/`:')).sort()).toEqual(folders('components').sort());
  });

  it('has one row per feature', () => {
    expect(rowNames(table('Features:')).sort()).toEqual(folders('features').sort());
  });
});
