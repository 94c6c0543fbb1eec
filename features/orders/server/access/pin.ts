import 'server-only';
import { createHmac, randomInt } from 'node:crypto';
import { sameHex } from '@/lib/security/hmac';
import { orderSecret } from './order-token';

/** The 6-digit PIN of an order (spec 2.9 lookup by order code + PIN): random, kept only as an HMAC. */
export const newPin = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const pinHash = (orderCode: string, pin: string): string =>
  createHmac('sha256', orderSecret()).update(`pin:${orderCode}:${pin}`).digest('hex');

export const pinMatches = (orderCode: string, pin: string, stored: string): boolean => sameHex(stored, pinHash(orderCode, pin));

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** An order code: H + 9 characters without look-alikes (0/O, 1/I): also the bank transfer content. */
export function newOrderCode(prefix = 'H'): string {
  let code = prefix;
  for (let i = 0; i < 9; i += 1) code += CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)];
  return code;
}
