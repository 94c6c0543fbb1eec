import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Routes } from './api-server';

const root = path.resolve(import.meta.dirname, '../..');

/** "/api/x/{id}/" -> "app/api/x/[id]/route.ts", as Next's app router maps folders to addresses. */
export function routeFileOf(documentPath: string): string {
  const folder = documentPath.replace(/\/$/, '').replace(/\{([^}]+)\}/g, '[$1]');
  return `app${folder}/route.ts`;
}

/** Every route file under app/api, as "app/api/.../route.ts". */
export function apiRouteFiles(): string[] {
  return readdirSync(path.join(root, 'app/api'), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'route.ts')
    .map((file) => `app/api/${file.split(path.sep).join('/')}`)
    .sort();
}

/** Imports a route file given as "app/api/.../route.ts". */
export async function importRouteFile(file: string): Promise<Routes[string]> {
  return (await import(path.join(root, file))) as Routes[string];
}

/** Imports the route module of each document path, keyed for startApiServer. */
export async function loadRouteModules(documentPaths: string[]): Promise<Routes> {
  const entries = await Promise.all(
    documentPaths.map(async (p) => [p, await importRouteFile(routeFileOf(p))] as const),
  );
  return Object.fromEntries(entries);
}
