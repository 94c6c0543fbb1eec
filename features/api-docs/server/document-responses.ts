import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { toErrorEnvelope, zodFieldErrors } from '@/lib/api/envelope';
import { notFound, type ApiError } from '@/lib/api/errors';
import { openApiDocument } from './build-openapi-document';
import { noQuerySchema } from './operations';
import { renderReferencePage } from './render-reference';
import { messageError } from '@/lib/api/error-messages';

const errorResponse = (error: ApiError) => {
  const { httpStatus, body } = toErrorEnvelope(error);
  return NextResponse.json(body, { status: httpStatus, headers: { 'cache-control': 'no-store' } });
};

function badQuery(request: NextRequest): NextResponse | undefined {
  const parsed = noQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams.entries()));
  return parsed.success ? undefined : errorResponse(messageError('invalidQuery', {}, zodFieldErrors(parsed.error)));
}

/** GET /api/openapi.json: the document itself, not wrapped in the envelope (tools read it as is). */
export function openApiJsonResponse(request: NextRequest): NextResponse {
  return badQuery(request) ?? NextResponse.json(openApiDocument(), { headers: { 'cache-control': 'public, max-age=300' } });
}

/** GET /api/reference: the document as HTML, for developers; production answers 404. */
export function referencePageResponse(request: NextRequest): NextResponse {
  if (process.env.NODE_ENV === 'production') return errorResponse(notFound());
  return (
    badQuery(request) ??
    new NextResponse(renderReferencePage(openApiDocument()), {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    })
  );
}
