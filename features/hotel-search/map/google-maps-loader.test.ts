import { describe, expect, it } from 'vitest';
import { createGoogleMapsLoader, loadGoogleMaps } from './google-maps-loader';

// This file runs in the node project: there is no `window` here.
describe('loadGoogleMaps outside a browser (spec 8)', () => {
  it('rejects with the exact message and injects nothing', async () => {
    expect(typeof window).toBe('undefined');
    await expect(loadGoogleMaps('key')).rejects.toThrowError(new Error('google map cannot be loaded outside browser env'));
    await expect(createGoogleMapsLoader()('key')).rejects.toThrowError('google map cannot be loaded outside browser env');
  });
});
