import type { Metadata } from 'next';
import { COMBO_PATH } from '@/lib/paths';
import { DealListRoute, dealListMetadata, type DealListRouteProps } from '../deals/deal-list-route';

export const dynamic = 'force-dynamic';

const KIND = { type: 'combo', basePath: COMBO_PATH } as const;

export function generateMetadata(props: DealListRouteProps): Promise<Metadata> {
  return dealListMetadata(props, KIND);
}

/** /combo?category=<slug>&page=n: the flight + hotel combo deals, listed as /deals lists every deal. */
export default function ComboPage(props: DealListRouteProps) {
  return <DealListRoute props={props} kind={KIND} />;
}
