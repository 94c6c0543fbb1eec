import { methodsNotAllowed, rawRoute } from '@/lib/api/route';
import { handlePaymentNotification } from '@/features/sales/server';

export const dynamic = 'force-dynamic';

export const GET = rawRoute((request) => handlePaymentNotification('vnpay', request));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
