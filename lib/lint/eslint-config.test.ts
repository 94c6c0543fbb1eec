import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'fixtures');

const config = { cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs'), ignore: false };
// The fixtures live in one folder with their own small tsconfig.json, which the project service finds first: typed
// linting of them loads that small program, not the whole site's.
let eslint: ESLint;
// The name and boundary rules depend on where a file sits, so some fixtures are linted as if they lived elsewhere:
// no TypeScript program holds such a file, and none of those rules needs types.
let untyped: ESLint;

/** The rules one fixture breaks, linted where it is or as if it lived at `at`. */
async function rulesBroken(fixture: string, at?: string): Promise<string[]> {
  const code = readFileSync(path.join(fixtures, fixture), 'utf8');
  const linter = at ? untyped : eslint;
  const [result] = await linter.lintText(code, { filePath: at ? path.join(root, at) : path.join(fixtures, fixture) });
  return [...new Set(result!.messages.map((message) => message.ruleId ?? message.message))].sort();
}

// The first typed lint starts TypeScript's project service (seconds on a loaded machine).
describe('eslint.config.mjs', { timeout: 60_000 }, () => {
  beforeAll(() => {
    // `ignore: false`: the fixtures folder is ignored by `npm run lint`.
    eslint = new ESLint(config);
    untyped = new ESLint({
      ...config,
      overrideConfig: {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parserOptions: { projectService: false } },
        rules: {
          '@typescript-eslint/no-floating-promises': 'off',
          '@typescript-eslint/no-misused-promises': 'off',
        },
      },
    });
  });

  it('rejects a floating promise', async () => {
    expect(await rulesBroken('floating-promise.ts')).toEqual(['@typescript-eslint/no-floating-promises']);
  });

  it('rejects a promise-returning JSX handler', async () => {
    expect(await rulesBroken('misused-promise.tsx')).toEqual(['@typescript-eslint/no-misused-promises']);
  });

  it('rejects a file name that is not kebab-case', async () => {
    expect(await rulesBroken('BadName.ts')).toEqual(['check-file/filename-naming-convention']);
  });

  it('rejects a folder name that is not kebab-case', async () => {
    expect(await rulesBroken('clean-module.tsx', 'features/content/HotelCard/clean-module.tsx')).toEqual([
      'check-file/folder-naming-convention',
    ]);
  });

  it("accepts Next's folder and file conventions under app/", async () => {
    for (const at of ['app/[lang]/(coming-soon)/[[...slug]]/page.tsx', 'app/sitemap.xml/route.tsx', 'app/@modal/_parts/page.tsx']) {
      expect(await rulesBroken('next-page.tsx', at), at).toEqual([]);
    }
  });

  it('rejects a Drizzle delete or update without where', async () => {
    expect(await rulesBroken('drizzle-without-where.ts')).toEqual([
      'drizzle/enforce-delete-with-where',
      'drizzle/enforce-update-with-where',
    ]);
  });

  it('rejects a source file over 300 lines, not a test of that length', async () => {
    const long = Array.from({ length: 301 }, (_, i) => `export const line${i} = ${i};`).join('\n');
    const broken = async (at: string) => {
      const [result] = await untyped.lintText(long, { filePath: path.join(root, at) });
      return [...new Set(result!.messages.map((message) => message.ruleId))];
    };
    expect(await broken('features/content/long-module.ts')).toEqual(['max-lines']);
    expect(await broken('features/content/long-module.test.ts')).toEqual([]);
  });

  it('accepts a clean module using another feature through its public entry', async () => {
    expect(await rulesBroken('clean-module.tsx', 'features/content/clean-module.tsx')).toEqual([]);
  });

  it('accepts the clean module under the typed rules', async () => {
    expect(await rulesBroken('clean-module.tsx')).toEqual([]);
  });
});
