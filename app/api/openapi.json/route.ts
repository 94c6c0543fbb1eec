import { methodsNotAllowed } from '@/lib/api/route';
import { openApiJsonResponse } from '@/features/api-docs/server';

export const dynamic = 'force-dynamic';

export const GET = openApiJsonResponse;

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
