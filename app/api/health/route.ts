import { methodsNotAllowed, route } from '@/lib/api/route';
import { checkHealth } from '@/features/platform/server';
import { z } from 'zod';

export const dynamic = 'force-dynamic';

export const GET = route({ query: z.strictObject({}), handler: () => checkHealth() });

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
