import { dealImageResponse } from '@/features/deals/server';

// Dynamic on purpose: a static route with open params has Next write every name it is asked for to disk.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return dealImageResponse((await params).file);
}
