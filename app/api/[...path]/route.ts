import { route } from '@/lib/api/route';
import { messageError } from '@/lib/api/error-messages';

export const dynamic = 'force-dynamic';

// Any /api address no route handler owns: the error envelope, for every method (Next prefers the real routes).
const unknownAddress = route({
  handler: async () => {
    throw messageError('apiRouteNotFound');
  },
});

export const GET = unknownAddress;
export const POST = unknownAddress;
export const PUT = unknownAddress;
export const PATCH = unknownAddress;
export const DELETE = unknownAddress;
export const OPTIONS = unknownAddress;
