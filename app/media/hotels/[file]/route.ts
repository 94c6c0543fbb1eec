import { hotelImageResponse } from '@/features/hotels/server';

export const dynamic = 'force-static';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return hotelImageResponse((await params).file);
}
