import { route } from '@/lib/api/route';
import { notFound } from '@/lib/api/errors';

export const dynamic = 'force-dynamic';

// Any /api address no route handler owns: the error envelope, for every method (Next prefers the real routes).
const unknownAddress = route({
  handler: async () => {
    throw notFound('Không tìm thấy địa chỉ API');
  },
});

export const GET = unknownAddress;
export const POST = unknownAddress;
export const PUT = unknownAddress;
export const PATCH = unknownAddress;
export const DELETE = unknownAddress;
export const OPTIONS = unknownAddress;
