import { referencePageResponse } from '@/features/api-docs/server';

export const dynamic = 'force-dynamic';

export const GET = referencePageResponse;
