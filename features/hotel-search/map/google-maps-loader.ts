import { GOOGLE_MAPS_SCRIPT_URL, MAPS_LOADER_RETRIES, MAPS_RETRY_DELAYS_MS } from './constants';

const OUTSIDE_BROWSER_MESSAGE = 'google map cannot be loaded outside browser env';

type Sleep = (ms: number) => Promise<void>;
type WithGoogle = { google?: { maps?: unknown } };

const wait: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function googleMapsScriptUrl(key: string): string {
  return `${GOOGLE_MAPS_SCRIPT_URL}?key=${encodeURIComponent(key)}`;
}

const mapsReady = () => Boolean((window as Window & WithGoogle).google?.maps);

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    const fail = (message: string) => {
      script.remove();
      reject(new Error(message));
    };
    script.addEventListener('load', () => (mapsReady() ? resolve() : fail('Google Maps script loaded without google.maps')));
    script.addEventListener('error', () => fail('Google Maps script failed to load'));
    document.head.appendChild(script);
  });
}

/**
 * Spec 7.6: loads the Maps JavaScript API for a key, retrying 3 times with a growing delay, then logs and
 * rethrows. Calls share one promise until it fails, so a later mount may try again.
 */
export function createGoogleMapsLoader(sleep: Sleep = wait) {
  let pending: Promise<void> | null = null;

  async function attempt(key: string): Promise<void> {
    for (let retry = 0; ; retry += 1) {
      try {
        return await injectScript(googleMapsScriptUrl(key));
      } catch (error) {
        if (retry >= MAPS_LOADER_RETRIES) throw error;
        await sleep(MAPS_RETRY_DELAYS_MS[retry] ?? 0);
      }
    }
  }

  return function loadGoogleMaps(key: string): Promise<void> {
    if (typeof window === 'undefined') return Promise.reject(new Error(OUTSIDE_BROWSER_MESSAGE));
    if (mapsReady()) return Promise.resolve();
    pending ??= attempt(key).catch((error: unknown) => {
      pending = null;
      console.error('[hotel-map] Google Maps could not be loaded', error);
      throw error;
    });
    return pending;
  };
}

export const loadGoogleMaps = createGoogleMapsLoader();
