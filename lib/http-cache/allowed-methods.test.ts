import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedMethod, sendMethodNotAllowed } from './allowed-methods';

// server.ts answers methods Next cannot handle before Next sees them (issue 8 item 6)
let server: Server;
let port: number;
const rendered: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (!isAllowedMethod(req.method)) return sendMethodNotAllowed(req, res);
    rendered.push(req.method ?? '');
    res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, path: string): Promise<{ status: number; allow?: string; type?: string; body: string }> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, type: res.headers['content-type'], body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('methods Next cannot handle', () => {
  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE'])('answers %s with 405 and Allow', async (method) => {
    const page = await send(method, '/khach-san/da-nang');
    expect(page.status).toBe(405);
    expect(page.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    const api = await send(method, '/api/v2-common/banners/');
    expect(api.status).toBe(405);
    expect(JSON.parse(api.body)).toEqual({ status: 'error', message: 'Phương thức không được hỗ trợ', error_code: 'METHOD_NOT_ALLOWED' });
  });

  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('lets %s through to Next', async (method) => {
    expect((await send(method, '/')).status).toBe(200);
    expect(rendered).toContain(method);
  });
});
