import 'server-only';
import type { NextRequest } from 'next/server';
import { tooManyAttempts } from '@/lib/api/errors';
import { serverEnv } from '@/lib/env/server';
import { clientAddress } from '@/lib/security/client-address';
import { rateLimiters, takeFrom } from '@/lib/security/rate-limiter';
import { sha256Hex } from '@/lib/security/sha256';

const HOUR = 3_600;
/** Confirmation mails one email address may ask for per hour, whatever client asks. */
const SUBSCRIBE_PER_EMAIL_PER_HOUR = 5;
/** Contact acknowledgements one mailbox gets per hour, whatever client sends them. */
const CONTACT_ACKS_PER_EMAIL_PER_HOUR = 3;

const limits = rateLimiters('content_rate_limits', () => ({
  contact: { keyPrefix: 'contact', points: serverEnv().CONTACT_RATE_LIMIT_PER_HOUR, duration: HOUR },
  subscribeByClient: { keyPrefix: 'subscribe-client', points: serverEnv().SUBSCRIBE_RATE_LIMIT_PER_HOUR, duration: HOUR },
  subscribeByEmail: { keyPrefix: 'subscribe-email', points: SUBSCRIBE_PER_EMAIL_PER_HOUR, duration: HOUR },
  contactAcks: { keyPrefix: 'contact-ack-email', points: CONTACT_ACKS_PER_EMAIL_PER_HOUR, duration: HOUR },
  confirmMails: { keyPrefix: 'newsletter-confirm-mails', points: serverEnv().NEWSLETTER_CONFIRM_MAILS_PER_HOUR, duration: HOUR },
}));

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, for its budget: `+tag` dropped, and for Gmail the dots of the local part too
 * (a.n+x@googlemail.com and an@gmail.com are one inbox), so variants of one address share one budget.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.toLowerCase();
  const domain = email.slice(at + 1).toLowerCase();
  const local = email.slice(0, at).toLowerCase().replace(/\+.*$/, '');
  return GMAIL.has(domain) ? `${local.replace(/\./g, '')}@gmail.com` : `${local}@${domain}`;
}

/**
 * Takes one from a budget: the client address's (`contact`, `subscribeByClient`) or a mailbox's
 * (`subscribeByEmail`, see mailboxOf, kept only as its hash); past it, 429 TOO_MANY_ATTEMPTS with Retry-After before anything is written.
 */
export async function takeContentLimit(
  request: NextRequest,
  name: 'contact' | 'subscribeByClient' | 'subscribeByEmail',
  email?: string,
): Promise<void> {
  const key = name === 'subscribeByEmail' ? sha256Hex(mailboxOf(email ?? '')) : clientAddress(request);
  const wait = await takeFrom((await limits.get())[name], key);
  if (wait === 0) return;
  throw tooManyAttempts(wait);
}

/**
 * One newsletter confirmation mail from the site's hourly budget (NEWSLETTER_CONFIRM_MAILS_PER_HOUR, across
 * every address: a bulk sign-up of many addresses must not make the site a mail cannon). False past it.
 */
export async function takeConfirmMailBudget(): Promise<boolean> {
  return (await takeFrom((await limits.get()).confirmMails, 'site')) === 0;
}

/**
 * One contact acknowledgement for a mailbox (kept as its hash): false past CONTACT_ACKS_PER_EMAIL_PER_HOUR, when
 * the message still reaches the team but the address typed in is not mailed again (no mail cannon at a stranger).
 */
export async function takeContactAck(email: string): Promise<boolean> {
  return (await takeFrom((await limits.get()).contactAcks, sha256Hex(mailboxOf(email)))) === 0;
}

/** Tests start from clean counters. */
export const resetContentRateLimits = (): Promise<void> => limits.reset();
