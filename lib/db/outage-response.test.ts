import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { noteRequestError, setDatabaseStarting } from './availability';
import { serveThroughDatabaseOutages } from './outage-response';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A server whose `render` stands in for Next, answered through the production server's request path. */
async function answer(path: string, render: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  const server = createServer((req, res) => void serveThroughDatabaseOutages(req, res, () => render(req, res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return { status: response.status, headers: response.headers, body: await response.text() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('serveThroughDatabaseOutages', () => {
  afterEach(() => setDatabaseStarting(false));

  it('while the start-up waits for the database: a page is a translated 503 without a render; the API and files go through', async () => {
    setDatabaseStarting(true);
    let renders = 0;
    const render = async (_: IncomingMessage, res: ServerResponse) => {
      renders += 1;
      res.end('rendered');
    };
    const vi = await answer('/khach-san?q=1', render);
    expect(vi.status).toBe(503);
    expect(vi.headers.get('retry-after')).toBe('5');
    expect(vi.headers.get('cache-control')).toBe('no-store');
    expect(vi.headers.get('x-content-type-options')).toBe('nosniff');
    expect(vi.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(vi.body).toContain('<html lang="vi">');
    expect(vi.body).toContain('href="/khach-san?q=1"');
    const en = await answer('/en', render);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('This page could not be shown');
    expect(renders).toBe(0);
    expect((await answer('/api/health', render)).body).toBe('rendered');
    expect((await answer('/favicon.svg', render)).body).toBe('rendered');
  });

  it.each([
    [
      'writeHead',
      (res: ServerResponse) => res.writeHead(500, { 'content-type': 'text/html', 'set-cookie': 'a=b' }).end('<h1>error page</h1>'),
    ],
    [
      'statusCode and end',
      (res: ServerResponse) => {
        res.statusCode = 500;
        res.end('<h1>error page</h1>');
      },
    ],
    [
      'statusCode and write',
      (res: ServerResponse) => {
        res.statusCode = 500;
        res.write('<h1>error');
        res.end(' page</h1>');
      },
    ],
  ])('a render that failed on the database (noted by the hook) sends 503 instead of its 500, by %s', async (_, send) => {
    const page = await answer('/', async (_req, res) => {
      noteRequestError(refused);
      send(res);
    });
    expect(page.status).toBe(503);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.body).toContain('data-error-code="DATABASE_UNAVAILABLE"');
    expect(page.body).not.toContain('error page');
  });

  it('a render that throws a database error is a 503; an API path gets the envelope', async () => {
    const api = await answer('/api/x', async () => {
      throw refused;
    });
    expect(api.status).toBe(503);
    expect(JSON.parse(api.body)).toEqual({ status: 'error', message: 'Cơ sở dữ liệu không phản hồi', error_code: 'DATABASE_UNAVAILABLE' });
  });

  it('other answers pass untouched: a 500 for another reason, and a 200', async () => {
    const bug = await answer('/', async (_req, res) => {
      noteRequestError(new TypeError('a bug'));
      res.writeHead(500).end('error page');
    });
    expect(bug).toMatchObject({ status: 500, body: 'error page' });
    const ok = await answer('/', async (_req, res) => {
      res.end('fine');
    });
    expect(ok).toMatchObject({ status: 200, body: 'fine' });
  });
});
