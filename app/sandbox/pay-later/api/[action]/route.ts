import type { NextRequest } from 'next/server';
import { sandboxPayLaterApi } from '@/features/sandboxes/server';

export const dynamic = 'force-dynamic';

/** The sandbox pay-later partner's server API (its own protocol, not our envelope). */
export async function POST(request: NextRequest, { params }: { params: Promise<{ action: string }> }) {
  return sandboxPayLaterApi((await params).action, request);
}
