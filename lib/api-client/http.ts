import axios, { AxiosError, type AxiosInstance } from 'axios';
import { clientEnv } from '@/lib/env/client';
import type { Envelope } from '@/lib/api/envelope';

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
}

/** One axios instance per service prefix, e.g. createServiceClient('v2-common'). */
export function createServiceClient(service: string): AxiosInstance {
  const instance = axios.create({
    baseURL: `${clientEnv.NEXT_PUBLIC_API_BASE_URL}/${service}`,
    timeout: 15_000,
    headers: { accept: 'application/json' },
    withCredentials: true,
  });
  instance.interceptors.response.use(undefined, (error: AxiosError<Envelope<unknown>>) => {
    const body = error.response?.data;
    const message = body && body.status === 'error' ? body.message : error.message;
    const code = body && body.status === 'error' ? body.error_code : 'NETWORK_ERROR';
    return Promise.reject(new ApiClientError(message, code, error.response?.status));
  });
  return instance;
}

/** Unwraps the success envelope or throws the server's message. */
export function unwrap<T>(body: Envelope<T>): T {
  if (body.status !== 'success') throw new ApiClientError(body.message, body.error_code, undefined);
  return body.data;
}
