import type { NextRequest } from 'next/server';
import { methodsNotAllowed } from '@/lib/api/route';
import { handlePaymentNotification } from '@/features/orders/server';

export const dynamic = 'force-dynamic';

export const POST = (request: NextRequest): Promise<Response> => handlePaymentNotification('bank_transfer', request);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);
