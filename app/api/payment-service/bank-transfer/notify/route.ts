import { methodsNotAllowed, rawRoute } from '@/lib/api/route';
import { handlePaymentNotification } from '@/features/sales/server';

export const dynamic = 'force-dynamic';

export const POST = rawRoute((request) => handlePaymentNotification('bank_transfer', request));

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);
