import { NextResponse } from 'next/server';
import { companySandboxLive } from '@/features/orders/server';
import { sandboxCompany } from '@/features/sandboxes/server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The built-in company registry (a partner's service, so its own plain JSON, not the site's envelope):
 * GET /sandbox/company-lookup/{taxCode} -> { tax_code, name, address } for any valid code, 404 otherwise.
 */
export async function GET(_request: Request, context: Context): Promise<NextResponse> {
  if (!companySandboxLive()) return NextResponse.json({ message: 'Not found' }, { status: 404 });
  const { taxCode } = await context.params;
  const company = typeof taxCode === 'string' ? sandboxCompany(taxCode) : null;
  if (!company) return NextResponse.json({ message: 'Company not found' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  return NextResponse.json(company, { headers: { 'cache-control': 'no-store' } });
}
