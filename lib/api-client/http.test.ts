import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClientError, unwrap } from './api-client-error';
import { createServiceClient } from './http';
import { onUnauthorized } from './unauthorized';

type Seen = { url: string; headers: IncomingMessage['headers'] };
let handle: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
const seen: Seen[] = [];
let server: Server;
let baseUrl = '';

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('createServiceClient (axios, over real HTTP)', () => {
  const client = () => createServiceClient('v2-hotel', { baseUrl, timeoutMs: 300 });

  it('GETs the service path with the query, the JSON accept header and a request id, and returns the body', async () => {
    handle = (_req, res) => json(res, 200, { status: 'success', data: { ok: 1 } });
    const body = await client().get('/suggest', { params: { q: 'đà nẵng', lang: 'vi', skip: undefined } });
    expect(body).toEqual({ status: 'success', data: { ok: 1 } });
    const request = seen.at(-1);
    expect(request?.url).toBe('/api/v2-hotel/suggest?q=%C4%91%C3%A0+n%E1%BA%B5ng&lang=vi');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends cookies (credentials) with every request', () => {
    expect(client().instance.defaults.withCredentials).toBe(true);
  });

  it("rejects with the server's message and error_code on an error envelope", async () => {
    handle = (_req, res) => json(res, 400, { status: 'error', message: 'Tham số không hợp lệ', error_code: 'VALIDATION_ERROR' });
    const error = await client()
      .get('/suggest')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ message: 'Tham số không hợp lệ', errorCode: 'VALIDATION_ERROR', httpStatus: 400 });
  });

  it('rejects with NETWORK_ERROR when the answer is not an envelope, the server is gone or too slow', async () => {
    handle = (_req, res) => res.writeHead(502, { 'content-type': 'text/html' }).end('<html>bad gateway</html>');
    await expect(client().get('/suggest')).rejects.toMatchObject({ errorCode: 'NETWORK_ERROR', httpStatus: 502 });

    handle = () => undefined; // never answers
    await expect(client().get('/suggest')).rejects.toMatchObject({ errorCode: 'NETWORK_ERROR', httpStatus: undefined });

    const gone = createServiceClient('v2-hotel', { baseUrl: 'http://127.0.0.1:1/api', timeoutMs: 300 });
    await expect(gone.get('/suggest')).rejects.toMatchObject({ errorCode: 'NETWORK_ERROR', httpStatus: undefined });
  });

  it("passes the caller's abort on to the request", async () => {
    handle = () => undefined;
    const controller = new AbortController();
    const pending = client().get('/suggest', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiClientError);
  });

  it("shows the catalogue's message for the code in the page language", () => {
    expect(new ApiClientError('Tham số không hợp lệ', 'VALIDATION_ERROR', 400).messageIn('en')).toBe('The data is not valid');
    expect(new ApiClientError('Failed to fetch', 'NETWORK_ERROR', undefined).messageIn('vi')).toBe(
      'Không kết nối được máy chủ, vui lòng thử lại',
    );
    expect(new ApiClientError('?', 'NOT_IN_THE_CATALOGUE', 418).messageIn('en')).toBe('Could not reach the server, please try again');
  });
});

describe('unwrap', () => {
  it('returns the data of a success envelope and throws the message of an error envelope', () => {
    expect(unwrap({ status: 'success', data: 3 })).toBe(3);
    expect(() => unwrap({ status: 'error', message: 'Lỗi', error_code: 'INTERNAL_ERROR' })).toThrow('Lỗi');
  });
});

describe('the 401 rule (spec 4: a 401 means the session is over)', () => {
  const client = () => createServiceClient('v2-user', { baseUrl, timeoutMs: 300 });

  it('calls the registered handler on a 401, and only then, and still rejects', async () => {
    let calls = 0;
    const unregister = onUnauthorized(() => (calls += 1));
    handle = (_req, res) => json(res, 401, { status: 'error', message: 'Vui lòng đăng nhập để tiếp tục', error_code: 'UNAUTHORIZED' });
    await expect(client().get('/profile')).rejects.toMatchObject({ errorCode: 'UNAUTHORIZED', httpStatus: 401 });
    expect(calls).toBe(1);
    handle = (_req, res) => json(res, 403, { status: 'error', message: 'x', error_code: 'FORBIDDEN' });
    await expect(client().post('/logout')).rejects.toMatchObject({ httpStatus: 403 });
    expect(calls).toBe(1);
    unregister();
    handle = (_req, res) => json(res, 401, { status: 'error', message: 'x', error_code: 'UNAUTHORIZED' });
    await expect(client().get('/profile')).rejects.toMatchObject({ httpStatus: 401 });
    expect(calls).toBe(1);
  });

  it('PATCHes and POSTs JSON bodies', async () => {
    let received = '';
    handle = (req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        received = `${req.method} ${text}`;
        json(res, 200, { status: 'success', data: null });
      });
    };
    await client().patch('/profile', { first_name: 'An' });
    expect(received).toBe('PATCH {"first_name":"An"}');
    await client().post('/logout');
    expect(received).toBe('POST {}');
  });
});
