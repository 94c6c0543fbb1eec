import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { errorBody } from '@/lib/api/envelope';

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>;

/**
 * Maps address patterns to route modules, as Next's router does for app/api and app/sso/api: "/api/x/[id]/y"
 * (folder style) or "/api/x/{id}/y" (document style), and "/api/[...path]" catching the rest.
 */
export type Routes = Record<string, RouteModule>;

const dynamicName = (part: string) => /^\[([^\].]+)\]$/.exec(part)?.[1] ?? /^\{([^}]+)\}$/.exec(part)?.[1];

function match(pattern: string, pathname: string): Record<string, string> | null {
  const a = pattern.replace(/\/$/, '').split('/');
  const b = pathname.replace(/\/$/, '').split('/');
  const catchAll = /^\[\.\.\.(.+)\]$/.exec(a.at(-1) ?? '');
  if (catchAll ? b.length < a.length : a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i += 1) {
    const part = a[i]!;
    const value = b[i]!;
    const name = dynamicName(part);
    if (catchAll && i === a.length - 1) params[catchAll[1]!] = b.slice(i).map(decodeURIComponent).join('/');
    else if (name) params[name] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

/** Static segments before dynamic ones before a catch-all, as Next ranks routes. */
const rank = (pattern: string) =>
  pattern
    .split('/')
    .map((part) => (part.startsWith('[...') ? 'c' : dynamicName(part) ? 'b' : 'a'))
    .join('');

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A real HTTP server on loopback that hands requests to the app's route handlers, so integration
 * tests speak HTTP (status lines, headers, bodies) to the same code Next runs.
 */
export async function startApiServer(routes: Routes): Promise<{ url: string; origin: string; close: () => Promise<void> }> {
  let origin = 'http://127.0.0.1';
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // the server's own address as origin, so a same-origin write names it in `Origin` as a browser would
    const url = new URL(req.url ?? '/', origin);
    if (!decodable(url.pathname)) {
      // as proxy.ts answers before any route runs
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify(errorBody('BAD_REQUEST', 'Địa chỉ không hợp lệ')));
      return;
    }
    const entry = Object.entries(routes)
      .sort(([a], [b]) => rank(a).localeCompare(rank(b)))
      .map(([pattern, mod]) => ({ mod, params: match(pattern, url.pathname) }))
      .find((e) => e.params);
    const handler = entry?.mod[req.method as keyof RouteModule];
    if (!entry || !handler) {
      res.writeHead(entry ? 405 : 404).end();
      return;
    }
    const body = await readBody(req);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const request = new NextRequest(url, { method: req.method, headers, body: body?.length ? new Uint8Array(body) : undefined });
    const response = await handler(request, { params: Promise.resolve(entry.params ?? {}) });
    res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  // A handler that throws becomes a logged 500, as under Next, instead of a request left hanging.
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (res.headersSent) res.destroy();
      else res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Next's NextURL renames 127.0.0.1 to localhost, so that is the origin the routes see as their own
  origin = `http://localhost:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    /** the site's origin as the routes see it: what a same-origin write sends as `Origin` */
    origin,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
