import type { NextRequest } from 'next/server';
import { methodsNotAllowed } from '@/lib/api/route';
import { handlePaymentNotification } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

export const GET = (request: NextRequest): Promise<Response> => handlePaymentNotification('vnpay', request);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
