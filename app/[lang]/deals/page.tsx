import type { Metadata } from 'next';
import { DEALS_PATH } from '@/lib/paths';
import { DealListRoute, dealListMetadata, type DealListRouteProps } from './deal-list-route';

// prices and what is left are read fresh (and the database is never opened at build time)
export const dynamic = 'force-dynamic';

const KIND = { type: null, basePath: DEALS_PATH } as const;

export function generateMetadata(props: DealListRouteProps): Promise<Metadata> {
  return dealListMetadata(props, KIND);
}

/** /deals?category=<slug>&page=n: every deal on sale (spec 2.13). */
export default function DealsPage(props: DealListRouteProps) {
  return <DealListRoute props={props} kind={KIND} />;
}
