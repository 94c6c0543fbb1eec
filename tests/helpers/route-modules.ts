import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Routes } from './api-server';

const root = path.resolve(import.meta.dirname, '../..');

/** The folders whose route files are API operations: the site's API and the sign-on service's. */
const API_ROOTS = ['app/api', 'app/sso/api'] as const;

/** "/api/x/{id}/" -> "app/api/x/[id]/route.ts", "/sso/api/login" -> "app/sso/api/login/route.ts", as Next's app router maps folders to addresses. */
export function routeFileOf(documentPath: string): string {
  const folder = documentPath.replace(/\/$/, '').replace(/\{([^}]+)\}/g, '[$1]');
  if (!API_ROOTS.some((apiRoot) => `app${folder}/`.startsWith(`${apiRoot}/`)))
    throw new Error(`${documentPath} is under no API root (${API_ROOTS.join(', ')})`);
  return `app${folder}/route.ts`;
}

/** Every route file under the API roots, as "app/api/.../route.ts" or "app/sso/api/.../route.ts". */
export function apiRouteFiles(): string[] {
  return API_ROOTS.filter((apiRoot) => existsSync(path.join(root, apiRoot)))
    .flatMap((apiRoot) =>
      readdirSync(path.join(root, apiRoot), { recursive: true, encoding: 'utf8' })
        .filter((file) => path.basename(file) === 'route.ts')
        .map((file) => `${apiRoot}/${file.split(path.sep).join('/')}`),
    )
    .sort();
}

/** Imports a route file given as "app/.../route.ts" (or any module path under the repository, e.g. tests/fixtures). */
export async function importRouteFile(file: string): Promise<Routes[string]> {
  return (await import(path.join(root, file))) as Routes[string];
}

/** The catch-all answering unknown /api addresses with the 404 envelope, keyed for startApiServer. */
export const UNKNOWN_API_ADDRESS = { pattern: '/api/[...path]', file: 'app/api/[...path]/route.ts' } as const;
const UNKNOWN_SSO_API_ADDRESS = { pattern: '/sso/api/[...path]', file: 'app/sso/api/[...path]/route.ts' } as const;

/** Imports the route module of each document path, keyed for startApiServer, with the unknown-address catch-alls. */
export async function loadRouteModules(documentPaths: string[]): Promise<Routes> {
  const catchAlls = [UNKNOWN_API_ADDRESS, UNKNOWN_SSO_API_ADDRESS].filter((c) => existsSync(path.join(root, c.file)));
  const entries = await Promise.all([
    ...documentPaths.map(async (p) => [p, await importRouteFile(routeFileOf(p))] as const),
    ...catchAlls.map(async (c) => [c.pattern, await importRouteFile(c.file)] as const),
  ]);
  return Object.fromEntries(entries);
}
