// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGoogleMapsLoader, googleMapsScriptUrl } from './google-maps-loader';

type Outcome = 'load' | 'error';
const scriptsSeen: HTMLScriptElement[] = [];
let outcomes: Outcome[] = [];
let observer: MutationObserver;

/** Answers every script the loader adds with the next outcome (no network in jsdom). */
function answerScripts() {
  observer = new MutationObserver((records) => {
    for (const node of records.flatMap((r) => [...r.addedNodes])) {
      if (!(node instanceof HTMLScriptElement)) continue;
      scriptsSeen.push(node);
      const outcome = outcomes.shift() ?? 'error';
      if (outcome === 'load') Object.assign(window, { google: { maps: {} } });
      queueMicrotask(() => node.dispatchEvent(new Event(outcome)));
    }
  });
  observer.observe(document.head, { childList: true });
}

beforeEach(() => {
  scriptsSeen.length = 0;
  outcomes = [];
  answerScripts();
});

afterEach(() => {
  observer.disconnect();
  Reflect.deleteProperty(window, 'google');
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

const recordingSleep = () => {
  const delays: number[] = [];
  return { delays, sleep: async (ms: number) => void delays.push(ms) };
};

describe('loadGoogleMaps in a browser (spec 7.6)', () => {
  it('loads the script for the key', async () => {
    outcomes = ['load'];
    const { sleep, delays } = recordingSleep();
    await expect(createGoogleMapsLoader(sleep)('my key')).resolves.toBeUndefined();
    expect(scriptsSeen).toHaveLength(1);
    expect(scriptsSeen[0]!.src).toBe('https://maps.googleapis.com/maps/api/js?key=my%20key');
    expect(delays).toEqual([]);
  });

  it('builds the documented address', () => {
    expect(googleMapsScriptUrl('abc')).toBe('https://maps.googleapis.com/maps/api/js?key=abc');
  });

  it('retries after a failure with a growing delay', async () => {
    outcomes = ['error', 'error', 'load'];
    const { sleep, delays } = recordingSleep();
    await createGoogleMapsLoader(sleep)('k');
    expect(scriptsSeen).toHaveLength(3);
    expect(delays).toEqual([500, 1000]);
  });

  it('retries 3 times (500, 1000, 2000 ms) then logs and rethrows', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { sleep, delays } = recordingSleep();
    await expect(createGoogleMapsLoader(sleep)('k')).rejects.toThrowError('Google Maps script failed to load');
    expect(scriptsSeen).toHaveLength(4);
    expect(delays).toEqual([500, 1000, 2000]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('waits the real delays by default', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = createGoogleMapsLoader()('k').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(499);
    expect(scriptsSeen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(scriptsSeen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(scriptsSeen).toHaveLength(4);
    expect(await result).toBeInstanceOf(Error);
    vi.useRealTimers();
  });

  it('shares one promise between calls', async () => {
    outcomes = ['load'];
    const load = createGoogleMapsLoader(recordingSleep().sleep);
    const first = load('k');
    expect(load('k')).toBe(first);
    await first;
    expect(scriptsSeen).toHaveLength(1);
  });

  it('tries again on a later call once a load has failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = createGoogleMapsLoader(recordingSleep().sleep);
    await expect(load('k')).rejects.toThrow();
    outcomes = ['load'];
    await expect(load('k')).resolves.toBeUndefined();
    expect(scriptsSeen).toHaveLength(5);
  });

  it('counts a script that loads without google.maps as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    observer.disconnect();
    observer = new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        scriptsSeen.push(node as HTMLScriptElement);
        queueMicrotask(() => node.dispatchEvent(new Event('load')));
      }
    });
    observer.observe(document.head, { childList: true });
    await expect(createGoogleMapsLoader(recordingSleep().sleep)('k')).rejects.toThrowError('Google Maps script loaded without google.maps');
    expect(scriptsSeen).toHaveLength(4);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
