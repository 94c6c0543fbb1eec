import 'server-only';
import type { NextRequest } from 'next/server';
import { takeContentLimit } from '../../content-rate-limits';
import type { SubscribeBody, SubscribeResult } from '../../schemas';
import { subscribe } from './subscribe';

/** The route's work: the client's and the address's hourly budgets first, then the sign-up. */
export async function addSubscriber(request: NextRequest, body: SubscribeBody): Promise<SubscribeResult> {
  await takeContentLimit(request, 'subscribeByClient');
  await takeContentLimit(request, 'subscribeByEmail', body.email);
  return subscribe(body);
}
