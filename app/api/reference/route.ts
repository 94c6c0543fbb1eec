import { methodsNotAllowed } from '@/lib/api/route';
import { referencePageResponse } from '@/features/api-docs/server';

export const dynamic = 'force-dynamic';

export const GET = referencePageResponse;

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
