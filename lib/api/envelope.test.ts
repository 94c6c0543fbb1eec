import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, apiError, badRequest, notFound } from './errors';
import { isQueryCancelled, success, toErrorEnvelope } from './envelope';

describe('envelope', () => {
  it('wraps data in the success envelope', () => {
    expect(success([1, 2])).toEqual({ status: 'success', data: [1, 2] });
  });

  it('maps ApiErrors to their status, code, message and field errors', () => {
    expect(toErrorEnvelope(badRequest('Sai', [{ path: 'q', message: 'quá dài' }]))).toEqual({
      httpStatus: 400,
      body: { status: 'error', message: 'Sai', error_code: 'BAD_REQUEST', errors: [{ path: 'q', message: 'quá dài' }] },
    });
    expect(toErrorEnvelope(notFound()).httpStatus).toBe(404);
    expect(toErrorEnvelope(apiError('NOT_FOUND', 'Không tìm thấy ảnh')).body).toEqual({
      status: 'error',
      message: 'Không tìm thấy ảnh',
      error_code: 'NOT_FOUND',
    });
    expect(toErrorEnvelope(new ApiError('DATABASE_UNAVAILABLE'))).toEqual({
      httpStatus: 503,
      body: { status: 'error', message: 'Cơ sở dữ liệu không phản hồi', error_code: 'DATABASE_UNAVAILABLE' },
    });
  });

  it('maps a zod error to 400 with one entry per issue', () => {
    const parsed = z.object({ a: z.number(), b: z.object({ c: z.string() }) }).safeParse({ a: 'x', b: {} });
    const { httpStatus, body } = toErrorEnvelope(parsed.error);
    expect(httpStatus).toBe(400);
    expect(body.error_code).toBe('VALIDATION_ERROR');
    expect(body.errors?.map((e) => e.path).sort()).toEqual(['a', 'b.c']);
  });

  it('maps a JSON syntax error to 400', () => {
    let error: unknown;
    try {
      JSON.parse('{oops');
    } catch (e) {
      error = e;
    }
    expect(toErrorEnvelope(error)).toMatchObject({ httpStatus: 400, body: { error_code: 'INVALID_JSON' } });
  });

  it('hides the details of anything else behind a 500', () => {
    const { httpStatus, body } = toErrorEnvelope(new Error('connection string postgres://secret@db'));
    expect(httpStatus).toBe(500);
    expect(body).toEqual({ status: 'error', message: expect.any(String), error_code: 'INTERNAL_ERROR' });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('maps a query PostgreSQL cancelled (57014), even wrapped by Drizzle, to 503 SERVICE_BUSY', () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const wrapped = new Error('Failed query: select 1', { cause: cancelled });
    expect(isQueryCancelled(wrapped)).toBe(true);
    expect(toErrorEnvelope(wrapped)).toEqual({
      httpStatus: 503,
      body: { status: 'error', message: 'Hệ thống đang bận, vui lòng thử lại sau giây lát', error_code: 'SERVICE_BUSY' },
    });
    expect(toErrorEnvelope(Object.assign(new Error('x'), { code: '22003' })).httpStatus).toBe(500);
  });
});
