import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@/lib/i18n/resources';
import { CLIENT_DETAIL_GROUPS, clientDetailWords } from './client-words';

const dir = import.meta.dirname;
/** Every non-test module of hotel-detail that translates with useDetailT, and the keys it names. */
const clientFiles = (readdirSync(dir, { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => ({ file: f, text: readFileSync(path.join(dir, f), 'utf8') }))
  .filter(({ file, text }) => file !== 'detail-text.tsx' && text.includes('useDetailT()'));

describe('the hotelDetail words the client gets', () => {
  it('finds the client components', () => {
    expect(clientFiles.length).toBeGreaterThanOrEqual(5);
  });

  it.each(clientFiles)('$file: every key it translates is in a group the client gets', ({ text }) => {
    const keys = [...text.matchAll(/\bt\(\s*['`]([A-Za-z_]+)/g)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !(CLIENT_DETAIL_GROUPS as readonly string[]).includes(key))).toEqual([]);
  });

  it('every group exists in both languages', () => {
    for (const lang of ['vi', 'en'] as const)
      expect(Object.keys(clientDetailWords(RESOURCES[lang].hotelDetail))).toEqual([...CLIENT_DETAIL_GROUPS]);
  });
});
