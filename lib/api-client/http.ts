import { clientEnv } from '@/lib/env/client';
import type { Envelope } from '@/lib/api/envelope';
import { errorMessage, isErrorCode } from '@/lib/api/error-codes';
import type { Lang } from '@/lib/i18n/config';

/** An API error as the UI sees it: the server's readable message and code. */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly errorCode: string,
    readonly httpStatus: number | undefined,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }

  /** What to show a visitor: the catalogue's message for the code in the page language (lib/api/error-codes.ts). */
  messageIn(lang: Lang): string {
    return errorMessage(isErrorCode(this.errorCode) ? this.errorCode : 'NETWORK_ERROR', lang);
  }
}

const TIMEOUT_MS = 15_000;
const TIMEOUT_MESSAGE = `timeout of ${TIMEOUT_MS}ms exceeded`;

export type RequestOptions = {
  /** query parameters; undefined values are left out */
  params?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
};

export type ServiceClient = {
  /** GET a JSON body (the API's envelope). Rejects with ApiClientError on any failure. */
  get: <T>(path: string, options?: RequestOptions) => Promise<T>;
};

function isErrorEnvelope(body: unknown): body is Extract<Envelope<unknown>, { status: 'error' }> {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'error';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function url(base: string, path: string, params: RequestOptions['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) query.set(key, String(value));
  const search = query.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/**
 * One client per service prefix, e.g. createServiceClient('v2-common'): a small fetch wrapper (no axios in
 * the browser bundle) with a 15 s timeout, cookies sent, and every failure as an ApiClientError carrying the
 * server's message and error_code (NETWORK_ERROR when the answer is not the API's error envelope).
 */
export function createServiceClient(service: string): ServiceClient {
  const base = `${clientEnv.NEXT_PUBLIC_API_BASE_URL}/${service}`;
  return {
    get: async <T,>(path: string, { params, signal }: RequestOptions = {}): Promise<T> => {
      const controller = new AbortController();
      const abort = () => controller.abort(signal?.reason);
      if (signal?.aborted) abort();
      signal?.addEventListener('abort', abort, { once: true });
      const timer = setTimeout(() => controller.abort(new Error(TIMEOUT_MESSAGE)), TIMEOUT_MS);
      try {
        const response = await fetch(url(base, path, params), {
          headers: { accept: 'application/json' },
          credentials: 'include',
          signal: controller.signal,
        });
        const body = await readJson(response);
        if (!response.ok) {
          if (isErrorEnvelope(body)) throw new ApiClientError(body.message, body.error_code, response.status);
          throw new ApiClientError(`Request failed with status code ${response.status}`, 'NETWORK_ERROR', response.status);
        }
        return body as T;
      } catch (error) {
        if (error instanceof ApiClientError) throw error;
        const message = controller.signal.aborted && !signal?.aborted ? TIMEOUT_MESSAGE : error instanceof Error ? error.message : String(error);
        throw new ApiClientError(message, 'NETWORK_ERROR', undefined);
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
      }
    },
  };
}

/** Unwraps the success envelope or throws the server's message. */
export function unwrap<T>(body: Envelope<T>): T {
  if (body.status !== 'success') throw new ApiClientError(body.message, body.error_code, undefined);
  return body.data;
}
