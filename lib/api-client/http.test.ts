import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, createServiceClient, unwrap } from './http';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createServiceClient (fetch)', () => {
  const client = createServiceClient('v2-hotel');

  it('GETs the service path with the query, cookies and JSON accept header, and returns the body', async () => {
    fetchMock.mockResolvedValue(json(200, { status: 'success', data: { ok: 1 } }));
    const body = await client.get('/suggest', { params: { q: 'đà nẵng', lang: 'vi', skip: undefined } });
    expect(body).toEqual({ status: 'success', data: { ok: 1 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v2-hotel/suggest?q=%C4%91%C3%A0+n%E1%BA%B5ng&lang=vi');
    expect(init).toMatchObject({ credentials: 'include', headers: { accept: 'application/json' } });
  });

  it("rejects with the server's message and error_code on an error envelope", async () => {
    fetchMock.mockResolvedValue(json(400, { status: 'error', message: 'Tham số không hợp lệ', error_code: 'VALIDATION_ERROR' }));
    const error = await client.get('/suggest').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ message: 'Tham số không hợp lệ', errorCode: 'VALIDATION_ERROR', httpStatus: 400 });
  });

  it('rejects with NETWORK_ERROR when the answer is not an envelope or the request fails', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(client.get('/suggest')).rejects.toMatchObject({ errorCode: 'NETWORK_ERROR', httpStatus: 502 });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(client.get('/suggest')).rejects.toMatchObject({ message: 'Failed to fetch', errorCode: 'NETWORK_ERROR', httpStatus: undefined });
  });

  it("shows the catalogue's message for the code in the page language", () => {
    expect(new ApiClientError('Tham số không hợp lệ', 'VALIDATION_ERROR', 400).messageIn('en')).toBe('The data is not valid');
    expect(new ApiClientError('Failed to fetch', 'NETWORK_ERROR', undefined).messageIn('vi')).toBe('Không kết nối được máy chủ, vui lòng thử lại');
    expect(new ApiClientError('?', 'NOT_IN_THE_CATALOGUE', 418).messageIn('en')).toBe('Could not reach the server, please try again');
  });

  it("passes the caller's abort on to fetch", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = client.get('/suggest', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiClientError);
  });
});

describe('unwrap', () => {
  it('returns the data of a success envelope and throws the message of an error envelope', () => {
    expect(unwrap({ status: 'success', data: 3 })).toBe(3);
    expect(() => unwrap({ status: 'error', message: 'Lỗi', error_code: 'INTERNAL_ERROR' })).toThrow('Lỗi');
  });
});
