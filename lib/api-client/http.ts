import axios, { isAxiosError, isCancel, type AxiosInstance } from 'axios';
import { clientEnv } from '@/lib/env/client';
import type { Envelope } from '@/lib/api/envelope';
import { ApiClientError } from './api-client-error';
import { notifyUnauthorized } from './unauthorized';

const TIMEOUT_MS = 15_000;

export type RequestOptions = {
  /** query parameters; undefined values are left out */
  params?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** extra request headers, e.g. Idempotency-Key */
  headers?: Record<string, string>;
};

export type ServiceClient = {
  /** The service's axios instance: its interceptors carry the rules every call shares. */
  instance: AxiosInstance;
  /** GET a JSON body (the API's envelope). Rejects with ApiClientError on any failure. */
  get: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /** POST a JSON body; the answer's body as GET. */
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  /** PATCH a JSON body; the answer's body as GET. */
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  /** PUT a JSON body; the answer's body as GET. */
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  /** DELETE; the answer's body as GET. */
  delete: <T>(path: string, options?: RequestOptions) => Promise<T>;
};

export type ServiceClientOptions = { baseUrl?: string; timeoutMs?: number };

function isErrorEnvelope(body: unknown): body is Extract<Envelope<unknown>, { status: 'error' }> {
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'error';
}

/** A request id the server logs and echoes (lib/api/route.ts); getRandomValues works outside secure contexts too. */
function requestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Every failure becomes one ApiClientError: the server's message and error_code, NETWORK_ERROR otherwise. */
function toApiClientError(error: unknown): ApiClientError {
  if (error instanceof ApiClientError) return error;
  if (isAxiosError(error) && error.response) {
    const { data, status } = error.response;
    if (isErrorEnvelope(data)) return new ApiClientError(data.message, data.error_code, status, data.errors ?? []);
    return new ApiClientError(`Request failed with status code ${status}`, 'NETWORK_ERROR', status);
  }
  const message = isCancel(error) ? 'canceled' : error instanceof Error ? error.message : String(error);
  return new ApiClientError(message, 'NETWORK_ERROR', undefined);
}

/**
 * One axios instance per service prefix, e.g. createServiceClient('v2-common'): base URL, 15 s timeout, cookies
 * sent, an X-Request-Id on every request, and every failure mapped to ApiClientError in a response interceptor
 * (a 401 also tells the registered session handler, lib/api-client/unauthorized.ts).
 * The fetch adapter keeps the browser and the tests on the same transport.
 */
export function createServiceClient(service: string, options: ServiceClientOptions = {}): ServiceClient {
  const instance = axios.create({
    baseURL: `${options.baseUrl ?? clientEnv.NEXT_PUBLIC_API_BASE_URL}/${service}`,
    timeout: options.timeoutMs ?? TIMEOUT_MS,
    withCredentials: true,
    headers: { Accept: 'application/json' },
    adapter: 'fetch',
  });
  instance.interceptors.request.use((config) => {
    config.headers.set('X-Request-Id', requestId());
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    const mapped = toApiClientError(error);
    if (mapped.httpStatus === 401) notifyUnauthorized();
    return Promise.reject(mapped);
  });
  return {
    instance,
    get: async <T>(path: string, { params, signal, headers }: RequestOptions = {}): Promise<T> =>
      (await instance.get<T>(path, { params, signal, headers })).data,
    post: async <T>(path: string, body?: unknown, { params, signal, headers }: RequestOptions = {}): Promise<T> =>
      (await instance.post<T>(path, body ?? {}, { params, signal, headers })).data,
    patch: async <T>(path: string, body?: unknown, { params, signal, headers }: RequestOptions = {}): Promise<T> =>
      (await instance.patch<T>(path, body ?? {}, { params, signal, headers })).data,
    put: async <T>(path: string, body?: unknown, { params, signal, headers }: RequestOptions = {}): Promise<T> =>
      (await instance.put<T>(path, body ?? {}, { params, signal, headers })).data,
    delete: async <T>(path: string, { params, signal, headers }: RequestOptions = {}): Promise<T> =>
      (await instance.delete<T>(path, { params, signal, headers })).data,
  };
}
