import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>;

/** Maps "/api/x/[id]/y" patterns to route modules, as Next's router does for app/api. */
export type Routes = Record<string, RouteModule>;

function match(pattern: string, pathname: string): Record<string, string> | null {
  const a = pattern.replace(/\/$/, '').split('/');
  const b = pathname.replace(/\/$/, '').split('/');
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i += 1) {
    const part = a[i]!;
    const value = b[i]!;
    if (part.startsWith('[') && part.endsWith(']')) params[part.slice(1, -1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
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
export async function startApiServer(routes: Routes): Promise<{ url: string; close: () => Promise<void> }> {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const entry = Object.entries(routes)
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
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
