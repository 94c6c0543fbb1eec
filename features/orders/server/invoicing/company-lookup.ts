import 'server-only';
import type { NextRequest } from 'next/server';
import { apiError } from '@/lib/api/errors';
import { serverEnv } from '@/lib/env/server';
import { sandboxesOn } from '@/lib/env/site';
import { logger } from '@/lib/logger';
import { clientAddress } from '@/lib/security/client-address';
import { rateLimiters, takeFrom } from '@/lib/security/rate-limiter';
import { companySchema, type Company } from '../../schemas';
import { normalizeTaxCode } from '../../tax-code';
import { messageError } from '@/lib/api/error-messages';

const TIMEOUT_MS = 5_000;
const PER_MINUTE = 30;

/** The built-in registry (features/sandboxes), handed in by the route: orders know no sandbox. */
export type CompanyRegistry = (taxCode: string) => Company | null;

const limits = rateLimiters('company_lookup_rate_limits', () => ({
  lookups: { keyPrefix: 'company-lookup', points: PER_MINUTE, duration: 60 },
}));

/** The built-in company registry answers only while sandboxes are on and no real service is configured. */
export const companySandboxLive = (): boolean => sandboxesOn() && !serverEnv().COMPANY_LOOKUP_URL;

/**
 * GET /core-accounting/company/{taxCode}: the company a valid tax code belongs to, from the lookup service at
 * COMPANY_LOOKUP_URL (GET {url}/{taxCode} answering { tax_code, name, address }, 5 s timeout). 400 INVALID_TAX_CODE for a bad
 * checksum, 404 for an unknown company, 503 PAYMENT_PROVIDER_UNAVAILABLE (the catalogue's "a partner does not
 * answer") when the service fails; 30 lookups per minute per client address (429). Without a URL, the built-in
 * registry answers while sandboxes are on.
 */
export async function lookupCompany(request: NextRequest, taxCode: string, builtIn: CompanyRegistry): Promise<Company> {
  const wait = await takeFrom((await limits.get()).lookups, clientAddress(request));
  if (wait > 0) throw apiError('TOO_MANY_ATTEMPTS');
  const code = normalizeTaxCode(taxCode);
  if (!code) throw apiError('INVALID_TAX_CODE');
  const configured = serverEnv().COMPANY_LOOKUP_URL;
  if (!configured) {
    // the built-in registry (the one /sandbox/company-lookup serves), asked in process: no HTTP round trip to ourselves
    if (!companySandboxLive()) throw messageError('companyLookupNotConfigured');
    const company = builtIn(code);
    if (!company) throw messageError('companyNotFound');
    return company;
  }
  const base = configured.replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}/${encodeURIComponent(code)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (error) {
    logger().warn({ err: error }, 'company lookup did not answer');
    throw messageError('companyLookupDown');
  }
  if (response.status === 404) throw messageError('companyNotFound');
  const parsed = response.ok ? companySchema.safeParse(await response.json().catch(() => null)) : null;
  if (!parsed?.success) {
    logger().warn({ status: response.status }, 'company lookup answered badly');
    throw messageError('companyLookupDown');
  }
  return parsed.data;
}

/** Tests start from clean counters. */
export const resetCompanyLookupLimit = (): Promise<void> => limits.reset();
