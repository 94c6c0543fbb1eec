import { describe, expect, it } from 'vitest';
import { ApiClientError } from './api-client-error';
import { hotelApi } from './services';

describe('hotelApi (axios loaded on the first call)', () => {
  it('creates one instance for the service and reuses it', async () => {
    const first = await hotelApi.load();
    expect(first.instance.defaults.baseURL).toBe('/api/v2-hotel');
    expect(await hotelApi.load()).toBe(first);
  });

  it('rejects with an ApiClientError when the request cannot be made', async () => {
    // a relative address has no origin outside the browser: the request fails before leaving
    await expect(hotelApi.get('/suggest')).rejects.toBeInstanceOf(ApiClientError);
  });
});
