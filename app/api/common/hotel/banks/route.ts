import { methodsNotAllowed, route } from '@/lib/api/route';
import { listBanks } from '@/features/payment/server';

export const dynamic = 'force-dynamic';

export const GET = route({ handler: () => listBanks() });

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
